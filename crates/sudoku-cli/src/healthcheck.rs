//! `sudoku-service healthcheck`: GET /healthz on the configured address and
//! exit 0 only on `200`, so a container image needs no curl.

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream};
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

/// Options of `healthcheck`.
#[derive(Debug, Clone, Args)]
pub struct HealthcheckArgs {
    /// Address of the server (an unspecified address such as 0.0.0.0 means this host).
    #[arg(long, env = "SUDOKU_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Give up after this many milliseconds.
    #[arg(long, default_value_t = 2000)]
    pub timeout_ms: u64,
}

/// Sends `GET /healthz` and returns the status code.
pub fn probe(addr: SocketAddr, timeout: Duration) -> std::io::Result<u16> {
    let target = match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => {
            SocketAddr::new(Ipv4Addr::LOCALHOST.into(), addr.port())
        }
        IpAddr::V6(ip) if ip.is_unspecified() => {
            SocketAddr::new(Ipv6Addr::LOCALHOST.into(), addr.port())
        }
        _ => addr,
    };
    let mut stream = TcpStream::connect_timeout(&target, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    write!(
        stream,
        "GET /healthz HTTP/1.1\r\nHost: {target}\r\nConnection: close\r\nUser-Agent: sudoku-service-healthcheck\r\n\r\n"
    )?;
    let mut head = [0u8; 12];
    stream.read_exact(&mut head)?;
    // "HTTP/1.1 200"
    std::str::from_utf8(&head[9..12])
        .ok()
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::other("not an HTTP response"))
}

/// Runs the check; prints the outcome on stderr.
pub fn main(args: HealthcheckArgs) -> ExitCode {
    match probe(args.addr, Duration::from_millis(args.timeout_ms)) {
        Ok(200) => ExitCode::SUCCESS,
        Ok(status) => {
            eprintln!("healthcheck: /healthz answered {status}");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("healthcheck: {}: {e}", args.addr);
            ExitCode::FAILURE
        }
    }
}
