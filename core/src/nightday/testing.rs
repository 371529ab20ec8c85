//! The scenario language of night/day games' tests (feature `testing`): seats by the
//! number players say (`3号` is `3`), answers by option key, what is asked read as typed
//! questions ([`Q`]: `Q::Night(Step::Kill)`, `Q::Vote`), never by kind strings, the kit's
//! day (speeches, last words, votes, exit hooks) played by them, and readers for what
//! each seat, the public and the moderator see. A game's own test support adds its deal
//! letters and its night.
//!
//! ```text
//! use tianhei_core::nightday::testing::*;
//! let mut g = my_game("WVVV");
//! pick(&mut g, 1, 3); // the wolf, seat 1, kills seat 3
//! assert_eq!(speak_all(&mut g), vec![4, 1, 2]);
//! vote_all(&mut g, Some(1));
//! assert_eq!(result(&g).as_deref(), Some("villagers"));
//! ```

use std::sync::Arc;

use crate::{
    BotKind, BotSpec, Match, RuleFile,
    bot::{play_out_by, search::check_fair},
    event::Audience,
    prompt::{AnswerError, Prompt, PromptId},
    rng::GameRng,
    seat::Seat,
    table::Table,
    view::Viewer,
    world::check_worlds_in_play,
};

pub use super::keys::Question as Q;
use super::{NightDay, Play};

/// The seat shown as number `n` (`n号`).
pub fn seat(n: usize) -> Seat {
    Seat(u8::try_from(n - 1).expect("seat number"))
}

/// The option key naming seat number `n`.
pub fn on(n: usize) -> String {
    format!("seat:{}", n - 1)
}

/// The open prompts as (seat number, what it asks).
pub fn asked<G: NightDay>(g: &Play<G>) -> Vec<(usize, Q<G::Step>)> {
    (g.prompts().iter())
        .map(|p| {
            (
                p.seat.number(),
                g.asks(p).expect("a question the game knows"),
            )
        })
        .collect()
}

/// What the open prompts ask, once each in a row.
pub fn kinds<G: NightDay>(g: &Play<G>) -> Vec<Q<G::Step>> {
    let mut k: Vec<_> = asked(g).into_iter().map(|(_, q)| q).collect();
    k.dedup();
    k
}

/// The open prompt of seat number `n`.
pub fn prompt_of<G: NightDay>(g: &Play<G>, n: usize) -> Prompt {
    g.prompts()
        .iter()
        .find(|p| p.seat == seat(n))
        .cloned()
        .unwrap_or_else(|| panic!("{n}号 is not asked; asked: {:?}", asked(g)))
}

/// The option keys of seat `n`'s open prompt.
pub fn options_of<G: NightDay>(g: &Play<G>, n: usize) -> Vec<String> {
    prompt_of(g, n)
        .options
        .iter()
        .map(|c| c.key.to_string())
        .collect()
}

/// Answers prompt `id` as seat `n` with the option `key` (the first option if the prompt
/// has none such), reporting a refusal.
pub fn try_act<G: NightDay>(
    g: &mut Play<G>,
    n: usize,
    id: PromptId,
    key: &str,
) -> Result<(), AnswerError> {
    let p = g.prompts().iter().find(|p| p.id == id).cloned();
    let idx = p.and_then(|p| p.find(key)).unwrap_or(0);
    g.answer(seat(n), id, &[idx])
}

/// Seat `n` answers its open prompt with the option `key` (`pass`, `done`, `seat:4`).
pub fn act<G: NightDay>(g: &mut Play<G>, n: usize, key: &str) {
    let p = prompt_of(g, n);
    let idx = p.find(key).unwrap_or_else(|| {
        panic!(
            "{n}号's {} has no option {key}: {:?}",
            p.kind,
            options_of(g, n)
        )
    });
    g.answer(seat(n), p.id, &[idx])
        .unwrap_or_else(|e| panic!("{n}号 {key}: {e}"));
}

/// Seat `n` picks seat number `target` on its open prompt.
pub fn pick<G: NightDay>(g: &mut Play<G>, n: usize, target: usize) {
    act(g, n, &on(target));
}

/// The first open prompt asking `q`.
pub fn open_of<G: NightDay>(g: &Play<G>, q: Q<G::Step>) -> Option<Prompt> {
    g.prompts().iter().find(|p| g.asks(p) == Some(q)).cloned()
}

/// Answers every open prompt asking `q` with `key(seat number)`, until none is open.
pub fn answer_all<G: NightDay>(g: &mut Play<G>, q: Q<G::Step>, key: impl Fn(usize) -> String) {
    while let Some(p) = open_of(g, q) {
        let n = p.seat.number();
        act(g, n, &key(n));
    }
}

/// Every speaker in turn is done; the speakers in order.
pub fn speak_all<G: NightDay>(g: &mut Play<G>) -> Vec<usize> {
    let mut order = Vec::new();
    while let Some(p) = open_of(g, Q::Speech) {
        order.push(p.seat.number());
        act(g, p.seat.number(), "done");
    }
    order
}

/// Speakers are done until seat `n` is asked to speak.
pub fn speak_until<G: NightDay>(g: &mut Play<G>, n: usize) {
    while let Some(p) = open_of(g, Q::Speech) {
        if p.seat.number() == n {
            return;
        }
        act(g, p.seat.number(), "done");
    }
    panic!("{n}号 was never asked to speak; asked: {:?}", asked(g));
}

/// The seat giving last words, once it is done; `None` if nobody is asked for them.
pub fn words<G: NightDay>(g: &mut Play<G>) -> Option<usize> {
    let p = open_of(g, Q::LastWords)?;
    act(g, p.seat.number(), "done");
    Some(p.seat.number())
}

/// Every seat giving last words in turn; their numbers.
pub fn all_words<G: NightDay>(g: &mut Play<G>) -> Vec<usize> {
    std::iter::from_fn(|| words(g)).collect()
}

/// Votes cast one at a time in the given order (`None` abstains); each voter must be the
/// one asked.
pub fn vote_in_turn<G: NightDay>(g: &mut Play<G>, ballots: &[(usize, Option<usize>)]) {
    for &(voter, target) in ballots {
        assert_eq!(
            asked(g),
            vec![(voter, Q::Vote)],
            "expected {voter}号 to vote"
        );
        act(g, voter, &target.map_or("abstain".into(), on));
    }
}

/// Every voter of the day's vote votes for `target` (the target himself, and everyone
/// for `None`, abstains); the voters in the order they were asked.
pub fn vote_all<G: NightDay>(g: &mut Play<G>, target: Option<usize>) -> Vec<usize> {
    let mut order = Vec::new();
    while let Some(p) = open_of(g, Q::Vote) {
        let n = p.seat.number();
        order.push(n);
        let key = match target {
            Some(t) if t != n => on(t),
            _ => "abstain".into(),
        };
        act(g, n, &key);
    }
    order
}

/// The open exit hooks: (seat number, whether it is a real question, not a pass-only
/// one).
pub fn exit_prompts<G: NightDay>(g: &Play<G>) -> Vec<(usize, bool)> {
    g.prompts()
        .iter()
        .filter(|p| g.asks(p) == Some(Q::Exit))
        .map(|p| (p.seat.number(), !p.pass_only))
        .collect()
}

/// Answers the exit hooks: a seat really asked picks `shot`, or passes.
pub fn exits<G: NightDay>(g: &mut Play<G>, shot: Option<usize>) {
    while let Some(p) = open_of(g, Q::Exit) {
        let key = match (p.pass_only, shot) {
            (false, Some(t)) => on(t),
            _ => "pass".to_string(),
        };
        act(g, p.seat.number(), &key);
    }
}

/// The view of `viewer`, as the game's view type `V`.
pub fn view_as<G: NightDay, V: Clone + 'static>(g: &Play<G>, viewer: Viewer) -> V {
    g.view(viewer)
        .downcast_ref::<V>()
        .expect("the game's view type")
        .clone()
}

/// The numbers of the seats alive.
pub fn alive<G: NightDay>(g: &Play<G>) -> Vec<usize> {
    g.town().alive().iter().map(Seat::number).collect()
}

/// Every line the public sees (narration included), Chinese.
pub fn public_lines<G: NightDay>(g: &Play<G>) -> Vec<String> {
    g.log()
        .for_viewer(Viewer::Public, 0)
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Public lines that are not narration.
pub fn announcements<G: NightDay>(g: &Play<G>) -> Vec<String> {
    g.log()
        .for_viewer(Viewer::Public, 0)
        .filter(|e| e.pace.is_none())
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Whether the public saw `line`.
pub fn heard<G: NightDay>(g: &Play<G>, line: &str) -> bool {
    announcements(g).iter().any(|l| l == line)
}

/// Lines addressed to seat `n` in private (not public ones).
pub fn lines_for<G: NightDay>(g: &Play<G>, n: usize) -> Vec<String> {
    g.log()
        .all()
        .iter()
        .filter(|e| matches!(e.audience, Audience::Seats(set) if set.contains(seat(n))))
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// Lines only the moderator sees.
pub fn moderator_lines<G: NightDay>(g: &Play<G>) -> Vec<String> {
    g.log()
        .all()
        .iter()
        .filter(|e| e.audience == Audience::Moderator)
        .map(|e| e.text.zh.to_string())
        .collect()
}

/// The narration of night `k` (from its first line to dawn), with each line's pause.
pub fn narration_of_night<G: NightDay>(g: &Play<G>, k: u32) -> Vec<(String, u32)> {
    let key = g.town().keys().night;
    let mut night = 0;
    let mut out = Vec::new();
    for e in g.log().all() {
        if e.key == key {
            night += 1;
        }
        if night == k
            && let Some(pace) = e.pace
        {
            out.push((e.text.zh.to_string(), pace.pause_ms));
        }
    }
    out
}

/// The narration texts only, of night `k`.
pub fn narration_texts<G: NightDay>(g: &Play<G>, k: u32) -> Vec<String> {
    narration_of_night(g, k).into_iter().map(|l| l.0).collect()
}

/// The result key (the winning side's key, or `draw`); `None` while the game goes on.
pub fn result<G: NightDay>(g: &Play<G>) -> Option<String> {
    g.outcome().map(|o| o.result_key().to_string())
}

/// Each seat's score, in seat order.
pub fn scores<G: NightDay>(g: &Play<G>) -> Vec<i32> {
    g.outcome()
        .expect("the game is over")
        .seats
        .iter()
        .map(|s| s.score)
        .collect()
}

/// The numbers of the seats that won.
pub fn winners<G: NightDay>(g: &Play<G>) -> Vec<usize> {
    g.outcome()
        .expect("the game is over")
        .winners()
        .map(Seat::number)
        .collect()
}

/// Every seat number in `from..=to` except `skip`.
pub fn seats_except(from: usize, to: usize, skip: &[usize]) -> Vec<usize> {
    (from..=to).filter(|n| !skip.contains(n)).collect()
}

/// The speaking order of `count` seats from `start` going right, skipping `dead`.
pub fn order_from(start: usize, count: usize, dead: &[usize]) -> Vec<usize> {
    (0..count)
        .map(|i| (start - 1 + i) % count + 1)
        .filter(|n| !dead.contains(n))
        .collect()
}

// Worlds: the properties every night/day game's worlds keep, played with bots.

/// A rule file parsed from its text (a shipped file's `include_str!`).
pub fn rule_file(text: &str) -> Arc<RuleFile> {
    Arc::new(RuleFile::parse(text).expect("a valid rule file"))
}

/// A game of heuristic bots with `players` seats from `seed`, played `steps` answers in
/// (or to its end).
pub fn played(rules: &Arc<RuleFile>, players: usize, seed: u64, steps: usize) -> Match {
    let mut m = Match::new(rules.clone(), players, seed).expect("a seat count of the rules");
    let mut bots: Vec<_> = (0..players as u8)
        .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), seed))
        .collect();
    play_out_by(&mut m, steps, |m, p| {
        bots[p.seat.index()].choose_in(m.rules(), m.table(), p)
    })
    .ok();
    m
}

/// Every seat's role key as the moderator's view names it (`moderator.roles`).
pub fn roles_of(t: &dyn Table) -> Vec<String> {
    let v = t.view(Viewer::Moderator).to_json();
    (0..t.seats())
        .map(|i| {
            let role = v["moderator"]["roles"][i].as_str();
            role.unwrap_or("?").to_string()
        })
        .collect()
}

/// A world keeps what each seat knows at every point of bot games, random and heuristic,
/// of each `(players, seed)`; worlds are drawn in each.
pub fn worlds_hold(rules: &Arc<RuleFile>, games: &[(usize, u64)], rng: &mut GameRng) {
    for &(players, seed) in games {
        for kind in [BotKind::Random, BotKind::Heuristic] {
            let drawn = check_worlds_in_play(rules, players, seed, kind, 3, rng)
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(drawn > 0, "worlds are drawn by day");
        }
    }
}

/// The search bot answers the same in states its seat cannot tell apart, in games of
/// `players` seats from seeds 1 and 2; some decisions are searched.
pub fn search_is_fair(rules: &Arc<RuleFile>, players: usize) {
    let spec: BotSpec = "search:rollouts=16,particles=8"
        .parse()
        .expect("a bot spec");
    let mut rng = crate::rng::game_rng(6, 0);
    let (mut compared, mut searched) = (0, 0);
    for seed in 1..=2 {
        let (c, s) =
            check_fair(rules, players, seed, &spec, 9, &mut rng).unwrap_or_else(|e| panic!("{e}"));
        compared += c;
        searched += s;
    }
    assert!(searched > 0, "{compared} decisions compared, none searched");
}
