//! The X.509 functions `x509genkey`, `x509publickey`, `x509cert` and `x509parsecert`, and
//! the validators `privatekey`, `publickey`, `certificate` and `ca`.
//!
//! # Semantics
//!
//! As spiff++, with PEM texts as values: `x509genkey([bits|curve])` makes an RSA key
//! (`RSA PRIVATE KEY`, 2048 bits by default) or an ECDSA key for `P256` or `P384` (`EC
//! PRIVATE KEY`); `x509publickey(key[, format])` gives the public key of a private key,
//! public key or certificate as `pem` (`RSA PUBLIC KEY`, PKCS#1, or `ECDSA PUBLIC KEY`),
//! `pkix` (`PUBLIC KEY`) or `ssh` (an authorized-keys line); `x509cert(spec)` makes a
//! certificate (`CERTIFICATE`) from a map with `organization`, `usage`, optional
//! `commonName`, `country`, `validFrom` (`Jan 2 15:04:05 2006`), `validity` (hours,
//! default a year), `isCA`, `hosts` (IP addresses and DNS names), `privateKey` or
//! `publicKey`, and for a certificate signed by a CA `caCert` and `caPrivateKey`;
//! `x509parsecert(pem)` gives the fields of a certificate as a map.
//!
//! Keys are generated and certificates signed with the `rsa`, `p256`/`p384` and `rcgen`
//! crates and read with `x509-parser`.

use crate::fail::{local, Fail, R};
use crate::value::{Val, ValMap};
use base64::Engine as _;
use std::sync::Arc;

/// The function names of this module.
pub(crate) const NAMES: &[&str] = &["x509genkey", "x509publickey", "x509cert", "x509parsecert"];

/// The largest RSA key strata generates (bigger keys take minutes).
const MAX_RSA_BITS: i64 = 8192;

/// A PEM block as Go's `pem.Encode` writes it.
fn pem_encode(label: &str, der: &[u8]) -> String {
    let b = base64::engine::general_purpose::STANDARD.encode(der);
    let mut out = format!("-----BEGIN {label}-----\n");
    for chunk in b.as_bytes().chunks(64) {
        out.push_str(&String::from_utf8_lossy(chunk));
        out.push('\n');
    }
    out.push_str(&format!("-----END {label}-----\n"));
    out
}

/// The first PEM block of `text`: its label and bytes.
fn pem_decode(text: &str) -> Option<(String, Vec<u8>)> {
    let start = text.find("-----BEGIN ")?;
    let rest = &text[start + 11..];
    let label_end = rest.find("-----")?;
    let label = rest[..label_end].to_string();
    let body_start = label_end + 5;
    let end_marker = format!("-----END {label}-----");
    let body_end = rest[body_start..].find(&end_marker)? + body_start;
    let body: String = rest[body_start..body_end]
        .lines()
        .filter(|l| !l.contains(':'))
        .flat_map(|l| l.chars().filter(|c| !c.is_whitespace()))
        .collect();
    let der = base64::engine::general_purpose::STANDARD
        .decode(body.as_bytes())
        .ok()?;
    Some((label, der))
}

/// A private key as spiff++ holds one.
enum PrivateKey {
    Rsa(Box<rsa::RsaPrivateKey>),
    P256(p256::SecretKey),
    P384(p384::SecretKey),
}

/// A public key.
enum PublicKey {
    Rsa(rsa::RsaPublicKey),
    P256(p256::PublicKey),
    P384(p384::PublicKey),
}

fn parse_private_key(text: &str) -> Result<PrivateKey, String> {
    use rsa::pkcs1::DecodeRsaPrivateKey;
    let (label, der) = pem_decode(text)
        .ok_or_else(|| "invalid private key format (expected pem block)".to_string())?;
    match label.as_str() {
        "RSA PRIVATE KEY" => rsa::RsaPrivateKey::from_pkcs1_der(&der)
            .map(|k| PrivateKey::Rsa(Box::new(k)))
            .map_err(|e| format!("x509: failed to parse private key: {e}")),
        "EC PRIVATE KEY" => {
            if let Ok(k) = p256::SecretKey::from_sec1_der(&der) {
                return Ok(PrivateKey::P256(k));
            }
            p384::SecretKey::from_sec1_der(&der)
                .map(PrivateKey::P384)
                .map_err(|e| format!("x509: failed to parse EC private key: {e}"))
        }
        other => Err(format!("invalid pem block type \"{other}\"")),
    }
}

fn parse_public_key(text: &str) -> Result<PublicKey, String> {
    let (_, der) = pem_decode(text)
        .ok_or_else(|| "invalid public key format (expected pem block)".to_string())?;
    public_key_from_der(&der)
}

fn public_key_from_der(der: &[u8]) -> Result<PublicKey, String> {
    use rsa::pkcs1::DecodeRsaPublicKey;
    use rsa::pkcs8::DecodePublicKey;
    if let Ok(k) = rsa::RsaPublicKey::from_public_key_der(der) {
        return Ok(PublicKey::Rsa(k));
    }
    if let Ok(k) = p256::PublicKey::from_public_key_der(der) {
        return Ok(PublicKey::P256(k));
    }
    if let Ok(k) = p384::PublicKey::from_public_key_der(der) {
        return Ok(PublicKey::P384(k));
    }
    rsa::RsaPublicKey::from_pkcs1_der(der)
        .map(PublicKey::Rsa)
        .map_err(|e| format!("failed to parse DER encoded public key: {e}"))
}

/// The DER bytes of a certificate in PEM.
fn certificate_der(text: &str) -> Result<Vec<u8>, String> {
    let (label, der) = pem_decode(text)
        .ok_or_else(|| "invalid certificate format (expected pem block)".to_string())?;
    if label != "CERTIFICATE" {
        return Err(format!(
            "unexpected pem block type for certificate: \"{label}\""
        ));
    }
    x509_parser::parse_x509_certificate(&der).map_err(|e| format!("x509: {e}"))?;
    Ok(der)
}

fn public_of(k: &PrivateKey) -> PublicKey {
    match k {
        PrivateKey::Rsa(k) => PublicKey::Rsa(k.to_public_key()),
        PrivateKey::P256(k) => PublicKey::P256(k.public_key()),
        PrivateKey::P384(k) => PublicKey::P384(k.public_key()),
    }
}

fn public_of_cert(der: &[u8]) -> Result<PublicKey, String> {
    let (_, cert) = x509_parser::parse_x509_certificate(der).map_err(|e| format!("x509: {e}"))?;
    public_key_from_der(cert.public_key().raw)
}

/// The SubjectPublicKeyInfo DER of a public key.
fn spki_der(k: &PublicKey) -> Result<Vec<u8>, String> {
    use rsa::pkcs8::EncodePublicKey;
    let doc = match k {
        PublicKey::Rsa(k) => k.to_public_key_der(),
        PublicKey::P256(k) => k.to_public_key_der(),
        PublicKey::P384(k) => k.to_public_key_der(),
    };
    doc.map(|d| d.as_bytes().to_vec())
        .map_err(|e| e.to_string())
}

/// spiff++'s PEM of a public key: PKCS#1 `RSA PUBLIC KEY` (or `PUBLIC KEY` with `pkix`),
/// `ECDSA PUBLIC KEY` for EC keys.
fn public_pem(k: &PublicKey, pkix: bool) -> Result<String, String> {
    use rsa::pkcs1::EncodeRsaPublicKey;
    match k {
        PublicKey::Rsa(r) if !pkix => {
            let der = r.to_pkcs1_der().map_err(|e| e.to_string())?;
            Ok(pem_encode("RSA PUBLIC KEY", der.as_bytes()))
        }
        PublicKey::Rsa(_) => Ok(pem_encode("PUBLIC KEY", &spki_der(k)?)),
        _ => Ok(pem_encode("ECDSA PUBLIC KEY", &spki_der(k)?)),
    }
}

/// An OpenSSH authorized-keys line of a public key.
fn ssh_line(k: &PublicKey) -> Result<String, String> {
    use rsa::traits::PublicKeyParts;
    fn string(out: &mut Vec<u8>, b: &[u8]) {
        out.extend_from_slice(&(b.len() as u32).to_be_bytes());
        out.extend_from_slice(b);
    }
    fn mpint(out: &mut Vec<u8>, b: &[u8]) {
        let b: Vec<u8> = b.iter().copied().skip_while(|x| *x == 0).collect();
        if b.first().is_some_and(|x| x & 0x80 != 0) {
            let mut v = vec![0u8];
            v.extend_from_slice(&b);
            string(out, &v);
        } else {
            string(out, &b);
        }
    }
    let mut blob = Vec::new();
    let kind = match k {
        PublicKey::Rsa(r) => {
            string(&mut blob, b"ssh-rsa");
            mpint(&mut blob, &r.e().to_bytes_be());
            mpint(&mut blob, &r.n().to_bytes_be());
            "ssh-rsa"
        }
        PublicKey::P256(p) => {
            use p256::elliptic_curve::sec1::ToEncodedPoint;
            string(&mut blob, b"ecdsa-sha2-nistp256");
            string(&mut blob, b"nistp256");
            string(&mut blob, p.to_encoded_point(false).as_bytes());
            "ecdsa-sha2-nistp256"
        }
        PublicKey::P384(p) => {
            use p384::elliptic_curve::sec1::ToEncodedPoint;
            string(&mut blob, b"ecdsa-sha2-nistp384");
            string(&mut blob, b"nistp384");
            string(&mut blob, p.to_encoded_point(false).as_bytes());
            "ecdsa-sha2-nistp384"
        }
    };
    Ok(format!(
        "{kind} {}\n",
        base64::engine::general_purpose::STANDARD.encode(blob)
    ))
}

/// The `privatekey`, `publickey`, `certificate` and `ca` validators.
pub(crate) fn validator(op: &str, value: &Val) -> Result<(bool, String), String> {
    let Val::Str(s) = value else {
        return Err(format!(
            "{op} requires string, but got {}",
            crate::builtin_api::expression_type(value)
        ));
    };
    let r = |ok: bool, yes: &str, no: String| Ok((ok, if ok { yes.to_string() } else { no }));
    match op {
        "privatekey" => match parse_private_key(s) {
            Ok(_) => r(true, "is private key", String::new()),
            Err(e) => r(false, "", format!("is no private key: {e}")),
        },
        "publickey" => match parse_public_key(s) {
            Ok(_) => r(true, "is public key", String::new()),
            Err(e) => r(false, "", format!("is no public key: {e}")),
        },
        "certificate" => match certificate_der(s) {
            Ok(_) => r(true, "is certificate", String::new()),
            Err(e) => r(false, "", format!("is no certificate: {e}")),
        },
        _ => match certificate_der(s) {
            Err(e) => r(false, "", format!("is no certificate: {e}")),
            Ok(der) => {
                let is_ca = x509_parser::parse_x509_certificate(&der)
                    .ok()
                    .and_then(|(_, c)| c.basic_constraints().ok().flatten().map(|b| b.value.ca))
                    .unwrap_or(false);
                r(is_ca, "is ca", "is no ca certificate: %!s(<nil>)".into())
            }
        },
    }
}

fn random_rng() -> rand_core::OsRng {
    rand_core::OsRng
}

fn genkey(a: &[Val]) -> R<Val> {
    use rsa::pkcs1::EncodeRsaPrivateKey;
    if a.len() > 1 {
        return local("invalid argument count for x509genkey([<bitsize>|<ecdsaCurve>])");
    }
    let mut bits: i64 = 2048;
    let mut curve = String::new();
    match a.first() {
        None => {}
        Some(Val::Int(b)) => bits = *b,
        Some(Val::Str(s)) => match s.parse::<i32>() {
            Ok(b) => bits = i64::from(b),
            Err(_) => curve = s.to_string(),
        },
        Some(_) => return local("argument for x509genkey must be a string or integer"),
    }
    let pem = match curve.as_str() {
        "" => {
            if !(512..=MAX_RSA_BITS).contains(&bits) {
                return local(format!(
                    "failed to generate private key: strata generates RSA keys of 512 to {MAX_RSA_BITS} bits, not {bits}"
                ));
            }
            let key = rsa::RsaPrivateKey::new(&mut random_rng(), bits as usize)
                .map_err(|e| Fail::local(format!("failed to generate private key: {e}")))?;
            let der = key
                .to_pkcs1_der()
                .map_err(|e| Fail::local(format!("failed to write key pem block: {e}")))?;
            pem_encode("RSA PRIVATE KEY", der.as_bytes())
        }
        "P256" => {
            let key = p256::SecretKey::random(&mut random_rng());
            let der = key
                .to_sec1_der()
                .map_err(|e| Fail::local(format!("failed to write key pem block: {e}")))?;
            pem_encode("EC PRIVATE KEY", &der)
        }
        "P384" => {
            let key = p384::SecretKey::random(&mut random_rng());
            let der = key
                .to_sec1_der()
                .map_err(|e| Fail::local(format!("failed to write key pem block: {e}")))?;
            pem_encode("EC PRIVATE KEY", &der)
        }
        "P224" | "P521" => {
            return local(format!(
                "elliptic curve {curve} is not supported by strata's spiff (P256 and P384 are)"
            ))
        }
        other => return local(format!("Unrecognized elliptic curve: \"{other}\"")),
    };
    Ok(Val::str(pem))
}

fn publickey(a: &[Val]) -> R<Val> {
    let mut format = "pem".to_string();
    match a.len() {
        1 => {}
        2 => {
            let Val::Str(f) = &a[1] else {
                return local("format argument for x509publickey must be a string");
            };
            let lower = f.to_lowercase();
            match lower.as_str() {
                "pem" | "ssh" | "pkix" => format = lower,
                _ => return local(format!("invalid format for x509publickey: {f}")),
            }
        }
        _ => return local("invalid argument count for x509publickey"),
    }
    let Val::Str(s) = &a[0] else {
        return local("argument for x509publickey must be a private key in pem format");
    };
    let key = match parse_private_key(s) {
        Ok(k) => public_of(&k),
        Err(err) => match parse_public_key(s) {
            Ok(k) => k,
            Err(_) => match certificate_der(s).and_then(|d| public_of_cert(&d)) {
                Ok(k) => k,
                Err(_) => {
                    return local(format!(
                        "argument for x509publickey must be a private/public key or certificate in pem format: {err}"
                    ))
                }
            },
        },
    };
    let text = match format.as_str() {
        "pem" => public_pem(&key, false),
        "pkix" => public_pem(&key, true),
        _ => ssh_line(&key),
    }
    .map_err(Fail::local)?;
    Ok(Val::str(text))
}

/// A string list field as spiff++ reads one: absent or null is empty, a string, bool or integer
/// is a list of one, a list takes string, bool and integer entries. spiff++ calls `organization`
/// and `usage` required, but an absent one is accepted as empty there too; a wrong type in such a
/// field reads "field ... is required".
fn string_list(m: &ValMap, name: &str, required: bool) -> R<Vec<String>> {
    fn text(v: &Val) -> Option<String> {
        match v {
            Val::Str(_) | Val::Bool(_) | Val::Int(_) => v.simple_text(),
            _ => None,
        }
    }
    let invalid = |what: &str| {
        if required {
            local(format!("field \"{name}\" is required"))
        } else {
            local(format!("invalid {what}type for \"{name}\""))
        }
    };
    match m.get(name) {
        None | Some(Val::Null) => Ok(Vec::new()),
        Some(Val::List(l)) => {
            let mut out = Vec::with_capacity(l.len());
            for e in l.iter() {
                match text(e) {
                    Some(t) => out.push(t),
                    None => return invalid("list element "),
                }
            }
            Ok(out)
        }
        Some(v) => match text(v) {
            Some(t) => Ok(vec![t]),
            None => invalid(""),
        },
    }
}

fn string_field(m: &ValMap, name: &str) -> R<String> {
    match m.get(name) {
        None | Some(Val::Null) => Ok(String::new()),
        Some(v @ (Val::Str(_) | Val::Bool(_) | Val::Int(_))) => {
            Ok(v.simple_text().unwrap_or_default())
        }
        Some(_) => local(format!("invalid type for \"{name}\"")),
    }
}

/// Parses Go's `Jan 2 15:04:05 2006` layout.
fn parse_go_date(s: &str) -> Option<time::OffsetDateTime> {
    let parts: Vec<&str> = s.split_whitespace().collect();
    let [mon, day, hms, year] = parts.as_slice() else {
        return None;
    };
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let m = MONTHS.iter().position(|x| x == mon)? as u8 + 1;
    let month = time::Month::try_from(m).ok()?;
    let t: Vec<u8> = hms.split(':').filter_map(|x| x.parse().ok()).collect();
    let [h, mi, se] = t.as_slice() else {
        return None;
    };
    let date = time::Date::from_calendar_date(year.parse().ok()?, month, day.parse().ok()?).ok()?;
    let time = time::Time::from_hms(*h, *mi, *se).ok()?;
    Some(time::PrimitiveDateTime::new(date, time).assume_utc())
}

/// Go's `Jan 2 15:04:05 2006` text of a time.
fn go_date(t: time::OffsetDateTime) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{} {} {:02}:{:02}:{:02} {}",
        MONTHS[t.month() as usize - 1],
        t.day(),
        t.hour(),
        t.minute(),
        t.second(),
        t.year()
    )
}

/// A key pair rcgen signs with, from a private key.
fn signing_key(k: &PrivateKey) -> R<rcgen::KeyPair> {
    use rsa::pkcs8::EncodePrivateKey;
    let der = match k {
        PrivateKey::Rsa(k) => k.to_pkcs8_der().map(|d| d.as_bytes().to_vec()),
        PrivateKey::P256(k) => k.to_pkcs8_der().map(|d| d.as_bytes().to_vec()),
        PrivateKey::P384(k) => k.to_pkcs8_der().map(|d| d.as_bytes().to_vec()),
    }
    .map_err(|e| Fail::local(format!("Failed to create certificate: {e}")))?;
    let alg = match k {
        PrivateKey::Rsa(_) => &rcgen::PKCS_RSA_SHA256,
        PrivateKey::P256(_) => &rcgen::PKCS_ECDSA_P256_SHA256,
        PrivateKey::P384(_) => &rcgen::PKCS_ECDSA_P384_SHA384,
    };
    let pkcs8 = rustls_pki_types::PrivatePkcs8KeyDer::from(der);
    rcgen::KeyPair::from_pkcs8_der_and_sign_algo(&pkcs8, alg)
        .map_err(|e| Fail::local(format!("Failed to create certificate: {e}")))
}

fn cert(a: &[Val]) -> R<Val> {
    use rcgen::{
        BasicConstraints, CertificateParams, DistinguishedName, DnType, ExtendedKeyUsagePurpose,
        IsCa, KeyUsagePurpose, SanType,
    };
    if a.len() != 1 {
        return local("invalid argument count for x509cert(<map>)");
    }
    let Val::Map(m) = &a[0] else {
        return local(format!(
            "argument for x509cert must be a map (found {})",
            crate::builtin_api::expression_type(&a[0])
        ));
    };
    let mut is_ca = match m.get("isCA") {
        None | Some(Val::Null) => false,
        Some(Val::Bool(b)) => *b,
        Some(Val::Int(i)) => *i != 0,
        Some(Val::Str(s)) => match s.as_str() {
            "1" | "t" | "T" | "true" | "TRUE" | "True" => true,
            "0" | "f" | "F" | "false" | "FALSE" | "False" => false,
            _ => {
                return local(format!(
                    "strconv.ParseBool: parsing \"{s}\": invalid syntax"
                ))
            }
        },
        Some(_) => return local("invalid type for boolean field \"isCA\""),
    };
    let orgs = string_list(m, "organization", true)?;
    let cn = string_field(m, "commonName")?;
    let countries = string_list(m, "country", false)?;
    let usages = string_list(m, "usage", true)?;
    let validity: i64 = match m.get("validity") {
        None | Some(Val::Null) => 24 * 365,
        Some(Val::Int(i)) => *i,
        Some(Val::Str(s)) => s
            .parse()
            .map_err(|_| Fail::local("invalid type for int field \"validity\""))?,
        Some(_) => return local("invalid type for int field \"validity\""),
    };
    let hosts = string_list(m, "hosts", false)?;
    let priv_text = string_field(m, "privateKey")?;
    let private = if priv_text.is_empty() {
        None
    } else {
        Some(parse_private_key(&priv_text).map_err(Fail::local)?)
    };
    let pub_text = string_field(m, "publicKey")?;
    let public = if pub_text.is_empty() {
        match &private {
            Some(k) => public_of(k),
            None => return local("one of 'publicKey' or 'privateKey' must be given"),
        }
    } else {
        parse_public_key(&pub_text).map_err(Fail::local)?
    };
    let ca_text = string_field(m, "caCert")?;
    let ca_der = if ca_text.is_empty() {
        None
    } else {
        Some(
            certificate_der(&ca_text)
                .map_err(|e| Fail::local(format!("invalid ca certificate: {e}")))?,
        )
    };
    let ca_key_text = string_field(m, "caPrivateKey")?;
    if ca_key_text.is_empty() && ca_der.is_some() {
        return local("private key for ca required");
    }
    let signer_text = if ca_der.is_some() {
        &ca_key_text
    } else {
        &priv_text
    };
    if signer_text.is_empty() {
        return local("private key for self-signed certificate required");
    }
    let signer = parse_private_key(signer_text).map_err(Fail::local)?;
    let valid_from = string_field(m, "validFrom")?;
    let not_before = if valid_from.is_empty() {
        time::OffsetDateTime::now_utc()
    } else {
        parse_go_date(&valid_from).ok_or_else(|| {
            Fail::local(format!(
                "invalid validFrom fields: parsing time \"{valid_from}\" as \"Jan 2 15:04:05 2006\": cannot parse"
            ))
        })?
    };
    let not_after = not_before
        .checked_add(time::Duration::hours(validity))
        .ok_or_else(|| Fail::local("invalid validity"))?;

    let mut params = CertificateParams::default();
    let mut dn = DistinguishedName::new();
    for c in &countries {
        dn.push(DnType::CountryName, c.as_str());
    }
    for o in &orgs {
        dn.push(DnType::OrganizationName, o.as_str());
    }
    if !cn.is_empty() {
        dn.push(DnType::CommonName, cn.as_str());
    }
    params.distinguished_name = dn;
    params.not_before = not_before;
    params.not_after = not_after;
    let mut serial = [0u8; 16];
    getrandom::getrandom(&mut serial)
        .map_err(|e| Fail::local(format!("failed to generate serial number: {e}")))?;
    serial[0] &= 0x7f;
    params.serial_number = Some(rcgen::SerialNumber::from_slice(&serial));
    let mut key_usages = Vec::new();
    let mut ext = Vec::new();
    for u in &usages {
        let k = match u.to_lowercase().as_str() {
            "signature" => Ok(KeyUsagePurpose::DigitalSignature),
            "commitment" => Ok(KeyUsagePurpose::ContentCommitment),
            "keyencipherment" => Ok(KeyUsagePurpose::KeyEncipherment),
            "dataencipherment" => Ok(KeyUsagePurpose::DataEncipherment),
            "keyagreement" => Ok(KeyUsagePurpose::KeyAgreement),
            "certsign" => Ok(KeyUsagePurpose::KeyCertSign),
            "crlsign" => Ok(KeyUsagePurpose::CrlSign),
            "encipheronly" => Ok(KeyUsagePurpose::EncipherOnly),
            "decipheronly" => Ok(KeyUsagePurpose::DecipherOnly),
            "any" => Err(ExtendedKeyUsagePurpose::Any),
            "serverauth" => Err(ExtendedKeyUsagePurpose::ServerAuth),
            "clientauth" => Err(ExtendedKeyUsagePurpose::ClientAuth),
            "codesigning" => Err(ExtendedKeyUsagePurpose::CodeSigning),
            "emailprotection" => Err(ExtendedKeyUsagePurpose::EmailProtection),
            "timestamping" => Err(ExtendedKeyUsagePurpose::TimeStamping),
            "ocspsigning" => Err(ExtendedKeyUsagePurpose::OcspSigning),
            _ => return local(format!("invalid usage key \"{u}\"")),
        };
        match k {
            Ok(k) => {
                if !key_usages.contains(&k) {
                    key_usages.push(k)
                }
            }
            Err(e) => {
                if !ext.contains(&e) {
                    ext.push(e)
                }
            }
        }
    }
    if is_ca || key_usages.contains(&KeyUsagePurpose::KeyCertSign) {
        is_ca = true;
        if !key_usages.contains(&KeyUsagePurpose::KeyCertSign) {
            key_usages.push(KeyUsagePurpose::KeyCertSign);
        }
    }
    params.key_usages = key_usages;
    params.extended_key_usages = ext;
    params.is_ca = if is_ca {
        IsCa::Ca(BasicConstraints::Unconstrained)
    } else {
        IsCa::ExplicitNoCa
    };
    for h in &hosts {
        match h.parse::<std::net::IpAddr>() {
            Ok(ip) => params.subject_alt_names.push(SanType::IpAddress(ip)),
            Err(_) => params.subject_alt_names.push(SanType::DnsName(
                h.as_str()
                    .try_into()
                    .map_err(|e| Fail::local(format!("Failed to create certificate: {e}")))?,
            )),
        }
    }
    let signing = signing_key(&signer)?;
    let subject = SubjectKey::of(&public).map_err(Fail::local)?;
    let issued = match &ca_der {
        None => {
            // self-signed: the subject's key must be the signer's
            let same = spki_der(&public_of(&signer)).ok() == spki_der(&public).ok();
            if same {
                params.self_signed(&signing)
            } else {
                let issuer = params
                    .clone()
                    .self_signed(&signing)
                    .map_err(|e| Fail::local(format!("Failed to create certificate: {e}")))?;
                params.signed_by(&subject, &issuer, &signing)
            }
        }
        Some(der) => {
            let ca_params = CertificateParams::from_ca_cert_der(
                &rustls_pki_types::CertificateDer::from(der.clone()),
            )
            .map_err(|e| Fail::local(format!("invalid ca certificate: {e}")))?;
            let ca = ca_params
                .self_signed(&signing)
                .map_err(|e| Fail::local(format!("Failed to create certificate: {e}")))?;
            params.signed_by(&subject, &ca, &signing)
        }
    }
    .map_err(|e| Fail::local(format!("Failed to create certificate: {e}")))?;
    Ok(Val::str(pem_encode("CERTIFICATE", issued.der())))
}

/// A subject public key: the bits of its SubjectPublicKeyInfo and its algorithm.
struct SubjectKey {
    bits: Vec<u8>,
    alg: &'static rcgen::SignatureAlgorithm,
}

impl SubjectKey {
    fn of(k: &PublicKey) -> Result<SubjectKey, String> {
        use rsa::pkcs1::EncodeRsaPublicKey;
        Ok(match k {
            PublicKey::Rsa(r) => SubjectKey {
                bits: r
                    .to_pkcs1_der()
                    .map_err(|e| e.to_string())?
                    .as_bytes()
                    .to_vec(),
                alg: &rcgen::PKCS_RSA_SHA256,
            },
            PublicKey::P256(p) => {
                use p256::elliptic_curve::sec1::ToEncodedPoint;
                SubjectKey {
                    bits: p.to_encoded_point(false).as_bytes().to_vec(),
                    alg: &rcgen::PKCS_ECDSA_P256_SHA256,
                }
            }
            PublicKey::P384(p) => {
                use p384::elliptic_curve::sec1::ToEncodedPoint;
                SubjectKey {
                    bits: p.to_encoded_point(false).as_bytes().to_vec(),
                    alg: &rcgen::PKCS_ECDSA_P384_SHA384,
                }
            }
        })
    }
}

impl rcgen::PublicKeyData for SubjectKey {
    fn der_bytes(&self) -> &[u8] {
        &self.bits
    }
    fn algorithm(&self) -> &rcgen::SignatureAlgorithm {
        self.alg
    }
}

fn parsecert(a: &[Val]) -> R<Val> {
    if a.len() != 1 {
        return local("invalid argument count for x509parsecert");
    }
    let Val::Str(s) = &a[0] else {
        return local("argument for x509parsecert must be a certificate in pem format");
    };
    let der = certificate_der(s).map_err(|e| {
        Fail::local(format!(
            "argument for x509parsecert must be a certificate in pem format: {e}"
        ))
    })?;
    let (_, c) =
        x509_parser::parse_x509_certificate(&der).map_err(|e| Fail::local(format!("x509: {e}")))?;
    let strs = |v: Vec<String>| Val::List(Arc::new(v.into_iter().map(Val::str).collect()));
    let mut m = ValMap::new();
    let is_ca = c
        .basic_constraints()
        .ok()
        .flatten()
        .map(|b| b.value.ca)
        .unwrap_or(false);
    m.insert("isCA".into(), Val::Bool(is_ca));
    let subject = c.subject();
    let attr =
        |it: &mut dyn Iterator<Item = &x509_parser::x509::AttributeTypeAndValue>| -> Vec<String> {
            it.filter_map(|a| a.as_str().ok().map(str::to_string))
                .collect()
        };
    if let Some(cn) = attr(&mut subject.iter_common_name()).into_iter().next() {
        if !cn.is_empty() {
            m.insert("commonName".into(), Val::str(cn));
        }
    }
    let countries = attr(&mut subject.iter_country());
    if !countries.is_empty() {
        m.insert("country".into(), strs(countries));
    }
    let orgs = attr(&mut subject.iter_organization());
    if !orgs.is_empty() {
        m.insert("organization".into(), strs(orgs));
    }
    let mut dns = Vec::new();
    let mut ips = Vec::new();
    if let Ok(Some(san)) = c.subject_alternative_name() {
        for n in &san.value.general_names {
            match n {
                x509_parser::extensions::GeneralName::DNSName(d) => dns.push(d.to_string()),
                x509_parser::extensions::GeneralName::IPAddress(b) => {
                    if let Ok(a) = <[u8; 4]>::try_from(*b) {
                        ips.push(std::net::Ipv4Addr::from(a).to_string());
                    } else if let Ok(a) = <[u8; 16]>::try_from(*b) {
                        ips.push(std::net::Ipv6Addr::from(a).to_string());
                    }
                }
                _ => {}
            }
        }
    }
    if !dns.is_empty() {
        m.insert("dnsNames".into(), strs(dns.clone()));
    }
    if !ips.is_empty() {
        m.insert("ipAddresses".into(), strs(ips.clone()));
    }
    // spiff++ tests the DNS names twice (`len(DNSNames)+len(DNSNames)`), and so does strata
    if !dns.is_empty() {
        let mut hosts = ips;
        hosts.extend(dns);
        m.insert("hosts".into(), strs(hosts));
    }
    let nb = c.validity().not_before.to_datetime();
    let na = c.validity().not_after.to_datetime();
    m.insert("validFrom".into(), Val::str(go_date(nb)));
    m.insert("validUntil".into(), Val::str(go_date(na)));
    let hours = (na - time::OffsetDateTime::now_utc()).whole_hours();
    m.insert("validity".into(), Val::Int(hours));
    let mut usage = Vec::new();
    if let Ok(Some(ku)) = c.key_usage() {
        let k = ku.value;
        for (on, name) in [
            (k.digital_signature(), "Signature"),
            (k.non_repudiation(), "ContentCommitment"),
            (k.key_encipherment(), "KeyEncipherment"),
            (k.data_encipherment(), "DataEncipherment"),
            (k.key_agreement(), "KeyAgreement"),
            (k.key_cert_sign(), "CertSign"),
            (k.crl_sign(), "CRLSign"),
            (k.encipher_only(), "EncipherOnly"),
            (k.decipher_only(), "DecipherOnly"),
        ] {
            if on {
                usage.push(name.to_string());
            }
        }
    }
    if let Ok(Some(eku)) = c.extended_key_usage() {
        let e = eku.value;
        for (on, name) in [
            (e.any, "Any"),
            (e.server_auth, "ServerAuth"),
            (e.client_auth, "ClientAuth"),
            (e.code_signing, "CodeSigning"),
            (e.email_protection, "EmailProtection"),
            (e.time_stamping, "TimeStamping"),
            (e.ocsp_signing, "OCSPSigning"),
        ] {
            if on {
                usage.push(name.to_string());
            }
        }
    }
    m.insert("usage".into(), strs(usage));
    if let Ok(k) = public_key_from_der(c.public_key().raw) {
        m.insert(
            "publicKey".into(),
            Val::str(public_pem(&k, false).map_err(Fail::local)?),
        );
    }
    Ok(Val::Map(Arc::new(m)))
}

/// Calls the function `name` (one of [`NAMES`]) with `a`.
pub(crate) fn call(name: &str, a: &[Val]) -> R<Val> {
    match name {
        "x509genkey" => genkey(a),
        "x509publickey" => publickey(a),
        "x509cert" => cert(a),
        _ => parsecert(a),
    }
}
