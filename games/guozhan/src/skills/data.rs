//! The skills as data: each skill's key, name, text and kind; when a trigger skill may
//! listen; what a view-as skill makes of a card; each character's skills.

use serde::{Deserialize, Serialize};
use tianhei_core::Text;

use crate::character::Character;

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
