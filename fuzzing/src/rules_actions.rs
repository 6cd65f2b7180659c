//! **Rules under arbitrary action sequences**, for any game of the registry.

use crate::bytes::Bytes;
use crate::json::bend;
use rules::{ActionBuf, Game, Seat};

/// Most actions one input may try (keeps an input's run time bounded).
pub const MAX_STEPS: usize = 3000;

/// Most distinct actions remembered as material for "any action".
const POOL: usize = 256;

/// The first bytes choose the options (the number of seats, the roles dealt by a
/// permutation, the variant bent from its default) and the seed; then each byte is one
/// instruction:
/// - `0x00..=0x3f`: play the legal action it indexes;
/// - `0x40..=0x7f`: fast-forward, play `(b & 0x3f) + 1` legal actions picked by a small
///   generator (so short inputs reach the middle and the end of games);
/// - `0x80..=0xff`: send any action for a seat from the input, often the wrong one or
///   none at all: one of the actions legal somewhere earlier in this game, its numbers
///   and flags bent by the next bytes.
///
/// Checks: no panic; the game's invariants hold ([`Game::check_invariants`]: before
/// each instruction's last action and at the end of the input); the legal actions are
/// exact (a listed action by the seat to act applies, anything else is refused with a
/// named rule); a refused action leaves the state hash unchanged; a finished game
/// refuses everything.
pub(crate) fn rules_actions<G: Game>(data: &[u8]) {
    let mut bytes = Bytes(data);
    let (options, seed) = options::<G>(&mut bytes);
    let Ok(mut game) = G::new(&options, seed) else {
        // A bent variant the game refuses at setup: nothing to play.
        return;
    };
    let mut run = Run::<G> {
        players: game.seat_count(),
        pool: Vec::new(),
    };
    let mut pick = seed | 1;
    let mut steps = 0;
    while steps < MAX_STEPS {
        let Some(b) = bytes.next() else { break };
        match b {
            0x00..=0x3f => {
                steps += 1;
                run.step(&mut game, Some(usize::from(b)), true, &mut bytes);
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
                    run.step(&mut game, index, i == n, &mut bytes);
                }
            }
            _ => {
                steps += 1;
                run.step(&mut game, None, true, &mut bytes);
            }
        }
    }
    if let Err(broken) = game.check_invariants() {
        panic!("invariant broken at the end: {broken}");
    }
}

/// Options from the first bytes: a seat count in the game's range, distinct roles
/// (a permutation driven by the input), the variant bent from its default, the seed.
fn options<G: Game>(bytes: &mut Bytes<'_>) -> (G::Options, u64) {
    let (least, most) = (*G::SEATS.start(), *G::SEATS.end());
    let players = least + bytes.byte() % (most - least + 1);
    let mut roles = G::roles().to_vec();
    for i in (1..roles.len()).rev() {
        let j = usize::from(bytes.byte()) % (i + 1);
        roles.swap(i, j);
    }
    roles.truncate(usize::from(players));
    let variant = bend(&G::Variant::default(), bytes);
    (G::options_with(&roles, &variant), bytes.u64())
}

/// What one input's game has seen so far.
struct Run<G: Game> {
    players: u8,
    /// Actions that were legal somewhere in this game: the vocabulary "any action" bends.
    pool: Vec<G::Action>,
}

impl<G: Game> Run<G> {
    fn remember(&mut self, legal: &[G::Action]) {
        for action in legal {
            if self.pool.len() < POOL && !self.pool.contains(action) {
                self.pool.push(*action);
            }
        }
    }

    /// Any action from the input: one that was legal somewhere in this game, bent.
    fn any_action(&self, bytes: &mut Bytes<'_>) -> G::Action {
        let base = match self.pool.len() {
            0 => G::Action::default(),
            n => self.pool[usize::from(bytes.byte()) % n],
        };
        bend(&base, bytes)
    }

    /// One action: the legal action at `legal_index` (modulo their number), or with
    /// `None` any action from the input bytes for a seat from the input; checks the
    /// properties (the invariants, the costliest check, before the action when
    /// `invariants`).
    fn step(
        &mut self,
        game: &mut G,
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
        self.remember(legal);
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
                    s @ 0..=191 => to_act.unwrap_or(Seat(s % self.players)),
                    s => Seat(s - 192),
                };
                (seat, self.any_action(bytes))
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
}
