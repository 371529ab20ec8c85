//! The skills as names: the roster ([`for_each_skill`]), the [`Skill`] enum made from it,
//! how a skill is used ([`SkillKind`]), and each character's skills. What each skill says
//! and does is in its own module.

use serde::{Deserialize, Serialize};

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

/// The roster: every skill as `Variant => module`, in the order of the characters. The
/// one list of skills; [`Skill`] is made from it here and its dispatch to each skill's
/// module (`skills/roster.rs`) there. Adding a skill is its module and one line here.
macro_rules! for_each_skill {
    ($then:ident) => {
        $then! {
            Jianxiong => jianxiong,
            Ganglie => ganglie,
            Tuxi => tuxi,
            Luoyi => luoyi,
            Qingguo => qingguo,
            Luoshen => luoshen,
            Jushou => jushou,
            Rende => rende,
            Wusheng => wusheng,
            Paoxiao => paoxiao,
            Longdan => longdan,
            Mashu => mashu,
            Tieqi => tieqi,
            Jizhi => jizhi,
            Qicai => qicai,
            Zhiheng => zhiheng,
            Qixi => qixi,
            Keji => keji,
            Kurou => kurou,
            Yingzi => yingzi,
            Fanjian => fanjian,
            Jieyin => jieyin,
            Xiaoji => xiaoji,
            Jijiu => jijiu,
            Qingnang => qingnang,
            Wushuang => wushuang,
            Lijian => lijian,
            Biyue => biyue,
            Mengjin => mengjin,
            Luanji => luanji,
            Kuangfu => kuangfu,
        }
    };
}
pub(crate) use for_each_skill;

macro_rules! skill_enum {
    ($( $v:ident => $m:ident, )*) => {
        /// A skill of one of the 24 characters (its name, text and process are in its own
        /// module, `skills/<key>.rs`).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Skill { $( #[doc = concat!("`skills::", stringify!($m), "`")] $v, )* }

        impl Skill {
            /// Every skill.
            pub const ALL: &'static [Skill] = &[ $( Skill::$v, )* ];
        }
    };
}
for_each_skill!(skill_enum);

impl Skill {
    /// A bit for the set of skills used this phase.
    pub(crate) fn bit(self) -> u64 {
        1u64 << (self as u8)
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
