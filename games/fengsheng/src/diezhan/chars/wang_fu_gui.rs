//! 王富贵（黑帮老大）: 江湖令. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! Its two moments are one skill answering two events: the sending (declare a colour) and
//! the receiving of that intel this turn (discard an intel of it from the receiver's area).

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    deck::Colour,
    frame::{Event, Frame},
    opt::Opt,
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "王富贵（黑帮老大）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "jiang_hu_ling",
    name: ("江湖令", "Gang's Word"),
    text: (
        "你传出情报后，可以声明一种颜色。本回合此情报被接收后（你仍是传出者且存活），你可以弃置接收者情报区中一张含该颜色的情报；若其含黑色，你摸一张牌。",
        "After you send intel, you may declare a colour. When that intel is received this turn (you its living sender), you may discard an intel with that colour from the receiver's area; if it had black, draw one.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| match e {
        Event::Sent { from, .. } => from == o,
        Event::Received { from, to, .. } => {
            from == o
                && g.turn
                    .declared
                    .is_some_and(|(s, k)| s == o && g.count(to, k) > 0)
        }
        _ => false,
    },
    fire,
    ..Skill::BASE
}];

fn fire(g: &mut Game, o: Seat, e: Event) -> Option<Frame> {
    if let Event::Received { to, .. } = e {
        let (_, k) = g.turn.declared?;
        return Some(Question::one(
            o,
            "diezhan.jiang_hu_ling_discard",
            text!(
                "江湖令：弃置{}号的一张含{}色的情报",
                "Gang's Word: discard an intel of seat {} with {} in it",
                to.number(),
                k.name()
            ),
            g.intel_opts(to, Some(k)),
            Memo::default(),
            |g, o, _, chosen| {
                if let Some(&c) = picked(chosen).first() {
                    g.discard_intel(o, c);
                    if g.card(c).colours.has(Colour::Black) {
                        g.draw(o, 1);
                    }
                }
                None
            },
        ));
    }
    Some(Question::one(
        o,
        "diezhan.jiang_hu_ling",
        Text::new("江湖令：声明一种颜色", "Gang's Word: declare a colour"),
        Colour::ALL
            .into_iter()
            .map(|colour| Opt::Colour { colour })
            .collect(),
        Memo::default(),
        |g, o, _, chosen| {
            if let Some(&Opt::Colour { colour }) = chosen.first() {
                g.turn.declared = Some((o, colour));
                g.tell(
                    "diezhan.jiang_hu_ling",
                    text!(
                        "{}号声明了{}色",
                        "Seat {} declares {}",
                        o.number(),
                        colour.name()
                    ),
                );
            }
            None
        },
    ))
}
