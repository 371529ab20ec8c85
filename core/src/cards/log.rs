//! The log guard: a card game's line that names cards is checked against who may see
//! them, so no line shows a card to an audience that may not see it (a hand card in a
//! public line, a face-down intel). A line showing a card on purpose (a look, a 展示)
//! says so and is not checked.

use crate::{
    event::{Audience, Log, Pace},
    seat::{Seat, SeatSet},
    text::Text,
};

/// What a card game's log is asked to write, checked. Lines go in only through it: a
/// line naming cards by [`CardLog::say`] (checked), one showing a card on purpose by
/// [`CardLog::show`], one naming none by [`CardLog::push`] or [`CardLog::narrate`]; the
/// log itself is read-only ([`CardLog::log`]), so no path writes around the guard.
#[derive(Clone, Debug, Default)]
pub struct CardLog {
    log: Log,
    leaks: Vec<String>,
}

impl CardLog {
    /// An empty log.
    pub fn new() -> Self {
        Self::default()
    }

    /// The log hosts read.
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// Writes a line naming `cards`; `seen(card, who)` says whether the card is visible
    /// to `who` (`None`: everyone) where it is now. A card the audience may not see is
    /// recorded as a leak ([`CardLog::leaks`]), which the game's invariant check reports.
    pub fn say<C: Copy + std::fmt::Debug>(
        &mut self,
        audience: Audience,
        key: &'static str,
        text: Text,
        cards: &[C],
        seen: impl Fn(C, Option<Seat>) -> bool,
    ) {
        for &c in cards {
            let ok = match audience {
                Audience::Moderator => true,
                Audience::All => seen(c, None),
                Audience::Seats(set) => seats_see(set, |s| seen(c, Some(s))),
            };
            if !ok {
                self.leaks.push(format!(
                    "log line `{key}` ({}) names {c:?}, which its audience may not see",
                    text.en
                ));
            }
        }
        self.log.push(audience, key, text);
    }

    /// A line to the two seats `cards` passed between (交给, a hand card taken): `from`
    /// held them before they left him, so he counts as seeing them when `to` sees them
    /// where they lie now (`seen` as for [`CardLog::say`]).
    pub fn say_passed<C: Copy + std::fmt::Debug>(
        &mut self,
        from: Seat,
        to: Seat,
        key: &'static str,
        text: Text,
        cards: &[C],
        seen: impl Fn(C, Option<Seat>) -> bool,
    ) {
        let mut both = SeatSet::one(from);
        both.insert(to);
        self.say(Audience::Seats(both), key, text, cards, |c, who| {
            seen(c, who) || (who == Some(from) && seen(c, Some(to)))
        });
    }

    /// A line that names no card (who did what, counts).
    pub fn push(&mut self, audience: Audience, key: &'static str, text: Text) {
        self.log.push(audience, key, text);
    }

    /// A line of narration for the table screen (names no card).
    pub fn narrate(&mut self, text: Text, pace: Pace) {
        self.log.narrate(text, pace);
    }

    /// A line that shows a card on purpose (a look at a hand, a card shown to all).
    pub fn show(&mut self, audience: Audience, key: &'static str, text: Text) {
        self.log.push(audience, key, text);
    }

    /// Lines that named a card their audience may not see.
    pub fn leaks(&self) -> &[String] {
        &self.leaks
    }
}

fn seats_see(set: SeatSet, sees: impl Fn(Seat) -> bool) -> bool {
    set.iter().all(sees)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_naming_a_card_its_audience_cannot_see_is_a_leak() {
        let mut log = CardLog::new();
        // Card 3 is in seat 1's hand; card 8 is face-up on the table.
        let seen = |c: u8, who: Option<Seat>| c == 8 || (c == 3 && who == Some(Seat(1)));
        log.say(
            Audience::All,
            "t.play",
            Text::new("出牌", "plays"),
            &[8u8],
            seen,
        );
        log.say(
            Audience::seat(Seat(1)),
            "t.drew",
            Text::new("你摸到", "you draw"),
            &[3u8],
            seen,
        );
        assert!(log.leaks().is_empty());
        log.say(
            Audience::All,
            "t.drew",
            Text::new("摸到", "draws"),
            &[3u8],
            seen,
        );
        assert_eq!(log.leaks().len(), 1);
        assert!(log.leaks()[0].contains("t.drew"), "{:?}", log.leaks());
        log.show(Audience::All, "t.show", Text::new("展示", "shows"));
        assert_eq!(log.log().len(), 4, "every line is written");
    }

    #[test]
    fn a_card_passed_between_two_seats_may_be_named_to_both() {
        let mut log = CardLog::new();
        // Card 3 went from seat 0's hand to seat 1's; card 4 lies in seat 2's hand.
        let seen = |c: u8, who: Option<Seat>| {
            (c == 3 && who == Some(Seat(1))) || (c == 4 && who == Some(Seat(2)))
        };
        let t = || Text::new("交给", "gives");
        log.say_passed(Seat(0), Seat(1), "t.given", t(), &[3u8], seen);
        assert!(log.leaks().is_empty(), "{:?}", log.leaks());
        log.say_passed(Seat(0), Seat(1), "t.other", t(), &[4u8], seen);
        assert_eq!(log.leaks().len(), 1, "a card neither of them holds");
    }

    #[test]
    fn lines_are_filled_in_both_languages() {
        let t = crate::text!("{}号摸了{}张牌", "Seat {} draws {}", "3", "2");
        assert_eq!(
            (t.zh.as_ref(), t.en.as_ref()),
            ("3号摸了2张牌", "Seat 3 draws 2")
        );
    }
}
