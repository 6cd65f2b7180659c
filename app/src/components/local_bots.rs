//! The bots of a pass-and-play game: the page that owns the table asks the server for
//! each bot's move after a short pause, so people can follow (online games move their
//! bots on the server).

use leptos::prelude::*;
use protocol::{GameSnapshot, SeatKind};

use crate::api::bot_move;
use crate::components::game_ui::GameUi;
use crate::components::toasts::ToastText;
use crate::i18n::use_i18n;

/// How long a bot waits before it moves, so people can follow.
const BOT_DELAY_MS: u64 = 700;
/// The same, with "bots play fast" ticked.
const BOT_DELAY_FAST_MS: u64 = 120;

/// Asks for the move of each bot whose turn `snap` shows, when this device holds the
/// game's people (its owner's), after [`BOT_DELAY_MS`] (or [`BOT_DELAY_FAST_MS`] with
/// `fast_bots`); a refusal goes to `toast`, and `bump` reads the page again after it.
pub fn pace_local_bots<G: GameUi>(
    snap: Signal<Option<GameSnapshot<G>>>,
    fast_bots: RwSignal<bool>,
    toast: RwSignal<Option<ToastText>>,
    bump: RwSignal<u32>,
) {
    let i18n = use_i18n();
    let show_error = move |e: crate::api::ApiError| {
        toast.set(Some(ToastText::refusal(&e, i18n.0.get_untracked())))
    };
    // The same version may arrive twice (a refetch after the move, the live stream): the
    // bot is asked once per version, else the second request is a conflict the browser
    // reports as a failed load.
    let bot_asked = StoredValue::new(None::<u32>);
    // The pause before the bot's move: cancelled when the table goes (the player left the
    // page), so no bot is asked to move for a table nobody sees.
    let bot_timer = StoredValue::new(None::<TimeoutHandle>);
    on_cleanup(move || {
        if let Some(Some(timer)) = bot_timer.try_get_value() {
            timer.clear();
        }
    });
    Effect::new(move |_| {
        let Some(s) = snap.get() else { return };
        // Only the table's own device (the owner, who holds the people's seats) paces its
        // bots; anybody else who opens the link watches the moves arrive.
        if s.online || s.my_seats.is_empty() {
            return;
        }
        let Some(seat) = G::seat_to_act(&s.view) else {
            return;
        };
        let is_bot = s
            .seats
            .iter()
            .any(|x| x.seat == seat.0 && x.kind == SeatKind::Bot);
        if !is_bot {
            return;
        }
        let delay = if fast_bots.get_untracked() {
            BOT_DELAY_FAST_MS
        } else {
            BOT_DELAY_MS
        };
        let id = s.id.clone();
        let version = s.version;
        if bot_asked.get_value() == Some(version) {
            return;
        }
        bot_asked.set_value(Some(version));
        let timer = set_timeout_with_handle(
            move || {
                leptos::task::spawn_local(async move {
                    if let Err(e) = bot_move(id, version).await {
                        if !e.is_conflict() {
                            // Let the next view of this version ask again.
                            bot_asked.set_value(None);
                            show_error(e);
                        }
                    }
                    bump.try_update(|v| *v += 1);
                });
            },
            std::time::Duration::from_millis(delay),
        );
        bot_timer.set_value(timer.ok());
    });
}
