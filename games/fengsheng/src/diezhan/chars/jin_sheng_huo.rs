//! 金生火（军机处处长）: 谨慎. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Audience, Text};

use super::ask::{Memo, Question, hand_opts, picked};
use crate::diezhan::{
    frame::Event,
    skill::{Skill, When},
    state::Zone,
};

pub(crate) const NAME: &str = "金生火（军机处处长）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "jin_shen",
    name: ("谨慎", "Caution"),
    text: (
        "你接收双色情报后，可以用一张手牌与之交换（正面朝上，该手牌成为你接收的情报）。",
        "After you receive a two-colour intel, you may swap a hand card with it, face-up (the hand card becomes the intel you received).",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| {
        matches!(e, Event::Received { to, card, .. } if to == o && g.card(card).colours.is_two() && g.intel(o).contains(&card))
            && !g.hand(o).is_empty()
    },
    fire: |g, o, e| {
        let Event::Received { card: intel, .. } = e else {
            return None;
        };
        Some(Question::one(
            o,
            "diezhan.jin_shen",
            Text::new(
                "谨慎：选择一张手牌与它交换",
                "Caution: choose a hand card to swap with it",
            ),
            hand_opts(g, o),
            Memo {
                card: Some(intel),
                ..Memo::default()
            },
            |g, o, m, chosen| {
                let (Some(intel), Some(&c)) = (m.card, picked(chosen).first()) else {
                    return None;
                };
                g.zones.move_to(c, Zone::Intel(o));
                let (a, b) = (g.card(c).label(), g.card(intel).label());
                g.say(
                    Audience::All,
                    "diezhan.jin_shen",
                    text!(
                        "{}号用手牌{}换下情报{}",
                        "Seat {} swaps the hand card {} for the intel {}",
                        o.number(),
                        a,
                        b
                    ),
                    &[c, intel],
                );
                g.zones.move_to(intel, Zone::Hand(o));
                None
            },
        ))
    },
    ..Skill::BASE
}];
