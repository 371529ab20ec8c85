//! 吴志国（剿匪大队长）: 坚韧. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, all_intel, picked};
use crate::diezhan::{
    deck::Colour,
    frame::{Event, Frame},
    skill::{Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "吴志国（剿匪大队长）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "jian_ren",
    name: ("坚韧", "Tenacity"),
    text: (
        "你接收含黑色的情报后，可以展示牌堆顶的牌：若含黑色，你将其收入手牌，然后弃置一名角色情报区中的一张黑色情报；否则将其放回。",
        "After you receive an intel with black in it, you may show the deck top: if it has black, take it into your hand, then discard a black intel from any player's area; otherwise it stays on top.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| matches!(e, Event::Received { to, card, .. } if to == o && g.card(card).colours.has(Colour::Black)),
    fire: show_top,
    ..Skill::BASE
}];

fn show_top(g: &mut Game, o: Seat, _: Event) -> Option<Frame> {
    let top = g.zones.peek(Zone::Deck, Zone::Discard, &mut g.rng)?;
    g.zones.move_to(top, Zone::Revealed);
    let l = g.card(top).label();
    g.say(
        Audience::All,
        "diezhan.jian_ren_top",
        text!("牌堆顶的牌是{}", "The deck top is {}", l),
        &[top],
    );
    if !g.card(top).colours.has(Colour::Black) {
        g.zones.move_to(top, Zone::Deck);
        return None;
    }
    g.zones.move_to(top, Zone::Hand(o));
    let opts: Vec<_> = all_intel(g, o, Some(Colour::Black));
    Some(Question::one(
        o,
        "diezhan.jian_ren",
        Text::new(
            "坚韧：弃置一名角色情报区中的一张黑色情报",
            "Tenacity: discard a black intel from a player's area",
        ),
        opts,
        Memo::default(),
        |g, o, _, chosen| {
            if let Some(&c) = picked(chosen).first() {
                g.discard_intel(o, c);
            }
            None
        },
    ))
}
