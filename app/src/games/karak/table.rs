//! Karak's table on the game page (the board and the panel, sharing the rotation shown on
//! a drawn tile) and its board in a replay.

use leptos::prelude::*;
use protocol::GameSnapshot;
use rules::karak::{Action, Decision, KarakView};

use super::board::Board;
use super::panel::Panel;
use crate::components::game_ui::{Table, TableView};

/// The board and the panel of a game.
pub fn table(t: Table<rules::karak::Karak>) -> TableView {
    let Table { snap, on_act, busy } = t;
    // When a tile waits for its rotation, preview the first legal one: from the start (the
    // server's page lays the tile as its ghost shows it, before the page's code runs), and
    // at each new tile.
    let first_legal = |s: &GameSnapshot<rules::karak::Karak>| {
        s.view.legal_actions.iter().find_map(|a| match a {
            Action::Rotate(r) => Some(*r),
            _ => None,
        })
    };
    let ghost_rotation = RwSignal::new(
        snap.with_untracked(|s| s.as_ref().and_then(first_legal))
            .unwrap_or(0),
    );
    Effect::new(move |_| {
        if let Some(s) = snap.get() {
            if let Decision::Rotate { .. } = s.view.decision {
                if let Some(Action::Rotate(r)) = s
                    .view
                    .legal_actions
                    .iter()
                    .find(|a| matches!(a, Action::Rotate(_)))
                {
                    if !s
                        .view
                        .legal_actions
                        .contains(&Action::Rotate(ghost_rotation.get_untracked()))
                    {
                        ghost_rotation.set(*r);
                    }
                }
            }
        }
    });
    let view_signal = Signal::derive(move || snap.get().map(|s| s.view));
    TableView {
        board: view! { <Board view=view_signal on_act=on_act ghost_rotation=ghost_rotation/> }
            .into_any(),
        panel: view! { <Panel snap=snap on_act=on_act ghost_rotation=ghost_rotation busy=busy/> }
            .into_any(),
    }
}

/// The board of a replay: the moment, not what could be tapped; a drawn tile waiting for
/// its rotation shows the rotation that was chosen (`next`).
pub fn replay_board(view: Signal<Option<KarakView>>, next: Signal<Option<Action>>) -> AnyView {
    let board_view = Signal::derive(move || {
        view.get().map(|mut v| {
            v.legal_actions.clear();
            v
        })
    });
    let ghost_rotation = RwSignal::new(0u8);
    Effect::new(move |_| {
        if let Some(Action::Rotate(r)) = next.get() {
            ghost_rotation.set(r);
        }
    });
    let on_act = Callback::new(|_: Action| {});
    view! { <Board view=board_view on_act=on_act ghost_rotation=ghost_rotation/> }.into_any()
}
