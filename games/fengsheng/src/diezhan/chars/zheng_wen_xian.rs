//! 鄭文先（日伪报社主编）: 偷天, 换日. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::Text;

use super::ask::{Memo, Question};
use crate::diezhan::{
    deck::Kind,
    frame::Event,
    opt::Opt,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "鄭文先（日伪报社主编）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "tou_tian",
        name: ("偷天", "Steal the Sky"),
        text: (
            "争夺阶段，翻开此角色牌：视为你使用了一张【截获】。",
            "In a fight, flip this card: as if you used an Intercept.",
        ),
        when: When::Fight,
        flip: true,
        usable: |g, s| g.pending.as_ref().is_some_and(|p| p.holder != s),
        run: |g, s| {
            let holder = g.pending.as_ref()?.holder;
            g.event(Event::Used {
                user: s,
                kind: Kind::Intercept,
                target: Some(holder),
            });
            g.move_pending(s, s);
            None
        },
        ..Skill::BASE
    },
    Skill {
        key: "huan_ri",
        name: ("换日", "Change the Sun"),
        text: (
            "你使用【调包】或【破译】后，可以将此角色牌翻至面朝下。",
            "After you use a Switch or a Decode, you may turn this card face-down.",
        ),
        when: When::Trigger,
        on: |_, o, e| matches!(e, Event::Used { user, kind: Kind::Switch | Kind::Decode, .. } if user == o),
        fire: |_, o, _| {
            Some(Question::one(
                o,
                "diezhan.huan_ri",
                Text::new(
                    "换日：将角色牌翻至面朝下？",
                    "Change the Sun: turn your character face-down?",
                ),
                vec![Opt::Yes, Opt::No],
                Memo::default(),
                |g, o, _, chosen| {
                    if chosen.first() == Some(&Opt::Yes) {
                        g.turn_down(o);
                    }
                    None
                },
            ))
        },
        ..Skill::BASE
    },
];
