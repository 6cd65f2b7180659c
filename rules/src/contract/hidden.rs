//! Hidden information: views and redacted events show a viewer nothing that a determinisation
//! for that viewer redraws.
//!
//! Why this is a test of hidden information: [`Game::determinise`] replaces everything hidden
//! from a viewer by a random fill. If a view depended on a hidden part, two copies determinised
//! with different RNGs would (sooner or later) show the viewer different views. Events are
//! history rather than state, so they are compared after the same action on two such copies
//! given the same future chance ([`Game::reseed`]): whenever the viewer's views of the two
//! results are equal, its redacted events must be equal too — an event may reveal something,
//! but only what the view then shows.

use super::play::{viewers, Run};
use super::{round_trip, Violation};
use crate::hash::uniform;
use crate::{Game, Seat, Viewer};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// Actions tried per viewer on the two determinised copies.
const ACTIONS_PER_VIEWER: usize = 1;

/// Checks every viewer of `game` (at a position where `seat` is to act with `legal`).
pub(super) fn check<G: Game>(
    run: &mut Run<G>,
    game: &G,
    seat: Seat,
    legal: &[G::Action],
    rng: &mut ChaCha8Rng,
) -> Result<(), Violation> {
    // One viewer's view round-trips per position (JSON is the slow part in debug builds).
    let n = game.seat_count();
    let json = uniform(rng, u32::from(n) + 2) as usize;
    for (i, viewer) in viewers(n).enumerate() {
        let view = game.view(viewer);
        if i == json {
            round_trip("view", &view).map_err(|d| run.fail("serde", d))?;
        }
        let fill_a = ChaCha8Rng::seed_from_u64(rng.next_u64());
        let mut fill_b = ChaCha8Rng::seed_from_u64(rng.next_u64());
        let again = game.determinise(viewer, &mut fill_a.clone());
        let mut a = game.determinise(viewer, &mut fill_a.clone());
        let mut b = game.determinise(viewer, &mut fill_b);
        let mut in_place = game.clone();
        let seen = in_place.with_determinised(viewer, &mut fill_a.clone(), G::clone);
        if a != again || seen != a || in_place != *game {
            return Err(run.fail(
                "determinisation",
                format!(
                    "for {viewer:?} with the same RNG, two copies differ, or the in-place \
                     determinisation shows another state or leaves the game changed"
                ),
            ));
        }
        for copy in [&a, &b] {
            if copy.view(viewer) != view {
                return Err(run.fail(
                    "hidden information",
                    format!(
                        "a copy determinised for {viewer:?} shows it another view: the view \
                         depends on hidden parts, or the determinisation changed known ones"
                    ),
                ));
            }
            let same_list = viewer != Viewer::Seat(seat) || copy.legal_actions() == legal;
            if copy.to_act() != Some(seat) || !same_list {
                return Err(run.fail(
                    "determinisation",
                    format!("a copy determinised for {viewer:?} changes who acts or what"),
                ));
            }
        }
        run.report.hidden_checks += 1;
        if a != *game {
            run.report.determinised_differ += 1;
        }
        let future = rng.next_u64();
        a.reseed(future);
        b.reseed(future);
        events(run, viewer, seat, &a, &b, rng)?;
    }
    Ok(())
}

/// The same action on both copies: equal views afterwards mean equal redacted events.
fn events<G: Game>(
    run: &Run<G>,
    viewer: Viewer,
    seat: Seat,
    a: &G,
    b: &G,
    rng: &mut ChaCha8Rng,
) -> Result<(), Violation> {
    let listed_b = b.legal_actions();
    let common: Vec<G::Action> = a
        .legal_actions()
        .into_iter()
        .filter(|x| listed_b.contains(x))
        .collect();
    for _ in 0..ACTIONS_PER_VIEWER.min(common.len()) {
        let action = common[uniform(rng, common.len() as u32) as usize];
        let (mut a, mut b) = (a.clone(), b.clone());
        let (Ok(ea), Ok(eb)) = (a.apply(seat, &action), b.apply(seat, &action)) else {
            return Err(run.fail(
                "determinisation",
                format!("{action:?}, listed in both copies for {viewer:?}, is refused in one"),
            ));
        };
        let redact = |e: &[G::Event]| -> Vec<G::Event> {
            e.iter().filter_map(|e| G::redact(e, viewer)).collect()
        };
        if redact(&ea) != redact(&eb) && a.view(viewer) == b.view(viewer) {
            return Err(run.fail(
                "hidden information",
                format!(
                    "after {action:?}, {viewer:?} sees the same view in two copies but is told \
                     {:?} in one and {:?} in the other",
                    redact(&ea),
                    redact(&eb)
                ),
            ));
        }
    }
    Ok(())
}
