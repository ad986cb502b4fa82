//! Unicode normalisation of strings, as HCL applies it to every string value (NFC).

use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};

/// NFC-normalises an owned string, reusing it when it is already normal (the common case).
pub fn normalize_owned(s: String) -> String {
    if s.is_ascii() || is_nfc_quick(s.chars()) == IsNormalized::Yes {
        s
    } else {
        s.nfc().collect()
    }
}
