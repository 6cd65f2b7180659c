//! The side panel of a Karak 2 table: whose turn, the question with its answers (Darius's two
//! tiles pictured), the Dark General, the deck and the bag, every hero's board, the final
//! score with soul stones by kind and the tie-break, and the log.

use leptos::prelude::*;
use rules::karak2::data::{SoulStone, GENERAL_BASE};
use rules::karak2::{Action, Decision, Karak2, Karak2View};
use rules::Seat;

use super::answers::{answer_buttons, in_tray, question, recruit_note, tile_choice, Style};
use super::art::TilePicture;
use super::hero_board::{hero_board, points_text, BoardOf};
use super::texts::texts;
use super::words::describe;
use crate::components::play_form::{posted, ACTION_FIELD, PLAY_FORM};
use crate::components::turn::{game_log, Turn, TurnBanner, WaitingNote};
use crate::i18n::{fill, use_i18n, Lang};

/// A game of Karak 2 as its viewer sees it.
pub type GameSnapshot = protocol::GameSnapshot<Karak2>;

/// "Anna (Horan)".
pub fn seat_label(snap: &GameSnapshot, seat: Seat) -> String {
    crate::components::seat_label::<Karak2>(&snap.seats, seat.0)
}

/// The Dark General once revealed, the tiles and armies left, the plague.
fn table_state(v: &Karak2View, s: &GameSnapshot, lang: Lang) -> AnyView {
    let t = texts(lang);
    let revealed = v.landscape.iter().any(|p| p.general);
    let general = if v.outcome.is_some() {
        super::labels::labels(lang).general_defeated.to_owned()
    } else if revealed {
        fill(
            t.general_strength,
            &[
                ("{n}", &(GENERAL_BASE + v.praetorians).to_string()),
                ("{p}", &v.praetorians.to_string()),
            ],
        )
    } else {
        t.general_hidden.to_owned()
    };
    let plague = v.plague.map(|seat| {
        view! { <p class="plague-note">{format!("☠ {}{}{}", t.plague_mark, lang.colon(), seat_label(s, seat))}</p> }
    });
    view! {
        <section class="general" class:revealed=revealed aria-label=t.general>
            <h2>{t.general}</h2>
            <p>{general}</p>
            <p class="supplies">
                {fill(t.deck_left, &[("{n}", &v.deck_left[0].to_string()), ("{first}", &v.deck_left[1].to_string())])}
                " · "
                {fill(t.bag_left, &[("{n}", &v.bag_left.to_string())])}
            </p>
            {plague}
        </section>
    }
    .into_any()
}

/// The final score: soul stones by kind, points, large stones for the tie-break.
fn scoreboard(v: &Karak2View, s: &GameSnapshot, lang: Lang) -> Option<AnyView> {
    let o = v.outcome.as_ref()?;
    let t = texts(lang);
    let shell = lang.t();
    let rows = v
        .heroes
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let seat = Seat(i as u8);
            let won = o.winners.contains(&seat);
            let count = |k: SoulStone| h.stones[k as usize];
            view! {
                <tr class:won=won>
                    <td>{seat_label(s, seat)}</td>
                    <td>{count(SoulStone::Small)}</td>
                    <td>{count(SoulStone::Large)}</td>
                    <td>{count(SoulStone::Archstone)}</td>
                    <td>{points_text(o.half_points.get(i).copied().unwrap_or(0), lang)}</td>
                    <td>{if won { "★" } else { "" }}</td>
                </tr>
            }
        })
        .collect_view();
    Some(
        view! {
            <section class="scoreboard" aria-label=shell.final_score>
                <h2>{shell.final_score}</h2>
                <table>
                    <thead><tr>
                        <th>{super::labels::labels(lang).game.role}</th>
                        <th title=t.stones[0]>"◇"</th><th title=t.stones[1]>"◆"</th><th title=t.stones[2]>"✸"</th>
                        <th>{t.points}</th><th>{shell.winner}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                // What each stone is worth (issue 37, point 12).
                <p class="tie-break">{format!(
                    "◇ {} ({}) · ◆ {} ({}) · ✸ {} ({}). {}",
                    t.stones[0], points_text(SoulStone::Small.half_points().into(), lang),
                    t.stones[1], points_text(SoulStone::Large.half_points().into(), lang),
                    t.stones[2], points_text(SoulStone::Archstone.half_points().into(), lang),
                    t.tie_break,
                )}</p>
            </section>
        }
        .into_any(),
    )
}

/// The log, newest first, with the seats' notes (resigned players).
fn log(s: &GameSnapshot, lang: Lang) -> AnyView {
    game_log(s, lang, |e, names| describe(e, lang, names))
}

/// Darius's two tiles, pictured beside their buttons.
fn tile_pictures(v: &Karak2View) -> Option<AnyView> {
    let Decision::ChooseTile { tiles, .. } = v.decision else {
        return None;
    };
    let pictures = tiles
        .iter()
        .filter_map(|t| tile_choice(*t))
        .map(|(kind, edges)| view! { <TilePicture kind edges size=72/> })
        .collect_view();
    Some(view! { <div class="tile-choice">{pictures}</div> }.into_any())
}

/// The panel.
#[component]
pub fn Panel(
    snap: Signal<Option<GameSnapshot>>,
    on_act: Callback<Action>,
    busy: Signal<bool>,
    /// The turning shown for a tile being laid.
    turn: RwSignal<u8>,
) -> impl IntoView {
    let i18n = use_i18n();
    move || {
        let Some(s) = snap.get() else {
            return ().into_any();
        };
        let lang = i18n.lang();
        let t = lang.t();
        let g = texts(lang);
        let v = s.view.clone();
        let name = |seat: Seat| seat_label(&s, seat);
        let to_act = v.to_act;
        let whose = Turn::of(to_act, &s.seats, &s.my_seats);
        let banner_seat = to_act.unwrap_or(v.active.0);
        let asked = match to_act {
            Some(_) if whose.mine => question(&v, lang, &name),
            Some(seat) => fill(g.q_others, &[("{who}", &name(Seat(seat)))]),
            None => String::new(),
        };
        let why_no_recruit = whose
            .mine
            .then(|| recruit_note(&v, lang))
            .flatten()
            .map(|why| view! { <p class="hint why-no-recruit">{why}</p> });
        let buttons = if whose.mine {
            answer_buttons(&v, lang, turn.get(), &name)
        } else {
            Vec::new()
        };
        let buttons = buttons
            .into_iter()
            .filter(|(action, ..)| !in_tray(action))
            .map(|(action, label, style)| {
                let class = match style {
                    Style::Primary => "button primary",
                    Style::Secondary => "button secondary",
                };
                view! { <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&action) class=class disabled=move || busy.get() data-action=format!("{action:?}") on:click=move |_| on_act.run(action)>{label}</button> }
            })
            .collect_view();
        let turning = (whose.mine && super::landscape::legal_turns(&v).len() > 1).then(|| {
            let turns = super::landscape::legal_turns(&v);
            view! {
                <button class="button secondary" on:click=move |_| {
                    let now = turn.get_untracked();
                    let next = turns.iter().copied().find(|r| *r > now).or_else(|| turns.first().copied());
                    turn.set(next.unwrap_or(now));
                }>{g.turn_tile}</button>
            }
        });
        // The map's glowing targets as buttons too: they answer before the page's code
        // has arrived (the play form), and to the keyboard in a list.
        let map_moves = whose.mine.then(|| {
            let targets = super::landscape::targets(&v, lang);
            (!targets.is_empty()).then(|| {
                let buttons = targets
                    .into_iter()
                    .map(|target| {
                        let action = target.action;
                        view! {
                            <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&action)
                                class="button move" disabled=move || busy.get()
                                on:click=move |_| on_act.run(action)>{target.label}</button>
                        }
                    })
                    .collect_view();
                view! { <div class="moves" role="group" aria-label=g.on_the_map>{buttons}</div> }
            })
        });
        let finished = v.outcome.is_some();
        let heroes = v
            .heroes
            .iter()
            .enumerate()
            .map(|(i, h)| {
                let seat = i as u8;
                let player = crate::components::player_name(&s.seats, seat, lang);
                let acting = (seat == v.active.0 && !finished).then_some(v.actions_left);
                let own = s.my_seats.contains(&seat);
                hero_board(
                    BoardOf {
                        hero: h,
                        seat,
                        player,
                        acting,
                        own,
                    },
                    lang,
                )
            })
            .collect_view();
        view! {
            <div class="panel-inner karak2">
                <TurnBanner seat=banner_seat who=name(Seat(banner_seat)) finished=finished lang=lang/>
                {scoreboard(&v, &s, lang)}
                <section class="decision" aria-label=asked.clone() hidden=finished>
                    <h2 class="question" tabindex="-1">{asked.clone()}</h2>
                    <WaitingNote turn=whose online=s.online my_seats=s.my_seats.clone() lang=lang/>
                    {why_no_recruit}
                    {whose.mine.then(|| tile_pictures(&v))}
                    <div class="answers">{turning}{buttons}</div>
                    {map_moves}
                </section>
                {table_state(&v, &s, lang)}
                <section class="heroes-section">
                    <h2>{g.heroes}</h2>
                    <ul class="hero-cards">{heroes}</ul>
                </section>
                <section class="log-section">
                    <h2>{t.log}</h2>
                    <ol class="log" reversed tabindex="0">{log(&s, lang)}</ol>
                </section>
            </div>
        }
        .into_any()
    }
}
