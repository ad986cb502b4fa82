//! Base64 for `std.string.base64_encode`/`base64_decode`: Nickel's four variants, with the
//! `base64` crate's error texts (which Nickel's messages embed).

use base64::Engine;

/// The four variants Nickel names by enum tags.
#[derive(Clone, Copy, Debug)]
pub enum Variant {
    /// `'Standard`: standard alphabet, padded.
    Standard,
    /// `'UrlSafe`: URL-safe alphabet, padded.
    UrlSafe,
    /// `'NoPad`: standard alphabet, no padding.
    NoPad,
    /// `'UrlSafeNoPad`: URL-safe alphabet, no padding.
    UrlSafeNoPad,
}

fn engine(v: Variant) -> base64::engine::GeneralPurpose {
    match v {
        Variant::Standard => base64::prelude::BASE64_STANDARD,
        Variant::UrlSafe => base64::prelude::BASE64_URL_SAFE,
        Variant::NoPad => base64::prelude::BASE64_STANDARD_NO_PAD,
        Variant::UrlSafeNoPad => base64::prelude::BASE64_URL_SAFE_NO_PAD,
    }
}

/// Encodes `data`.
pub fn encode(v: Variant, data: &[u8]) -> String {
    engine(v).encode(data)
}

/// Decodes `text` into a UTF-8 string, or says why it cannot.
pub fn decode(v: Variant, text: &str) -> Result<String, String> {
    let bytes = engine(v)
        .decode(text)
        .map_err(|e| format!("Base64 decoding failed: {e}"))?;
    String::from_utf8(bytes).map_err(|e| format!("Could not convert decoded value to string: {e}"))
}
