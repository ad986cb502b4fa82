//! Hash and crypto functions.
//!
//! `md5`, `sha1`, `sha256`, `sha512` hash the UTF-8 bytes of a string and print lower-case
//! hex; `base64sha256` and `base64sha512` print the raw digest in standard base64.
//! `rsadecrypt(ciphertext, key)` decrypts base64 PKCS #1 v1.5 ciphertext with an RSA private
//! key in PEM form (PKCS #1 `RSA PRIVATE KEY`, PKCS #8 `PRIVATE KEY`, or an unencrypted
//! OpenSSH `OPENSSH PRIVATE KEY`). Decryption uses no randomness.

use base64::Engine;
use md5::Md5;
use rsa::pkcs1::DecodeRsaPrivateKey;
use rsa::pkcs8::DecodePrivateKey;
use rsa::{Pkcs1v15Encrypt, RsaPrivateKey};
use sha1::Sha1;
use sha2::{Digest, Sha256, Sha512};
use strata_hcl_types::function::{Function, FunctionError};
use strata_hcl_types::{Type, Value};

use crate::util::{go_quote, param, str_arg, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("md5", hash_fn(|b| hex(&Md5::digest(b))));
    add("sha1", hash_fn(|b| hex(&Sha1::digest(b))));
    add("sha256", hash_fn(|b| hex(&Sha256::digest(b))));
    add("sha512", hash_fn(|b| hex(&Sha512::digest(b))));
    add("base64sha256", hash_fn(|b| b64(&Sha256::digest(b))));
    add("base64sha512", hash_fn(|b| b64(&Sha512::digest(b))));
    add("rsadecrypt", rsadecrypt());
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

fn hash_fn(f: fn(&[u8]) -> String) -> Function {
    Function::with_static_type(
        vec![param("str", Type::String)],
        None,
        Type::String,
        move |args, _| Ok(Value::string(f(str_arg(args, 0)?.as_bytes()))),
    )
}

/// The type of the first PEM block (`RSA PRIVATE KEY`), if the text has a complete one.
fn pem_block_type(pem: &str) -> Option<&str> {
    let start = pem.find("-----BEGIN ")? + "-----BEGIN ".len();
    let rest = pem.get(start..)?;
    let end = rest.find("-----")?;
    let ty = rest.get(..end)?;
    pem.contains(&format!("-----END {ty}-----")).then_some(ty)
}

/// Reads a private key as Terraform does (through Go's `ssh.ParseRawPrivateKey`), for the
/// RSA forms: PKCS #1 and PKCS #8.
fn parse_key(pem: &str) -> Result<RsaPrivateKey, String> {
    let Some(ty) = pem_block_type(pem) else {
        return Err("invalid private key: ssh: no key found".into());
    };
    if pem.contains("Proc-Type: 4,ENCRYPTED") || ty == "ENCRYPTED PRIVATE KEY" {
        return Err("invalid private key: ssh: this private key is passphrase protected".into());
    }
    let asn1 = |e: String| format!("invalid ASN1 data in the given private key: {e}");
    match ty {
        "RSA PRIVATE KEY" => {
            RsaPrivateKey::from_pkcs1_pem(pem.trim()).map_err(|e| asn1(e.to_string()))
        }
        "PRIVATE KEY" => RsaPrivateKey::from_pkcs8_pem(pem.trim()).map_err(|e| asn1(e.to_string())),
        "EC PRIVATE KEY" | "DSA PRIVATE KEY" => {
            Err(format!("invalid private key type: not an RSA key ({ty})"))
        }
        "OPENSSH PRIVATE KEY" => parse_openssh(pem),
        other => Err(format!(
            "invalid private key: ssh: unsupported key type {}",
            go_quote(other)
        )),
    }
}

/// A reader of the OpenSSH key container's fields (big-endian lengths).
struct SshReader<'a>(&'a [u8]);

impl<'a> SshReader<'a> {
    fn u32(&mut self) -> Option<u32> {
        let (head, rest) = self.0.split_first_chunk::<4>()?;
        self.0 = rest;
        Some(u32::from_be_bytes(*head))
    }

    fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = self.u32()? as usize;
        if n > self.0.len() {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }
}

/// An unencrypted `openssh-key-v1` container holding one RSA key.
fn parse_openssh(pem: &str) -> Result<RsaPrivateKey, String> {
    let malformed = || "invalid private key: ssh: malformed OpenSSH key".to_string();
    let body: String = pem
        .lines()
        .skip_while(|l| !l.starts_with("-----BEGIN"))
        .skip(1)
        .take_while(|l| !l.starts_with("-----END"))
        .collect();
    let data = crate::encoding::b64_decode(&body).map_err(|_| malformed())?;
    let rest = data.strip_prefix(b"openssh-key-v1\0").ok_or_else(|| {
        "invalid private key: ssh: invalid openssh private key format".to_string()
    })?;
    let mut r = SshReader(rest);
    let cipher = r.bytes().ok_or_else(malformed)?;
    let _kdf = r.bytes().ok_or_else(malformed)?;
    let _kdf_options = r.bytes().ok_or_else(malformed)?;
    if cipher != b"none" {
        return Err("invalid private key: ssh: this private key is passphrase protected".into());
    }
    if r.u32().ok_or_else(malformed)? != 1 {
        return Err("invalid private key: ssh: multi-key files are not supported".into());
    }
    let _public = r.bytes().ok_or_else(malformed)?;
    let mut p = SshReader(r.bytes().ok_or_else(malformed)?);
    let (c1, c2) = (
        p.u32().ok_or_else(malformed)?,
        p.u32().ok_or_else(malformed)?,
    );
    if c1 != c2 {
        return Err("invalid private key: ssh: checkint mismatch".into());
    }
    let kind = p.bytes().ok_or_else(malformed)?;
    if kind != b"ssh-rsa" {
        return Err(format!(
            "invalid private key type: not an RSA key ({})",
            String::from_utf8_lossy(kind)
        ));
    }
    let mut int = || {
        p.bytes()
            .map(rsa::BigUint::from_bytes_be)
            .ok_or_else(malformed)
    };
    let (n, e, d, _iqmp, p1, q1) = (int()?, int()?, int()?, int()?, int()?, int()?);
    RsaPrivateKey::from_components(n, e, d, vec![p1, q1])
        .map_err(|e| format!("invalid private key: {e}"))
}

fn rsadecrypt() -> Function {
    Function::with_static_type(
        vec![
            param("ciphertext", Type::String),
            param("privatekey", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let s = str_arg(args, 0)?;
            let key = str_arg(args, 1)?;
            let bytes = crate::encoding::b64_decode(s).map_err(|_| {
                FunctionError::arg(
                    0,
                    format!(
                        "failed to decode input {}: cipher text must be base64-encoded",
                        go_quote(s)
                    ),
                )
            })?;
            let key = parse_key(key).map_err(|e| FunctionError::arg(1, e))?;
            let out = key.decrypt(Pkcs1v15Encrypt, &bytes).map_err(|_| {
                FunctionError::new("failed to decrypt: crypto/rsa: decryption error")
            })?;
            String::from_utf8(out)
                .map(Value::string)
                .map_err(|_| FunctionError::new("the decrypted text is not valid UTF-8"))
        },
    )
}
