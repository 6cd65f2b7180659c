//! The side panel of the game page: whose turn, the decision with its legal
//! answers, the combat, the heroes, the counters and the log.

use leptos::prelude::*;
use rules::karak::{Action, Decision, HeroView, Item};
use rules::Seat;

use super::answers::{action_label, answer_actions, question};
use super::combat::CombatSheet;
use super::labels::labels;
use super::names::{hero_class, hero_skills, item_name, seat_label, skill_help, GameSnapshot};
use super::targets::{legal_rotations, next_rotation};
use super::words::describe;
use crate::components::play_form::{posted, ACTION_FIELD, PLAY_FORM};
use crate::components::seat_color;
use crate::components::seat_notes::{with_seat_notes, LogLine};
use crate::components::turn::{LogItems, Turn, TurnBanner, WaitingNote};
use crate::i18n::{use_i18n, Lang};

/// Hearts for health, skulls for wounds.
#[component]
fn Hearts(hp: u8) -> impl IntoView {
    let hp = hp.min(5);
    view! {
        <span class="hearts" aria-label=format!("{hp}/5")>
            {(0..5).map(|i| if i < hp { view! { <span class="heart">"♥"</span> }.into_any() } else { view! { <span class="skull">"☠"</span> }.into_any() }).collect_view()}
        </span>
    }
}

fn items_text(items: &[Item], lang: Lang) -> String {
    if items.is_empty() {
        "—".to_owned()
    } else {
        items
            .iter()
            .map(|i| item_name(*i, lang))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// One hero's card: name, player, HP, inventory, skills.
#[component]
pub fn HeroCard(hero: HeroView, player: String, active: bool) -> impl IntoView {
    let i18n = use_i18n();
    let h = hero.clone();
    view! {
        <li class="hero-card" class:active=active style=format!("--seat: {}", seat_color(hero.seat.0))>
            <div class="hero-head">
                <span class="seat-dot" aria-hidden="true"></span>
                <strong>{player}</strong>
                <span class="hero-name">{move || format!("{}, {}", h.hero.name(), hero_class(h.hero, i18n.lang()))}</span>
            </div>
            <div class="hero-row"><Hearts hp=hero.hp/>
                {hero.unconscious.then(|| view! { <span class="tag down">{move || i18n.karak().unconscious}</span> })}
                {hero.cursed.then(|| view! { <span class="tag curse">{move || i18n.karak().cursed}</span> })}
            </div>
            {
                let weapons = hero.weapons.clone();
                let spells = hero.spells.clone();
                let treasures = hero.treasures.clone();
                let key = hero.key;
                let vp = f64::from(hero.vp_half) / 2.0;
                move || {
                    let lang = i18n.lang();
        let k = lang.karak();
                    view! {
                        <dl class="inventory">
                            <dt>{k.weapons}</dt><dd>{items_text(&weapons, lang)}</dd>
                            <dt>{k.spells}</dt><dd>{items_text(&spells, lang)}</dd>
                            <dt>{k.key}</dt><dd>{if key { "✔" } else { "—" }}</dd>
                            <dt>{k.treasures}</dt><dd>{format!("{} · {vp} {}", items_text(&treasures, lang), k.vp)}</dd>
                        </dl>
                    }
                }
            }
            {
                let kind = hero.hero;
                let cursed = hero.cursed;
                move || {
                    let lang = i18n.lang();
                    let names = hero_skills(kind, lang);
                    let help = skill_help(kind, lang);
                    view! {
                        <ul class="skills" class:cursed=cursed aria-label=lang.karak().skills>
                            <li title=help[0]><strong>{names[0]}</strong>{lang.colon()}{help[0]}</li>
                            <li title=help[1]><strong>{names[1]}</strong>{lang.colon()}{help[1]}</li>
                        </ul>
                    }
                }
            }
        </li>
    }
}

/// The panel.
#[component]
pub fn Panel(
    /// The game.
    snap: Signal<Option<GameSnapshot>>,
    /// Plays an action for the deciding seat.
    on_act: Callback<Action>,
    /// The rotation shown on the ghost tile.
    ghost_rotation: RwSignal<u8>,
    /// Whether a move is being sent.
    busy: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    // The version at which "End turn" was tapped once while steps were left: a second tap
    // at that same version ends the turn (a turn ended cannot be taken back).
    let end_armed_at = RwSignal::new(None::<u32>);
    move || {
        let Some(s) = snap.get() else {
            return ().into_any();
        };
        let lang = i18n.lang();
        let t = lang.t();
        let k = lang.karak();
        let v = s.view.clone();
        let active = v.active;
        let to_act = v.to_act;
        let turn = Turn::of(to_act.map(|seat| seat.0), &s.seats, &s.my_seats);
        let mine = turn.mine;
        let steps_left = 4u8.saturating_sub(v.steps_used);
        let banner_seat = to_act.unwrap_or(active);
        let banner = seat_label(&s, banner_seat);
        // The decider reads "you"; everybody else reads who decides.
        let asked = match to_act.filter(|_| !mine) {
            Some(seat) => {
                let player = s
                    .seats
                    .iter()
                    .find(|x| x.seat == seat.0)
                    .map_or("", |x| x.name.as_str());
                let hero = v
                    .heroes
                    .iter()
                    .find(|h| h.seat == seat)
                    .map_or("?", |h| h.hero.name());
                super::others::others_question(&v.decision, player, hero, lang)
            }
            None => question(&v.decision, lang).to_owned(),
        };

        // Buttons: the answers, then the moves (also tapped on the board) in a compact
        // group of their own so they never push the answers off a phone's screen.
        let mut buttons: Vec<(Action, String, &'static str)> = Vec::new();
        let mut moves: Vec<(Action, String, &'static str)> = Vec::new();
        if mine {
            match v.decision {
                Decision::Rotate { .. } => {
                    buttons.push((Action::Rotate(255), k.rotate.to_owned(), "secondary"));
                    buttons.push((Action::Rotate(254), k.place_tile.to_owned(), "primary"));
                }
                _ => {
                    for a in answer_actions(&v) {
                        let label = action_label(&a, &s, lang);
                        match a {
                            Action::Step(_) | Action::Teleport(_) | Action::Charge { .. } => {
                                moves.push((a, label, "move"));
                            }
                            Action::EndTurn | Action::KeepCurse | Action::KeepRoll => {
                                buttons.push((a, label, "secondary"));
                            }
                            _ => buttons.push((a, label, "primary")),
                        }
                    }
                }
            }
        }
        // "End turn" comes last, after every answer that plays on: the first button is the
        // one a hurried thumb finds, and ending a turn cannot be taken back.
        buttons.sort_by_key(|(action, _, _)| *action == Action::EndTurn);
        let legal_rotations = legal_rotations(&v);
        let version = s.version;
        let confirm_end = (steps_left > 0 && !moves.is_empty())
            .then(|| crate::i18n::fill(k.end_turn_confirm, &[("{n}", &steps_left.to_string())]));
        let to_button = move |(action, label, class): (Action, String, &'static str)| {
            let rotations = legal_rotations.clone();
            let asks_first = action == Action::EndTurn && confirm_end.is_some();
            let click = move |_| match action {
                Action::Rotate(255) => {
                    ghost_rotation.set(next_rotation(&rotations, ghost_rotation.get_untracked()));
                }
                Action::Rotate(254) => on_act.run(Action::Rotate(ghost_rotation.get_untracked())),
                Action::EndTurn if asks_first && end_armed_at.get_untracked() != Some(version) => {
                    end_armed_at.set(Some(version));
                }
                other => on_act.run(other),
            };
            let confirm = confirm_end.clone().unwrap_or_default();
            let text = move || {
                if asks_first && end_armed_at.get() == Some(version) {
                    confirm.clone()
                } else {
                    label.clone()
                }
            };
            // Posted as plain HTML before the WASM (the play form): the tile as the ghost
            // shows it. Turning the ghost is the table's code, and answers after it; "end
            // turn" with steps left ends the turn at once then (it asks twice after).
            let plain = action != Action::Rotate(255);
            let value = move || {
                plain.then(|| match action {
                    Action::Rotate(254) => posted(&Action::Rotate(ghost_rotation.get())),
                    other => posted(&other),
                })
            };
            view! {
                <button type=if plain { "submit" } else { "button" } form=plain.then_some(PLAY_FORM)
                    name=plain.then_some(ACTION_FIELD) value=value
                    class=format!("button {class}") data-asks-first=asks_first.then_some("true")
                    disabled=move || busy.get() on:click=click>{text}</button>
            }
        };
        let button_views = buttons.into_iter().map(to_button.clone()).collect_view();
        let has_moves = !moves.is_empty();
        let move_views = moves.into_iter().map(to_button).collect_view();

        let names = {
            let s = s.clone();
            move |seat: Seat| seat_label(&s, seat)
        };
        let log_lines: Vec<LogLine> = s
            .log
            .iter()
            .flat_map(|entry| {
                let i = entry.seq.map_or(0, |seq| seq as usize + 1);
                let names = names.clone();
                let tiles = v.tiles.clone();
                entry
                    .events
                    .iter()
                    .filter_map(move |e| describe(e, lang, &names, &tiles))
                    .map(move |line| (i, entry.seat, line))
                    .collect::<Vec<_>>()
            })
            .collect();
        let log_lines = with_seat_notes(
            log_lines,
            &s.seat_notes,
            |seat| seat_label(&s, Seat(seat)),
            lang,
        );
        let log_view = view! { <LogItems lines=log_lines/> };

        let heroes = v
            .heroes
            .iter()
            .map(|h| {
                let player = crate::components::player_name(&s.seats, h.seat.0, lang);
                view! { <HeroCard hero=h.clone() player=player active=h.seat == active/> }
            })
            .collect_view();

        let finished = v.outcome.is_some();
        let outcome = v.outcome.clone().map(|o| {
            let rows = o
                .scores
                .iter()
                .map(|sc| {
                    let won = o.winners.contains(&sc.seat);
                    view! { <tr class:won=won><td>{seat_label(&s, sc.seat)}</td><td>{format!("{}", f64::from(sc.vp_half) / 2.0)}</td><td>{if won { "★" } else { "" }}</td></tr> }
                })
                .collect_view();
            view! {
                <section class="scoreboard" aria-label=t.final_score>
                    <h2>{t.final_score}</h2>
                    <table><thead><tr><th>{labels(lang).game.role}</th><th>{k.vp}</th><th>{if o.winners.len() > 1 { t.winners } else { t.winner }}</th></tr></thead><tbody>{rows}</tbody></table>
                </section>
            }
        });

        view! {
            <div class="panel-inner">
                <TurnBanner seat=banner_seat.0 who=banner finished=to_act.is_none() lang=lang>
                    <div class="steps" hidden=to_act.is_none() aria-label=format!("{}{}{steps_left}", k.steps_left, lang.colon())>
                        {(0..4).map(|i| view! { <span class="pip" class:used=(i >= steps_left)></span> }).collect_view()}
                        <span class="steps-text">{format!("{}{}{steps_left}", k.steps_left, lang.colon())}</span>
                    </div>
                </TurnBanner>
                {outcome}
                // A finished game asks nothing and fights no more: the banner says it is over.
                {(!finished).then(|| view! { <CombatSheet view=v.clone() on_act=on_act busy=busy/> })}
                <section class="decision" aria-label=asked.clone() hidden=finished>
                    <h2 class="question" tabindex="-1">{asked.clone()}</h2>
                    <WaitingNote turn=turn online=s.online my_seats=s.my_seats.clone() lang=lang/>
                    <div class="answers">{button_views}</div>
                    {has_moves.then(|| view! { <div class="moves" role="group" aria-label=k.moves>{move_views}</div> })}
                </section>
                <section class="counters">
                    <span>{format!("{}{}{}", k.tiles_left, lang.colon(), v.tiles_left)}</span>
                    <span>{format!("{}{}{}", k.tokens_in_bag, lang.colon(), v.tokens_in_bag)}</span>
                </section>
                <section class="heroes-section">
                    <h2>{k.heroes}</h2>
                    <ul class="hero-cards">{heroes}</ul>
                </section>
                <section class="log-section">
                    <h2>{t.log}</h2>
                    <ol class="log" reversed tabindex="0">{log_view}</ol>
                </section>
            </div>
        }
        .into_any()
    }
}
