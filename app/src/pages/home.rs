//! The home page: what Karak Online is, which games it has, and the player's games.
//! It loads no game's code: the catalog, role names and badges come from the registry.

use leptos::prelude::*;
use leptos_meta::Title;
use protocol::{AccountUpdate, GameStatus, GameSummary};

use crate::api::my_games;
use crate::api::online::open_games;
use crate::components::account_live::use_account_live;
use crate::components::game_ui;
use crate::components::seat_color;
use crate::i18n::clocks::left_text;
use crate::i18n::game_texts::{labels, title};
use crate::i18n::use_i18n;
use protocol::GameKind;

/// The landing page.
#[component]
pub fn HomePage() -> impl IntoView {
    let i18n = use_i18n();
    // Only works once the WASM has hydrated the page: the end-to-end test uses it
    // to prove hydration.
    let (show_turn, set_show_turn) = signal(false);
    let games = Resource::new(|| (), |_| my_games());
    let open = Resource::new(|| (), |_| open_games());
    keep_fresh(games);
    let has_games = move || {
        games
            .get()
            .and_then(Result::ok)
            .is_some_and(|l| !l.is_empty())
    };
    // The turn summary of the first game that can be played.
    let featured = GameKind::ALL[0];
    let how_to = move || labels(featured, i18n.lang());

    view! {
        // The app's title says "(2) Your turn" while games wait for the player.
        <Title text=""/>
        <main id="main" tabindex="-1" class="page home">
            <header class="hero-banner">
                <img class="logo" src="/logo.svg" alt="" width="96" height="96"/>
                <div>
                    <h1>{move || i18n.t().app_name}</h1>
                    <p class="lead">{move || i18n.t().lead}</p>
                </div>
            </header>

            <section class="game-catalog" aria-labelledby="games-heading">
                <h2 id="games-heading">{move || i18n.t().games}</h2>
                <ul class="game-cards">
                    {GameKind::ALL
                        .iter()
                        .map(|&kind| view! {
                            <li class="game-card" data-game=kind.name()>
                                <h3>{move || title(kind, i18n.lang())}</h3>
                                <p>{move || labels(kind, i18n.lang()).tagline}</p>
                                <p class="players">{move || i18n.t().players_2_5}</p>
                                <a class="button primary" href=format!("/new?game={}", kind.name())>{move || i18n.t().play_game.replace("{game}", &title(kind, i18n.lang()))}</a>
                                <a class="button secondary" href=format!("/how-to-play/{}", kind.name())>{move || i18n.t().how_to_play}</a>
                                <a class="card-link" href=format!("/leaderboard/{}", kind.name())>{move || i18n.players().leaderboards}</a>
                            </li>
                        })
                        .collect_view()}
                </ul>
            </section>

            <section class="my-games" class:has-games=has_games aria-labelledby="my-games-heading">
                <h2 id="my-games-heading">{move || i18n.t().my_games}</h2>
                <Transition fallback=move || view! { <p>{move || i18n.t().loading}</p> }>
                    {move || games.get().map(|r| match r {
                        Ok(list) if list.is_empty() => view! { <p class="empty">{move || i18n.t().no_games_yet}</p> }.into_any(),
                        Ok(list) => view! { <GameGroups list=list/> }.into_any(),
                        Err(e) => view! { <p class="form-error">{e.shown()}</p> }.into_any(),
                    })}
                </Transition>
            </section>

            <section class="open-games" aria-labelledby="open-games-heading">
                <h2 id="open-games-heading">{move || i18n.online().open_games}</h2>
                <Transition fallback=move || view! { <p>{move || i18n.t().loading}</p> }>
                    {move || open.get().map(|r| match r {
                        Ok(list) if list.is_empty() => view! { <p class="empty">{move || i18n.online().no_open_games}</p> }.into_any(),
                        Ok(list) => view! {
                            <ul class="game-list">
                                {list.into_iter().map(|g| view! {
                                    <li class="game-row open-game" data-game=g.kind.name()>
                                        <a href=format!("/games/{}", g.id)>
                                            <span class="status">{g.host.clone()}</span>
                                            <span class="seats">{move || format!("{} / {} {}", g.open, g.seats, i18n.online().open_seats)}
                                                {move || game_ui::variant_badges(g.kind, &g.variant, i18n.lang()).into_iter()
                                                    .map(|b| view! { " " <span class="badge">{b}</span> }).collect_view()}</span>
                                            <span class="join button small primary">{move || i18n.online().join}</span>
                                        </a>
                                    </li>
                                }).collect_view()}
                            </ul>
                        }.into_any(),
                        Err(e) => view! { <p class="form-error">{e.shown()}</p> }.into_any(),
                    })}
                </Transition>
                <p><a href="/history">{move || crate::i18n::replay::rt(i18n.lang()).all_games_link}</a></p>
            </section>

            <section class="how-to" aria-labelledby="howto-heading">
                <h2 id="howto-heading">{move || how_to().turn_heading}</h2>
                <button
                    class="button"
                    id="turn-toggle"
                    aria-expanded=move || show_turn.get().to_string()
                    aria-controls="turn-summary"
                    on:click=move |_| set_show_turn.update(|v| *v = !*v)
                >
                    {move || if show_turn.get() { i18n.t().hide_summary } else { i18n.t().show_summary }}
                </button>
                <ol id="turn-summary" class="turn-summary" hidden=move || !show_turn.get()>
                    {move || how_to().turn_summary.iter().map(|line| view! { <li>{*line}</li> }).collect_view()}
                </ol>
            </section>
        </main>
    }
}

/// The player's lists follow their account's live counts: a turn, an invitation or a
/// game's end reads them again at once, without polling.
fn keep_fresh(games: Resource<Result<Vec<GameSummary>, crate::api::ApiError>>) {
    let live = use_account_live();
    Effect::new(move |before: Option<Option<AccountUpdate>>| {
        let now = live.0.get();
        if before.is_some_and(|b| b != now) {
            games.refetch();
        }
        now
    });
}

/// A line of the player's game list.
#[component]
fn GameRow(game: GameSummary) -> impl IntoView {
    let i18n = use_i18n();
    let href = format!("/games/{}", game.id);
    let finished = game.status == GameStatus::Finished;
    let seats = game
        .seats
        .iter()
        .map(|s| view! { <span class="seat-chip" style=format!("--seat: {}", seat_color(s.seat))>{format!("{} ({})", s.name, game_ui::role_name(game.kind, &s.hero))}</span> })
        .collect_view();
    let when = game
        .updated_at
        .chars()
        .take(16)
        .collect::<String>()
        .replace('T', " ");
    let waiting = game.status == GameStatus::Waiting;
    let my_turn = game.my_turn();
    let open_seats = game.waiting_for;
    let online = game.online;
    // An online game with a clock says how long its seat to act has: "2 d 3 h left".
    let time_left = game
        .time_left_ms
        .filter(|_| game.status == GameStatus::Active);
    let kind = game.kind;
    let game_name = move || title(kind, i18n.lang());
    view! {
        <li class="game-row" class:my-turn=my_turn data-game=game.kind.name()>
            <a href=href>
                <span class="status" class:done=finished><strong class="game-name">{game_name}</strong>" · "{move || if my_turn {
                    i18n.online().your_turn.to_owned()
                } else if waiting {
                    format!("{} · {open_seats} {}", i18n.online().waiting_games, i18n.online().open_seats)
                } else if finished {
                    i18n.t().finished.to_owned()
                } else {
                    i18n.t().in_progress.to_owned()
                }}{move || time_left.map(|ms| view! { " · "<span class="time-left">{left_text(ms, i18n.lang())}</span> })}</span>
                <span class="seats">{seats}{online.then(|| view! { <span class="badge">{move || i18n.online().online_badge}</span> })}</span>
                <span class="when">{when}</span>
            </a>
        </li>
    }
}

/// The player's games: their turn first, then games waiting for players, under
/// way, and finished (each newest first, as listed).
#[component]
fn GameGroups(list: Vec<GameSummary>) -> impl IntoView {
    let rank = |g: &GameSummary| match g.status {
        _ if g.my_turn() => 0,
        GameStatus::Waiting => 1,
        GameStatus::Active => 2,
        GameStatus::Finished => 3,
    };
    let mut list = list;
    // A stable sort keeps the newest-first order within each group.
    list.sort_by_key(rank);
    view! { <ul class="game-list">{list.into_iter().map(|g| view! { <GameRow game=g/> }).collect_view()}</ul> }
}
