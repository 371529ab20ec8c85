//! 金自来（老千）: 赌命. Tests: `diezhan/tests/characters_late.rs`, by skill name.
//!
//! Answers the intel arriving face-down in front of him (a node runs before he is asked,
//! `flow.rs`) and any 调包 once it has resolved, wherever the intel lies then (TheMessage
//! `DuMing.kt`); once a turn.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_where, picked};
use crate::diezhan::{
    deck::{Colour, Kind},
    frame::{Event, Frame},
    opt::Opt,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "金自来（老千）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "du_ming",
    name: ("赌命", "Gamble"),
    text: (
        "每回合限一次，情报传到你面前时，或【调包】结算后，若待收情报面朝下，你可以声明一种颜色，检视待收情报并面朝下放回，摸一张牌。若猜错且你有纯黑色手牌，你必须将一张纯黑色手牌置入自己的情报区。",
        "Once a turn, when an intel arrives in front of you, or after a Switch resolves, if the pending intel is face-down, you may name a colour, look at the intel and put it back face-down, and draw one. If you guessed wrong and have a pure-black hand card, you must put one into your own intel area.",
    ),
    when: When::Trigger,
    limit: Limit::Turn,
    optional: true,
    on: |g, o, e| {
        let face_down = g.pending.as_ref().is_some_and(|p| !p.face_up);
        face_down
            && match e {
                Event::Arrived { seat } => seat == o,
                Event::Used {
                    kind: Kind::Switch, ..
                } => true,
                _ => false,
            }
    },
    worth: super::black_risk,
    fire: |_, o, _| {
        Some(Question::one(
            o,
            "diezhan.du_ming_colour",
            Text::new("赌命：声明一种颜色", "Gamble: name a colour"),
            [Colour::Red, Colour::Blue, Colour::Black]
                .into_iter()
                .map(|colour| Opt::Colour { colour })
                .collect(),
            Memo::default(),
            named,
        ))
    },
    ..Skill::BASE
}];

fn named(g: &mut Game, o: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let Some(&Opt::Colour { colour }) = chosen.first() else {
        return None;
    };
    let p = g.pending.as_mut()?;
    p.seen.insert(o);
    let card = p.card;
    let l = g.card(card).label();
    let k = colour.name();
    g.tell(
        "diezhan.du_ming",
        text!(
            "{}号声明{}并检视了待收情报",
            "Seat {} names {} and looks at the pending intel",
            o.number(),
            k
        ),
    );
    g.tell_seat(
        o,
        "diezhan.du_ming_look",
        text!("赌命：待收情报是{}", "Gamble: the pending intel is {}", l),
    );
    g.draw(o, 1);
    if g.card(card).colours.has(colour) {
        return None;
    }
    let black = hand_where(g, o, |c| c.is_pure_black());
    if black.is_empty() {
        return None;
    }
    Some(Question::one(
        o,
        "diezhan.du_ming_black",
        Text::new(
            "赌命猜错：将一张纯黑色手牌置入自己的情报区",
            "Gamble lost: put a pure-black hand card into your own intel area",
        ),
        black,
        Memo::default(),
        |g, o, _, chosen| {
            if let Some(&c) = picked(chosen).first() {
                g.put_intel(o, c, o);
            }
            None
        },
    ))
}
