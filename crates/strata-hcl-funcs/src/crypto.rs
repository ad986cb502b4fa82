//! Hash and crypto functions.
//!
//! `md5`, `sha1`, `sha256`, `sha512` hash the UTF-8 bytes of a string and print lower-case
//! hex; `base64sha256` and `base64sha512` print the raw digest in standard base64.
//! `rsadecrypt(ciphertext, key)` decrypts base64 PKCS #1 v1.5 ciphertext with an RSA private
//! key in PEM form (PKCS #1 `RSA PRIVATE KEY` or PKCS #8 `PRIVATE KEY`). Decryption uses no
//! randomness.

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

fn parse_key(pem: &str) -> Result<RsaPrivateKey, String> {
    if !pem.contains("-----BEGIN") {
        return Err("invalid private key: ssh: no key found".into());
    }
    if pem.contains("-----BEGIN RSA PRIVATE KEY-----") {
        return RsaPrivateKey::from_pkcs1_pem(pem.trim())
            .map_err(|e| format!("invalid ASN1 data in the given private key: {e}"));
    }
    if pem.contains("-----BEGIN PRIVATE KEY-----") {
        return RsaPrivateKey::from_pkcs8_pem(pem.trim())
            .map_err(|e| format!("invalid ASN1 data in the given private key: {e}"));
    }
    Err("invalid private key: ssh: unhandled key type".into())
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
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(s)
                .map_err(|_| {
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
