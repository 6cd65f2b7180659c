//! The pass-the-device curtain: in pass-and-play of a game whose players hold hands the
//! others must not see, the person whose turn ended sees how it ended, then hides the
//! table; the curtain covers it until the next person reveals it with one tap. The page
//! asks the server only for the view of the person it was revealed to (nobody's while
//! the curtain is up), so the page never holds another person's hand.

use leptos::prelude::*;

use crate::i18n::use_i18n;

/// Where a shared device stands between the people who play at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    /// The table is shown: to the person it was revealed to, or there is nothing to hide.
    Open,
    /// The person the table was revealed to has ended their turn and still holds the
    /// device: the table still shows what they see (how their turn ended), with a bar
    /// asking them to hide it before passing the device to seat `next`.
    Passing {
        /// The seat to act, whose person gets the device next.
        next: u8,
    },
    /// The curtain covers everything until the person of seat `next` reveals the table.
    Covered {
        /// The seat to act.
        next: u8,
    },
}

/// Where the device stands.
///
/// Only pass-and-play (`online` false: online, each person has a device of their own) of
/// a game with `hidden_hands`, with at least two people at this device (`local_seats`:
/// the seats played by people here), hides anything. Then the table shows only the seat
/// it was revealed to (`revealed_to`) and only once the page holds that seat's view
/// (`seen_by`). When the turn goes to another person here, the one who held the device
/// first sees how their turn ended ([`Device::Passing`]); once they hide it, or when
/// the page is opened and who holds the device is not known, the curtain covers it
/// ([`Device::Covered`]). A bot's turn in between shows the table to whoever holds the
/// device (a bot shows no hand); bots never get the curtain.
pub fn device_state(
    hidden_hands: bool,
    online: bool,
    to_act: Option<u8>,
    local_seats: &[u8],
    revealed_to: Option<u8>,
    seen_by: Option<u8>,
) -> Device {
    if !hidden_hands || online || local_seats.len() < 2 {
        return Device::Open;
    }
    match to_act {
        Some(next) if local_seats.contains(&next) => match revealed_to {
            Some(holder) if holder == next && seen_by == Some(next) => Device::Open,
            Some(holder) if holder != next && local_seats.contains(&holder) => {
                Device::Passing { next }
            }
            _ => Device::Covered { next },
        },
        _ => Device::Open,
    }
}

/// A person at the device as the curtain and the bar name them: "{name} — {role}".
pub fn person(name: &str, role: &str) -> String {
    if role.is_empty() {
        name.to_owned()
    } else {
        format!("{name} — {role}")
    }
}

/// The bar of [`Device::Passing`]: "Your turn is over. Hide your cards, then pass the
/// device to {name} — {role}", and the button that brings the curtain (`on_hide`).
#[component]
pub fn PassBar(
    /// The next person, as [`person`] names them.
    who: String,
    /// Called when the person holding the device hides the table.
    on_hide: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="pass-bar" role="region" aria-labelledby="pass-bar-text">
            <p id="pass-bar-text">{move || i18n.t().turn_over_pass}" "<strong>{who.clone()}</strong></p>
            <button class="button primary" id="pass-bar-hide" on:click=move |_| on_hide.run(())>
                {move || i18n.t().hide_and_pass}
            </button>
        </div>
    }
}

/// The curtain over the whole screen: "Pass the device to {name} — {role}", and one
/// button that reveals the table (`on_reveal`).
#[component]
pub fn Curtain(
    /// The player whose turn it is, as [`person`] names them.
    who: String,
    /// Called when they reveal the table.
    on_reveal: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    // Inline style: the curtain must cover everything even before the stylesheet knows it.
    view! {
        <div class="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-heading"
            style="position: fixed; inset: 0; z-index: 30; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1.5rem; padding: 2rem; text-align: center; background: #1f1a17; color: #f3ece2;">
            <h1 id="curtain-heading">{move || i18n.t().pass_device}" "<strong>{who.clone()}</strong></h1>
            <p class="hint">{move || i18n.t().curtain_help}</p>
            <button class="button primary big" id="curtain-reveal" autofocus
                on:click=move |_| on_reveal.run(())>
                {move || i18n.t().reveal_table}
            </button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::{device_state, Device};

    const HERE: &[u8] = &[0, 2];

    fn state(to_act: Option<u8>, revealed_to: Option<u8>, seen_by: Option<u8>) -> Device {
        device_state(true, false, to_act, HERE, revealed_to, seen_by)
    }

    /// Games without hidden hands (Karak) never hide anything, nor does online play.
    #[test]
    fn only_pass_and_play_of_hidden_hands() {
        assert_eq!(
            device_state(false, false, Some(2), HERE, None, None),
            Device::Open
        );
        assert_eq!(
            device_state(true, true, Some(2), HERE, None, None),
            Device::Open
        );
        assert_eq!(state(Some(2), None, None), Device::Covered { next: 2 });
    }

    /// The person whose turn ended keeps the table (their own view) until they hide it;
    /// then the curtain covers it until the next person reveals it and their view is in.
    #[test]
    fn a_hand_over_goes_passing_covered_open() {
        assert_eq!(
            state(Some(2), Some(0), Some(0)),
            Device::Passing { next: 2 }
        );
        assert_eq!(state(Some(2), None, None), Device::Covered { next: 2 });
        // Revealed, but the page still holds the spectator's view: still covered.
        assert_eq!(state(Some(2), Some(2), None), Device::Covered { next: 2 });
        assert_eq!(state(Some(2), Some(2), Some(2)), Device::Open);
    }

    /// A bot's turn (or a seat of someone elsewhere) and the end of the game show the
    /// table to whoever holds the device.
    #[test]
    fn bots_and_the_end_show_the_table() {
        assert_eq!(state(Some(1), Some(0), Some(0)), Device::Open);
        assert_eq!(state(Some(1), None, None), Device::Open);
        assert_eq!(state(None, Some(0), None), Device::Open);
    }

    /// One person at the device with bots: nothing to hide from anyone here.
    #[test]
    fn one_person_at_the_device_never_gets_it() {
        assert_eq!(
            device_state(true, false, Some(0), &[0], None, None),
            Device::Open
        );
        assert_eq!(
            device_state(true, false, Some(0), &[], None, None),
            Device::Open
        );
    }
}
