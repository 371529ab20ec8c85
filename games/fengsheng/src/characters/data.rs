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

impl Skill {
    /// What the card text says.
    pub fn info(self) -> SkillInfo {
        use SkillKind::{Automatic as R, Response as B};
        let s = |name, kind, text| SkillInfo { name, kind, text };
        match self {
            JiuJi => s(
                ("就计", "Turn the Tables"),
                R,
                (
                    "当你被试探或锁定时，可以翻开此角色牌，然后抽两张牌（先于该牌结算；该牌被识破则不能发动）。",
                    "When you are probed or locked, you may flip this character face-up, then draw two (before the card resolves; not if it was seen through).",
                ),
            ),
            ChengFu => s(
                ("城府", "Poker Face"),
                R,
                (
                    "你被试探时可以隐瞒身份：不论身份，任选该试探的一种结果。",
                    "When probed you may hide your identity: pick either outcome of the probe, whatever you are.",
                ),
            ),
            YiZhi => s(
                ("遗志", "Last Will"),
                R,
                (
                    "当你死亡时，可以把全部手牌面朝下交给一位玩家，他随机取其中三张作为情报（不足三张则全部）。",
                    "When you die, you may hand your whole hand face-down to a player, who takes three of them at random as intel (all if three or fewer).",
                ),
            ),
            XianJi => s(
                ("先机", "First Move"),
                B,
                (
                    "翻开此角色牌，抽取另一位玩家的两张手牌，然后他抽两张牌。",
                    "Flip this character face-up; take two cards at random from another player's hand, then he draws two.",
                ),
            ),
            HouZhu => s(
                ("后著", "Afterstroke"),
                R,
                (
                    "当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前作为情报。",
                    "When you die, you may look at another player's hand, then place one of those cards in front of any player as intel.",
                ),
            ),
            HeMou => s(
                ("合谋", "Conspire"),
                B,
                (
                    "在你面前放置一张假情报，盖伏此角色牌和另一张翻开的潜伏角色牌，然后你们互相查看对方的身份牌。任何时候可用，不限次数。",
                    "Place a black intel in front of yourself, turn this character and another face-up hidden character face-down, then you two look at each other's identity. Any time, no limit.",
                ),
            ),
            JuJi => s(
                ("狙击", "Snipe"),
                B,
                (
                    "翻开此角色牌，然后烧毁另一位玩家面前一至三张情报。",
                    "Flip this character face-up, then burn one to three intel in front of another player.",
                ),
            ),
            XueRan => s(
                ("血染玫瑰", "Blood Rose"),
                B,
                (
                    "翻开此角色牌，指定一位玩家，然后展示牌库顶的一张牌（放回原处）：若是黑色，你可以在他面前放置最多三张假情报，否则最多一张。同时放置，不能以烧毁挽救。",
                    "Flip this character face-up and name a player; show the top card of the deck (it stays): if black, you may place up to three black intel in front of him, otherwise up to one. They are placed at once; 烧毁 cannot save him.",
                ),
            ),
            JieShangJie => s(
                ("截上截", "Double Intercept"),
                B,
                (
                    "他人回合的情报传递时，可以翻开此角色牌，视为使用了截获（不能被识破）。",
                    "In another player's 情报传递 step, flip this character face-up: as if you used 截获 (it cannot be seen through).",
                ),
            ),
            JiZhongJi => s(
                ("计中计", "Trick within a Trick"),
                R,
                (
                    "当另一位玩家获得你传出的真情报时，你可以烧毁他面前一张假情报。",
                    "When another player obtains true intel you passed, you may burn one black intel in front of him.",
                ),
            ),
            QiZu => s(
                ("弃卒保帅", "Sacrifice the Pawn"),
                R,
                (
                    "当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把两张手牌以任意顺序放回牌库顶。",
                    "When your card is seen through, you may flip this character face-up and draw five, then put two hand cards back on top of the deck in any order.",
                ),
            ),
            FuDi => s(
                ("釜底抽薪", "Pull the Firewood"),
                R,
                (
                    "当你获得假情报时，可以再放置一张假情报到自己面前，然后盖伏此角色牌，并在任意名玩家面前各放置一张手牌作为情报（可以包括自己）。",
                    "When you obtain black intel, you may place one more black intel in front of yourself, then turn this character face-down and place one hand card as intel in front of each of any number of players (yourself included).",
                ),
            ),
            SuYi => s(
                ("速译", "Quick Decode"),
                B,
                (
                    "情报传递时，可以翻开此角色牌，然后检视传递中的情报，并抽一张牌。只有你能看到。",
                    "In a 情报传递 step, flip this character face-up, then look at the intel being passed (you alone) and draw one.",
                ),
            ),
            DongXi => s(
                ("洞悉", "Insight"),
                R,
                (
                    "当情报被成功破译时（任何人的回合），你可以盖伏此角色牌。",
                    "Whenever intel is successfully decoded (破译), in any turn, you may turn this character face-down.",
                ),
            ),
            QianCang => s(
                ("潜藏伏击", "Ambush"),
                B,
                (
                    "翻开此角色牌，然后把另一位玩家面前的一张情报放回牌库顶。",
                    "Flip this character face-up, then put one intel in front of another player back on top of the deck.",
                ),
            ),
            ZaiHou => s(
                ("黄雀在后", "The Oriole Behind"),
                R,
                (
                    "当另一位玩家死亡时，可以翻开你的身份牌，然后在一位玩家面前放置最多两张假情报。",
                    "When another player dies, you may reveal your identity card, then place up to two black intel in front of one player.",
                ),
            ),
            JingJue => s(
                ("警觉", "Alert"),
                B,
                (
                    "一位玩家使用卡牌时，可以翻开此角色牌，视为使用了识破（不能被识破）。",
                    "When a player uses a card, flip this character face-up: as if you used 识破 (it cannot be seen through).",
                ),
            ),
            YanHu => s(
                ("掩护", "Cover"),
                B,
                (
                    "获得另一位玩家面前的一张假情报（置于你面前），然后盖伏此角色牌。",
                    "Obtain one black intel in front of another player (it goes in front of you), then turn this character face-down.",
                ),
            ),
            XiaoLi => s(
                ("笑里藏刀", "Hidden Dagger"),
                R,
                (
                    "当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。",
                    "When another player obtains true intel you passed, you may place a black intel in front of him.",
                ),
            ),
            YunChou => s(
                ("运筹帷幄", "Strategist"),
                R,
                (
                    "当你获得真情报时（包括角色技能或真伪莫辨放置的），你可以抽一张牌。",
                    "When you obtain true intel (also when a skill or 真伪莫辨 places it), you may draw one.",
                ),
            ),
            LianJi => s(
                ("连击", "Combo"),
                R,
                (
                    "当一位玩家获得你传出的假情报时，你抽一张牌，然后可以在他面前再放置一张假情报（真伪莫辨或技能所得不触发）。",
                    "When a player obtains black intel you passed, draw one, then you may place another black intel in front of him (not for 真伪莫辨 or skills).",
                ),
            ),
            YuMou => s(
                ("预谋", "Premeditation"),
                R,
                (
                    "你的调虎离山可以当作锁定使用（颜色不变，可被识破）。",
                    "Your 调虎离山 may be used as 锁定 (same colour; it can be seen through).",
                ),
            ),
            YingXiong => s(
                ("英雄", "Hero"),
                R,
                (
                    "当你获得假情报时（包括角色技能或真伪莫辨放置的），你可以抽两张牌。",
                    "When you obtain black intel (also when a skill or 真伪莫辨 places it), you may draw two.",
                ),
            ),
            JiuMei => s(
                ("救美", "Rescue the Beauty"),
                R,
                (
                    "当一位女性死亡时，可以翻开你的身份牌，然后烧毁你与她面前所有的假情报来拯救她。不能救自己。",
                    "When a female dies, you may reveal your identity card, then burn every black intel in front of you and her to save her. Not yourself.",
                ),
            ),
            LiangJian => s(
                ("亮剑", "Draw the Sword"),
                R,
                (
                    "你的试探和退回可以当作锁定使用。",
                    "Your 试探 and 退回 may be used as 锁定.",
                ),
            ),
            ShiXue => s(
                ("嗜血", "Bloodthirst"),
                R,
                (
                    "当另一位玩家死亡时（即使他随后被拯救），你可以抽四张牌，然后把一张手牌交给任意一位玩家（可以是自己）。",
                    "When another player dies (even if then saved), you may draw four, then give one hand card to any player (yourself included).",
                ),
            ),
            MinRui => s(
                ("敏锐", "Keen"),
                R,
                (
                    "你可以在他人回合中使用锁定（可被识破）。",
                    "You may use 锁定 in other players' turns (it can be seen through).",
                ),
            ),
            LianDong => s(
                ("联动", "Linkage"),
                R,
                (
                    "当你的锁定成功使用时（未被识破），抽两张牌，然后把一张手牌交给另一位玩家。必须发动。",
                    "When your 锁定 is used successfully (not seen through), draw two, then give one hand card to another player. Mandatory.",
                ),
            ),
            FengDu => s(
                ("风度", "Chivalry"),
                R,
                (
                    "当你宣告胜利时，选择一位女性与你一同胜利（只她个人，不含她的阵营）。场上有女性时必须发动；盖伏的角色没有性别。",
                    "When you declare victory, choose a female to win with you (she alone, not her side). Mandatory when a female is at the table; a face-down character has no gender.",
                ),
            ),
            BenSe => s(
                ("英雄本色", "A Better Tomorrow"),
                R,
                (
                    "当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报（真伪莫辨所得待其完全结算后发动）。",
                    "When you obtain black intel, draw one, then you may place a black intel in front of any player (after 真伪莫辨 has fully resolved, if it came from there).",
                ),
            ),
            KaoWen => s(
                ("拷问", "Interrogate"),
                R,
                (
                    "当你试探一位玩家时（未被识破），可以先抽取他的一张手牌，再结算试探。",
                    "When you probe a player (not seen through), you may first take a random card from his hand, then the probe resolves.",
                ),
            ),
            SouQu => s(
                ("搜取", "Search"),
                R,
                (
                    "当另一位玩家死亡时，你随机检视他的一张手牌，然后可以将该牌加入手牌或作为你的情报。",
                    "When another player dies, look at one of his hand cards at random, then you may add it to your hand or take it as your intel.",
                ),
            ),
            JingMing => s(
                ("精明", "Shrewd"),
                R,
                (
                    "你的抽牌阶段改为抽三张牌，然后把一张手牌放回牌库顶。",
                    "Your draw phase draws three instead, then put one hand card back on top of the deck.",
                ),
            ),
            AiQing => s(
                ("爱情", "Love"),
                B,
                (
                    "翻开你的身份牌，然后烧毁两张假情报（一位或两位玩家面前的，可以包括自己；不能被识破）。",
                    "Reveal your identity card, then burn two black intel (in front of one or two players, yourself allowed; it cannot be seen through).",
                ),
            ),
            YinMou => s(
                ("阴谋", "Plot"),
                R,
                (
                    "当一位玩家获得你传出的假情报时，你可以抽取任意另一位玩家的一张手牌（真伪莫辨或技能所得不触发）。",
                    "When a player obtains black intel you passed, you may take a random hand card from any other player (not for 真伪莫辨 or skills).",
                ),
            ),
            YangMou => s(
                ("阳谋", "Open Plot"),
                R,
                (
                    "当你获得另一位玩家传出的假情报时，你可以抽取任意另一位玩家的一张手牌（真伪莫辨或技能所得不触发）。",
                    "When you obtain black intel another player passed, you may take a random hand card from any other player (not for 真伪莫辨 or skills).",
                ),
            ),
            ShengDong => s(
                ("声东击西", "Feint"),
                B,
                (
                    "情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。",
                    "In a 情报传递 step, turn this character face-down: as if you used 调虎离山.",
                ),
            ),
            DanYao => s(
                ("弹药无限", "Endless Ammo"),
                B,
                (
                    "若你没有手牌，可以翻开此角色牌，然后抽一张牌（盖伏时也能使用）。",
                    "If you have no hand cards, flip this character face-up, then draw one (usable while face-down).",
                ),
            ),
            QiaoZhuang => s(
                ("乔装", "Disguise"),
                R,
                (
                    "此角色既视为男性也视为女性。",
                    "This character counts as both male and female.",
                ),
            ),
            ShouMai => s(
                ("收买", "Bribe"),
                B,
                (
                    "把你的四张手牌交给另一位玩家，然后获得他面前的一张情报（包括假情报）。任何时候可用，对方不能拒绝；不足四张不能发动。",
                    "Give four of your hand cards to another player, then obtain one intel in front of him (black included). Any time; he cannot refuse; needs four cards.",
                ),
            ),
            BaiLu => s(
                ("败露", "Exposed"),
                R,
                (
                    "当你获得第六张或以上的情报时，你输掉这场游戏（不是死亡；即使同时达成胜利条件）。",
                    "When you obtain a sixth intel or more, you lose the game (not a death; even if it also wins).",
                ),
            ),
            HuanRi => s(
                ("换日", "Swap the Sun"),
                R,
                (
                    "你的黑色手牌可以当作锁定使用。",
                    "Your black hand cards may be used as 锁定.",
                ),
            ),
            TouTian => s(
                ("偷天", "Steal the Sky"),
                R,
                (
                    "当一位玩家获得你传出的假情报时，你可以把他面前的一张真情报加入任意一位玩家的手牌。",
                    "When a player obtains black intel you passed, you may move one true intel in front of him into any player's hand.",
                ),
            ),
            GeQiang => s(
                ("隔墙有耳", "Walls Have Ears"),
                R,
                (
                    "当你试探一位玩家时（未被识破），你可以先抽两张牌，然后把一张手牌放回牌库顶，再结算试探。",
                    "When you probe a player (not seen through), you may first draw two, then put one hand card back on top of the deck; then the probe resolves.",
                ),
            ),
            TouLong => s(
                ("偷龙转凤", "Switch"),
                R,
                (
                    "当情报到达你时（时机同破译），你可以弃置一张手牌，然后将该情报与牌库顶的牌调换，情报保持原来的正反面。",
                    "When intel arrives at you (as for 破译), you may discard a hand card, then swap that intel with the top card of the deck; it stays face-up or face-down as it was.",
                ),
            ),
            JieLu => s(
                ("揭露", "Expose"),
                B,
                (
                    "情报传递时，弃置一张黑色手牌，然后翻开传递中的密电：若是假情报，抽两张牌。",
                    "In a 情报传递 step, discard a black hand card, then turn the 密电 being passed face-up: if it is black, draw two.",
                ),
            ),
            ZhenXiang => s(
                ("真相", "The Truth"),
                R,
                (
                    "当一位玩家使用试探时（成功使用后、结算前），你可以弃置一张手牌，检视该试探。目标不变。",
                    "When a player uses 试探 (once it is not seen through, before it resolves), you may discard a hand card to look at it. Its target does not change.",
                ),
            ),
            GongShou => s(
                ("攻守兼备", "Attack and Defend"),
                R,
                (
                    "当你的锁定或调虎离山成功使用时，抽两张牌，然后把一张手牌放回牌库顶。",
                    "When your 锁定 or 调虎离山 is used successfully, draw two, then put one hand card back on top of the deck.",
                ),
            ),
            LinWei => s(
                ("临危受命", "Take Up the Charge"),
                R,
                (
                    "当另一位玩家死亡时，在其身份牌翻开前，你可以把你的身份牌面朝下移出游戏，然后得到他的身份牌，并把一位玩家面前的一张情报与牌库顶的牌调换。",
                    "When another player dies, before his identity is revealed, you may remove your identity card from the game face-down and take his, and swap one intel in front of any player with the top card of the deck.",
                ),
            ),
        }
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

    /// Whether the skill works while its character is face-down: the skills that say
    /// 「翻开此角色牌」 (flipping is part of using them).
    pub fn flips_up(self) -> bool {
        matches!(
            self,
            JiuJi
                | XianJi
                | JuJi
                | XueRan
                | JieShangJie
                | QiZu
                | SuYi
                | QianCang
                | JingJue
                | DanYao
        )
    }
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
