//! The home page: what Karak Online is and which games it has.

use leptos::prelude::*;
use leptos_meta::Title;

/// One game of the Karak family as the home page shows it.
struct GameCard {
    id: &'static str,
    name: &'static str,
    tagline: &'static str,
    players: &'static str,
    available: bool,
}

const GAMES: [GameCard; 3] = [
    GameCard {
        id: "karak",
        name: "Karak",
        tagline: "Explore the dungeon under Karak Castle tile by tile, fight its monsters, \
                  unlock its chests and slay the dragon.",
        players: "2–5 players",
        available: true,
    },
    GameCard {
        id: "goblin",
        name: "Karak: Goblin",
        tagline: "The card game of the goblins who follow the heroes into the dungeon.",
        players: "Coming",
        available: false,
    },
    GameCard {
        id: "karak2",
        name: "Karak 2",
        tagline: "Leave the dungeon: landscapes, cities and armies.",
        players: "Coming",
        available: false,
    },
];

/// The landing page.
#[component]
pub fn HomePage() -> impl IntoView {
    // Only works once the WASM has hydrated the page: the end-to-end test uses it
    // to prove hydration.
    let (show_turn, set_show_turn) = signal(false);

    view! {
        <Title text=""/>
        <main class="page home">
            <header class="hero-banner">
                <img class="logo" src="/logo.svg" alt="" width="96" height="96"/>
                <div>
                    <h1>"Karak Online"</h1>
                    <p class="lead">
                        "The Karak board games in your browser: with friends far away, "
                        "around one tablet at the table, and move by move afterwards."
                    </p>
                </div>
            </header>

            <section aria-labelledby="games-heading">
                <h2 id="games-heading">"Games"</h2>
                <ul class="game-cards">
                    {GAMES
                        .iter()
                        .map(|g| {
                            view! {
                                <li class="game-card" class:coming=!g.available data-game=g.id>
                                    <h3>{g.name}</h3>
                                    <p>{g.tagline}</p>
                                    <p class="players">{g.players}</p>
                                    {if g.available {
                                        view! { <span class="badge ready">"Rules engine in the making"</span> }.into_any()
                                    } else {
                                        view! { <span class="badge">"Coming soon"</span> }.into_any()
                                    }}
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </section>

            <section class="how-to" aria-labelledby="howto-heading">
                <h2 id="howto-heading">"A turn of Karak"</h2>
                <button
                    class="button"
                    id="turn-toggle"
                    aria-expanded=move || show_turn.get().to_string()
                    aria-controls="turn-summary"
                    on:click=move |_| set_show_turn.update(|v| *v = !*v)
                >
                    {move || if show_turn.get() { "Hide the turn summary" } else { "Show the turn summary" }}
                </button>
                <ol id="turn-summary" class="turn-summary" hidden=move || !show_turn.get()>
                    <li>"Your hero has four steps. Each step walks onto a known tile or uncovers a new one."</li>
                    <li>"A new room hides a monster or a locked chest, drawn blind from the bag."</li>
                    <li>"Meet a monster and you fight it: two dice plus your weapons and spells. Beat its strength to take its loot."</li>
                    <li>"Fighting, opening a chest, picking something up or healing at a fountain ends your turn."</li>
                    <li>"When the dragon falls the game ends, and the richest hero wins."</li>
                </ol>
            </section>
        </main>
    }
}
