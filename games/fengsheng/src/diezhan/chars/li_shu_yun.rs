//! 李书云（教授）: 定论, 真理. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;

use crate::diezhan::{
    frame::Event,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "李书云（教授）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "ding_lun",
        name: ("定论", "Verdict"),
        text: (
            "争夺阶段，若待收情报在你面前，翻开此角色牌：争夺阶段结束，你接收此情报；若会使你某种颜色的情报达到三张，改为将其收入手牌（不算接收）。",
            "In a fight, if the pending intel lies in front of you, flip this card: the fight ends and you receive it; if that would give you three of a colour, it goes into your hand instead (not received).",
        ),
        when: When::Fight,
        flip: true,
        usable: |g, s| g.pending.as_ref().is_some_and(|p| p.holder == s),
        run: |g, s| {
            g.turn.fight_over = true;
            let card = g.pending.as_ref()?.card;
            if g.would_three(s, card) {
                g.pending = None;
                g.zones.move_to(card, crate::diezhan::state::Zone::Hand(s));
                g.tell(
                    "diezhan.ding_lun",
                    text!(
                        "{}号将待收情报收入手牌（不算接收）",
                        "Seat {} takes the pending intel into his hand (not received)",
                        s.number()
                    ),
                );
            }
            None
        },
        ..Skill::BASE
    },
    Skill {
        key: "zhen_li",
        name: ("真理", "Truth"),
        text: (
            "你传出的含红色或蓝色的情报被其他角色接收后，你摸两张牌，然后将此角色牌翻至面朝下。",
            "After an intel you sent with red or blue in it is received by another player, draw two and turn this card face-down.",
        ),
        when: When::Trigger,
        on: |g, o, e| matches!(e, Event::Received { from, to, card } if from == o && to != o && g.card(card).colours.is_true()),
        fire: |g, o, _| {
            g.draw(o, 2);
            g.turn_down(o);
            None
        },
        ..Skill::BASE
    },
];
