//! The LAN side of `tianhei serve --lan`: this machine's LAN address and QR codes, for the
//! terminal (unicode half blocks) and for the table screen (SVG).

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

use qrcode::{Color, QrCode, render::unicode::Dense1x2};

/// The address other devices on the LAN reach this machine at. Connecting a UDP socket
/// only picks the route and the local address; no packet is sent.
pub fn lan_ip() -> Option<IpAddr> {
    let s = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // A documentation address (TEST-NET-1): never contacted, only routed.
    s.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = s.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

/// A QR code of `text` drawn with unicode half blocks, dark on a light terminal margin.
pub fn qr_terminal(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

/// A QR code of `text` as an SVG document.
pub fn qr_svg(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    let w = code.width();
    let q = 4;
    let size = w + 2 * q;
    let mut path = String::new();
    for (i, c) in code.to_colors().iter().enumerate() {
        if *c == Color::Dark {
            path.push_str(&format!("M{} {}h1v1h-1z", i % w + q, i / w + q));
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qr_codes_render_for_terminal_and_svg() {
        let t = qr_terminal("http://192.168.1.5:7878/p/ABCD").unwrap();
        assert!(t.lines().count() > 10);
        let s = qr_svg("http://192.168.1.5:7878/p/ABCD").unwrap();
        assert!(s.starts_with("<svg") && s.contains("h1v1"));
    }
}
