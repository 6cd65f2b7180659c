//! The pass-the-device curtain: in pass-and-play of a game whose players hold hands the
//! others must not see, the table is covered whenever the device goes from one person to
//! another, and the next person reveals it with one tap.

use leptos::prelude::*;

use crate::i18n::use_i18n;

/// Whether the curtain covers the table.
///
/// Only in pass-and-play (`online` false: online, each person has a device of their own)
/// of a game with `hidden_hands`, with at least two people at this device
/// (`local_seats`: the seats played by people here), and when one of them is to act
/// (`to_act`) who is not the one the table was last revealed to (`revealed_to`). So the
/// curtain comes whenever the turn goes from one person here to another, also across
/// bots' turns in between (a bot's turn shows no hand), and when the page is opened with
/// nobody revealed to yet (who holds the device is not known). Bots never get it.
pub fn needs_curtain(
    hidden_hands: bool,
    online: bool,
    to_act: Option<u8>,
    local_seats: &[u8],
    revealed_to: Option<u8>,
) -> bool {
    if !hidden_hands || online || local_seats.len() < 2 {
        return false;
    }
    match to_act {
        Some(seat) if local_seats.contains(&seat) => revealed_to != Some(seat),
        _ => false,
    }
}

/// The curtain over the whole screen: "Pass the device to {name} — {role}", and one
/// button that reveals the table (`on_reveal`).
#[component]
pub fn Curtain(
    /// The player whose turn it is.
    name: String,
    /// Their role, in words.
    role: String,
    /// Called when they reveal the table.
    on_reveal: Callback<()>,
) -> impl IntoView {
    let i18n = use_i18n();
    let who = if role.is_empty() {
        name
    } else {
        format!("{name} — {role}")
    };
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
    use super::needs_curtain;

    const HERE: &[u8] = &[0, 2];

    /// Games without hidden hands (Karak) never show it, nor does online play.
    #[test]
    fn only_pass_and_play_of_hidden_hands() {
        assert!(!needs_curtain(false, false, Some(2), HERE, Some(0)));
        assert!(!needs_curtain(true, true, Some(2), HERE, Some(0)));
        assert!(needs_curtain(true, false, Some(2), HERE, Some(0)));
    }

    /// The turn going from one person here to another covers the table, until revealed.
    #[test]
    fn a_new_person_to_act_gets_the_curtain_until_they_reveal() {
        assert!(needs_curtain(true, false, Some(2), HERE, Some(0)));
        assert!(!needs_curtain(true, false, Some(2), HERE, Some(2)));
        // Nobody revealed to yet (the page was just opened): covered.
        assert!(needs_curtain(true, false, Some(0), HERE, None));
    }

    /// A bot's turn (or a seat of someone elsewhere) and the end of the game show the
    /// table, and the person before the bot keeps it afterwards.
    #[test]
    fn bots_and_the_end_show_no_curtain() {
        assert!(!needs_curtain(true, false, Some(1), HERE, Some(0)));
        assert!(!needs_curtain(true, false, None, HERE, Some(0)));
        assert!(!needs_curtain(true, false, Some(0), HERE, Some(0)));
    }

    /// One person at the device with bots: nothing to hide from anyone here.
    #[test]
    fn one_person_at_the_device_never_gets_it() {
        assert!(!needs_curtain(true, false, Some(0), &[0], None));
        assert!(!needs_curtain(true, false, Some(0), &[], None));
    }
}
