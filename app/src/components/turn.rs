//! The parts of a game's panel that every game shows alike: whose turn it is, in the seat's
//! colour; who the table waits for when it is not the viewer; and the log's lines.

use leptos::prelude::*;
use protocol::{SeatInfo, SeatKind};

use super::seat_color;
use super::seat_notes::LogLine;
use crate::i18n::{fill, Lang};

/// Who decides now, as the viewer's panel needs to know it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The seat to act (`None`: the game is over).
    pub to_act: Option<u8>,
    /// Whether the viewer holds that seat.
    pub mine: bool,
    /// Whether a bot plays that seat.
    pub bot: bool,
    /// The bot's level, when it has one.
    pub level: Option<protocol::BotLevel>,
}

impl Turn {
    /// The turn of `to_act` at a table of `seats`, seen by the holder of `my_seats`.
    pub fn of(to_act: Option<u8>, seats: &[SeatInfo], my_seats: &[u8]) -> Turn {
        let info = to_act.and_then(|seat| seats.iter().find(|x| x.seat == seat));
        let bot = info.is_some_and(|x| x.kind == SeatKind::Bot);
        Turn {
            to_act,
            mine: to_act.is_some_and(|seat| my_seats.contains(&seat)),
            bot,
            level: info.and_then(|x| x.level).filter(|_| bot),
        }
    }
}

/// The banner at the top of the panel: "Turn: Anna (Horan)" in `seat`'s colour, or that the
/// game is over; its children below the line (Karak's steps left).
#[component]
pub fn TurnBanner(
    /// The seat whose turn it is (or whose turn it was when the game ended).
    seat: u8,
    /// Its player's name as the banner says it.
    #[prop(into)]
    who: String,
    /// The game is over.
    finished: bool,
    lang: Lang,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let t = lang.t();
    let line = if finished {
        t.game_over.to_owned()
    } else {
        format!("{}{}{who}", t.whose_turn, lang.colon())
    };
    view! {
        <section class="turn-banner" style=format!("--seat: {}", seat_color(seat))>
            <span class="seat-dot" aria-hidden="true"></span>
            <div>
                <div class="turn-who">{line}</div>
                {children.map(|c| c())}
            </div>
        </section>
    }
}

/// Under the question, while the viewer is not the one deciding: that a bot moves (on this
/// device, at a pass-and-play table only bots play at), that the viewer watches (holding no
/// seat), or that another player is awaited.
#[component]
pub fn WaitingNote(
    turn: Turn,
    /// An online game (its bots move on the server).
    online: bool,
    /// The seats the viewer plays.
    #[prop(into)]
    my_seats: Vec<u8>,
    lang: Lang,
) -> impl IntoView {
    let t = lang.t();
    let text = if turn.to_act.is_none() || turn.mine {
        return None;
    } else if turn.bot && !online && my_seats.is_empty() {
        t.bots_move_at_table
    } else if let (true, Some(level)) = (turn.bot, turn.level) {
        return Some(
            view! { <p class="waiting">{fill(t.bot_thinking, &[("{level}", lang.bot_level(level))])}</p> }
                .into_any(),
        );
    } else if turn.bot {
        t.waiting_for_bot
    } else if my_seats.is_empty() {
        t.watching
    } else {
        t.waiting_for_other
    };
    Some(view! { <p class="waiting">{text}</p> }.into_any())
}

/// The log's lines, newest first (the last 80), each marked with its seat's colour.
#[component]
pub fn LogItems(
    /// The lines in the order they happened: each with its step and seat.
    lines: Vec<LogLine>,
) -> impl IntoView {
    lines
        .into_iter()
        .rev()
        .take(80)
        .map(|(_, seat, line)| {
            let color = seat.map(seat_color).unwrap_or("#cfc3b3");
            view! { <li style=format!("--seat: {color}")>{line}</li> }
        })
        .collect_view()
}

/// A game's log in the panel, newest first, with the seats' notes (resigned players): each
/// event told by `describe` (which names seats with the function it is given).
pub fn game_log<G: crate::components::game_ui::GameUi>(
    s: &protocol::GameSnapshot<G>,
    lang: Lang,
    describe: impl Fn(&G::Event, &dyn Fn(rules::Seat) -> String) -> Option<String>,
) -> AnyView {
    let name = |seat: rules::Seat| super::seat_label::<G>(&s.seats, seat.0);
    let lines: Vec<LogLine> = s
        .log
        .iter()
        .flat_map(|entry| {
            let i = entry.seq.map_or(0, |seq| seq as usize + 1);
            entry
                .events
                .iter()
                .filter_map(|e| describe(e, &name))
                .map(move |line| (i, entry.seat, line))
                .collect::<Vec<_>>()
        })
        .collect();
    let lines = super::seat_notes::with_seat_notes(
        lines,
        &s.seat_notes,
        |seat| super::seat_label::<G>(&s.seats, seat),
        lang,
    );
    view! { <LogItems lines=lines/> }.into_any()
}
