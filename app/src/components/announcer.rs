//! What happened since the viewer last looked, said once, in words, for screen readers: the
//! table's one polite live region. The log, the turn banner and the toast show the same on
//! screen, but are not live regions themselves, so that no move is announced three times.

use leptos::prelude::*;
use protocol::GameSnapshot;

use crate::components::game_ui::GameUi;
use crate::i18n::use_i18n;

/// The id of the region (tests read it).
pub const ANNOUNCER_ID: &str = "announcer";

/// Whether the viewer decides in `s`.
fn viewer_decides<G: GameUi>(s: &GameSnapshot<G>) -> bool {
    G::seat_to_act(&s.view).is_some_and(|seat| s.my_seats.contains(&seat.0))
}

/// What to announce when the table moves on to `s` from `before` (the last action
/// announced, `None` when only the setup was): one sentence per action since, then "Your
/// turn" when the decision came to the viewer from someone else (`was_mine`: it was
/// theirs before). Empty when nothing new happened.
fn news<G: GameUi>(
    s: &GameSnapshot<G>,
    before: Option<u32>,
    was_mine: bool,
    your_turn: &str,
    lang: crate::i18n::Lang,
) -> Vec<String> {
    let lines = G::log_lines(&s.log, &s.seats, lang);
    let mut said: Vec<String> = s
        .log
        .iter()
        .zip(lines)
        .filter(|(entry, _)| entry.seq.is_some_and(|seq| before.is_none_or(|b| seq > b)))
        .map(|(_, line)| line)
        .filter(|line| !line.is_empty())
        .collect();
    if !said.is_empty() && !was_mine && viewer_decides(s) {
        said.push(your_turn.to_owned());
    }
    said
}

/// The last action in `s`'s log, if any was played.
fn last_action<G: GameUi>(s: &GameSnapshot<G>) -> Option<u32> {
    s.log.iter().filter_map(|entry| entry.seq).max()
}

/// The table's live region: after each new version drawn while the table is `open` (not
/// behind the pass-the-device curtain), the actions played since the last version it saw,
/// each as the log tells it, then "Your turn" when the decision came to the viewer. The
/// version the page opened on is not read out (the page itself says where the game is).
#[component]
pub fn MovesAnnouncer<G: GameUi>(
    /// The game as the viewer sees it.
    snap: Signal<Option<GameSnapshot<G>>>,
    /// Whether the table is shown (not covered for the next person).
    open: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    // The game and last action already announced (or seen when the page opened).
    let seen = StoredValue::new(None::<(String, Option<u32>)>);
    // Whether the viewer decided in the version seen last.
    let was_mine = StoredValue::new(false);
    let text = RwSignal::new(String::new());
    Effect::new(move |_| {
        let open = open.get();
        snap.with(|s| {
            let Some(s) = s.as_ref() else { return };
            let last = last_action(s);
            let mine_before = was_mine.get_value();
            was_mine.set_value(viewer_decides(s));
            let Some((seen_game, before)) = seen.get_value() else {
                seen.set_value(Some((s.id.as_str().to_owned(), last)));
                return;
            };
            seen.set_value(Some((s.id.as_str().to_owned(), last)));
            // Behind the curtain the region says nothing, and keeps nothing of the person
            // before for the next one to find.
            if !open {
                text.set(String::new());
                return;
            }
            if seen_game != s.id.as_str() || last == before {
                return;
            }
            let lang = i18n.0.get_untracked();
            let said = news(s, before, mine_before, lang.online().your_turn, lang);
            if !said.is_empty() {
                text.set(said.join(" "));
            }
        });
    });
    view! {
        <div id=ANNOUNCER_ID class="sr-only" role="status" aria-live="polite" aria-atomic="true">
            {move || text.get()}
        </div>
    }
}
