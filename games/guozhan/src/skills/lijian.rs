//! 离间 (貂蝉): once per play phase, discard a card and choose two other males: the second
//! chosen is treated as using a 【决斗】 on the first. The bot's pick of the second is in
//! `bot.rs` (prompt `guozhan.lijian`).

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Lijian;

steps!(Second, Discard, Duel);

impl SkillDef for Lijian {
    const KEY: &'static str = "lijian";
    const NAME: Text = Text::new("【离间】", "Sow Dissension");
    const KIND: SkillKind = SkillKind::Active;
    const TEXT: Text = Text::new(
        "出牌阶段限一次，你可以弃置一张牌并选择两名其他男性角色，令后选择的角色视为对先选择的角色使用一张【决斗】。",
        "Once per play phase, you may discard a card and choose two other males: the second chosen is treated as using a Duel on the first.",
    );
    const ONCE_PER_PHASE: bool = true;
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        if !g.skill_ready(s, Skill::Lijian) || g.card_count(s) == 0 {
            return;
        }
        let males: Vec<Seat> = g.others(s).filter(|&t| g.male(s, t)).collect();
        if males.len() >= 2 {
            for &t in &males {
                acts.push(Act::Skill {
                    skill: Skill::Lijian,
                    target: Some(t),
                });
            }
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Second => {
                *at = At::Discard;
                let Some(first) = k.target else {
                    return Step::Done(Ret::None);
                };
                let acts: Vec<Act> = g
                    .others(s)
                    .filter(|&t| t != first && g.male(s, t))
                    .map(Act::Target)
                    .collect();
                if acts.is_empty() {
                    return Step::Done(Ret::None);
                }
                g.ask(
                    s,
                    "guozhan.lijian",
                    text!("离间：选择视为对{}号使用【决斗】的男性角色", "Sow Dissension: choose the male who is treated as using a Duel on seat {}", first.num()),
                    acts,
                    0,
                );
                Step::Wait
            }
            At::Discard => {
                *at = At::Duel;
                let Some(Act::Target(b)) = reply(input) else {
                    return Step::Done(Ret::None);
                };
                k.other = Some(b);
                let cards = g.own_cards(s);
                g.pick_cards(
                    s,
                    Text::new("离间：弃置一张牌", "Sow Dissension: discard a card"),
                    cards,
                    (1, 1),
                );
                Step::Wait
            }
            At::Duel => {
                let cards = Game::picked_cards(input);
                g.discard_cards(s, &cards);
                let (Some(a), Some(b)) = (k.target, k.other) else {
                    return Step::Done(Ret::None);
                };
                if g.alive(a) && g.alive(b) {
                    let used = UsedCard::converted(Name::Duel, &[], None);
                    return Step::Become(g.declare_use(b, used, vec![a], None));
                }
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_play(h: &PlayHint) -> i32 {
        h.hostile
    }
}
