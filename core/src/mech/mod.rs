//! Mechanisms shared by games of both kits: priority and the stack, role tables, decks.

pub mod deck;
pub mod priority;
pub mod roles;
