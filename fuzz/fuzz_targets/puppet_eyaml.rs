//! Fuzz hiera-eyaml decryption through the Puppet compiler (an in-memory host with the test
//! key pair of `crates/strata-cli/tests/data/puppet-eyaml`): the input's first byte picks what
//! the rest becomes, the ciphertext of an `ENC[PKCS7,...]` value (base64 of the bytes), the
//! text of a value (UTF-8), or the private key file. No input may panic or hang.
#![no_main]
use libfuzzer_sys::fuzz_target;
use strata_core::host::MemoryHost;

const PRIVATE: &str =
    include_str!("../../crates/strata-cli/tests/data/puppet-eyaml/keys/private_key.pkcs7.pem");
const PUBLIC: &str =
    include_str!("../../crates/strata-cli/tests/data/puppet-eyaml/keys/public_key.pkcs7.pem");
const HIERA: &str = "---
version: 5
hierarchy:
  - name: secrets
    lookup_key: eyaml_lookup_key
    path: common.eyaml
    options:
      pkcs7_private_key: /keys/private.pem
      pkcs7_public_key: /keys/public.pem
";
/// A value `eyaml encrypt` wrote with the test key (`hunter2`).
const TOKEN: &str = "ENC[PKCS7,MIIBeQYJKoZIhvcNAQcDoIIBajCCAWYCAQAxggEhMIIBHQIBADAFMAACAQEwDQYJKoZIhvcNAQEBBQAEggEA5IV9mN0fmeFbNs3S1nrkX78wiECwIdBuVFmvgCeo4/CUg8KLUCf8o/4Hviu0XrMK0YO1l2lV//c0oA6ZOpoOwRGt8nH6M1d7DKnj+ZMMCShCm5GGDVOatQmHgd6TtfXSMasdwt74W5OBCRZ2aLzGqRq+wTd6/BkPZRSA+w7ujAM5eQDijYfJy03v5RrHcL3mYMdBZG2PyCI7meP4PQI1gvYVd1GCu/AXZLtb09aBv3Ca4TxVNvJ1WLoERxqgUXcf3w7IGEGZWHPTyXYPMHzUpiOugWljKMoZlAAORpEiRmnIpwwrfvBudd6SZjEeNrGSC4JJADi/w/O/EqpJEZOuFTA8BgkqhkiG9w0BBwEwHQYJYIZIAWUDBAEqBBCGeMJT4PeJordBaTHOq5YYgBD26beowdF/PeBSyqv9BnbS]";

fn base64(b: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in b.chunks(3) {
        let v = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for i in 0..=chunk.len() {
            out.push(A[((v >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// A YAML double-quoted scalar holding `s`.
fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn run(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let (value, private) = match mode % 3 {
        0 => (format!("ENC[PKCS7,{}]", base64(rest)), PRIVATE.to_string()),
        1 => (quoted(&text), PRIVATE.to_string()),
        _ => (TOKEN.to_string(), text.into_owned()),
    };
    let host = MemoryHost::new()
        .with_file("/env/hiera.yaml", HIERA)
        .with_file("/env/data/common.eyaml", format!("---\nk: {value}\n"))
        .with_file("/keys/private.pem", private)
        .with_file("/keys/public.pem", PUBLIC);
    let opts = strata_puppet::Options {
        node: "fuzz.example.com".into(),
        manifest: "/env/manifests/site.pp".into(),
        ..strata_puppet::Options::default()
    };
    let _ = strata_puppet::compile(&host, &opts, "notice(lookup('k'))\n".into());
}

fuzz_target!(|data: &[u8]| run(data));
