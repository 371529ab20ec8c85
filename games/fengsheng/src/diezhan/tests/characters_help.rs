//! What the character scenarios share: a five-seat table, an intel sent and received, a
//! fight reaching seat 3, 秦圆圆's table.

use super::harness::*;
use crate::diezhan::{
    deck::{CardId, Kind},
    identity::{Identity, Task},
};

pub(super) fn five() -> T {
    table_chars(&[Q, G, Q, G, m(Task::Usurper)])
}

/// In `from`'s turn, an 截获 of colours `cs` goes to `to`, who accepts; nobody fights.
/// Stops at the first question of the node after receiving.
pub(super) fn send_to(t: &mut T, from: u8, cs: &str, to: u8) -> CardId {
    let c = t.hand(from, Kind::Intercept, cs);
    t.main(from);
    t.send(from, c, to as usize + 1);
    t.say(to, "accept");
    t.pass_kind("diezhan.fight");
    c
}

/// 秦圆圆 (seat 0, face-up) in her turn; 白沧浪 (seat `male`, a 潜伏) declares with a third
/// red she sends him.
pub(super) fn lovebirds(ids: &[Identity], male: u8, male_up: bool) -> T {
    let mut t = table_chars(ids);
    t.character(0, "秦圆圆（风尘侠女）", true);
    t.character(male, "白沧浪（情场浪子）", male_up);
    t.intel(male, "R");
    t.intel(male, "R");
    t
}

/// In seat 0's turn, an intel (↑, colours `cs`) is sent to seat 1, who accepts; the fight
/// then asks seat 1 (the holder) first: he passes, and seat 2 is asked.
pub(super) fn fight_at_seat_2(t: &mut T, cs: &str) -> CardId {
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Up && c.colours == colours_of(cs)
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    c
}

pub(super) fn colours_of(cs: &str) -> crate::diezhan::deck::Colours {
    use crate::diezhan::deck::Colour::*;
    let v: Vec<_> = cs
        .chars()
        .map(|c| match c {
            'R' => Red,
            'B' => Blue,
            _ => Black,
        })
        .collect();
    crate::diezhan::deck::Colours::of(&v)
}
