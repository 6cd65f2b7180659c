//! Goblin's table on the game page: the caverns, the battle and the hand as the board, the
//! panel beside it; and the board of a replay.

use leptos::prelude::*;
use rules::goblin::{Action, Goblin, GoblinView};

use super::caverns::Caverns;
use super::hand::{BattleArea, Hand};
use super::panel::Panel;
use crate::components::game_ui::{Table, TableView};

/// The board and the panel of a game.
pub fn table(t: Table<Goblin>) -> TableView {
    let Table { snap, on_act, busy } = t;
    let view_signal = Signal::derive(move || snap.get().map(|s| s.view));
    TableView {
        board: view! { <Board view=view_signal on_act=on_act busy=busy/> }.into_any(),
        panel: view! { <Panel snap=snap on_act=on_act busy=busy/> }.into_any(),
    }
}

/// The battle, the caverns and the hand.
#[component]
fn Board(
    view: Signal<Option<GoblinView>>,
    /// Called with the action a tap chose.
    on_act: Callback<Action>,
    /// An action is on its way: nothing is tappable.
    busy: Signal<bool>,
) -> impl IntoView {
    let i18n = crate::i18n::use_i18n();
    // The table scrolls on a small screen: a keyboard scrolls it once it has the focus.
    view! {
        <div class="board-wrap goblin-wrap" tabindex="0" role="region"
            aria-label=move || super::texts::texts(i18n.lang()).table_region>
            <div class="goblin-board">
                <BattleArea view=view/>
                <Caverns view=view on_act=on_act busy=busy/>
                // Last, and held at the bottom of the screen while the caverns scroll.
                <Hand view=view on_act=on_act busy=busy/>
            </div>
        </div>
    }
}

/// The board of a replay: the moment, nothing to tap.
pub fn replay_board(view: Signal<Option<GoblinView>>, _next: Signal<Option<Action>>) -> AnyView {
    let shown = Signal::derive(move || {
        view.get().map(|mut v| {
            v.legal_actions.clear();
            v
        })
    });
    let on_act = Callback::new(|_: Action| {});
    view! { <Board view=shown on_act=on_act busy=Signal::derive(|| true)/> }.into_any()
}
