//! What 谍战篇's prompts offer, typed: answers come back as these values (bots read them
//! off their view); their keys and labels are made in `offer.rs` and nowhere else. The
//! faces of the cards, made once, are here.

use std::{borrow::Cow, sync::LazyLock};
use tianhei_core::text;

use serde::Serialize;
use tianhei_core::{Seat, Text, scene::CardFace};

use super::deck::{Card, CardId, Kind, Word, catalogue};

/// What a skill does to the player chosen (the bots read it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Aim {
    /// Something good (cards given, drawn).
    Help,
    /// Something bad (cards discarded, skills void).
    Hurt,
    /// The pending intel goes in front of him.
    Intel,
    /// Winning with him.
    Win,
}

/// A main-phase card use.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "use", rename_all = "snake_case")]
pub enum Use {
    /// 平衡 on another player.
    Balance { card: CardId, target: Seat },
    /// 澄清: discard this black intel.
    Clarify { card: CardId, intel: CardId },
    /// 威逼 another player (the card to name is asked next).
    Coerce { card: CardId, target: Seat },
    /// 利诱 a player.
    Entice { card: CardId, target: Seat },
    /// 试探 another player.
    Probe { card: CardId, target: Seat },
    /// 风云变幻.
    Winds { card: CardId },
    /// 调虎离山 on a player (whether his skills or his cards are off is asked next).
    LureAway { card: CardId, target: Seat },
}

impl Use {
    /// What the card is used as.
    pub fn kind(self) -> Kind {
        match self {
            Use::Balance { .. } => Kind::Balance,
            Use::Clarify { .. } => Kind::Clarify,
            Use::Coerce { .. } => Kind::Coerce,
            Use::Entice { .. } => Kind::Entice,
            Use::Probe { .. } => Kind::Probe,
            Use::Winds { .. } => Kind::Winds,
            Use::LureAway { .. } => Kind::LureAway,
        }
    }

    /// Its target player, if it has one (the owner of the intel, for 澄清).
    pub fn target(self) -> Option<Seat> {
        match self {
            Use::Balance { target, .. }
            | Use::Coerce { target, .. }
            | Use::Entice { target, .. }
            | Use::Probe { target, .. }
            | Use::LureAway { target, .. } => Some(target),
            Use::Clarify { .. } | Use::Winds { .. } => None,
        }
    }

    /// The card used.
    pub fn card(self) -> CardId {
        match self {
            Use::Balance { card, .. }
            | Use::Clarify { card, .. }
            | Use::Coerce { card, .. }
            | Use::Entice { card, .. }
            | Use::Probe { card, .. }
            | Use::Winds { card }
            | Use::LureAway { card, .. } => card,
        }
    }
}

/// An option of a prompt.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "opt", rename_all = "snake_case")]
pub enum Opt {
    /// Let the moment go by (争夺, 濒死).
    Pass,
    /// End the main phase.
    EndMain,
    /// Use this card in the main phase (its target is asked next).
    Play { card: CardId },
    /// Back to the choice of a card.
    Back,
    /// Use a card in the main phase.
    Use(Use),
    /// Send this hand card to this first stop (as if its arrow were `arrow`: 联络).
    Send {
        card: CardId,
        to: Seat,
        arrow: Option<super::deck::Arrow>,
    },
    /// 密令 on another player (the code word is asked next).
    Order { card: CardId, target: Seat },
    /// The card a 威逼 names.
    Name { kind: Kind },
    /// What a 调虎离山 stops: his cards (true) or his skills.
    Ban { cards: bool },
    /// The code word a 密令 speaks.
    Speak { word: Word },
    /// 欲擒故纵: send this intel of yours face-up to this first stop.
    Catch {
        card: CardId,
        intel: CardId,
        to: Seat,
    },
    /// Lock this player (or nobody).
    Lock { seat: Option<Seat> },
    /// 破译 the intel in front of you.
    Decode { card: CardId },
    /// After 破译 on a black intel: turn it face-up and draw 1 (or not).
    Reveal { yes: bool },
    /// Accept the intel.
    Accept,
    /// Decline it: it moves on.
    Decline,
    /// 截获.
    Intercept { card: CardId },
    /// 误导 to this player.
    Mislead { card: CardId, to: Seat },
    /// 调包.
    Switch { card: CardId },
    /// 澄清 on the dying player, discarding this intel of his.
    Rescue { card: CardId, intel: CardId },
    /// This card (to give, to discard, to send).
    Pick { card: CardId },
    /// 风云变幻: take this card into hand, or into your intel area.
    Take { card: CardId, intel: bool },
    /// This player (who gets the cards handed on at death).
    To { seat: Seat },
    /// Keep this character.
    Character { id: u8 },
    /// This colour (江湖令).
    Colour { colour: super::deck::Colour },
    /// Use this character skill (or, asked whether to use it: yes).
    Skill { skill: super::frame::SkillRef },
    /// This player (a skill's target), with what the skill does to him.
    Seat { seat: Seat, aim: Aim },
    /// This intel in `seat`'s intel area.
    Intel { seat: Seat, card: CardId },
    /// Yes (a skill's choice).
    Yes,
    /// No.
    No,
}

/// How a used card reads: its label, and what it is used as when converted
/// (「【截获】当作【调包】」).
pub(crate) fn used_as(c: CardId, kind: Kind) -> Text {
    let l = card(c).label();
    if card(c).kind == kind {
        return l;
    }
    text!("{}当作【{}】", "{} as {}", l, kind.name())
}

pub(crate) fn card(c: CardId) -> Card {
    catalogue()[c as usize]
}

/// Every card's face, made once.
static FACES: LazyLock<Vec<CardFace>> = LazyLock::new(|| {
    catalogue()
        .iter()
        .map(|&c| {
            let mut f = make_face(c);
            f.note = f.note.map(|n| Text {
                zh: leak(n.zh),
                en: leak(n.en),
            });
            f
        })
        .collect()
});

pub(crate) fn face(c: Card) -> CardFace {
    FACES
        .get(c.id as usize)
        .cloned()
        .unwrap_or_else(|| make_face(c))
}

fn make_face(c: Card) -> CardFace {
    let mut f = CardFace::new(c.kind.name(), c.colours.tone());
    f.note = Some(text!(
        "{}{}{}",
        "{} {}{}",
        c.colours.name(),
        c.arrow.mark(),
        if c.lock { "🔒" } else { "" }
    ));
    f
}

/// The face a scene draws for `c` in a hand or a prompt: what it is, then its colours.
pub fn card_face(c: Card) -> CardFace {
    face(c)
}

/// Every card's face as intel, made once.
static INTEL_FACES: LazyLock<Vec<CardFace>> = LazyLock::new(|| {
    catalogue()
        .iter()
        .map(|&c| {
            let name = c.colours.name();
            let mut f = CardFace::new(
                Text {
                    zh: leak(
                        format!(
                            "{}{}",
                            name.zh,
                            if c.colours.is_two() { "双色" } else { "" }
                        )
                        .into(),
                    ),
                    en: leak(
                        if c.colours.is_two() {
                            format!("{} two-colour", name.en)
                        } else {
                            name.en.into_owned()
                        }
                        .into(),
                    ),
                },
                c.colours.tone(),
            );
            let k = c.kind.name();
            let lock = if c.lock { "🔒" } else { "" };
            f.note = Some(Text {
                zh: leak(format!("{}{}{}", k.zh, c.arrow.mark(), lock).into()),
                en: leak(format!("{} {}{}", k.en, c.arrow.mark(), lock).into()),
            });
            f
        })
        .collect()
});

/// The face a scene draws for `c` as intel: its colours first (a two-colour card says
/// so), then what card it is.
pub fn intel_face(c: Card) -> CardFace {
    INTEL_FACES[c.id as usize].clone()
}

/// `s` kept for the life of the process (borrowed from then on).
pub(crate) fn leak(s: Cow<'static, str>) -> Cow<'static, str> {
    match s {
        Cow::Owned(s) => Cow::Borrowed(s.leak()),
        b => b,
    }
}
