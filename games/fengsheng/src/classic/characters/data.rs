//! The characters as names: the roster ([`for_each_character`], [`for_each_skill`]), the
//! [`Character`] and [`Skill`] enums made from it, what a card prints ([`Info`],
//! [`SkillInfo`], [`Gender`], [`SkillKind`]) and the 机密任务 ([`Mission`]). What each
//! character and skill says and does is in its own module (`characters/<key>.rs`).
//!
//! Source: the E1 rulebook pp. 17–30 as summarised in `shared/reference/fengsheng.md` §3;
//! the text here is written for this engine, Chinese first.

use serde::{Deserialize, Serialize};
use tianhei_core::Text;

/// The roster of characters, `Variant => module`, in rulebook order (the ten hidden ones
/// first). The one list of characters; [`Character`] is made from it here and its
/// dispatch to each module (`roster.rs`) there. Adding a character is its module, one
/// line here and a line in [`for_each_skill`] per new skill.
macro_rules! for_each_character {
    ($then:ident) => {
        $then! {
            LaoGui => lao_gui,
            FuPing => fu_ping,
            LaoQiang => lao_qiang,
            ShanLing => shan_ling,
            HeiMeiGui => hei_mei_gui,
            EmeiFeng => emei_feng,
            LaoJin => lao_jin,
            YiDianYuan => yi_dian_yuan,
            HuangQue => huang_que,
            GangTie => gang_tie,
            DaiLi => dai_li,
            ShaShou => sha_shou,
            MengMian => meng_mian,
            DaoFeng => dao_feng,
            QiBai => qi_bai,
            XiaoMaGe => xiao_ma_ge,
            LiuJie => liu_jie,
            DaMeiNv => da_mei_nv,
            GuaiDao => guai_dao,
            FuShe => fu_she,
            XiaoBai => xiao_bai,
            BeiLeiMao => bei_lei_mao,
            ChuZhang => chu_zhang,
            FuErMoSi => fu_er_mo_si,
            XiangShui => xiang_shui,
        }
    };
}
pub(crate) use for_each_character;

/// The roster of skills, `Variant => the module that defines it`, card by card (就计 is
/// 老鬼's and 老枪's; it lives with 老鬼).
macro_rules! for_each_skill {
    ($then:ident) => {
        $then! {
            JiuJi => lao_gui,
            ChengFu => lao_gui,
            YiZhi => lao_gui,
            XianJi => fu_ping,
            HouZhu => fu_ping,
            HeMou => lao_qiang,
            JuJi => shan_ling,
            XueRan => hei_mei_gui,
            JieShangJie => emei_feng,
            JiZhongJi => emei_feng,
            QiZu => lao_jin,
            FuDi => lao_jin,
            SuYi => yi_dian_yuan,
            DongXi => yi_dian_yuan,
            QianCang => huang_que,
            ZaiHou => huang_que,
            JingJue => gang_tie,
            YanHu => gang_tie,
            XiaoLi => dai_li,
            YunChou => dai_li,
            LianJi => sha_shou,
            YuMou => sha_shou,
            YingXiong => meng_mian,
            JiuMei => meng_mian,
            LiangJian => dao_feng,
            ShiXue => dao_feng,
            MinRui => qi_bai,
            LianDong => qi_bai,
            FengDu => qi_bai,
            BenSe => xiao_ma_ge,
            KaoWen => liu_jie,
            SouQu => liu_jie,
            JingMing => da_mei_nv,
            AiQing => da_mei_nv,
            YinMou => guai_dao,
            YangMou => guai_dao,
            ShengDong => fu_she,
            DanYao => fu_she,
            QiaoZhuang => xiao_bai,
            ShouMai => xiao_bai,
            BaiLu => xiao_bai,
            HuanRi => bei_lei_mao,
            TouTian => bei_lei_mao,
            GeQiang => chu_zhang,
            TouLong => chu_zhang,
            JieLu => fu_er_mo_si,
            ZhenXiang => fu_er_mo_si,
            GongShou => xiang_shui,
            LinWei => xiang_shui,
        }
    };
}
pub(crate) use for_each_skill;

macro_rules! character_enum {
    ($( $v:ident => $m:ident, )*) => {
        /// A character card (what it prints and does: `characters/<key>.rs`).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Character { $( #[doc = concat!("`characters::", stringify!($m), "`")] $v, )* }

        impl Character {
            /// Every character, in rulebook order (the ten hidden ones first).
            pub const ALL: [Character; 25] = [ $( Character::$v, )* ];
        }
    };
}
for_each_character!(character_enum);

macro_rules! skill_enum {
    ($( $v:ident => $m:ident, )*) => {
        /// A character skill (its text and effect: `characters/<module>.rs`).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Skill { $( #[doc = concat!("`characters::", stringify!($m), "`")] $v, )* }
    };
}
for_each_skill!(skill_enum);

/// A character's printed gender. A face-down character has none.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    /// 男.
    Male,
    /// 女.
    Female,
    /// 小白's 乔装: counts as both.
    Both,
}

impl Gender {
    /// The gender's name.
    pub fn name(self) -> Text {
        match self {
            Gender::Male => Text::new("男", "male"),
            Gender::Female => Text::new("女", "female"),
            Gender::Both => Text::new("男亦女", "both"),
        }
    }
}

/// How a skill is used.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkillKind {
    /// 响应式 (blue name): used while holding priority, goes on the stack.
    Response,
    /// 自动式 (red name): always on while face-up; 「当…时」 fires at once.
    Automatic,
}

/// A 打酱油的's 机密任务, printed on his character card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mission {
    /// 老鬼: at your death, your hand shows three or more red cards.
    RedHandAtDeath,
    /// 浮萍: you are the second or a later player to die.
    DieSecondOrLater,
    /// 老枪, 情报处长, 福尔摩斯: three or more red intel.
    ThreeRed,
    /// 峨嵋风, 译电员, 戴笠: three or more blue intel.
    ThreeBlue,
    /// 闪灵: personally kill a player who holds no true intel.
    KillWithoutTrue,
    /// 黑玫瑰: personally kill a player who holds three or more true intel.
    KillWithThreeTrue,
    /// 老金, 贝雷帽: three red and three blue cards in hand.
    RedBlueHand,
    /// 黄雀, 刀锋, 小马哥: a 潜伏战线 player and a 军情处 player have died.
    BothFactionsDied,
    /// 钢铁特工: four 识破 in hand.
    FourCounters,
    /// 职业杀手: personally make another player the second or a later to die.
    KillSecondOrLater,
    /// 礼服蒙面人: a female declares victory.
    FemaleDeclares,
    /// 柒佰: five or more true intel.
    FiveTrue,
    /// 六姐: six or more intel.
    SixIntel,
    /// 大美女: when a male character declares victory, you hold at most one black intel.
    MaleDeclaresFewBlack,
    /// 怪盗九九: nine or more cards in hand.
    NineCards,
    /// 蝮蛇: a player declares victory while nobody has died; your victory replaces his.
    NobodyDied,
    /// 小白: you are the first to die, or 潜伏战线 or 军情处 is wiped out.
    FirstToDieOrWipeout,
    /// 致命香水: none.
    Nothing,
}

/// What is printed on a character card.
#[derive(Clone, Copy, Debug)]
pub struct Info {
    /// The name.
    pub name: (&'static str, &'static str),
    /// The printed gender.
    pub gender: Gender,
    /// A 潜伏 (hidden) character: starts face-down.
    pub hidden: bool,
    /// Its skills, in printed order.
    pub skills: &'static [Skill],
    /// Its 机密任务.
    pub mission: Mission,
}

/// What a skill's card text says.
#[derive(Clone, Copy, Debug)]
pub struct SkillInfo {
    /// The name.
    pub name: (&'static str, &'static str),
    /// 响应式 or 自动式.
    pub kind: SkillKind,
    /// The text.
    pub text: (&'static str, &'static str),
}

impl Mission {
    /// The mission's text.
    pub fn text(self) -> Text {
        use Mission as M;
        match self {
            M::RedHandAtDeath => Text::new(
                "当你死亡时，展示你的手牌，其中有三张或以上的红色卡牌。",
                "When you die, your hand shows three or more red cards.",
            ),
            M::DieSecondOrLater => Text::new(
                "你成为第二位或以后死亡的玩家。",
                "You are the second or a later player to die.",
            ),
            M::ThreeRed => Text::new(
                "获得三张或以上的红色情报。",
                "Hold three or more red intel.",
            ),
            M::ThreeBlue => Text::new(
                "获得三张或以上的蓝色情报。",
                "Hold three or more blue intel.",
            ),
            M::KillWithoutTrue => Text::new(
                "亲手让一位没有真情报的玩家死亡。",
                "Personally cause the death of a player who holds no true intel.",
            ),
            M::KillWithThreeTrue => Text::new(
                "亲手让一位获得了三张或以上真情报的玩家死亡。",
                "Personally cause the death of a player who holds three or more true intel.",
            ),
            M::RedBlueHand => Text::new(
                "手牌集齐三张红色卡牌和三张蓝色卡牌。",
                "Hold three red and three blue cards in hand.",
            ),
            M::BothFactionsDied => Text::new(
                "一位潜伏战线玩家和一位军情处玩家死亡。",
                "A 潜伏战线 player and a 军情处 player have died.",
            ),
            M::FourCounters => Text::new("手牌集齐四张识破。", "Hold four 识破 in hand."),
            M::KillSecondOrLater => Text::new(
                "亲手让另一位玩家成为第二位或以后死亡的玩家（自杀不算）。",
                "Personally make another player the second or a later to die (not yourself).",
            ),
            M::FemaleDeclares => Text::new("一位女性宣告胜利。", "A female declares victory."),
            M::FiveTrue => Text::new("获得五张或以上的真情报。", "Hold five or more true intel."),
            M::SixIntel => Text::new("获得六张或以上的情报。", "Hold six or more intel."),
            M::MaleDeclaresFewBlack => Text::new(
                "当一位男性角色宣告胜利时，你的假情报不多于一张。",
                "When a male character declares victory, you hold at most one black intel.",
            ),
            M::NineCards => Text::new("手牌达到九张或以上。", "Hold nine or more cards in hand."),
            M::NobodyDied => Text::new(
                "当一位玩家宣告胜利时，还没有玩家死亡：你的胜利使他的宣告失败。",
                "When a player declares victory while nobody has died yet, you win instead and his declaration fails.",
            ),
            M::FirstToDieOrWipeout => Text::new(
                "你第一个死亡，或潜伏战线与军情处其中一方全灭。",
                "You are the first to die, or 潜伏战线 or 军情处 is wiped out.",
            ),
            M::Nothing => Text::new("无。", "None."),
        }
    }
}

impl Character {
    /// The character's name.
    pub fn name(self) -> Text {
        let (zh, en) = self.info().name;
        Text::new(zh, en)
    }

    /// Whether the character is a 潜伏 card (starts face-down).
    pub fn hidden(self) -> bool {
        self.info().hidden
    }

    /// Whether the card has `skill`.
    pub fn has(self, skill: Skill) -> bool {
        self.info().skills.contains(&skill)
    }

    /// The 机密任务 printed on the card.
    pub fn mission(self) -> Mission {
        self.info().mission
    }

    /// The character with this key.
    pub fn from_key(key: &str) -> Option<Character> {
        Character::ALL.into_iter().find(|c| c.key() == key)
    }
}

impl Skill {
    /// Every skill, card by card (就计 twice: 老鬼 and 老枪 both have it).
    pub fn all() -> impl Iterator<Item = Skill> {
        Character::ALL
            .into_iter()
            .flat_map(|c| c.info().skills.iter().copied())
    }

    /// The skill with this key.
    pub fn from_key(key: &str) -> Option<Skill> {
        Skill::all().find(|s| s.key() == key)
    }

    /// The skill's name.
    pub fn name(self) -> Text {
        let (zh, en) = self.info().name;
        Text::new(zh, en)
    }

    /// The skill's text.
    pub fn text(self) -> Text {
        let (zh, en) = self.info().text;
        Text::new(zh, en)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_hidden_and_fifteen_public_characters() {
        let hidden = Character::ALL.iter().filter(|c| c.hidden()).count();
        assert_eq!((hidden, Character::ALL.len() - hidden), (10, 15));
        assert!(Character::ALL[..10].iter().all(|c| c.hidden()));
    }

    #[test]
    fn every_skill_belongs_to_a_character_and_names_are_unique() {
        let mut names: Vec<&str> = Vec::new();
        for c in Character::ALL {
            for s in c.info().skills {
                if !names.contains(&s.info().name.0) {
                    names.push(s.info().name.0);
                }
            }
            let n = c.info().name.0;
            assert!(!n.is_empty());
        }
        assert_eq!(names.len(), 49, "就计 is shared by 老鬼 and 老枪");
    }

    #[test]
    fn keys_match_the_serde_names() {
        for c in Character::ALL {
            assert_eq!(serde_json::to_value(c).unwrap(), c.key());
            assert_eq!(Character::from_key(c.key()), Some(c));
        }
        for s in Skill::all() {
            assert_eq!(serde_json::to_value(s).unwrap(), s.key());
            assert_eq!(Skill::from_key(s.key()), Some(s));
        }
    }

    #[test]
    fn hidden_skills_that_flip_up_are_the_ones_that_say_so() {
        for c in Character::ALL {
            for &s in c.info().skills {
                if s.flips_up() {
                    assert!(
                        s.info().text.0.contains("翻开此角色牌"),
                        "{:?} flips up but its text does not say so",
                        s
                    );
                }
            }
        }
    }
}
