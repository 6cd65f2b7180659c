//! The actions that are not battles [rulebook: "B. Healing" to "H. Eradicating the plague"]:
//! healing, gathering, the city and its buildings, recruiting, Xanros's skeletons and the
//! Plague's cure at Karak Castle.

use super::data::{
    Amulet, Building, Hero, Resource, Resources, TileKind, Unit, CITY_COST, HEAL, MAX_LIVES,
    MAX_SKELETONS, RESOURCES,
};
use super::error::Karak2Error as E;
use super::events::Event;
use super::state::HeroState;
use super::turn::Decision;
use super::Karak2;

/// `price` less one `spare` (Taia's Expert Builder), if the price has one.
fn discounted(price: Resources, spare: Option<Resource>) -> Option<Resources> {
    let Some(r) = spare else {
        return Some(price);
    };
    let mut p = price;
    let slot = match r {
        Resource::Food => &mut p.food,
        Resource::Wood => &mut p.wood,
        Resource::Stone => &mut p.stone,
    };
    *slot = slot.checked_sub(1)?;
    Some(p)
}

impl HeroState {
    /// Whether this hero can pay a city's or a building's `price`: Taia builds "for one less
    /// resource. She chooses the resource" [rulebook], of a kind the price has.
    pub fn can_pay_building(&self, price: Resources) -> bool {
        if self.hero != Hero::Taia {
            return self.resources.covers(price);
        }
        RESOURCES
            .iter()
            .filter_map(|r| discounted(price, Some(*r)))
            .any(|p| self.resources.covers(p))
    }
}

impl Karak2 {
    /// The price the hero to act pays for `price` with `spare` left out: Taia always leaves one
    /// out, a resource the price has; nobody else does.
    fn price_for(&self, price: Resources, spare: Option<Resource>) -> Result<Resources, E> {
        // Taia always builds "for one less resource. She chooses the resource".
        if spare.is_some() != (self.me().hero == Hero::Taia) {
            return Err(E::NoDiscount);
        }
        let p = discounted(price, spare).ok_or(E::NoDiscount)?;
        if !self.me().resources.covers(p) {
            return Err(E::CannotPay);
        }
        Ok(p)
    }

    /// Whether the hero to act can pay `price` (Taia one resource less, of whichever kind
    /// suits).
    pub fn can_afford(&self, price: Resources) -> bool {
        let spares: &[Option<Resource>] = if self.me().hero == Hero::Taia {
            &[
                Some(Resource::Food),
                Some(Resource::Wood),
                Some(Resource::Stone),
            ]
        } else {
            &[None]
        };
        spares.iter().any(|s| self.price_for(price, *s).is_ok())
    }

    /// Checks [`super::turn::Action::Heal`].
    pub(crate) fn heal_check(&self) -> Result<(), E> {
        if self.me().lives >= MAX_LIVES {
            return Err(E::FullLives);
        }
        Ok(())
    }

    /// "He regains 2 lives".
    pub(crate) fn heal(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.lives = (hero.lives + HEAL).min(MAX_LIVES);
        let lives = hero.lives;
        ev.push(Event::Healed { seat, lives });
        self.spend_action();
    }

    /// What gathering here would bring, before the Amulet of Resources.
    fn tile_yield(&self) -> Resources {
        let at = self.me().at;
        let Some(place) = self.board.landscape.get(&at) else {
            return Resources::default();
        };
        let city_here = self.board.heroes.iter().any(|h| h.city == Some(at));
        if place.guarded() || city_here {
            return Resources::default();
        }
        place.kind.yields()
    }

    /// Checks [`super::turn::Action::Gather`].
    pub(crate) fn gather_check(&self, bonus: Option<Resource>) -> Result<(), E> {
        let got = self.tile_yield();
        if got.total() == 0 {
            return Err(E::NothingToGather);
        }
        if self.turn.gathered.contains(&self.me().at) {
            return Err(E::GatheredThisTurn);
        }
        let kinds = RESOURCES.iter().filter(|r| got.get(**r) > 0).count();
        let amulet = self.me().amulet == Some(Amulet::Resources);
        match bonus {
            // Two kinds: the amulet's extra one must be named.
            None if amulet && kinds > 1 => Err(E::WrongBonus),
            None => Ok(()),
            Some(r) if amulet && got.get(r) > 0 => Ok(()),
            Some(_) => Err(E::WrongBonus),
        }
    }

    /// The resources a gathering here brings the hero to act, with the amulet's extra one.
    pub(crate) fn gathering(&self, bonus: Option<Resource>) -> Resources {
        let mut got = self.tile_yield();
        if self.me().amulet == Some(Amulet::Resources) {
            let extra = bonus.or_else(|| RESOURCES.into_iter().find(|r| got.get(*r) > 0));
            match extra {
                Some(Resource::Food) => got.food += 1,
                Some(Resource::Wood) => got.wood += 1,
                Some(Resource::Stone) => got.stone += 1,
                None => {}
            }
        }
        got
    }

    /// Gathers the tile's resources (checked).
    pub(crate) fn gather(&mut self, bonus: Option<Resource>, ev: &mut Vec<Event>) {
        let got = self.gathering(bonus);
        let seat = self.turn.seat;
        let at = self.me().at;
        self.me_mut().resources.add(got);
        self.turn.gathered.push(at);
        ev.push(Event::Gathered { seat, at, got });
        self.spend_action();
    }

    /// Checks [`super::turn::Action::BuildCity`]: "only possible on a landscape tile without a
    /// monster army and without a Hero of another player", not on Karak Castle nor where another
    /// city stands; one city per hero; 2 wood.
    pub(crate) fn city_check(&self, spare: Option<Resource>) -> Result<(), E> {
        let me = self.me();
        if me.city.is_some() {
            return Err(E::HasCity);
        }
        let at = me.at;
        let place = self.board.landscape.get(&at).ok_or(E::NoCitySite)?;
        let others_here = self
            .board
            .heroes
            .iter()
            .enumerate()
            .any(|(i, h)| i != self.turn.seat.index() && (h.at == at || h.city == Some(at)));
        if matches!(place.kind, TileKind::Castle | TileKind::InfernalAbyss)
            || place.guarded()
            || others_here
        {
            return Err(E::NoCitySite);
        }
        self.price_for(CITY_COST, spare).map(|_| ())
    }

    /// Builds the city here (checked).
    pub(crate) fn build_city(&mut self, spare: Option<Resource>, ev: &mut Vec<Event>) {
        let paid = discounted(CITY_COST, spare).unwrap_or(CITY_COST);
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.resources.remove(paid);
        hero.city = Some(hero.at);
        let at = hero.at;
        ev.push(Event::CityBuilt { seat, at, paid });
        self.spend_action();
    }

    /// Checks [`super::turn::Action::Build`]: in the hero's own city, not yet built, paid.
    pub(crate) fn build_check(&self, b: Building, spare: Option<Resource>) -> Result<(), E> {
        let me = self.me();
        if me.city != Some(me.at) {
            return Err(E::NotInCity);
        }
        if me.buildings.has(b) {
            return Err(E::Built(b));
        }
        self.price_for(b.cost(), spare).map(|_| ())
    }

    /// Builds `b` (checked). "A player may build any number of buildings as part of a single
    /// Building action": the first building spends the action and the hero goes on building
    /// until [`super::turn::Action::Done`].
    pub(crate) fn build(&mut self, b: Building, spare: Option<Resource>, ev: &mut Vec<Event>) {
        let paid = discounted(b.cost(), spare).unwrap_or(b.cost());
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.resources.remove(paid);
        hero.buildings = hero.buildings.with(b);
        ev.push(Event::BuildingBuilt {
            seat,
            building: b,
            paid,
        });
        if self.turn.decision == Decision::Act {
            self.spend_action();
            self.turn.decision = Decision::Building;
        }
        if b == Building::Stable {
            // "They can use this extra action on the turn in which they built the stable."
            self.turn.actions_left += 1;
        }
    }

    /// Checks [`super::turn::Action::Recruit`]: in the hero's own city, free of the Plague,
    /// with a building that trains units.
    pub(crate) fn recruit_check(&self) -> Result<(), E> {
        let me = self.me();
        if me.city != Some(me.at) {
            return Err(E::NotInCity);
        }
        if self.board.plague == Some(self.turn.seat) {
            return Err(E::Plagued);
        }
        if !super::recruiting::TRAINED.iter().any(|u| self.trains(*u)) {
            return Err(E::NoBuildingFor(Unit::Knight));
        }
        Ok(())
    }

    /// Whether the city of the hero to act has the building that trains `unit`.
    fn trains(&self, unit: Unit) -> bool {
        self.me().trains(unit)
    }

    /// Begins recruiting (checked): one action, any number of units.
    pub(crate) fn recruit(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::RecruitingBegun {
            seat: self.turn.seat,
        });
        self.spend_action();
        self.turn.decision = Decision::Recruiting;
    }

    /// Dice of `unit` left in the common supply.
    pub fn supply_left(&self, unit: Unit) -> u8 {
        super::recruiting::supply_left(&self.board.heroes, unit)
    }

    /// Checks [`super::turn::Action::Enlist`].
    pub(crate) fn enlist_check(&self, unit: Unit) -> Result<(), E> {
        let price = unit.price().ok_or(E::NotRecruited(unit))?;
        if !self.trains(unit) {
            return Err(E::NoBuildingFor(unit));
        }
        if self.me().army_size() >= self.me().glory() {
            return Err(E::GloryLimit);
        }
        if self.supply_left(unit) == 0 {
            return Err(E::SupplyEmpty(unit));
        }
        if !self.me().resources.covers(price) {
            return Err(E::CannotPay);
        }
        Ok(())
    }

    /// Recruits one `unit` (checked).
    pub(crate) fn enlist(&mut self, unit: Unit, ev: &mut Vec<Event>) {
        let price = unit.price().unwrap_or_default();
        let seat = self.turn.seat;
        let hero = self.me_mut();
        hero.resources.remove(price);
        hero.units[unit as usize] += 1;
        ev.push(Event::UnitJoined { seat, unit });
    }

    /// Checks [`super::turn::Action::Dismiss`]: "they may return any number of Unit dice to the
    /// common supply during the Recruiting action to make space".
    pub(crate) fn dismiss_check(&self, unit: Unit) -> Result<(), E> {
        if !unit.counts_for_glory() {
            return Err(E::NotRecruited(unit));
        }
        if self.me().units[unit as usize] == 0 {
            return Err(E::NoSuchUnit(unit));
        }
        Ok(())
    }

    /// Returns one `unit` to the supply (checked).
    pub(crate) fn dismiss(&mut self, unit: Unit, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        self.me_mut().units[unit as usize] -= 1;
        ev.push(Event::UnitDismissed { seat, unit });
    }

    /// Checks [`super::turn::Action::Raise`]: Xanros's Necromancy, "up to a maximum of 3 dice".
    pub(crate) fn raise_check(&self) -> Result<(), E> {
        let me = self.me();
        if me.hero != Hero::Xanros
            || me.units[Unit::Skeleton as usize] >= MAX_SKELETONS
            || self.supply_left(Unit::Skeleton) == 0
        {
            return Err(E::NoSkeleton);
        }
        Ok(())
    }

    /// Raises a Skeleton (checked).
    pub(crate) fn raise(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        self.me_mut().units[Unit::Skeleton as usize] += 1;
        ev.push(Event::UnitJoined {
            seat,
            unit: Unit::Skeleton,
        });
        self.spend_action();
    }

    /// Checks [`super::turn::Action::Eradicate`]: "can only be performed on the starting
    /// landscape tile-the ruins of Karak Castle".
    pub(crate) fn eradicate_check(&self) -> Result<(), E> {
        let at = self.me().at;
        match self.board.landscape.get(&at) {
            Some(p) if p.kind == TileKind::Castle => Ok(()),
            _ => Err(E::NotAtCastle),
        }
    }

    /// Heals fully and lifts the Plague from the hero's own city (checked).
    pub(crate) fn eradicate(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        self.me_mut().lives = MAX_LIVES;
        let plague_lifted = self.board.plague == Some(seat);
        if plague_lifted {
            self.board.plague = None;
        }
        ev.push(Event::Eradicated {
            seat,
            plague_lifted,
        });
        self.spend_action();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taia_leaves_out_one_resource_the_price_has() {
        let stable = Building::Stable.cost();
        assert_eq!(
            discounted(stable, Some(Resource::Stone)),
            Some(Resources::new(2, 1, 0))
        );
        assert_eq!(discounted(CITY_COST, Some(Resource::Stone)), None);
        assert_eq!(discounted(CITY_COST, None), Some(CITY_COST));
    }

    /// "The Oracle builds the city and all buildings in it for one less resource. She chooses
    /// the resource (for example: a stable that usually costs 2 food, 1 wood, and 1 stone can
    /// be built by the Oracle for 1 food, 1 wood, and 1 stone ...)": the table's "you can
    /// afford" marking counts her discount (issue 37, point 12).
    #[test]
    fn taia_can_pay_a_building_one_resource_short() {
        let stable = Building::Stable.cost();
        let mut short = stable;
        short.remove(Resources::one(Resource::Food));
        let mut taia = HeroState::new(Hero::Taia);
        taia.resources = short;
        assert!(taia.can_pay_building(stable));
        let mut horan = HeroState::new(Hero::Horan);
        horan.resources = short;
        assert!(!horan.can_pay_building(stable));
        horan.resources = stable;
        assert!(horan.can_pay_building(stable));
    }
}
