//! The questions skills ask, and their options. Each is a task until its turn comes;
//! then `open_ask` builds the prompt (or, when nothing could be chosen, settles it
//! without asking) and stores it in `Game::asking` until the answer (`answer.rs`).
//!
//! Secret questions: 就计 and 弃卒保帅 work while face-down, so asking only a player who
//! has them would show his face-down character. `Question::Secret` is asked of every
//! face-down player the rule concerns (every face-down target of a 试探 or 锁定, every
//! face-down player whose card was 识破'd), as a secret prompt with the same text;
//! only its options differ ("不发动" alone, or also the skill).

use tianhei_core::{Seat, SeatSet};

use super::data::Skill;
use crate::card::{CardId, Probe};

/// A question a skill asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// A right 试探 of the discard kind: the target discards a card.
    ProbeDiscard {
        /// The probed player.
        target: Seat,
    },
    /// Asked in secret of every face-down player the rule concerns: use 就计 (being
    /// probed or locked) or 弃卒保帅 (a card 识破'd)?
    Secret {
        /// Who.
        seat: Seat,
        /// 就计 or 弃卒保帅.
        skill: Skill,
    },
    /// Use this triggered skill (拷问, 救美, 临危受命, 洞悉)?
    Fire {
        /// Whose.
        seat: Seat,
        /// Which.
        skill: Skill,
        /// The other player concerned.
        about: Seat,
    },
    /// Put hand cards back on top of the deck, one at a time (精明, 隔墙有耳, 攻守兼备,
    /// 弃卒保帅: `left` more; the last one put back is the top).
    Top {
        /// Who.
        seat: Seat,
        /// For which skill.
        skill: Skill,
        /// Cards still to put back.
        left: u8,
    },
    /// Give a hand card: to another player (联动, mandatory), or to anyone, yourself
    /// included (嗜血).
    Give {
        /// Who.
        seat: Seat,
        /// 联动 or 嗜血.
        skill: Skill,
    },
    /// 城府: act as if the guess were right or wrong.
    ChengFu {
        /// The probed 老鬼.
        target: Seat,
        /// Who probed.
        user: Seat,
        /// The probe's variant.
        probe: Probe,
    },
    /// Discard a hand card: 真相 (optional, to look at the 试探 `about` used) or 揭露
    /// (a black card).
    Discard {
        /// Who.
        seat: Seat,
        /// 真相 or 揭露.
        skill: Skill,
        /// The 试探's user (真相).
        about: Seat,
    },
    /// Place a black hand card as intel: in front of `to` (笑里藏刀, 连击) or of any
    /// player (英雄本色).
    PlaceBlack {
        /// Who.
        seat: Seat,
        /// Which skill.
        skill: Skill,
        /// In front of whom, if fixed.
        to: Option<Seat>,
    },
    /// 计中计: burn a black intel in front of `of`.
    BurnBlack {
        /// Who.
        seat: Seat,
        /// Whose intel.
        of: Seat,
    },
    /// 阴谋 / 阳谋: take a random card from another player.
    TakeFrom {
        /// Who.
        seat: Seat,
        /// Which skill.
        skill: Skill,
    },
    /// 偷天: move a true intel in front of `victim` into a player's hand.
    TouTian {
        /// Who.
        seat: Seat,
        /// Whose intel.
        victim: Seat,
    },
    /// 釜底抽薪, first: one more black intel in front of yourself?
    FuDiBlack {
        /// 老金.
        seat: Seat,
    },
    /// 釜底抽薪, then: one hand card as intel in front of each of any number of players;
    /// placed together when he stops.
    FuDiPlace {
        /// 老金.
        seat: Seat,
        /// Chosen so far.
        placed: Vec<(CardId, Seat)>,
    },
    /// 遗志: hand your whole hand to a player?
    YiZhi {
        /// The dead 老鬼.
        seat: Seat,
    },
    /// 后著: look at whose hand?
    HouZhuLook {
        /// The dead 浮萍.
        seat: Seat,
    },
    /// 后著: place which of `from`'s cards in front of whom.
    HouZhuPlace {
        /// The dead 浮萍.
        seat: Seat,
        /// Whose hand.
        from: Seat,
    },
    /// 黄雀在后: in front of whom?
    ZaiHouTarget {
        /// 黄雀.
        seat: Seat,
    },
    /// 黄雀在后: which black cards (up to two, placed together).
    ZaiHouCards {
        /// 黄雀.
        seat: Seat,
        /// In front of whom.
        to: Seat,
        /// Chosen so far.
        chosen: Vec<CardId>,
    },
    /// 搜取: keep the card looked at in hand, as intel, or leave it.
    SouQu {
        /// 六姐.
        seat: Seat,
        /// The dead player.
        from: Seat,
        /// The card.
        card: CardId,
    },
    /// 临危受命: which intel to swap with the deck top.
    LinWeiSwap {
        /// 致命香水.
        seat: Seat,
    },
    /// 风度: which female wins with 柒佰.
    FengDu {
        /// 柒佰.
        seat: Seat,
        /// The winners so far.
        winners: SeatSet,
    },
    /// 狙击: burn an intel of `target` (`left` more; the first is required).
    JuJi {
        /// 闪灵.
        user: Seat,
        /// Whose intel.
        target: Seat,
        /// Burns left.
        left: u8,
        /// No intel burned yet.
        first: bool,
    },
    /// 血染玫瑰: black cards to place in front of `target` (up to `max`, at once).
    XueRan {
        /// 黑玫瑰.
        user: Seat,
        /// In front of whom.
        target: Seat,
        /// Most cards.
        max: u8,
        /// Chosen so far.
        chosen: Vec<CardId>,
    },
    /// 潜藏伏击: which intel of `target` goes back on the deck.
    QianCang {
        /// 黄雀.
        user: Seat,
        /// Whose intel.
        target: Seat,
    },
    /// 合谋: which black card to place in front of yourself.
    HeMou {
        /// 老枪.
        user: Seat,
        /// The other face-up 潜伏 character.
        other: Seat,
    },
    /// 掩护: which black intel of `target` to take.
    YanHu {
        /// 钢铁特工.
        user: Seat,
        /// Whose intel.
        target: Seat,
    },
    /// 爱情: burn a black intel (`left` more).
    AiQing {
        /// 大美女.
        user: Seat,
        /// Burns left.
        left: u8,
    },
    /// 收买: give a hand card to `target` (`left` more).
    ShouMaiGive {
        /// 小白.
        user: Seat,
        /// To whom.
        target: Seat,
        /// Cards left to give.
        left: u8,
    },
    /// 收买: which intel of `target` to obtain.
    ShouMaiTake {
        /// 小白.
        user: Seat,
        /// Whose intel.
        target: Seat,
    },
}

impl Question {
    /// Who is asked.
    pub fn seat(&self) -> Seat {
        match *self {
            Question::ProbeDiscard { target } => target,
            Question::ChengFu { target, .. } => target,
            Question::Secret { seat, .. }
            | Question::Fire { seat, .. }
            | Question::Top { seat, .. }
            | Question::Give { seat, .. }
            | Question::Discard { seat, .. }
            | Question::PlaceBlack { seat, .. }
            | Question::BurnBlack { seat, .. }
            | Question::TakeFrom { seat, .. }
            | Question::TouTian { seat, .. }
            | Question::FuDiBlack { seat }
            | Question::FuDiPlace { seat, .. }
            | Question::YiZhi { seat }
            | Question::HouZhuLook { seat }
            | Question::HouZhuPlace { seat, .. }
            | Question::ZaiHouTarget { seat }
            | Question::ZaiHouCards { seat, .. }
            | Question::SouQu { seat, .. }
            | Question::LinWeiSwap { seat }
            | Question::FengDu { seat, .. } => seat,
            Question::JuJi { user, .. }
            | Question::XueRan { user, .. }
            | Question::QianCang { user, .. }
            | Question::HeMou { user, .. }
            | Question::YanHu { user, .. }
            | Question::AiQing { user, .. }
            | Question::ShouMaiGive { user, .. }
            | Question::ShouMaiTake { user, .. } => user,
        }
    }
}
