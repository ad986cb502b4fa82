//! hiera-eyaml's PKCS7 values: what `eyaml_lookup_key` (Puppet's Hiera 5 function, and the
//! Hiera 3 `eyaml` backend Puppet maps onto it) does to a string before interpolating it.
//!
//! Semantics, as hiera-eyaml 3.3 and Puppet 7.23 apply them:
//!
//! - A string is *encrypted* when some line of it holds `ENC[` followed later on the same line
//!   by `]` (Puppet's `/.*ENC\[.*?\]/`). Other strings are left as they are, so a literal-style
//!   (`|`) YAML block whose `ENC[` and `]` are on different lines is never decrypted.
//! - An encrypted string is scanned left to right for tokens `ENC[SCHEME,BASE64]` or
//!   `ENC[BASE64]` (SCHEME a word, `PKCS7` by default, case-insensitive), where the base64 may
//!   hold spaces and newlines (eyaml's block format folded by YAML); the whitespace is
//!   removed. Each token is replaced by its plaintext (bytes taken as UTF-8), the text between
//!   tokens is kept, and one trailing line break of the result is removed (Ruby's `chomp`).
//!   (Ruby keeps a plaintext that is not valid UTF-8 as it is; strata replaces the invalid
//!   sequences with U+FFFD.)
//! - The base64 is decoded as Ruby's `Base64.decode64` does
//!   ([`crate::functions::stdlib::decode64`]).
//! - A PKCS7 token is an `EnvelopedData` (DER or BER): the content-encryption key is
//!   transported with RSA PKCS#1 v1.5 to the recipient whose issuer and serial number are the
//!   certificate's (`pkcs7_public_key`), and decrypted with `pkcs7_private_key`; the content
//!   is AES-256-CBC as `eyaml encrypt` writes it (AES-128/192-CBC and DES-EDE3-CBC are read
//!   too).
//! - Errors carry OpenSSL's and Ruby's words (`bad decrypt`, `private key does not match
//!   certificate`, `Could not parse the PKCS7: no start line`, ...); the caller wraps them in
//!   hiera-eyaml's "hiera-eyaml backend error decrypting ..." sentence.
//!
//! The crypto above is pure; [`Compiler::eyaml_decrypt`] below reads the key files (paths
//! relative to the working directory, as hiera-eyaml reads them) and environment variables
//! through the compile's `Host`, and caches keys and decrypted values for the compile.

use super::state::Level;
pub(crate) use super::state::{Certificate, KeyOptions, KeyPair};
use crate::eval::{outside_issue, Compiler, ScopeId, R};
use crate::ptypes::binary::decode64;
use crate::value::Val;
use indexmap::IndexMap;
use rsa::pkcs1::DecodeRsaPrivateKey;
use rsa::pkcs8::{DecodePrivateKey, DecodePublicKey};
use rsa::{Pkcs1v15Encrypt, RsaPrivateKey, RsaPublicKey};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use strata_core::Span;

impl KeyPair {
    pub(crate) fn new(private: RsaPrivateKey, cert: Certificate) -> KeyPair {
        use rsa::traits::PublicKeyParts;
        let matches = cert.public.as_ref() == Some(&private.to_public_key());
        let mut id = vec![u8::from(matches)];
        for part in [
            private.n().to_bytes_be(),
            private.e().to_bytes_be(),
            cert.issuer.clone(),
            cert.serial.clone(),
        ] {
            id.extend_from_slice(&(part.len() as u64).to_be_bytes());
            id.extend_from_slice(&part);
        }
        KeyPair {
            private,
            cert,
            matches,
            id,
        }
    }
}

/// Decrypted tokens by key pair and ciphertext, shared by the compiles of one process (a
/// `--nodes` run decrypts each value of a common data file once, not once per node: RSA
/// decryption costs milliseconds). The result depends on nothing else, errors included.
type TokenCache = Mutex<HashMap<(Vec<u8>, Vec<u8>), Result<Arc<[u8]>, String>>>;

/// Entries kept before the cache starts over (a bound on memory, far above real data).
const TOKEN_CACHE_LIMIT: usize = 100_000;

fn decrypt_cached(der: Vec<u8>, pair: &KeyPair) -> Result<Arc<[u8]>, String> {
    static CACHE: OnceLock<TokenCache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (pair.id.clone(), der);
    if let Some(r) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return r.clone();
    }
    let r = decrypt_pkcs7(&key.1, pair).map(Arc::from);
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= TOKEN_CACHE_LIMIT {
        map.clear();
    }
    map.insert(key, r.clone());
    r
}

/// Whether Puppet's `eyaml_lookup_key` treats `s` as encrypted (`/.*ENC\[.*?\]/`).
pub(crate) fn is_encrypted(s: &str) -> bool {
    s.split('\n').any(|line| match line.find("ENC[") {
        Some(i) => line[i + 4..].contains(']'),
        None => false,
    })
}

/// One piece of an encrypted string.
#[derive(Debug, PartialEq)]
pub(crate) enum Piece<'a> {
    /// Text kept as it is.
    Plain(&'a str),
    /// An `ENC[...]` token: the whole token as written, its scheme (`PKCS7` when none is
    /// given) and its base64 with the whitespace removed.
    Enc {
        whole: &'a str,
        scheme: &'a str,
        base64: String,
    },
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The base64 characters hiera-eyaml's Hiera parser accepts inside `ENC[...]`.
fn is_token_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b' ' | b'=' | b'\n')
}

/// Matches hiera-eyaml's `ENC\[(\w+,)?([a-zA-Z0-9+/ =\n]+?)\]` at the start of `s`: the
/// length of the match, the scheme (if written) and the cipher text.
fn match_token(s: &str) -> Option<(usize, Option<&str>, &str)> {
    let b = s.as_bytes();
    if !s.starts_with("ENC[") {
        return None;
    }
    let body = |from: usize| -> Option<usize> {
        let n = b[from..].iter().take_while(|&&c| is_token_char(c)).count();
        (n > 0 && b.get(from + n) == Some(&b']')).then_some(from + n)
    };
    let w = b[4..].iter().take_while(|&&c| is_word(c)).count();
    if w > 0 && b.get(4 + w) == Some(&b',') {
        if let Some(end) = body(5 + w) {
            return Some((end + 1, Some(&s[4..4 + w]), &s[5 + w..end]));
        }
    }
    body(4).map(|end| (end + 1, None, &s[4..end]))
}

/// Splits an encrypted string into plain text and `ENC[...]` tokens, left to right.
pub(crate) fn pieces(s: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut plain_from = 0;
    let mut i = 0;
    while let Some(off) = s[i..].find("ENC[") {
        let at = i + off;
        match match_token(&s[at..]) {
            Some((len, scheme, cipher)) => {
                if at > plain_from {
                    out.push(Piece::Plain(&s[plain_from..at]));
                }
                out.push(Piece::Enc {
                    whole: &s[at..at + len],
                    scheme: scheme.unwrap_or("PKCS7"),
                    base64: cipher.chars().filter(|c| !c.is_whitespace()).collect(),
                });
                i = at + len;
                plain_from = i;
            }
            None => i = at + 1,
        }
    }
    if plain_from < s.len() {
        out.push(Piece::Plain(&s[plain_from..]));
    }
    out
}

/// Decrypts every token of an encrypted string (see the module docs), asking `keys` for the
/// key pair before each PKCS7 token as hiera-eyaml reads its keys for each. The error is the
/// reason alone (hiera-eyaml's "Error was ..." part).
pub(crate) fn decrypt_string(
    s: &str,
    keys: &mut dyn FnMut() -> Result<Arc<KeyPair>, String>,
) -> Result<String, String> {
    if !is_encrypted(s) {
        return Ok(s.to_string());
    }
    let mut out = String::new();
    for piece in pieces(s) {
        match piece {
            Piece::Plain(t) => out.push_str(t),
            Piece::Enc { scheme, base64, .. } => {
                if base64.is_empty() {
                    // `ENC[ ]`: the token hiera-eyaml re-reads without its whitespace no
                    // longer matches, and Ruby fails on the missing match.
                    return Err("undefined method `[]' for nil:NilClass".into());
                }
                if !scheme.eq_ignore_ascii_case("PKCS7") {
                    let file = scheme.to_ascii_lowercase();
                    return Err(format!(
                        "cannot load such file -- hiera/backend/eyaml/encryptors/{file} (strata decrypts PKCS7 values only)"
                    ));
                }
                let pair = keys()?;
                let plain = decrypt_cached(decode64(&base64), &pair)?;
                out.push_str(&String::from_utf8_lossy(&plain));
            }
        }
    }
    if out.ends_with("\r\n") {
        out.truncate(out.len() - 2);
    } else if out.ends_with('\n') || out.ends_with('\r') {
        out.truncate(out.len() - 1);
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// DER/BER

/// One element: its tag byte, its content octets and the whole encoding.
#[derive(Clone, Copy)]
struct Tlv<'a> {
    tag: u8,
    content: &'a [u8],
    whole: &'a [u8],
}

/// Nesting limit for indefinite-length (BER) elements.
const MAX_DEPTH: usize = 32;

/// Reads one element at the start of `data`; returns it and the bytes consumed.
fn read_tlv(data: &[u8], depth: usize) -> Option<(Tlv<'_>, usize)> {
    if depth > MAX_DEPTH {
        return None;
    }
    let tag = *data.first()?;
    if tag & 0x1f == 0x1f {
        return None; // high tag numbers appear nowhere in PKCS7 or X.509
    }
    let first = *data.get(1)?;
    let (len, header) = match first {
        0x80 => {
            // Indefinite length (BER): constructed only, ended by 00 00.
            if tag & 0x20 == 0 {
                return None;
            }
            let mut pos = 2;
            loop {
                if data.get(pos..pos + 2)? == [0, 0] {
                    let tlv = Tlv {
                        tag,
                        content: &data[2..pos],
                        whole: &data[..pos + 2],
                    };
                    return Some((tlv, pos + 2));
                }
                let (_, used) = read_tlv(&data[pos..], depth + 1)?;
                pos += used;
            }
        }
        n if n < 0x80 => (usize::from(n), 2),
        n => {
            let k = usize::from(n & 0x7f);
            if k > 4 {
                return None;
            }
            let mut len = 0usize;
            for &b in data.get(2..2 + k)? {
                len = (len << 8) | usize::from(b);
            }
            (len, 2 + k)
        }
    };
    let end = header.checked_add(len)?;
    let tlv = Tlv {
        tag,
        content: data.get(header..end)?,
        whole: &data[..end],
    };
    Some((tlv, end))
}

/// The elements inside a constructed element's content.
fn children(content: &[u8]) -> Option<Vec<Tlv<'_>>> {
    let mut out = Vec::new();
    let mut pos = 0;
    while pos < content.len() {
        let (t, used) = read_tlv(&content[pos..], 1)?;
        out.push(t);
        pos += used;
    }
    Some(out)
}

/// Reads a constructed element of the given tag and returns its children.
fn expect_seq<'a>(t: &Tlv<'a>, tag: u8) -> Option<Vec<Tlv<'a>>> {
    if t.tag != tag {
        return None;
    }
    children(t.content)
}

/// An OCTET STRING's bytes, primitive or constructed (BER) under the given tags.
fn octets(t: &Tlv<'_>, primitive: u8, constructed: u8) -> Option<Vec<u8>> {
    fn go(
        t: &Tlv<'_>,
        primitive: u8,
        constructed: u8,
        out: &mut Vec<u8>,
        depth: usize,
    ) -> Option<()> {
        if t.tag == primitive {
            out.extend_from_slice(t.content);
            Some(())
        } else if t.tag == constructed && depth < MAX_DEPTH {
            for c in children(t.content)? {
                go(&c, 0x04, 0x24, out, depth + 1)?;
            }
            Some(())
        } else {
            None
        }
    }
    let mut out = Vec::new();
    go(t, primitive, constructed, &mut out, 0)?;
    Some(out)
}

fn oid<'a>(t: &Tlv<'a>) -> Option<&'a [u8]> {
    (t.tag == 0x06).then_some(t.content)
}

const OID_ENVELOPED: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x03];
const OID_PKCS7_PREFIX: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07];
const OID_RSA: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];
const OID_AES128_CBC: &[u8] = &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x01, 0x02];
const OID_AES192_CBC: &[u8] = &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x01, 0x16];
const OID_AES256_CBC: &[u8] = &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x01, 0x2a];
const OID_DES_EDE3_CBC: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x03, 0x07];
const OID_EC: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01];

/// A parsed `EnvelopedData`.
struct Enveloped<'a> {
    /// (issuer Name DER, serial content octets, key-encryption algorithm OID, encrypted key)
    recipients: Vec<(&'a [u8], &'a [u8], &'a [u8], Vec<u8>)>,
    cipher: &'a [u8],
    iv: Vec<u8>,
    content: Option<Vec<u8>>,
}

/// Errors of reading the PKCS7 structure itself.
enum ParseError {
    /// Not PKCS7 at all (OpenSSL's `PKCS7.new` fails).
    Unreadable,
    /// A PKCS7 structure of another content type.
    WrongType,
}

fn parse_enveloped(der: &[u8]) -> Result<Enveloped<'_>, ParseError> {
    use ParseError::*;
    let (top, _) = read_tlv(der, 0).ok_or(Unreadable)?;
    let info = expect_seq(&top, 0x30).ok_or(Unreadable)?;
    let ty = info.first().and_then(oid).ok_or(Unreadable)?;
    if ty != OID_ENVELOPED {
        return Err(if ty.starts_with(OID_PKCS7_PREFIX) && ty.len() == 9 {
            WrongType
        } else {
            Unreadable
        });
    }
    let explicit = info.get(1).ok_or(Unreadable)?;
    let inner = expect_seq(explicit, 0xa0).ok_or(Unreadable)?;
    let env = expect_seq(inner.first().ok_or(Unreadable)?, 0x30).ok_or(Unreadable)?;
    // version, recipientInfos, encryptedContentInfo
    if env.len() < 3 || env[0].tag != 0x02 {
        return Err(Unreadable);
    }
    let mut recipients = Vec::new();
    for ri in expect_seq(&env[1], 0x31).ok_or(Unreadable)? {
        let f = expect_seq(&ri, 0x30).ok_or(Unreadable)?;
        if f.len() < 4 || f[0].tag != 0x02 {
            return Err(Unreadable);
        }
        let ias = expect_seq(&f[1], 0x30).ok_or(Unreadable)?;
        if ias.len() != 2 || ias[0].tag != 0x30 || ias[1].tag != 0x02 {
            return Err(Unreadable);
        }
        let alg = expect_seq(&f[2], 0x30).ok_or(Unreadable)?;
        let alg = alg.first().and_then(oid).ok_or(Unreadable)?;
        let ek = octets(&f[3], 0x04, 0x24).ok_or(Unreadable)?;
        recipients.push((ias[0].whole, ias[1].content, alg, ek));
    }
    let eci = expect_seq(&env[2], 0x30).ok_or(Unreadable)?;
    if eci.len() < 2 || oid(&eci[0]).is_none() {
        return Err(Unreadable);
    }
    let alg = expect_seq(&eci[1], 0x30).ok_or(Unreadable)?;
    let cipher = alg.first().and_then(oid).ok_or(Unreadable)?;
    let iv = match alg.get(1) {
        Some(p) => octets(p, 0x04, 0x24).unwrap_or_default(),
        None => Vec::new(),
    };
    let content = match eci.get(2) {
        Some(c) => Some(octets(c, 0x80, 0xa0).ok_or(Unreadable)?),
        None => None,
    };
    Ok(Enveloped {
        recipients,
        cipher,
        iv,
        content,
    })
}

/// Strips leading zero octets of an INTEGER's content (for comparing serial numbers).
fn int_value(b: &[u8]) -> &[u8] {
    let zeros = b.iter().take_while(|&&x| x == 0).count();
    &b[zeros.min(b.len().saturating_sub(1))..]
}

/// Decrypts a PKCS7 `EnvelopedData` (OpenSSL's `PKCS7#decrypt(key, cert)`).
pub(crate) fn decrypt_pkcs7(der: &[u8], keys: &KeyPair) -> Result<Vec<u8>, String> {
    let env = match parse_enveloped(der) {
        Ok(e) => e,
        Err(ParseError::Unreadable) => {
            return Err("Could not parse the PKCS7: no start line".into())
        }
        Err(ParseError::WrongType) => return Err("wrong content type".into()),
    };
    if !keys.matches {
        return Err("private key does not match certificate".into());
    }
    let key_len = match env.cipher {
        c if c == OID_AES128_CBC => 16,
        c if c == OID_AES192_CBC => 24,
        c if c == OID_AES256_CBC => 32,
        c if c == OID_DES_EDE3_CBC => 24,
        other => {
            return Err(format!(
                "decrypt error (the content cipher {} is not one strata decrypts: AES-128/192/256-CBC, DES-EDE3-CBC)",
                oid_text(other)
            ))
        }
    };
    let Some(content) = env.content else {
        return Err("decrypt error".into());
    };
    let recipient = env.recipients.iter().find(|(issuer, serial, _, _)| {
        *issuer == keys.cert.issuer.as_slice() && int_value(serial) == int_value(&keys.cert.serial)
    });
    let Some((_, _, alg, ek)) = recipient else {
        return Err("decrypt error".into());
    };
    if *alg != OID_RSA {
        return Err("decrypt error".into());
    }
    // rsa 0.9's decryption is not constant-time (RUSTSEC-2023-0071, the Marvin attack): that
    // matters where an attacker can time many decryptions of chosen ciphertexts; strata
    // decrypts the data files of a compile with a local key and answers no one.
    // A key that does not decrypt (or has the wrong length) is OpenSSL's "bad decrypt": it
    // goes on with a random key, whose padding then fails.
    let cek = match keys.private.decrypt(Pkcs1v15Encrypt, ek) {
        Ok(k) if k.len() == key_len => k,
        _ => return Err("bad decrypt".into()),
    };
    let block = if env.cipher == OID_DES_EDE3_CBC {
        8
    } else {
        16
    };
    if env.iv.len() != block {
        return Err("decrypt error".into());
    }
    if content.is_empty() || content.len() % block != 0 {
        return Err("wrong final block length".into());
    }
    cbc_decrypt(env.cipher, &cek, &env.iv, content).ok_or_else(|| "bad decrypt".to_string())
}

fn cbc_decrypt(cipher: &[u8], key: &[u8], iv: &[u8], mut buf: Vec<u8>) -> Option<Vec<u8>> {
    use cbc::cipher::block_padding::Pkcs7;
    use cbc::cipher::{BlockDecryptMut, KeyIvInit};
    fn run<C: BlockDecryptMut + cbc::cipher::BlockCipher + cbc::cipher::KeyInit>(
        key: &[u8],
        iv: &[u8],
        buf: &mut [u8],
    ) -> Option<usize> {
        let dec = cbc::Decryptor::<C>::new_from_slices(key, iv).ok()?;
        dec.decrypt_padded_mut::<Pkcs7>(buf).ok().map(|p| p.len())
    }
    let n = match cipher {
        c if c == OID_AES128_CBC => run::<aes::Aes128>(key, iv, &mut buf),
        c if c == OID_AES192_CBC => run::<aes::Aes192>(key, iv, &mut buf),
        c if c == OID_AES256_CBC => run::<aes::Aes256>(key, iv, &mut buf),
        _ => run::<des::TdesEde3>(key, iv, &mut buf),
    }?;
    buf.truncate(n);
    Some(buf)
}

/// An OID in dotted form (for messages).
fn oid_text(b: &[u8]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut acc: u64 = 0;
    for (i, &x) in b.iter().enumerate() {
        acc = (acc << 7) | u64::from(x & 0x7f);
        if x & 0x80 == 0 {
            if parts.is_empty() {
                let (a, c) = if acc < 80 {
                    (acc / 40, acc % 40)
                } else {
                    (2, acc - 80)
                };
                parts.push(a.to_string());
                parts.push(c.to_string());
            } else {
                parts.push(acc.to_string());
            }
            acc = 0;
        } else if i == b.len() - 1 || acc > u64::MAX >> 8 {
            break;
        }
    }
    parts.join(".")
}

// ---------------------------------------------------------------------------------------
// PEM keys and certificates

/// The first PEM block of `text`: its label and DER bytes (headers such as `Proc-Type`
/// skipped; the caller looks at them through `encrypted`).
struct Pem {
    label: String,
    der: Vec<u8>,
    encrypted: bool,
}

fn pem_blocks(text: &str) -> Vec<Pem> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("-----BEGIN ") {
        let after = &rest[i + 11..];
        let Some(j) = after.find("-----") else { break };
        let label = after[..j].to_string();
        let body_start = &after[j + 5..];
        let end_marker = format!("-----END {label}-----");
        let Some(k) = body_start.find(&end_marker) else {
            break;
        };
        let body = &body_start[..k];
        let mut b64 = String::new();
        let mut encrypted = false;
        for line in body.lines() {
            if line.contains(':') {
                encrypted |= line.contains("ENCRYPTED");
                continue;
            }
            b64.push_str(line.trim());
        }
        out.push(Pem {
            label,
            der: decode64(&b64),
            encrypted,
        });
        rest = &body_start[k + end_marker.len()..];
    }
    out
}

/// Reads the private key file's text as OpenSSL's `PKey::RSA.new` does (PKCS#1 or PKCS#8
/// PEM, or DER); errors as Ruby words them.
pub(crate) fn parse_private_key(data: &[u8]) -> Result<RsaPrivateKey, String> {
    const UNSUPPORTED: &str = "Neither PUB key nor PRIV key: unsupported";
    if let Ok(k) = RsaPrivateKey::from_pkcs1_der(data) {
        return Ok(k);
    }
    if let Ok(k) = RsaPrivateKey::from_pkcs8_der(data) {
        return Ok(k);
    }
    let text = String::from_utf8_lossy(data);
    for pem in pem_blocks(&text) {
        match pem.label.as_str() {
            "RSA PRIVATE KEY" if pem.encrypted => {
                return Err("Neither PUB key nor PRIV key: bad password read".into())
            }
            "ENCRYPTED PRIVATE KEY" => {
                return Err("Neither PUB key nor PRIV key: bad password read".into())
            }
            "RSA PRIVATE KEY" => {
                return RsaPrivateKey::from_pkcs1_der(&pem.der).map_err(|_| UNSUPPORTED.into())
            }
            "PRIVATE KEY" => {
                return RsaPrivateKey::from_pkcs8_der(&pem.der).map_err(|_| match pkcs8_algorithm(
                    &pem.der,
                ) {
                    Some(a) if a == OID_EC => "incorrect pkey type: id-ecPublicKey".into(),
                    Some(a) if a != OID_RSA => {
                        format!("incorrect pkey type: {}", oid_text(a))
                    }
                    _ => UNSUPPORTED.into(),
                });
            }
            _ => {}
        }
    }
    Err(UNSUPPORTED.into())
}

/// The algorithm OID of a PKCS#8 `PrivateKeyInfo`.
fn pkcs8_algorithm(der: &[u8]) -> Option<&[u8]> {
    let (top, _) = read_tlv(der, 0)?;
    let f = expect_seq(&top, 0x30)?;
    let alg = expect_seq(f.get(1)?, 0x30)?;
    alg.first().and_then(oid)
}

/// Reads the certificate file (`pkcs7_public_key`: PEM or DER) as OpenSSL's
/// `X509::Certificate.new` does; errors as Ruby words them.
pub(crate) fn parse_certificate(data: &[u8]) -> Result<Certificate, String> {
    if let Some(c) = certificate_der(data) {
        return Ok(c);
    }
    let text = String::from_utf8_lossy(data);
    let blocks = pem_blocks(&text);
    let Some(pem) = blocks.iter().find(|p| {
        matches!(
            p.label.as_str(),
            "CERTIFICATE" | "X509 CERTIFICATE" | "TRUSTED CERTIFICATE"
        )
    }) else {
        return Err("PEM_read_bio_X509: no start line".into());
    };
    certificate_der(&pem.der).ok_or_else(|| "PEM_read_bio_X509: nested asn1 error".into())
}

fn certificate_der(der: &[u8]) -> Option<Certificate> {
    let (top, _) = read_tlv(der, 0)?;
    let cert = expect_seq(&top, 0x30)?;
    let tbs = expect_seq(cert.first()?, 0x30)?;
    // [0] version is optional.
    let base = usize::from(tbs.first()?.tag == 0xa0);
    let serial = tbs.get(base)?;
    let issuer = tbs.get(base + 2)?;
    let spki = tbs.get(base + 5)?;
    if serial.tag != 0x02 || issuer.tag != 0x30 || spki.tag != 0x30 {
        return None;
    }
    Some(Certificate {
        issuer: issuer.whole.to_vec(),
        serial: serial.content.to_vec(),
        public: RsaPublicKey::from_public_key_der(spki.whole).ok(),
    })
}

// ---------------------------------------------------------------------------------------
// The Hiera side

fn any_encrypted(v: &Val) -> bool {
    match v {
        Val::Str(s) => is_encrypted(s),
        Val::Array(a) => a.iter().any(any_encrypted),
        Val::Hash(h) => h.values().any(any_encrypted),
        _ => false,
    }
}

/// Decrypts the strings of a value (hash keys are not decrypted, as in hiera-eyaml).
fn decrypt_val(v: &Val, f: &mut dyn FnMut(&str) -> Result<String, String>) -> Result<Val, String> {
    Ok(match v {
        Val::Str(s) if is_encrypted(s) => Val::Str(Arc::from(f(s)?.as_str())),
        Val::Array(a) => {
            let mut out = Vec::with_capacity(a.len());
            for x in a.iter() {
                out.push(decrypt_val(x, f)?);
            }
            Val::array(out)
        }
        Val::Hash(h) if h.values().any(any_encrypted) => {
            let mut out = IndexMap::with_capacity(h.len());
            for (k, x) in h.iter() {
                out.insert(k.clone(), decrypt_val(x, f)?);
            }
            Val::hash(out)
        }
        other => other.clone(),
    })
}

impl Compiler<'_> {
    /// The value `v` of `key` read from the eyaml data `file` of `level`, decrypted (not yet
    /// interpolated). Errors are hiera-eyaml's sentence, naming the value, key and file.
    pub(super) fn eyaml_decrypt(
        &mut self,
        v: Val,
        level: &Level,
        file: &str,
        key: &str,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        if !any_encrypted(&v) {
            return Ok(v);
        }
        let mut opts: KeyOptions = Default::default();
        for (slot, name) in opts.iter_mut().zip([
            "pkcs7_public_key",
            "pkcs7_private_key",
            "pkcs7_public_key_env_var",
            "pkcs7_private_key_env_var",
        ]) {
            if let Some(x) = level.options.get(name) {
                let text = match x {
                    Val::Str(s) => self.interpolate_hiera(s, sc, span)?,
                    Val::Undef => continue,
                    other => other.to_display(),
                };
                *slot = Some(text);
            }
        }
        let cache_key = (file.to_string(), key.to_string(), opts.clone());
        if let Some(d) = self.hiera.eyaml.values.get(&cache_key) {
            return Ok(d.clone());
        }
        let mut keys = || self.eyaml_keys(&opts);
        let result = decrypt_val(&v, &mut |s| {
            decrypt_string(s, &mut keys).map_err(|e| {
                format!(
                    "hiera-eyaml backend error decrypting {s} when looking up {key} in {file}. Error was {e}"
                )
            })
        });
        match result {
            Ok(d) => {
                self.hiera.eyaml.values.insert(cache_key, d.clone());
                Ok(d)
            }
            Err(msg) => outside_issue(msg, span),
        }
    }

    /// Reads and parses a level's key pair (cached per compile), in hiera-eyaml's order of
    /// checks: options defined, private key read and parsed, certificate read and parsed.
    fn eyaml_keys(&mut self, opts: &KeyOptions) -> Result<Arc<KeyPair>, String> {
        let [public, private, public_env, private_env] = opts;
        if public.is_none() && public_env.is_none() {
            return Err("pkcs7_public_key is not defined".into());
        }
        if private.is_none() && private_env.is_none() {
            return Err("pkcs7_private_key is not defined".into());
        }
        if let Some(k) = self.hiera.eyaml.keys.get(opts) {
            return k.clone();
        }
        let read = |path: &Option<String>, env: &Option<String>| -> Result<Vec<u8>, String> {
            if let Some(var) = env {
                match self.host.env(var) {
                    Ok(Some(v)) => return Ok(v.into_bytes()),
                    Ok(None) => {}
                    Err(e) => return Err(e.to_string()),
                }
            }
            let Some(p) = path else {
                return Err("no implicit conversion of nil into String".into());
            };
            self.host.read_bytes(None, p).map_err(|e| match e {
                strata_core::host::HostError::NotFound { .. } => {
                    format!("No such file or directory @ rb_sysopen - {p}")
                }
                other => other.to_string(),
            })
        };
        let pair = read(private, private_env)
            .and_then(|pem| parse_private_key(&pem))
            .and_then(|private| {
                let cert = parse_certificate(&read(public, public_env)?)?;
                Ok(Arc::new(KeyPair::new(private, cert)))
            });
        self.hiera.eyaml.keys.insert(opts.clone(), pair.clone());
        pair
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encrypted_means_enc_and_bracket_on_one_line() {
        assert!(is_encrypted("a ENC[PKCS7,abc] b"));
        assert!(is_encrypted("x\nENC[abc]"));
        assert!(!is_encrypted("ENC[PKCS7,abc\ndef]"));
        assert!(!is_encrypted("plain"));
        assert!(!is_encrypted("ENC[ no bracket"));
    }

    #[test]
    fn tokens_as_the_hiera_parser_finds_them() {
        let p = pieces("u:ENC[PKCS7,ab c\nd=]@h/ENC[xy]!ENC[GPG,zz] ENC[bad!]");
        assert_eq!(
            p,
            vec![
                Piece::Plain("u:"),
                Piece::Enc {
                    whole: "ENC[PKCS7,ab c\nd=]",
                    scheme: "PKCS7",
                    base64: "abcd=".into()
                },
                Piece::Plain("@h/"),
                Piece::Enc {
                    whole: "ENC[xy]",
                    scheme: "PKCS7",
                    base64: "xy".into()
                },
                Piece::Plain("!"),
                Piece::Enc {
                    whole: "ENC[GPG,zz]",
                    scheme: "GPG",
                    base64: "zz".into()
                },
                Piece::Plain(" ENC[bad!]"),
            ]
        );
        // A word without its comma is part of the base64.
        assert_eq!(
            pieces("ENC[PKCS7]"),
            vec![Piece::Enc {
                whole: "ENC[PKCS7]",
                scheme: "PKCS7",
                base64: "PKCS7".into()
            }]
        );
    }

    #[test]
    fn base64_is_decoded_leniently_as_ruby_does() {
        assert_eq!(decode64("YWJj"), b"abc");
        assert_eq!(decode64("YW=Jj"), b"a");
        assert_eq!(decode64("YWJj!ZA"), b"abcd");
        assert_eq!(decode64("Y"), b"");
        assert_eq!(decode64("YWI"), b"ab");
        // An `=` where a group's first or second character is due is skipped (Ruby 3.1:
        // `Base64.decode64("YWJj=ZA==")` is "abcd", `"Y=WJj"` is "abc", `"YWJ=j"` is "ab").
        assert_eq!(decode64("YWJj=ZA=="), b"abcd");
        assert_eq!(decode64("=YWJj"), b"abc");
        assert_eq!(decode64("Y=WJj"), b"abc");
        assert_eq!(decode64("YWJ=j"), b"ab");
    }

    #[test]
    fn garbage_never_panics() {
        let mut seed: u32 = 7;
        for n in 0..2000usize {
            let len = n % 97;
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    (seed >> 16) as u8
                })
                .collect();
            let _ = parse_enveloped(&bytes);
            let _ = certificate_der(&bytes);
            let _ = pkcs8_algorithm(&bytes);
            let _ = oid_text(&bytes);
            let mut nested = vec![0x30, 0x80];
            nested.extend_from_slice(&bytes);
            let _ = parse_enveloped(&nested);
        }
        // Deep indefinite-length nesting is refused, not recursed into without bound.
        let deep: Vec<u8> = std::iter::repeat_n([0x30u8, 0x80], 10_000)
            .flatten()
            .collect();
        assert!(read_tlv(&deep, 0).is_none());
    }

    /// The test key pair and data of `strata-cli`'s eyaml tests (see the README there).
    const TEST_DATA: &str = "/../strata-cli/tests/data/puppet-eyaml";

    fn test_file(rel: &str) -> Vec<u8> {
        let p = format!("{}{TEST_DATA}/{rel}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
    }

    fn test_pair() -> KeyPair {
        let private = parse_private_key(&test_file("keys/private_key.pkcs7.pem")).expect("key");
        let cert = parse_certificate(&test_file("keys/public_key.pkcs7.pem")).expect("cert");
        KeyPair::new(private, cert)
    }

    /// The DER of the first `ENC[...]` of the test data (`hunter2`, AES-256-CBC).
    fn test_ciphertext() -> Vec<u8> {
        let text = String::from_utf8(test_file("envs/production/data/common.eyaml")).expect("utf8");
        let piece = pieces(&text).into_iter().find_map(|p| match p {
            Piece::Enc { base64, .. } => Some(base64),
            Piece::Plain(_) => None,
        });
        decode64(&piece.expect("a token"))
    }

    #[test]
    fn decrypts_what_eyaml_encrypted() {
        let pair = test_pair();
        assert_eq!(
            decrypt_pkcs7(&test_ciphertext(), &pair).as_deref(),
            Ok(&b"hunter2"[..])
        );
        let pkcs8 = parse_private_key(&test_file("keys/private_key.pkcs8.pem")).expect("pkcs8");
        assert_eq!(pkcs8, pair.private);
        let other = parse_private_key(&test_file("keys-other/private_key.pkcs7.pem")).expect("key");
        let cert = parse_certificate(&test_file("keys/public_key.pkcs7.pem")).expect("cert");
        assert_eq!(
            decrypt_pkcs7(&test_ciphertext(), &KeyPair::new(other, cert)),
            Err("private key does not match certificate".to_string())
        );
    }

    /// The process-wide cache tells apart pairs that differ only in their certificate
    /// (every eyaml certificate has the same empty issuer and serial number 1).
    #[test]
    fn the_token_cache_keeps_pairs_apart() {
        use base64::Engine as _;
        let token = format!(
            "ENC[PKCS7,{}]",
            base64::engine::general_purpose::STANDARD.encode(test_ciphertext())
        );
        let good = Arc::new(test_pair());
        assert_eq!(
            decrypt_string(&token, &mut || Ok(good.clone())).as_deref(),
            Ok("hunter2")
        );
        let private = parse_private_key(&test_file("keys/private_key.pkcs7.pem")).expect("key");
        let other_cert =
            parse_certificate(&test_file("keys-other/public_key.pkcs7.pem")).expect("cert");
        assert_eq!(other_cert.issuer, good.cert.issuer);
        assert_eq!(other_cert.serial, good.cert.serial);
        let bad = Arc::new(KeyPair::new(private, other_cert));
        assert_eq!(
            decrypt_string(&token, &mut || Ok(bad.clone())),
            Err("private key does not match certificate".to_string())
        );
        assert_eq!(
            decrypt_string(&token, &mut || Ok(good.clone())).as_deref(),
            Ok("hunter2")
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

        /// Corrupted ciphertext (bytes changed, cut short) gives an error or bytes, never a
        /// panic.
        #[test]
        fn corrupted_ciphertext_never_panics(
            flips in proptest::collection::vec((0usize..400, 0u8..=255), 0..6),
            cut in 0usize..420,
        ) {
            let pair = test_pair();
            let mut der = test_ciphertext();
            for (at, x) in flips {
                if let Some(b) = der.get_mut(at) {
                    *b ^= x;
                }
            }
            der.truncate(cut);
            let _ = decrypt_pkcs7(&der, &pair);
        }

        /// Any string and any key file bytes are handled without a panic.
        #[test]
        fn any_text_never_panics(s in ".{0,80}", bytes in proptest::collection::vec(0u8..=255, 0..200)) {
            let _ = is_encrypted(&s);
            let _ = pieces(&s);
            let _ = decrypt_string(&s, &mut || Err("no keys".to_string()));
            let _ = parse_private_key(&bytes);
            let _ = parse_certificate(&bytes);
            let _ = decode64(&s);
        }
    }

    #[test]
    fn oids_print_dotted() {
        assert_eq!(oid_text(OID_AES256_CBC), "2.16.840.1.101.3.4.1.42");
        assert_eq!(oid_text(OID_RSA), "1.2.840.113549.1.1.1");
    }
}
