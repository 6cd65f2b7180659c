//! What recruiting could bring a hero, read from what every player sees: the heroes' glory,
//! resources, buildings and units. The rules check each unit as it is enlisted; the table
//! uses [`nothing_to_recruit`] to say why before a player spends an action on recruiting.

use super::data::{Unit, BUILDINGS};
use super::state::HeroState;
use crate::Seat;

/// The units a city can train [rulebook: "Military camp", "Shooting range", "Wizard tower"].
pub const TRAINED: [Unit; 3] = [Unit::Knight, Unit::Archer, Unit::Mage];

/// Why a hero could enlist no unit now, even after sending units home to make room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NothingToRecruit {
    /// Glory 0: "A player can never have more Units in his army than their glory level."
    NoGlory,
    /// No building of the city trains a unit still left in the common supply.
    NoneTrained,
    /// The hero cannot pay for any unit the city trains.
    CannotPay,
}

impl HeroState {
    /// Whether the hero's city has the building that trains `unit`.
    pub fn trains(&self, unit: Unit) -> bool {
        BUILDINGS
            .iter()
            .any(|b| b.recruits() == Some(unit) && self.buildings.has(*b))
    }
}

/// Dice of `unit` left in the common supply while `heroes` hold theirs.
pub fn supply_left(heroes: &[HeroState], unit: Unit) -> u8 {
    let used: u8 = heroes.iter().map(|h| h.units[unit as usize]).sum();
    unit.supply().saturating_sub(used)
}

/// Why the hero of `seat` could enlist nothing now (`None`: some unit could join, perhaps
/// after another is sent home).
pub fn nothing_to_recruit(heroes: &[HeroState], seat: Seat) -> Option<NothingToRecruit> {
    let hero = heroes.get(seat.index())?;
    if hero.glory() == 0 {
        return Some(NothingToRecruit::NoGlory);
    }
    let trained: Vec<Unit> = TRAINED
        .into_iter()
        .filter(|u| hero.trains(*u) && supply_left(heroes, *u) > 0)
        .collect();
    if trained.is_empty() {
        return Some(NothingToRecruit::NoneTrained);
    }
    let affordable = trained
        .iter()
        .any(|u| u.price().is_some_and(|p| hero.resources.covers(p)));
    (!affordable).then_some(NothingToRecruit::CannotPay)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::karak2::data::{Building, Hero};

    fn hero() -> HeroState {
        HeroState::new(Hero::Horan)
    }

    /// "A player can never have more Units in his army than their glory level. However, they
    /// may return any number of Unit dice to the common supply during the Recruiting action to
    /// make space in their army for recruiting new Units."
    #[test]
    fn recruiting_needs_glory_a_building_and_the_price() {
        let mut h = hero();
        assert_eq!(
            nothing_to_recruit(&[h.clone()], Seat(0)),
            Some(NothingToRecruit::NoGlory)
        );
        h.beaten = 2;
        assert_eq!(
            nothing_to_recruit(&[h.clone()], Seat(0)),
            Some(NothingToRecruit::NoneTrained)
        );
        h.buildings = h.buildings.with(Building::MilitaryCamp);
        assert_eq!(
            nothing_to_recruit(&[h.clone()], Seat(0)),
            Some(NothingToRecruit::CannotPay)
        );
        h.resources = Unit::Knight.price().unwrap_or_default();
        assert_eq!(nothing_to_recruit(&[h.clone()], Seat(0)), None);
        // A full army still may recruit: a unit can be sent home to make room.
        h.units[Unit::Knight as usize] = 2;
        assert_eq!(nothing_to_recruit(&[h], Seat(0)), None);
    }
}
