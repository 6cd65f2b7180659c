//! The heroes' starting cards: six per hero, 36 in all [rulebook]; every face [reconstructed].
//!
//! Each deck has about the same budget (attack + defence + heal + twice the draws, 9 to 12) spent in the
//! hero's own way, which the optional abilities then sharpen:
//! - Argentus, a drawer in blue: blue cards lead into each other and draw.
//! - Horan, the hitter: two red blows that lead into a guard or a war cry, which lead back into
//!   red (two attacks in a row, which his ability rewards, need cards won on the way).
//! - Xanros, the defender: yellow defence and a heal, few hits.
//! - Aderyn, the risk-taker: attacks and heals in green, almost no defence.
//! - Victorius, the chainer: middling values with wide "next" sets.
//! - Taia, the seer: three draws and a heal (her ability turns draws into choices).

use super::Colour::{Blue as B, Green as G, Red as R, Yellow as Y};
use super::{act, StartingCard};

const fn c(name: &'static str, face: super::ActionFace) -> StartingCard {
    StartingCard { name, face }
}

/// Six per hero, in [`super::HEROES`] order. `act(colour, next, attack, defence, draw, heal)`.
pub const STARTING: [StartingCard; 36] = [
    // Argentus [reconstructed]
    c("Arcane Insight", act(B, &[R, G], 0, 0, 1, 0)),
    c("Frost Bolt", act(B, &[G, Y], 3, 0, 0, 0)),
    c("Mana Shield", act(B, &[R, Y], 0, 1, 0, 0)),
    c("Staff Strike", act(R, &[B], 2, 0, 0, 0)),
    c("Spark", act(G, &[B, Y], 2, 0, 0, 0)),
    c("Scroll Reading", act(Y, &[B, G], 0, 0, 1, 0)),
    // Horan [reconstructed]
    c("Cleave", act(R, &[Y], 2, 0, 0, 0)),
    c("Overhead Blow", act(R, &[Y, B], 3, 0, 0, 0)),
    c("Second Wind", act(B, &[R], 0, 0, 1, 0)),
    c("Shoulder Charge", act(Y, &[R, B], 0, 1, 0, 0)),
    c("Shield Up", act(Y, &[R], 0, 2, 0, 0)),
    c("Battle Cry", act(B, &[R], 0, 0, 1, 0)),
    // Xanros [reconstructed]
    c("Dark Ward", act(Y, &[Y, R], 0, 1, 0, 0)),
    c("Shadow Cloak", act(Y, &[G, B], 0, 1, 0, 0)),
    c("Drain Life", act(G, &[Y], 0, 1, 0, 1)),
    c("Cursed Blade", act(R, &[Y, R], 2, 0, 0, 0)),
    c("Black Flame", act(R, &[G, B], 2, 0, 0, 0)),
    c("Whisper", act(B, &[R, Y], 1, 0, 0, 0)),
    // Aderyn [reconstructed]
    c("Backstab", act(G, &[G, R], 2, 0, 0, 0)),
    c("Bandage", act(G, &[R, G, Y], 0, 0, 0, 2)),
    c("Dagger Throw", act(R, &[G, B], 2, 0, 0, 0)),
    c("Feint", act(Y, &[G, R], 1, 0, 0, 0)),
    c("Pickpocket", act(B, &[G, R], 0, 0, 1, 0)),
    c("Dodge", act(Y, &[R, G, B], 0, 1, 0, 0)),
    // Victorius [reconstructed]
    c("Lunge", act(R, &[G, B], 2, 0, 0, 0)),
    c("Riposte", act(G, &[R, Y], 2, 0, 0, 0)),
    c("Flourish", act(B, &[R, G], 1, 0, 0, 0)),
    c("Parry", act(Y, &[R, B], 0, 2, 0, 0)),
    c("Guard", act(G, &[B, Y], 0, 1, 0, 0)),
    c("Footwork", act(Y, &[R, G], 0, 0, 1, 0)),
    // Taia [reconstructed]
    c("Vision", act(Y, &[G, Y], 0, 0, 1, 0)),
    c("Foresight", act(B, &[Y, G], 0, 0, 1, 0)),
    c("Sunburst", act(G, &[Y, B], 2, 0, 0, 0)),
    c("Smite", act(R, &[G], 2, 0, 0, 0)),
    c("Blessing", act(G, &[Y, R], 0, 0, 1, 1)),
    c("Ward", act(Y, &[R, B], 0, 1, 0, 0)),
];
