//! Which actions are legal: the check of one action (pure: nothing changes) and the list of
//! every legal action of the pending decision (candidates filtered by the check, so the two
//! never disagree).

use super::data::{Hero, Resource, Unit, BUILDINGS, RESOURCES, UNITS};
use super::error::Karak2Error as E;
use super::hex::DIRECTIONS;
use super::turn::{Action, Decision};
use super::Karak2;
use crate::Seat;

impl Karak2 {
    /// Checks `action` against the pending decision of the seat to act.
    pub(crate) fn action_check(&self, action: &Action) -> Result<(), E> {
        let not_now = || Err(E::NotNow(self.turn.decision.clone()));
        match (&self.turn.decision, *action) {
            (Decision::Over, _) => Err(E::GameOver),
            (Decision::Act, a) => self.act_check(a),
            (Decision::PlaceTile { .. }, Action::PlaceTile(r)) => self.place_check(r),
            (Decision::Building, Action::Build(b, spare)) => self.build_check(b, spare),
            (Decision::Building | Decision::Recruiting | Decision::PortalTo, Action::Done) => {
                Ok(())
            }
            (Decision::PortalTo, Action::PortalTo(to)) => self.portal_to_check(to),
            (Decision::Recruiting, Action::Enlist(u)) => self.enlist_check(u),
            (Decision::Recruiting, Action::Dismiss(u)) => self.dismiss_check(u),
            (Decision::Battle, Action::Choose(u)) => self.choose_check(u),
            (Decision::Battle, Action::Unchoose(u)) => self.unchoose_check(u),
            (Decision::Battle, Action::Roll) => Ok(()),
            (Decision::Rolled, Action::RerollHero) => self.reroll_hero_check(),
            (Decision::Rolled, Action::RerollUnits) => self.reroll_units_check(),
            (Decision::Rolled, Action::Fireball) => self.fireball_check(),
            (Decision::Rolled, Action::Protect) => self.protect_check(),
            (Decision::Rolled, Action::Strike) => Ok(()),
            (Decision::Cart(_), Action::Take(_)) => Ok(()),
            (Decision::Steal { from, .. }, Action::Take(r)) => {
                if self.board.heroes[from.index()].resources.get(r) > 0 {
                    Ok(())
                } else {
                    Err(E::NotThere)
                }
            }
            (Decision::Drop(slot), Action::Drop(item)) => self.drop_check(*slot, item),
            (Decision::PlagueTarget, Action::Plague(seat)) => self.plague_check(seat),
            (Decision::ChooseTile { .. }, Action::KeepTile(t)) => self.keep_tile_check(t),
            (Decision::ReturnArmy { .. }, Action::ReturnArmy(t)) => self.return_army_check(t),
            (Decision::LayTile { .. }, Action::LayAt(at)) => self.lay_at_check(at),
            (Decision::TurnLaid { .. }, Action::PlaceTile(r)) => self.turn_laid_check(r),
            _ => not_now(),
        }
    }

    /// Checks an action of the main decision: move, act or end the turn.
    fn act_check(&self, action: Action) -> Result<(), E> {
        let acting = !matches!(
            action,
            Action::EndTurn
                | Action::Move(_)
                | Action::Explore(_)
                | Action::Pickpocket(_)
                | Action::Hawkeye
                | Action::Run(..)
                | Action::Portal
        );
        if acting && self.turn.actions_left == 0 {
            return Err(E::NoActionLeft);
        }
        match action {
            Action::EndTurn => Ok(()),
            Action::Move(d) => self.step_check(d),
            Action::Explore(d) => self.explore_check(d),
            Action::Heal => self.heal_check(),
            Action::Gather(bonus) => self.gather_check(bonus),
            Action::BuildCity(spare) => self.city_check(spare),
            Action::Build(b, spare) => self.build_check(b, spare),
            Action::Recruit => self.recruit_check(),
            Action::Raise => self.raise_check(),
            Action::Eradicate => self.eradicate_check(),
            Action::PickUp => self.pick_up_check(),
            Action::Pickpocket(from) => self.pickpocket_check(from),
            Action::Hawkeye => self.hawkeye_check(),
            Action::Run(d, n) => self.run_check(d, n),
            Action::Portal => self.portal_check(),
            _ => Err(E::NotNow(Decision::Act)),
        }
    }

    /// Taia's choices of the resource left out, or none for everyone else.
    fn spares(&self) -> Vec<Option<Resource>> {
        if self.me().hero == Hero::Taia {
            RESOURCES.iter().map(|r| Some(*r)).collect()
        } else {
            vec![None]
        }
    }

    /// Candidate actions of the pending decision (a superset of the legal ones).
    fn candidates(&self) -> Vec<Action> {
        let mut out = Vec::new();
        match &self.turn.decision {
            Decision::Over => {}
            Decision::Act => {
                for d in DIRECTIONS {
                    out.push(Action::Move(d));
                    out.push(Action::Explore(d));
                    for n in 1..=3 {
                        out.push(Action::Run(d, n));
                    }
                }
                out.push(Action::Hawkeye);
                out.push(Action::Portal);
                out.push(Action::Heal);
                out.push(Action::Gather(None));
                for r in RESOURCES {
                    out.push(Action::Gather(Some(r)));
                }
                for spare in self.spares() {
                    out.push(Action::BuildCity(spare));
                    for b in BUILDINGS {
                        out.push(Action::Build(b, spare));
                    }
                }
                out.extend([
                    Action::Recruit,
                    Action::Raise,
                    Action::Eradicate,
                    Action::PickUp,
                ]);
                out.extend((0..self.board.heroes.len() as u8).map(|s| Action::Pickpocket(Seat(s))));
                out.push(Action::EndTurn);
            }
            Decision::PlaceTile { .. } => out.extend((0..6).map(Action::PlaceTile)),
            Decision::Building => {
                for spare in self.spares() {
                    for b in BUILDINGS {
                        out.push(Action::Build(b, spare));
                    }
                }
                out.push(Action::Done);
            }
            Decision::Recruiting => {
                for u in [Unit::Knight, Unit::Archer, Unit::Mage] {
                    out.push(Action::Enlist(u));
                    out.push(Action::Dismiss(u));
                }
                out.push(Action::Done);
            }
            Decision::Battle => {
                out.push(Action::Roll);
                for u in UNITS {
                    out.push(Action::Choose(u));
                    out.push(Action::Unchoose(u));
                }
            }
            Decision::Rolled => out.extend([
                Action::RerollHero,
                Action::RerollUnits,
                Action::Fireball,
                Action::Protect,
                Action::Strike,
            ]),
            Decision::Cart(_) | Decision::Steal { .. } => out.extend(RESOURCES.map(Action::Take)),
            Decision::Drop(_) => {
                let h = self.me();
                let mut items: Vec<_> = h.weapons.iter().chain(&h.spells).copied().collect();
                items.extend(h.amulet.map(super::data::Item::Amulet));
                items.extend(h.spare_amulet.map(super::data::Item::Amulet));
                items.sort();
                items.dedup();
                out.extend(items.into_iter().map(Action::Drop));
            }
            Decision::ChooseTile { tiles, .. } => out.extend(tiles.map(Action::KeepTile)),
            Decision::ReturnArmy { at } => {
                let armies = self.board.landscape.get(at).map(|p| p.armies.clone());
                out.extend(
                    armies
                        .unwrap_or_default()
                        .into_iter()
                        .map(Action::ReturnArmy),
                );
            }
            Decision::LayTile { .. } => out.extend(self.frontier().into_iter().map(Action::LayAt)),
            Decision::TurnLaid { .. } => out.extend((0..6).map(Action::PlaceTile)),
            Decision::PortalTo => {
                out.extend(self.portal_targets().into_iter().map(Action::PortalTo));
                out.push(Action::Done);
            }
            Decision::PlagueTarget => {
                out.extend((0..self.board.heroes.len() as u8).map(|s| Action::Plague(Seat(s))));
            }
        }
        out
    }

    /// Every legal action of the seat to act.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = self.candidates();
        out.retain(|a| self.action_check(a).is_ok());
        out
    }
}
