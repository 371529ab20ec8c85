//! The skills of the 24 characters, as data ([`Skill`]: name, text, kind) plus small
//! handlers, split by group:
//!
//! - `trigger`: skills that act at a timing point (`Handler::Skill`), asked of their
//!   owner — in secret while the character is face-down — and their processes
//!   (奸雄, 刚烈, 突袭, 裸衣, 英姿, 洛神, 据守, 铁骑, 集智, 克己, 枭姬, 闭月, 猛进, 狂斧).
//! - `active`: what a skill adds to the play phase and to answers — view-as skills
//!   (倾国, 武圣, 龙胆, 奇袭, 急救, 乱击) and active skills (制衡, 反间, 结姻, 青囊,
//!   离间, 仁德, 苦肉) — and their follow-up questions.
//! - The lock skills (马术, 奇才, 无双, 咆哮) are checks where the rule they change is
//!   decided (`distance`, `play`, `effects`).
//!
//! A face-down character has no skills ([`Game::has_skill`] reads only revealed ones).
//! Using a skill of a face-down character reveals it; if both faction cards are face-down
//! the owner first reveals one of them, his choice; with exactly one revealed he reveals
//! only the character (seed 004, FAQ 1 and 2).

mod active;
mod trigger;

use serde::{Deserialize, Serialize};
use tianhei_core::{Audience, Seat, Text, cards::Step};

use crate::{
    character::Character,
    choices::Act,
    faction::Which,
    frame::{Frame, In, Next, Ret, reply},
    game::Game,
    log::t2,
};

/// How a skill is used.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkillKind {
    /// Acts at a timing point; its owner is asked.
    Trigger,
    /// Lets cards be used or played as other cards.
    ViewAs,
    /// Used in the play phase (once per phase unless its text says otherwise).
    Active,
    /// 锁定技: always on while the character is face-up.
    Lock,
    /// Changes the 摸牌阶段's draw.
    DrawCount,
}

macro_rules! skills {
    ($( $v:ident => $key:literal, $zh:literal, $en:literal, $kind:ident, $text_zh:literal, $text_en:literal; )*) => {
        /// A skill of one of the 24 characters.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Skill { $( #[doc = $zh] $v, )* }

        impl Skill {
            /// Every skill.
            pub const ALL: &'static [Skill] = &[ $( Skill::$v, )* ];

            /// Machine key (`wusheng`).
            pub fn key(self) -> &'static str {
                match self { $( Skill::$v => $key, )* }
            }

            /// `【武圣】` / `Warrior Saint`.
            pub fn name(self) -> Text {
                match self { $( Skill::$v => Text::new(concat!("【", $zh, "】"), $en), )* }
            }

            /// How it is used.
            pub fn kind(self) -> SkillKind {
                match self { $( Skill::$v => SkillKind::$kind, )* }
            }

            /// Its text, with 【茶】 for 【桃】.
            pub fn text(self) -> Text {
                match self { $( Skill::$v => Text::new($text_zh, $text_en), )* }
            }
        }
    };
}

skills! {
    Jianxiong => "jianxiong", "奸雄", "Villainous Hero", Trigger,
        "当你受到伤害后，你可以获得造成此伤害的牌。",
        "After you take damage, you may take the card that caused it.";
    Ganglie => "ganglie", "刚烈", "Unyielding", Trigger,
        "当你受到伤害后，你可以进行判定：若结果不为♥，伤害来源选择一项：弃置两张手牌，或受到你造成的1点伤害。",
        "After you take damage, you may judge: unless it is ♥, the source discards two hand cards or takes 1 damage from you.";
    Tuxi => "tuxi", "突袭", "Sudden Raid", DrawCount,
        "摸牌阶段开始时，你可以放弃摸牌，改为获得一至两名其他角色的各一张手牌。",
        "At the start of your draw phase you may draw nothing and instead take a hand card from each of one or two other players.";
    Luoyi => "luoyi", "裸衣", "Bare-Chested", DrawCount,
        "摸牌阶段，你可以少摸一张牌；若如此做，本回合你为伤害来源的【杀】或【决斗】造成的伤害+1。",
        "In your draw phase you may draw one fewer card; then this turn your Slash and Duel deal +1 damage.";
    Qingguo => "qingguo", "倾国", "Captivating Beauty", ViewAs,
        "你可以将一张黑色手牌当【闪】使用或打出。",
        "You may use or play a black hand card as a Dodge.";
    Luoshen => "luoshen", "洛神", "Goddess of the Luo", Trigger,
        "准备阶段开始时，你可以进行判定：若结果为黑色，你获得此牌，然后你可以重复此流程。",
        "At the start of your prepare phase you may judge: if black, you take the card and may judge again.";
    Jushou => "jushou", "据守", "Hold Fast", Trigger,
        "结束阶段开始时，你可以摸三张牌，然后重整（主势力牌横置，跳过你的下一个回合）。",
        "At the start of your finish phase you may draw three cards, then reorganize (your main faction card turns sideways; you skip your next turn).";
    Rende => "rende", "仁德", "Benevolence", Active,
        "出牌阶段，你可以将任意张手牌交给一名其他角色；当你于此阶段以此法给出的牌首次达到三张或更多时，你回复1点体力。",
        "In your play phase you may give any number of hand cards to another player; the first time you have given three or more this phase, you recover 1 HP.";
    Wusheng => "wusheng", "武圣", "Warrior Saint", ViewAs,
        "你可以将一张红色牌当【杀】使用或打出。",
        "You may use or play a red card as a Slash.";
    Paoxiao => "paoxiao", "咆哮", "Roar", Lock,
        "锁定技，你使用【杀】无次数限制。",
        "Locked: your Slashes have no use limit.";
    Longdan => "longdan", "龙胆", "Dragon's Courage", ViewAs,
        "你可以将【杀】当【闪】、【闪】当【杀】使用或打出。",
        "You may use or play a Slash as a Dodge and a Dodge as a Slash.";
    Mashu => "mashu", "马术", "Horsemanship", Lock,
        "锁定技，你与其他角色的距离-1。",
        "Locked: your distance to other players is reduced by 1.";
    Tieqi => "tieqi", "铁骑", "Iron Cavalry", Trigger,
        "当你使用【杀】指定一名角色为目标后，你可以进行判定：若结果为红色，该角色不能使用【闪】响应此【杀】。",
        "After your Slash targets a player, you may judge: if red, they cannot Dodge it.";
    Jizhi => "jizhi", "集智", "Gathered Wisdom", Trigger,
        "当你使用一张非转化的普通锦囊牌时，你可以摸一张牌。",
        "When you use an unconverted instant trick, you may draw a card.";
    Qicai => "qicai", "奇才", "Genius", Lock,
        "锁定技，你使用锦囊牌无距离限制。",
        "Locked: your tricks have no distance limit.";
    Zhiheng => "zhiheng", "制衡", "Balance of Power", Active,
        "出牌阶段限一次，你可以弃置一至X张牌（X为你的体力上限），然后摸等量的牌。",
        "Once per play phase, you may discard one to X cards (X is your max HP), then draw as many.";
    Qixi => "qixi", "奇袭", "Surprise Raid", ViewAs,
        "你可以将一张黑色牌当【过河拆桥】使用。",
        "You may use a black card as Dismantle.";
    Keji => "keji", "克己", "Self-Restraint", Trigger,
        "若你于出牌阶段内未使用或打出过【杀】，你可以跳过弃牌阶段。",
        "If you used or played no Slash in your play phase, you may skip your discard phase.";
    Kurou => "kurou", "苦肉", "Self-Injury", Active,
        "出牌阶段，你可以失去1点体力，然后摸两张牌。",
        "In your play phase, any number of times, you may lose 1 HP and draw two cards.";
    Yingzi => "yingzi", "英姿", "Heroic Looks", DrawCount,
        "摸牌阶段，你可以额外摸一张牌。",
        "In your draw phase you may draw one more card.";
    Fanjian => "fanjian", "反间", "Sow Discord", Active,
        "出牌阶段限一次，你可以令一名其他角色选择一种花色，然后其获得你的一张手牌并展示之：若此牌的花色与其所选的不同，你对其造成1点伤害。",
        "Once per play phase, another player names a suit, then takes one of your hand cards and shows it: if its suit differs, you deal them 1 damage.";
    Jieyin => "jieyin", "结姻", "Marriage", Active,
        "出牌阶段限一次，你可以弃置两张手牌并选择一名已受伤的男性角色，你与其各回复1点体力。",
        "Once per play phase, you may discard two hand cards and choose a wounded male: you and he each recover 1 HP.";
    Xiaoji => "xiaoji", "枭姬", "Warrior Princess", Trigger,
        "当你失去装备区里的一张牌后，你可以摸两张牌。",
        "After you lose a card from your equipment area, you may draw two cards.";
    Jijiu => "jijiu", "急救", "First Aid", ViewAs,
        "你的回合外，你可以将一张红色牌当【茶】使用。",
        "Outside your turn, you may use a red card as Tea.";
    Qingnang => "qingnang", "青囊", "Green Satchel", Active,
        "出牌阶段限一次，你可以弃置一张手牌并选择一名已受伤的角色，令其回复1点体力。",
        "Once per play phase, you may discard a hand card and let a wounded player recover 1 HP.";
    Wushuang => "wushuang", "无双", "Peerless", Lock,
        "锁定技，你使用的【杀】需两张【闪】才能抵消；与你进行【决斗】的角色每次需打出两张【杀】。",
        "Locked: your Slash takes two Dodges to cancel; whoever duels you must play two Slashes each time.";
    Lijian => "lijian", "离间", "Sow Dissension", Active,
        "出牌阶段限一次，你可以弃置一张牌并选择两名其他男性角色，令后选择的角色视为对先选择的角色使用一张【决斗】。",
        "Once per play phase, you may discard a card and choose two other males: the second chosen is treated as using a Duel on the first.";
    Biyue => "biyue", "闭月", "Eclipse the Moon", Trigger,
        "结束阶段开始时，你可以摸一张牌。",
        "At the start of your finish phase you may draw a card.";
    Mengjin => "mengjin", "猛进", "Fierce Advance", Trigger,
        "当你使用的【杀】被【闪】抵消后，你可以弃置目标角色的一张牌。",
        "After your Slash is dodged, you may discard one of the target's cards.";
    Luanji => "luanji", "乱击", "Random Strike", ViewAs,
        "你可以将两张花色相同的手牌当【万箭齐发】使用。",
        "You may use two hand cards of the same suit as Arrow Barrage.";
    Kuangfu => "kuangfu", "狂斧", "Wild Axe", Trigger,
        "当你使用【杀】对目标角色造成伤害后，你可以将其装备区里的一张牌置入你的装备区或弃置之。",
        "After your Slash damages its target, you may put one of their equipment cards into your area, or discard it.";
}

impl Skill {
    /// Once per play phase (the active skills but 仁德 and 苦肉).
    pub fn once_per_phase(self) -> bool {
        matches!(
            self,
            Skill::Zhiheng | Skill::Fanjian | Skill::Jieyin | Skill::Qingnang | Skill::Lijian
        )
    }

    /// A bit for the set of skills used this phase.
    pub(crate) fn bit(self) -> u64 {
        1u64 << (self as u8)
    }
}

impl Skill {
    /// Whether this skill may act at `t` (the timing alone; `Game::skill_applies` reads
    /// the state).
    pub(crate) fn listens(self, t: crate::hooks::Timing) -> bool {
        use crate::{game::Phase, hooks::Timing};
        match self {
            Skill::Jianxiong | Skill::Ganglie => t == Timing::AfterDamaged,
            Skill::Tuxi => t == Timing::PhaseStart(Phase::Draw),
            Skill::Luoyi => matches!(t, Timing::DrawCount | Timing::DamageCaused),
            Skill::Yingzi => t == Timing::DrawCount,
            Skill::Luoshen => t == Timing::PhaseStart(Phase::Prepare),
            Skill::Jushou | Skill::Biyue => t == Timing::PhaseStart(Phase::Finish),
            Skill::Keji => t == Timing::PhaseStart(Phase::Discard),
            Skill::Tieqi => t == Timing::TargetConfirmed,
            Skill::Jizhi => t == Timing::CardUsed,
            Skill::Mengjin => t == Timing::SlashMissed,
            Skill::Kuangfu => t == Timing::AfterDamage,
            _ => false,
        }
    }
}

/// What a view-as skill makes of a card named `from`.
pub fn view_as_name(skill: Skill, from: crate::card::Name) -> crate::card::Name {
    use crate::card::Name;
    match skill {
        Skill::Qingguo => Name::Shan,
        Skill::Longdan if from.is_sha() => Name::Shan,
        Skill::Qixi => Name::Dismantle,
        Skill::Jijiu => Name::Tea,
        Skill::Luanji => Name::Archery,
        _ => Name::Sha,
    }
}

impl Character {
    /// The character's skills.
    pub fn skills(self) -> &'static [Skill] {
        use Skill::*;
        match self {
            Character::CaoCao => &[Jianxiong],
            Character::XiahouDun => &[Ganglie],
            Character::ZhangLiao => &[Tuxi],
            Character::XuChu => &[Luoyi],
            Character::ZhenJi => &[Qingguo, Luoshen],
            Character::CaoRen => &[Jushou],
            Character::LiuBei => &[Rende],
            Character::GuanYu => &[Wusheng],
            Character::ZhangFei => &[Paoxiao],
            Character::ZhaoYun => &[Longdan],
            Character::MaChao => &[Mashu, Tieqi],
            Character::HuangYueying => &[Jizhi, Qicai],
            Character::SunQuan => &[Zhiheng],
            Character::GanNing => &[Qixi],
            Character::LvMeng => &[Keji],
            Character::HuangGai => &[Kurou],
            Character::ZhouYu => &[Yingzi, Fanjian],
            Character::SunShangxiang => &[Jieyin, Xiaoji],
            Character::HuaTuo => &[Jijiu, Qingnang],
            Character::LvBu => &[Wushuang],
            Character::DiaoChan => &[Lijian, Biyue],
            Character::PangDe => &[Mashu, Mengjin],
            Character::YuanShao => &[Luanji],
            Character::PanFeng => &[Kuangfu],
        }
    }
}

/// A skill's process in resolution (questions, judgements, cards chosen).
#[derive(Clone, Debug)]
pub struct SkillCtx {
    /// The skill.
    pub skill: Skill,
    /// Its owner.
    pub owner: Seat,
    /// Progress (each skill numbers its own steps; 0 is "ask whether to use it").
    pub step: u8,
    /// The seat it concerns (the damage's source, the 【杀】's target…).
    pub target: Option<Seat>,
    /// A second seat (离间's duellist).
    pub other: Option<Seat>,
    /// Cards chosen along the way.
    pub cards: Vec<crate::card::CardId>,
    /// A play-phase or answer choice waiting for the faction card to reveal first.
    pub act: Option<Act>,
}

/// The first step of every skill process: ask the owner whether to use it.
pub(crate) const ASK: u8 = 0;
/// The owner answered the ask.
pub(crate) const ASKED: u8 = 1;
/// A use waits for the owner to choose which faction card to reveal (FAQ 1).
pub(crate) const REVEAL_CHOICE: u8 = 200;
/// The faction card was chosen.
pub(crate) const REVEAL_CHOSEN: u8 = 201;

impl SkillCtx {
    pub(crate) fn new(skill: Skill, owner: Seat) -> Self {
        SkillCtx {
            skill,
            owner,
            step: ASK,
            target: None,
            other: None,
            cards: Vec::new(),
            act: None,
        }
    }
}

impl Game {
    /// Whether `s` has `skill` now: alive, and his character, face-up, has it.
    pub fn has_skill(&self, s: Seat, skill: Skill) -> bool {
        let p = &self.players[s.index()];
        self.opts.skills && p.alive && p.character_up && p.character.skills().contains(&skill)
    }

    /// Whether `s`'s character has `skill`, face-up or face-down (its owner may use it by
    /// revealing the character).
    pub fn holds_skill(&self, s: Seat, skill: Skill) -> bool {
        let p = &self.players[s.index()];
        self.opts.skills && p.alive && p.character.skills().contains(&skill)
    }

    /// The skills `s`'s character has in play (none when the rule set turns them off).
    pub(crate) fn skills_of(&self, s: Seat) -> &'static [Skill] {
        if self.opts.skills {
            self.players[s.index()].character.skills()
        } else {
            &[]
        }
    }

    /// Whether using a skill of `s` now needs a faction card chosen first: his character
    /// and both faction cards are face-down (FAQ 1).
    pub(crate) fn needs_faction_choice(&self, s: Seat) -> bool {
        let p = &self.players[s.index()];
        !p.character_up && !p.main.revealed && !p.second.revealed
    }

    /// `s` uses `skill`: faction card `w` is revealed first if given, then the character
    /// if face-down; the log names the skill. False if the game ended on the reveal.
    pub(crate) fn invoke(&mut self, s: Seat, skill: Skill, w: Option<Which>) -> bool {
        if let Some(w) = w {
            self.reveal_faction(s, w);
        }
        if !self.players[s.index()].character_up {
            self.reveal_character(s);
        }
        self.log_skill(s, skill);
        self.check_end();
        self.outcome.is_none()
    }

    /// `3号发动了【武圣】`.
    pub(crate) fn log_skill(&mut self, s: Seat, skill: Skill) {
        let n = skill.name();
        self.log.push(
            Audience::All,
            "guozhan.skill",
            t2(
                "{}号发动了{}",
                "Seat {} uses {}",
                &[s.num(), &n.zh],
                &[s.num(), &n.en],
            ),
        );
    }

    /// A skill act (`act`) of `s` read by a frame that was just pushed back to read it
    /// again: if a faction card must be chosen first, asks for it and returns true (the
    /// act is replayed after the reveal).
    pub(crate) fn defer_for_reveal(&mut self, s: Seat, act: Act) -> Option<Frame> {
        let skill = act.skill()?;
        if !self.needs_faction_choice(s) {
            return None;
        }
        let mut ctx = SkillCtx::new(skill, s);
        ctx.step = REVEAL_CHOICE;
        ctx.act = Some(act);
        Some(Frame::Skill(Box::new(ctx)))
    }

    pub(crate) fn step_skill(&mut self, k: &mut SkillCtx, input: In) -> Next {
        let s = k.owner;
        if !self.alive(s) {
            return Step::Done(Ret::None);
        }
        match k.step {
            REVEAL_CHOICE => {
                let p = &self.players[s.index()];
                let acts = vec![
                    Act::Reveal(Which::Main, p.main.colour),
                    Act::Reveal(Which::Second, p.second.colour),
                ];
                let n = k.skill.name();
                k.step = REVEAL_CHOSEN;
                self.ask(
                    s,
                    "guozhan.skill_reveal",
                    t2(
                        "发动{}须明置角色牌：先明置一张势力牌",
                        "To use {} you reveal your character: first reveal a faction card",
                        &[&n.zh],
                        &[&n.en],
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            REVEAL_CHOSEN => {
                let w = match reply(input) {
                    Some(Act::Reveal(w, _)) => w,
                    _ => Which::Main,
                };
                self.reveal_faction(s, w);
                self.check_end();
                if self.outcome.is_some() {
                    return Step::Done(Ret::None);
                }
                match k.act {
                    // The frame below reads the act again, now that only the character
                    // is left to reveal.
                    Some(act) => Step::Done(Ret::Replay(act)),
                    None => Step::Done(Ret::None),
                }
            }
            _ => self.step_trigger(k, input),
        }
    }

    /// Notes every seat's trigger skills once the characters are chosen.
    pub(crate) fn note_triggers(&mut self) {
        self.triggers.clear();
        if !self.opts.skills {
            return;
        }
        for (i, p) in self.players.iter().enumerate() {
            for &k in p.character.skills() {
                if matches!(k.kind(), SkillKind::Trigger | SkillKind::DrawCount) {
                    self.triggers.push((Seat(i as u8), k));
                }
            }
        }
    }

    /// Skills of `s` shown in views: those of a face-up character.
    pub fn shown_skills(&self, s: Seat) -> &'static [Skill] {
        let p = &self.players[s.index()];
        if p.character_up && self.opts.skills {
            p.character.skills()
        } else {
            &[]
        }
    }
}

impl Act {
    /// The skill an act uses, if any.
    pub(crate) fn skill(self) -> Option<Skill> {
        match self {
            Act::Invoke(k, _) | Act::ViewAs { skill: k, .. } | Act::Skill { skill: k, .. } => {
                Some(k)
            }
            _ => None,
        }
    }
}
