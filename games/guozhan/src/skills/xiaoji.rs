//! 枭姬 (孙尚香): after losing a card from her equipment area, draw two. Asked after the
//! step in which the card was lost (`Process::interrupts` in `flow.rs`), once per card.

use super::prelude::*;

pub(crate) struct Xiaoji;

steps!(Draw);

impl SkillDef for Xiaoji {
    const KEY: &'static str = "xiaoji";
    const NAME: Text = Text::new("【枭姬】", "Warrior Princess");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "当你失去装备区里的一张牌后，你可以摸两张牌。",
        "After you lose a card from your equipment area, you may draw two cards.",
    );
    type Step = At;

    fn effect(g: &mut Game, k: &mut SkillCtx, _: &mut At, _: In) -> Next {
        g.draw(k.owner, 2);
        Step::Done(Ret::None)
    }
}

impl Game {
    /// After a step in which seats lost equipment cards, each living owner of 枭姬 among
    /// them is asked (once per card lost).
    pub(crate) fn after_equipment_lost(&mut self) -> Vec<Frame> {
        let lost = std::mem::take(&mut self.lost_equip);
        if self.outcome.is_some() {
            return Vec::new();
        }
        lost.into_iter()
            .rev()
            .filter(|&s| self.holds_skill(s, Skill::Xiaoji))
            .map(|s| Frame::Skill(Box::new(SkillCtx::new(Skill::Xiaoji, s))))
            .collect()
    }
}
