//! The one seeded generator every game draws from. Never `thread_rng` or `StdRng`:
//! the same rule set, seed and answers must give the same game on every machine.

use rand::SeedableRng;

/// The named generator: ChaCha with 8 rounds, stable across platforms and releases.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A generator for `seed`, on stream `stream` (0 for the game, others for bots).
pub fn game_rng(seed: u64, stream: u64) -> GameRng {
    let mut rng = GameRng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

#[cfg(test)]
mod tests {
    use rand::RngExt;

    use super::*;

    #[test]
    fn same_seed_same_numbers_other_stream_other_numbers() {
        let a: Vec<u32> = (0..4).map(|_| game_rng(7, 0).random()).collect();
        let mut r = game_rng(7, 0);
        let first: u32 = r.random();
        assert_eq!(a[0], first);
        let mut other = game_rng(7, 1);
        let o: u32 = other.random();
        assert_ne!(first, o);
    }
}
