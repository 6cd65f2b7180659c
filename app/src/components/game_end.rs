//! A finished game's headline and its ways on, the same for every game: who won with how
//! many points and why the game ended, then Replay, Rematch (the same seats and roles,
//! a new seed) and New game.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use protocol::{GameSnapshot, NewGame, NewOnlineGame, NewOnlineSeat, NewSeat, SeatKind};
use rules::OutcomeSummary;

use crate::components::game_ui::GameUi;
use crate::components::toasts::ToastText;
use crate::i18n::{use_i18n, Lang};

/// "12", "12.5" ("12,5" in German and French): a score kept in units of `1/per_point`,
/// to the tenth.
fn points_text(units: i32, per_point: u32, lang: Lang) -> String {
    let per = i64::from(per_point.max(1));
    let tenths = (i64::from(units.unsigned_abs()) * 10 + per / 2) / per;
    let sign = if units < 0 { "-" } else { "" };
    if tenths % 10 == 0 {
        format!("{sign}{}", tenths / 10)
    } else {
        format!("{sign}{}", lang.decimal(tenths / 10, (tenths % 10) as u8))
    }
}

/// "Anna (Taia)", "Anna (Taia) and Ben (Horan)".
fn names_list(names: &[String], and: &str) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

/// The headline of an outcome: who won, with how many points.
pub fn headline<G: GameUi>(snap: &GameSnapshot<G>, o: &OutcomeSummary, lang: Lang) -> String {
    let e = lang.ending();
    let name = |seat: u8| super::seat_label::<G>(&snap.seats, seat);
    let winners: Vec<String> = o.winners.iter().map(|s| name(s.0)).collect();
    let best = o
        .winners
        .first()
        .and_then(|s| o.points.get(usize::from(s.0)))
        .copied()
        .unwrap_or(0);
    let points = format!(
        "{} {}",
        points_text(best, o.per_point, lang),
        G::labels(lang).points
    );
    let template = if winners.len() > 1 {
        e.share_win
    } else {
        e.wins_with
    };
    template
        .replace("{who}", &names_list(&winners, e.and))
        .replace("{points}", &points)
}

/// The same table again: pass-and-play seats as they were (names, roles, bots); online,
/// a new lobby with the same bots and the viewer in the same seat and role.
fn rematch<G: GameUi>(
    snap: &GameSnapshot<G>,
) -> Option<crate::components::game_ui::LocalFuture<Result<protocol::GameId, crate::api::ApiError>>>
{
    let variant = G::view_variant(&snap.view);
    if snap.online {
        let mine = *snap.my_seats.first()?;
        let seats = snap
            .seats
            .iter()
            .map(|s| NewOnlineSeat {
                bot: s.kind == SeatKind::Bot,
                // The same bots again (a bot from before levels comes back at Normal).
                level: s.level,
                hero: (s.kind == SeatKind::Bot).then(|| s.hero.clone()),
            })
            .collect();
        let hero = snap
            .seats
            .iter()
            .find(|s| s.seat == mine)
            .map(|s| s.hero.clone());
        Some(G::create_online_game(NewOnlineGame {
            seats,
            hero,
            variant,
            // The same table plays again at the same pace.
            time_control: snap.clock.as_ref().map(|c| c.control),
            // Rated again when this one was.
            rated: Some(!snap.ratings.is_empty()),
        }))
    } else {
        let seats = snap
            .seats
            .iter()
            .map(|s| NewSeat {
                name: s.name.clone(),
                hero: Some(s.hero.clone()),
                bot: s.kind == SeatKind::Bot,
                level: s.level,
            })
            .collect();
        Some(G::create_game(NewGame { seats, variant }))
    }
}

/// Each seat's rating change at the end of a rated game, as (name, "1,512 → 1,538,
/// +26"), in seat order; empty for a game not rated.
fn rating_changes<G: GameUi>(s: &GameSnapshot<G>, lang: Lang) -> Vec<(String, String)> {
    s.ratings
        .iter()
        .map(|c| {
            let name = s
                .seats
                .iter()
                .find(|seat| seat.seat == c.seat)
                .map(|seat| seat.name.clone())
                .unwrap_or_default();
            (name, lang.rating_change(c.before, c.after))
        })
        .collect()
}

/// The headline and the buttons of a finished game (nothing while it runs).
#[component]
pub fn GameEnd<G: GameUi>(
    /// The game, once loaded.
    snap: Signal<Option<GameSnapshot<G>>>,
    /// Where a failed rematch says so.
    toast: RwSignal<Option<ToastText>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let navigate = use_navigate();
    let call = Action::new_local(move |s: &GameSnapshot<G>| {
        let future = rematch::<G>(s);
        async move {
            match future {
                Some(future) => future.await.map(Some),
                None => Ok(None),
            }
        }
    });
    let pending = call.pending();
    Effect::new(move |_| match call.value().get() {
        Some(Ok(Some(id))) => navigate(&format!("/games/{id}"), Default::default()),
        Some(Err(err)) => toast.set(Some(ToastText::error(err.shown()))),
        Some(Ok(None)) | None => {}
    });
    move || {
        let s = snap.get()?;
        let o = G::view_outcome(&s.view)?;
        let lang = i18n.lang();
        let e = lang.ending();
        let title = headline(&s, &o, lang);
        let reason = G::end_reason(&o.reason, lang);
        // Only a player of the table offers it again; a spectator starts a game of their own.
        let can_rematch = !s.my_seats.is_empty();
        let replay_href = format!("/games/{}/replay", s.id);
        let changes = rating_changes(&s, lang);
        let again = move |_| {
            call.dispatch(s.clone());
        };
        Some(view! {
            <section class="game-end" aria-live="polite">
                <h2 class="game-end-headline">{title}</h2>
                <p class="muted">{reason}</p>
                {(!changes.is_empty()).then(|| view! {
                    <div class="rating-changes">
                        <h3>{lang.players().changes_heading}</h3>
                        <ul>{changes.into_iter().map(|(name, change)| view! {
                            <li><strong>{name}</strong>" "<span class="rating-change">{change}</span></li>
                        }).collect_view()}</ul>
                    </div>
                })}
                <div class="game-end-actions">
                    <a class="button secondary" href=replay_href>{e.replay}</a>
                    {can_rematch.then(|| view! {
                        <button class="button primary" title=e.rematch_help disabled=move || pending.get() on:click=again>
                            {move || if pending.get() { e.starting_rematch } else { e.rematch }}
                        </button>
                    })}
                    <a class="button secondary" href="/new">{e.new_game}</a>
                </div>
            </section>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 37: "gewinnt mit 11.5 Punkte" — numbers in the language's own format.
    #[test]
    fn points_are_written_in_the_language_s_format() {
        assert_eq!(points_text(23, 2, Lang::En), "11.5");
        assert_eq!(points_text(23, 2, Lang::De), "11,5");
        assert_eq!(points_text(23, 2, Lang::Fr), "11,5");
        assert_eq!(points_text(22, 2, Lang::De), "11");
        assert_eq!(points_text(-3, 2, Lang::De), "-1,5");
        assert_eq!(points_text(7, 1, Lang::En), "7");
    }
}
