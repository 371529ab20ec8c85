//! 陈大耳（包打听）: 变则通. Tests: `diezhan/tests/characters_late.rs`, by skill name.
//!
//! The conversion is a rule of the turn (`turn.convert`, read by [`Game::use_kind`]
//! wherever hand cards are offered): it changes hand cards only, and a card a skill
//! converts is not converted again (reference §6).

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

pub(crate) const NAME: &str = "陈大耳（包打听）";

/// The cards 变则通 may name.
const NAMEABLE: [Kind; 4] = [Kind::Intercept, Kind::Mislead, Kind::Switch, Kind::Decode];

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "bian_ze_tong",
    name: ("变则通", "Adapt to Change"),
    text: (
        "你的传递阶段开始时，摸一张牌，然后你可以宣言【截获】【误导】【调包】【破译】中的两种“A”和“B”：直到回合结束，所有角色的A手牌只能当作B使用。",
        "At the start of your passing phase, draw one; then you may name two of Intercept, Mislead, Switch and Decode, A and B: until the end of the turn every player's A hand cards can only be used as B.",
    ),
    when: When::Trigger,
    on: |_, o, e| matches!(e, Event::SendStart { seat } if seat == o),
    fire: |g, o, _| {
        g.draw(o, 1);
        let mut opts = vec![Opt::No];
        opts.extend(NAMEABLE.into_iter().map(|kind| Opt::Name { kind }));
        Some(Question::one(
            o,
            "diezhan.bian_ze_a",
            Text::new(
                "变则通：宣言A（A手牌只能当作B使用），或不宣言",
                "Adapt to Change: name A (A cards can only be used as B), or nothing",
            ),
            opts,
            Memo::default(),
            named_a,
        ))
    },
    ..Skill::BASE
}];

fn named_a(_: &mut Game, o: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let Some(&Opt::Name { kind: a }) = chosen.first() else {
        return None;
    };
    let opts = NAMEABLE
        .into_iter()
        .filter(|&k| k != a)
        .map(|kind| Opt::Name { kind })
        .collect();
    let n = a.name();
    Some(Question::one(
        o,
        "diezhan.bian_ze_b",
        text!(
            "变则通：【{}】只能当作哪种牌使用？",
            "Adapt to Change: {} can only be used as what?",
            n
        ),
        opts,
        Memo {
            kind: Some(a),
            ..Memo::default()
        },
        named_b,
    ))
}

fn named_b(g: &mut Game, o: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (Some(a), Some(&Opt::Name { kind: b })) = (m.kind, chosen.first()) else {
        return None;
    };
    g.turn.convert = Some((a, b));
    let (a, b) = (a.name(), b.name());
    g.tell(
        "diezhan.bian_ze_tong",
        text!(
            "{}号宣言：直到回合结束，所有角色的【{}】手牌只能当作【{}】使用",
            "Seat {} declares: until the end of the turn, every {} in hand can only be used as {}",
            o.number(),
            a,
            b
        ),
    );
    None
}
