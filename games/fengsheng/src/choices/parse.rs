//! Option keys read back into what they mean: what bots and tests reason about.

use tianhei_core::Seat;

use crate::{
    card::{CardId, Kind},
    characters::{Character, Skill},
    game::{IntelUse, SeatUse, Target},
};

/// An option key read back: what bots and tests reason about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// `pass`.
    Pass,
    /// `accept`.
    Accept,
    /// `decline`.
    Decline,
    /// Using a card of `kind`.
    Use {
        /// The card's kind.
        kind: Kind,
        /// The card.
        card: CardId,
        /// Its target.
        target: Target,
    },
    /// Sending a card.
    Send {
        /// The card.
        card: CardId,
        /// The 直达 target.
        to: Option<Seat>,
    },
    /// Discarding a card.
    Discard {
        /// The card.
        card: CardId,
    },
    /// Using a 响应式 skill.
    Skill {
        /// The skill.
        skill: Skill,
        /// Its target.
        target: Target,
    },
    /// 偷龙转凤, discarding `card`.
    Switch {
        /// The card.
        card: CardId,
    },
    /// Keeping a character.
    Pick {
        /// The character.
        character: Character,
    },
    /// Using a triggered skill.
    Fire {
        /// The skill.
        skill: Skill,
    },
    /// Not using it.
    Skip,
    /// Stopping.
    Stop,
    /// Keeping the card (嗜血).
    KeepCard,
    /// Putting a card back on the deck.
    Top {
        /// The card.
        card: CardId,
    },
    /// Giving a card.
    Give {
        /// The card.
        card: CardId,
        /// To whom.
        to: Seat,
    },
    /// Placing a card as intel.
    Place {
        /// The card.
        card: CardId,
        /// In front of whom.
        to: Seat,
    },
    /// Picking an intel.
    Intel {
        /// The intel.
        card: CardId,
        /// What for.
        why: IntelUse,
    },
    /// Moving an intel into a hand (偷天).
    IntelTo {
        /// The intel.
        card: CardId,
        /// Whose hand.
        to: Seat,
    },
    /// Picking a player.
    Choose {
        /// The player.
        seat: Seat,
        /// What for.
        why: SeatUse,
    },
    /// 城府: act as right (or wrong).
    Answer {
        /// As right.
        right: bool,
    },
    /// 搜取: keep as intel (or in hand).
    Keep {
        /// As intel.
        as_intel: bool,
    },
}

fn card_id(s: &str) -> Option<CardId> {
    s.strip_prefix('c')?.parse().ok()
}

/// Reads an option key.
pub fn parse(key: &str) -> Option<Parsed> {
    let mut parts = key.split(':');
    let verb = parts.next()?;
    let rest: Vec<&str> = parts.collect();
    let target = |rest: &[&str]| -> Option<Target> {
        match rest {
            [] => Some(Target::None),
            ["seat", i] => Some(Target::Seat(Seat(i.parse().ok()?))),
            ["card", i] => Some(Target::Card(i.parse().ok()?)),
            ["stack", i] => Some(Target::Entry(i.parse().ok()?)),
            _ => None,
        }
    };
    let seat_at = |rest: &[&str], i: usize| -> Option<Seat> {
        match (rest.get(i), rest.get(i + 1)) {
            (Some(&"seat"), Some(n)) => Some(Seat(n.parse().ok()?)),
            _ => None,
        }
    };
    match verb {
        "skill" => Some(Parsed::Skill {
            skill: Skill::from_key(rest.first()?)?,
            target: target(&rest[1..])?,
        }),
        "switch" => Some(Parsed::Switch {
            card: card_id(rest.first()?)?,
        }),
        "pick" => Some(Parsed::Pick {
            character: Character::from_key(rest.first()?)?,
        }),
        "fire" => Some(Parsed::Fire {
            skill: Skill::from_key(rest.first()?)?,
        }),
        "skip" => Some(Parsed::Skip),
        "stop" => Some(Parsed::Stop),
        "keep_card" => Some(Parsed::KeepCard),
        "top" => Some(Parsed::Top {
            card: card_id(rest.first()?)?,
        }),
        "give" => Some(Parsed::Give {
            card: card_id(rest.first()?)?,
            to: seat_at(&rest, 1)?,
        }),
        "place" => Some(Parsed::Place {
            card: card_id(rest.first()?)?,
            to: seat_at(&rest, 1)?,
        }),
        "intel" => {
            let why = match *rest.first()? {
                "burn" => IntelUse::Burn,
                "take" => IntelUse::Take,
                "top" => IntelUse::ToTop,
                "swap" => IntelUse::Swap,
                _ => return None,
            };
            Some(Parsed::Intel {
                card: rest.get(2)?.parse().ok()?,
                why,
            })
        }
        "intel_to" => Some(Parsed::IntelTo {
            card: rest.get(1)?.parse().ok()?,
            to: seat_at(&rest, 2)?,
        }),
        "choose" => {
            let why = match *rest.first()? {
                "take_from" => SeatUse::TakeFrom,
                "give_hand" => SeatUse::GiveHand,
                "look" => SeatUse::Look,
                "target" => SeatUse::Target,
                "companion" => SeatUse::Companion,
                _ => return None,
            };
            Some(Parsed::Choose {
                seat: seat_at(&rest, 1)?,
                why,
            })
        }
        "answer" => Some(Parsed::Answer {
            right: *rest.first()? == "right",
        }),
        "keep" => Some(Parsed::Keep {
            as_intel: *rest.first()? == "intel",
        }),
        "pass" => Some(Parsed::Pass),
        "accept" => Some(Parsed::Accept),
        "decline" => Some(Parsed::Decline),
        "discard" => Some(Parsed::Discard {
            card: card_id(rest.first()?)?,
        }),
        "send" => {
            let card = card_id(rest.first()?)?;
            let to = match target(&rest[1..])? {
                Target::Seat(s) => Some(s),
                _ => None,
            };
            Some(Parsed::Send { card, to })
        }
        v => {
            let kind = Kind::ALL.into_iter().find(|k| k.key() == v)?;
            let card = card_id(rest.first()?)?;
            Some(Parsed::Use {
                kind,
                card,
                target: target(&rest[1..])?,
            })
        }
    }
}

/// The key without its `:c<card>` part (`lock:seat:2`), which names a use whatever
/// copy of the card is used.
pub fn short_key(key: &str) -> String {
    let parts: Vec<&str> = key.split(':').collect();
    if parts.len() >= 2 && card_id(parts[1]).is_some() {
        let mut v = vec![parts[0]];
        v.extend(&parts[2..]);
        v.join(":")
    } else {
        key.to_string()
    }
}
