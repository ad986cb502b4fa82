//! IPv4 addresses and CIDR ranges as dynaml's address arithmetic uses them.

/// Parses `a.b.c.d`.
pub fn parse_ip(s: &str) -> Option<u32> {
    let mut parts = s.trim().split('.');
    let mut out: u32 = 0;
    for _ in 0..4 {
        let p = parts.next()?;
        if p.is_empty() || p.len() > 3 || !p.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u32 = p.parse().ok()?;
        if n > 255 {
            return None;
        }
        out = (out << 8) | n;
    }
    if parts.next().is_some() {
        return None;
    }
    Some(out)
}

/// Dotted-quad text of an address.
pub fn ip_text(ip: u32) -> String {
    format!(
        "{}.{}.{}.{}",
        ip >> 24,
        (ip >> 16) & 255,
        (ip >> 8) & 255,
        ip & 255
    )
}

/// Parses `a.b.c.d/n` into (address, prefix length).
pub fn parse_cidr(s: &str) -> Option<(u32, u32)> {
    let (ip, bits) = s.trim().split_once('/')?;
    let ip = parse_ip(ip)?;
    let bits: u32 = bits.parse().ok()?;
    if bits > 32 {
        return None;
    }
    Some((ip, bits))
}

/// The network mask of a prefix length.
pub fn mask(bits: u32) -> u32 {
    if bits == 0 {
        0
    } else {
        u32::MAX << (32 - bits)
    }
}

/// The first address of the network `ip/bits`.
pub fn min_ip(ip: u32, bits: u32) -> u32 {
    ip & mask(bits)
}

/// The last address of the network `ip/bits`.
pub fn max_ip(ip: u32, bits: u32) -> u32 {
    (ip & mask(bits)) | !mask(bits)
}

/// The number of addresses of a network with prefix length `bits`.
pub fn num_ip(bits: u32) -> i64 {
    1i64 << (32 - bits)
}

/// Adds a signed offset to an address, wrapping inside the 32-bit space.
pub fn add(ip: u32, n: i64) -> u32 {
    ((ip as i64).wrapping_add(n) & 0xffff_ffff) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cidr_and_arith() {
        let (ip, bits) = parse_cidr("192.168.0.1/24").unwrap_or((0, 0));
        assert_eq!(ip_text(min_ip(ip, bits)), "192.168.0.0");
        assert_eq!(ip_text(max_ip(ip, bits)), "192.168.0.255");
        assert_eq!(num_ip(bits), 256);
        let base = parse_ip("10.10.10.10").unwrap_or(0);
        assert_eq!(ip_text(add(base, 247 + 256 * 256)), "10.11.11.1");
        assert_eq!(parse_ip("10.0.0"), None);
        assert_eq!(parse_ip("1.2.3.256"), None);
    }
}
