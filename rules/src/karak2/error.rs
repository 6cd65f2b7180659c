//! Why an action is refused, as a typed error naming the rule broken. Converted to the
//! contract's [`RuleError`] (its `rule` is [`Karak2Error::rule`]).

use std::borrow::Cow;

use super::data::{Building, Item, Unit};
use super::hex::Direction;
use super::turn::Decision;
use crate::game::rule_codes;
use crate::RuleError;

rule_codes! {
    /// The rules of Karak 2 a player can break, each with its stable code: the `rule` of
    /// every [`RuleError`] the game gives (and of the JSON API's refusals), which the UI
    /// translates. [`Karak2Error::rule`] says which rule each refusal breaks.
    pub enum Rule {
        /// The game has ended: the Dark General has fallen.
        GameOver = "game over",
        /// Only the seat whose decision it is may act.
        NotYourTurn = "not your turn",
        /// An action answers the pending decision only.
        NotNow = "not now",
        /// A turn has its actions (two, more with a stable or the Amulet of Action), no more.
        ActionsOfATurn = "actions of a turn",
        /// A move comes before an action, so one must be left to follow it.
        MoveBeforeAnAction = "move before an action",
        /// Exploring: onto an empty hexagon, while the landscape deck has tiles.
        Exploring = "exploring",
        /// A move or an exploration crosses no chasm.
        ChasmsBlockMovement = "chasms block movement",
        /// Healing gives back lives a hero has lost.
        Healing = "healing",
        /// Gathering: a tile's own resources, once a turn, not on the castle, the Abyss, a city or
        /// an army.
        GatheringResources = "gathering resources",
        /// Each hero builds one city, on a free tile.
        CityBuilding = "city building",
        /// Buildings go up in the hero's own city, each once, paid in full.
        Building = "building",
        /// Recruiting: in the hero's own city free of the Plague, with the unit's building, within
        /// glory and the supply.
        Recruiting = "recruiting",
        /// Xanros's Necromancy: up to three skeletons.
        Necromancy = "necromancy",
        /// The Plague is eradicated at Karak Castle.
        EradicatingThePlague = "eradicating the plague",
        /// Rerolls: Elspeth's hero die and Horan's unit dice, once a battle.
        Rerolls = "rerolls",
        /// A Fireball is cast from the inventory.
        Fireball = "fireball",
        /// The Amulet of Protection ignores a two-skull face rolled.
        AmuletOfProtection = "amulet of protection",
        /// An over-full slot keeps what fits: the item left is one of that slot's.
        InventorySlots = "inventory slots",
        /// Plague & Misery falls on another player.
        PlagueAndMisery = "plague and misery",
        /// Picking up needs an item lying on the tile.
        PickingUpAnItem = "picking up an item",
        /// Darius's Terrain Exploration: one of the two tiles drawn is laid.
        TerrainExploration = "terrain exploration",
        /// Taia's Fate-weaver: one of the army tokens drawn goes back to the bag.
        FateWeaver = "fate-weaver",
        /// A hero's ability is that hero's, once a turn.
        HeroAbility = "hero ability",
        /// Elspeth's Magic Run: 1 to 3 laid tiles in a straight line, stopping at the first army.
        MagicRun = "magic run",
        /// The portal goes from the city to a laid tile or back, once a turn.
        Portal = "portal",
        /// Lorraine's Hawkeye: the tile is laid where it meets the landscape across a border
        /// without a chasm.
        Hawkeye = "hawkeye",
        /// The Pickpocket spell takes resources another hero has.
        Pickpocket = "pickpocket",
    }
}

/// A refused action of Karak 2.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Karak2Error {
    /// The Dark General has fallen.
    #[error("the Dark General has been defeated: the game is over")]
    GameOver,
    /// Another seat decides now.
    #[error("it is seat {0}'s decision")]
    NotYourTurn(u8),
    /// The action has no place in the pending decision.
    #[error("this action has no place now: the pending decision is {0:?}")]
    NotNow(Decision),
    /// Every action of the turn is spent.
    #[error("no action is left this turn")]
    NoActionLeft,
    /// A move needs an action still to come: "it is not possible to take an action and then
    /// move" [rulebook].
    #[error("a move comes before an action, and no action is left to follow it")]
    NoActionAfterMove,
    /// No laid tile there (moving) or a laid one (exploring).
    #[error("there is no laid tile to the {0:?}")]
    NoTile(Direction),
    /// The hexagon is already laid: that is a move, not an exploration.
    #[error("the land to the {0:?} is already explored")]
    AlreadyExplored(Direction),
    /// The deck is empty.
    #[error("the landscape deck is empty")]
    DeckEmpty,
    /// A chasm on the border.
    #[error("a chasm lies between the tiles to the {0:?}")]
    Chasm(Direction),
    /// The tile turned this way does not let the hero in.
    #[error("turned {0} sixths, the tile shows a chasm where the hero enters")]
    TileBlocks(u8),
    /// Healing at full lives.
    #[error("the hero has all five lives")]
    FullLives,
    /// Nothing to gather here.
    #[error("nothing can be gathered here (the castle, the Abyss, a city or an army)")]
    NothingToGather,
    /// This tile was gathered from this turn.
    #[error("this tile has been gathered from this turn")]
    GatheredThisTurn,
    /// The extra resource named is not one of the tile's.
    #[error("the Amulet of Resources gives one more of the tile's own kinds")]
    WrongBonus,
    /// The city cannot stand here.
    #[error("a city cannot be built here (the castle, an army, another hero, another city)")]
    NoCitySite,
    /// The hero has a city already.
    #[error("each hero builds one city")]
    HasCity,
    /// Not in the hero's own city.
    #[error("this is done in the hero's own city")]
    NotInCity,
    /// Already built.
    #[error("{0:?} is already built")]
    Built(Building),
    /// Not enough resources.
    #[error("not enough resources")]
    CannotPay,
    /// Only Taia pays one resource less, and she always does.
    #[error("Taia's Expert Builder always leaves out one resource of the price; nobody else does")]
    NoDiscount,
    /// The building that trains this unit is missing.
    #[error("{0:?} cannot be recruited without its building")]
    NoBuildingFor(Unit),
    /// The Plague cripples the city.
    #[error("no units are trained in a city with the Plague")]
    Plagued,
    /// The glory limit.
    #[error("the army already has as many units as the hero's glory")]
    GloryLimit,
    /// The supply of that die is empty.
    #[error("no {0:?} die is left in the supply")]
    SupplyEmpty(Unit),
    /// No such unit in the army.
    #[error("the army has no {0:?}")]
    NoSuchUnit(Unit),
    /// Only recruited units are recruited or dismissed.
    #[error("{0:?} dice are not recruited")]
    NotRecruited(Unit),
    /// Only Xanros raises skeletons, three at most.
    #[error("only Xanros raises skeletons, three at most")]
    NoSkeleton,
    /// Eradicating happens at the castle.
    #[error("the Plague is eradicated at Karak Castle")]
    NotAtCastle,
    /// No reroll: not the hero's ability, or used this battle.
    #[error("no reroll: Elspeth rerolls her hero die and Horan his unit dice, once a battle")]
    NoReroll,
    /// No Fireball in the inventory.
    #[error("no Fireball spell in the inventory")]
    NoFireball,
    /// The Amulet of Protection is not worn or there are no two skulls to ignore.
    #[error("the Amulet of Protection ignores a two-skull face rolled")]
    NoProtection,
    /// The item is not held (or not of the over-full slot).
    #[error("{0:?} is not one of the items to choose from")]
    NotHeld(Item),
    /// No item lies on the tile.
    #[error("no item lies on this tile")]
    NothingToPickUp,
    /// No Pickpocket spell carried.
    #[error("no Pickpocket spell in the inventory")]
    NoPickpocket,
    /// The hero robbed has nothing (or is the caster).
    #[error("seat {0}'s hero has no resources to steal (or is the caster)")]
    NothingToSteal(u8),
    /// The resource is not there to take.
    #[error("that resource is not there to take")]
    NotThere,
    /// Not one of the tiles drawn.
    #[error("tile {0} is not one of the two drawn")]
    NotDrawnTile(u8),
    /// Not one of the tokens drawn.
    #[error("token {0} is not one of those drawn onto the tile")]
    NotDrawnArmy(u8),
    /// The ability is not the hero's, or used this turn.
    #[error("this is another hero's ability, or it was used this turn")]
    AbilityUsed,
    /// A run of 1 to 3 tiles.
    #[error("Magic Run goes 1 to 3 tiles, not {0}")]
    RunTooLong(u8),
    /// A run stops at the first army.
    #[error("Magic Run must stop on the first tile with an army")]
    RunThroughArmy,
    /// A run crosses laid tiles only.
    #[error("Magic Run crosses only tiles already laid; it never explores")]
    RunOffTheLandscape,
    /// The Hawkeye tile, turned so, meets the landscape only across chasms.
    #[error("turned {0} sixths, the tile meets the landscape only across chasms")]
    LaidAcrossChasms(u8),
    /// The tile cannot connect there.
    #[error("the tile connects to no laid tile there, however it is turned")]
    NoConnection,
    /// No portal to use.
    #[error("the portal goes from the city to any laid tile or back, once a turn")]
    NoPortal,
    /// Plague & Misery falls on another player.
    #[error("Plague & Misery falls on another player, not seat {0}")]
    PlagueTarget(u8),
}

impl Karak2Error {
    /// The rule broken (its [`Rule::code`] is the refusal's stable `rule`).
    pub fn rule(&self) -> Rule {
        use Karak2Error as E;
        match self {
            E::GameOver => Rule::GameOver,
            E::NotYourTurn(_) => Rule::NotYourTurn,
            E::NotNow(_) => Rule::NotNow,
            E::NoActionLeft => Rule::ActionsOfATurn,
            E::NoActionAfterMove => Rule::MoveBeforeAnAction,
            E::NoTile(_) | E::AlreadyExplored(_) | E::DeckEmpty => Rule::Exploring,
            E::Chasm(_) | E::TileBlocks(_) => Rule::ChasmsBlockMovement,
            E::FullLives => Rule::Healing,
            E::NothingToGather | E::GatheredThisTurn | E::WrongBonus => Rule::GatheringResources,
            E::NoCitySite | E::HasCity => Rule::CityBuilding,
            E::NotInCity | E::Built(_) | E::CannotPay | E::NoDiscount => Rule::Building,
            E::NoBuildingFor(_) | E::Plagued | E::GloryLimit | E::SupplyEmpty(_) => {
                Rule::Recruiting
            }
            E::NoSuchUnit(_) | E::NotRecruited(_) => Rule::Recruiting,
            E::NoSkeleton => Rule::Necromancy,
            E::NotAtCastle => Rule::EradicatingThePlague,
            E::NoReroll => Rule::Rerolls,
            E::NoFireball => Rule::Fireball,
            E::NoProtection => Rule::AmuletOfProtection,
            E::NotHeld(_) => Rule::InventorySlots,
            E::PlagueTarget(_) => Rule::PlagueAndMisery,
            E::NothingToPickUp => Rule::PickingUpAnItem,
            E::NotDrawnTile(_) => Rule::TerrainExploration,
            E::NotDrawnArmy(_) => Rule::FateWeaver,
            E::AbilityUsed => Rule::HeroAbility,
            E::RunTooLong(_) | E::RunThroughArmy | E::RunOffTheLandscape => Rule::MagicRun,
            E::NoPortal => Rule::Portal,
            E::NoConnection | E::LaidAcrossChasms(_) => Rule::Hawkeye,
            E::NoPickpocket | E::NothingToSteal(_) | E::NotThere => Rule::Pickpocket,
        }
    }
}

impl From<Karak2Error> for RuleError {
    fn from(e: Karak2Error) -> Self {
        RuleError::new(e.rule(), Cow::Owned(e.to_string()))
    }
}
