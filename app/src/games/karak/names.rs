//! The names of Karak's things in words: heroes' classes and skills, monsters, items,
//! directions and tiles, per language (the proper names of heroes are the same in both).

use rules::karak::{Dir, HeroKind, Item, TileKind, Token};

use crate::i18n::Lang;

/// The hero's class name in a language (the proper name is the same in both).
pub fn hero_class(hero: HeroKind, lang: Lang) -> &'static str {
    match (lang, hero) {
        (Lang::En, HeroKind::Warrior) => "Warrior",
        (Lang::En, HeroKind::Thief) => "Thief",
        (Lang::En, HeroKind::Wizard) => "Wizard",
        (Lang::En, HeroKind::Warlock) => "Warlock",
        (Lang::En, HeroKind::Swordsman) => "Swordsman",
        (Lang::En, HeroKind::Oracle) => "Oracle",
        (Lang::En, HeroKind::WarriorPrincess) => "Warrior Princess",
        (Lang::De, HeroKind::Warrior) => "Krieger",
        (Lang::De, HeroKind::Thief) => "Diebin",
        (Lang::De, HeroKind::Wizard) => "Zauberer",
        (Lang::De, HeroKind::Warlock) => "Hexenmeister",
        (Lang::De, HeroKind::Swordsman) => "Schwertkämpfer",
        (Lang::De, HeroKind::Oracle) => "Orakel",
        (Lang::De, HeroKind::WarriorPrincess) => "Kriegerprinzessin",
    }
}

/// The hero's two skills in a language.
pub fn hero_skills(hero: HeroKind, lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => hero.skills(),
        Lang::De => match hero {
            HeroKind::Warrior => ["Doppelangriff", "Wiedergeburt"],
            HeroKind::Thief => ["Hinterhalt", "Schleichen"],
            HeroKind::Wizard => ["Magische Affinität", "Astralwandeln"],
            HeroKind::Warlock => ["Opfer", "Magischer Tausch"],
            HeroKind::Swordsman => ["Kampftraining", "Unaufhaltsam"],
            HeroKind::Oracle => ["Voraussicht", "Schicksalsweberin"],
            HeroKind::WarriorPrincess => ["Zweihandangriff", "Sturmangriff"],
        },
    }
}

/// What a hero skill does, in a few words (our own wording).
pub fn skill_help(hero: HeroKind, lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => match hero {
            HeroKind::Warrior => [
                "May roll both dice once more in a fight.",
                "At 0 HP wakes at a fountain, fully healed, instead of skipping a turn.",
            ],
            HeroKind::Thief => [
                "Wins ties.",
                "May walk past monsters and stay on their tiles.",
            ],
            HeroKind::Wizard => [
                "Magic Flames are not used up.",
                "Steps through walls between discovered tiles.",
            ],
            HeroKind::Warlock => [
                "Once per fight: 1 HP for +1.",
                "Swaps places with a hero, using the whole turn.",
            ],
            HeroKind::Swordsman => [
                "Dice showing 1 are rolled again.",
                "A 6 in a fight lets him go on with his steps.",
            ],
            HeroKind::Oracle => [
                "+1 in a fight caused by her first step.",
                "Draws two tokens for a room and keeps one.",
            ],
            HeroKind::WarriorPrincess => [
                "May roll one die once more in a fight.",
                "Charges across a monster for a step and 1 HP.",
            ],
        },
        Lang::De => match hero {
            HeroKind::Warrior => [
                "Darf im Kampf beide Würfel einmal neu werfen.",
                "Erwacht bei 0 LP geheilt an einem Brunnen, statt auszusetzen.",
            ],
            HeroKind::Thief => [
                "Gewinnt bei Gleichstand.",
                "Darf an Monstern vorbeigehen und auf ihren Feldern bleiben.",
            ],
            HeroKind::Wizard => [
                "Magisches Feuer wird nicht verbraucht.",
                "Geht zwischen aufgedeckten Feldern durch Wände.",
            ],
            HeroKind::Warlock => [
                "Einmal pro Kampf: 1 LP für +1.",
                "Tauscht den Platz mit einem Helden, für den ganzen Zug.",
            ],
            HeroKind::Swordsman => [
                "Würfel mit einer 1 werden neu geworfen.",
                "Eine 6 im Kampf erlaubt weitere Schritte.",
            ],
            HeroKind::Oracle => [
                "+1 im Kampf nach ihrem ersten Schritt.",
                "Zieht zwei Plättchen für einen Raum und wählt eines.",
            ],
            HeroKind::WarriorPrincess => [
                "Darf im Kampf einen Würfel einmal neu werfen.",
                "Stürmt für einen Schritt und 1 LP über ein Monster.",
            ],
        },
    }
}

/// A monster with its article, as English sentences name it: "the Rat", "the Fallen"
/// (never "the The Fallen").
pub fn the_monster(token: Token, lang: Lang) -> String {
    let name = token_name(token, lang);
    format!("the {}", name.strip_prefix("The ").unwrap_or(name))
}

/// A monster's or chest's name.
pub fn token_name(token: Token, lang: Lang) -> &'static str {
    match (lang, token) {
        (Lang::En, Token::Rat) => "Rat",
        (Lang::En, Token::GiantSpider) => "Giant Spider",
        (Lang::En, Token::Mummy) => "Mummy",
        (Lang::En, Token::SkeletonTurnkey) => "Skeleton Turnkey",
        (Lang::En, Token::SkeletonWarrior) => "Skeleton Warrior",
        (Lang::En, Token::SkeletonKing) => "Skeleton King",
        (Lang::En, Token::Fallen) => "The Fallen",
        (Lang::En, Token::Dragon) => "Dragon",
        (Lang::En, Token::Chest) => "Locked chest",
        (Lang::De, Token::Rat) => "Ratte",
        (Lang::De, Token::GiantSpider) => "Riesenspinne",
        (Lang::De, Token::Mummy) => "Mumie",
        (Lang::De, Token::SkeletonTurnkey) => "Skelett-Schließer",
        (Lang::De, Token::SkeletonWarrior) => "Skelettkrieger",
        (Lang::De, Token::SkeletonKing) => "Skelettkönig",
        (Lang::De, Token::Fallen) => "Der Gefallene",
        (Lang::De, Token::Dragon) => "Drache",
        (Lang::De, Token::Chest) => "Verschlossene Truhe",
    }
}

/// An item's name.
pub fn item_name(item: Item, lang: Lang) -> &'static str {
    match (lang, item) {
        (Lang::En, Item::Daggers) => "Daggers +1",
        (Lang::En, Item::PortalOfHealing) => "Portal of Healing",
        (Lang::En, Item::MagicFlames) => "Magic Flames",
        (Lang::En, Item::Key) => "Key",
        (Lang::En, Item::Sword) => "Sword +2",
        (Lang::En, Item::Axe) => "Axe +3",
        (Lang::En, Item::FallenTreasure) => "Treasure",
        (Lang::En, Item::Ruby) => "Dragon's ruby",
        (Lang::En, Item::ChestTreasure) => "Treasure",
        (Lang::De, Item::Daggers) => "Dolche +1",
        (Lang::De, Item::PortalOfHealing) => "Heilportal",
        (Lang::De, Item::MagicFlames) => "Magisches Feuer",
        (Lang::De, Item::Key) => "Schlüssel",
        (Lang::De, Item::Sword) => "Schwert +2",
        (Lang::De, Item::Axe) => "Axt +3",
        (Lang::De, Item::FallenTreasure) => "Schatz",
        (Lang::De, Item::Ruby) => "Drachenrubin",
        (Lang::De, Item::ChestTreasure) => "Schatz",
    }
}

/// A compass direction in words.
pub fn dir_name(d: Dir, lang: Lang) -> &'static str {
    match (lang, d) {
        (Lang::En, Dir::N) => "north",
        (Lang::En, Dir::E) => "east",
        (Lang::En, Dir::S) => "south",
        (Lang::En, Dir::W) => "west",
        (Lang::De, Dir::N) => "Norden",
        (Lang::De, Dir::E) => "Osten",
        (Lang::De, Dir::S) => "Süden",
        (Lang::De, Dir::W) => "Westen",
    }
}

/// A tile kind's name.
pub fn tile_kind_name(kind: TileKind, lang: Lang) -> &'static str {
    match (lang, kind) {
        (Lang::En, TileKind::Start) => "the entrance",
        (Lang::En, TileKind::Tunnel) => "a tunnel",
        (Lang::En, TileKind::Room) => "a room",
        (Lang::En, TileKind::Gate) => "a teleportation gate",
        (Lang::En, TileKind::Fountain) => "a healing fountain",
        (Lang::De, TileKind::Start) => "den Eingang",
        (Lang::De, TileKind::Tunnel) => "einen Gang",
        (Lang::De, TileKind::Room) => "einen Raum",
        (Lang::De, TileKind::Gate) => "ein Teleportationstor",
        (Lang::De, TileKind::Fountain) => "einen Heilbrunnen",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A monster whose name has its own article reads "the Fallen", never "the The Fallen"
    /// (the play-test's log said "Defeat — the The Fallen wins").
    #[test]
    fn a_monster_has_one_article() {
        assert_eq!(the_monster(Token::Fallen, Lang::En), "the Fallen");
        assert_eq!(
            the_monster(Token::GiantSpider, Lang::En),
            "the Giant Spider"
        );
    }
}
