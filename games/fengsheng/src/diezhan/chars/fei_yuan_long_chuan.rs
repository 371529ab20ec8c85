//! 肥原龙川（特务机关长）: 诡诈. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! "视为使用": as if he used the card, without a card — what answers a 威逼 or 利诱 used
//! answers it (守口如瓶 is asked of a 威逼 with a card only: it spends the card).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, seat_of};
use crate::diezhan::{
    deck::Kind,
    frame::{Effect, Event, Frame},
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "肥原龙川（特务机关长）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "gui_zha",
    name: ("诡诈", "Guile"),
    text: (
        "出牌阶段限一次：选择一名角色，视为你对他使用了一张【威逼】或【利诱】（威逼须对其他角色）。",
        "Once in your main phase: choose a player; as if you used a Coerce or an Entice on him (a Coerce on another player).",
    ),
    when: When::Main,
    limit: Limit::Turn,
    run: |_, s| {
        Some(Question::one(
            s,
            "diezhan.gui_zha_card",
            Text::new("诡诈：视为使用哪张牌？", "Guile: as if using which card?"),
            vec![
                Opt::Name { kind: Kind::Coerce },
                Opt::Name { kind: Kind::Entice },
            ],
            Memo::default(),
            named,
        ))
    },
    ..Skill::BASE
}];

fn named(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let Some(&Opt::Name { kind }) = chosen.first() else {
        return None;
    };
    let (opts, aim) = if kind == Kind::Coerce {
        (
            g.alive_from(s)
                .into_iter()
                .filter(|&t| t != s)
                .collect::<Vec<_>>(),
            Aim::Hurt,
        )
    } else {
        (g.alive_from(s), Aim::Help)
    };
    Some(Question::one(
        s,
        "diezhan.gui_zha_who",
        Text::new("诡诈：对谁使用？", "Guile: on whom?"),
        opts.into_iter()
            .map(|seat| Opt::Seat { seat, aim })
            .collect(),
        Memo::default(),
        if kind == Kind::Coerce { coerce } else { entice },
    ))
}

fn coerce(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    as_if_used(g, s, t, Kind::Coerce);
    Some(Frame::Effect(Effect::CoerceName {
        user: s,
        target: t,
        card: None,
    }))
}

fn entice(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    as_if_used(g, s, t, Kind::Entice);
    g.entice(s, t);
    None
}

fn as_if_used(g: &mut Game, s: Seat, t: Seat, kind: Kind) {
    g.event(Event::Used {
        user: s,
        kind,
        target: Some(t),
    });
    g.log.push(
        Audience::All,
        "diezhan.gui_zha",
        text!(
            "{}号视为对{}号使用了【{}】",
            "Seat {0} acts as if using {2} on seat {1}",
            s.number(),
            t.number(),
            kind.name()
        ),
    );
}
