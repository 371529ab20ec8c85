//! 池镜海（破译专家）: 观海, 避风. Tests: `diezhan/tests/characters_late.rs`, by skill name.
//!
//! Both answer his own 截获 or 误导 between its use and its resolution (`using.rs`); 避风
//! is once per fight phase, that is once a turn, and only after 观海 (reference §6).

use tianhei_core::text;

use crate::diezhan::{
    deck::{Colour, Kind},
    frame::Event,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "池镜海（破译专家）";

const GUAN_HAI: &str = "guan_hai";

/// His own 截获 or 误导, before it resolves.
fn own_fight_card(_: &Game, o: tianhei_core::Seat, e: Event) -> bool {
    matches!(e, Event::Using { user, kind: Kind::Intercept | Kind::Mislead, .. } if user == o)
}

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: GUAN_HAI,
        name: ("观海", "Sea Watch"),
        text: (
            "你使用【截获】或【误导】时，在结算前先查看待收情报。",
            "When you use an Intercept or a Mislead, look at the pending intel before it resolves.",
        ),
        when: When::Trigger,
        on: own_fight_card,
        fire: |g, o, _| {
            let p = g.pending.as_mut()?;
            p.seen.insert(o);
            let card = p.card;
            let l = g.card(card).label();
            g.tell_seat(
                o,
                "diezhan.guan_hai",
                text!(
                    "观海：待收情报是{}",
                    "Sea Watch: the pending intel is {}",
                    l
                ),
            );
            None
        },
        ..Skill::BASE
    },
    Skill {
        key: "bi_feng",
        name: ("避风", "Shelter"),
        text: (
            "争夺阶段限一次，【观海】后你可以令你使用的【截获】或【误导】无效，然后摸两张牌。",
            "Once per fight phase, after Sea Watch, you may nullify the Intercept or Mislead you used, then draw two.",
        ),
        when: When::Trigger,
        limit: Limit::Turn,
        optional: true,
        on: |g, o, e| own_fight_card(g, o, e) && g.has_up(o, GUAN_HAI),
        fire: |g, o, _| {
            if let Some(u) = g.in_use.as_mut() {
                u.void = true;
            }
            g.draw(o, 2);
            None
        },
        // He has seen it: a pure-black intel is not worth moving.
        worth: |v, _| {
            let black = v
                .pending
                .as_ref()
                .and_then(|p| p.card)
                .is_some_and(|c| c.colours.has(Colour::Black) && !c.colours.is_true());
            if black { 1 } else { -1 }
        },
        ..Skill::BASE
    },
];
