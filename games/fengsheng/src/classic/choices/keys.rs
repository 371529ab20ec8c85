//! Reading option keys, for tests and records: the game and its bots work with the typed
//! options ([`crate::classic::act::Act`]) and never read a key back.

use crate::classic::card::CardId;

fn card_id(s: &str) -> Option<CardId> {
    s.strip_prefix('c')?.parse().ok()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_key_drops_the_card_copy() {
        assert_eq!(short_key("lock:c3:seat:2"), "lock:seat:2");
        assert_eq!(short_key("pass"), "pass");
        assert_eq!(short_key("skill:jiu_ji"), "skill:jiu_ji");
    }
}
