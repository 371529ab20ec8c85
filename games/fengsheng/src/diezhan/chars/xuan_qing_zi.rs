//! 玄青子（算命先生）: 金口一开. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Audience, Text};

use super::ask::{Memo, Question};
use crate::diezhan::{
    opt::Opt,
    skill::{Limit, Skill, When},
    state::Zone,
};

pub(crate) const NAME: &str = "玄青子（算命先生）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "jin_kou_yi_kai",
    name: ("金口一开", "Oracle"),
    text: (
        "你的回合的争夺阶段限一次：查看牌堆顶的牌，然后摸一张牌，或将牌堆顶的牌与待收情报面朝下交换。",
        "Once, in the fight of your own turn: look at the deck top; then draw one, or swap the deck top with the pending intel, face-down.",
    ),
    when: When::Fight,
    limit: Limit::Turn,
    usable: |g, s| g.turn.active == s && g.pending.is_some(),
    run: |g, s| {
        let top = g.zones.peek(Zone::Deck, Zone::Discard, &mut g.rng)?;
        let l = g.card(top).label();
        g.log.show(
            Audience::seat(s),
            "diezhan.jin_kou_yi_kai_look",
            text!("牌堆顶的牌是{}", "The deck top is {}", l),
        );
        Some(Question::one(
            s,
            "diezhan.jin_kou_yi_kai",
            Text::new(
                "金口一开：“是”摸一张牌；“否”将牌堆顶的牌与待收情报交换",
                "Oracle: Yes to draw one; No to swap the deck top with the pending intel",
            ),
            vec![Opt::Yes, Opt::No],
            Memo {
                card: Some(top),
                ..Memo::default()
            },
            |g, s, m, chosen| {
                if chosen.first() == Some(&Opt::Yes) {
                    g.draw(s, 1);
                    return None;
                }
                let (Some(top), Some(old)) = (m.card, g.pending.as_ref().map(|p| p.card)) else {
                    return None;
                };
                g.zones.move_to(top, Zone::Pending);
                g.zones.move_to(old, Zone::Deck);
                if let Some(p) = g.pending.as_mut() {
                    p.card = top;
                    p.face_up = false;
                    p.seen = tianhei_core::SeatSet::one(s);
                }
                g.tell(
                    "diezhan.jin_kou_yi_kai",
                    text!(
                        "{}号将牌堆顶的牌与待收情报面朝下交换",
                        "Seat {} swaps the deck top with the pending intel, face-down",
                        s.number()
                    ),
                );
                None
            },
        ))
    },
    ..Skill::BASE
}];
