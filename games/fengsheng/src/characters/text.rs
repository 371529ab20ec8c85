//! The text of every skill (name, 响应式 or 自动式, what it does) and of every 机密任务,
//! Chinese first, written for this engine from the rulebook (reference §3).

use tianhei_core::Text;

use super::data::{Mission, Skill, SkillInfo, SkillKind};
use Skill::*;

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
