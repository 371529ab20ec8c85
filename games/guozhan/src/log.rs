//! Writing the log: bilingual lines with seat and card arguments, through the card kit's
//! log guard ([`tianhei_core::cards::CardLog`]), which records any line naming a card its
//! audience may not see (a card in another seat's hand or in the draw pile), answered
//! from the zone table. The invariant check reports what the guard recorded, so the
//! property tests catch a leaking line the moment it is written.

use std::sync::{LazyLock, RwLock};

use tianhei_core::{
    Audience, Seat, Text,
    cards::{FxMap, Zones},
};

use crate::{
    card::{CardId, Zone},
    game::Game,
};

/// Kept prompt texts: key → (Chinese, English).
type TextCache = FxMap<[u8; 6], (&'static str, &'static str)>;

static TEXTS: LazyLock<RwLock<TextCache>> = LazyLock::new(|| RwLock::new(FxMap::default()));

/// The text of a prompt asked again and again (a 无懈可击 window, a request for 闪), built
/// once per `key` — which must determine the text — and kept: asking allocates nothing.
pub(crate) fn cached_text(key: [u8; 6], build: impl FnOnce() -> Text) -> Text {
    if let Ok(map) = TEXTS.read()
        && let Some(&(zh, en)) = map.get(&key)
    {
        return Text::new(zh, en);
    }
    let t = build();
    let zh: &'static str = Box::leak(t.zh.into_owned().into_boxed_str());
    let en: &'static str = Box::leak(t.en.into_owned().into_boxed_str());
    if let Ok(mut map) = TEXTS.write() {
        map.insert(key, (zh, en));
    }
    Text::new(zh, en)
}

/// Whether `who` (`None`: everyone) may see card `c` where it is now: face-up on the
/// table, in the discard pile, in an equipment or judge area; a hand card only to its
/// holder; the draw pile to nobody.
pub(crate) fn visible(zones: &Zones<Zone, CardId>, c: CardId, who: Option<Seat>) -> bool {
    match zones.zone_of(c) {
        Zone::Table | Zone::Discard | Zone::Equip(..) | Zone::Judge(_) => true,
        Zone::Hand(h) => who == Some(h),
        Zone::Deck => false,
    }
}

impl Game {
    /// A public line.
    pub(crate) fn say(&mut self, key: &'static str, text: Text) {
        self.log.push(Audience::All, key, text);
    }

    /// A line naming `cards`, for `aud`. Every card must be face-up on the table, in a
    /// pile face-up, in an equipment or judge area, or in the hand of each seat of `aud`.
    pub(crate) fn say_cards(
        &mut self,
        aud: Audience,
        key: &'static str,
        text: Text,
        cards: &[CardId],
    ) {
        let zones = &self.zones;
        self.log
            .say(aud, key, text, cards, |c, who| visible(zones, c, who));
    }

    /// A line naming hand `cards` that `from` just passed to `to`, for the two of them:
    /// each card must now be in `to`'s hand (and `from` saw it leave his).
    pub(crate) fn say_passed(
        &mut self,
        from: Seat,
        to: Seat,
        key: &'static str,
        text: Text,
        cards: &[CardId],
    ) {
        let zones = &self.zones;
        self.log
            .say_passed(from, to, key, text, cards, |c, who| visible(zones, c, who));
    }

    /// A line showing `cards` on purpose (火攻's shown card, 知己知彼's look): no guard.
    pub(crate) fn say_shown(&mut self, aud: Audience, key: &'static str, text: Text) {
        self.log.show(aud, key, text);
    }

    /// `【杀】♠7、【闪】♦2` / `Slash ♠7, Dodge ♦2`.
    pub(crate) fn cards_text(&self, cards: &[CardId]) -> Text {
        if let [one] = cards {
            return self.card(*one).label();
        }
        let (mut zh, mut en) = (
            String::with_capacity(24 * cards.len()),
            String::with_capacity(16 * cards.len()),
        );
        for (i, &c) in cards.iter().enumerate() {
            let l = self.card(c).label();
            if i > 0 {
                zh.push('、');
                en.push_str(", ");
            }
            zh.push_str(&l.zh);
            en.push_str(&l.en);
        }
        Text::owned(zh, en)
    }
}
