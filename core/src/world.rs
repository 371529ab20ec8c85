//! Worlds: for one seat, a complete game state that seat cannot tell from the real one.
//!
//! Everything the seat knows stays — its own hand, role and character, what it was shown,
//! everything public — and everything else is drawn again at random within the rules:
//! other seats' hands (their sizes kept), face-down cards, the deck's order, hidden roles,
//! identities, tasks and face-down characters, the game's own random stream. A search
//! plays candidate moves out in such worlds; since a world is drawn from what the seat
//! knows and nothing else, a bot that thinks only in worlds sees only its own seat.
//!
//! A game draws in two steps, so that one draw can be laid on several states of the same
//! game (the belief weighs a draw by how well it explains what others did earlier, on the
//! state of that moment): [`Table::hidden`] draws the hidden parts for a seat
//! ([`Hidden`]), [`Table::with_hidden`] makes this state with them. [`world`] does both.
//!
//! What a world owes the seat ([`check_world`], the world property the tests hold every
//! game to): the seat's view, its open prompts and its log lines are the same as in the
//! real game, and the world keeps the game's invariants.

use crate::{rng::GameRng, seat::Seat, table::Table, view::Viewer};

/// The hidden parts of a game drawn for one seat: what a game's [`Table::with_hidden`]
/// lays on a state — the hidden roles, and a seed from which the game draws the rest
/// (card faces, the deck's order, its own random stream) on whichever state of the game
/// it is laid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// The seat it was drawn for.
    pub seat: Seat,
    /// Per seat, the key of the hidden role drawn for it, as the game writes it (its
    /// identity, task or role, and a face-down character): `None` where the seat knows
    /// it. What a belief weighs and what its accuracy is measured on.
    pub roles: Vec<Option<String>>,
    /// The seed of everything else.
    pub seed: u64,
}

impl Hidden {
    /// The part of a role key before `#` (the identity, without a character).
    pub fn base(key: &str) -> &str {
        key.split('#').next().unwrap_or(key)
    }
}

/// A world for `seat`: the hidden parts drawn and laid on `table`. `None` for a game that
/// cannot draw worlds.
pub fn world(table: &dyn Table, seat: Seat, rng: &mut GameRng) -> Option<Box<dyn Table>> {
    let h = table.hidden(seat, rng)?;
    table.with_hidden(&h)
}

/// Whether `world` is one `seat` cannot tell from `real`: the same view, the same open
/// prompts of the seat, the same log lines for the seat, and the game's invariants kept.
/// The first difference, in words.
pub fn check_world(real: &dyn Table, world: &dyn Table, seat: Seat) -> Result<(), String> {
    let me = Viewer::Seat(seat);
    let (a, b) = (real.view(me).to_json(), world.view(me).to_json());
    if a != b {
        return Err(format!(
            "seat {}'s view differs:\n  real  {a}\n  world {b}",
            seat.number()
        ));
    }
    let mine = |t: &dyn Table| {
        t.prompts()
            .iter()
            .filter(|p| p.seat == seat)
            .cloned()
            .collect::<Vec<_>>()
    };
    if mine(real) != mine(world) {
        return Err(format!(
            "seat {}'s prompts differ:\n  real  {:?}\n  world {:?}",
            seat.number(),
            mine(real),
            mine(world)
        ));
    }
    let lines = |t: &dyn Table| {
        t.log()
            .for_viewer(me, 0)
            .map(|e| e.text.zh.to_string())
            .collect::<Vec<_>>()
    };
    if lines(real) != lines(world) {
        return Err(format!("seat {}'s log lines differ", seat.number()));
    }
    world.check_invariants()
}

/// The world property along a whole bot game: `players` seats of `kind` play `rules` from
/// `seed`, and every `every` decisions a world is drawn for each seat and checked against
/// the real game ([`check_world`]). The number of worlds drawn (a game may draw none in
/// parts, e.g. while characters are being chosen), or the first failure, in words. What
/// every game's world tests run.
pub fn check_worlds_in_play(
    rules: &std::sync::Arc<crate::RuleFile>,
    players: usize,
    seed: u64,
    kind: crate::BotKind,
    every: usize,
    rng: &mut GameRng,
) -> Result<usize, String> {
    census(rules, players, seed, kind, every, 0, rng).map(|c| c.worlds)
}

/// What [`census`] counted in one bot game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Worlds drawn and checked ([`check_world`]): each the same to its seat as the real
    /// game, and keeping the game's invariants.
    pub worlds: usize,
    /// Of those, the worlds played on to an end.
    pub played: usize,
    /// Answers given in the worlds played on.
    pub answers: usize,
}

/// The most answers a world played on may take before it counts as not ending.
const PLAY_ON_CAP: usize = 50_000;

/// [`check_worlds_in_play`], and the game's first world and every `play_every`-th after it
/// (0: none) is played on to an end by bots of `kind` in every seat; a world that does not
/// end (no prompt open before its outcome, an answer it refuses that its default does not
/// mend either, or more than 50,000 answers) is a failure.
pub fn census(
    rules: &std::sync::Arc<crate::RuleFile>,
    players: usize,
    seed: u64,
    kind: crate::BotKind,
    every: usize,
    play_every: usize,
    rng: &mut GameRng,
) -> Result<Census, String> {
    let mut m = crate::Match::new(rules.clone(), players, seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<_> = (0..players as u8)
        .map(|s| rules.rules.bot(kind, Seat(s), seed))
        .collect();
    let (mut step, mut c, mut failed) = (0, Census::default(), None);
    crate::bot::play_out_by(&mut m, 50_000, |m, p| {
        step += 1;
        if step % every.max(1) == 0 && failed.is_none() {
            for s in 0..players as u8 {
                let Some(w) = world(m.table(), Seat(s), rng) else {
                    continue;
                };
                c.worlds += 1;
                let mut checked = check_world(m.table(), &*w, Seat(s));
                if checked.is_ok() && play_every > 0 && c.worlds % play_every == 1 % play_every {
                    let on_seed = seed ^ (step as u64) << 8 ^ s as u64;
                    checked = play_on(rules, w, kind, on_seed).map(|n| {
                        c.played += 1;
                        c.answers += n;
                    });
                }
                if let Err(e) = checked {
                    failed = Some(format!(
                        "{players}p seed {seed} step {step}, seat {}: {e}",
                        Seat(s).number()
                    ));
                    break;
                }
            }
        }
        bots[p.seat.index()].choose_in(m.rules(), m.table(), p)
    })
    .map_err(|e| format!("{players}p seed {seed}: {e:?}"))?;
    failed.map_or(Ok(c), Err)
}

/// Plays world `t` on to its end with fresh bots of `kind` in every seat: the answers it
/// took, or why it did not end.
fn play_on(
    rules: &crate::RuleFile,
    mut t: Box<dyn Table>,
    kind: crate::BotKind,
    seed: u64,
) -> Result<usize, String> {
    let mut bots: Vec<_> = (0..t.seats() as u8)
        .map(|s| rules.rules.bot(kind, Seat(s), seed))
        .collect();
    for n in 0..PLAY_ON_CAP {
        if t.outcome().is_some() {
            return Ok(n);
        }
        let Some(p) = t.prompts().first().cloned() else {
            return Err(format!(
                "the world played on stops after {n} answers: no prompt is open and no outcome"
            ));
        };
        let choice = bots[p.seat.index()].choose_in(rules, &*t, &p);
        if t.answer(p.seat, p.id, &choice).is_err() && t.answer(p.seat, p.id, &p.default).is_err() {
            return Err(format!(
                "the world played on refuses, after {n} answers, seat {}'s answer {choice:?} and the default {:?} to `{}`",
                p.seat.number(),
                p.default,
                p.kind
            ));
        }
    }
    Err(format!(
        "the world played on has not ended after {PLAY_ON_CAP} answers"
    ))
}

/// How many different values `values` holds: what the tests that worlds vary count.
pub fn distinct<T: Ord + Clone>(values: &[T]) -> usize {
    let mut v = values.to_vec();
    v.sort();
    v.dedup();
    v.len()
}
