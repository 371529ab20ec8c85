//! The accept loop: every TCP connection of the server, before and after it becomes a
//! WebSocket. Request headers must arrive within `header_timeout` (`header_timeout_busy`
//! for connections accepted once half the plain HTTP pool is taken); plain HTTP
//! connections are capped (`max_http_connections`), an eighth more kept for WebSocket
//! upgrades that name a room open here (`/ws?room=CODE`: phones coming back), and closed
//! after `http_max_age`; one address holds at most `addr.max_connections`, and of them
//! `addr.max_http` in their plain HTTP part, so a few addresses sending half a header
//! cannot fill the pool (more get `429 Too Many Requests`); the server raises its
//! open-file soft limit to the hard limit at start and keeps its sockets below it. A
//! connection past a cap is answered `503 Service Unavailable` and closed, and the refusal
//! is logged (at most one line per 10 s); when the descriptors run out all the same, a
//! spare one is given up to accept the connection and refuse it the same way.

use std::{
    future::Future,
    io,
    net::{IpAddr, SocketAddr},
    pin::{Pin, pin},
    sync::{
        Arc, LazyLock, Mutex,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    task::{Context, Poll},
    time::{Duration, Instant},
};

use axum::{Router, body::Body, extract::ConnectInfo};
use hyper::{Request, body::Incoming, server::conn::http1, service::service_fn};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::{
    io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf},
    net::{TcpListener, TcpStream},
};
use tower::ServiceExt;

use crate::{
    hub::Hub,
    limits::{ConnSlot, HttpSlot},
    settings::Cidr,
};

/// Descriptors kept for everything but client sockets: the database, the listener, logs.
const FD_RESERVE: u64 = 64;
/// Refusals being written at once; past it a refused connection is just closed.
const MAX_REFUSING: usize = 64;

/// Who is on the other end of a request's connection (a request extension).
#[derive(Clone, Debug)]
pub struct Peer {
    /// The client's address: the TCP peer's, or from a trusted proxy the one it forwards.
    pub ip: IpAddr,
    /// The address came from a trusted proxy's `X-Forwarded-For` (the connection was not
    /// counted against it at accept).
    pub forwarded: bool,
    /// Set to drop the connection with a reset when it goes (a client that stopped
    /// reading): the kernel then frees its buffers at once.
    pub abort: Arc<AtomicBool>,
}

/// Raises the open-file soft limit to the hard limit; returns the limit now in force.
pub fn raise_fd_limit() -> Option<u64> {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(n) => Some(n),
        Err(e) => {
            eprintln!("tianhei-server: cannot read or raise the open-file limit: {e}");
            None
        }
    }
}

/// The most sockets the server keeps open under an open-file limit of `limit`.
pub fn socket_cap(limit: Option<u64>) -> usize {
    limit.map_or(usize::MAX, |l| {
        usize::try_from(l.saturating_sub(FD_RESERVE).max(1)).unwrap_or(usize::MAX)
    })
}

/// A line in the log at most once per period, with how many were held back.
struct Throttle {
    every: Duration,
    last: Mutex<Option<Instant>>,
    held: AtomicUsize,
}

impl Throttle {
    fn new(every: Duration) -> Throttle {
        Throttle {
            every,
            last: Mutex::new(None),
            held: AtomicUsize::new(0),
        }
    }

    fn log(&self, line: impl FnOnce() -> String) {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if last.is_some_and(|t| t.elapsed() < self.every) {
            self.held.fetch_add(1, Ordering::Relaxed);
            return;
        }
        *last = Some(Instant::now());
        let held = self.held.swap(0, Ordering::Relaxed);
        let more = if held > 0 {
            format!(" ({held} more since the last line)")
        } else {
            String::new()
        };
        eprintln!("tianhei-server: {}{more}", line());
    }
}

/// The TCP stream of a connection; on drop, resets the connection if `abort` is set. It
/// holds the address's connection slot, so a WebSocket keeps it after the upgrade.
struct AbortIo {
    tcp: TcpStream,
    abort: Arc<AtomicBool>,
    _slot: Option<ConnSlot>,
}

impl Drop for AbortIo {
    fn drop(&mut self) {
        if self.abort.load(Ordering::Relaxed) {
            let _ = self.tcp.set_zero_linger();
        }
    }
}

impl AsyncRead for AbortIo {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().tcp).poll_read(cx, buf)
    }
}

impl AsyncWrite for AbortIo {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().tcp).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().tcp).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().tcp).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().tcp).poll_shutdown(cx)
    }
}

/// Counts one plain HTTP connection while it lives.
struct OpenHttp(Arc<Hub>);

impl Drop for OpenHttp {
    fn drop(&mut self) {
        self.0.http_open.fetch_sub(1, Ordering::Relaxed);
    }
}

fn is_out_of_fds(e: &io::Error) -> bool {
    // EMFILE (this process) and ENFILE (the whole system).
    matches!(e.raw_os_error(), Some(24 | 23))
}

/// A whole `Connection: close` response with `status` and a plain-text `body`, its length
/// counted from the body.
fn plain_response(status: &str, body: &str) -> Vec<u8> {
    format!(
        "HTTP/1.1 {status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nRetry-After: 5\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// The answer to a connection past a server-wide cap.
static REFUSAL: LazyLock<Vec<u8>> = LazyLock::new(|| {
    plain_response(
        "503 Service Unavailable",
        "the server is busy; try again in a moment.\n",
    )
});

/// The answer to a connection past its address's cap.
static REFUSAL_ADDR: LazyLock<Vec<u8>> = LazyLock::new(|| {
    plain_response(
        "429 Too Many Requests",
        "too many connections from your address; close some and try again.\n",
    )
});

/// The answer to a request in the reserved part of the pool that is not a phone coming back.
fn busy() -> axum::response::Response {
    let mut r =
        axum::response::Response::new(Body::from("the server is busy; try again in a moment.\n"));
    *r.status_mut() = hyper::StatusCode::SERVICE_UNAVAILABLE;
    let h = r.headers_mut();
    h.insert(
        hyper::header::RETRY_AFTER,
        hyper::header::HeaderValue::from_static("5"),
    );
    h.insert(
        hyper::header::CONNECTION,
        hyper::header::HeaderValue::from_static("close"),
    );
    h.insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    r
}

/// Answers `answer` (a whole HTTP response) and closes, reading what the client sent so the
/// answer is not lost to a reset.
fn refuse(mut tcp: TcpStream, refusing: &Arc<AtomicUsize>, answer: &'static [u8]) {
    if refusing.fetch_add(1, Ordering::Relaxed) >= MAX_REFUSING {
        refusing.fetch_sub(1, Ordering::Relaxed);
        return;
    }
    let refusing = refusing.clone();
    tokio::spawn(async move {
        let _ = tokio::time::timeout(Duration::from_secs(1), async {
            tcp.write_all(answer).await?;
            tcp.shutdown().await?;
            let mut buf = [0u8; 1024];
            while tcp.read(&mut buf).await? > 0 {}
            io::Result::Ok(())
        })
        .await;
        refusing.fetch_sub(1, Ordering::Relaxed);
    });
}

/// Bounds a socket's kernel buffers (`send_buffer`, `recv_buffer`; 0 leaves the kernel's).
/// Set on the listener, accepted sockets inherit them from the start of the connection.
fn bound_buffers(sock: socket2::SockRef<'_>, cfg: &crate::Config) -> io::Result<()> {
    if cfg.send_buffer > 0 {
        sock.set_send_buffer_size(cfg.send_buffer)?;
    }
    if cfg.recv_buffer > 0 {
        sock.set_recv_buffer_size(cfg.recv_buffer)?;
    }
    Ok(())
}

/// Serves connections from `listener` with `router` until `shutdown` resolves; then plain
/// HTTP connections finish their current request (WebSockets are closed by the hub).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    hub: Arc<Hub>,
    shutdown: impl Future<Output = ()> + Send,
) {
    if let Err(e) = bound_buffers(socket2::SockRef::from(&listener), &hub.config) {
        eprintln!("tianhei-server: cannot bound the sockets' kernel buffers: {e}");
    }
    let mut shutdown = pin!(shutdown);
    let mut spare = std::fs::File::open("/dev/null").ok();
    let refusing = Arc::new(AtomicUsize::new(0));
    let log = Throttle::new(Duration::from_secs(10));
    loop {
        if spare.is_none() {
            spare = std::fs::File::open("/dev/null").ok();
        }
        let accepted = tokio::select! {
            _ = &mut shutdown => break,
            r = listener.accept() => r,
        };
        let (tcp, addr) = match accepted {
            Ok(x) => x,
            Err(e) if is_out_of_fds(&e) => {
                log.log(|| {
                    format!("out of file descriptors ({e}): refusing new connections with 503")
                });
                // Give up the spare descriptor to take the connection and answer it.
                if spare.take().is_some()
                    && let Ok(Ok((tcp, _))) =
                        tokio::time::timeout(Duration::from_millis(10), listener.accept()).await
                {
                    refuse(tcp, &refusing, &REFUSAL);
                } else {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                continue;
            }
            Err(e) => {
                log.log(|| format!("accepting a connection failed: {e}"));
                tokio::time::sleep(Duration::from_millis(5)).await;
                continue;
            }
        };
        let cfg = &hub.config;
        let http = hub.http_open.load(Ordering::Relaxed);
        let cap = hub.socket_cap.load(Ordering::Relaxed);
        // Past the cap an eighth more is kept for phones coming back to a room open here.
        let reserve = cfg.max_http_connections / 8;
        let pool = match http {
            n if n >= cfg.max_http_connections + reserve => None,
            n if n >= cfg.max_http_connections => Some(Pool::Reserve),
            n if n >= cfg.max_http_connections / 2 => Some(Pool::Busy),
            _ => Some(Pool::Open),
        };
        let Some(pool) = pool.filter(|_| http + hub.ws_open() < cap) else {
            log.log(|| {
                format!(
                    "refusing connections with 503: {http} plain HTTP connections open (cap {} and {reserve} for returning phones), {} WebSockets (cap {}), {cap} sockets at most under the open-file limit",
                    cfg.max_http_connections,
                    hub.ws_open(),
                    cfg.max_connections
                )
            });
            refuse(tcp, &refusing, &REFUSAL);
            continue;
        };
        // A trusted proxy carries every client: its connections count against the
        // addresses it forwards (`http::ws`), not its own.
        let trusted = is_trusted(&cfg.trusted_proxies, addr.ip());
        let slots = if trusted {
            None
        } else {
            let key = hub.limits.key(addr.ip());
            match hub.limits.connect(key).map(|c| (c, hub.limits.http(key))) {
                Some((conn, Some(http))) => Some((conn, http)),
                held => {
                    let what = if held.is_some() {
                        format!(
                            "{} plain HTTP connections (a request or a header under way)",
                            cfg.addr.max_http
                        )
                    } else {
                        format!("{} connections", cfg.addr.max_connections)
                    };
                    log.log(|| {
                        format!(
                            "refusing connections from {} with 429: {what} open from that address",
                            addr.ip()
                        )
                    });
                    refuse(tcp, &refusing, &REFUSAL_ADDR);
                    continue;
                }
            }
        };
        spawn_conn(tcp, addr, slots, trusted, pool, router.clone(), hub.clone());
    }
}

/// Which part of the plain HTTP pool a connection was accepted into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pool {
    /// Under half full: the whole `header_timeout`.
    Open,
    /// Half full or more: `header_timeout_busy`.
    Busy,
    /// Past the cap, in the part kept for WebSocket upgrades that name a room open here:
    /// `header_timeout_busy`, and any other request is answered 503.
    Reserve,
}

/// Whether `req` is a WebSocket upgrade naming a room open here (`/ws?room=CODE`): a phone
/// or a table screen coming back to its room.
fn returns_to_a_room(req: &Request<Incoming>, hub: &Hub) -> bool {
    let upgrade = req
        .headers()
        .get(hyper::header::UPGRADE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("websocket"));
    let room = (req.uri().query().unwrap_or(""))
        .split('&')
        .find_map(|kv| kv.strip_prefix("room="))
        .and_then(crate::identity::normalize_code);
    upgrade && req.uri().path() == "/ws" && room.is_some_and(|c| hub.get(&c).is_some())
}

fn is_trusted(proxies: &[Cidr], ip: IpAddr) -> bool {
    proxies.iter().any(|c| c.contains(ip))
}

/// The client behind a trusted proxy: `X-Forwarded-For`'s hops read from the right, trusted
/// proxies skipped, the first other one. If every hop is trusted, the leftmost; if the
/// header is missing or a hop is not an address, the last trusted hop read (at first the
/// peer itself).
pub fn forwarded_client(proxies: &[Cidr], peer: IpAddr, headers: &hyper::HeaderMap) -> IpAddr {
    let mut client = peer;
    let hops = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .collect::<Vec<_>>();
    for hop in hops.iter().rev() {
        let hop = hop.trim();
        let ip = hop
            .parse::<IpAddr>()
            .or_else(|_| hop.parse::<SocketAddr>().map(|a| a.ip()));
        let Ok(ip) = ip else { break };
        client = ip;
        if !is_trusted(proxies, ip) {
            break;
        }
    }
    client
}

fn spawn_conn(
    tcp: TcpStream,
    addr: SocketAddr,
    slots: Option<(ConnSlot, HttpSlot)>,
    trusted: bool,
    pool: Pool,
    router: Router,
    hub: Arc<Hub>,
) {
    let (slot, addr_http) = match slots {
        Some((c, h)) => (Some(c), Some(h)),
        None => (None, None),
    };
    hub.http_open.fetch_add(1, Ordering::Relaxed);
    let _ = tcp.set_nodelay(true);
    // Inherited from the listener already where the system does; set again where not.
    let _ = bound_buffers(socket2::SockRef::from(&tcp), &hub.config);
    tokio::spawn(async move {
        let http_slot = (OpenHttp(hub.clone()), addr_http);
        let abort = Arc::new(AtomicBool::new(false));
        let peer = Peer {
            ip: addr.ip(),
            forwarded: false,
            abort: abort.clone(),
        };
        let proxies = hub.config.trusted_proxies.clone();
        let hub_svc = hub.clone();
        let io = TokioIo::new(AbortIo {
            tcp,
            abort,
            _slot: slot,
        });
        let svc = service_fn(move |mut req: Request<Incoming>| {
            let mut peer = peer.clone();
            if trusted {
                peer.ip = forwarded_client(&proxies, addr.ip(), req.headers());
                peer.forwarded = true;
            }
            req.extensions_mut().insert(peer);
            req.extensions_mut().insert(ConnectInfo(addr));
            let refused = pool == Pool::Reserve && !returns_to_a_room(&req, &hub_svc);
            let router = router.clone();
            async move {
                if refused {
                    return Ok(busy());
                }
                router.oneshot(req.map(Body::new)).await
            }
        });
        let cfg = hub.config.clone();
        let mut builder = http1::Builder::new();
        builder
            .timer(TokioTimer::new())
            .header_read_timeout(match pool {
                Pool::Open => cfg.header_timeout,
                Pool::Busy | Pool::Reserve => cfg.header_timeout_busy.min(cfg.header_timeout),
            })
            .keep_alive(true);
        let mut conn = pin!(builder.serve_connection(io, svc).with_upgrades());
        let mut stop = hub.shutdown_signal();
        let old = tokio::time::sleep(cfg.http_max_age);
        let mut old = pin!(old);
        let mut hard: Option<tokio::time::Instant> = None;
        loop {
            tokio::select! {
                _ = conn.as_mut() => break,
                _ = crate::hub::stopped(&mut stop), if hard.is_none() => {
                    conn.as_mut().graceful_shutdown();
                    hard = Some(tokio::time::Instant::now() + Duration::from_secs(2));
                }
                _ = &mut old, if hard.is_none() => {
                    conn.as_mut().graceful_shutdown();
                    hard = Some(tokio::time::Instant::now() + Duration::from_secs(5));
                }
                _ = tokio::time::sleep_until(hard.unwrap_or_else(tokio::time::Instant::now)), if hard.is_some() => break,
            }
        }
        drop(http_slot);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn client(proxies: &[&str], peer: &str, xff: &[&str]) -> IpAddr {
        let proxies: Vec<Cidr> = proxies.iter().map(|p| p.parse().unwrap()).collect();
        let mut h = hyper::HeaderMap::new();
        for v in xff {
            h.append("x-forwarded-for", v.parse().unwrap());
        }
        forwarded_client(&proxies, peer.parse().unwrap(), &h)
    }

    #[test]
    fn refusals_declare_the_length_of_their_body() {
        for answer in [&*REFUSAL, &*REFUSAL_ADDR] {
            let text = std::str::from_utf8(answer).unwrap();
            let (head, body) = text.split_once("\r\n\r\n").unwrap();
            let length = head
                .lines()
                .find_map(|l| l.strip_prefix("Content-Length: "))
                .unwrap();
            assert_eq!(length.parse::<usize>().unwrap(), body.len(), "{text:?}");
        }
    }

    #[test]
    fn the_client_is_the_last_untrusted_hop_of_x_forwarded_for() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let p = ["10.0.0.0/8"];
        assert_eq!(client(&p, "10.0.0.1", &["192.0.2.7"]), ip("192.0.2.7"));
        // A client's own header is left of what the proxy appended: it is not believed.
        assert_eq!(
            client(&p, "10.0.0.1", &["6.6.6.6, 192.0.2.7"]),
            ip("192.0.2.7")
        );
        // Proxies in a chain are skipped, over several header lines too.
        assert_eq!(
            client(&p, "10.0.0.1", &["6.6.6.6, 192.0.2.7", "10.0.0.9"]),
            ip("192.0.2.7")
        );
        assert_eq!(
            client(&p, "10.0.0.1", &["[2001:db8::1]:443"]),
            ip("2001:db8::1")
        );
        // Nothing usable: the last trusted hop, at first the proxy itself.
        assert_eq!(client(&p, "10.0.0.1", &[]), ip("10.0.0.1"));
        assert_eq!(client(&p, "10.0.0.1", &["10.0.0.5, junk"]), ip("10.0.0.1"));
        assert_eq!(client(&p, "10.0.0.1", &["junk, 10.0.0.5"]), ip("10.0.0.5"));
    }
}
