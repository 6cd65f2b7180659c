//! Determinisation: Karak as a viewer may imagine it. What nobody knows is the RNG (future tiles,
//! tokens and dice) and, in scenarios, the forced-chance queues; what only the Oracle knows,
//! while she chooses, is the two tokens she drew (Fateweaver). Everything else is public: the
//! stack and the bag are counts and every draw is face up.
//!
//! The secrets are swapped in and out in place ([`Karak::hide_secrets`],
//! [`Karak::restore_secrets`]) so that a bot can decide on the game itself without a copy of
//! its 4.7 KB state; a copy ([`crate::Game::determinise`]) is a clone treated the same way.

use super::turn::Decision;
use super::{Forced, Karak};
use crate::Viewer;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// What [`Karak::hide_secrets`] replaced, to put back.
pub(crate) struct Secrets {
    rng: ChaCha8Rng,
    forced: Forced,
    /// The Oracle's pending choice and the bag, when they were redrawn.
    oracle: Option<(Decision, [u8; 9])>,
}

impl Karak {
    /// Replaces what `viewer` cannot know with a fill from `rng`: a fresh RNG seeded from `rng`
    /// (one `u64`), no forced chance, and, when `viewer` may not see the Oracle's two drawn
    /// tokens, two others drawn from the bag with the new RNG after hers are put back.
    pub(crate) fn hide_secrets<R: RngCore + ?Sized>(
        &mut self,
        viewer: Viewer,
        rng: &mut R,
    ) -> Secrets {
        let fresh = ChaCha8Rng::seed_from_u64(rng.next_u64());
        let mut secrets = Secrets {
            rng: std::mem::replace(&mut self.rng, fresh),
            forced: std::mem::take(&mut self.forced),
            oracle: None,
        };
        if let Decision::ChooseToken {
            tile,
            options: Some([a, b]),
        } = self.turn.decision
        {
            if !self.sees_pending(viewer) {
                secrets.oracle = Some((self.turn.decision, self.core.bag));
                self.core.bag[a.index()] += 1;
                self.core.bag[b.index()] += 1;
                // The bag held two or more tokens when she drew, so it does again.
                if let (Some(x), Some(y)) = (self.draw_token(), self.draw_token()) {
                    self.turn.decision = Decision::ChooseToken {
                        tile,
                        options: Some([x, y]),
                    };
                }
            }
        }
        secrets
    }

    /// Puts back what [`Karak::hide_secrets`] replaced: the game is then as before.
    pub(crate) fn restore_secrets(&mut self, secrets: Secrets) {
        self.rng = secrets.rng;
        self.forced = secrets.forced;
        if let Some((decision, bag)) = secrets.oracle {
            self.turn.decision = decision;
            self.core.bag = bag;
        }
    }
}

/// Restores the secrets when dropped, so that a panicking bot leaves the game as it was.
pub(crate) struct Hidden<'a> {
    pub game: &'a mut Karak,
    secrets: Option<Secrets>,
}

impl<'a> Hidden<'a> {
    pub fn new<R: RngCore + ?Sized>(game: &'a mut Karak, viewer: Viewer, rng: &mut R) -> Self {
        let secrets = Some(game.hide_secrets(viewer, rng));
        Hidden { game, secrets }
    }
}

impl Drop for Hidden<'_> {
    fn drop(&mut self) {
        if let Some(s) = self.secrets.take() {
            self.game.restore_secrets(s);
        }
    }
}
