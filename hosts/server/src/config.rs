//! Server settings and limits: message size, rate limit, names, rooms, seats, timing,
//! per-address limits, connection caps, storage retention.

use std::time::Duration;

use crate::limits::{AddrQuotas, Quota};

/// Everything the server can be tuned with. `Config::default()` is what `tianhei serve` uses;
/// tests and the load tool switch bot delays and deadlines off.
#[derive(Clone, Debug)]
pub struct Config {
    /// Largest client message accepted and answered (bytes); bigger frames get `too_large`
    /// and the connection stays usable.
    pub max_message_bytes: usize,
    /// Hard cap of the WebSocket layer: a frame past this closes the connection (1009).
    pub hard_message_bytes: usize,
    /// Messages a connection may send per second, sustained.
    pub rate_per_sec: f64,
    /// Messages a connection may send in a burst.
    pub rate_burst: f64,
    /// Longest player name, in characters.
    pub max_name_chars: usize,
    /// Most rooms open at once.
    pub max_rooms: usize,
    /// Most open rooms one connection may have created (`too_many_own_rooms` past it).
    pub max_rooms_per_conn: usize,
    /// A room in its lobby or between games with no connected person (no seat connection,
    /// no spectator or host screen) for this long is ended as the host's `end` would.
    pub room_idle: Duration,
    /// Like `room_idle` for a room whose game is running: long, so a dropped phone never
    /// loses a game night.
    pub room_idle_playing: Duration,
    /// Most WebSocket connections at once.
    pub max_connections: usize,
    /// Most spectators (table screens included) per room.
    pub max_spectators: usize,
    /// Messages queued per connection before it is treated as lagging (gets a full state later).
    pub outbox: usize,
    /// Commands queued per room.
    pub room_queue: usize,
    /// Pause before a bot seat answers, so people can follow (zero in tests and benchmarks).
    /// Each pause is drawn from 0.5–1.5 × this; a person whose only option is to pass is
    /// answered for after a pause drawn the same way.
    pub bot_delay: Duration,
    /// Scale of the narration's pauses the room keeps (1.0 = the game's pacing, 0 = off).
    pub pace_scale: f64,
    /// Multiplier of each prompt's `timeout_secs`; `None` turns deadlines off.
    pub deadline_scale: Option<f64>,
    /// Interval of WebSocket pings; a connection silent for three intervals is closed.
    pub heartbeat: Duration,
    /// Whether `create` may name the seed (tests that compare games); off when serving people.
    pub allow_client_seed: bool,
    /// Seed of every room whose creator names none (tests that drive the web pages).
    pub fixed_seed: Option<u64>,
    /// Base URL printed and put into QR links (`http://192.168.1.5:7878`); `None` uses the
    /// request's Host header.
    pub public_url: Option<String>,
    /// WebSocket read buffer per connection (bytes).
    pub ws_read_buffer: usize,
    /// WebSocket write buffer per connection (bytes).
    pub ws_write_buffer: usize,
    /// A frame the client has not taken within this closes the connection (a client that
    /// stops reading is let go, and its buffers with it).
    pub write_timeout: Duration,
    /// Kernel send buffer of every accepted socket (SO_SNDBUF; Linux doubles it for its
    /// bookkeeping), so a client that stops reading pins this much and not the 4 MiB the
    /// kernel would grow it to; 0 leaves the kernel's own.
    pub send_buffer: usize,
    /// Kernel receive buffer of every accepted socket (SO_RCVBUF), for a client that keeps
    /// sending while the server, waiting to write to it, reads nothing; 0 leaves the
    /// kernel's own.
    pub recv_buffer: usize,
    /// Bytes the server holds for a connection that its client has not taken (frames
    /// queued or written but not flushed); past it while the socket takes nothing, the
    /// connection is reset.
    pub max_unsent_bytes: usize,
    /// A connection may ask for a full state (`sync`) once per this; sooner is refused.
    pub sync_every: Duration,
    /// An HTTP request whose header has not arrived whole within this is dropped.
    pub header_timeout: Duration,
    /// The same for a connection accepted while half the plain HTTP connections or more
    /// are taken: near the cap, a slot held without a request is given back soon.
    pub header_timeout_busy: Duration,
    /// Most plain HTTP connections at once (pages, records, QR codes; WebSockets count
    /// under `max_connections` once upgraded); past it new connections get 503, but for
    /// an eighth more kept for WebSocket upgrades naming a room open here (phones coming
    /// back), which are all they serve.
    pub max_http_connections: usize,
    /// A plain HTTP connection is closed after this long, busy or not.
    pub http_max_age: Duration,
    /// Per-address limits: creations, joins, failed lookups, watching connections.
    pub addr: AddrQuotas,
    /// Peers whose `X-Forwarded-For` names the client (reverse proxies); from any other
    /// peer the header is ignored and the peer's address is the client's.
    pub trusted_proxies: Vec<crate::settings::Cidr>,
    /// Most open rooms created from one address (`too_many_own_rooms` past it).
    pub max_rooms_per_addr: usize,
    /// An ended room (its finished games' records) is kept this long, then deleted and its
    /// code may be drawn again. A room ended with no finished game is deleted at once.
    pub room_retention: Duration,
    /// How often ended rooms past their retention are looked for.
    pub purge_every: Duration,
    /// Most writes committed in one transaction.
    pub commit_batch: usize,
    /// At shutdown, how long rooms and storage get to finish what is in flight.
    pub shutdown_grace: Duration,
    /// On a shared store (PostgreSQL): how long a room's lease lasts unless renewed. The
    /// owner renews every third of it; a process that dies loses its rooms this long after.
    pub lease_ttl: Duration,
    /// Search bots (rooms with strong bots) thinking at once, each on a blocking thread of
    /// its own; more decisions wait for one of these (see [`crate::think`]).
    pub search_threads: usize,
    /// The bot strong rooms seat (a `search` spec); its `ms` is capped by the time the
    /// bot delay leaves to think (see [`crate::think`]).
    pub strong_bot: tianhei_core::BotSpec,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_message_bytes: 8 * 1024,
            hard_message_bytes: 256 * 1024,
            rate_per_sec: 20.0,
            rate_burst: 40.0,
            max_name_chars: 16,
            max_rooms: 1_000,
            max_rooms_per_conn: 3,
            room_idle: Duration::from_secs(30 * 60),
            room_idle_playing: Duration::from_secs(6 * 60 * 60),
            max_connections: 20_000,
            max_spectators: 32,
            outbox: 32,
            room_queue: 256,
            bot_delay: Duration::from_millis(1_200),
            pace_scale: 1.0,
            deadline_scale: Some(1.0),
            heartbeat: Duration::from_secs(20),
            allow_client_seed: false,
            fixed_seed: None,
            public_url: None,
            ws_read_buffer: 2 * 1024,
            ws_write_buffer: 4 * 1024,
            write_timeout: Duration::from_secs(20),
            send_buffer: 64 * 1024,
            recv_buffer: 64 * 1024,
            max_unsent_bytes: 512 * 1024,
            sync_every: Duration::from_secs(5),
            header_timeout: Duration::from_secs(10),
            header_timeout_busy: Duration::from_secs(2),
            max_http_connections: 512,
            http_max_age: Duration::from_secs(120),
            addr: AddrQuotas {
                creates: Quota::new(10, Duration::from_secs(120)),
                joins: Quota::new(32, Duration::from_secs(10)),
                failed_lookups: Quota::new(10, Duration::from_secs(10)),
                reviews: Quota::new(120, Duration::from_millis(250)),
                max_watching: 16,
                max_connections: 64,
                max_http: 16,
                seats_per_room: 4,
                ipv6_prefix: 56,
            },
            max_rooms_per_addr: 8,
            trusted_proxies: Vec::new(),
            room_retention: Duration::from_secs(7 * 24 * 60 * 60),
            purge_every: Duration::from_secs(10 * 60),
            lease_ttl: Duration::from_secs(10),
            // Half the cores: the rooms' own tasks keep the rest.
            search_threads: std::thread::available_parallelism()
                .map_or(1, |n| (n.get() / 2).max(1)),
            strong_bot: tianhei_core::BotKind::Search.into(),
            commit_batch: 1024,
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

impl Config {
    /// Settings for tests and benchmarks: bots answer at once, no deadlines, seeds allowed,
    /// no rate or per-address limit worth hitting by accident (every test client shares
    /// 127.0.0.1).
    pub fn for_tests() -> Self {
        Config {
            bot_delay: Duration::ZERO,
            pace_scale: 0.0,
            deadline_scale: None,
            allow_client_seed: true,
            rate_per_sec: 10_000.0,
            rate_burst: 10_000.0,
            max_rooms: 10_000,
            sync_every: Duration::ZERO,
            addr: AddrQuotas {
                creates: Quota::unlimited(),
                joins: Quota::unlimited(),
                failed_lookups: Quota::unlimited(),
                reviews: Quota::unlimited(),
                max_watching: u32::MAX,
                max_connections: u32::MAX,
                max_http: u32::MAX,
                seats_per_room: u32::MAX,
                ipv6_prefix: 56,
            },
            max_rooms_per_addr: usize::MAX,
            ..Config::default()
        }
    }

    /// The deadline of a prompt with `timeout_secs`, if deadlines are on.
    pub fn deadline(&self, timeout_secs: u32) -> Option<Duration> {
        let scale = self.deadline_scale?;
        if timeout_secs == 0 || scale <= 0.0 {
            return None;
        }
        Some(Duration::from_secs_f64(timeout_secs as f64 * scale))
    }
}

/// A token bucket: `rate` messages per second, bursts of `burst`.
#[derive(Debug)]
pub struct RateLimit {
    rate: f64,
    burst: f64,
    tokens: f64,
    last: std::time::Instant,
}

impl RateLimit {
    /// A full bucket.
    pub fn new(rate: f64, burst: f64) -> Self {
        RateLimit {
            rate,
            burst,
            tokens: burst,
            last: std::time::Instant::now(),
        }
    }

    /// Takes one token if there is one.
    pub fn allow(&mut self) -> bool {
        let now = std::time::Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rate_limit_refuses_past_the_burst() {
        let mut r = RateLimit::new(0.0001, 3.0);
        assert!(r.allow() && r.allow() && r.allow());
        assert!(!r.allow());
    }

    #[test]
    fn deadlines_scale_and_switch_off() {
        let mut c = Config::default();
        assert_eq!(c.deadline(60), Some(Duration::from_secs(60)));
        c.deadline_scale = Some(0.5);
        assert_eq!(c.deadline(60), Some(Duration::from_secs(30)));
        assert_eq!(c.deadline(0), None);
        c.deadline_scale = None;
        assert_eq!(c.deadline(60), None);
    }
}
