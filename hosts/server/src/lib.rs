//! tianhei-server: the network host. Runs any game of the catalog through the erased
//! contract for a table screen and phones over WebSocket, with embedded storage (or one
//! PostgreSQL database shared by several processes, docs/deploy.md).
//!
//! ```no_run
//! # async fn demo() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
//! use std::sync::Arc;
//! use tianhei_server::{Config, run_with, sqlite::SqliteStore};
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! let store = Arc::new(SqliteStore::open("tianhei.db".as_ref())?);
//! run_with(listener, store, Config::default(), std::future::pending::<()>()).await?;
//! # Ok(()) }
//! ```
//!
//! Layout, one concept per module:
//! - [`config`]: settings and limits (message size, rate limit, rooms, timing).
//! - [`names`]: player names: what they may hold, when two are one, bot names.
//! - [`limits`]: per-address limits (rooms, joins, watches, failed code lookups,
//!   connections, seats), IPv6 addresses keyed by prefix.
//! - [`settings`]: every limit by name from `--limit` and `--config`, trusted proxies.
//! - [`identity`]: seat and host tokens, room codes, opaque prompt ids.
//! - [`protocol`]: the JSON messages clients send and the reply/error frames.
//! - [`hub`]: the registry of rooms; purges them; the shutdown.
//! - [`open`]: opening rooms: created, located by code (here, elsewhere, taken over),
//!   restored at a start; each a task registered in the hub.
//! - [`command`]: what connections ask of a room, and the replies.
//! - [`room`]: one task per room owning its match: seats, host controls, bots, deadlines.
//! - [`think`]: search bots (strong bots) think off their room's task, in a bounded pool.
//! - [`push`]: what each viewer is sent, only when it changed, with per-viewer revisions.
//! - [`conn`]: one WebSocket connection: limits, parsing, replies, pushes, heartbeats.
//! - [`store`]: the storage trait; [`sqlite`]: its embedded SQLite implementation;
//!   [`postgres`]: the PostgreSQL one several processes share, with room leases;
//!   [`commit`]: group commit, every room's writes in one transaction.
//! - [`listen`]: the accept loop: header timeout, connection caps, the open-file limit.
//! - [`http`]: routes: pages, WebSocket, rule sets, records, QR codes.
//! - [`house`]: house rules: a rule set's options form, edited or uploaded files checked
//!   by field and kept for `create`.
//! - [`web`]: the embedded table screen and phone page (plain HTML/CSS/JS).
//! - [`review`]: 复盘, a finished game stepped through from its record, moderator's view.
//! - [`lan`]: the LAN address and QR codes for `--lan`.

pub mod command;
pub mod commit;
pub mod config;
pub mod conn;
pub mod house;
pub mod http;
pub mod hub;
pub mod identity;
pub mod lan;
pub mod limits;
pub mod listen;
pub mod names;
pub mod open;
pub mod postgres;
pub mod protocol;
pub mod push;
pub mod review;
pub mod room;
pub mod settings;
pub mod sqlite;
pub mod store;
pub mod think;
pub mod web;

use std::{future::Future, net::SocketAddr, path::PathBuf, sync::Arc};

pub use config::Config;
pub use hub::Hub;
pub use store::Store;

/// Error type of the entry points.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// Options of `tianhei serve`.
#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub addr: SocketAddr,
    /// Listen on every interface and print the LAN URL and a QR code.
    #[arg(long)]
    pub lan: bool,
    /// Where rooms are stored: a SQLite file (created if missing), or a PostgreSQL URL
    /// (`postgres://user:password@host/db`) shared by several server processes
    /// (docs/deploy.md) [default: tianhei.db in the current directory].
    #[arg(long, value_name = "FILE|URL")]
    pub db: Option<String>,
    /// With a PostgreSQL --db: the URL clients reach this process at (`http://10.0.0.2:7878`);
    /// other processes send a room's clients there [default: http://ADDR].
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// With a PostgreSQL --db: seconds a room's lease lasts unless renewed (every third of
    /// it); when a process dies, its rooms move to another after this.
    #[arg(long, value_name = "SECS", default_value_t = 10.0)]
    pub lease_ttl: f64,
    /// Seconds a bot waits before answering, so people can follow (each wait is drawn from
    /// half to one and a half times this). A player whose only option is to pass is passed
    /// for after a wait drawn the same way, so nobody learns from timing who had a choice.
    #[arg(long, default_value_t = 1.2)]
    pub bot_delay: f64,
    /// Multiply every prompt's deadline by this; 0 turns deadlines off.
    #[arg(long, default_value_t = 1.0)]
    pub deadline_scale: f64,
    /// Multiply the 法官's narration pauses by this (the room keeps them, so timing shows
    /// nobody's night action); 0 turns pacing off.
    #[arg(long, default_value_t = 1.0)]
    pub pace_scale: f64,
    /// A TOML file of settings: a `[limits]` table (`addr_joins = 64`, names as for
    /// --limit) and `trusted_proxies = ["10.0.0.0/8"]`; the command line comes after it.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Sets one limit, e.g. `--limit addr_joins=64 --limit max_rooms=5000` (repeatable;
    /// every name and default is in docs/protocol.md, Limits).
    #[arg(long = "limit", value_name = "NAME=VALUE")]
    pub limits: Vec<String>,
    /// A reverse proxy in front of this server (an address or a range, `10.0.0.0/8`;
    /// repeatable): only from these peers is the client's address read from
    /// X-Forwarded-For (its last hop that is not a trusted proxy).
    #[arg(long = "trusted-proxy", value_name = "CIDR")]
    pub trusted_proxies: Vec<String>,
}

/// Runs the server on a bound listener with the default settings until `shutdown` resolves.
pub async fn run(
    listener: tokio::net::TcpListener,
    store: Arc<dyn Store>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BoxError> {
    run_with(listener, store, Config::default(), shutdown).await
}

/// Runs the server with `config`: raises the open-file limit, restores every unfinished
/// room from `store`, then serves until `shutdown` resolves. Then it shuts down gracefully:
/// rooms finish the commands they hold, every queued write is committed, and connections
/// get their pending replies, a `server_shutdown` notice and a close frame; it returns
/// once that is done (or `shutdown_grace` has passed at each step).
pub async fn run_with(
    listener: tokio::net::TcpListener,
    store: Arc<dyn Store>,
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BoxError> {
    let fds = listen::raise_fd_limit();
    let url = match &config.public_url {
        Some(u) => u.trim_end_matches('/').to_string(),
        None => format!("http://{}", listener.local_addr()?),
    };
    let hub = Hub::start(config, store)?;
    if hub.store.shared() {
        let _ = hub.owner.set(store::Owner {
            id: identity::new_token(),
            url,
        });
    }
    hub.socket_cap.store(
        listen::socket_cap(fds),
        std::sync::atomic::Ordering::Relaxed,
    );
    if let Err(e) = hub.restore().await {
        hub.shutdown().await;
        return Err(e.into());
    }
    hub.spawn_upkeep();
    listen::serve(listener, http::router(hub.clone()), hub.clone(), shutdown).await;
    hub.shutdown().await;
    Ok(())
}

/// Runs `tianhei serve` until interrupted.
pub async fn run_cli(args: ServeArgs) -> Result<(), BoxError> {
    // Settings first: a bad limit or proxy is refused before anything is opened.
    let mut config = Config {
        public_url: args.public_url.clone(),
        lease_ttl: std::time::Duration::from_secs_f64(args.lease_ttl.clamp(0.5, 3600.0)),
        bot_delay: std::time::Duration::from_secs_f64(args.bot_delay.clamp(0.0, 60.0)),
        deadline_scale: (args.deadline_scale > 0.0).then_some(args.deadline_scale),
        pace_scale: args.pace_scale.clamp(0.0, 10.0),
        ..Config::default()
    };
    settings::apply(
        &mut config,
        args.config.as_deref(),
        &args.limits,
        &args.trusted_proxies,
    )?;
    let mut addr = args.addr;
    if args.lan && addr.ip().is_loopback() {
        addr.set_ip(std::net::Ipv4Addr::UNSPECIFIED.into());
    }
    let db = args.db.clone().unwrap_or_else(|| "tianhei.db".to_string());
    let shared = db.starts_with("postgres://") || db.starts_with("postgresql://");
    let store: Arc<dyn Store> = if shared {
        let url = db.clone();
        Arc::new(
            tokio::task::spawn_blocking(move || postgres::PgStore::connect(&url))
                .await
                .map_err(|e| e.to_string())??,
        )
    } else {
        Arc::new(sqlite::SqliteStore::open(PathBuf::from(&db).as_path())?)
    };
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        format!(
            "cannot listen on {addr}: {e} (is another server running? try --addr 127.0.0.1:7879)"
        )
    })?;
    let port = listener.local_addr()?.port();
    println!("tianhei serve · 天黑");
    if !config.trusted_proxies.is_empty() {
        let p: Vec<String> = config
            .trusted_proxies
            .iter()
            .map(|c| c.to_string())
            .collect();
        println!(
            "  trusted proxies: {} (client addresses from X-Forwarded-For)",
            p.join(", ")
        );
    }
    if shared {
        println!(
            "  database: {} (shared: rooms move between processes by lease)",
            postgres::without_password(&db)
        );
    } else {
        println!("  database: {db}");
    }
    if args.lan {
        match lan::lan_ip() {
            Some(ip) => {
                let url = format!("http://{ip}:{port}");
                config.public_url = Some(url.clone());
                println!("  table screen: {url}/");
                println!(
                    "  phones: {url}/p  (scan the code below, or the room's code on the table screen)"
                );
                if let Some(q) = lan::qr_terminal(&format!("{url}/p")) {
                    println!("{q}");
                }
            }
            None => println!(
                "  no LAN address found: is this machine on a network? listening on {addr}"
            ),
        }
    } else {
        let host = if addr.ip().is_unspecified() {
            "127.0.0.1".to_string()
        } else {
            addr.ip().to_string()
        };
        println!("  open http://{host}:{port}/ (add --lan to let phones join)");
    }
    if shared {
        println!(
            "  Ctrl-C stops; this process's rooms go to the others (or resume at the next start)."
        );
    } else {
        println!("  Ctrl-C stops; unfinished rooms resume at the next start.");
    }
    run_with(listener, store, config, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}
