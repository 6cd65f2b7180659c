//! Karak 2's table on the game page: the dice tray above the landscape as the board, the
//! panel beside it; and the board of a replay.

use leptos::prelude::*;
use rules::karak2::{Action, Karak2, Karak2View};

use super::battle::DiceTray;
use super::landscape::{ghost, legal_turns, Landscape};
use super::panel::Panel;
use crate::components::game_ui::{Table, TableView};

/// The board and the panel of a game.
pub fn table(t: Table<Karak2>) -> TableView {
    let Table { snap, on_act, busy } = t;
    let view_signal = Signal::derive(move || snap.get().map(|s| s.view));
    let turn = turning(view_signal);
    TableView {
        board: view! { <Board view=view_signal on_act=on_act busy=busy turn=turn/> }.into_any(),
        panel: view! { <Panel snap=snap on_act=on_act busy=busy turn=turn/> }.into_any(),
    }
}

/// The turning shown for a tile being laid: the first the rules allow whenever a new tile
/// comes up, then as the player turns it.
fn turning(view: Signal<Option<Karak2View>>) -> RwSignal<u8> {
    let turn = RwSignal::new(0u8);
    Effect::new(move |_| {
        view.with(|v| {
            let Some(v) = v.as_ref() else { return };
            if ghost(v).is_none() {
                return;
            }
            let turns = legal_turns(v);
            if !turns.is_empty() && !turns.contains(&turn.get_untracked()) {
                turn.set(turns[0]);
            }
        })
    });
    turn
}

/// The dice tray and the landscape.
#[component]
fn Board(
    view: Signal<Option<Karak2View>>,
    /// Called with the action a tap chose.
    on_act: Callback<Action>,
    /// An action is on its way: nothing is tappable.
    busy: Signal<bool>,
    /// The turning of the tile being laid.
    turn: RwSignal<u8>,
) -> impl IntoView {
    view! {
        <div class="karak2-board">
            <DiceTray view=view on_act=on_act busy=busy/>
            <Landscape view=view on_act=on_act turn=turn/>
        </div>
    }
}

/// The board of a replay: the moment, nothing to tap.
pub fn replay_board(view: Signal<Option<Karak2View>>, _next: Signal<Option<Action>>) -> AnyView {
    let shown = Signal::derive(move || {
        view.get().map(|mut v| {
            v.legal_actions.clear();
            v
        })
    });
    let on_act = Callback::new(|_: Action| {});
    view! { <Board view=shown on_act=on_act busy=Signal::derive(|| true) turn=RwSignal::new(0)/> }
        .into_any()
}
