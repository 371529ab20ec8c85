//! What every skill module uses: `use super::prelude::*;`.

pub(crate) use tianhei_core::{Audience, Seat, Text, cards::Step};

pub(crate) use super::{
    Skill, SkillKind,
    def::{SkillDef, steps},
    hint::{PlayHint, Stance, TriggerHint},
};
pub(crate) use crate::{
    card::{CardId, Colour, Name, Nature, Suit, UsedCard, Zone},
    choices::Act,
    frame::{Frame, In, Next, RespondCtx, Ret, SkillCtx, replies, reply, ret},
    game::Game,
    phase::Phase,
    timing::Timing,
};
