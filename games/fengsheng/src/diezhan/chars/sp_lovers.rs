//! 韩梅（SP）（军统特务）: 暗藏杀机, 白月光; 小九（SP）（情报站长）: 壮志满怀, 意中人 — the
//! two SP lovers, one module since each names the other. Tests:
//! `diezhan/tests/characters_ex.rs`, by skill name.
//!
//! 白月光 and 意中人 are declarations (step 3 of the victory check, with the others; the
//! 篡夺者 and 比翼双飞 come after): a declaration that wins is always made, so they are
//! not asked. "Any 小九" / "any 韩梅" is a living face-up character of that name.

use tianhei_core::text;
use tianhei_core::{Seat, SeatSet, Text};

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    deck::Colour,
    frame::{Event, Frame},
    opt::{Aim, Opt},
    roster::roster,
    skill::{Skill, When},
    state::Game,
};

pub(crate) const HAN_MEI: &str = "韩梅（SP）（军统特务）";
pub(crate) const XIAO_JIU: &str = "小九（SP）（情报站长）";

const BAI_YUE_GUANG: &str = "bai_yue_guang";
const YI_ZHONG_REN: &str = "yi_zhong_ren";

pub(crate) static HAN_MEI_SKILLS: &[Skill] = &[
    Skill {
        key: "an_cang_sha_ji",
        name: ("暗藏杀机", "Hidden Blade"),
        text: (
            "你接收蓝色情报后，或你传出的蓝色情报被接收后：你可以将你的一张纯黑色情报置入对方的情报区，或随机获得对方的一张手牌。",
            "After you receive a blue intel, or a blue intel you sent is received: you may put one of your pure-black intel into the other's area, or take a random card from his hand.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| other_of(g, o, e, Colour::Blue).is_some(),
        fire: |g, o, e| {
            let t = other_of(g, o, e, Colour::Blue)?;
            Some(blade(g, o, t))
        },
        ..Skill::BASE
    },
    Skill {
        key: BAI_YUE_GUANG,
        name: ("白月光", "White Moonlight"),
        text: (
            "场上有小九时：摸牌阶段你多摸一张牌；若该小九有三张蓝色情报且未宣告胜利，你可以宣告胜利，与他一同获胜（仅你们二人）。",
            "While a 小九 is in play: draw one more in your draw phase; if that 小九 has three blue intel and has not declared, you may declare and win with him alone.",
        ),
        ..Skill::BASE
    },
];

pub(crate) static XIAO_JIU_SKILLS: &[Skill] = &[
    Skill {
        key: "zhuang_zhi_man_huai",
        name: ("壮志满怀", "High Hopes"),
        text: (
            "你接收红色情报后，或你传出的红色情报被接收后：你可以将你或对方的一张黑色情报收入手牌，或你们各摸一张牌（传给自己时只摸一次）。",
            "After you receive a red intel, or a red intel you sent is received: you may take a black intel of yours or his into your hand, or you both draw one (once if you sent it to yourself).",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| matches!(e, Event::Received { to, from, card } if (to == o || from == o) && g.card(card).colours.has(Colour::Red)),
        fire: |g, o, e| {
            let Event::Received { to, from, .. } = e else {
                return None;
            };
            let t = if to == o { from } else { to };
            let mut opts = g.intel_opts(o, Some(Colour::Black));
            if t != o {
                opts.extend(g.intel_opts(t, Some(Colour::Black)));
            }
            opts.push(Opt::Yes);
            Some(Question::one(
                o,
                "diezhan.zhuang_zhi_man_huai",
                Text::new(
                    "壮志满怀：选择一张黑色情报收入手牌，或“是”各摸一张牌",
                    "High Hopes: a black intel to take into your hand, or Yes to both draw one",
                ),
                opts,
                Memo {
                    seat: Some(t),
                    ..Memo::default()
                },
                |g, o, m, chosen| {
                    match picked(chosen).first() {
                        Some(&c) => g.take_intel(o, c),
                        None => {
                            g.draw(o, 1);
                            if let Some(t) = m.seat
                                && t != o
                                && g.alive(t)
                            {
                                g.draw(t, 1);
                            }
                        }
                    }
                    None
                },
            ))
        },
        ..Skill::BASE
    },
    Skill {
        key: YI_ZHONG_REN,
        name: ("意中人", "Sweetheart"),
        text: (
            "场上有韩梅时：摸牌阶段你多摸一张牌；若该韩梅有三张红色情报且未宣告胜利，你可以宣告胜利，与她一同获胜（仅你们二人）。",
            "While a 韩梅 is in play: draw one more in your draw phase; if that 韩梅 has three red intel and has not declared, you may declare and win with her alone.",
        ),
        ..Skill::BASE
    },
];

/// The other party of a received intel of `colour` that `o` received or sent.
fn other_of(g: &Game, o: Seat, e: Event, colour: Colour) -> Option<Seat> {
    let Event::Received { to, from, card } = e else {
        return None;
    };
    let t = if to == o {
        from
    } else if from == o {
        to
    } else {
        return None;
    };
    (t != o && g.alive(t) && g.card(card).colours.has(colour)).then_some(t)
}

fn blade(g: &Game, o: Seat, t: Seat) -> Frame {
    let mut opts: Vec<Opt> = g
        .intel(o)
        .iter()
        .filter(|&&c| g.card(c).colours.is_pure_black())
        .map(|&card| Opt::Intel { seat: o, card })
        .collect();
    if !g.hand(t).is_empty() {
        opts.push(Opt::Seat {
            seat: t,
            aim: Aim::Hurt,
        });
    }
    Question::one(
        o,
        "diezhan.an_cang_sha_ji",
        text!(
            "暗藏杀机：将一张纯黑色情报置入{}号的情报区，或选择{}号随机获得他的一张手牌",
            "Hidden Blade: put a pure-black intel into seat {}'s area, or choose seat {} to take a random card of his",
            t.number(),
            t.number()
        ),
        opts,
        Memo {
            seat: Some(t),
            ..Memo::default()
        },
        |g, o, m, chosen| {
            let t = m.seat?;
            match picked(chosen).first() {
                Some(&c) => g.put_intel(o, c, t),
                None => {
                    g.take_random(o, t);
                }
            }
            None
        },
    )
}

/// A living face-up character whose name starts with `who` (小九, 韩梅), other than `s`.
fn sweetheart(g: &Game, s: Seat, who: &str) -> Option<Seat> {
    g.alive_from(s).into_iter().find(|&t| {
        t != s
            && g.chars[t.index()]
                .is_some_and(|c| c.face_up && roster()[c.id as usize].name.starts_with(who))
    })
}

impl Game {
    /// 白月光 and 意中人: one more card in the draw phase while the other is in play.
    pub(crate) fn extra_draw(&self, s: Seat) -> usize {
        let han = self.has_up(s, BAI_YUE_GUANG) && sweetheart(self, s, "小九").is_some();
        let jiu = self.has_up(s, YI_ZHONG_REN) && sweetheart(self, s, "韩梅").is_some();
        usize::from(han || jiu)
    }

    /// 白月光 and 意中人 in a collection check: each declares with the other when the
    /// other has three of the colour and has not declared.
    pub(crate) fn lovers_declare(&self, declarers: &mut SeatSet, winners: &mut SeatSet) {
        for s in self.alive_from(self.turn.active) {
            for (key, who, colour) in [
                (BAI_YUE_GUANG, "小九", Colour::Blue),
                (YI_ZHONG_REN, "韩梅", Colour::Red),
            ] {
                if !self.has_up(s, key) {
                    continue;
                }
                if let Some(t) = sweetheart(self, s, who)
                    && self.count(t, colour) >= 3
                    && !declarers.contains(t)
                {
                    declarers.insert(s);
                    winners.insert(s);
                    winners.insert(t);
                }
            }
        }
    }
}
