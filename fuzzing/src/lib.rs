//! Bodies of the fuzz targets, as plain functions of the input bytes.
//!
//! `fuzz/` (a cargo-fuzz package outside the workspace) calls each body from a
//! libFuzzer target; `tests/corpora.rs` replays the committed corpora through the same
//! bodies in a normal `cargo test`. A body panics exactly when it finds a bug: a
//! panic inside the code under test, or a broken property checked here.
//!
//! | target          | input                                   | property                                  |
//! |-----------------|-----------------------------------------|-------------------------------------------|
//! | `rules_actions` | setup bytes, then instructions: play a legal action, fast-forward, send any action | no panic; exact legal actions; a refused action leaves the state hash unchanged; invariants hold |
//! | `action_json`   | JSON text                                | `Action` / `SeatAction` parse → write → parse is the identity |
//! | `import_file`   | an export file (`karak-online-game` v1)  | `check_import` never panics; an accepted file written again is accepted as the same game |
//! | `api_bodies`    | selector byte, then a JSON body          | every request body type parses without panic and round-trips |

#![forbid(unsafe_code)]

use protocol::api::{SubmitAction, TakeSeat};
use protocol::replay::{GameExport, HistoryQuery, SeatAction};
use protocol::{NewGame, NewOnlineGame};
use rules::karak::{Action, Dir, Karak, KarakOptions};
use rules::{ActionBuf, Game, Seat};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The names of the targets, as in `fuzz/fuzz_targets/<name>.rs` and `fuzz/corpus/<name>/`.
pub const TARGETS: [&str; 4] = ["rules_actions", "action_json", "import_file", "api_bodies"];

/// Runs the body of target `name` on `data`.
///
/// # Panics
/// On an unknown name, and wherever the body itself panics (a bug found).
pub fn run(name: &str, data: &[u8]) {
    match name {
        "rules_actions" => rules_actions(data),
        "action_json" => action_json(data),
        "import_file" => import_file(data),
        "api_bodies" => api_bodies(data),
        other => panic!("no fuzz target named {other}"),
    }
}

/// Most actions one input may try (keeps an input's run time bounded).
pub const MAX_STEPS: usize = 3000;

// Heroes, tokens and items in the rules crate's own order (one list each, kept there).
use rules::karak::data::{HEROES, ITEMS, TOKENS};

const DIRS: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

/// The input as a stream of bytes; zeros once it runs out.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> Option<u8> {
        let (first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(*first)
    }
    fn byte(&mut self) -> u8 {
        self.next().unwrap_or(0)
    }
    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.byte()))
    }
}

/// Options from the first bytes: 2–5 distinct heroes (a permutation driven by the
/// input), the expert variant, and the seed.
fn options(bytes: &mut Bytes<'_>) -> (KarakOptions, u64) {
    let setup = bytes.byte();
    let players = 2 + usize::from(setup % 4);
    let expert = setup & 0x80 != 0;
    let mut heroes = HEROES.to_vec();
    for i in (1..heroes.len()).rev() {
        let j = usize::from(bytes.byte()) % (i + 1);
        heroes.swap(i, j);
    }
    heroes.truncate(players);
    (KarakOptions { heroes, expert }, bytes.u64())
}

/// Any action of the vocabulary, parameters unchecked (tile indices and seats up to
/// 255, rotations and dice beyond their ranges): what a hostile client may send.
fn any_action(bytes: &mut Bytes<'_>) -> Action {
    let kind = bytes.byte() % 24;
    let p = bytes.byte();
    let dir = DIRS[usize::from(p % 4)];
    match kind {
        0 => Action::Step(dir),
        1 => Action::Charge {
            over: dir,
            to: DIRS[usize::from((p >> 2) % 4)],
        },
        2 => Action::Teleport(p),
        3 => Action::Rotate(p),
        4 => Action::Fight,
        5 => Action::Sneak,
        6 => Action::Reroll,
        7 => Action::RerollDie(p),
        8 => Action::KeepRoll,
        9 => Action::UseFlames,
        10 => Action::Sacrifice,
        11 => Action::Resolve,
        12 => Action::ChooseToken(TOKENS[usize::from(p % 9)]),
        13 => Action::Leave(ITEMS[usize::from(p % 9)]),
        14 => Action::Curse(Seat(p)),
        15 => Action::KeepCurse,
        16 => Action::OpenChest,
        17 => Action::PickUp,
        18 => Action::Portal {
            target: Seat(p),
            fountain: bytes.byte(),
        },
        19 => Action::Swap(Seat(p)),
        20 => Action::Reincarnate(p),
        // Small parameters are the interesting ones for the index-carrying actions.
        21 => Action::Teleport(p % 16),
        22 => Action::Reincarnate(p % 16),
        _ => Action::EndTurn,
    }
}

/// **Rules under arbitrary action sequences.** The first bytes choose the options and
/// the seed; then each byte is one instruction:
/// - `0x00..=0x3f`: play the legal action it indexes;
/// - `0x40..=0x7f`: fast-forward, play `(b & 0x3f) + 1` legal actions picked by a small
///   generator (so short inputs reach the middle and the end of games);
/// - `0x80..=0xff`: send any action of the vocabulary (parameters from the next bytes)
///   for a seat from the input, often the wrong one or none at all.
///
/// Checks: no panic; the game's invariants hold (`check_invariants`: before each
/// instruction's last action and at the end of the input); `legal_actions()` is exact
/// (a listed action by the seat to act applies, anything else is refused with a named
/// rule); a refused action leaves the state hash unchanged; a finished game refuses
/// everything.
pub fn rules_actions(data: &[u8]) {
    let mut bytes = Bytes(data);
    let (options, seed) = options(&mut bytes);
    let mut game = Karak::new(&options, seed).expect("2–5 distinct heroes are valid options");
    let players = options.heroes.len() as u8;
    let mut pick = seed | 1;
    let mut steps = 0;
    while steps < MAX_STEPS {
        let Some(b) = bytes.next() else { break };
        match b {
            0x00..=0x3f => {
                steps += 1;
                step(&mut game, players, Some(usize::from(b)), true, &mut bytes);
            }
            0x40..=0x7f => {
                let n = b & 0x3f;
                for i in 0..=n {
                    // xorshift64: a cheap, input-independent choice among the legal actions.
                    pick ^= pick << 13;
                    pick ^= pick >> 7;
                    pick ^= pick << 17;
                    steps += 1;
                    let index = Some((pick >> 32) as usize);
                    step(&mut game, players, index, i == n, &mut bytes);
                }
            }
            _ => {
                steps += 1;
                step(&mut game, players, None, true, &mut bytes);
            }
        }
    }
    if let Err(broken) = game.check_invariants() {
        panic!("invariant broken at the end: {broken}");
    }
}

/// One action: the legal action at `legal_index` (modulo their number), or with `None`
/// any action from the input bytes for a seat from the input; checks the properties
/// (the invariants, the costliest check, before the action when `invariants`).
fn step(
    game: &mut Karak,
    players: u8,
    legal_index: Option<usize>,
    invariants: bool,
    bytes: &mut Bytes<'_>,
) {
    if invariants {
        if let Err(broken) = game.check_invariants() {
            panic!("invariant broken: {broken}");
        }
    }
    let mut legal = ActionBuf::new();
    game.legal_actions_into(&mut legal);
    let legal = legal.as_slice();
    let to_act = game.to_act();
    assert_eq!(
        to_act.is_none(),
        legal.is_empty(),
        "a game offers legal actions exactly while someone is to act"
    );
    let (seat, action) = match (to_act, legal_index) {
        (Some(seat), Some(i)) => (seat, legal[i % legal.len()]),
        (None, Some(_)) => return,
        (_, None) => {
            // Mostly the seat to act, so the refusals test the action itself.
            let seat = match bytes.byte() {
                s @ 0..=191 => to_act.unwrap_or(Seat(s % players)),
                s => Seat(s - 192),
            };
            (seat, any_action(bytes))
        }
    };
    let listed = to_act == Some(seat) && legal.contains(&action);
    // Hashing is the costly part; a listed action must apply anyway.
    let before = (!listed).then(|| game.state_hash());
    match game.apply(seat, &action) {
        Ok(_) => assert!(listed, "{action:?} by {seat} applied but was not listed"),
        Err(e) => {
            assert!(!listed, "listed {action:?} by {seat} refused: {e}");
            assert!(!e.rule.is_empty(), "a refusal names its rule");
            assert_eq!(
                Some(game.state_hash()),
                before,
                "refused {action:?} by {seat} ({e}) changed the game"
            );
        }
    }
}

/// `parse → write → parse` is the identity for `T`, and the written text is stable.
fn round_trip<T>(value: &T)
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let text = serde_json::to_string(value).expect("a parsed value serialises");
    let again: T = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{text} was written but does not parse: {e}"));
    assert_eq!(&again, value, "{text} parses to another value");
    assert_eq!(serde_json::to_string(&again).expect("serialises"), text);
}

/// Parses `data` as JSON of type `T` and, when that succeeds, checks the round trip.
fn parse_and_round_trip<T>(data: &[u8])
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    if let Ok(value) = serde_json::from_slice::<T>(data) {
        round_trip(&value);
    }
}

/// **Actions as JSON**, the wire form of every move (API bodies, server functions,
/// stored actions, export files): `Action` and `SeatAction` parse without panic, and
/// whatever parses writes back to text that parses to the same value.
pub fn action_json(data: &[u8]) {
    parse_and_round_trip::<Action>(data);
    parse_and_round_trip::<SeatAction<Action>>(data);
}

/// **Import files.** `service::check_import` (size, JSON, format, versions, seats,
/// replay of every action, the stated result) never panics; a file it accepts,
/// written out again, is accepted again as the same game. Independently, whatever
/// parses as a `GameExport` round-trips.
pub fn import_file(data: &[u8]) {
    parse_and_round_trip::<GameExport<Karak>>(data);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(valid) = service::check_import(text) {
        let again = serde_json::to_string_pretty(&valid.export).expect("an export serialises");
        let revalid = service::check_import(&again)
            .unwrap_or_else(|e| panic!("an accepted file, written again, is refused: {e}"));
        assert_eq!(revalid.export, valid.export);
    }
}

/// **API request bodies.** The first byte picks the body type, the rest is the JSON:
/// `NewOnlineGame` (`POST /api/v1/games`, server function `create_online_game`),
/// `SubmitAction` (`POST /api/v1/games/{id}/actions`), `TakeSeat`
/// (`POST /api/v1/games/{id}/seats/{seat}`), `NewGame` (server function
/// `create_game`), `HistoryQuery` (server function `history`). Each parses without
/// panic and round-trips.
pub fn api_bodies(data: &[u8]) {
    let Some((&which, json)) = data.split_first() else {
        return;
    };
    match which % 5 {
        0 => parse_and_round_trip::<NewOnlineGame<Karak>>(json),
        1 => parse_and_round_trip::<SubmitAction<Action>>(json),
        2 => parse_and_round_trip::<TakeSeat>(json),
        3 => parse_and_round_trip::<NewGame<Karak>>(json),
        _ => parse_and_round_trip::<HistoryQuery>(json),
    }
}
