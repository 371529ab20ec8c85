//! The 25 character cards of the classic edition: name, gender, hidden or public, their
//! skills (响应式 blue or 自动式 red, with their text) and the 机密任务 printed on each.
//!
//! Source: the E1 rulebook pp. 17–30 as summarised in `shared/reference/fengsheng.md` §3;
//! the text here is written for this engine, Chinese first.

use serde::{Deserialize, Serialize};
use tianhei_core::Text;

/// A character card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Character {
    /// 老鬼 (hidden, female).
    LaoGui,
    /// 浮萍 (hidden, female).
    FuPing,
    /// 老枪 (hidden, male).
    LaoQiang,
    /// 闪灵 (hidden, female).
    ShanLing,
    /// 黑玫瑰 (hidden, female).
    HeiMeiGui,
    /// 峨嵋风 (hidden, male).
    EmeiFeng,
    /// 老金 (hidden, male).
    LaoJin,
    /// 译电员 (hidden, female).
    YiDianYuan,
    /// 黄雀 (hidden, female).
    HuangQue,
    /// 钢铁特工 (hidden, male).
    GangTie,
    /// 戴笠 (male).
    DaiLi,
    /// 职业杀手 (male).
    ShaShou,
    /// 礼服蒙面人 (male).
    MengMian,
    /// 刀锋 (male).
    DaoFeng,
    /// 柒佰 (male).
    QiBai,
    /// 小马哥 (male).
    XiaoMaGe,
    /// 六姐 (female).
    LiuJie,
    /// 大美女 (female).
    DaMeiNv,
    /// 怪盗九九 (male).
    GuaiDao,
    /// 蝮蛇 (male).
    FuShe,
    /// 小白 (both).
    XiaoBai,
    /// 贝雷帽 (male).
    BeiLeiMao,
    /// 情报处长 (male).
    ChuZhang,
    /// 福尔摩斯 (male).
    FuErMoSi,
    /// 致命香水 (female).
    XiangShui,
}

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

/// A character skill.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// 就计 (老鬼, 老枪).
    JiuJi,
    /// 城府 (老鬼).
    ChengFu,
    /// 遗志 (老鬼).
    YiZhi,
    /// 先机 (浮萍).
    XianJi,
    /// 后著 (浮萍).
    HouZhu,
    /// 合谋 (老枪).
    HeMou,
    /// 狙击 (闪灵).
    JuJi,
    /// 血染玫瑰 (黑玫瑰).
    XueRan,
    /// 截上截 (峨嵋风).
    JieShangJie,
    /// 计中计 (峨嵋风).
    JiZhongJi,
    /// 弃卒保帅 (老金).
    QiZu,
    /// 釜底抽薪 (老金).
    FuDi,
    /// 速译 (译电员).
    SuYi,
    /// 洞悉 (译电员).
    DongXi,
    /// 潜藏伏击 (黄雀).
    QianCang,
    /// 黄雀在后 (黄雀).
    ZaiHou,
    /// 警觉 (钢铁特工).
    JingJue,
    /// 掩护 (钢铁特工).
    YanHu,
    /// 笑里藏刀 (戴笠).
    XiaoLi,
    /// 运筹帷幄 (戴笠).
    YunChou,
    /// 连击 (职业杀手).
    LianJi,
    /// 预谋 (职业杀手).
    YuMou,
    /// 英雄 (礼服蒙面人).
    YingXiong,
    /// 救美 (礼服蒙面人).
    JiuMei,
    /// 亮剑 (刀锋).
    LiangJian,
    /// 嗜血 (刀锋).
    ShiXue,
    /// 敏锐 (柒佰).
    MinRui,
    /// 联动 (柒佰).
    LianDong,
    /// 风度 (柒佰).
    FengDu,
    /// 英雄本色 (小马哥).
    BenSe,
    /// 拷问 (六姐).
    KaoWen,
    /// 搜取 (六姐).
    SouQu,
    /// 精明 (大美女).
    JingMing,
    /// 爱情 (大美女).
    AiQing,
    /// 阴谋 (怪盗九九).
    YinMou,
    /// 阳谋 (怪盗九九).
    YangMou,
    /// 声东击西 (蝮蛇).
    ShengDong,
    /// 弹药无限 (蝮蛇).
    DanYao,
    /// 乔装 (小白).
    QiaoZhuang,
    /// 收买 (小白).
    ShouMai,
    /// 败露 (小白).
    BaiLu,
    /// 换日 (贝雷帽).
    HuanRi,
    /// 偷天 (贝雷帽).
    TouTian,
    /// 隔墙有耳 (情报处长).
    GeQiang,
    /// 偷龙转凤 (情报处长).
    TouLong,
    /// 揭露 (福尔摩斯).
    JieLu,
    /// 真相 (福尔摩斯).
    ZhenXiang,
    /// 攻守兼备 (致命香水).
    GongShou,
    /// 临危受命 (致命香水).
    LinWei,
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

use Gender::*;
use Skill::*;

impl Character {
    /// Every character, in rulebook order (the ten hidden ones first).
    pub const ALL: [Character; 25] = [
        Character::LaoGui,
        Character::FuPing,
        Character::LaoQiang,
        Character::ShanLing,
        Character::HeiMeiGui,
        Character::EmeiFeng,
        Character::LaoJin,
        Character::YiDianYuan,
        Character::HuangQue,
        Character::GangTie,
        Character::DaiLi,
        Character::ShaShou,
        Character::MengMian,
        Character::DaoFeng,
        Character::QiBai,
        Character::XiaoMaGe,
        Character::LiuJie,
        Character::DaMeiNv,
        Character::GuaiDao,
        Character::FuShe,
        Character::XiaoBai,
        Character::BeiLeiMao,
        Character::ChuZhang,
        Character::FuErMoSi,
        Character::XiangShui,
    ];

    /// What the card says.
    pub fn info(self) -> Info {
        let i = |name, gender, hidden, skills, mission| Info {
            name,
            gender,
            hidden,
            skills,
            mission,
        };
        use Mission as M;
        match self {
            Character::LaoGui => i(
                ("老鬼", "Old Ghost"),
                Female,
                true,
                &[JiuJi, ChengFu, YiZhi],
                M::RedHandAtDeath,
            ),
            Character::FuPing => i(
                ("浮萍", "Duckweed"),
                Female,
                true,
                &[XianJi, HouZhu],
                M::DieSecondOrLater,
            ),
            Character::LaoQiang => i(
                ("老枪", "Old Gun"),
                Male,
                true,
                &[JiuJi, HeMou],
                M::ThreeRed,
            ),
            Character::ShanLing => i(
                ("闪灵", "Shining"),
                Female,
                true,
                &[JuJi],
                M::KillWithoutTrue,
            ),
            Character::HeiMeiGui => i(
                ("黑玫瑰", "Black Rose"),
                Female,
                true,
                &[XueRan],
                M::KillWithThreeTrue,
            ),
            Character::EmeiFeng => i(
                ("峨嵋风", "Emei Wind"),
                Male,
                true,
                &[JieShangJie, JiZhongJi],
                M::ThreeBlue,
            ),
            Character::LaoJin => i(
                ("老金", "Old Jin"),
                Male,
                true,
                &[QiZu, FuDi],
                M::RedBlueHand,
            ),
            Character::YiDianYuan => i(
                ("译电员", "Cipher Clerk"),
                Female,
                true,
                &[SuYi, DongXi],
                M::ThreeBlue,
            ),
            Character::HuangQue => i(
                ("黄雀", "Oriole"),
                Female,
                true,
                &[QianCang, ZaiHou],
                M::BothFactionsDied,
            ),
            Character::GangTie => i(
                ("钢铁特工", "Iron Agent"),
                Male,
                true,
                &[JingJue, YanHu],
                M::FourCounters,
            ),
            Character::DaiLi => i(
                ("戴笠", "Dai Li"),
                Male,
                false,
                &[XiaoLi, YunChou],
                M::ThreeBlue,
            ),
            Character::ShaShou => i(
                ("职业杀手", "Hitman"),
                Male,
                false,
                &[LianJi, YuMou],
                M::KillSecondOrLater,
            ),
            Character::MengMian => i(
                ("礼服蒙面人", "Masked Gentleman"),
                Male,
                false,
                &[YingXiong, JiuMei],
                M::FemaleDeclares,
            ),
            Character::DaoFeng => i(
                ("刀锋", "Blade"),
                Male,
                false,
                &[LiangJian, ShiXue],
                M::BothFactionsDied,
            ),
            Character::QiBai => i(
                ("柒佰", "Qi Bai"),
                Male,
                false,
                &[MinRui, LianDong, FengDu],
                M::FiveTrue,
            ),
            Character::XiaoMaGe => i(
                ("小马哥", "Brother Ma"),
                Male,
                false,
                &[BenSe],
                M::BothFactionsDied,
            ),
            Character::LiuJie => i(
                ("六姐", "Sixth Sister"),
                Female,
                false,
                &[KaoWen, SouQu],
                M::SixIntel,
            ),
            Character::DaMeiNv => i(
                ("大美女", "Beauty"),
                Female,
                false,
                &[JingMing, AiQing],
                M::MaleDeclaresFewBlack,
            ),
            Character::GuaiDao => i(
                ("怪盗九九", "Phantom Thief 99"),
                Male,
                false,
                &[YinMou, YangMou],
                M::NineCards,
            ),
            Character::FuShe => i(
                ("蝮蛇", "Viper"),
                Male,
                false,
                &[ShengDong, DanYao],
                M::NobodyDied,
            ),
            Character::XiaoBai => i(
                ("小白", "Xiao Bai"),
                Both,
                false,
                &[QiaoZhuang, ShouMai, BaiLu],
                M::FirstToDieOrWipeout,
            ),
            Character::BeiLeiMao => i(
                ("贝雷帽", "Beret"),
                Male,
                false,
                &[HuanRi, TouTian],
                M::RedBlueHand,
            ),
            Character::ChuZhang => i(
                ("情报处长", "Intelligence Chief"),
                Male,
                false,
                &[GeQiang, TouLong],
                M::ThreeRed,
            ),
            Character::FuErMoSi => i(
                ("福尔摩斯", "Holmes"),
                Male,
                false,
                &[JieLu, ZhenXiang],
                M::ThreeRed,
            ),
            Character::XiangShui => i(
                ("致命香水", "Deadly Perfume"),
                Female,
                false,
                &[GongShou, LinWei],
                M::Nothing,
            ),
        }
    }

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
}

/// Machine keys of the characters, in enum order (the serde names).
const CHARACTER_KEYS: [&str; 25] = [
    "lao_gui",
    "fu_ping",
    "lao_qiang",
    "shan_ling",
    "hei_mei_gui",
    "emei_feng",
    "lao_jin",
    "yi_dian_yuan",
    "huang_que",
    "gang_tie",
    "dai_li",
    "sha_shou",
    "meng_mian",
    "dao_feng",
    "qi_bai",
    "xiao_ma_ge",
    "liu_jie",
    "da_mei_nv",
    "guai_dao",
    "fu_she",
    "xiao_bai",
    "bei_lei_mao",
    "chu_zhang",
    "fu_er_mo_si",
    "xiang_shui",
];

/// Machine keys of the skills, in enum order (the serde names).
const SKILL_KEYS: [&str; 49] = [
    "jiu_ji",
    "cheng_fu",
    "yi_zhi",
    "xian_ji",
    "hou_zhu",
    "he_mou",
    "ju_ji",
    "xue_ran",
    "jie_shang_jie",
    "ji_zhong_ji",
    "qi_zu",
    "fu_di",
    "su_yi",
    "dong_xi",
    "qian_cang",
    "zai_hou",
    "jing_jue",
    "yan_hu",
    "xiao_li",
    "yun_chou",
    "lian_ji",
    "yu_mou",
    "ying_xiong",
    "jiu_mei",
    "liang_jian",
    "shi_xue",
    "min_rui",
    "lian_dong",
    "feng_du",
    "ben_se",
    "kao_wen",
    "sou_qu",
    "jing_ming",
    "ai_qing",
    "yin_mou",
    "yang_mou",
    "sheng_dong",
    "dan_yao",
    "qiao_zhuang",
    "shou_mai",
    "bai_lu",
    "huan_ri",
    "tou_tian",
    "ge_qiang",
    "tou_long",
    "jie_lu",
    "zhen_xiang",
    "gong_shou",
    "lin_wei",
];

impl Character {
    /// Machine key (`shan_ling`), as in option keys.
    pub fn key(self) -> &'static str {
        CHARACTER_KEYS[self as usize]
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

    /// Machine key (`ju_ji`), as in option keys.
    pub fn key(self) -> &'static str {
        SKILL_KEYS[self as usize]
    }

    /// The skill with this key.
    pub fn from_key(key: &str) -> Option<Skill> {
        Skill::all().find(|s| s.key() == key)
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
