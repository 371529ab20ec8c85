//! Mechanisms shared by two or more games.

pub mod deck;
pub mod group;
pub mod priority;
pub mod roles;
pub mod speech;
pub mod vote;
