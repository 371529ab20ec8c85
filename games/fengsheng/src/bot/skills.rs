//! How the heuristic bot picks a character, uses skills, and answers the questions
//! skills ask.

use rand::RngExt;
use tianhei_core::{Prompt, Seat};

use super::{Goal, Heuristic, Read, next_living};
use crate::{
    act::{Act, IntelUse, SeatUse, Target},
    card::{CardId, Colour, Kind},
    characters::{Character, Skill},
};

/// How strong a character is for the bot, to choose one of two (identities are not
/// known yet).
fn strength(c: Character) -> i32 {
    use Character::*;
    match c {
        ShanLing | HeiMeiGui | GangTie | EmeiFeng | QiBai | DaiLi | ShaShou => 5,
        LaoGui | LaoQiang | YiDianYuan | HuangQue | FuPing | LaoJin | MengMian | DaoFeng => 4,
        XiaoMaGe | LiuJie | DaMeiNv | GuaiDao | BeiLeiMao | ChuZhang | FuErMoSi => 3,
        FuShe | XiangShui => 2,
        XiaoBai => 1,
    }
}

impl Heuristic {
    /// 挑选角色: the stronger of the two, now and then the other.
    pub(crate) fn pick(&mut self, prompt: &Prompt, offers: &[Act]) -> usize {
        let mut best = (i32::MIN, 0);
        for i in 0..prompt.options.len() {
            let score = match offers.get(i) {
                Some(Act::Pick { character }) => strength(*character) * 4,
                _ => 0,
            } + self.rng.random_range(0..6);
            if score > best.0 {
                best = (score, i);
            }
        }
        best.1
    }

    /// The owner and colour of an intel on the table.
    fn intel_info(r: &Read, card: CardId) -> Option<(Seat, Colour)> {
        r.v.players.iter().find_map(|p| {
            p.intel
                .iter()
                .find(|x| x.id == card)
                .map(|x| (p.seat, x.colour))
        })
    }

    /// How good it is that the intel `card` leaves the table.
    fn removal_value(r: &Read, card: CardId) -> i32 {
        match Self::intel_info(r, card) {
            Some((owner, colour)) => -r.worth(owner, colour),
            None => -5,
        }
    }

    /// The best value of removing up to `n` intel of `t`.
    fn best_removals(r: &Read, t: Seat, n: usize) -> i32 {
        let mut vals: Vec<i32> = r.v.players[t.index()]
            .intel
            .iter()
            .map(|c| -r.worth(t, c.colour))
            .collect();
        vals.sort_unstable_by(|a, b| b.cmp(a));
        vals.iter().take(n).filter(|&&x| x > 0).sum()
    }

    /// What a card is worth keeping in hand (lower: spend it first).
    fn card_value(r: &Read, card: CardId) -> i32 {
        r.hand_card(card).map_or(0, |c| {
            r.keep_value(c)
                + match c.colour {
                    Colour::Black => 1,
                    c if c == r.mine => 1,
                    _ => 0,
                }
        })
    }

    pub(crate) fn skill_score(&mut self, r: &Read, act: Act) -> i32 {
        let v = r.v;
        let me = r.me;
        match act {
            Act::Skill { skill, target } => self.blue_score(r, skill, target),
            Act::Switch { card } => match v.transit.as_ref().and_then(|t| t.card) {
                Some(c) if r.worth(me, c.colour) < 0 => 3 - Self::card_value(r, card),
                _ => -2,
            },
            Act::Fire { skill } => match skill {
                Skill::JiuJi | Skill::QiZu | Skill::DongXi => 4,
                Skill::KaoWen => 2,
                Skill::JiuMei => match v.deaths.last() {
                    Some(&d) if r.friend(d) => 4,
                    _ => -2,
                },
                Skill::LinWei => {
                    if r.goal == Goal::Survive || r.goal == Goal::Kill {
                        3
                    } else {
                        -2
                    }
                }
                _ => 1,
            },
            Act::Skip | Act::Stop => 0,
            Act::KeepCard => 1,
            Act::Top { card } => -Self::card_value(r, card),
            Act::Give { card, to } => {
                let rel = if r.friend(to) { 2 } else { -2 };
                rel - Self::card_value(r, card)
            }
            Act::Place { card, to } => {
                let colour = r.hand_card(card).map(|c| c.colour).or({
                    // 后著: a card of another player's hand, seen in the log only.
                    None
                });
                match colour {
                    Some(c) => r.worth(to, c) - Self::card_value(r, card) / 2,
                    None => r.worth(to, Colour::Black),
                }
            }
            Act::Intel { card, why } => match why {
                IntelUse::Burn | IntelUse::ToTop | IntelUse::Swap => Self::removal_value(r, card),
                IntelUse::Take => match Self::intel_info(r, card) {
                    Some((owner, c)) => r.worth(me, c) - r.worth(owner, c),
                    None => -5,
                },
            },
            Act::IntelTo { card, to } => {
                let dest = if to == me {
                    2
                } else if r.friend(to) {
                    1
                } else {
                    -1
                };
                Self::removal_value(r, card) + dest
            }
            Act::Choose { seat, why } => {
                let hand = v.players[seat.index()].hand_count as i32;
                let foe = i32::from(r.foe(seat)) * 2 - i32::from(r.friend(seat)) * 3;
                match why {
                    SeatUse::TakeFrom | SeatUse::Look => hand.min(4) + foe,
                    SeatUse::GiveHand => {
                        let total: i32 = r.hand().iter().map(|c| r.worth(seat, c.colour)).sum();
                        total / r.hand().len().max(1) as i32 * 3
                    }
                    SeatUse::Target => r.worth(seat, Colour::Black) * 2,
                    SeatUse::Companion => {
                        if r.friend(seat) {
                            3
                        } else {
                            1
                        }
                    }
                }
            }
            Act::Answer { right, .. } => i32::from(!right),
            Act::Keep { as_intel } => {
                if as_intel {
                    i32::from(matches!(r.goal, Goal::Any | Goal::True))
                } else {
                    2
                }
            }
            Act::Discard { card } => {
                let value = Self::card_value(r, card);
                if v.stack.iter().any(|e| e.kind == Some(Kind::Probe)) && !r.hand().is_empty() {
                    -2 - value
                } else {
                    -value
                }
            }
            _ => 0,
        }
    }

    fn blue_score(&mut self, r: &Read, skill: Skill, target: Target) -> i32 {
        let v = r.v;
        let me = r.me;
        let t = match target {
            Target::Seat(t) => Some(t),
            _ => None,
        };
        let face = v.transit.as_ref().and_then(|tr| tr.card);
        // Flipping a hidden character gives its surprise away: only when it pays.
        let reveal = if skill.flips_up() { 1 } else { 0 };
        let s = match (skill, t) {
            (Skill::XianJi, Some(t)) => {
                let hand = v.players[t.index()].hand_count as i32;
                hand.min(2) + i32::from(r.foe(t))
            }
            (Skill::JuJi, Some(t)) => Self::best_removals(r, t, 3) - 2,
            (Skill::QianCang, Some(t)) => Self::best_removals(r, t, 1) - 1,
            (Skill::XueRan, Some(t)) => {
                let blacks = r
                    .hand()
                    .iter()
                    .filter(|c| c.colour == Colour::Black)
                    .count();
                if blacks == 0 || t == me {
                    -5
                } else {
                    r.worth(t, Colour::Black) - 1
                }
            }
            (Skill::JieShangJie, _) => self.use_score(r, Kind::Intercept, Target::None),
            (Skill::ShengDong, Some(t)) => self.use_score(r, Kind::Lure, Target::Seat(t)),
            (Skill::JingJue, _) => match target {
                Target::Entry(i) => self.counter_score(r, i),
                _ => -5,
            },
            (Skill::SuYi, _) => {
                if face.is_none() {
                    2
                } else {
                    0
                }
            }
            (Skill::YanHu, Some(t))
                if r.friend(t)
                    && r.count(t, Colour::Black) >= 2
                    && r.count(me, Colour::Black) <= 1 =>
            {
                3
            }
            (Skill::AiQing, _) => {
                let mut vals: Vec<i32> = v
                    .players
                    .iter()
                    .filter(|p| r.alive(p.seat))
                    .flat_map(|p| {
                        p.intel
                            .iter()
                            .filter(|c| c.colour == Colour::Black)
                            .map(move |_| -r.worth(p.seat, Colour::Black))
                    })
                    .collect();
                vals.sort_unstable_by(|a, b| b.cmp(a));
                vals.iter().take(2).sum::<i32>() - 6
            }
            (Skill::DanYao, _) => 4,
            (Skill::ShouMai, Some(t)) => {
                let best = v.players[t.index()]
                    .intel
                    .iter()
                    .map(|c| r.worth(me, c.colour) - r.worth(t, c.colour))
                    .max()
                    .unwrap_or(-5);
                best - 4 - i32::from(r.goal == Goal::Hoard) * 4
            }
            (Skill::JieLu, _) => {
                let next = next_living(v, v.transit.as_ref().map_or(me, |tr| tr.holder));
                i32::from(next.is_some_and(|n| r.friend(n)))
            }
            (Skill::HeMou, _) => -3,
            _ => -3,
        };
        s - reveal
    }
}
