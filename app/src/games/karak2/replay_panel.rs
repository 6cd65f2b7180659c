//! The side panel of Karak 2's replay: whose turn after the chosen step, every hero's public
//! side at that moment (lives, glory, resources, points), and the step in words.

use leptos::prelude::*;
use protocol::{LogEntry, SeatInfo};
use rules::karak2::{Event, Karak2};
use rules::Seat;

use super::hero_board::points_text;
use super::words::{describe, describe_quiet, resources};
use crate::components::game_ui::ReplayMoment;
use crate::components::seat_color;
use crate::i18n::replay::rt;
use crate::i18n::{use_i18n, Lang};

/// "Anna (Horan)" for a seat of `seats`.
pub fn seat_name(seats: &[SeatInfo], seat: Seat) -> String {
    crate::components::replay_seat_name(seats, seat)
}

/// The sentences of one step (the setup names who begins).
pub fn step_text(entry: &LogEntry<Event>, seats: &[SeatInfo], lang: Lang) -> String {
    crate::components::replay_step_text(
        entry,
        seats,
        |e, names| describe(e, lang, names),
        |e, names| describe_quiet(e, lang, names),
        lang.t().step_prepares,
    )
}

/// The panel of the moment shown.
pub fn replay_panel(m: ReplayMoment<Karak2>) -> AnyView {
    let i18n = use_i18n();
    let ReplayMoment {
        view,
        step,
        steps,
        seats,
        log,
        ..
    } = m;
    (move || {
        let v = view.get()?;
        let s = step.get();
        let lang = i18n.lang();
        let t = lang.t();
        let r = rt(lang);
        let g = super::texts::texts(lang);
        let heading = if s == 0 {
            format!("{} · 0 / {steps}", r.setup_step)
        } else {
            format!("{} {s} / {steps}", r.move_word)
        };
        let who = v.to_act.unwrap_or(v.active.0);
        let banner = if v.to_act.is_some() {
            format!(
                "{}{}{}",
                t.whose_turn,
                lang.colon(),
                seat_name(&seats, Seat(who))
            )
        } else {
            t.game_over.to_owned()
        };
        let text = log
            .get(s as usize)
            .map(|e| step_text(e, &seats, lang))
            .unwrap_or_default();
        let heroes = v
            .heroes
            .iter()
            .enumerate()
            .map(|(i, h)| {
                view! {
                    <li style=format!("--seat: {}", seat_color(i as u8))>
                        <span class="seat-dot" aria-hidden="true"></span>
                        {format!(
                            "{} · ♥ {} · {}{c}{} · {}{c}{} · {}{c}{}",
                            seat_name(&seats, Seat(i as u8)), h.lives,
                            g.glory, h.glory(),
                            g.goods, resources(h.resources, lang),
                            g.soul_stones, points_text(h.half_points(), lang),
                            c = lang.colon(),
                        )}
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <div class="panel-inner karak2 replay-info">
                <h2>{heading}</h2>
                <p class="turn-who">{banner}</p>
                <p class="step-text">{text}</p>
                <ul class="replay-heroes">{heroes}</ul>
            </div>
        })
    })
    .into_any()
}
