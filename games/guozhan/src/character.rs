//! The 24 characters (角色牌) of the rulings: name, gender and identity-mode max HP; their
//! skills are in [`crate::skills`] (`Character::skills`). Characters have no kingdom here
//! (factions come from faction cards). A face-down character has no gender and no skills:
//! [`Character::gender`] is asked only of revealed characters (`Game::gender`).

use serde::{Deserialize, Serialize};
use tianhei_core::Text;
use tianhei_core::text;

/// A character's gender.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    /// 男.
    Male,
    /// 女.
    Female,
}

impl Gender {
    /// `男` / `male`.
    pub fn name(self) -> Text {
        match self {
            Gender::Male => Text::new("男", "male"),
            Gender::Female => Text::new("女", "female"),
        }
    }
}

macro_rules! characters {
    ($( $v:ident => $key:literal, $zh:literal, $en:literal, $gender:ident, $hp:literal; )*) => {
        /// One of the 24 characters.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Character { $( #[doc = $zh] $v, )* }

        impl Character {
            /// Every character, in the reference's order.
            pub const ALL: &'static [Character] = &[ $( Character::$v, )* ];

            /// Machine key.
            pub fn key(self) -> &'static str {
                match self { $( Character::$v => $key, )* }
            }

            /// `曹操` / `Cao Cao`.
            pub fn name(self) -> Text {
                match self { $( Character::$v => Text::new($zh, $en), )* }
            }

            /// The printed gender (only a revealed character has one in play).
            pub fn gender(self) -> Gender {
                match self { $( Character::$v => Gender::$gender, )* }
            }

            /// Identity-mode max HP (the HP card), per the rulings.
            pub fn max_hp(self) -> i32 {
                match self { $( Character::$v => $hp, )* }
            }
        }
    };
}

characters! {
    CaoCao => "caocao", "曹操", "Cao Cao", Male, 4;
    XiahouDun => "xiahoudun", "夏侯惇", "Xiahou Dun", Male, 4;
    ZhangLiao => "zhangliao", "张辽", "Zhang Liao", Male, 4;
    XuChu => "xuchu", "许褚", "Xu Chu", Male, 4;
    ZhenJi => "zhenji", "甄姬", "Zhen Ji", Female, 3;
    CaoRen => "caoren", "曹仁", "Cao Ren", Male, 4;
    LiuBei => "liubei", "刘备", "Liu Bei", Male, 4;
    GuanYu => "guanyu", "关羽", "Guan Yu", Male, 4;
    ZhangFei => "zhangfei", "张飞", "Zhang Fei", Male, 4;
    ZhaoYun => "zhaoyun", "赵云", "Zhao Yun", Male, 4;
    MaChao => "machao", "马超", "Ma Chao", Male, 4;
    HuangYueying => "huangyueying", "黄月英", "Huang Yueying", Female, 3;
    SunQuan => "sunquan", "孙权", "Sun Quan", Male, 4;
    GanNing => "ganning", "甘宁", "Gan Ning", Male, 4;
    LvMeng => "lvmeng", "吕蒙", "Lü Meng", Male, 4;
    HuangGai => "huanggai", "黄盖", "Huang Gai", Male, 4;
    ZhouYu => "zhouyu", "周瑜", "Zhou Yu", Male, 3;
    SunShangxiang => "sunshangxiang", "孙尚香", "Sun Shangxiang", Female, 3;
    HuaTuo => "huatuo", "华佗", "Hua Tuo", Male, 3;
    LvBu => "lvbu", "吕布", "Lü Bu", Male, 4;
    DiaoChan => "diaochan", "貂蝉", "Diaochan", Female, 3;
    PangDe => "pangde", "庞德", "Pang De", Male, 4;
    YuanShao => "yuanshao", "袁绍", "Yuan Shao", Male, 4;
    PanFeng => "panfeng", "潘凤", "Pan Feng", Male, 4;
}

impl Character {
    /// `曹操（男，4体力）` / `Cao Cao (male, 4 HP)`, as offered at setup.
    pub fn describe(self) -> Text {
        let (n, g) = (self.name(), self.gender().name());
        text!("{}（{}，{}体力）", "{} ({}, {} HP)", n, g, self.max_hp())
    }
}

/// Characters dealt to each of `players` seats: 4 while the pool allows (≤ 6 players),
/// else as many as the 24 allow evenly, never fewer than 2.
pub fn per_player(players: usize) -> usize {
    (Character::ALL.len() / players.max(1)).clamp(2, 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rulings_give_six_characters_three_hp_and_the_rest_four() {
        assert_eq!(Character::ALL.len(), 24);
        let three: Vec<&str> = Character::ALL
            .iter()
            .filter(|c| c.max_hp() == 3)
            .map(|c| c.key())
            .collect();
        assert_eq!(
            three,
            [
                "zhenji",
                "huangyueying",
                "zhouyu",
                "sunshangxiang",
                "huatuo",
                "diaochan"
            ]
        );
        assert!(Character::ALL.iter().all(|c| matches!(c.max_hp(), 3 | 4)));
        let women = Character::ALL
            .iter()
            .filter(|c| c.gender() == Gender::Female)
            .count();
        assert_eq!(women, 4);
    }

    #[test]
    fn four_each_up_to_six_players_then_evenly_never_under_two() {
        let got: Vec<usize> = (4..=10).map(per_player).collect();
        assert_eq!(got, [4, 4, 4, 3, 3, 2, 2]);
    }
}
