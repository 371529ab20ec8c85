//! A private PostgreSQL cluster for a test: `initdb` into a temporary directory and
//! `pg_ctl start` on a free port, as the unprivileged `postgres` user when the tests run as
//! root (PostgreSQL refuses root). Stopped (`pg_ctl stop -m immediate`) when dropped.
//! scripts/test installs Debian's postgresql package when it is missing.

use std::{
    net::TcpListener,
    path::{Path, PathBuf},
    process::Command,
};

/// A running cluster.
pub struct Cluster {
    dir: tempfile::TempDir,
    bin: PathBuf,
    port: u16,
    user: Option<&'static str>,
}

fn pg_bin() -> PathBuf {
    if let Ok(dir) = std::env::var("TIANHEI_PG_BIN") {
        return PathBuf::from(dir);
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path().join("bin"))
                .filter(|p| p.join("initdb").exists())
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found.pop().unwrap_or_else(|| {
        panic!(
            "PostgreSQL is not installed: no /usr/lib/postgresql/*/bin/initdb. \
             Run scripts/test (it installs Debian's postgresql package) or set TIANHEI_PG_BIN"
        )
    })
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

impl Cluster {
    fn cmd(&self, program: &Path) -> Command {
        match self.user {
            Some(u) => {
                let mut c = Command::new("runuser");
                c.args(["-u", u, "--"]).arg(program);
                c
            }
            None => Command::new(program),
        }
    }

    /// Creates and starts a cluster with a database `tianhei` (trust authentication on
    /// 127.0.0.1 only).
    pub fn start() -> Cluster {
        let bin = pg_bin();
        let user = is_root().then_some("postgres");
        // Under /tmp when switching users: $TMPDIR may sit in a home the user cannot enter.
        let dir = match user {
            Some(_) => tempfile::Builder::new().tempdir_in("/tmp").unwrap(),
            None => tempfile::tempdir().unwrap(),
        };
        if let Some(u) = user {
            let ok = Command::new("chown")
                .args(["-R", u])
                .arg(dir.path())
                .status()
                .unwrap();
            assert!(ok.success(), "chown of the cluster directory to {u}");
        }
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let c = Cluster {
            dir,
            bin,
            port,
            user,
        };
        let data = c.dir.path().join("data");
        let out = c
            .cmd(&c.bin.join("initdb"))
            .args([
                "-A",
                "trust",
                "-U",
                "tianhei",
                "-E",
                "UTF8",
                "--no-sync",
                "-D",
            ])
            .arg(&data)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "initdb failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let opts = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60",
            c.dir.path().display()
        );
        let out = c
            .cmd(&c.bin.join("pg_ctl"))
            .args(["-w", "-l"])
            .arg(c.dir.path().join("log"))
            .arg("-D")
            .arg(&data)
            .args(["-o", &opts, "start"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "pg_ctl start failed: {}{}",
            String::from_utf8_lossy(&out.stderr),
            std::fs::read_to_string(c.dir.path().join("log")).unwrap_or_default()
        );
        let out = c
            .cmd(&c.bin.join("createdb"))
            .args([
                "-h",
                "127.0.0.1",
                "-p",
                &port.to_string(),
                "-U",
                "tianhei",
                "tianhei",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "createdb failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        c
    }

    /// A URL for a fresh database of its own on this cluster.
    pub fn fresh_db(&self, name: &str) -> String {
        let out = self
            .cmd(&self.bin.join("createdb"))
            .args([
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-U",
                "tianhei",
                name,
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "createdb {name} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        format!("postgres://tianhei@127.0.0.1:{}/{name}", self.port)
    }

    /// The URL of the `tianhei` database.
    pub fn url(&self) -> String {
        format!("postgres://tianhei@127.0.0.1:{}/tianhei", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = self
            .cmd(&self.bin.join("pg_ctl"))
            .args(["-m", "immediate", "-D"])
            .arg(self.dir.path().join("data"))
            .arg("stop")
            .output();
    }
}
