//! Identity: seat and host tokens, room codes, and the opaque prompt ids clients see.

use std::hash::{Hash, Hasher};

use tianhei_core::PromptId;

/// Room-code alphabet: no 0/O, 1/I/L, so a code read aloud or off a TV is unambiguous.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// Characters in a room code.
pub const CODE_LEN: usize = 4;

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    // The OS generator failing is a broken machine, not user input.
    getrandom::fill(&mut b).expect("the operating system's random generator is unavailable");
    b
}

/// A fresh secret token: 128 random bits as 32 lowercase hex digits.
pub fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A fresh 64-bit seed from the operating system.
pub fn new_seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

/// A random room code of [`CODE_LEN`] characters from [`CODE_ALPHABET`].
pub fn new_room_code() -> String {
    let n = CODE_ALPHABET.len() as u32;
    let mut out = String::with_capacity(CODE_LEN);
    while out.len() < CODE_LEN {
        for b in random_bytes::<8>() {
            // Rejection sampling keeps every character equally likely.
            let b = b as u32;
            if b < 256 - 256 % n && out.len() < CODE_LEN {
                out.push(CODE_ALPHABET[(b % n) as usize] as char);
            }
        }
    }
    out
}

/// Normalizes a typed room code: upper case, trimmed; `None` if it cannot be a code.
pub fn normalize_code(code: &str) -> Option<String> {
    let c = code.trim().to_ascii_uppercase();
    (c.len() == CODE_LEN && c.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(c)
}

/// Compares two tokens in time independent of where they differ.
pub fn token_eq(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// Turns a game's prompt ids into the ids clients see: unique per room across its games
/// and opaque, so a player learns nothing from the gap between two of their ids about how
/// many prompts others got at night. The top 16 bits are the game's number (mod 2^16): an
/// answer kept from game 1 never names a prompt of game 2. The low 37 bits are SipHash-2-4
/// keyed by the room's secret over the game number and the game's id: deterministic, so
/// ids survive a restart (and a new build: the hash is fixed, not `DefaultHasher`).
/// Below 2^53, exact in JavaScript.
pub fn public_prompt_id(secret: &str, game: u32, id: PromptId) -> u64 {
    #[allow(deprecated)] // SipHasher is SipHash-2-4 for good: exactly what a stable id needs.
    let mut h = std::hash::SipHasher::new_with_keys(secret_key(secret, 0), secret_key(secret, 1));
    h.write(&game.to_le_bytes());
    id.hash(&mut h);
    ((game as u64 & 0xffff) << 37) | (h.finish() & ((1 << 37) - 1))
}

/// Half `half` of the 128-bit key a room secret (32 hex digits) holds; another text is
/// hashed into one.
fn secret_key(secret: &str, half: usize) -> u64 {
    let part = secret.get(half * 16..half * 16 + 16);
    if let Some(k) = part.and_then(|p| u64::from_str_radix(p, 16).ok()) {
        return k;
    }
    #[allow(deprecated)]
    let mut h = std::hash::SipHasher::new_with_keys(half as u64, 0x7469_616e_6865_6921);
    h.write(secret.as_bytes());
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_codes_use_only_the_unambiguous_alphabet() {
        for _ in 0..200 {
            let c = new_room_code();
            assert_eq!(c.len(), CODE_LEN);
            assert!(!c.contains(['0', 'O', '1', 'I', 'L']), "{c}");
            assert_eq!(normalize_code(&c.to_lowercase()), Some(c));
        }
        assert_eq!(normalize_code("AB0D"), None);
        assert_eq!(normalize_code("ABCDE"), None);
    }

    #[test]
    fn tokens_carry_128_bits_and_differ() {
        let a = new_token();
        assert_eq!(a.len(), 32);
        assert_ne!(a, new_token());
        assert!(token_eq(&a, &a.clone()));
        assert!(!token_eq(&a, &new_token()));
    }

    #[test]
    fn prompt_ids_are_opaque_stable_js_safe_and_differ_between_games() {
        let s = new_token();
        let a = public_prompt_id(&s, 1, PromptId(1));
        assert_eq!(a, public_prompt_id(&s, 1, PromptId(1)));
        assert_ne!(a, public_prompt_id(&s, 1, PromptId(2)));
        assert_ne!(a, public_prompt_id(&new_token(), 1, PromptId(1)));
        assert!(a < 1 << 53);
        for game in [2, 3, 65_535] {
            let b = public_prompt_id(&s, game, PromptId(1));
            assert!(b < 1 << 53);
            assert_ne!(a >> 37, b >> 37, "game {game}'s ids never meet game 1's");
        }
        // Fixed values: a new build or a restart gives the same ids.
        let fixed = "00112233445566778899aabbccddeeff";
        assert_eq!(public_prompt_id(fixed, 1, PromptId(7)) >> 37, 1);
        assert_eq!(
            public_prompt_id(fixed, 1, PromptId(7)),
            public_prompt_id(fixed, 1, PromptId(7))
        );
    }
}
