//! The day of 狼人杀 beyond the kit's: claims and 自爆 in speeches, the 白痴 who reveals
//! when voted out, the 猎人's shot when he leaves (not when poisoned), and who gives last
//! words.

use std::{borrow::Cow, sync::LazyLock};

use tianhei_core::{
    Seat, Text,
    nightday::{Action, Ask, Cause, Exit, Offer, Offered, Opt, Spoke, Town, speech::Extra},
    scene::{CardFace, Tone},
    text,
};

use crate::{
    game::{Claim, Langren},
    role::{CheckResult, Role},
};

/// Event keys of the day.
pub mod key {
    /// A claim in a speech.
    pub const CLAIM: &str = "langren.claim";
    /// A wolf's 自爆.
    pub const EXPLODE: &str = "langren.explode";
    /// The 白痴's reveal.
    pub const IDIOT: &str = "langren.idiot";
    /// The 猎人's shot.
    pub const SHOT: &str = "langren.shot";
}

/// What an option of 狼人杀's own means in the kit's prompts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// The 守卫 protects nobody tonight.
    Nobody,
    /// The wolves kill nobody (空刀).
    NoKill,
    /// The 女巫 saves the seat with the antidote.
    Save(Seat),
    /// The 女巫 poisons the seat.
    Poison(Seat),
    /// A speaker claims the 预言家's check of a seat.
    Claim(Seat, CheckResult),
    /// A wolf reveals himself (自爆).
    Explode,
}

impl Offer for Move {
    fn key(&self) -> Cow<'static, str> {
        match *self {
            Move::Nobody => "nobody".into(),
            Move::NoKill => "no_kill".into(),
            Move::Save(_) => "save".into(),
            Move::Poison(s) => format!("poison:{}", s.index()).into(),
            Move::Claim(s, r) => CLAIMS[usize::from(r == CheckResult::Wolf)][s.index()]
                .key
                .into(),
            Move::Explode => "explode".into(),
        }
    }

    fn seat(&self) -> Option<Seat> {
        match *self {
            Move::Save(s) | Move::Poison(s) | Move::Claim(s, _) => Some(s),
            _ => None,
        }
    }
}

/// A claim's option: key, full label, for each seat.
struct ClaimOption {
    key: &'static str,
    label: Text,
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `claim:good:3` and `claim:wolf:3` with their labels, built once for every seat.
static CLAIMS: LazyLock<[Vec<ClaimOption>; 2]> = LazyLock::new(|| {
    let make = |wolf: bool| {
        (0..tianhei_core::seat::MAX_SEATS)
            .map(|i| {
                let n = i + 1;
                let (what, zh, en) = if wolf {
                    ("wolf", "狼人（查杀）", "a wolf")
                } else {
                    ("good", "好人（金水）", "good")
                };
                ClaimOption {
                    key: leak(format!("claim:{what}:{i}")),
                    label: Text::new(
                        leak(format!("跳预言家：{n}号是{zh}")),
                        leak(format!("Claim seer: seat {n} is {en}")),
                    ),
                }
            })
            .collect()
    };
    [make(false), make(true)]
});

/// The subjects claims are grouped under.
fn claim_subjects() -> Vec<CardFace> {
    vec![
        CardFace::new(Text::new("跳预言家·金水", "Claim seer: good"), Tone::Green),
        CardFace::new(Text::new("跳预言家·查杀", "Claim seer: wolf"), Tone::Red),
    ]
}

/// A speaker's options besides `done`: claim to be the 预言家 reporting a seat as good or a
/// wolf (anyone may claim), and, for a wolf still alive, 自爆.
pub(crate) fn speech_options(town: &Town<Langren>, seat: Seat) -> Extra<Move> {
    let others: Vec<Seat> = town.alive().iter().filter(|&s| s != seat).collect();
    let mut options = Vec::with_capacity(2 * others.len() + 1);
    for (k, list) in CLAIMS.iter().enumerate() {
        for &t in &others {
            let result = [CheckResult::Good, CheckResult::Wolf][k];
            let mut o = Offered::game(Move::Claim(t, result), list[t.index()].label.clone());
            o.choice.subject = Some(k as u16);
            o.choice.short = Some(t.label());
            options.push(o);
        }
    }
    if town.role(seat) == Role::Wolf {
        options.push(Offered::game(
            Move::Explode,
            Text::new(
                "自爆（立即出局，白天结束）",
                "Reveal yourself (自爆): out at once, night falls",
            ),
        ));
    }
    Extra {
        options,
        subjects: claim_subjects(),
    }
}

impl Langren {
    /// A speaker claimed, or a wolf revealed himself.
    pub(crate) fn on_speech(&mut self, town: &mut Town<Langren>, seat: Seat, said: Move) -> Spoke {
        if said == Move::Explode {
            town.announce(
                key::EXPLODE,
                text!(
                    "{}号自爆，立即出局",
                    "Seat {} reveals as a wolf (自爆) and is out at once",
                    seat.num()
                ),
            );
            return Spoke::Out;
        }
        if let Move::Claim(target, result) = said {
            self.claims.push(Claim {
                day: town.day(),
                seat,
                target,
                result,
            });
            let line = match result {
                CheckResult::Good => text!(
                    "{}号跳预言家：{}号是好人（金水）",
                    "Seat {} claims the seer: seat {} is good",
                    seat.num(),
                    target.num()
                ),
                CheckResult::Wolf => text!(
                    "{}号跳预言家：{}号是狼人（查杀）",
                    "Seat {} claims the seer: seat {} is a wolf",
                    seat.num(),
                    target.num()
                ),
            };
            town.announce(key::CLAIM, line);
        }
        Spoke::Done
    }

    /// Voted out: a 白痴 not yet revealed turns his card and stays, without a vote.
    pub(crate) fn on_voted_out(&mut self, town: &mut Town<Langren>, seat: Seat) -> bool {
        if town.role(seat) != Role::Idiot || self.revealed.is_some() {
            return true;
        }
        self.revealed = Some(seat);
        town.announce(
            key::IDIOT,
            text!("{}号得票最多，翻牌：白痴，留在场上，此后不能投票", "Seat {} has the most votes and reveals the idiot: stays in the game, without a vote", seat.num()),
        );
        false
    }

    /// The 猎人 leaving for any reason but poison may shoot a seat still alive.
    pub(crate) fn hunter_hook(&self, town: &Town<Langren>, exit: &Exit) -> Option<Ask<Move>> {
        if town.role(exit.seat) != Role::Hunter {
            return None;
        }
        if exit.cause == Cause::Night && town.ledger().has(Action::Poison, exit.seat) {
            return None;
        }
        let mut options = vec![Offered::new(Opt::Pass, Text::new("不开枪", "Do not shoot"))];
        options.extend(town.alive().iter().map(Offered::seat));
        Some(Ask::new(
            Text::new(
                "你出局了。是否开枪带走一名玩家？",
                "You are out. Do you shoot a player?",
            ),
            options,
        ))
    }

    /// The 猎人 shot the seat picked, or declined.
    pub(crate) fn on_shot(
        &mut self,
        town: &mut Town<Langren>,
        exit: &Exit,
        opt: Opt<Move>,
    ) -> Option<Seat> {
        let target = opt.seat()?;
        self.shot_by = Some(exit.seat);
        town.announce(
            key::SHOT,
            text!(
                "{}号是猎人，开枪带走了{}号",
                "Seat {}, the hunter, shoots seat {}",
                exit.seat.num(),
                target.num()
            ),
        );
        Some(target)
    }
}

/// Last words: the first night's dead; every seat voted out; a seat shot by day, or shot
/// at the first dawn; never after a 自爆.
pub(crate) fn last_words(_: &Town<Langren>, exit: &Exit) -> bool {
    match exit.cause {
        Cause::Night => exit.night == 1,
        Cause::Vote => true,
        Cause::Hook => exit.by_day || exit.night == 1,
        Cause::Interrupt => false,
    }
}
