//! Encoding, hashing, password and encryption functions, and `rand`.
//!
//! # Semantics
//!
//! As spiff++: `base64(s[, width])` (lines of at most `width` characters),
//! `base64_decode(s)`; `md5(s)` and `hash(s[, kind])` (hex digests; `kind` one of `md4`,
//! `md5`, `sha1`, `sha224`, `sha256` (the default), `sha384`, `sha512`, `sha512/224`,
//! `sha512/256`; spiff++'s `md4` is the text followed by the MD4 digest of nothing, and
//! strata keeps that); `bcrypt(s[, cost])` (`$2a$` hashes, cost 4 to [`MAX_BCRYPT_COST`],
//! below 4 the default 10) and `bcrypt_check(s, hash)`; `md5crypt(s)` (Apache `$apr1$`) and
//! `md5crypt_check(s, hash)`; `encrypt(value[, key][, method])` and `decrypt(text[, key]
//! [, method])` with spiff++'s `3DES` method: the value as YAML, an HMAC-SHA256 under a fixed
//! secret, TLS-style padding, 3DES-CBC with a random IV, hex-encoded; the key is the
//! argument or the `--encryption-key`/`SPIFF_ENCRYPTION_KEY` key of the merge.
//! `wggenkey(["private"|"preshared"])` (a WireGuard key, base64) and `wgpublickey(key)`
//! (its X25519 public key).
//! `rand()` (a non-negative integer), `rand(n)` (in `[0,n)`, negative `n` gives `(n,0]`),
//! `rand(true)` (a boolean) and `rand(charset[, length])` (characters of a regular
//! expression character class).

use crate::builtin_api::base64_lines;
use crate::builtin_api::Evaluator;
use crate::fail::{local, Fail, R};
use crate::value::{Cx, Val};
use base64::Engine as _;
use md5::Digest as _;

/// The function names of this module.
pub(crate) const NAMES: &[&str] = &[
    "base64",
    "base64_decode",
    "md5",
    "hash",
    "bcrypt",
    "bcrypt_check",
    "md5crypt",
    "md5crypt_check",
    "encrypt",
    "decrypt",
    "rand",
    "wggenkey",
    "wgpublickey",
];

/// The highest bcrypt cost strata computes (each step doubles the time; 16 takes seconds).
pub const MAX_BCRYPT_COST: i64 = 16;

/// The encryption method spiff++ implements (`3DES`).
pub const TRIPLE_DES: &str = "3DES";
/// The HMAC secret of spiff++'s `3DES` method.
const SECRET: &[u8] = b"spiff is a cool tool";

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

fn unhex(s: &str) -> Vec<u8> {
    // Go's hex.DecodeString result up to the first bad pair (errors are ignored by spiff++)
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len() / 2);
    for pair in b.chunks_exact(2) {
        let d = |c: u8| (c as char).to_digit(16);
        match (d(pair[0]), d(pair[1])) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            _ => break,
        }
    }
    out
}

fn random_bytes(buf: &mut [u8]) -> R<()> {
    getrandom::getrandom(buf).map_err(|e| Fail::local(format!("no random numbers: {e}")))
}

fn random_below(max: u64) -> R<u64> {
    if max == 0 {
        return Ok(0);
    }
    // rejection sampling for a uniform value
    let zone = u64::MAX - (u64::MAX % max);
    for _ in 0..1000 {
        let mut b = [0u8; 8];
        random_bytes(&mut b)?;
        let v = u64::from_le_bytes(b);
        if v < zone {
            return Ok(v % max);
        }
    }
    local("no random number found")
}

fn str_arg<'a>(a: &'a [Val], i: usize, name: &str, which: &str) -> R<&'a str> {
    match a.get(i) {
        Some(Val::Str(s)) => Ok(s),
        _ => local(format!("{which} argument for {name} must be a string")),
    }
}

/// Apache's MD5 crypt of `password` with `salt` and `magic` (`$apr1$`).
fn md5crypt(password: &[u8], salt: &[u8], magic: &[u8]) -> String {
    const ITOA64: &[u8] = b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const SWAPS: [usize; 16] = [12, 6, 0, 13, 7, 1, 14, 8, 2, 15, 9, 3, 5, 10, 4, 11];
    let mut d = md5::Md5::new();
    d.update(password);
    d.update(magic);
    d.update(salt);
    let mut d2 = md5::Md5::new();
    d2.update(password);
    d2.update(salt);
    d2.update(password);
    let mixin = d2.finalize();
    for i in 0..password.len() {
        d.update([mixin[i % 16]]);
    }
    let mut i = password.len();
    while i != 0 {
        if i & 1 == 0 {
            d.update([password[0]]);
        } else {
            d.update([0u8]);
        }
        i >>= 1;
    }
    let mut fin = d.finalize().to_vec();
    for i in 0..1000 {
        let mut d2 = md5::Md5::new();
        if i & 1 == 0 {
            d2.update(&fin);
        } else {
            d2.update(password);
        }
        if i % 3 != 0 {
            d2.update(salt);
        }
        if i % 7 != 0 {
            d2.update(password);
        }
        if i & 1 == 0 {
            d2.update(password);
        } else {
            d2.update(&fin);
        }
        fin = d2.finalize().to_vec();
    }
    let mut result = Vec::with_capacity(22);
    let (mut v, mut bits) = (0u32, 0u32);
    for i in SWAPS {
        v |= u32::from(fin[i]) << bits;
        bits += 8;
        while bits > 6 {
            result.push(ITOA64[(v & 0x3f) as usize]);
            v >>= 6;
            bits -= 6;
        }
    }
    result.push(ITOA64[(v & 0x3f) as usize]);
    let mut out = Vec::new();
    out.extend_from_slice(magic);
    out.extend_from_slice(salt);
    out.push(b'$');
    out.extend_from_slice(&result);
    String::from_utf8_lossy(&out).into_owned()
}

/// The 3DES key spiff++ derives from a key text: the first 16 bytes of the text followed by
/// the MD5 digest of nothing (Go's `md5.New().Sum(key)`), then its first 8 bytes again.
fn des_key(key: &str) -> [u8; 24] {
    let mut k = key.as_bytes().to_vec();
    k.extend_from_slice(&md5::Md5::digest(b""));
    let mut out = [0u8; 24];
    out[..16].copy_from_slice(&k[..16]);
    out[16..].copy_from_slice(&k[..8]);
    out
}

fn mac(message: &[u8]) -> Vec<u8> {
    use hmac::Mac as _;
    let mut m = <hmac::Hmac<sha2::Sha256> as hmac::Mac>::new_from_slice(SECRET)
        .expect("HMAC takes keys of any length");
    m.update(message);
    m.finalize().into_bytes().to_vec()
}

fn des_encrypt(text: &[u8], key: &str) -> R<String> {
    use cbc::cipher::{BlockEncryptMut, KeyIvInit};
    const BS: usize = 8;
    let l = text.len();
    let m = l + 32;
    let pad = (BS - (m + 1) % BS) % BS;
    let mut buf = Vec::with_capacity(m + pad + 1);
    buf.extend_from_slice(text);
    buf.extend_from_slice(&mac(text));
    buf.resize(buf.len() + pad + 1, pad as u8);
    let mut iv = [0u8; BS];
    random_bytes(&mut iv)?;
    let enc = cbc::Encryptor::<des::TdesEde3>::new(&des_key(key).into(), &iv.into());
    let n = buf.len();
    let ct = enc
        .encrypt_padded_mut::<cbc::cipher::block_padding::NoPadding>(&mut buf, n)
        .map_err(|_| Fail::local("plaintext is not a multiple of the block size"))?
        .to_vec();
    let mut out = iv.to_vec();
    out.extend_from_slice(&ct);
    Ok(hex(&out))
}

fn des_decrypt(text: &str, key: &str) -> Result<String, String> {
    use cbc::cipher::{BlockDecryptMut, KeyIvInit};
    const BS: usize = 8;
    let data = unhex(text);
    let invalid = |e: &str| format!("invalid key: {e}");
    if data.len() < BS {
        return Err(invalid("ciphertext too short"));
    }
    let (iv, ct) = data.split_at(BS);
    if ct.len() % BS != 0 {
        return Err(invalid("ciphertext is not a multiple of the block size"));
    }
    let mut buf = ct.to_vec();
    let iv: [u8; BS] = iv.try_into().map_err(|_| invalid("ciphertext too short"))?;
    let dec = cbc::Decryptor::<des::TdesEde3>::new(&des_key(key).into(), &iv.into());
    let plain = dec
        .decrypt_padded_mut::<cbc::cipher::block_padding::NoPadding>(&mut buf)
        .map_err(|_| invalid("ciphertext is not a multiple of the block size"))?;
    let Some(&last) = plain.last() else {
        return Err(invalid("%!s(<nil>)"));
    };
    let pad = last as usize + 1;
    let nil = || invalid("%!s(<nil>)");
    if pad > plain.len() {
        return Err(nil());
    }
    let m = plain.len() - pad;
    if m <= 32 {
        return Err(nil());
    }
    let l = m - 32;
    let (message, tag) = (&plain[..l], &plain[l..m]);
    if mac(message) != tag {
        return Err(nil());
    }
    Ok(String::from_utf8_lossy(message).into_owned())
}

/// Encrypts `text` with `key` by spiff++'s `3DES` method (hex text; `spiff encrypt`).
pub fn encrypt_text(text: &str, key: &str) -> Result<String, String> {
    des_encrypt(text.as_bytes(), key).map_err(|f| f.message)
}

/// Decrypts hex `text` made by [`encrypt_text`] with `key` (`spiff encrypt -d`).
pub fn decrypt_text(text: &str, key: &str) -> Result<String, String> {
    des_decrypt(text, key)
}

/// The key and method of `encrypt`/`decrypt` from their optional arguments.
fn key_and_method(doc: &mut dyn Evaluator, name: &str, a: &[Val]) -> R<(String, String)> {
    let mut key = doc.session().encryption_key().unwrap_or_default();
    let mut method = TRIPLE_DES.to_string();
    if a.len() > 1 {
        let Val::Str(v) = &a[1] else {
            return local(format!(
                "{name}: 2nd argument requires string, but got {}",
                crate::builtin_api::expression_type(&a[1])
            ));
        };
        if a.len() == 2 {
            if v.as_str() == TRIPLE_DES {
                method = v.to_string();
            } else {
                key = v.to_string();
            }
        } else {
            key = v.to_string();
            let Val::Str(m) = &a[2] else {
                return local(format!(
                    "{name}: method requires string, but got {}",
                    crate::builtin_api::expression_type(&a[2])
                ));
            };
            method = m.to_string();
        }
    }
    if method != TRIPLE_DES {
        return local(format!("invalid encyption method \"{method}\""));
    }
    if key.is_empty() {
        return local("invalid empty encyption key");
    }
    Ok((key, method))
}

/// Calls the function `name` (one of [`NAMES`]) with `a`.
pub(crate) fn call(doc: &mut dyn Evaluator, name: &str, a: &[Val], cx: &Cx) -> R<Val> {
    match name {
        "base64" => {
            if a.is_empty() || a.len() > 2 {
                return local("base64 takes one or two argumenta");
            }
            let s = str_arg(a, 0, name, "first")?;
            let max = match a.get(1) {
                None => -1,
                Some(Val::Int(i)) => *i,
                Some(Val::Str(t)) => t.parse::<i64>().map_err(|e| {
                    Fail::local(format!(
                        "second argument for base64 must be an integer or interger string: {e}"
                    ))
                })?,
                Some(_) => {
                    return local(
                        "second argument for base64 must be an integer or interger string",
                    )
                }
            };
            Ok(Val::str(base64_lines(s.as_bytes(), max)))
        }
        "base64_decode" => {
            if a.len() != 1 {
                return local("base64_decode takes exactly one argument");
            }
            let s = str_arg(a, 0, name, "first")?;
            // as Go's decoder: line breaks are skipped (`base64` output has them)
            let s: String = s.chars().filter(|c| !matches!(c, '\n' | '\r')).collect();
            match base64::engine::general_purpose::STANDARD.decode(s) {
                Ok(b) => Ok(Val::str(String::from_utf8_lossy(&b).into_owned())),
                Err(_) => local("cannot decode string"),
            }
        }
        "md5" => {
            if a.len() != 1 {
                return local("md5 takes exactly one argument");
            }
            let s = str_arg(a, 0, name, "first")?;
            Ok(Val::str(hex(&md5::Md5::digest(s.as_bytes()))))
        }
        "hash" => {
            if a.is_empty() || a.len() > 2 {
                return local("hash takes one or two arguments");
            }
            let mode = crate::builtin_api::opt_str_arg(a, 1, "sha256", "hash", "second")?;
            let s = str_arg(a, 0, name, "first")?.as_bytes();
            let digest: Vec<u8> = match mode {
                "md4" => {
                    // Go's md4.New().Sum(data) appends the digest of nothing to the data
                    let mut v = s.to_vec();
                    v.extend_from_slice(&md4::Md4::digest(b""));
                    v
                }
                "md5" => md5::Md5::digest(s).to_vec(),
                "sha1" => sha1::Sha1::digest(s).to_vec(),
                "sha224" => sha2::Sha224::digest(s).to_vec(),
                "sha256" => sha2::Sha256::digest(s).to_vec(),
                "sha384" => sha2::Sha384::digest(s).to_vec(),
                "sha512" => sha2::Sha512::digest(s).to_vec(),
                "sha512/224" => sha2::Sha512_224::digest(s).to_vec(),
                "sha512/256" => sha2::Sha512_256::digest(s).to_vec(),
                other => return local(format!("invalid hash type '{other}'")),
            };
            Ok(Val::str(hex(&digest)))
        }
        "bcrypt" => {
            if a.is_empty() || a.len() > 2 {
                return local("bcrypt takes one or two arguments");
            }
            let s = str_arg(a, 0, name, "first")?;
            let mut cost = match a.get(1) {
                None => 10,
                Some(Val::Int(c)) => *c,
                Some(_) => return local("second argument for bcrypt must be an integer"),
            };
            if cost < 4 {
                cost = 10;
            }
            if cost > MAX_BCRYPT_COST {
                return local(format!(
                    "bcrypt error: cost {cost} is outside the range strata computes (4,{MAX_BCRYPT_COST})"
                ));
            }
            let mut salt = [0u8; 16];
            random_bytes(&mut salt)?;
            match bcrypt::hash_with_salt(s.as_bytes(), cost as u32, salt) {
                Ok(h) => Ok(Val::str(h.format_for_version(bcrypt::Version::TwoA))),
                Err(e) => local(format!("bcrypt error: {e}")),
            }
        }
        "bcrypt_check" => {
            if a.len() != 2 {
                return local("bcrypt_check takes two arguments");
            }
            let p = str_arg(a, 0, name, "first")?;
            let h = str_arg(a, 1, name, "second")?;
            // a hash with a cost beyond the limit is not checked (it would take too long)
            let cost_ok = h
                .get(4..6)
                .and_then(|c| c.parse::<i64>().ok())
                .is_some_and(|c| c <= MAX_BCRYPT_COST);
            Ok(Val::Bool(
                cost_ok && bcrypt::verify(p.as_bytes(), h).unwrap_or(false),
            ))
        }
        "md5crypt" => {
            if a.len() != 1 {
                return local("md5crypt takes one argument");
            }
            let p = str_arg(a, 0, name, "first")?;
            const ITOA64: &[u8] =
                b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
            let mut salt = Vec::with_capacity(8);
            for _ in 0..8 {
                salt.push(ITOA64[random_below(64)? as usize]);
            }
            Ok(Val::str(md5crypt(p.as_bytes(), &salt, b"$apr1$")))
        }
        "md5crypt_check" => {
            if a.len() != 2 {
                return local("md5crypt_check takes two arguments");
            }
            let p = str_arg(a, 0, name, "first")?;
            let h = str_arg(a, 1, name, "second")?;
            let parts: Vec<&str> = h.split('$').collect();
            if parts.len() != 4 {
                return local("invalid md5crypt hash: must contain three '$' characters");
            }
            let magic = format!("${}$", parts[1]);
            let check = md5crypt(p.as_bytes(), parts[2].as_bytes(), magic.as_bytes());
            Ok(Val::Bool(check == h))
        }
        "encrypt" => {
            if a.is_empty() || a.len() > 3 {
                return local("encrypt expects one, two or three arguments");
            }
            let (key, _) = key_and_method(doc, name, a)?;
            let text = doc.session().write_yaml(&a[0]);
            let text = text.strip_prefix("---\n").unwrap_or(&text).to_string();
            Ok(Val::str(des_encrypt(text.as_bytes(), &key)?))
        }
        "decrypt" => {
            if a.is_empty() || a.len() > 3 {
                return local("decrypt expects one, two or three arguments");
            }
            let Val::Str(text) = &a[0] else {
                return local(format!(
                    "decrypt requires string, but got {}",
                    crate::builtin_api::expression_type(&a[0])
                ));
            };
            let (key, _) = key_and_method(doc, name, a)?;
            let plain = des_decrypt(text, &key).map_err(Fail::local)?;
            crate::data_functions::parse_data(doc, "<decrypt>", plain.as_bytes(), "import", cx)
        }
        "wggenkey" => {
            if a.len() > 1 {
                return local("a maximum of one argument expected for wggenkey");
            }
            let kind = match a.first() {
                None => "private",
                Some(Val::Str(s)) => s.as_str(),
                Some(_) => {
                    return local("argument for wggenkey must be a string (private or preshared)")
                }
            };
            let mut key = [0u8; 32];
            random_bytes(&mut key)?;
            match kind {
                "private" => {
                    key[0] &= 248;
                    key[31] &= 127;
                    key[31] |= 64;
                }
                "preshared" => {}
                other => {
                    return local(format!(
                        "invalid key type \"{other}\", use private or preshared"
                    ))
                }
            }
            Ok(Val::str(
                base64::engine::general_purpose::STANDARD.encode(key),
            ))
        }
        "wgpublickey" => {
            if a.len() != 1 {
                return local("one argument required for \"wgpublickey\"");
            }
            let Val::Str(s) = &a[0] else {
                return local("argument for wgpublickey must be a provate wireguard key (string)");
            };
            let key = base64::engine::general_purpose::STANDARD
                .decode(s.as_bytes())
                .map_err(|e| format!("failed to parse base64-encoded key: {e}"))
                .and_then(|b| {
                    <[u8; 32]>::try_from(b.as_slice())
                        .map_err(|_| format!("incorrect key size: {}", b.len()))
                });
            match key {
                Ok(k) => {
                    let public = x25519_dalek::x25519(k, x25519_dalek::X25519_BASEPOINT_BYTES);
                    Ok(Val::str(
                        base64::engine::general_purpose::STANDARD.encode(public),
                    ))
                }
                Err(e) => local(format!("error parsing key \"{s}\": {e}")),
            }
        }
        _ => rand(a),
    }
}

fn rand(a: &[Val]) -> R<Val> {
    if a.len() > 2 {
        return local("rand takes a maximum of 2 arguments");
    }
    match a.first() {
        None => Ok(Val::Int(random_below(i64::MAX as u64)? as i64)),
        Some(Val::Int(v)) => {
            if a.len() > 1 {
                return local("rand int takes only one argument");
            }
            match *v {
                0 => local("zero range not possible for integer random values"),
                v if v < 0 => Ok(Val::Int(-(random_below(v.unsigned_abs())? as i64))),
                v => Ok(Val::Int(random_below(v as u64)? as i64)),
            }
        }
        Some(Val::Bool(_)) => {
            if a.len() > 1 {
                return local("rand bool takes only one argument");
            }
            Ok(Val::Bool(random_below(2)? == 1))
        }
        Some(Val::Str(set)) => {
            let re = regex::bytes::Regex::new(&format!("^[{set}]")).map_err(|e| {
                Fail::local(format!(
                    "invalid rand character set specification \"{set}\": {e}"
                ))
            })?;
            let length = match a.get(1) {
                None => 1,
                Some(Val::Int(l)) if *l > 0 => *l as usize,
                Some(Val::Int(l)) => {
                    return local(format!("rand length must be positive, found {l}"))
                }
                Some(other) => {
                    return local(format!(
                        "rand length must be an integer, found {}",
                        crate::builtin_api::expression_type(other)
                    ))
                }
            };
            if length > 1 << 20 {
                return local(format!("rand length {length} is too large"));
            }
            // as spiff++: random 4-byte sequences until one starts with a character of the set
            let mut out: Vec<u8> = Vec::with_capacity(length);
            let mut found = 0;
            let mut tries: u64 = 0;
            let max_tries = 100_000 + 10_000 * length as u64;
            while found < length {
                tries += 1;
                if tries > max_tries {
                    return local(format!(
                        "rand: character set \"{set}\" matches too few random bytes"
                    ));
                }
                let mut buf = [0u8; 4];
                random_bytes(&mut buf)?;
                if let Some(m) = re.find(&buf) {
                    if m.is_empty() {
                        continue;
                    }
                    out.extend_from_slice(m.as_bytes());
                    found += 1;
                }
            }
            Ok(Val::str(String::from_utf8_lossy(&out).into_owned()))
        }
        Some(_) => Ok(Val::Null),
    }
}
