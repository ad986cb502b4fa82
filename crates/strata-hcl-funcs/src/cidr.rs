//! IP network functions: `cidrhost`, `cidrnetmask`, `cidrsubnet`, `cidrsubnets`.
//!
//! A prefix is `ADDRESS/LENGTH` (IPv4 dotted quad, where octets may have leading zeros read
//! as decimal, or IPv6); its host bits are cleared. Addresses are 32- or 128-bit integers:
//!
//! * `cidrhost(p, n)`: the address `n` within the prefix; a negative `n` counts back from the
//!   last address (`-1` is the last).
//! * `cidrnetmask(p)`: the IPv4 netmask in dotted form (IPv6 is an error).
//! * `cidrsubnet(p, newbits, netnum)`: subnet `netnum` of length `len + newbits`.
//! * `cidrsubnets(p, newbits...)`: consecutive, aligned subnets of the given extra lengths,
//!   each starting after the previous one (at most 32 new bits each).

use std::net::{Ipv4Addr, Ipv6Addr};

use strata_hcl_types::function::{Function, FunctionError};
use strata_hcl_types::{Type, Value};

use crate::util::{arg, int_arg, num_arg, param, str_arg, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("cidrhost", cidrhost());
    add("cidrnetmask", cidrnetmask());
    add("cidrsubnet", cidrsubnet());
    add("cidrsubnets", cidrsubnets());
}

/// A network: address (host bits cleared), prefix length and address width (32 or 128).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Net {
    addr: u128,
    len: u32,
    bits: u32,
}

impl Net {
    fn mask(len: u32, bits: u32) -> u128 {
        if len == 0 {
            return 0;
        }
        let all = if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
        let host = bits.saturating_sub(len);
        if host == 0 {
            all
        } else {
            all & !((1u128 << host) - 1)
        }
    }

    fn new(addr: u128, len: u32, bits: u32) -> Net {
        Net {
            addr: addr & Net::mask(len, bits),
            len,
            bits,
        }
    }

    /// The last address of the network.
    fn last(&self) -> u128 {
        let host = self.bits - self.len;
        if host >= 128 {
            u128::MAX
        } else {
            self.addr | ((1u128 << host) - 1)
        }
    }

    fn contains(&self, a: u128) -> bool {
        a & Net::mask(self.len, self.bits) == self.addr
    }

    fn max_addr(&self) -> u128 {
        if self.bits == 128 {
            u128::MAX
        } else {
            (1u128 << self.bits) - 1
        }
    }
}

impl std::fmt::Display for Net {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", addr_text(self.addr, self.bits), self.len)
    }
}

/// An address as Go prints it: IPv4 dotted; IPv6 in RFC 5952 form, except that an
/// IPv4-mapped address (`::ffff:a.b.c.d`) prints as the plain IPv4 address.
fn addr_text(a: u128, bits: u32) -> String {
    if bits == 32 || a >> 32 == 0xffff {
        Ipv4Addr::from(a as u32).to_string()
    } else {
        Ipv6Addr::from(a).to_string()
    }
}

fn parse_ipv4(s: &str) -> Option<u32> {
    let mut out: u32 = 0;
    let mut n = 0;
    for part in s.split('.') {
        if part.is_empty() || part.len() > 3 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let v: u32 = part.parse().ok()?;
        if v > 255 {
            return None;
        }
        out = (out << 8) | v;
        n += 1;
    }
    (n == 4).then_some(out)
}

fn parse_cidr(s: &str) -> Result<Net, String> {
    let bad = || format!("invalid CIDR address: {s}");
    let (ip, len) = s.split_once('/').ok_or_else(bad)?;
    if len.is_empty() || len.len() > 3 || !len.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let len: u32 = len.parse().map_err(|_| bad())?;
    if let Some(v4) = parse_ipv4(ip) {
        if len > 32 {
            return Err(bad());
        }
        return Ok(Net::new(u128::from(v4), len, 32));
    }
    let v6: Ipv6Addr = ip.parse().map_err(|_| bad())?;
    if len > 128 {
        return Err(bad());
    }
    Ok(Net::new(u128::from(v6), len, 128))
}

/// The prefix argument; a bad prefix is a call error (an argument error for `cidrsubnets`),
/// as in Terraform.
fn prefix_arg(args: &[Value], as_arg: bool) -> Result<Net, FunctionError> {
    parse_cidr(str_arg(args, 0)?).map_err(|e| {
        let msg = format!("invalid CIDR expression: {e}");
        if as_arg {
            FunctionError::arg(0, msg)
        } else {
            FunctionError::new(msg)
        }
    })
}

/// A whole-number argument as a 128-bit integer (Terraform reads these as big integers).
fn big_int_arg(args: &[Value], i: usize) -> Result<i128, FunctionError> {
    let n = num_arg(args, i)?;
    if !n.is_integer() {
        return Err(FunctionError::new("value must be a whole number"));
    }
    n.to_text()
        .parse::<i128>()
        .map_err(|_| FunctionError::new("value is too large for an IP address calculation"))
}

fn cidrhost() -> Function {
    Function::with_static_type(
        vec![
            param("prefix", Type::String),
            param("hostnum", Type::Number),
        ],
        None,
        Type::String,
        |args, _| {
            let _ = arg(args, 1)?;
            let n = big_int_arg(args, 1)?;
            let net = prefix_arg(args, false)?;
            let host_bits = net.bits - net.len;
            let max_host: u128 = if host_bits >= 128 {
                u128::MAX
            } else {
                (1u128 << host_bits) - 1
            };
            // A negative number counts back from the last address (-1 is the last).
            let host: i128 = if n < 0 {
                (max_host as i128).saturating_sub(n.saturating_neg().saturating_sub(1))
            } else {
                n
            };
            if host < 0 || host as u128 > max_host {
                return Err(FunctionError::new(format!(
                    "prefix of {} does not accommodate a host numbered {host}",
                    net.len
                )));
            }
            let host = host as u128;
            Ok(Value::string(addr_text(net.addr | host, net.bits)))
        },
    )
}

fn cidrnetmask() -> Function {
    Function::with_static_type(
        vec![param("prefix", Type::String)],
        None,
        Type::String,
        |args, _| {
            let net = prefix_arg(args, false)?;
            if net.bits != 32 {
                return Err(FunctionError::new(format!(
                    "IPv6 addresses cannot have a netmask: {}",
                    str_arg(args, 0)?
                )));
            }
            Ok(Value::string(addr_text(Net::mask(net.len, 32), 32)))
        },
    )
}

fn cidrsubnet() -> Function {
    Function::with_static_type(
        vec![
            param("prefix", Type::String),
            param("newbits", Type::Number),
            param("netnum", Type::Number),
        ],
        None,
        Type::String,
        |args, _| {
            let _ = arg(args, 2)?;
            let newbits = int_arg(args, 1)?;
            let netnum = big_int_arg(args, 2)?;
            let net = prefix_arg(args, false)?;
            let newbits = u32::try_from(newbits)
                .map_err(|_| FunctionError::arg(1, "must extend prefix by at least zero bits"))?;
            let new_len = net.len.saturating_add(newbits);
            if new_len > net.bits {
                return Err(FunctionError::new(format!(
                    "insufficient address space to extend prefix of {} by {}",
                    net.len, newbits
                )));
            }
            let max_net: u128 = if newbits >= 128 {
                u128::MAX
            } else {
                (1u128 << newbits) - 1
            };
            let num = u128::try_from(netnum).unwrap_or(u128::MAX);
            if netnum < 0 || num > max_net {
                return Err(FunctionError::new(format!(
                    "prefix extension of {newbits} does not accommodate a subnet numbered {netnum}"
                )));
            }
            let shift = net.bits - new_len;
            let addr = net.addr | if shift >= 128 { 0 } else { num << shift };
            Ok(Value::string(Net::new(addr, new_len, net.bits).to_string()))
        },
    )
}

fn cidrsubnets() -> Function {
    Function::with_static_type(
        vec![param("prefix", Type::String)],
        Some(param("newbits", Type::Number)),
        Type::list(Type::String),
        |args, _| {
            let net = prefix_arg(args, true)?;
            let mut lens = Vec::new();
            for i in 1..args.len() {
                let nb = int_arg(args, i)?;
                if nb < 1 {
                    return Err(FunctionError::arg(
                        i,
                        "must extend prefix by at least one bit",
                    ));
                }
                if nb > 32 {
                    return Err(FunctionError::arg(
                        i,
                        "may not extend prefix by more than 32 bits",
                    ));
                }
                let len = net.len + nb as u32;
                if len > net.bits {
                    let family = if net.bits == 32 { "IPv4" } else { "IPv6" };
                    return Err(FunctionError::arg(
                        i,
                        format!(
                            "would extend prefix to {len} bits, which is too long for an {family} address"
                        ),
                    ));
                }
                lens.push(len);
            }
            let Some(&first) = lens.first() else {
                return Ok(Value::list(Type::String, vec![]));
            };
            // Start just before the network: the subnet of the first length that precedes it.
            let before = net.addr.wrapping_sub(1) & net.max_addr();
            let mut current = Net::new(before, first, net.bits);
            let mut out = Vec::with_capacity(lens.len());
            for (i, &len) in lens.iter().enumerate() {
                // The next subnet of `len` bits after `current`.
                let last = Net::new(current.last(), len, net.bits).last();
                let next_addr = last.wrapping_add(1) & net.max_addr();
                let rollover = next_addr == 0;
                let next = Net::new(next_addr, len, net.bits);
                if rollover || !net.contains(next.addr) {
                    return Err(FunctionError::arg(
                        i + 1,
                        format!(
                            "not enough remaining address space for a subnet with a prefix of {} bits after {}",
                            len, current
                        ),
                    ));
                }
                current = next;
                out.push(Value::string(current.to_string()));
            }
            Ok(Value::list(Type::String, out))
        },
    )
}
