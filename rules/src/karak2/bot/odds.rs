//! The chance of a battle: the exact distribution of the swords the hero to act would roll
//! with every die of its army, so that a bot fights by its odds rather than by an average.

use crate::karak2::data::{Face, Item, HERO_DIE, UNITS};
use crate::karak2::Karak2;

/// The chance, in sixths of a die's faces, of each number of swords: `swords[n]` is the
/// probability of exactly `n`.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Swords(Vec<f64>);

impl Swords {
    /// One die.
    fn die(faces: [Face; 6]) -> Swords {
        let most = faces
            .iter()
            .map(|f| usize::from(f.swords()))
            .max()
            .unwrap_or(0);
        let mut p = vec![0.0; most + 1];
        for f in faces {
            p[usize::from(f.swords())] += 1.0 / 6.0;
        }
        Swords(p)
    }

    /// The sum of two independent rolls.
    fn plus(&self, other: &Swords) -> Swords {
        let mut p = vec![0.0; self.0.len() + other.0.len() - 1];
        for (a, pa) in self.0.iter().enumerate() {
            for (b, pb) in other.0.iter().enumerate() {
                p[a + b] += pa * pb;
            }
        }
        Swords(p)
    }

    /// The chance of at least `n` swords.
    pub(super) fn at_least(&self, n: u8) -> f64 {
        self.0.iter().skip(usize::from(n)).sum()
    }
}

/// What the hero die rolls with `units[u]` dice of each unit `u`.
fn roll_of(units: [u8; 6]) -> Swords {
    let mut total = Swords::die(HERO_DIE);
    for u in UNITS {
        for _ in 0..units[u as usize] {
            total = total.plus(&Swords::die(u.faces()));
        }
    }
    total
}

/// What the hero to act adds to any roll: its weapons and every Fireball it carries.
fn bonus(g: &Karak2) -> u8 {
    let me = g.me();
    let fireballs = me.spells.iter().filter(|s| **s == Item::Fireball).count() as u8;
    me.weapon_attack() + fireballs
}

/// The chance that the hero to act reaches `target` (weapons and every Fireball it carries
/// added to the roll).
pub(super) fn chance(g: &Karak2, target: u8) -> f64 {
    chance_with(g, g.me().units, target)
}

/// The chance that the hero to act reaches `target` rolling only the unit dice `units`.
pub(super) fn chance_with(g: &Karak2, units: [u8; 6], target: u8) -> f64 {
    roll_of(units).at_least(target.saturating_sub(bonus(g)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hero die alone (1, 2, 2, 3 swords, a skull, two skulls): three swords on one roll
    /// in six, never four; two dice make six only as two threes.
    #[test]
    fn hero_die_alone() {
        let d = Swords::die(HERO_DIE);
        assert!((d.at_least(1) - 4.0 / 6.0).abs() < 1e-9);
        assert!((d.at_least(2) - 3.0 / 6.0).abs() < 1e-9);
        assert!((d.at_least(3) - 1.0 / 6.0).abs() < 1e-9);
        assert_eq!(d.at_least(4), 0.0);
        let two = d.plus(&d);
        assert!((two.at_least(0) - 1.0).abs() < 1e-9);
        assert!((two.at_least(6) - 1.0 / 36.0).abs() < 1e-9);
    }
}
