//! The combat sheet: the monster, the dice and the total as a sum against its strength.
//! At the table it stands above the answers, and a die that may be rolled again is a
//! button (the Warrior Princess's Dual Attack).

use leptos::prelude::*;
use rules::karak::{Action, KarakView};

use super::names::token_name;
use crate::components::play_form::{posted, ACTION_FIELD, PLAY_FORM};
use crate::i18n::use_i18n;

/// The sheet of the running combat, if any. `on_act`, when given, makes the dice that may
/// be rolled again tappable.
#[component]
pub fn CombatSheet(
    view: KarakView,
    #[prop(optional)] on_act: Option<Callback<Action>>,
    #[prop(optional)] busy: Option<Signal<bool>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let rerollable =
        |die: u8| on_act.filter(|_| view.legal_actions.contains(&Action::RerollDie(die)));
    let dice_callbacks = [rerollable(0), rerollable(1)];
    view.combat.map(|c| {
        move || {
            let lang = i18n.lang();
            let k = lang.karak();
            let dice = (0..2u8)
                .map(|i| {
                    let value = c.dice[usize::from(i)];
                    match dice_callbacks[usize::from(i)] {
                        Some(act) => view! {
                            <button type="submit" form=PLAY_FORM name=ACTION_FIELD value=posted(&Action::RerollDie(i)) class="die roll tappable" aria-label=format!("{}{}{value}", k.reroll_this_die, lang.colon())
                                title=k.reroll_this_die
                                disabled=move || busy.is_some_and(|b| b.get())
                                on:click=move |_| act.run(Action::RerollDie(i))>{value}</button>
                        }
                        .into_any(),
                        None => view! { <span class="die roll">{value}</span> }.into_any(),
                    }
                })
                .collect_view();
            view! {
                <section class="combat" aria-label=k.combat>
                    <h3>{format!("{} — {} ({} {})", k.combat, token_name(c.monster, lang), k.strength, c.strength)}</h3>
                    <div class="dice">{dice}</div>
                    <p class="sum">
                        {format!("{} {} + {} {} + {} {} + {} {} = ", c.dice[0] + c.dice[1], k.dice, c.weapons, k.weapons, c.spells, k.spells, c.skill, k.skill)}
                        <strong>{format!("{} {}", c.total, k.total)}</strong>
                        {format!(" {} {}", k.versus, c.strength)}
                    </p>
                </section>
            }
        }
    })
}
