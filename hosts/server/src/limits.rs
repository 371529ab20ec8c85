//! Per-address limits: what one client address may do however many connections it opens.
//! An address is an IPv4 address or an IPv6 prefix (`ipv6_prefix` bits, /56 by default:
//! what an ISP usually delegates to one household, which can number 256 /64 networks of
//! its own, so keying by /64 would hand one household 256 budgets). Token buckets bound
//! room creation, joins, failed room-code lookups (so the code space cannot be
//! enumerated) and 复盘 requests; counters bound open rooms, watching connections and open connections.
//! Behind a reverse proxy the address is the one the proxy forwards (`trusted_proxies`).

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

/// The unit per-address limits count by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddrKey(u128);

impl AddrKey {
    /// The key of `ip`: the address itself for IPv4 (IPv4-mapped IPv6 included), its first
    /// `v6_prefix` bits (1 to 120) for IPv6.
    pub fn of(ip: IpAddr, v6_prefix: u8) -> AddrKey {
        match ip {
            IpAddr::V4(v4) => AddrKey(u32::from(v4) as u128),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => AddrKey(u32::from(v4) as u128),
                None => {
                    let bits = v6_prefix.clamp(1, 120) as u32;
                    let mask = u128::MAX << (128 - bits);
                    // The top bit of an IPv6 key set apart from IPv4 keys: the prefix
                    // and the prefix length, so /56 and /64 keys never meet.
                    AddrKey(((u128::from(v6) & mask) >> 8) | ((bits as u128) << 120) | (1 << 127))
                }
            },
        }
    }
}

/// A budget: `burst` at once, then one more every `every`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quota {
    /// Tokens a full bucket holds.
    pub burst: u32,
    /// Time to earn one token back.
    pub every: Duration,
}

impl Quota {
    /// `burst` at once, one more every `every`.
    pub const fn new(burst: u32, every: Duration) -> Quota {
        Quota { burst, every }
    }

    /// A quota nobody reaches (tests, benchmarks that share one address).
    pub const fn unlimited() -> Quota {
        Quota {
            burst: u32::MAX,
            every: Duration::from_nanos(1),
        }
    }
}

/// A token bucket of one quota.
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    fn full(q: Quota, now: Instant) -> Bucket {
        Bucket {
            tokens: q.burst as f64,
            last: now,
        }
    }

    fn refill(&mut self, q: Quota, now: Instant) {
        let dt = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        let rate = 1.0 / q.every.as_secs_f64().max(1e-9);
        self.tokens = (self.tokens + dt * rate).min(q.burst as f64);
    }

    fn is_full(&self, q: Quota, now: Instant) -> bool {
        let mut b = *self;
        b.refill(q, now);
        b.tokens >= q.burst as f64
    }
}

/// The per-address limits of a server.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AddrQuotas {
    /// Room creations.
    pub creates: Quota,
    /// `join`s (seats taken).
    pub joins: Quota,
    /// Lookups of a room code that found no room, or a token that holds no seat.
    pub failed_lookups: Quota,
    /// 复盘 requests (each step asked for is one).
    pub reviews: Quota,
    /// Connections watching a room at once.
    pub max_watching: u32,
    /// TCP connections open at once (plain HTTP and WebSocket), checked at accept.
    pub max_connections: u32,
    /// Of them, connections in their plain HTTP part at once (a request under way, or a
    /// header awaited): the address's share of the server's `max_http_connections`.
    pub max_http: u32,
    /// Seats of one room held at once, connected or not, by an address other than the
    /// room's host screen's (the party's own router fills any number).
    pub seats_per_room: u32,
    /// Bits of an IPv6 address that make one address (1–120).
    pub ipv6_prefix: u8,
}

#[derive(Debug)]
struct AddrState {
    creates: Bucket,
    joins: Bucket,
    lookups: Bucket,
    reviews: Bucket,
    watching: u32,
    conns: u32,
    http: u32,
}

/// What one address may still do.
pub struct AddrLimits {
    quotas: AddrQuotas,
    map: Mutex<HashMap<AddrKey, AddrState>>,
}

/// Which bucket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Room creation.
    Create,
    /// Joining a seat.
    Join,
    /// Asking for a step of a 复盘.
    Review,
}

impl AddrLimits {
    /// The key `ip` counts under.
    pub fn key(&self, ip: IpAddr) -> AddrKey {
        AddrKey::of(ip, self.quotas.ipv6_prefix)
    }

    /// Limits with `quotas`.
    pub fn new(quotas: AddrQuotas) -> Arc<AddrLimits> {
        Arc::new(AddrLimits {
            quotas,
            map: Mutex::new(HashMap::new()),
        })
    }

    fn with<T>(
        &self,
        key: AddrKey,
        f: impl FnOnce(&mut AddrState, &AddrQuotas, Instant) -> T,
    ) -> T {
        let now = Instant::now();
        let q = &self.quotas;
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        let st = map.entry(key).or_insert_with(|| AddrState {
            creates: Bucket::full(q.creates, now),
            joins: Bucket::full(q.joins, now),
            lookups: Bucket::full(q.failed_lookups, now),
            reviews: Bucket::full(q.reviews, now),
            watching: 0,
            conns: 0,
            http: 0,
        });
        f(st, q, now)
    }

    /// Takes one token of `kind` if there is one.
    pub fn take(&self, key: AddrKey, kind: Kind) -> bool {
        self.with(key, |st, q, now| {
            let (b, quota) = match kind {
                Kind::Create => (&mut st.creates, q.creates),
                Kind::Join => (&mut st.joins, q.joins),
                Kind::Review => (&mut st.reviews, q.reviews),
            };
            b.refill(quota, now);
            if b.tokens >= 1.0 {
                b.tokens -= 1.0;
                true
            } else {
                false
            }
        })
    }

    /// Takes a lookup token before a room code or token is looked up, found or not, so a
    /// refusal says nothing about whether the room exists, and lookups running side by side
    /// each need a token of their own. A lookup that finds what it names gives it back
    /// ([`AddrLimits::found`]); a miss keeps it spent.
    pub fn take_lookup(&self, key: AddrKey) -> bool {
        self.with(key, |st, q, now| {
            st.lookups.refill(q.failed_lookups, now);
            if st.lookups.tokens >= 1.0 {
                st.lookups.tokens -= 1.0;
                true
            } else {
                false
            }
        })
    }

    /// Gives back the token of a lookup that found what it named.
    pub fn found(&self, key: AddrKey) {
        self.with(key, |st, q, now| {
            st.lookups.refill(q.failed_lookups, now);
            st.lookups.tokens = (st.lookups.tokens + 1.0).min(q.failed_lookups.burst as f64);
        })
    }

    /// A watching slot for the address, if it has one left; freed when dropped.
    pub fn watch(self: &Arc<Self>, key: AddrKey) -> Option<WatchSlot> {
        let ok = self.with(key, |st, q, _| {
            if st.watching < q.max_watching {
                st.watching += 1;
                true
            } else {
                false
            }
        });
        ok.then(|| WatchSlot {
            limits: self.clone(),
            key,
        })
    }

    /// A connection slot for the address, if it has one left; freed when dropped.
    pub fn connect(self: &Arc<Self>, key: AddrKey) -> Option<ConnSlot> {
        let ok = self.with(key, |st, q, _| {
            if st.conns < q.max_connections {
                st.conns += 1;
                true
            } else {
                false
            }
        });
        ok.then(|| ConnSlot {
            limits: self.clone(),
            key,
        })
    }

    /// A slot of the address's share of plain HTTP connections, if it has one left; freed
    /// when dropped (the connection closed or became a WebSocket).
    pub fn http(self: &Arc<Self>, key: AddrKey) -> Option<HttpSlot> {
        let ok = self.with(key, |st, q, _| {
            if st.http < q.max_http {
                st.http += 1;
                true
            } else {
                false
            }
        });
        ok.then(|| HttpSlot {
            limits: self.clone(),
            key,
        })
    }

    /// Forgets addresses that have every token back and hold no watch or connection.
    pub fn prune(&self) {
        let now = Instant::now();
        let q = self.quotas;
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        map.retain(|_, st| {
            st.watching > 0
                || st.conns > 0
                || st.http > 0
                || !(st.creates.is_full(q.creates, now)
                    && st.joins.is_full(q.joins, now)
                    && st.lookups.is_full(q.failed_lookups, now)
                    && st.reviews.is_full(q.reviews, now))
        });
    }

    /// Addresses remembered (for tests).
    pub fn len(&self) -> usize {
        self.map.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// Whether no address is remembered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One watching connection of an address; dropping it frees the slot.
pub struct WatchSlot {
    limits: Arc<AddrLimits>,
    key: AddrKey,
}

impl Drop for WatchSlot {
    fn drop(&mut self) {
        self.limits.with(self.key, |st, _, _| {
            st.watching = st.watching.saturating_sub(1)
        });
    }
}

/// One open connection of an address; dropping it frees the slot.
pub struct ConnSlot {
    limits: Arc<AddrLimits>,
    key: AddrKey,
}

impl Drop for ConnSlot {
    fn drop(&mut self) {
        self.limits
            .with(self.key, |st, _, _| st.conns = st.conns.saturating_sub(1));
    }
}

/// One plain HTTP connection of an address; dropping it frees the slot.
pub struct HttpSlot {
    limits: Arc<AddrLimits>,
    key: AddrKey,
}

impl Drop for HttpSlot {
    fn drop(&mut self) {
        self.limits
            .with(self.key, |st, _, _| st.http = st.http.saturating_sub(1));
    }
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;

    use super::*;

    fn quotas() -> AddrQuotas {
        AddrQuotas {
            creates: Quota::new(2, Duration::from_secs(3600)),
            joins: Quota::new(3, Duration::from_secs(3600)),
            failed_lookups: Quota::new(2, Duration::from_secs(3600)),
            reviews: Quota::new(2, Duration::from_secs(3600)),
            max_watching: 1,
            max_connections: 2,
            max_http: 1,
            seats_per_room: 1,
            ipv6_prefix: 56,
        }
    }

    #[test]
    fn ipv6_addresses_count_by_their_prefix_and_mapped_ipv4_as_ipv4() {
        let key = |s: &str, p| AddrKey::of(s.parse::<IpAddr>().unwrap(), p);
        // /56 by default: one household's /64 networks are one address.
        assert_eq!(
            key("2001:db8:1:200::1", 56),
            key("2001:db8:1:2ff:ffff::9", 56)
        );
        assert_ne!(key("2001:db8:1:200::1", 56), key("2001:db8:1:300::1", 56));
        // /64 when configured.
        assert_eq!(key("2001:db8:1:2::1", 64), key("2001:db8:1:2:ffff::9", 64));
        assert_ne!(key("2001:db8:1:2::1", 64), key("2001:db8:1:3::1", 64));
        assert_ne!(
            key("2001:db8::", 56),
            key("2001:db8::", 64),
            "prefix lengths apart"
        );
        let v4 = Ipv4Addr::new(192, 0, 2, 7);
        assert_eq!(
            AddrKey::of(v4.to_ipv6_mapped().into(), 56),
            AddrKey::of(v4.into(), 56)
        );
        assert_ne!(
            AddrKey::of(v4.into(), 56),
            AddrKey::of(Ipv4Addr::new(192, 0, 2, 8).into(), 56)
        );
    }

    #[test]
    fn buckets_run_out_per_address_and_kind() {
        let l = AddrLimits::new(quotas());
        let a = AddrKey::of(Ipv4Addr::new(192, 0, 2, 1).into(), 56);
        let b = AddrKey::of(Ipv4Addr::new(192, 0, 2, 2).into(), 56);
        assert!(l.take(a, Kind::Create) && l.take(a, Kind::Create));
        assert!(!l.take(a, Kind::Create));
        assert!(l.take(a, Kind::Join), "joins have their own bucket");
        assert!(l.take(b, Kind::Create), "another address has its own");
        assert!(l.take_lookup(a) && l.take_lookup(a), "two misses");
        assert!(!l.take_lookup(a), "no third");
        assert!(l.take_lookup(b));
        l.found(b);
        assert!(l.take_lookup(b) && l.take_lookup(b), "a hit costs nothing");
    }

    #[test]
    fn lookups_in_flight_at_once_each_take_a_token() {
        let l = AddrLimits::new(quotas());
        let a = AddrKey::of(Ipv4Addr::new(192, 0, 2, 1).into(), 56);
        // Two lookups started side by side, before either is answered: the third waits.
        assert!(l.take_lookup(a) && l.take_lookup(a));
        assert!(!l.take_lookup(a));
        // One of them hit: its token comes back.
        l.found(a);
        assert!(l.take_lookup(a));
    }

    #[test]
    fn watching_slots_are_counted_until_dropped_and_idle_addresses_are_forgotten() {
        let l = AddrLimits::new(quotas());
        let a = AddrKey::of(Ipv4Addr::new(192, 0, 2, 1).into(), 56);
        let slot = l.watch(a).expect("one slot");
        assert!(l.watch(a).is_none());
        drop(slot);
        assert!(l.watch(a).is_some());
        l.prune();
        assert!(l.is_empty(), "nothing spent, nothing watched: forgotten");
    }

    #[test]
    fn plain_http_connections_are_capped_per_address_apart_from_the_others() {
        let l = AddrLimits::new(quotas());
        let a = AddrKey::of(Ipv4Addr::new(192, 0, 2, 1).into(), 56);
        let b = AddrKey::of(Ipv4Addr::new(192, 0, 2, 2).into(), 56);
        let one = l.http(a).expect("one");
        assert!(l.http(a).is_none(), "the address's share is one");
        assert!(l.http(b).is_some(), "another address has its own");
        drop(one);
        assert!(
            l.http(a).is_some(),
            "an upgraded or closed connection frees its slot"
        );
    }

    #[test]
    fn connections_are_capped_per_address_until_one_closes() {
        let l = AddrLimits::new(quotas());
        let a = AddrKey::of(Ipv4Addr::new(192, 0, 2, 1).into(), 56);
        let b = AddrKey::of(Ipv4Addr::new(192, 0, 2, 2).into(), 56);
        let (one, _two) = (l.connect(a).unwrap(), l.connect(a).unwrap());
        assert!(l.connect(a).is_none(), "the third from one address");
        assert!(l.connect(b).is_some(), "another address has its own");
        drop(one);
        assert!(l.connect(a).is_some(), "a closed connection frees its slot");
        l.prune();
        assert!(l.len() == 1, "an address with an open connection is kept");
    }
}
