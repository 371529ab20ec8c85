//! Identity: seat and host tokens, room codes, and the opaque prompt ids clients see.

use std::hash::{DefaultHasher, Hash, Hasher};

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

/// Turns the game's sequential prompt ids into opaque ones per room: a player must not
/// learn from the gap between two of their ids how many prompts others got at night.
/// Deterministic from the room secret, so ids survive a restart. Below 2^48, safe in JS.
pub fn public_prompt_id(secret: &str, id: PromptId) -> u64 {
    let mut h = DefaultHasher::new();
    secret.hash(&mut h);
    id.0.hash(&mut h);
    let a = h.finish();
    id.0.hash(&mut h);
    secret.hash(&mut h);
    (a ^ h.finish().rotate_left(17)) & ((1 << 48) - 1)
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
    fn prompt_ids_are_opaque_stable_and_js_safe() {
        let s = new_token();
        let a = public_prompt_id(&s, PromptId(1));
        assert_eq!(a, public_prompt_id(&s, PromptId(1)));
        assert_ne!(a, public_prompt_id(&s, PromptId(2)));
        assert_ne!(a, public_prompt_id(&new_token(), PromptId(1)));
        assert!(a < 1 << 53);
    }
}
