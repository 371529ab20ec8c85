//! What every character's module uses.

pub(super) use rand::RngExt;
pub(super) use tianhei_core::{Audience, Seat, SeatSet, Text};

pub(super) use super::{
    Character, Gender, Mission, Skill, SkillKind,
    ask::Question,
    def::{CharacterDef, OfferAt, OwnAsk, SkillDef, no_asks},
    hint::Eye,
    questions::t,
};
pub(super) use crate::classic::{
    act::{Act, IntelUse, SeatUse, Target},
    card::{CardId, Colour, Kind, Stamp},
    frame::{Entry, Source, Used, WindowKind},
    game::{Game, Status},
    zone::Zone,
};
