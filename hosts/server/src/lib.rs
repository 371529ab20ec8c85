//! The tianhei network host. Under construction: see issue 3.

use std::net::SocketAddr;

/// Options of `tianhei serve`.
#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub addr: SocketAddr,
    /// Listen on every interface and print the LAN URL and a QR code.
    #[arg(long)]
    pub lan: bool,
    /// SQLite database file (created if missing).
    #[arg(long)]
    pub db: Option<std::path::PathBuf>,
}

/// Runs `tianhei serve` until interrupted.
pub async fn run_cli(args: ServeArgs) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    Err(format!("the network host is not built yet (asked to listen on {})", args.addr).into())
}
