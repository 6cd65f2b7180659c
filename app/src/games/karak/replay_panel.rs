//! The side panel of Karak's replay: where the game stands after the chosen step (turn,
//! combat, heroes, what the omniscient view reveals, the heroes in numbers and the
//! final scores), and every step of the log in words.

use std::sync::Arc;

use leptos::prelude::*;
use protocol::{RoleName, SeatInfo};
use rules::karak::{Event, KarakView, TileType, TileView, Token};
use rules::Seat;

use super::combat::CombatSheet;
use super::labels::labels;
use super::names::{tile_kind_name, token_name};
use super::others::others_question;
use super::panel::HeroCard;
use super::summary::summarize;
use super::words::describe;
use crate::components::seat_color;
use crate::i18n::replay::rt;
use crate::i18n::{use_i18n, Lang};

/// A log entry of Karak.
type LogEntry = protocol::LogEntry<Event>;

/// A hero's name from its JSON name ("Warrior": "Horan").
pub fn hero_name(hero: &RoleName) -> &str {
    hero.role::<rules::karak::Karak>()
        .map_or(hero.as_str(), |h| h.name())
}

/// "Anna (Taia)" for a seat of `seats`.
pub fn seat_name(seats: &[SeatInfo], seat: Seat) -> String {
    seats
        .iter()
        .find(|s| s.seat == seat.0)
        .map(|s| format!("{} ({})", s.name, hero_name(&s.hero)))
        .unwrap_or_else(|| format!("#{}", seat.0))
}

/// The tiles named by a log (the start tile, then every placed tile), so the log can
/// say "walks onto a room" for any step without a view of the end of the game.
pub fn log_tiles(log: &[LogEntry]) -> Vec<TileView> {
    let tile = |index, tile| TileView {
        index,
        at: Default::default(),
        tile,
        rotation: 0,
        exits: 0,
        token: None,
        items: Vec::new(),
    };
    let mut tiles = vec![tile(0, TileType::default())];
    for event in log.iter().flat_map(|e| &e.events) {
        if let Event::TilePlaced { index, tile: t, .. } = *event {
            tiles.push(tile(index, t));
        }
    }
    tiles
}

/// The sentences of one step; a short fallback for steps whose events the log leaves
/// out (placing a tile, ending a turn).
pub fn step_text(entry: &LogEntry, seats: &[SeatInfo], tiles: &[TileView], lang: Lang) -> String {
    let names = |s: Seat| seat_name(seats, s);
    let mut lines: Vec<String> = entry
        .events
        .iter()
        .filter_map(|e| describe(e, lang, &names, tiles))
        .collect();
    if entry.seq.is_none() {
        lines.insert(0, lang.karak().setup_log.to_owned());
    }
    if lines.is_empty() {
        let k = lang.karak();
        let who = entry.seat.map(|s| names(Seat(s))).unwrap_or_default();
        let what = if entry
            .events
            .iter()
            .any(|e| matches!(e, Event::TilePlaced { .. }))
        {
            k.places_tile
        } else if entry
            .events
            .iter()
            .any(|e| matches!(e, Event::TurnEnded { .. }))
        {
            k.ends_turn
        } else {
            k.goes_on
        };
        lines.push(format!("{who} {what}"));
    }
    lines.join(" ")
}

/// What the next draws will bring, read from the log after `step` (finished games
/// only: it is the future the seed decided).
fn upcoming(log: &[LogEntry], step: u32) -> (Option<TileType>, Option<Token>) {
    let mut tile = None;
    let mut token = None;
    for event in log.iter().skip(step as usize + 1).flat_map(|e| &e.events) {
        match *event {
            Event::TileDrawn { tile: t, .. } if tile.is_none() => tile = Some(t),
            Event::TokenPlaced { token: t, .. } if token.is_none() => token = Some(t),
            _ => {}
        }
        if tile.is_some() && token.is_some() {
            break;
        }
    }
    (tile, token)
}

/// Where the game stands after the chosen step.
#[component]
pub fn ReplayInfo(
    /// The view after the chosen step (`None` while loading).
    view: Signal<Option<KarakView>>,
    /// The chosen step.
    step: RwSignal<u32>,
    /// The last step.
    steps: u32,
    /// The seats.
    seats: Vec<SeatInfo>,
    /// Setup, then one entry per action.
    log: Arc<Vec<LogEntry>>,
    /// The seed, for finished games.
    seed: Option<u64>,
) -> impl IntoView {
    let i18n = use_i18n();
    let names = seats.clone();
    let player = move |seat: Seat| {
        names
            .iter()
            .find(|x| x.seat == seat.0)
            .map(|x| x.name.clone())
            .unwrap_or_default()
    };
    let info = move || {
        let Some(v) = view.get() else {
            return ().into_any();
        };
        let s = step.get();
        let lang = i18n.lang();
        let t = lang.t();
        let k = lang.karak();
        let r = rt(lang);
        let who = v.to_act.unwrap_or(v.active);
        let heading = if s == 0 {
            format!("{} · 0 / {steps}", r.setup_step)
        } else {
            format!("{} {s} / {steps}", r.move_word)
        };
        let banner = if v.to_act.is_some() {
            format!("{}{}{}", t.whose_turn, lang.colon(), seat_name(&seats, who))
        } else {
            t.game_over.to_owned()
        };

        let summary = summarize(&log[..=(s as usize).min(log.len() - 1)], &v);
        let outcome = v.outcome.clone();
        let summary_rows = summary
            .iter()
            .map(|h| {
                let vp = v
                    .heroes
                    .iter()
                    .find(|x| x.seat.0 == h.seat)
                    .map(|x| f64::from(x.vp_half) / 2.0)
                    .unwrap_or(0.0);
                let won = outcome
                    .as_ref()
                    .is_some_and(|o| o.winners.contains(&Seat(h.seat)));
                view! {
                    <tr class:won=won data-seat=h.seat style=format!("--seat: {}", seat_color(h.seat))>
                        <th scope="row"><span class="seat-dot" aria-hidden="true"></span>{seat_name(&seats, Seat(h.seat))}{if won { " ★" } else { "" }}</th>
                        <td>{h.monsters}</td>
                        <td>{h.treasures}</td>
                        <td>{h.hp_lost}</td>
                        <td>{vp}</td>
                    </tr>
                }
            })
            .collect_view();

        let revealed = seed.map(|seed| {
            let (tile, token) = upcoming(&log, s);
            let none = "—";
            view! {
                <section class="revealed" aria-label=k.revealed>
                    <h3>{k.revealed}</h3>
                    <dl>
                        <dt>{r.seed}</dt><dd class="seed">{seed.to_string()}</dd>
                        <dt>{k.next_tile}</dt><dd>{tile.map(|x| tile_kind_name(x.kind, lang)).unwrap_or(none)}</dd>
                        <dt>{k.next_token}</dt><dd>{token.map(|x| token_name(x, lang)).unwrap_or(none)}</dd>
                        <dt>{k.tiles_left}</dt><dd>{v.tiles_left}</dd>
                        <dt>{k.tokens_in_bag}</dt><dd>{
                            v.bag_by_token.iter().filter(|(_, n)| *n > 0)
                                .map(|(tok, n)| format!("{} × {n}", token_name(*tok, lang)))
                                .collect::<Vec<_>>().join(", ")
                        }</dd>
                    </dl>
                </section>
            }
        });

        view! {
            <div class="panel-inner replay-info">
                <section class="turn-banner" style=format!("--seat: {}", seat_color(who.0))>
                    <span class="seat-dot" aria-hidden="true"></span>
                    <div>
                        <div class="replay-step-heading">{heading}</div>
                        <div class="turn-who">{banner}</div>
                        {v.to_act.map(|seat| {
                            // A replay's reader is never the one deciding: who decides what.
                            let player = seats.iter().find(|x| x.seat == seat.0).map_or("", |x| x.name.as_str());
                            let hero = v.heroes.iter().find(|h| h.seat == seat).map_or("?", |h| h.hero.name());
                            view! { <div class="question">{others_question(&v.decision, player, hero, lang)}</div> }
                        })}
                    </div>
                </section>
                <CombatSheet view=v.clone()/>
                // Wider than a phone in German: a keyboard scrolls it once it has the focus.
                <section class="scoreboard summary" aria-label=k.summary_heading tabindex="0">
                    <h2>{if outcome.is_some() { r.final_scores } else { k.summary_heading }}</h2>
                    <table>
                        <thead><tr><th>{labels(lang).game.role}</th><th>{k.monsters}</th><th>{k.treasures}</th><th>{k.hp_lost}</th><th>{k.vp}</th></tr></thead>
                        <tbody>{summary_rows}</tbody>
                    </table>
                </section>
                {revealed}
                {(seed.is_none()).then(|| view! {
                    <section class="counters">
                        <span>{format!("{}{}{}", k.tiles_left, lang.colon(), v.tiles_left)}</span>
                        <span>{format!("{}{}{}", k.tokens_in_bag, lang.colon(), v.tokens_in_bag)}</span>
                    </section>
                })}
            </div>
        }
        .into_any()
    };
    // The hero cards are keyed by everything they show, so a step that changes one hero
    // redraws that card only.
    let cards = move || {
        view.with(|v| {
            v.as_ref().map_or_else(Vec::new, |v| {
                v.heroes
                    .iter()
                    .map(|h| (format!("{h:?}"), h.clone(), Some(h.seat) == v.to_act))
                    .collect::<Vec<_>>()
            })
        })
    };
    view! {
        {info}
        <section class="heroes-section panel-inner">
            <h2>{move || i18n.karak().heroes}</h2>
            <ul class="hero-cards">
                <For
                    each=cards
                    key=|(debug, _, active)| (debug.clone(), *active)
                    children=move |(_, hero, active)| {
                        let name = player(hero.seat);
                        view! { <HeroCard hero=hero player=name active=active/> }
                    }
                />
            </ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::karak::{Coord, Shape, TileKind};

    /// Steps without a sentence of their own still say who did what.
    #[test]
    fn silent_steps_get_a_fallback_line() {
        let seats = vec![SeatInfo {
            seat: 0,
            name: "Anna".to_owned(),
            kind: protocol::SeatKind::Local,
            hero: RoleName("Warrior".to_owned()),
            level: None,
        }];
        let placed = LogEntry {
            seq: Some(3),
            seat: Some(0),
            events: vec![Event::TilePlaced {
                seat: Seat(0),
                index: 1,
                at: Coord { x: 1, y: 0 },
                tile: TileType {
                    kind: TileKind::Room,
                    shape: Shape::I,
                },
                rotation: 0,
            }],
        };
        assert_eq!(
            step_text(&placed, &seats, &log_tiles(&[]), Lang::En),
            "Anna (Horan) places the tile."
        );
        assert_eq!(log_tiles(std::slice::from_ref(&placed)).len(), 2);
    }
}
