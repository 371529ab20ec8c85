//! 礼服蒙面人 (Masked Gentleman; male): 英雄、救美.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 礼服蒙面人.
pub(crate) struct MengMian;

impl CharacterDef for MengMian {
    const KEY: &'static str = "meng_mian";
    const NAME: (&'static str, &'static str) = ("礼服蒙面人", "Masked Gentleman");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::YingXiong, Skill::JiuMei];
    const MISSION: Mission = Mission::FemaleDeclares;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

no_asks!();

/// 英雄.
pub(crate) struct YingXiong;

impl SkillDef for YingXiong {
    const KEY: &'static str = "ying_xiong";
    const NAME: (&'static str, &'static str) = ("英雄", "Hero");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你获得假情报时（包括角色技能或真伪莫辨放置的），你可以抽两张牌。",
        "When you obtain black intel (also when a skill or 真伪莫辨 places it), you may draw two.",
    );

    /// Black intel reaches him.
    fn on_obtain(owner: Seat, seat: Seat, black: bool, _: Option<Seat>) -> bool {
        owner == seat && black
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::YingXiong, None);
        g.draw(seat, 2);
    }
}

/// 救美.
pub(crate) struct JiuMei;

impl SkillDef for JiuMei {
    const KEY: &'static str = "jiu_mei";
    const NAME: (&'static str, &'static str) = ("救美", "Rescue the Beauty");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当一位女性死亡时，可以翻开你的身份牌，然后烧毁你与她面前所有的假情报来拯救她。不能救自己。",
        "When a female dies, you may reveal your identity card, then burn every black intel in front of you and her to save her. Not yourself.",
    );

    const AT_DEATH: bool = true;

    /// A female dies (as her character lay), and his identity card is still face-down.
    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        let dying = g.players[about.index()].status == Status::Dead && g.dying.contains(about);
        if dying
            && about != seat
            && !g.players[seat.index()].identity_shown
            && g.female_at_death(about)
        {
            g.ask_later(Question::Fire {
                seat,
                skill: Skill::JiuMei,
                about,
            });
        }
    }

    fn fire_text(about: Seat) -> (String, String) {
        (
            format!(
                "{}号死亡：是否翻开身份牌，烧毁你与她面前所有的假情报来拯救她？",
                about.number()
            ),
            format!(
                "seat {} dies: reveal your identity and burn every black intel in front of you and her to save her?",
                about.number()
            ),
        )
    }

    /// Show the identity card, burn every black intel in front of himself and the dying
    /// female; she lives.
    fn fired(g: &mut Game, seat: Seat, her: Seat) {
        if g.players[her.index()].status != Status::Dead || !g.dying.contains(her) {
            return;
        }
        g.skill_line(seat, Skill::JiuMei, Some(her));
        g.show_identity(seat);
        for s in [seat, her] {
            let blacks: Vec<CardId> = g.intel(s)
                .iter()
                .copied()
                .filter(|&c| g.card(c).colour == Colour::Black)
                .collect();
            for c in blacks {
                g.discard(c);
            }
        }
        g.players[her.index()].status = Status::Alive;
        g.dying.remove(her);
        g.deaths.retain(|&d| d != her);
        g.log.push(
            Audience::All,
            "fengsheng.saved",
            text!("{}号被拯救，没有死亡", "Seat {} is saved and lives", her.number()),
        );
    }

    fn bot_fire(eye: &dyn Eye) -> i32 {
        match eye.last_death() {
            Some(d) if eye.friend(d) => 4,
            _ => -2,
        }
    }
}
