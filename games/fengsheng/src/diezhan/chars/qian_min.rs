//! 钱敏（调查科员）: 先发制人. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, all_intel, picked, seat_of};
use crate::diezhan::{
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "钱敏（调查科员）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "xian_fa_zhi_ren",
    name: ("先发制人", "Pre-emptive Strike"),
    text: (
        "一张牌因角色技能置入情报区后，或争夺阶段，翻开此角色牌：弃置一名角色情报区中的一张情报，并令一名角色的角色技能本回合无效；若其是面朝下的潜伏角色，你可以将其翻开。",
        "After a card is put into an intel area by a character skill, or in a fight, flip this card: discard an intel from any area and void a character's skills this turn; if it is a face-down hidden character, you may turn it face-up.",
    ),
    when: When::Fight,
    flip: true,
    optional: true,
    usable: |g, s| !all_intel(g, s, None).is_empty(),
    run: |g, s| Some(ask_intel(g, s)),
    on: |g, o, e| matches!(e, Event::Put { .. }) && !all_intel(g, o, None).is_empty(),
    fire: |g, o, _| Some(ask_intel(g, o)),
    ..Skill::BASE
}];

fn ask_intel(g: &Game, s: Seat) -> Frame {
    let opts = all_intel(g, s, None);
    Question::one(
        s,
        "diezhan.xian_fa_zhi_ren_intel",
        Text::new(
            "先发制人：弃置一张情报",
            "Pre-emptive Strike: discard an intel",
        ),
        opts,
        Memo::default(),
        discarded,
    )
}

fn discarded(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    if let Some(&c) = picked(chosen).first() {
        g.discard_intel(s, c);
    }
    let opts = g
        .alive_from(s)
        .into_iter()
        .filter(|&t| g.chars[t.index()].is_some())
        .map(|seat| Opt::Seat {
            seat,
            aim: Aim::Hurt,
        })
        .collect();
    Some(Question::one(
        s,
        "diezhan.xian_fa_zhi_ren_who",
        Text::new(
            "先发制人：令谁的角色技能本回合无效？",
            "Pre-emptive Strike: whose skills are void this turn?",
        ),
        opts,
        Memo::default(),
        voided,
    ))
}

fn voided(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    g.turn.no_skills.insert(t);
    g.tell(
        "diezhan.xian_fa_zhi_ren",
        text!(
            "本回合{}号的角色技能无效",
            "This turn seat {}'s skills are void",
            t.number()
        ),
    );
    if g.chars[t.index()].is_some_and(|c| c.face_up) {
        return None;
    }
    Some(Question::one(
        s,
        "diezhan.xian_fa_zhi_ren_flip",
        text!(
            "先发制人：将{}号的角色牌翻开？",
            "Pre-emptive Strike: turn seat {}'s character face-up?",
            t.number()
        ),
        vec![Opt::Yes, Opt::No],
        Memo {
            seat: Some(t),
            ..Memo::default()
        },
        |g, _, m, chosen| {
            if let Some(t) = m.seat
                && chosen.first() == Some(&Opt::Yes)
            {
                g.turn_up(t);
            }
            None
        },
    ))
}
