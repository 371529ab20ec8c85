//! What the pacing examples share: their command line (a rule set, then `--players`,
//! `--pace-scale`, `--bot-delay`, `--seed`) and the real server started in process with
//! `tianhei serve`'s pacing, on a database in a temporary directory.

use std::{net::SocketAddr, path::PathBuf, sync::Arc, time::Duration};

use tianhei_server::{Config, sqlite::SqliteStore};

/// The command line: the rule set (or `default`) and the numeric flags.
pub struct Args(Vec<String>);

impl Args {
    pub fn read() -> Args {
        Args(std::env::args().skip(1).collect())
    }

    /// The rule set named first, if any.
    pub fn rules(&self, default: &str) -> String {
        self.0
            .first()
            .filter(|a| !a.starts_with("--"))
            .cloned()
            .unwrap_or_else(|| default.into())
    }

    /// `--name N`, or `default`.
    pub fn flag(&self, name: &str, default: f64) -> f64 {
        self.0
            .iter()
            .position(|a| a == name)
            .and_then(|i| self.0.get(i + 1))
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(default)
    }

    /// `tianhei serve`'s defaults with `--pace-scale` and `--bot-delay` applied.
    pub fn config(&self) -> Config {
        Config {
            pace_scale: self.flag("--pace-scale", 1.0),
            bot_delay: Duration::from_secs_f64(self.flag("--bot-delay", 1.2)),
            allow_client_seed: true,
            ..Config::default()
        }
    }
}

/// The server running in this process; its directory goes when it is dropped.
pub struct Server {
    pub addr: SocketAddr,
    dir: PathBuf,
}

impl Server {
    pub async fn start(name: &str, config: Config) -> Server {
        let dir = std::env::temp_dir().join(format!("tianhei-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let store = Arc::new(SqliteStore::open(&dir.join("t.db")).expect("the database opens"));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(tianhei_server::run_with(
            listener,
            store,
            config,
            std::future::pending(),
        ));
        Server { addr, dir }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
