//! The heuristic 狼人杀 bot: plays from its own view only.
//!
//! The 预言家 runs for sheriff and claims in every speech, reporting a wolf found or his
//! latest check; one wolf counter-claims, calling the real claimer (or a seat he vouched
//! for) a wolf; the good believe the first claimer (or one the wolves killed) and vote for whom he calls a wolf, else
//! for the counter-claimer; the wolves vote with their fake claim. The guard protects the
//! believed 预言家, the witch saves on the first night and poisons a seat the believed
//! 预言家 called a wolf, the hunter shoots that seat. With nobody accused, the good vote
//! together for the seat the table calls (归票: the first seat alive to the sheriff's
//! right that the believed 预言家 has not cleared). Asked again at night, wolves follow
//! a person's pick in the second round (the lowest seat's among bots alone) and hold
//! their pick after (`nightday::follow`).

use rand::{RngExt, seq::IndexedRandom};
use tianhei_core::{
    GameRng, Prompt, Seat, SeatSet,
    nightday::{Offers, Opt, Question, heuristic::Heuristic},
    rng::game_rng,
};

use crate::{
    day::Move,
    game::Claim,
    keys::Step,
    role::{CheckResult, Role},
    view::{LangrenView, Me},
};

/// The heuristic bot for one seat.
#[derive(Clone, Debug)]
pub struct LangrenBot {
    seat: Seat,
    rng: GameRng,
    /// Seats this bot has seen announced dead at a dawn.
    killed: SeatSet,
}

impl LangrenBot {
    /// A bot for `seat` in a game seeded with `seed`.
    pub fn new(seed: u64, seat: Seat) -> Self {
        LangrenBot {
            seat,
            rng: game_rng(seed, 3000 + seat.0 as u64),
            killed: SeatSet::EMPTY,
        }
    }

    fn chance(&mut self, percent: u32) -> bool {
        self.rng.random_range(0..100) < percent
    }

    fn answer(&mut self, v: &LangrenView, prompt: &Prompt, people: SeatSet) -> Option<usize> {
        let me = v.town.me.as_ref()?;
        self.killed = self.killed.union(v.town.last_deaths);
        let p = v.town.offers.as_slice();
        if p.len() != prompt.options.len() {
            return None;
        }
        let mind = Mind::read(v, me, self.killed);
        match v.town.question? {
            Question::Night(Step::Guard) => {
                if let Some(s) = mind.trusted_seer
                    && let Some(i) = p.index_of(Opt::Seat(s))
                {
                    return Some(i);
                }
                let me_seat = self.seat;
                if self.chance(30) {
                    return p
                        .index_of(Opt::Seat(me_seat))
                        .or_else(|| p.index_of(Opt::Game(Move::Nobody)));
                }
                p.random_seat(&mut self.rng, |s| s != me_seat)
            }
            Question::Night(Step::Wolves) => {
                if let Some(t) = me.follow(people)
                    && let Some(i) = p.index_of(Opt::Seat(t))
                {
                    return Some(i);
                }
                let pack = mind.pack;
                // The real 预言家 first, then seats he vouched for, then anyone good.
                let claimers: Vec<Seat> = v
                    .claims
                    .iter()
                    .map(|c| c.seat)
                    .filter(|&s| !pack.contains(s) && v.town.seats[s.index()].alive)
                    .collect();
                if let Some(&s) = claimers.first()
                    && let Some(i) = p.index_of(Opt::Seat(s))
                {
                    return Some(i);
                }
                p.random_seat(&mut self.rng, |s| !pack.contains(s))
            }
            Question::Night(Step::Witch) => {
                if let Some((i, victim)) = p.iter().enumerate().find_map(|(i, o)| match o {
                    Opt::Game(Move::Save(s)) => Some((i, *s)),
                    _ => None,
                }) {
                    let worth = (v.town.night == 1 && self.chance(50))
                        || Some(victim) == mind.trusted_seer
                        || self.chance(20);
                    if worth {
                        return Some(i);
                    }
                }
                if let Some(w) = mind.accused_alive(v).or(mind.liar)
                    && v.town.night >= 2
                    && self.chance(70)
                    && let Some(i) = p.index_of(Opt::Game(Move::Poison(w)))
                {
                    return Some(i);
                }
                p.index_of(Opt::Pass)
            }
            Question::Night(Step::Seer) => {
                let checked: Vec<Seat> = me.own.checks.iter().map(|c| c.target).collect();
                let rivals: Vec<Seat> = v
                    .claims
                    .iter()
                    .map(|c| c.seat)
                    .filter(|&s| s != self.seat && !checked.contains(&s))
                    .collect();
                if let Some(&r) = rivals.first()
                    && let Some(i) = p.index_of(Opt::Seat(r))
                {
                    return Some(i);
                }
                p.random_seat(&mut self.rng, |s| !checked.contains(&s))
            }
            Question::Run => {
                let run = match me.role {
                    Role::Seer => self.chance(90),
                    Role::Wolf if mind.counter_claimer == Some(self.seat) => self.chance(70),
                    _ => self.chance(20),
                };
                p.index_of(if run { Opt::Run } else { Opt::Stay })
            }
            Question::Withdraw => {
                let quit = match me.role {
                    Role::Seer | Role::Wolf => false,
                    _ => mind.trusted_seer.is_some_and(|s| s != self.seat) && self.chance(70),
                };
                p.index_of(if quit { Opt::Withdraw } else { Opt::Stay })
            }
            Question::Speech => self.speak(v, me, &mind, p),
            Question::Elect => {
                let target = if me.role == Role::Wolf {
                    v.candidates
                        .iter()
                        .copied()
                        .find(|&c| mind.pack.contains(c))
                } else {
                    mind.trusted_seer
                };
                target
                    .and_then(|t| p.index_of(Opt::Seat(t)))
                    .or_else(|| p.random_seat(&mut self.rng, |_| true))
            }
            Question::Vote => self.vote(v, me, &mind, p),
            Question::Order => Some(self.rng.random_range(0..p.len())),
            Question::Badge => {
                let to = if me.role == Role::Wolf {
                    mind.pack.iter().find(|&s| v.town.seats[s.index()].alive)
                } else {
                    mind.vouched(v).or(mind.trusted_seer)
                };
                to.and_then(|t| p.index_of(Opt::Seat(t))).or_else(|| {
                    if me.role == Role::Wolf {
                        p.index_of(Opt::Tear)
                    } else {
                        p.random_seat(&mut self.rng, |_| true)
                    }
                })
            }
            Question::Exit => mind
                .accused_alive(v)
                .or(mind.liar)
                .and_then(|t| p.index_of(Opt::Seat(t)))
                .or_else(|| p.index_of(Opt::Pass)),
            _ => None,
        }
    }

    /// A speech: claim, counter-claim, 自爆, or just done.
    fn speak(&mut self, v: &LangrenView, me: &Me, mind: &Mind, p: &[Opt<Move>]) -> Option<usize> {
        let claim = |p: &[Opt<Move>], target: Seat, wolf: bool| {
            let result = if wolf {
                CheckResult::Wolf
            } else {
                CheckResult::Good
            };
            p.index_of(Opt::Game(Move::Claim(target, result)))
        };
        match me.role {
            Role::Seer => {
                let reported: Vec<Seat> = v
                    .claims
                    .iter()
                    .filter(|c| c.seat == self.seat)
                    .map(|c| c.target)
                    .collect();
                let fresh = me
                    .own
                    .checks
                    .iter()
                    .rev()
                    .find(|c| !reported.contains(&c.target) && v.town.seats[c.target.index()].alive)
                    .or_else(|| {
                        me.own.checks.iter().rev().find(|c| {
                            c.result == CheckResult::Wolf && v.town.seats[c.target.index()].alive
                        })
                    });
                if let Some(c) = fresh {
                    return claim(p, c.target, c.result == CheckResult::Wolf);
                }
            }
            Role::Wolf => {
                if mind.counter_claimer == Some(self.seat) {
                    let mine_today = v
                        .claims
                        .iter()
                        .any(|c| c.seat == self.seat && c.day == v.town.day);
                    let rival = v
                        .claims
                        .iter()
                        .find(|c| !mind.pack.contains(c.seat) && v.town.seats[c.seat.index()].alive)
                        .map(|c| c.seat);
                    if !mine_today && (rival.is_some() || self.chance(30)) {
                        let target = rival.or_else(|| {
                            let others: Vec<Seat> = v
                                .town
                                .seats
                                .iter()
                                .filter(|s| {
                                    s.alive && !mind.pack.contains(s.seat) && s.seat != self.seat
                                })
                                .map(|s| s.seat)
                                .collect();
                            others.choose(&mut self.rng).copied()
                        })?;
                        return claim(p, target, true);
                    }
                }
                let accused = v.claims.iter().any(|c| {
                    c.target == self.seat
                        && c.result == CheckResult::Wolf
                        && !mind.pack.contains(c.seat)
                });
                let campaign = matches!(
                    v.town.phase,
                    tianhei_core::nightday::view::PhaseView::Speech {
                        speech: tianhei_core::nightday::Speech::Campaign,
                        ..
                    }
                );
                if (accused && self.chance(15))
                    || (campaign && mind.real_seer_running(v) && self.chance(8))
                {
                    return p.index_of(Opt::Game(Move::Explode));
                }
            }
            _ => {}
        }
        p.index_of(Opt::Done)
    }

    /// The day's vote.
    fn vote(&mut self, v: &LangrenView, me: &Me, mind: &Mind, p: &[Opt<Move>]) -> Option<usize> {
        let target = if me.role == Role::Wolf {
            let fake = v
                .claims
                .iter()
                .rev()
                .find(|c| {
                    mind.pack.contains(c.seat)
                        && c.result == CheckResult::Wolf
                        && v.town.seats[c.target.index()].alive
                })
                .map(|c| c.target);
            fake.or_else(|| {
                v.claims
                    .iter()
                    .map(|c| c.seat)
                    .find(|&s| !mind.pack.contains(s) && v.town.seats[s.index()].alive)
            })
        } else if me.role == Role::Seer {
            me.own
                .checks
                .iter()
                .find(|c| c.result == CheckResult::Wolf && v.town.seats[c.target.index()].alive)
                .map(|c| c.target)
                .or(mind.liar)
                .or_else(|| mind.called(v, self.seat))
        } else {
            mind.accused_alive(v)
                .or(mind.liar)
                .or_else(|| mind.called(v, self.seat))
        };
        if let Some(t) = target
            && let Some(i) = p.index_of(Opt::Seat(t))
        {
            return Some(i);
        }
        let trusted: SeatSet = mind.pack.union(mind.cleared);
        let me_seat = self.seat;
        p.random_seat(&mut self.rng, |s| !trusted.contains(s) && s != me_seat)
            .or_else(|| p.index_of(Opt::Abstain))
    }
}

/// What a bot makes of its view.
struct Mind {
    /// The pack, for a wolf (itself included).
    pack: SeatSet,
    /// The wolf who counter-claims: the lowest wolf alive.
    counter_claimer: Option<Seat>,
    /// The 预言家 this seat believes: the real one for himself, else the first claimer.
    trusted_seer: Option<Seat>,
    /// A claimer alive whom this seat believes to lie.
    liar: Option<Seat>,
    /// Seats the believed 预言家 (or the seer's own checks) vouched for.
    cleared: SeatSet,
    /// The believed 预言家's claims.
    trusted_claims: Vec<Claim>,
}

impl Mind {
    fn read(v: &LangrenView, me: &Me, killed: SeatSet) -> Mind {
        let mut pack = me.team;
        if me.role == Role::Wolf {
            pack.insert(me.seat);
        }
        let counter_claimer = (me.role == Role::Wolf)
            .then(|| pack.iter().find(|s| v.town.seats[s.index()].alive))
            .flatten();
        let claimers: Vec<Seat> = {
            let mut c: Vec<Seat> = Vec::new();
            for cl in &v.claims {
                if !c.contains(&cl.seat) {
                    c.push(cl.seat);
                }
            }
            c
        };
        let trusted_seer = if me.role == Role::Seer {
            Some(me.seat)
        } else if me.role == Role::Wolf {
            claimers.iter().copied().find(|s| !pack.contains(*s))
        } else {
            // The wolves do not kill their own liar: a claimer dead at a dawn was real.
            claimers
                .iter()
                .copied()
                .find(|&s| killed.contains(s))
                .or(claimers.first().copied())
        };
        // A claimer alive besides the believed one: there is one 预言家, so he lies.
        let liar = claimers
            .iter()
            .copied()
            .find(|&s| Some(s) != trusted_seer && s != me.seat && v.town.seats[s.index()].alive);
        let trusted_claims: Vec<Claim> = v
            .claims
            .iter()
            .filter(|c| Some(c.seat) == trusted_seer)
            .copied()
            .collect();
        let mut cleared: SeatSet = trusted_claims
            .iter()
            .filter(|c| c.result == CheckResult::Good)
            .map(|c| c.target)
            .collect();
        for c in &me.own.checks {
            if c.result == CheckResult::Good {
                cleared.insert(c.target);
            }
        }
        if let Some(s) = trusted_seer {
            cleared.insert(s);
        }
        cleared.insert(me.seat);
        Mind {
            pack,
            counter_claimer,
            trusted_seer,
            liar,
            cleared,
            trusted_claims,
        }
    }

    /// A seat alive the believed 预言家 called a wolf.
    fn accused_alive(&self, v: &LangrenView) -> Option<Seat> {
        self.trusted_claims
            .iter()
            .rev()
            .find(|c| c.result == CheckResult::Wolf && v.town.seats[c.target.index()].alive)
            .map(|c| c.target)
    }

    /// A seat alive the believed 预言家 vouched for.
    fn vouched(&self, v: &LangrenView) -> Option<Seat> {
        self.trusted_claims
            .iter()
            .rev()
            .find(|c| c.result == CheckResult::Good && v.town.seats[c.target.index()].alive)
            .map(|c| c.target)
    }

    /// The seat the good call to vote out when nobody is accused (归票): the first alive
    /// seat to the right of the sheriff (without one, of a seat that moves on each day)
    /// that the believed 预言家 has not cleared and that is not `me`. Every good seat
    /// reads the same public facts, so the good vote together.
    fn called(&self, v: &LangrenView, me: Seat) -> Option<Seat> {
        let n = v.town.seats.len();
        let anchor = v
            .sheriff
            .map_or((v.town.day as usize * 5) % n, |s| s.index());
        (1..=n).map(|k| Seat(((anchor + k) % n) as u8)).find(|&s| {
            v.town.seats[s.index()].alive
                && s != me
                && Some(s) != self.trusted_seer
                && v.revealed != Some(s)
                && !self
                    .trusted_claims
                    .iter()
                    .any(|c| c.target == s && c.result == CheckResult::Good)
        })
    }

    /// Whether a claimer outside the pack is running for sheriff.
    fn real_seer_running(&self, v: &LangrenView) -> bool {
        v.claims
            .iter()
            .any(|c| !self.pack.contains(c.seat) && v.candidates.contains(&c.seat))
    }
}

impl Heuristic for LangrenBot {
    type View = LangrenView;

    fn reseed(&mut self, k: u64) {
        self.rng = game_rng(k, 3000 + self.seat.0 as u64);
    }

    fn pick(&mut self, v: &LangrenView, prompt: &Prompt, people: SeatSet) -> Option<usize> {
        self.answer(v, prompt, people)
    }
}
