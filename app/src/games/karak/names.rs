//! The names of Karak's things in words: heroes' classes and skills, monsters, items,
//! directions and tiles, per language (the proper names of heroes are the same in all).

use rules::karak::{Dir, HeroKind, Item, Karak, TileKind, Token};
use rules::Seat;

use crate::i18n::Lang;

/// The hero's class name in a language (the proper name is the same in all).
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
        (Lang::Fr, HeroKind::Warrior) => "Guerrier",
        (Lang::Fr, HeroKind::Thief) => "Voleuse",
        (Lang::Fr, HeroKind::Wizard) => "Magicien",
        (Lang::Fr, HeroKind::Warlock) => "Sorcier",
        (Lang::Fr, HeroKind::Swordsman) => "Bretteur",
        (Lang::Fr, HeroKind::Oracle) => "Oracle",
        (Lang::Fr, HeroKind::WarriorPrincess) => "Princesse guerrière",
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
        Lang::Fr => match hero {
            HeroKind::Warrior => ["Double attaque", "Réincarnation"],
            HeroKind::Thief => ["Coup sournois", "Discrétion"],
            HeroKind::Wizard => ["Affinité magique", "Marche astrale"],
            HeroKind::Warlock => ["Sacrifice", "Échange magique"],
            HeroKind::Swordsman => ["Entraînement au combat", "Implacable"],
            HeroKind::Oracle => ["Prescience", "Tisseuse de destin"],
            HeroKind::WarriorPrincess => ["Attaque ambidextre", "Charge"],
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
        Lang::Fr => match hero {
            HeroKind::Warrior => [
                "Peut relancer une fois les deux dés pendant un combat.",
                "À 0\u{a0}PdV, se réveille soigné à une fontaine au lieu de passer son tour.",
            ],
            HeroKind::Thief => [
                "Gagne en cas d'égalité.",
                "Peut passer devant les monstres et rester sur leur tuile.",
            ],
            HeroKind::Wizard => [
                "Les Flammes magiques ne sont pas consommées.",
                "Traverse les murs entre deux tuiles découvertes.",
            ],
            HeroKind::Warlock => [
                "Une fois par combat\u{a0}: 1\u{a0}PdV pour +1.",
                "Échange sa place avec un héros, ce qui prend tout le tour.",
            ],
            HeroKind::Swordsman => [
                "Les dés qui font 1 sont relancés.",
                "Un 6 en combat lui permet de continuer ses pas.",
            ],
            HeroKind::Oracle => [
                "+1 dans un combat déclenché par son premier pas.",
                "Tire deux jetons pour une salle et en garde un.",
            ],
            HeroKind::WarriorPrincess => [
                "Peut relancer une fois un dé pendant un combat.",
                "Charge à travers un monstre pour un pas et 1\u{a0}PdV.",
            ],
        },
    }
}

/// A monster with its article, as sentences name it: "the Rat", "the Fallen" (never
/// "the The Fallen"); in French "le Rat", "l'Araignée géante", "la Momie", "le Déchu".
/// German sentences name monsters without an article, so German gets the bare name.
pub fn the_monster(token: Token, lang: Lang) -> String {
    let name = token_name(token, lang);
    match lang {
        Lang::En => format!("the {}", name.strip_prefix("The ").unwrap_or(name)),
        Lang::De => name.to_owned(),
        Lang::Fr => match token {
            Token::Fallen => "le Déchu".to_owned(),
            Token::GiantSpider => format!("l'{name}"),
            Token::Mummy | Token::Chest => format!("la {name}"),
            _ => format!("le {name}"),
        },
    }
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
        (Lang::Fr, Token::Rat) => "Rat",
        (Lang::Fr, Token::GiantSpider) => "Araignée géante",
        (Lang::Fr, Token::Mummy) => "Momie",
        (Lang::Fr, Token::SkeletonTurnkey) => "Squelette geôlier",
        (Lang::Fr, Token::SkeletonWarrior) => "Squelette guerrier",
        (Lang::Fr, Token::SkeletonKing) => "Roi squelette",
        (Lang::Fr, Token::Fallen) => "Le Déchu",
        (Lang::Fr, Token::Dragon) => "Dragon",
        (Lang::Fr, Token::Chest) => "Coffre verrouillé",
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
        (Lang::Fr, Item::Daggers) => "Dagues +1",
        (Lang::Fr, Item::PortalOfHealing) => "Portail de soin",
        (Lang::Fr, Item::MagicFlames) => "Flammes magiques",
        (Lang::Fr, Item::Key) => "Clé",
        (Lang::Fr, Item::Sword) => "Épée +2",
        (Lang::Fr, Item::Axe) => "Hache +3",
        (Lang::Fr, Item::FallenTreasure) => "Trésor",
        (Lang::Fr, Item::Ruby) => "Rubis du dragon",
        (Lang::Fr, Item::ChestTreasure) => "Trésor",
    }
}

/// A compass direction in words (in French with its preposition: "au nord", "à l'est",
/// so "Explorer à l'est" and "2 au nord, 1 à l'est" read naturally).
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
        (Lang::Fr, Dir::N) => "au nord",
        (Lang::Fr, Dir::E) => "à l'est",
        (Lang::Fr, Dir::S) => "au sud",
        (Lang::Fr, Dir::W) => "à l'ouest",
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
        (Lang::Fr, TileKind::Start) => "l'entrée",
        (Lang::Fr, TileKind::Tunnel) => "un couloir",
        (Lang::Fr, TileKind::Room) => "une salle",
        (Lang::Fr, TileKind::Gate) => "un portail de téléportation",
        (Lang::Fr, TileKind::Fountain) => "une fontaine de soin",
    }
}

/// A game of Karak as its viewer sees it.
pub type GameSnapshot = protocol::GameSnapshot<Karak>;

/// "Anna (Taia)".
pub fn seat_label(snap: &GameSnapshot, seat: Seat) -> String {
    crate::components::seat_label::<Karak>(&snap.seats, seat.0)
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
        assert_eq!(the_monster(Token::Fallen, Lang::Fr), "le Déchu");
        assert_eq!(
            the_monster(Token::GiantSpider, Lang::Fr),
            "l'Araignée géante"
        );
        assert_eq!(the_monster(Token::Mummy, Lang::Fr), "la Momie");
        assert_eq!(the_monster(Token::Dragon, Lang::Fr), "le Dragon");
    }
}
