//! The heuristic bot for 谍战篇: it plays from its own seat's view, scoring the typed
//! options of its open prompt. It reads its goal off its identity (three of its faction's
//! colour; a 神秘人 plays toward his task), guesses friends from what lies face-up in front
//! of each player (someone collecting its colour is probably a friend), saves with 澄清 a
//! player it believes in, takes with 截获 what it wants and 调包s what it fears.

use rand::RngExt;
use tianhei_core::{
    Bot, Decision, Prompt, Seat, View,
    rng::{GameRng, game_rng},
};

use super::{
    deck::{Card, Colour, Kind},
    identity::{Identity, Task},
    opt::{Aim, Opt, Use},
    view::DzView,
};

/// A sensible player.
#[derive(Clone, Debug)]
pub struct Heuristic {
    rng: GameRng,
    seat: Seat,
    /// The turn of the main-phase prompts counted, and how many it answered.
    turn: u32,
    plays: u32,
}

/// Main-phase prompts the bot answers in one turn before it ends the phase: a card can
/// bring back another that brings it back (利诱 and 风云变幻 on a near-empty deck), and a
/// player stops where a rule would not.
const MAX_PLAYS: u32 = 12;

impl Heuristic {
    /// A heuristic bot for `seat` of a game seeded with `seed`.
    pub fn new(seed: u64, seat: Seat) -> Self {
        Heuristic {
            rng: game_rng(seed, 3000 + seat.0 as u64),
            seat,
            turn: 0,
            plays: 0,
        }
    }
}

/// What the bot wants.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Goal {
    /// Three of this colour in front of its team.
    Collect(Colour),
    /// Deaths in its own turn (镇压者), or of weak players (清道夫).
    Kill,
    /// True intel in front of itself, then death (先行者).
    Pioneer,
    /// True intel in front of everyone (搅局者).
    Spread,
}

struct Read<'a> {
    v: &'a DzView,
    me: Seat,
    goal: Goal,
}

impl Read<'_> {
    fn count(&self, s: Seat, c: Colour) -> usize {
        self.v.players[s.index()]
            .intel
            .iter()
            .filter(|x| x.colours.has(c))
            .count()
    }

    /// A 先行者 with a true intel in front of him wins by dying: he wants black intel
    /// and no rescue.
    fn wants_death(&self) -> bool {
        self.goal == Goal::Pioneer
            && self.v.players[self.me.index()]
                .intel
                .iter()
                .any(|x| x.colours.is_true())
    }

    /// How much the bot believes `s` is on its side (−2…2).
    fn friend(&self, s: Seat) -> i32 {
        if s == self.me {
            return 3;
        }
        if let Some(i) = self.v.players[s.index()].identity {
            return match (self.goal, i) {
                (Goal::Collect(Colour::Red), Identity::Qianfu) => 2,
                (Goal::Collect(Colour::Blue), Identity::Tegong) => 2,
                _ => -1,
            };
        }
        match self.goal {
            Goal::Collect(c) => {
                let other = if c == Colour::Red {
                    Colour::Blue
                } else {
                    Colour::Red
                };
                (self.count(s, c) as i32 - self.count(s, other) as i32).clamp(-2, 2)
            }
            _ => 0,
        }
    }

    /// How good it is for the bot that `s` gets `card` as intel.
    fn gets(&self, s: Seat, card: Option<Card>) -> i32 {
        let Some(c) = card else {
            // Unknown: a third black is the risk (or, to a 先行者 ready to die, the hope).
            let blacks = self.count(s, Colour::Black) as i32;
            return match s == self.me {
                true if self.wants_death() => 2 + 3 * blacks,
                true => 2 - 3 * blacks,
                false => 0,
            };
        };
        let f = self.friend(s);
        let black = c.colours.has(Colour::Black);
        let b = self.count(s, Colour::Black) as i32;
        let black_cost = if !black {
            0
        } else if b >= 2 {
            12
        } else {
            2 + 2 * b
        };
        match self.goal {
            Goal::Collect(k) => {
                let other = if k == Colour::Red {
                    Colour::Blue
                } else {
                    Colour::Red
                };
                let mine = |n: usize| if n >= 2 { 30 } else { 6 + 4 * n as i32 };
                let theirs = |n: usize| if n >= 2 { 20 } else { 4 + 3 * n as i32 };
                let has_k = i32::from(c.colours.has(k));
                let has_o = i32::from(c.colours.has(other));
                if s == self.me || f > 0 {
                    // Ours: our colour helps; theirs risks a 诱变者 or nothing; black hurts.
                    has_k * mine(self.count(s, k))
                        - has_o * theirs(self.count(s, other)) / 2
                        - black_cost
                } else if f < 0 {
                    // Theirs: their colour helps them; black hurts them.
                    -has_o * theirs(self.count(s, other)) * 2 + black_cost - has_k * 3
                } else {
                    (black_cost - has_k * 2 + has_o * 2) / 3
                }
            }
            Goal::Kill => {
                if s == self.me {
                    -black_cost
                } else {
                    black_cost
                }
            }
            Goal::Pioneer => {
                let mine = self.v.players[self.me.index()]
                    .intel
                    .iter()
                    .filter(|x| x.colours.is_true())
                    .count();
                let mut v = 4 * i32::from(c.colours.is_true());
                if s == self.me {
                    // With a true intel in front of him, a death wins.
                    v += if mine >= 1 && black { 8 } else { -black_cost };
                    v
                } else {
                    v / 2
                }
            }
            Goal::Spread => {
                let v = 4 * i32::from(c.colours.is_true()) - black_cost;
                if s == self.me { v } else { v / 2 }
            }
        }
    }

    fn pending_card(&self) -> Option<Card> {
        self.v.pending.as_ref().and_then(|p| p.card)
    }

    fn holder(&self) -> Option<Seat> {
        self.v.pending.as_ref().map(|p| p.holder)
    }

    fn card(&self, id: u8) -> Option<Card> {
        let me = self.v.me.as_ref()?;
        me.hand.iter().copied().find(|c| c.id == id).or_else(|| {
            self.v
                .players
                .iter()
                .flat_map(|p| p.intel.iter().copied())
                .find(|c| c.id == id)
        })
    }

    fn score(&self, o: &Opt) -> i32 {
        match *o {
            Opt::Pass | Opt::EndMain | Opt::Lock { seat: None } => 0,
            Opt::Use(u) => self.use_score(u),
            Opt::Back => -20,
            Opt::Play { card } => self.card(card).map_or(0, |c| match c.kind {
                Kind::Clarify if self.wants_death() => -5,
                Kind::Clarify => {
                    let mine = self.count(self.me, Colour::Black) as i32;
                    2 * mine - 1
                }
                Kind::Balance => 2 - self.v.me.as_ref().map_or(0, |m| m.hand.len()) as i32,
                Kind::Winds => 2,
                Kind::LureAway => 0,
                _ => 1,
            }),
            Opt::Send { card, to, .. }
            | Opt::Catch {
                intel: card, to, ..
            } => {
                let c = self.card(card);
                let mut v = self.gets(to, c);
                if matches!(o, Opt::Catch { .. }) {
                    v += 3;
                }
                // Keep useful cards in hand.
                if let Some(c) = c
                    && matches!(c.kind, Kind::Intercept | Kind::Clarify | Kind::Switch)
                {
                    v -= 2;
                }
                v
            }
            Opt::Order { .. } => 1,
            Opt::Name { kind } => i32::from(matches!(kind, Kind::Clarify | Kind::Intercept)),
            Opt::Ban { cards } => i32::from(cards),
            Opt::Speak { .. } | Opt::Character { .. } => 0,
            Opt::Lock { seat: Some(s) } => {
                let p = self.pending_card();
                if s == self.me {
                    return -1;
                }
                self.gets(s, p).max(-1)
            }
            Opt::Decode { .. } => {
                if self.pending_card().is_none() {
                    4
                } else {
                    -1
                }
            }
            Opt::Reveal { yes } => i32::from(yes) * 3,
            Opt::Accept => self.gets(self.me, self.pending_card()),
            Opt::Decline => {
                let black = self
                    .pending_card()
                    .is_none_or(|c| c.colours.has(Colour::Black));
                if black { 1 } else { 0 }
            }
            Opt::Intercept { .. } => {
                let here = self
                    .holder()
                    .map_or(0, |h| self.gets(h, self.pending_card()));
                self.gets(self.me, self.pending_card()) - here - 2
            }
            Opt::Mislead { to, .. } => {
                let here = self
                    .holder()
                    .map_or(0, |h| self.gets(h, self.pending_card()));
                self.gets(to, self.pending_card()) - here - 2
            }
            Opt::Switch { .. } => {
                let here = self
                    .holder()
                    .map_or(0, |h| self.gets(h, self.pending_card()));
                -here - 3
            }
            Opt::Rescue { .. } => {
                let d = self.v.players.iter().find(|p| p.dying).map(|p| p.seat);
                match d {
                    // Dying with a true intel is a 先行者's win: no 澄清 for himself.
                    Some(d) if d == self.me && self.wants_death() => -10,
                    Some(d) => 4 * self.friend(d) - 1,
                    None => 0,
                }
            }
            Opt::Pick { card } => {
                // Giving or discarding: part with the least useful card.
                self.card(card).map_or(0, |c| match c.kind {
                    Kind::Probe | Kind::Balance | Kind::LureAway => 2,
                    Kind::Clarify | Kind::Intercept => -2,
                    _ => 0,
                })
            }
            Opt::Take { card, intel } => {
                if intel {
                    self.gets(self.me, self.card(card))
                } else {
                    1
                }
            }
            Opt::To { seat } => 3 * self.friend(seat),
            Opt::Skill { skill } => (super::skills::skill(skill).worth)(self.v, self.me),
            Opt::Seat { seat, aim } => match aim {
                Aim::Help => 3 * self.friend(seat),
                Aim::Hurt => -3 * self.friend(seat),
                Aim::Intel => self.gets(seat, self.pending_card()),
                Aim::Win => 100,
            },
            // Taking or discarding an intel: it leaves its owner's area.
            Opt::Intel { seat, card } => -self.gets(seat, self.card(card)),
            Opt::Yes | Opt::No | Opt::Colour { .. } => 0,
        }
    }

    fn use_score(&self, u: Use) -> i32 {
        let others_worst = |v: &DzView| {
            v.players
                .iter()
                .filter(|p| p.seat != self.me && !p.dead && !p.out)
                .map(|p| self.friend(p.seat))
                .min()
                .unwrap_or(0)
        };
        match u {
            Use::Clarify { intel, .. } => {
                let owner = self
                    .v
                    .players
                    .iter()
                    .find(|p| p.intel.iter().any(|c| c.id == intel))
                    .map_or(self.me, |p| p.seat);
                let b = self.count(owner, Colour::Black) as i32;
                if owner == self.me && self.wants_death() {
                    return -5;
                }
                self.friend(owner) * (1 + b) - 1
            }
            Use::Balance { .. } => {
                let h = self.v.me.as_ref().map_or(0, |m| m.hand.len()) as i32;
                2 - h
            }
            Use::Coerce { target, .. } => 1 - self.friend(target),
            Use::Entice { target, .. } => {
                if target == self.me {
                    2
                } else {
                    -self.friend(target)
                }
            }
            Use::Probe { target, .. } => 1 - self.friend(target).max(0),
            Use::Winds { .. } => 2,
            Use::LureAway { target, .. } => {
                -self.friend(target) - i32::from(target == self.me) * 3
                    + others_worst(self.v).min(0)
            }
        }
    }
}

impl Bot for Heuristic {
    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize> {
        self.decide(view, prompt).choice
    }

    /// Scores are the bot's own: four times its judgement of the option plus noise
    /// (0–3), so one step of judgement is 4 and a softmax at a temperature of about 4
    /// gives each option's probability. Past the main phase's cap on plays, ending it
    /// scores 1 and everything else 0.
    fn decide(&mut self, view: &View, prompt: &Prompt) -> Decision {
        let fallback = || Decision::only(prompt.default.clone(), prompt.options.len());
        let Some(v) = view.downcast_ref::<DzView>() else {
            return fallback();
        };
        let Some(me) = &v.me else {
            return fallback();
        };
        if v.offers.len() != prompt.options.len() || prompt.options.is_empty() {
            return fallback();
        }
        if prompt.kind == "diezhan.main" {
            if v.number != self.turn {
                (self.turn, self.plays) = (v.number, 0);
            }
            self.plays += 1;
            if self.plays > MAX_PLAYS
                && let Some(end) = v.offers.iter().position(|o| *o == Opt::EndMain)
            {
                return Decision::only(vec![end], prompt.options.len());
            }
        }
        let goal = match me.identity {
            Identity::Qianfu => Goal::Collect(Colour::Red),
            Identity::Tegong => Goal::Collect(Colour::Blue),
            Identity::Mystery(Task::Suppressor | Task::Sweeper) => Goal::Kill,
            Identity::Mystery(Task::Pioneer) => Goal::Pioneer,
            // The 篡夺者 wants others near a win in his turn: true intel everywhere.
            Identity::Mystery(Task::Disturber | Task::Usurper) => Goal::Spread,
            Identity::Mystery(_) => {
                let (r, b) = (
                    count(v, self.seat, Colour::Red),
                    count(v, self.seat, Colour::Blue),
                );
                Goal::Collect(if r >= b { Colour::Red } else { Colour::Blue })
            }
        };
        let r = Read {
            v,
            me: self.seat,
            goal,
        };
        let scores: Vec<i32> = v
            .offers
            .iter()
            .map(|o| r.score(o) * 4 + self.rng.random_range(0..4))
            .collect();
        let mut scored: Vec<(i32, usize)> = scores.iter().copied().zip(0..).collect();
        scored.sort_by_key(|s| std::cmp::Reverse(s.0));
        let scores: Vec<f64> = scores.into_iter().map(f64::from).collect();
        if prompt.max > 1 || prompt.min != 1 {
            // Several picks (cards to give at death): the best ones, up to the max.
            let n = (prompt.max as usize).min(scored.len());
            // What must be picked, then more only while it pays (a skill's "at least one").
            let floor = if prompt.min >= 1 { 4 } else { 0 };
            let mut pick: Vec<usize> = scored
                .iter()
                .take(n)
                .enumerate()
                .filter(|&(k, (s, _))| k < prompt.min as usize || *s >= floor)
                .map(|(_, &(_, i))| i)
                .collect();
            pick.truncate(n);
            if pick.len() < prompt.min as usize {
                return fallback();
            }
            pick.sort_unstable();
            return Decision {
                choice: pick,
                scores,
            };
        }
        Decision {
            choice: vec![scored[0].1],
            scores,
        }
    }
}

fn count(v: &DzView, s: Seat, c: Colour) -> usize {
    v.players[s.index()]
        .intel
        .iter()
        .filter(|x| x.colours.has(c))
        .count()
}
