//! The fast hasher for a card game's interning maps (options, subjects, texts built once
//! per key): their keys are small and not adversarial, and std's SipHash would cost more
//! than the lookup saves. It is rustc's own Fx hasher, from the `rustc-hash` crate.

/// A map with the fast hasher (`FxMap::default()`, or `with_capacity_and_hasher(n,
/// Default::default())`).
pub type FxMap<K, V> = rustc_hash::FxHashMap<K, V>;
