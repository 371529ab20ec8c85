//! The options and text of each question a skill asks, and opening its prompt.

use tianhei_core::{Seat, Text};

use super::{Question, Skill};
use crate::{
    act::{Act, IntelUse, SeatUse},
    card::{CardId, Colour, Probe, ProbeEffect},
    game::Game,
};

/// `【狙击】` + text.
fn t(skill: Skill, zh: &str, en: &str) -> Text {
    let n = skill.name();
    Text::owned(format!("【{}】{}", n.zh, zh), format!("{}: {}", n.en, en))
}

impl Game {
    /// Every card in `s`'s hand (not one per face: choosing several needs each copy).
    fn hand_cards(&self, s: Seat) -> Vec<CardId> {
        self.players[s.index()].hand.clone()
    }

    fn black_hand(&self, s: Seat) -> Vec<CardId> {
        self.players[s.index()]
            .hand
            .iter()
            .copied()
            .filter(|&c| self.card(c).colour == Colour::Black)
            .collect()
    }

    /// One card per face, filtered.
    fn faces(&self, s: Seat, f: impl Fn(CardId) -> bool) -> Vec<CardId> {
        self.hand_faces(s).map(|c| c.id).filter(|&c| f(c)).collect()
    }

    fn intel_of(&self, s: Seat, f: impl Fn(CardId) -> bool) -> Vec<CardId> {
        self.players[s.index()]
            .intel
            .iter()
            .copied()
            .filter(|&c| f(c))
            .collect()
    }

    fn living_seats(&self) -> Vec<Seat> {
        self.seating.all().filter(|&s| self.alive(s)).collect()
    }

    /// Opens the prompt for `a`, or settles it at once when there is nothing to choose.
    pub(crate) fn open_ask(&mut self, a: Question) {
        let seat = a.seat();
        let dead_ok = matches!(
            a,
            Question::YiZhi { .. } | Question::HouZhuLook { .. } | Question::HouZhuPlace { .. }
        );
        if !dead_ok && !self.alive(seat) {
            return;
        }
        let black = |g: &Game, c: CardId| g.card(c).colour == Colour::Black;
        let mut secret = false;
        let (kind, text, acts): (&'static str, Text, Vec<Act>) = match &a {
            Question::ProbeDiscard { target } => (
                "fengsheng.probe_discard",
                Text::new(
                    "试探：选择一张手牌弃置",
                    "Probe: choose a hand card to discard",
                ),
                self.faces(*target, |_| true)
                    .into_iter()
                    .map(|card| Act::Discard { card })
                    .collect(),
            ),
            Question::Secret { skill, .. } => {
                secret = true;
                let mut acts = vec![Act::Skip];
                if self.down_has(seat, *skill) {
                    acts.push(Act::Fire { skill: *skill });
                }
                let text = if *skill == Skill::JiuJi {
                    Text::new(
                        "你被试探或锁定：是否发动角色技能？",
                        "You are probed or locked: use a character skill?",
                    )
                } else {
                    Text::new(
                        "你的卡牌被识破：是否发动角色技能？",
                        "Your card was seen through: use a character skill?",
                    )
                };
                ("fengsheng.secret", text, acts)
            }
            Question::Fire { skill, about, .. } => {
                let (zh, en) = match skill {
                    Skill::KaoWen => (
                        format!("是否先抽取{}号的一张手牌？", about.number()),
                        format!("take a random card from seat {} first?", about.number()),
                    ),
                    Skill::JiuMei => (
                        format!(
                            "{}号死亡：是否翻开身份牌，烧毁你与她面前所有的假情报来拯救她？",
                            about.number()
                        ),
                        format!(
                            "seat {} dies: reveal your identity and burn every black intel in front of you and her to save her?",
                            about.number()
                        ),
                    ),
                    Skill::LinWei => (
                        format!(
                            "{}号死亡：是否移除你的身份牌，取得他的身份牌，并调换一张情报与牌库顶？",
                            about.number()
                        ),
                        format!(
                            "seat {} dies: remove your identity card, take his, and swap an intel with the deck top?",
                            about.number()
                        ),
                    ),
                    _ => (
                        "情报被破译：是否盖伏此角色牌？".to_string(),
                        "intel was decoded: turn this character face-down?".to_string(),
                    ),
                };
                (
                    "fengsheng.skill",
                    t(*skill, &zh, &en),
                    vec![Act::Skip, Act::Fire { skill: *skill }],
                )
            }
            Question::Top { skill, left, .. } => (
                "fengsheng.skill",
                t(
                    *skill,
                    &format!("选择一张手牌放回牌库顶（还需{}张）", left),
                    &format!("put a hand card back on top of the deck ({} to go)", left),
                ),
                self.faces(seat, |_| true)
                    .into_iter()
                    .map(|card| Act::Top { card })
                    .collect(),
            ),
            Question::Give { skill, .. } => {
                let keep = *skill == Skill::ShiXue;
                let mut acts = if keep {
                    vec![Act::KeepCard]
                } else {
                    Vec::new()
                };
                for card in self.faces(seat, |_| true) {
                    for to in self.living_seats() {
                        if to != seat {
                            acts.push(Act::Give { card, to });
                        }
                    }
                }
                let (zh, en) = if keep {
                    (
                        "把一张手牌交给任意一位玩家（或自己留下）",
                        "give a hand card to any player (or keep it)",
                    )
                } else {
                    (
                        "把一张手牌交给另一位玩家",
                        "give a hand card to another player",
                    )
                };
                ("fengsheng.skill", t(*skill, zh, en), acts)
            }
            Question::ChengFu { probe, .. } => (
                "fengsheng.skill",
                t(
                    Skill::ChengFu,
                    "你被试探：隐瞒身份，任选一种结果",
                    "you are probed: hide your identity and pick the outcome",
                ),
                vec![
                    Act::Answer {
                        right: self.players[seat.index()].identity == probe.guess,
                        probe: *probe,
                    },
                    Act::Answer {
                        right: self.players[seat.index()].identity != probe.guess,
                        probe: *probe,
                    },
                ],
            ),
            Question::Discard { skill, .. } => {
                if *skill == Skill::JieLu {
                    (
                        "fengsheng.skill",
                        t(*skill, "弃置一张黑色手牌", "discard a black hand card"),
                        self.faces(seat, |c| black(self, c))
                            .into_iter()
                            .map(|card| Act::Discard { card })
                            .collect(),
                    )
                } else {
                    let mut acts = vec![Act::Skip];
                    acts.extend(
                        self.faces(seat, |_| true)
                            .into_iter()
                            .map(|card| Act::Discard { card }),
                    );
                    (
                        "fengsheng.skill",
                        t(
                            *skill,
                            "是否弃置一张手牌，先检视这张试探？",
                            "discard a hand card to look at this probe first?",
                        ),
                        acts,
                    )
                }
            }
            Question::PlaceBlack { skill, to, .. } => {
                let mut acts = vec![Act::Skip];
                let targets = match to {
                    Some(t) => vec![*t],
                    None => self.living_seats(),
                };
                for card in self.faces(seat, |c| black(self, c)) {
                    for &to in &targets {
                        acts.push(Act::Place { card, to });
                    }
                }
                (
                    "fengsheng.skill",
                    t(*skill, "是否放置一张假情报？", "place a black intel?"),
                    acts,
                )
            }
            Question::BurnBlack { of, .. } => {
                let mut acts = vec![Act::Skip];
                acts.extend(
                    self.intel_of(*of, |c| black(self, c))
                        .into_iter()
                        .map(|card| Act::Intel {
                            card,
                            why: IntelUse::Burn,
                        }),
                );
                (
                    "fengsheng.skill",
                    t(
                        Skill::JiZhongJi,
                        &format!("是否烧毁{}号面前的一张假情报？", of.number()),
                        &format!("burn a black intel in front of seat {}?", of.number()),
                    ),
                    acts,
                )
            }
            Question::TakeFrom { skill, .. } => {
                let mut acts = vec![Act::Skip];
                for s in self.living_seats() {
                    if s != seat && !self.players[s.index()].hand.is_empty() {
                        acts.push(Act::Choose {
                            seat: s,
                            why: SeatUse::TakeFrom,
                        });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        *skill,
                        "是否抽取一位玩家的一张手牌？",
                        "take a random card from a player?",
                    ),
                    acts,
                )
            }
            Question::TouTian { victim, .. } => {
                let mut acts = vec![Act::Skip];
                let true_intel = self.intel_of(*victim, |c| !black(self, c));
                for card in true_intel {
                    for to in self.living_seats() {
                        acts.push(Act::IntelTo { card, to });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::TouTian,
                        &format!(
                            "是否把{}号面前的一张真情报加入一位玩家的手牌？",
                            victim.number()
                        ),
                        &format!(
                            "move a true intel in front of seat {} into a player's hand?",
                            victim.number()
                        ),
                    ),
                    acts,
                )
            }
            Question::FuDiBlack { .. } => {
                let mut acts = vec![Act::Skip];
                acts.extend(
                    self.faces(seat, |c| black(self, c))
                        .into_iter()
                        .map(|card| Act::Place { card, to: seat }),
                );
                (
                    "fengsheng.skill",
                    t(
                        Skill::FuDi,
                        "是否再放置一张假情报到自己面前，盖伏此角色，并在任意名玩家面前各放置一张情报？",
                        "place one more black intel in front of yourself, turn face-down, and place one intel in front of each of any players?",
                    ),
                    acts,
                )
            }
            Question::FuDiPlace { placed, .. } => {
                let mut acts = vec![Act::Stop];
                let used: Vec<CardId> = placed.iter().map(|p| p.0).collect();
                let done: Vec<Seat> = placed.iter().map(|p| p.1).collect();
                let hand: Vec<CardId> = self
                    .hand_cards(seat)
                    .into_iter()
                    .filter(|c| !used.contains(c))
                    .collect();
                let mut seen: Vec<CardId> = Vec::new();
                for card in hand {
                    if seen
                        .iter()
                        .any(|&o| self.card(o).same_face(self.card(card)))
                    {
                        continue;
                    }
                    seen.push(card);
                    for to in self.living_seats() {
                        if !done.contains(&to) {
                            acts.push(Act::Place { card, to });
                        }
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::FuDi,
                        "在一位玩家面前放置一张手牌作为情报（每人至多一张），或到此为止",
                        "place a hand card as intel in front of a player (one each), or stop",
                    ),
                    acts,
                )
            }
            Question::YiZhi { .. } => {
                let mut acts = vec![Act::Skip];
                for s in self.living_seats() {
                    acts.push(Act::Choose {
                        seat: s,
                        why: SeatUse::GiveHand,
                    });
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::YiZhi,
                        "是否把全部手牌交给一位玩家，由他随机取三张作为情报？",
                        "hand your whole hand to a player, who takes three at random as intel?",
                    ),
                    acts,
                )
            }
            Question::HouZhuLook { .. } => {
                let mut acts = vec![Act::Skip];
                for s in self.living_seats() {
                    if s != seat && !self.players[s.index()].hand.is_empty() {
                        acts.push(Act::Choose {
                            seat: s,
                            why: SeatUse::Look,
                        });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::HouZhu,
                        "是否检视另一位玩家的手牌，把其中一张放置在一位玩家面前？",
                        "look at another player's hand and place one of its cards in front of a player?",
                    ),
                    acts,
                )
            }
            Question::HouZhuPlace { from, .. } => {
                let mut acts = Vec::new();
                for card in self.faces(*from, |_| true) {
                    for to in self.living_seats() {
                        acts.push(Act::Place { card, to });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::HouZhu,
                        &format!("把{}号的一张手牌放置在一位玩家面前", from.number()),
                        &format!(
                            "place one of seat {}'s cards in front of a player",
                            from.number()
                        ),
                    ),
                    acts,
                )
            }
            Question::ZaiHouTarget { .. } => {
                let mut acts = vec![Act::Skip];
                for s in self.living_seats() {
                    acts.push(Act::Choose {
                        seat: s,
                        why: SeatUse::Target,
                    });
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::ZaiHou,
                        "是否翻开身份牌，在一位玩家面前放置最多两张假情报？",
                        "reveal your identity and place up to two black intel in front of a player?",
                    ),
                    acts,
                )
            }
            Question::ZaiHouCards { to, chosen, .. } => {
                let mut acts = if chosen.is_empty() {
                    Vec::new()
                } else {
                    vec![Act::Stop]
                };
                for card in self.black_hand(seat) {
                    if !chosen.contains(&card) {
                        acts.push(Act::Place { card, to: *to });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::ZaiHou,
                        &format!("选择放置在{}号面前的假情报（最多两张）", to.number()),
                        &format!("choose black intel for seat {} (up to two)", to.number()),
                    ),
                    acts,
                )
            }
            Question::SouQu { card, .. } => (
                "fengsheng.skill",
                {
                    let l = self.card(*card).label();
                    t(
                        Skill::SouQu,
                        &format!("把{}加入手牌、作为情报，或放弃？", l.zh),
                        &format!("keep {} in hand, take it as intel, or leave it?", l.en),
                    )
                },
                vec![
                    Act::Skip,
                    Act::Keep { as_intel: false },
                    Act::Keep { as_intel: true },
                ],
            ),
            Question::LinWeiSwap { .. } => {
                let mut acts = Vec::new();
                for s in self.living_seats() {
                    for card in self.intel_of(s, |_| true) {
                        acts.push(Act::Intel {
                            card,
                            why: IntelUse::Swap,
                        });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::LinWei,
                        "选择一张情报与牌库顶的牌调换",
                        "choose an intel to swap with the top card of the deck",
                    ),
                    acts,
                )
            }
            Question::FengDu { .. } => {
                let acts = self
                    .living_seats()
                    .into_iter()
                    .filter(|&s| s != seat && self.female(s))
                    .map(|s| Act::Choose {
                        seat: s,
                        why: SeatUse::Companion,
                    })
                    .collect();
                (
                    "fengsheng.skill",
                    t(
                        Skill::FengDu,
                        "你宣告胜利：选择一位女性与你一同胜利",
                        "you declare victory: choose a female to win with you",
                    ),
                    acts,
                )
            }
            Question::JuJi { target, first, .. } => {
                let mut acts = if *first { Vec::new() } else { vec![Act::Stop] };
                acts.extend(
                    self.intel_of(*target, |_| true)
                        .into_iter()
                        .map(|card| Act::Intel {
                            card,
                            why: IntelUse::Burn,
                        }),
                );
                (
                    "fengsheng.skill",
                    t(
                        Skill::JuJi,
                        &format!("烧毁{}号面前的一张情报", target.number()),
                        &format!("burn an intel in front of seat {}", target.number()),
                    ),
                    acts,
                )
            }
            Question::XueRan {
                target,
                max,
                chosen,
                ..
            } => {
                let mut acts = vec![Act::Stop];
                for card in self.black_hand(seat) {
                    if !chosen.contains(&card) {
                        acts.push(Act::Place { card, to: *target });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::XueRan,
                        &format!(
                            "选择放置在{}号面前的假情报（最多{}张，已选{}张，同时放置）",
                            target.number(),
                            max,
                            chosen.len()
                        ),
                        &format!(
                            "choose black intel for seat {} (up to {}, {} chosen, placed together)",
                            target.number(),
                            max,
                            chosen.len()
                        ),
                    ),
                    acts,
                )
            }
            Question::QianCang { target, .. } => (
                "fengsheng.skill",
                t(
                    Skill::QianCang,
                    &format!("选择{}号面前的一张情报放回牌库顶", target.number()),
                    &format!(
                        "choose an intel of seat {} to put back on the deck",
                        target.number()
                    ),
                ),
                self.intel_of(*target, |_| true)
                    .into_iter()
                    .map(|card| Act::Intel {
                        card,
                        why: IntelUse::ToTop,
                    })
                    .collect(),
            ),
            Question::HeMou { .. } => (
                "fengsheng.skill",
                t(
                    Skill::HeMou,
                    "选择放置在自己面前的假情报",
                    "choose the black intel to place in front of yourself",
                ),
                self.faces(seat, |c| black(self, c))
                    .into_iter()
                    .map(|card| Act::Place { card, to: seat })
                    .collect(),
            ),
            Question::YanHu { target, .. } => (
                "fengsheng.skill",
                t(
                    Skill::YanHu,
                    &format!("选择获得{}号面前的一张假情报", target.number()),
                    &format!("choose a black intel of seat {} to obtain", target.number()),
                ),
                self.intel_of(*target, |c| black(self, c))
                    .into_iter()
                    .map(|card| Act::Intel {
                        card,
                        why: IntelUse::Take,
                    })
                    .collect(),
            ),
            Question::AiQing { left, .. } => {
                let mut acts = Vec::new();
                for s in self.living_seats() {
                    for card in self.intel_of(s, |c| black(self, c)) {
                        acts.push(Act::Intel {
                            card,
                            why: IntelUse::Burn,
                        });
                    }
                }
                (
                    "fengsheng.skill",
                    t(
                        Skill::AiQing,
                        &format!("烧毁一张假情报（还有{}张）", left),
                        &format!("burn a black intel ({} to go)", left),
                    ),
                    acts,
                )
            }
            Question::ShouMaiGive { target, left, .. } => (
                "fengsheng.skill",
                t(
                    Skill::ShouMai,
                    &format!("选择交给{}号的手牌（还有{}张）", target.number(), left),
                    &format!(
                        "choose a card to give seat {} ({} to go)",
                        target.number(),
                        left
                    ),
                ),
                self.faces(seat, |_| true)
                    .into_iter()
                    .map(|card| Act::Give { card, to: *target })
                    .collect(),
            ),
            Question::ShouMaiTake { target, .. } => (
                "fengsheng.skill",
                t(
                    Skill::ShouMai,
                    &format!("选择获得{}号面前的一张情报", target.number()),
                    &format!("choose an intel of seat {} to obtain", target.number()),
                ),
                self.intel_of(*target, |_| true)
                    .into_iter()
                    .map(|card| Act::Intel {
                        card,
                        why: IntelUse::Take,
                    })
                    .collect(),
            ),
        };
        if acts.is_empty() {
            // Nothing to choose (the cards or intel it needed are gone): it ends here.
            return;
        }
        if acts.len() == 1 && !secret {
            // One way to do it: no question.
            let act = acts[0];
            self.answered(a, act);
            return;
        }
        self.asking = Some(a);
        self.ask_with(seat, kind, text, acts, 0, secret);
    }

    /// The label of a 城府 answer.
    pub(crate) fn cheng_fu_label(right: bool, probe: Probe) -> Text {
        let (zh, en) = match (right, probe.effect) {
            (true, ProbeEffect::Draw) => (
                "按猜中结算：抽两张牌".to_string(),
                "as guessed right: draw two".to_string(),
            ),
            (true, ProbeEffect::Discard) => (
                "按猜中结算：弃一张牌".to_string(),
                "as guessed right: discard one".to_string(),
            ),
            (false, _) => {
                let ph = probe.phrase();
                (
                    format!("按猜错结算：说「{}」", ph.zh),
                    format!("as guessed wrong: say \"{}\"", ph.en),
                )
            }
        };
        Text::owned(zh, en)
    }
}
