//! A private nginx for a test: Debian's binary (`apt-get install nginx-light`), one process
//! (`master_process off`) on a free loopback port with a config in a temporary directory,
//! proxying to a server as docs/deploy.md says (WebSocket upgrade, `X-Forwarded-For`).
//! Killed when dropped, also when the test fails.

use std::{
    net::{SocketAddr, TcpListener},
    path::PathBuf,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

/// A running nginx in front of one upstream.
pub struct Nginx {
    child: Child,
    pub addr: SocketAddr,
    _dir: tempfile::TempDir,
}

fn nginx_bin() -> PathBuf {
    if let Ok(p) = std::env::var("TIANHEI_NGINX") {
        return PathBuf::from(p);
    }
    ["/usr/sbin/nginx", "/usr/bin/nginx"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
        .unwrap_or_else(|| {
            panic!("nginx is not installed: apt-get install -y nginx-light, or set TIANHEI_NGINX")
        })
}

impl Nginx {
    /// Starts nginx on 127.0.0.1 proxying everything to `upstream`.
    pub fn start(upstream: SocketAddr) -> Nginx {
        let dir = tempfile::tempdir().unwrap();
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let d = dir.path().display();
        let conf = format!(
            r#"
master_process off;
daemon off;
pid {d}/nginx.pid;
error_log {d}/error.log;
events {{ worker_connections 512; }}
http {{
    access_log off;
    client_body_temp_path {d}/body;
    proxy_temp_path {d}/proxy;
    fastcgi_temp_path {d}/fastcgi;
    uwsgi_temp_path {d}/uwsgi;
    scgi_temp_path {d}/scgi;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://{upstream};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_read_timeout 120s;
        }}
    }}
}}
"#
        );
        let path = dir.path().join("nginx.conf");
        std::fs::write(&path, conf).unwrap();
        let child = Command::new(nginx_bin())
            .arg("-e")
            .arg(dir.path().join("error.log"))
            .arg("-p")
            .arg(dir.path())
            .arg("-c")
            .arg(&path)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("nginx did not start");
        let n = Nginx {
            child,
            addr: SocketAddr::from(([127, 0, 0, 1], port)),
            _dir: dir,
        };
        let t0 = Instant::now();
        while std::net::TcpStream::connect(n.addr).is_err() {
            assert!(
                t0.elapsed() < Duration::from_secs(20),
                "nginx is not listening on {}: {}",
                n.addr,
                std::fs::read_to_string(n._dir.path().join("error.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        n
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
