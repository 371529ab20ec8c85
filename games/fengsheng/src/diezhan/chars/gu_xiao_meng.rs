//! 顾小梦（译电科科员）: 急智, 承志, 尾声. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! 承志 takes the dying player's identity card in step 8 of his death (死亡前), before he
//! hands cards on; whether she swapped is said in public, not what. A player whose
//! identity card she took has none: 尾声 makes him win with her, and he is on no side
//! otherwise. 尾声 applies to every victory of hers, the online last-faction end included
//! (reference §7 A2).

use tianhei_core::Seat;
use tianhei_core::text;

use super::ask::{Memo, Question};
use crate::diezhan::{
    frame::{Event, Frame},
    opt::Opt,
    passive::WEI_SHENG,
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "顾小梦（译电科科员）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "ji_zhi",
        name: ("急智", "Quick Wits"),
        text: (
            "濒死求救或争夺阶段，翻开此角色牌：摸四张牌。",
            "When asked in a 濒死 window or in a fight, flip this card: draw four.",
        ),
        when: When::FightOrDying,
        flip: true,
        run: |g, s| {
            g.draw(s, 4);
            None
        },
        ..Skill::BASE
    },
    Skill {
        key: "cheng_zhi",
        name: ("承志", "Carry On"),
        text: (
            "另一名角色死亡前，若你的角色面朝上，你获得他的所有手牌并查看他的身份牌，然后你可以将其作为你的身份牌，并将你原来的身份牌面朝下移出游戏。",
            "Before another player dies, if your character is face-up: take his whole hand and look at his identity card; then you may take it as your identity, removing your old one face-down from the game.",
        ),
        when: When::Trigger,
        on: |_, o, e| matches!(e, Event::BeforeDeath { seat } if seat != o),
        fire: carry_on,
        ..Skill::BASE
    },
    Skill {
        key: WEI_SHENG,
        name: ("尾声", "Epilogue"),
        text: (
            "你的角色面朝上且存活时，若你获胜，没有身份牌的角色与你一同获胜。",
            "While face-up and alive: when you win, the players with no identity card win with you.",
        ),
        ..Skill::BASE
    },
];

fn carry_on(g: &mut Game, o: Seat, e: Event) -> Option<Frame> {
    let Event::BeforeDeath { seat: d } = e else {
        return None;
    };
    let hand = g.hand(d).to_vec();
    if !hand.is_empty() {
        g.give(d, o, &hand);
    }
    if g.identity_gone.contains(d) {
        return None;
    }
    let id = g.identity[d.index()].name();
    g.tell_seat(
        o,
        "diezhan.cheng_zhi_look",
        text!("{}号的身份是{}", "Seat {}'s identity is {}", d.number(), id),
    );
    Some(Question::one(
        o,
        "diezhan.cheng_zhi",
        text!(
            "承志：将{}号的身份牌（{}）作为你的身份？",
            "Carry On: take seat {}'s identity ({}) as yours?",
            d.number(),
            id
        ),
        vec![Opt::Yes, Opt::No],
        Memo {
            seat: Some(d),
            ..Memo::default()
        },
        |g, o, m, chosen| {
            let d = m.seat?;
            let swap = chosen.first() == Some(&Opt::Yes);
            if swap {
                g.identity[o.index()] = g.identity[d.index()];
                g.identity_gone.insert(d);
            }
            let (zh, en) = if swap {
                ("交换了身份牌", "swaps identity cards")
            } else {
                ("没有交换身份牌", "keeps her identity card")
            };
            g.tell(
                "diezhan.cheng_zhi",
                text!(
                    "{}号发动承志：{}",
                    "Seat {} (Carry On) {}",
                    o.number(),
                    (zh, en)
                ),
            );
            None
        },
    ))
}
