//! 秦圆圆（风尘侠女）: 左右逢源, 比翼双飞 (reference §6.3, in full). Tests:
//! `diezhan/tests/characters.rs`, by skill name.
//!
//! 比翼双飞 is asked of her (rulings: she decides, and picks among several male
//! declarers) in step 4 of a victory check, after the 篡夺者: in her own turn, face-up and
//! alive, not a winner already, when a declarer is a face-up male. She joins his win and
//! his faction's other members lose (nobody for a 神秘人). The online last-faction end is
//! no declaration: it never fires there.

use tianhei_core::text;
use tianhei_core::{
    Seat, SeatSet, Text,
    cards::{Boxed, DynProcess, Input, Step},
};

use super::ask::{Memo, Question, seat_of};
use crate::diezhan::{
    frame::{Frame, Ret},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "秦圆圆（风尘侠女）";

/// 比翼双飞's key, which the victory checks ask for.
pub(crate) const BI_YI: &str = "bi_yi_shuang_fei";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "zuo_you_feng_yuan",
        name: ("左右逢源", "Friends Everywhere"),
        text: (
            "争夺阶段，翻开此角色牌：选择两名存活的角色（可以包括你），他们弃置所有手牌，然后各摸三张牌（先选的先摸）。",
            "In a fight, flip this card: choose two living players (yourself allowed); both discard their whole hands, then each draws three, the first chosen first.",
        ),
        when: When::Fight,
        flip: true,
        run: |g, s| Some(ask_player(g, s, None)),
        ..Skill::BASE
    },
    Skill {
        key: BI_YI,
        name: ("比翼双飞", "Lovebirds"),
        text: (
            "你的回合内，你的角色面朝上且存活时，若一名男性角色宣告胜利，你可以与他一同获胜，然后与他同阵营的其他角色不能获胜。",
            "In your turn, face-up and alive: when a male character declares victory, you may win with him; then the other members of his faction cannot win.",
        ),
        ..Skill::BASE
    },
];

fn ask_player(g: &Game, s: Seat, first: Option<Seat>) -> Frame {
    let opts = g
        .alive_from(s)
        .into_iter()
        .filter(|&t| Some(t) != first)
        .map(|seat| Opt::Seat {
            seat,
            aim: Aim::Help,
        })
        .collect();
    let (zh, en) = if first.is_none() {
        (
            "左右逢源：选择第一名角色",
            "Friends Everywhere: choose the first player",
        )
    } else {
        (
            "左右逢源：选择第二名角色",
            "Friends Everywhere: choose the second player",
        )
    };
    Question::one(
        s,
        "diezhan.zuo_you_feng_yuan",
        Text::new(zh, en),
        opts,
        Memo {
            seat: first,
            ..Memo::default()
        },
        chosen,
    )
}

fn chosen(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    let Some(first) = m.seat else {
        return Some(ask_player(g, s, Some(t)));
    };
    for p in [first, t] {
        for c in g.hand(p).to_vec() {
            g.discard_from_hand(p, c);
        }
    }
    for p in [first, t] {
        g.draw(p, 3);
    }
    None
}

/// In step 4 of a victory check: her question, when 比翼双飞 applies to these
/// `declarers` (winning with `winners`).
pub(crate) fn offer(g: &Game, declarers: SeatSet, winners: SeatSet) -> Option<Frame> {
    let her = g.turn.active;
    if !g.has_up(her, BI_YI) || winners.contains(her) {
        return None;
    }
    let males: Vec<Seat> = declarers
        .iter()
        .filter(|&m| g.gender(m) == Some(false))
        .collect();
    if males.is_empty() {
        return None;
    }
    Some(Frame::Skill(Boxed::new(Lovebirds {
        her,
        winners,
        males,
        asked: false,
    })))
}

/// 比翼双飞 asked: with which male declarer she wins, or not at all.
#[derive(Clone, Debug)]
struct Lovebirds {
    her: Seat,
    winners: SeatSet,
    males: Vec<Seat>,
    asked: bool,
}

impl DynProcess<Frame> for Lovebirds {
    fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        if !self.asked {
            self.asked = true;
            let mut opts: Vec<Opt> = self
                .males
                .iter()
                .map(|&seat| Opt::Seat {
                    seat,
                    aim: Aim::Win,
                })
                .collect();
            opts.push(Opt::No);
            return g.ask(tianhei_core::cards::Ask::one(
                self.her,
                "diezhan.bi_yi_shuang_fei",
                Text::new(
                    "比翼双飞：与哪位宣告胜利的男性角色一同获胜？（他的同阵营其他角色不能获胜）",
                    "Lovebirds: win with which male declarer? (his faction's other members cannot win)",
                ),
                opts,
            ));
        }
        let mut winners = self.winners;
        if let Input::Answer(a) = input
            && let Some(m) = seat_of(&a.chosen)
        {
            for t in g.team_of(m).iter() {
                if t != m {
                    winners.remove(t);
                }
            }
            winners.insert(self.her);
            g.tell(
                "diezhan.bi_yi",
                text!(
                    "{}号发动【比翼双飞】，与{}号一同获胜",
                    "Seat {} (Lovebirds) wins with seat {}",
                    self.her.number(),
                    m.number()
                ),
            );
        }
        g.finish(winners);
        Step::Done(Ret::None)
    }

    fn boxed(&self) -> Box<dyn DynProcess<Frame>> {
        Box::new(self.clone())
    }
}
