//! 简先生（话剧演员）: 从容应对. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::Seat;
use tianhei_core::text;

use super::ask::{Memo, Question};
use crate::diezhan::{
    deck::Kind,
    frame::{Event, Frame},
    opt::Opt,
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "简先生（话剧演员）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "cong_rong_ying_dui",
    name: ("从容应对", "Composure"),
    text: (
        "你使用的【试探】或对你使用的【试探】结算后（即使无效），你可以随机获得对方的一张手牌，或与对方各摸一张牌。",
        "After a Probe you used, or one used on you, resolves (even without effect): you may take a random card from the other's hand, or you both draw one.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| match e {
        Event::Used {
            user,
            kind: Kind::Probe,
            target: Some(t),
        } => (user == o || t == o) && user != t && g.alive(if user == o { t } else { user }),
        _ => false,
    },
    fire,
    ..Skill::BASE
}];

fn fire(g: &mut Game, o: Seat, e: Event) -> Option<Frame> {
    let Event::Used {
        user,
        target: Some(t),
        ..
    } = e
    else {
        return None;
    };
    let other = if user == o { t } else { user };
    let mut opts = vec![Opt::Yes];
    if !g.hand(other).is_empty() {
        opts.push(Opt::Seat {
            seat: other,
            aim: crate::diezhan::opt::Aim::Hurt,
        });
    }
    Some(Question::one(
        o,
        "diezhan.cong_rong_ying_dui",
        text!(
            "从容应对：“是”与{0}号各摸一张牌，或选择{0}号随机获得他的一张手牌",
            "Composure: Yes to both draw one, or choose seat {} to take a random card of his",
            other.number()
        ),
        opts,
        Memo {
            seat: Some(other),
            ..Memo::default()
        },
        |g, o, m, chosen| {
            let other = m.seat?;
            if chosen.first() == Some(&Opt::Yes) {
                g.draw(o, 1);
                g.draw(other, 1);
                return None;
            }
            g.take_random(o, other);
            None
        },
    ))
}
