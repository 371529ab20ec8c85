//! A small fast hasher for a card game's interning maps (options, subjects, texts built
//! once per key): their keys are small and not adversarial, and std's SipHash would cost
//! more than the lookup saves.

use std::{
    collections::HashMap,
    hash::{BuildHasherDefault, Hasher},
};

/// A small fast hasher for the interning maps (their keys are small and not adversarial).
#[derive(Default, Clone, Copy)]
pub struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64);
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A map with the fast hasher.
pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;
