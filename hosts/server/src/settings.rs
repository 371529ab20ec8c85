//! Settings from outside: every limit by name (`--limit NAME=VALUE`, or a `[limits]` table
//! in `--config FILE`), trusted proxies as CIDR ranges. The names, their defaults and what
//! they bound are in [`LIMITS`], and docs/protocol.md's Limits table lists the same (a
//! test keeps the two alike). Bad input is refused whole, with every problem named.

use std::{fmt, net::IpAddr, path::Path, str::FromStr, time::Duration};

use crate::Config;

/// An address range: `10.0.0.0/8`, `fd00::/8`, or one address (`127.0.0.1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cidr {
    net: IpAddr,
    bits: u8,
}

impl Cidr {
    /// Whether `ip` is in the range (an IPv4-mapped IPv6 address counts as its IPv4 one).
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            v4 => v4,
        };
        match (self.net, ip) {
            (IpAddr::V4(n), IpAddr::V4(a)) => {
                let mask = u32::MAX.checked_shl(32 - self.bits as u32).unwrap_or(0);
                u32::from(n) & mask == u32::from(a) & mask
            }
            (IpAddr::V6(n), IpAddr::V6(a)) => {
                let mask = u128::MAX.checked_shl(128 - self.bits as u32).unwrap_or(0);
                u128::from(n) & mask == u128::from(a) & mask
            }
            _ => false,
        }
    }
}

impl FromStr for Cidr {
    type Err = String;

    fn from_str(s: &str) -> Result<Cidr, String> {
        let bad =
            || format!("{s:?} is not an address range: write 10.0.0.0/8, fd00::/8 or 127.0.0.1");
        let (ip, bits) = match s.trim().split_once('/') {
            Some((ip, bits)) => (ip, Some(bits)),
            None => (s.trim(), None),
        };
        let net: IpAddr = ip.parse().map_err(|_| bad())?;
        let max = if net.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            Some(b) => b.parse::<u8>().ok().filter(|&b| b <= max).ok_or_else(bad)?,
            None => max,
        };
        Ok(Cidr { net, bits })
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.net, self.bits)
    }
}

/// One limit settable by name.
pub struct Limit {
    /// Its name on the command line and in the config file.
    pub name: &'static str,
    /// What it bounds.
    pub doc: &'static str,
    set: fn(&mut Config, &str) -> Result<(), String>,
    get: fn(&Config) -> String,
}

impl Limit {
    /// Its value in `config`, as it would be written.
    pub fn value(&self, config: &Config) -> String {
        (self.get)(config)
    }
}

fn num<T: FromStr>(v: &str) -> Result<T, String> {
    v.trim()
        .replace('_', "")
        .parse()
        .map_err(|_| format!("{v:?} is not a whole number"))
}

fn secs(v: &str) -> Result<Duration, String> {
    let s: f64 = v
        .trim()
        .parse()
        .map_err(|_| format!("{v:?} is not a number of seconds"))?;
    Duration::try_from_secs_f64(s).map_err(|_| format!("{v:?} is not a number of seconds from 0"))
}

fn show_secs(d: Duration) -> String {
    format!("{}", d.as_secs_f64())
}

macro_rules! limits {
    ($( $name:literal, $doc:literal, |$c:ident| $field:expr, $parse:ident, $show:expr; )*) => {
        /// Every limit settable by name, with what it bounds.
        pub const LIMITS: &[Limit] = &[$(
            Limit {
                name: $name,
                doc: $doc,
                set: |$c, v| { $field = $parse(v)?; Ok(()) },
                get: |$c| { let f = $show; f(&$field) },
            },
        )*];
    };
}

fn plain<T: ToString>(v: &T) -> String {
    v.to_string()
}

fn dur(v: &Duration) -> String {
    show_secs(*v)
}

limits! {
    "max_message_bytes", "largest message answered; bigger ones get too_large", |c| c.max_message_bytes, num, plain;
    "hard_message_bytes", "a frame past this closes the connection (1009)", |c| c.hard_message_bytes, num, plain;
    "rate_per_sec", "messages per second per connection, sustained", |c| c.rate_per_sec, num, plain;
    "rate_burst", "messages per connection in a burst", |c| c.rate_burst, num, plain;
    "max_name_chars", "longest player name", |c| c.max_name_chars, num, plain;
    "max_rooms", "rooms open on the server", |c| c.max_rooms, num, plain;
    "max_rooms_per_conn", "open rooms one connection created", |c| c.max_rooms_per_conn, num, plain;
    "max_spectators", "spectators per room, table screens included", |c| c.max_spectators, num, plain;
    "max_connections", "WebSocket connections on the server", |c| c.max_connections, num, plain;
    "max_http_connections", "plain HTTP connections on the server", |c| c.max_http_connections, num, plain;
    "header_timeout_secs", "time for a request header to arrive whole", |c| c.header_timeout, secs, dur;
    "header_timeout_busy_secs", "the same once half the plain HTTP connections are taken", |c| c.header_timeout_busy, secs, dur;
    "http_max_age_secs", "longest life of a plain HTTP connection", |c| c.http_max_age, secs, dur;
    "write_timeout_secs", "a client that takes nothing this long is reset", |c| c.write_timeout, secs, dur;
    "heartbeat_secs", "ping interval; three silent ones close a connection", |c| c.heartbeat, secs, dur;
    "sync_every_secs", "one sync per connection per this", |c| c.sync_every, secs, dur;
    "send_buffer", "kernel send buffer of each socket (0: the kernel's)", |c| c.send_buffer, num, plain;
    "recv_buffer", "kernel receive buffer of each socket (0: the kernel's)", |c| c.recv_buffer, num, plain;
    "max_unsent_bytes", "bytes waiting for a client that takes nothing; past it, reset", |c| c.max_unsent_bytes, num, plain;
    "room_idle_secs", "a room with nobody connected ends after this (lobby, between games)", |c| c.room_idle, secs, dur;
    "room_idle_playing_secs", "the same while a game runs", |c| c.room_idle_playing, secs, dur;
    "room_retention_secs", "an ended room's records are kept this long", |c| c.room_retention, secs, dur;
    "max_rooms_per_addr", "open rooms one address created", |c| c.max_rooms_per_addr, num, plain;
    "addr_creates", "room creations per address in a burst", |c| c.addr.creates.burst, num, plain;
    "addr_creates_every_secs", "one more creation per this", |c| c.addr.creates.every, secs, dur;
    "addr_joins", "joins per address in a burst", |c| c.addr.joins.burst, num, plain;
    "addr_joins_every_secs", "one more join per this", |c| c.addr.joins.every, secs, dur;
    "addr_failed_lookups", "failed code lookups per address in a burst", |c| c.addr.failed_lookups.burst, num, plain;
    "addr_failed_lookups_every_secs", "one more failed lookup per this", |c| c.addr.failed_lookups.every, secs, dur;
    "addr_reviews", "复盘 requests per address in a burst", |c| c.addr.reviews.burst, num, plain;
    "addr_reviews_every_secs", "one more 复盘 request per this", |c| c.addr.reviews.every, secs, dur;
    "addr_max_watching", "connections of one address watching rooms", |c| c.addr.max_watching, num, plain;
    "addr_max_connections", "connections of one address at once", |c| c.addr.max_connections, num, plain;
    "addr_max_http", "plain HTTP connections of one address at once", |c| c.addr.max_http, num, plain;
    "addr_seats_per_room", "seats of a room one address holds (not the host screen's)", |c| c.addr.seats_per_room, num, plain;
    "ipv6_prefix", "bits of an IPv6 address that count as one address (1-120)", |c| c.addr.ipv6_prefix, num, plain;
}

/// Sets the limit `name` to `value`.
pub fn set_limit(config: &mut Config, name: &str, value: &str) -> Result<(), String> {
    let limit = LIMITS.iter().find(|l| l.name == name).ok_or_else(|| {
        let names: Vec<&str> = LIMITS.iter().map(|l| l.name).collect();
        format!(
            "no limit is called {name:?}; the limits are {}",
            names.join(", ")
        )
    })?;
    let mut c = config.clone();
    (limit.set)(&mut c, value).map_err(|e| format!("{name}: {e}"))?;
    check(&c).map_err(|e| format!("{name}: {e}"))?;
    *config = c;
    Ok(())
}

/// What no limit may be whatever was asked.
fn check(c: &Config) -> Result<(), String> {
    if !(1..=120).contains(&c.addr.ipv6_prefix) {
        return Err("an IPv6 prefix is 1 to 120 bits".into());
    }
    if c.rate_per_sec.is_nan()
        || c.rate_per_sec < 0.0
        || c.rate_burst.is_nan()
        || c.rate_burst < 1.0
    {
        return Err("rates are 0 or more, bursts 1 or more".into());
    }
    for q in [
        c.addr.creates,
        c.addr.joins,
        c.addr.failed_lookups,
        c.addr.reviews,
    ] {
        if q.every.is_zero() {
            return Err("a budget earns a token back after more than 0 s".into());
        }
    }
    for (name, d) in [
        ("heartbeat_secs", c.heartbeat),
        ("header_timeout_secs", c.header_timeout),
        ("header_timeout_busy_secs", c.header_timeout_busy),
        ("write_timeout_secs", c.write_timeout),
    ] {
        if d.is_zero() {
            return Err(format!("{name} must be more than 0 s"));
        }
    }
    if c.max_message_bytes > c.hard_message_bytes {
        return Err("max_message_bytes cannot pass hard_message_bytes".into());
    }
    Ok(())
}

/// Reads a config file's `[limits]` table and `trusted_proxies` into `c` and `proxies`;
/// every problem goes to `errors`, each naming the file and the key.
fn read_file(path: &Path, c: &mut Config, proxies: &mut Vec<String>, errors: &mut Vec<String>) {
    let at = path.display();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return errors.push(format!("cannot read {at}: {e}")),
    };
    let table = match toml::from_str::<toml::Table>(&text) {
        Ok(t) => t,
        Err(e) => return errors.push(format!("{at}: {e}")),
    };
    for (key, value) in &table {
        match (key.as_str(), value) {
            ("limits", toml::Value::Table(limits)) => {
                for (name, v) in limits {
                    let v = match v {
                        toml::Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    if let Err(e) = set_limit(c, name, &v) {
                        errors.push(format!("{at}: [limits] {e}"));
                    }
                }
            }
            ("limits", _) => errors.push(format!("{at}: `limits` is a table: write [limits]")),
            ("trusted_proxies", toml::Value::Array(list)) => {
                for p in list {
                    match p {
                        toml::Value::String(s) => proxies.push(s.clone()),
                        other => errors.push(format!(
                            "{at}: trusted_proxies holds {other}: write each range as a string, \"10.0.0.0/8\""
                        )),
                    }
                }
            }
            ("trusted_proxies", _) => errors.push(format!(
                "{at}: trusted_proxies is a list: trusted_proxies = [\"10.0.0.0/8\"]"
            )),
            (other, _) => errors.push(format!(
                "{at}: unknown setting `{other}`; a config file holds a [limits] table and trusted_proxies"
            )),
        }
    }
}

/// Applies a config file, then the command line's `NAME=VALUE` limits and trusted proxies
/// (which come after the file's). Every problem is reported at once; on any, `config` is
/// left as it was.
pub fn apply(
    config: &mut Config,
    file: Option<&Path>,
    limits: &[String],
    proxies: &[String],
) -> Result<(), String> {
    let mut c = config.clone();
    let mut errors = Vec::new();
    let mut all_proxies = Vec::new();
    if let Some(path) = file {
        read_file(path, &mut c, &mut all_proxies, &mut errors);
    }
    for l in limits {
        match l.split_once('=') {
            Some((name, v)) => {
                if let Err(e) = set_limit(&mut c, name.trim(), v) {
                    errors.push(format!("--limit {l}: {e}"));
                }
            }
            None => errors.push(format!(
                "--limit {l}: write NAME=VALUE, e.g. --limit addr_joins=64"
            )),
        }
    }
    all_proxies.extend(proxies.iter().cloned());
    let mut trusted = Vec::new();
    for p in &all_proxies {
        match p.parse::<Cidr>() {
            Ok(cidr) => trusted.push(cidr),
            Err(e) => errors.push(format!("trusted proxy: {e}")),
        }
    }
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    if !trusted.is_empty() {
        c.trusted_proxies = trusted;
    }
    *config = c;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_limit_reads_back_what_was_set_and_refuses_nonsense() {
        for l in LIMITS {
            let mut c = Config::default();
            let v = l.value(&c);
            set_limit(&mut c, l.name, &v)
                .unwrap_or_else(|e| panic!("{}: default {v}: {e}", l.name));
            assert_eq!(l.value(&c), v, "{}", l.name);
            assert!(set_limit(&mut c, l.name, "many").is_err(), "{}", l.name);
            assert_eq!(
                l.value(&c),
                v,
                "{}: a refused value changes nothing",
                l.name
            );
        }
        let mut c = Config::default();
        set_limit(&mut c, "addr_joins", "64").unwrap();
        set_limit(&mut c, "addr_joins_every_secs", "2.5").unwrap();
        assert_eq!(c.addr.joins.burst, 64);
        assert_eq!(c.addr.joins.every, Duration::from_millis(2500));
        assert!(set_limit(&mut c, "ipv6_prefix", "0").is_err());

        assert!(set_limit(&mut c, "no_such", "1").is_err());
    }

    #[test]
    fn a_zero_heartbeat_is_refused_and_changes_nothing() {
        let mut c = Config::default();
        let e = set_limit(&mut c, "heartbeat_secs", "0").unwrap_err();
        assert!(
            e.contains("heartbeat_secs") && e.contains("more than 0"),
            "{e}"
        );
        assert_eq!(c.heartbeat, Config::default().heartbeat);
        let e = apply(&mut c, None, &["heartbeat_secs=0".into()], &[]).unwrap_err();
        assert!(e.contains("heartbeat_secs"), "{e}");
        assert_eq!(c.heartbeat, Config::default().heartbeat);
        set_limit(&mut c, "heartbeat_secs", "0.5").unwrap();
        assert_eq!(c.heartbeat, Duration::from_millis(500));
    }

    #[test]
    fn the_limits_table_in_the_protocol_doc_lists_every_limit_with_its_default() {
        let doc = include_str!("../../../docs/protocol.md");
        let c = Config::default();
        for l in LIMITS {
            let row = format!("| `{}` | {} |", l.name, l.value(&c));
            assert!(
                doc.contains(&row),
                "docs/protocol.md lacks the row starting {row}"
            );
        }
    }

    #[test]
    fn a_config_file_and_the_command_line_set_limits_and_every_problem_is_reported_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tianhei.toml");
        std::fs::write(
            &path,
            "trusted_proxies = [\"10.0.0.0/8\"]\n[limits]\naddr_joins = 100\nheartbeat_secs = 5\n",
        )
        .unwrap();
        let mut c = Config::default();
        apply(
            &mut c,
            Some(&path),
            &["addr_joins=200".into()],
            &["::1".into()],
        )
        .unwrap();
        assert_eq!(
            c.addr.joins.burst, 200,
            "the command line comes after the file"
        );
        assert_eq!(c.heartbeat, Duration::from_secs(5));
        assert_eq!(c.trusted_proxies.len(), 2);
        let before = format!("{c:?}");
        // An unknown table is one problem among the others, not the only one reported.
        std::fs::write(
            &path,
            "[server]\nport = 1\n[limits]\naddr_joins = \"lots\"\nnope = 1\nheartbeat_secs = 0\n",
        )
        .unwrap();
        let e = apply(
            &mut c,
            Some(&path),
            &["max_rooms".into(), "header_timeout_secs=0".into()],
            &["10.0.0.0/33".into()],
        )
        .unwrap_err();
        for part in [
            "server",
            "addr_joins",
            "nope",
            "heartbeat_secs",
            "--limit max_rooms",
            "header_timeout_secs",
            "10.0.0.0/33",
        ] {
            assert!(e.contains(part), "{part} not named in: {e}");
        }
        assert_eq!(format!("{c:?}"), before, "a refused config changes nothing");
    }

    #[test]
    fn address_ranges_hold_what_they_name() {
        let r: Cidr = "10.1.0.0/16".parse().unwrap();
        assert!(r.contains("10.1.2.3".parse().unwrap()));
        assert!(
            r.contains("::ffff:10.1.2.3".parse().unwrap()),
            "IPv4-mapped"
        );
        assert!(!r.contains("10.2.0.1".parse().unwrap()));
        let one: Cidr = "127.0.0.1".parse().unwrap();
        assert!(one.contains("127.0.0.1".parse().unwrap()));
        assert!(!one.contains("127.0.0.2".parse().unwrap()));
        let v6: Cidr = "fd00::/8".parse().unwrap();
        assert!(v6.contains("fd12::1".parse().unwrap()));
        assert!(!v6.contains("10.1.2.3".parse().unwrap()));
        let all: Cidr = "0.0.0.0/0".parse().unwrap();
        assert!(all.contains("192.0.2.1".parse().unwrap()));
        for bad in ["10.0.0.0/33", "nope", "10.0.0/8", "::/129"] {
            assert!(bad.parse::<Cidr>().is_err(), "{bad}");
        }
    }
}
