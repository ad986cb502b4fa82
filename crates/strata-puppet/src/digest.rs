//! MD5, SHA-1 and SHA-256 for the `md5`, `sha1`, `sha256` and `digest` functions, from the
//! RustCrypto crates the HCL function library uses too.

use md5::Md5;
use sha1::Sha1;
use sha2::{Digest, Sha256};

fn hex_of<D: Digest>(data: &[u8]) -> String {
    D::digest(data).iter().map(|b| format!("{b:02x}")).collect()
}

/// Hex digest of `data` with the named algorithm (`md5`, `sha1`, `sha256`; `digest` = md5).
pub fn hex(algo: &str, data: &[u8]) -> String {
    match algo {
        "sha1" => hex_of::<Sha1>(data),
        "sha256" => hex_of::<Sha256>(data),
        _ => hex_of::<Md5>(data),
    }
}

#[cfg(test)]
mod tests {
    use super::hex;
    #[test]
    fn known_digests() {
        assert_eq!(hex("md5", b"abc"), "900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(
            hex("sha1", b"abc"),
            "a9993e364706816aba3e25717850c26c9cd0d89d"
        );
        assert_eq!(
            hex("sha256", b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
