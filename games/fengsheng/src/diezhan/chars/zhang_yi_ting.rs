//! 张一挺（司令）: 强令. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question};
use crate::diezhan::{
    deck::Kind,
    frame::{Event, Frame},
    opt::Opt,
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "张一挺（司令）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "qiang_ling",
    name: ("强令", "Strict Orders"),
    text: (
        "你传出情报后，或于传递阶段选择接收情报后，可以声明至多两种卡牌名称：本回合所有角色不能使用这些手牌。",
        "After you send intel, and after you choose to accept intel while it is passed: you may name up to two cards; this turn nobody may use those from hand.",
    ),
    when: When::Trigger,
    optional: true,
    on: |_, o, e| {
        matches!(e, Event::Sent { from, .. } if from == o)
            || matches!(e, Event::Accepted { seat } if seat == o)
    },
    fire,
    ..Skill::BASE
}];

fn fire(g: &mut Game, o: Seat, _: Event) -> Option<Frame> {
    let opts = Kind::ALL
        .into_iter()
        .filter(|k| !g.turn.banned.contains(k))
        .map(|kind| Opt::Name { kind })
        .collect();
    Some(Question::many(
        o,
        "diezhan.qiang_ling",
        Text::new(
            "强令：声明至多两种卡牌",
            "Strict Orders: name up to two cards",
        ),
        opts,
        (1, 2),
        Memo::default(),
        |g, o, _, chosen| {
            let mut names = Vec::new();
            for k in chosen.iter().filter_map(|c| match *c {
                Opt::Name { kind } => Some(kind),
                _ => None,
            }) {
                g.turn.banned.push(k);
                names.push(k.name());
            }
            let zh: Vec<String> = names.iter().map(|n| format!("【{}】", n.zh)).collect();
            let en: Vec<String> = names.iter().map(|n| n.en.to_string()).collect();
            g.tell(
                "diezhan.qiang_ling",
                text!(
                    "{}号发动强令：本回合不能使用{}",
                    "Seat {} (Strict Orders): nobody may use {} this turn",
                    o.number(),
                    (zh.join(""), en.join(", "))
                ),
            );
            None
        },
    ))
}
