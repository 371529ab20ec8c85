//! The heuristic bot: plays from its own seat's view only.
//!
//! It reads its goal off its view: three of its team's colour, or, as 打酱油的, its
//! character's 机密任务 (collect a colour, collect anything, hoard cards, kill, die at the
//! right moment, or just survive). It guesses who is on its side from what lies face-up
//! (a player collecting its colour is probably a friend), from identity cards turned up,
//! from its 试探 results and from 合谋. Every option is scored and the best is taken,
//! with a little noise: cards in `cards`, skills and the questions they ask in `skills`.

mod cards;
mod skills;

use rand::RngExt;
use tianhei_core::{
    Bot, Decision, Prompt, Seat, View,
    rng::{GameRng, game_rng},
};

use crate::classic::{
    act::Act,
    card::{Card, CardId, Colour, Faction, Kind},
    characters::{Character, Mission},
    game::Status,
    turn::Phase,
    view::FsView,
};

/// A sensible player.
#[derive(Clone, Debug)]
pub struct Heuristic {
    rng: GameRng,
    seat: Seat,
}

impl Heuristic {
    /// A heuristic bot for `seat` of a game seeded with `seed`.
    pub fn new(seed: u64, seat: Seat) -> Self {
        Heuristic {
            rng: game_rng(seed, 2000 + seat.0 as u64),
            seat,
        }
    }
}

/// What the bot plays for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    /// Three of its team's colour.
    Team(Colour),
    /// Three of one colour (打酱油的).
    Colour(Colour),
    /// Five true intel.
    True,
    /// Six intel of any colour.
    Any,
    /// Cards in hand (three red and three blue, four 识破, nine cards).
    Hoard,
    /// Deaths (亲手, or of both sides).
    Kill,
    /// To die (now is the right moment: 小白 first, 浮萍 second, 老鬼 with red cards).
    Die,
    /// To stay alive and let others declare.
    Survive,
}

/// What the bot reads off its view.
pub(crate) struct Read<'a> {
    pub(crate) v: &'a FsView,
    pub(crate) me: Seat,
    pub(crate) mine: Colour,
    pub(crate) theirs: Colour,
    pub(crate) faction: Faction,
    pub(crate) goal: Goal,
    pub(crate) character: Option<Character>,
}

impl Read<'_> {
    /// Before its own intel is sent, a player who spends its last hand card has nothing
    /// to pass and loses: never worth it.
    pub(crate) fn last_card_penalty(&self, card: CardId) -> i32 {
        let Some(me) = &self.v.me else { return 0 };
        let before_sending = self.v.active == self.me
            && matches!(
                self.v.phase,
                Phase::TurnStart | Phase::Draw | Phase::Play1 | Phase::Send
            );
        let from_hand = me.hand.iter().any(|h| h.id == card);
        if before_sending && from_hand && me.hand.len() <= 1 {
            100
        } else {
            0
        }
    }

    pub(crate) fn count(&self, s: Seat, c: Colour) -> usize {
        self.v.players[s.index()]
            .intel
            .iter()
            .filter(|x| x.colour == c)
            .count()
    }

    pub(crate) fn hand(&self) -> &[Card] {
        self.v.me.as_ref().map_or(&[], |m| m.hand.as_slice())
    }

    pub(crate) fn hand_card(&self, id: u8) -> Option<&Card> {
        self.hand().iter().find(|c| c.id == id)
    }

    pub(crate) fn alive(&self, s: Seat) -> bool {
        self.v.players[s.index()].status == Status::Alive
    }

    /// Positive: probably a foe; negative: probably a friend.
    pub(crate) fn suspicion(&self, s: Seat) -> i32 {
        if s == self.me {
            return -100;
        }
        if self.faction == Faction::Jiangyou {
            // Alone: nobody is a friend; whoever nears a win is a threat.
            let near = self.count(s, Colour::Red).max(self.count(s, Colour::Blue)) as i32;
            return if self.goal == Goal::Kill { 2 } else { near - 1 };
        }
        let known = self.v.players[s.index()].identity.or_else(|| {
            self.v
                .me
                .as_ref()
                .and_then(|m| m.peeks.iter().find(|k| k.target == s).map(|k| k.identity))
        });
        if let Some(f) = known {
            return match f {
                f if f == self.faction => -100,
                Faction::Jiangyou => 1,
                _ => 100,
            };
        }
        for p in &self.v.probes {
            if p.target == s {
                let is_mine = (p.guess == self.faction) == p.right;
                return if is_mine { -50 } else { 50 };
            }
        }
        self.count(s, self.theirs) as i32 - self.count(s, self.mine) as i32
    }

    pub(crate) fn friend(&self, s: Seat) -> bool {
        self.suspicion(s) < 0
    }

    pub(crate) fn foe(&self, s: Seat) -> bool {
        self.suspicion(s) > 0
    }

    /// Whether taking a third black now suits the bot (a mission met by dying).
    pub(crate) fn wants_to_die(&self) -> bool {
        self.goal == Goal::Die
    }

    /// How much the bot wants intel of `colour` in front of itself.
    fn own_worth(&self, colour: Colour) -> i32 {
        let me = self.me;
        let blacks = self.count(me, Colour::Black) as i32;
        let n = self.count(me, colour) as i32;
        if colour == Colour::Black {
            if self.wants_to_die() && blacks >= 2 {
                return 12;
            }
            if self.goal == Goal::Any && blacks < 2 {
                return 2;
            }
            return -4 - 4 * blacks - if blacks >= 2 { 20 } else { 0 };
        }
        let six = self.v.players[me.index()].intel.len();
        if self.character == Some(Character::XiaoBai) && six >= 5 {
            return -30; // 败露
        }
        match self.goal {
            Goal::Team(m) | Goal::Colour(m) if colour == m => 4 + 2 * n,
            Goal::Team(_) => 3,
            Goal::True | Goal::Any => 4 + six as i32,
            _ => 1,
        }
    }

    /// How much the bot wants `s` to hold intel of `colour` (higher is better).
    pub(crate) fn worth(&self, s: Seat, colour: Colour) -> i32 {
        if s == self.me {
            return self.own_worth(colour);
        }
        let sus = self.suspicion(s).clamp(-3, 3);
        match colour {
            Colour::Black => {
                let blacks = self.count(s, Colour::Black) as i32;
                let kill = if self.goal == Goal::Kill && blacks >= 2 {
                    6
                } else {
                    0
                };
                kill + sus * (1 + blacks)
            }
            c if c == self.mine && matches!(self.goal, Goal::Team(_)) => {
                let n = self.count(s, c) as i32;
                -sus * (1 + n)
            }
            _ => {
                if matches!(self.goal, Goal::Team(_)) {
                    -sus
                } else {
                    // Alone: every true intel given away helps someone else.
                    -1 - self.count(s, colour) as i32
                }
            }
        }
    }

    /// How much the bot would rather keep this card than spend it (hoarding missions).
    pub(crate) fn keep_value(&self, c: &Card) -> i32 {
        let base = match c.kind {
            Kind::Counter | Kind::Burn | Kind::Intercept => 2,
            _ => 0,
        };
        let mission = self.character.map(Character::mission);
        base + match (self.goal, mission) {
            (Goal::Hoard, Some(Mission::FourCounters)) if c.kind == Kind::Counter => 8,
            (Goal::Hoard, Some(Mission::RedBlueHand)) if c.colour != Colour::Black => 4,
            (Goal::Hoard, Some(Mission::NineCards)) => 3,
            (Goal::Die, Some(Mission::RedHandAtDeath)) if c.colour == Colour::Red => 5,
            _ => 0,
        }
    }
}

/// The bot's goal from its identity and character.
fn goal(v: &FsView, faction: Faction, c: Option<Character>) -> Goal {
    if let Some(colour) = faction.colour() {
        return Goal::Team(colour);
    }
    let Some(c) = c else {
        return Goal::Survive;
    };
    let me = v.me.as_ref();
    let reds_in_hand = me.map_or(0, |m| {
        m.hand.iter().filter(|x| x.colour == Colour::Red).count()
    });
    match c.mission() {
        Mission::ThreeRed => Goal::Colour(Colour::Red),
        Mission::ThreeBlue => Goal::Colour(Colour::Blue),
        Mission::FiveTrue => Goal::True,
        Mission::SixIntel => Goal::Any,
        Mission::RedBlueHand | Mission::FourCounters | Mission::NineCards => Goal::Hoard,
        Mission::KillWithoutTrue
        | Mission::KillWithThreeTrue
        | Mission::KillSecondOrLater
        | Mission::BothFactionsDied => Goal::Kill,
        Mission::FirstToDieOrWipeout if v.deaths.is_empty() => Goal::Die,
        Mission::DieSecondOrLater if !v.deaths.is_empty() => Goal::Die,
        Mission::RedHandAtDeath if reds_in_hand >= 3 => Goal::Die,
        Mission::FirstToDieOrWipeout => Goal::Kill,
        _ => Goal::Survive,
    }
}

impl Bot for Heuristic {
    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize> {
        self.decide(view, prompt).choice
    }

    /// Scores are the bot's own: four times its judgement of the option plus a little
    /// noise (0–1; 0–5 at the character pick), so one step of judgement is 4 and a softmax
    /// at a temperature of about 4 gives each option's probability. Passing scores 0.
    fn decide(&mut self, view: &View, prompt: &Prompt) -> Decision {
        let fallback =
            |prompt: &Prompt| Decision::only(prompt.default.clone(), prompt.options.len());
        let Some(v) = view.downcast_ref::<FsView>() else {
            return fallback(prompt);
        };
        let Some(me) = &v.me else {
            return fallback(prompt);
        };
        let Some(faction) = me.identity else {
            return Decision::best(self.pick_scores(prompt, &v.offers));
        };
        let character = me.character.map(|c| c.character);
        let goal = goal(v, faction, character);
        let mine = match goal {
            Goal::Team(c) | Goal::Colour(c) => c,
            _ => Colour::Red,
        };
        let theirs = if mine == Colour::Red {
            Colour::Blue
        } else {
            Colour::Red
        };
        let r = Read {
            v,
            me: self.seat,
            mine,
            theirs,
            faction,
            goal,
            character,
        };
        if v.offers.len() != prompt.options.len() {
            return Decision::only(
                vec![prompt.default.first().copied().unwrap_or(0)],
                prompt.options.len(),
            );
        }
        let scores = v
            .offers
            .iter()
            .map(|&act| {
                let noise = self.rng.random_range(0..2);
                (self.score(&r, act) * 4 + noise) as f64
            })
            .collect();
        Decision::best(scores)
    }
}

impl Heuristic {
    fn score(&mut self, r: &Read, act: Act) -> i32 {
        match act {
            Act::Pass => 0,
            Act::Accept => self.accept_score(r),
            Act::Decline { .. } => 0,
            Act::Send { card, to } => self.send_score(r, card, to),
            Act::Use { card, target } | Act::UseAs { card, target, .. } => {
                let kind = match act {
                    Act::UseAs { kind, .. } => kind,
                    _ => match r.hand_card(card) {
                        Some(c) => c.kind,
                        None => return 0,
                    },
                };
                // Hoarding a hand for a mission: a card spent is a card lost.
                let keep = match (r.goal, r.hand_card(card)) {
                    (Goal::Hoard, Some(c)) => r.keep_value(c),
                    _ => 0,
                };
                self.use_score(r, kind, target) - keep - r.last_card_penalty(card)
            }
            _ => self.skill_score(r, act),
        }
    }
}

/// The next living seat to the right of `s` (where 密电 and 文本 go first).
pub(crate) fn next_alive(v: &FsView, s: Seat) -> Option<Seat> {
    let n = v.players.len();
    (1..n)
        .map(|k| Seat(((s.index() + k) % n) as u8))
        .find(|t| v.players[t.index()].status == Status::Alive)
}
