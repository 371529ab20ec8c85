//! 端木静（SP）（学联代表）: 后来人. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! The character pile is what the pool had left after every player was offered his; the
//! three she looks at are hers alone, the two she leaves go to its bottom.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    frame::Frame,
    opt::Opt,
    roster::{Seated, roster},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "端木静（SP）（学联代表）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "hou_lai_ren",
    name: ("后来人", "Successor"),
    text: (
        "你濒死时，翻开此角色牌并将其移出游戏：弃置你情报区中的情报，直到只剩一张红色或蓝色情报；然后秘密查看角色牌堆顶的三张，选择一张作为你的新角色（面朝下），其余置于牌堆底。",
        "When you are dying, flip this card and remove it from the game: discard intel from your area until exactly one red or blue intel is left; then secretly look at the top three character cards, keep one as your new character (face-down) and put the rest at the bottom.",
    ),
    when: When::Dying,
    flip: true,
    usable: |g, s| g.dying.contains(s) && g.true_count(s) >= 1,
    run: |g, s| {
        let opts = g
            .intel(s)
            .iter()
            .filter(|&&c| g.card(c).colours.is_true())
            .map(|&card| Opt::Intel { seat: s, card })
            .collect();
        Some(Question::one(
            s,
            "diezhan.hou_lai_ren_keep",
            Text::new(
                "后来人：留下哪一张红色或蓝色情报？（其余情报弃置）",
                "Successor: keep which red or blue intel? (the others are discarded)",
            ),
            opts,
            Memo::default(),
            kept,
        ))
    },
    ..Skill::BASE
}];

fn kept(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let keep = *picked(chosen).first()?;
    for c in g.intel(s).to_vec() {
        if c != keep {
            g.discard_intel(s, c);
        }
    }
    g.chars[s.index()] = None;
    g.tell(
        "diezhan.hou_lai_ren",
        text!(
            "{}号的角色牌【{}】移出游戏",
            "Seat {}'s character {} is removed from the game",
            s.number(),
            NAME
        ),
    );
    let n = g.char_pile.len().min(3);
    let top: Vec<u8> = g.char_pile.drain(..n).collect();
    if top.is_empty() {
        return None;
    }
    Some(Question::one(
        s,
        "diezhan.hou_lai_ren_pick",
        Text::new(
            "后来人：选择你的新角色",
            "Successor: choose your new character",
        ),
        top.iter().map(|&id| Opt::Character { id }).collect(),
        Memo {
            cards: top,
            ..Memo::default()
        },
        |g, s, m, chosen| {
            let id = chosen.iter().find_map(|o| match *o {
                Opt::Character { id } => Some(id),
                _ => None,
            })?;
            for &other in &m.cards {
                if other != id {
                    g.char_pile.push(other);
                }
            }
            g.chars[s.index()] = Some(Seated { id, face_up: false });
            g.chars_shown.remove(s);
            let t = roster()[id as usize].title();
            g.log.push(
                Audience::seat(s),
                "diezhan.hou_lai_ren_new",
                text!("你的新角色：【{}】", "Your new character: {}", t),
            );
            g.tell(
                "diezhan.hou_lai_ren_down",
                text!(
                    "{}号有了一张面朝下的新角色牌",
                    "Seat {} has a new character, face-down",
                    s.number()
                ),
            );
            None
        },
    ))
}
