//! The log guard of 风声: a line that names cards goes through the card kit's
//! `CardLog`, which records a leak when a card is named to an audience that may not see
//! it where it lies. The invariant check reports the leaks, so the property tests catch a
//! leaking line the moment it is written. Lines that show a card on purpose (a look at a
//! hand, 展示, a card given or put back) are pushed as they are.

use tianhei_core::{Audience, Seat, Text};

use crate::classic::{
    card::{Card, CardId, Kind},
    game::Game,
    turn::Transit,
    zone::Zone,
};

impl Game {
    /// A line naming `cards`, for `audience`, checked by the log guard.
    pub(crate) fn say_cards(
        &mut self,
        audience: Audience,
        key: &'static str,
        text: Text,
        cards: &[CardId],
    ) {
        let (catalogue, transit, zones) = (self.cards, &self.turn.transit, &self.zones);
        self.log.say(audience, key, text, cards, |c, who| {
            sees(catalogue, transit.as_ref(), zones.zone_of(c), c, who)
        });
    }

    /// A line to the two seats `cards` passed between (交给): checked for `to`, who holds
    /// them now; `from` had them.
    pub(crate) fn say_given(
        &mut self,
        from: Seat,
        to: Seat,
        key: &'static str,
        text: Text,
        cards: &[CardId],
    ) {
        let (catalogue, transit, zones) = (self.cards, &self.turn.transit, &self.zones);
        self.log.say_passed(from, to, key, text, cards, |c, who| {
            sees(catalogue, transit.as_ref(), zones.zone_of(c), c, who)
        });
    }

    /// Whether `who` (`None`: everyone) sees the face of `card` where it lies now.
    pub fn sees(&self, card: CardId, who: Option<Seat>) -> bool {
        let zone = self.zones.zone_of(card);
        sees(self.cards, self.turn.transit.as_ref(), zone, card, who)
    }
}

/// Who sees a card's face in `zone`: a hand its holder; the intel in transit whoever has
/// seen it (everyone once it is face-up); the deck, cards being dealt face-down and
/// removed 试探 nobody; a 试探 on the stack only the two players it concerns (told in
/// their own lines); every other card on the table everyone.
fn sees(
    catalogue: &[Card],
    transit: Option<&Transit>,
    zone: Zone,
    card: CardId,
    who: Option<Seat>,
) -> bool {
    match zone {
        Zone::Deck | Zone::Dealing | Zone::Removed => false,
        Zone::Hand(s) => who == Some(s),
        Zone::Transit => transit.is_some_and(|t| {
            t.card == card && (t.face_up || who.is_some_and(|s| t.seen.contains(s)))
        }),
        Zone::Stack | Zone::Resolving => catalogue[card as usize].kind != Kind::Probe,
        Zone::Intel(_) | Zone::Discard => true,
    }
}

#[cfg(test)]
mod tests {
    use tianhei_core::{Audience, Seat, Table, Text};

    use crate::classic::{
        card::{CountSet, Faction},
        game::{Arranged, Game},
        zone::Zone,
    };

    fn game() -> Game {
        Game::arranged(Arranged {
            count_set: CountSet::A,
            last_faction_wins: false,
            identities: vec![Faction::Qianfu, Faction::Junqing, Faction::Qianfu],
            hands: vec![vec![0], vec![1], vec![]],
            intel: vec![vec![2], vec![], vec![]],
            deck_top: vec![3],
            rest_to_discard: false,
            dead: Vec::new(),
            first: Seat(0),
            seed: 1,
            characters: Vec::new(),
            flipped: Vec::new(),
            jiangyou_alliance: false,
        })
        .expect("deals")
    }

    #[test]
    fn a_line_naming_a_card_its_audience_cannot_see_breaks_the_invariants() {
        let mut g = game();
        let t = || Text::new("牌", "card");
        // Intel is face-up, a hand card is its holder's: fine (seat 0 has drawn by now,
        // card 0 is still his).
        g.say_cards(Audience::All, "t.intel", t(), &[2]);
        g.say_cards(Audience::seat(Seat(0)), "t.own", t(), &[0]);
        g.check_invariants().expect("no leak yet");
        // Seat 1's hand card to everyone, or the deck top to seat 0: leaks.
        g.say_cards(Audience::All, "t.hand", t(), &[1]);
        let err = g.check_invariants().expect_err("a hand card named to all");
        assert!(err.contains("t.hand"), "{err}");
        let mut g = game();
        let deck = g.zones.cards(Zone::Deck)[0];
        g.say_cards(Audience::seat(Seat(0)), "t.deck", t(), &[deck]);
        assert!(
            g.check_invariants().is_err(),
            "a card of the deck named to a seat"
        );
    }
}
