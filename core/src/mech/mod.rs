//! Mechanisms shared by games of both kits: priority and the stack, role tables. (A
//! card game's deck is the card kit's `Zones`, whose draw rule reshuffles the discards.)

pub mod priority;
pub mod roles;
