//! The six optional hero abilities, a game option [rulebook]:
//! - Argentus: once per battle, a blue card the previous card does not allow (never a blue a
//!   curse forbids).
//! - Horan: once per battle, two attack cards in a row add +1 to the attack.
//! - Xanros: once per battle, one card of a colour a curse forbids, or one effect a curse
//!   forbids (not equipment curses).
//! - Aderyn: strikes even after losing her last HP, except at the lord.
//! - Victorius: his second card may be of any colour (ruling 5).
//! - Taia: each card a draw effect draws is two, one kept and the other to the bottom of her
//!   deck (with one card left, her discard pile is shuffled beneath it first).

use super::cards::{CardId, Colour, Hero};
use super::error::GoblinError as E;
use super::Goblin;

impl Goblin {
    /// Whether the active seat plays `hero` with the abilities on.
    pub(crate) fn ability_on(&self, hero: Hero) -> bool {
        self.core.abilities && self.me().hero == hero
    }

    fn ability_free(&self) -> bool {
        self.turn.battle.as_ref().is_some_and(|b| !b.ability_used)
    }

    /// Whether the card before allows `colour` next (any colour for the first card, and for
    /// Victorius's second).
    fn chain_allows(&self, colour: Colour) -> bool {
        let Some(b) = &self.turn.battle else {
            return false;
        };
        match b.played.last() {
            None => true,
            Some(_) if b.played.len() == 1 && self.ability_on(Hero::Victorius) => true,
            Some(p) => p.card.action().is_some_and(|f| f.next.has(colour)),
        }
    }

    /// Why `card` may not be played now (`uncursed`: with Xanros's ability on its effects).
    pub(crate) fn play_check(&self, card: CardId, uncursed: bool) -> Result<(), E> {
        if !self.me().hand.contains(&card) {
            return Err(E::NotInHand(card));
        }
        let Some(face) = card.action() else {
            return Err(E::NotInHand(card));
        };
        let cursed = self.colour_cursed(face.colour);
        let chain = self.chain_allows(face.colour);
        if uncursed {
            if !self.ability_on(Hero::Xanros) {
                return Err(E::NoAbility(Hero::Xanros));
            }
            if !self.ability_free() {
                return Err(E::AbilityUsed);
            }
            if cursed {
                return Err(E::ColourCursed(face.colour));
            }
            if !chain {
                return Err(E::ChainBroken(face.colour));
            }
            if !self.has_cursed_effect(card) {
                return Err(E::NoCursedEffect);
            }
            return Ok(());
        }
        let xanros = self.ability_on(Hero::Xanros) && self.ability_free();
        if cursed && !(xanros && chain) {
            return Err(E::ColourCursed(face.colour));
        }
        let argentus = self.ability_on(Hero::Argentus)
            && self.ability_free()
            && face.colour == Colour::Blue
            && !cursed;
        if !chain && !argentus {
            return Err(E::ChainBroken(face.colour));
        }
        Ok(())
    }

    /// Whether playing `card` (legal) uses the hero's once-per-battle ability: Xanros playing a
    /// cursed colour, Argentus a blue card the chain does not allow.
    pub(crate) fn play_needs_ability(&self, card: CardId) -> bool {
        card.action()
            .is_some_and(|f| self.colour_cursed(f.colour) || !self.chain_allows(f.colour))
    }

    /// Horan's +1: two cards with an attack effect in a row, once per battle.
    pub(crate) fn horan_bonus(&self) -> u8 {
        if !self.ability_on(Hero::Horan) {
            return 0;
        }
        let Some(b) = &self.turn.battle else { return 0 };
        let attacks = |p: &super::battle::Played| p.card.action().is_some_and(|f| f.attack > 0);
        let pair = b
            .played
            .windows(2)
            .any(|w| attacks(&w[0]) && attacks(&w[1]));
        u8::from(pair)
    }
}
