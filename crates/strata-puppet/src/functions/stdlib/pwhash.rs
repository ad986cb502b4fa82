//! stdlib's `pw_hash` for the MD5, SHA-256 and SHA-512 schemes (`$1$`, `$5$`, `$6$`): the crypt(3) that
//! Ruby's `String#crypt` calls, written from Ulrich Drepper's "Unix crypt using SHA-256 and
//! SHA-512" specification. The result depends only on the password and the salt, so a catalog
//! that holds it is reproducible.

use sha2::{Digest, Sha256, Sha512};

const ITOA64: &[u8] = b"./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/// The specification's default rounds (a salt without `rounds=`).
const ROUNDS: usize = 5000;

/// `$5$salt$hash` or `$6$salt$hash` for `password` with `salt` (the characters of
/// `[a-zA-Z0-9./]` pw_hash allows; at most 16 are used, as crypt(3) does).
pub(super) fn sha_crypt(password: &[u8], salt: &str, sha512: bool) -> String {
    let salt = &salt.as_bytes()[..salt.len().min(16)];
    if sha512 {
        let d = digest_rounds::<Sha512>(password, salt);
        let mut out = format!("$6${}$", String::from_utf8_lossy(salt));
        const ORDER: [(usize, usize, usize); 21] = [
            (0, 21, 42),
            (22, 43, 1),
            (44, 2, 23),
            (3, 24, 45),
            (25, 46, 4),
            (47, 5, 26),
            (6, 27, 48),
            (28, 49, 7),
            (50, 8, 29),
            (9, 30, 51),
            (31, 52, 10),
            (53, 11, 32),
            (12, 33, 54),
            (34, 55, 13),
            (56, 14, 35),
            (15, 36, 57),
            (37, 58, 16),
            (59, 17, 38),
            (18, 39, 60),
            (40, 61, 19),
            (62, 20, 41),
        ];
        for (a, b, c) in ORDER {
            b64(&mut out, d[a], d[b], d[c], 4);
        }
        b64(&mut out, 0, 0, d[63], 2);
        out
    } else {
        let d = digest_rounds::<Sha256>(password, salt);
        let mut out = format!("$5${}$", String::from_utf8_lossy(salt));
        const ORDER: [(usize, usize, usize); 10] = [
            (0, 10, 20),
            (21, 1, 11),
            (12, 22, 2),
            (3, 13, 23),
            (24, 4, 14),
            (15, 25, 5),
            (6, 16, 26),
            (27, 7, 17),
            (18, 28, 8),
            (9, 19, 29),
        ];
        for (a, b, c) in ORDER {
            b64(&mut out, d[a], d[b], d[c], 4);
        }
        b64(&mut out, 0, d[31], d[30], 3);
        out
    }
}

/// Appends `n` characters of the 24 bits `b2 b1 b0`, least significant six bits first.
fn b64(out: &mut String, b2: u8, b1: u8, b0: u8, n: usize) {
    let mut w = ((b2 as u32) << 16) | ((b1 as u32) << 8) | b0 as u32;
    for _ in 0..n {
        out.push(ITOA64[(w & 0x3f) as usize] as char);
        w >>= 6;
    }
}

/// `len` bytes of `block` repeated.
fn repeated(block: &[u8], len: usize) -> Vec<u8> {
    block.iter().copied().cycle().take(len).collect()
}

/// The specification's steps 1-21: the final digest after the rounds.
fn digest_rounds<D: Digest + Clone>(p: &[u8], s: &[u8]) -> Vec<u8> {
    let size = <D as Digest>::output_size();
    // digest B: password, salt, password
    let b = D::new()
        .chain_update(p)
        .chain_update(s)
        .chain_update(p)
        .finalize()
        .to_vec();
    // digest A: password, salt, B for each byte of the password, then B or the password
    // for each bit of the password's length
    let mut a = D::new().chain_update(p).chain_update(s);
    a.update(repeated(&b, p.len()));
    let mut i = p.len();
    while i > 0 {
        if i & 1 == 1 {
            a.update(&b);
        } else {
            a.update(p);
        }
        i >>= 1;
    }
    let a = a.finalize().to_vec();
    // P: the digest of the password repeated once per byte, cut to the password's length
    let mut dp = D::new();
    for _ in 0..p.len() {
        dp.update(p);
    }
    let pseq = repeated(&dp.finalize(), p.len());
    // S: the digest of the salt repeated 16 + A[0] times, cut to the salt's length
    let mut ds = D::new();
    for _ in 0..16 + a[0] as usize {
        ds.update(s);
    }
    let sseq = repeated(&ds.finalize(), s.len());
    let mut c = a;
    for r in 0..ROUNDS {
        let mut d = D::new();
        if r & 1 == 1 {
            d.update(&pseq);
        } else {
            d.update(&c);
        }
        if r % 3 != 0 {
            d.update(&sseq);
        }
        if r % 7 != 0 {
            d.update(&pseq);
        }
        if r & 1 == 1 {
            d.update(&c);
        } else {
            d.update(&pseq);
        }
        c = d.finalize().to_vec();
    }
    debug_assert_eq!(c.len(), size);
    c
}

/// `$1$salt$hash`: crypt(3)'s MD5 scheme (Poul-Henning Kamp's md5crypt) for `password` with
/// `salt` (at most 8 characters are used).
pub(super) fn md5_crypt(password: &[u8], salt: &str) -> String {
    use md5::Md5;
    let salt = &salt.as_bytes()[..salt.len().min(8)];
    let mut alt = Md5::new();
    alt.update(password);
    alt.update(salt);
    alt.update(password);
    let alt = alt.finalize();
    let mut ctx = Md5::new();
    ctx.update(password);
    ctx.update(b"$1$");
    ctx.update(salt);
    let mut left = password.len();
    while left > 0 {
        ctx.update(&alt[..left.min(16)]);
        left = left.saturating_sub(16);
    }
    let mut i = password.len();
    while i > 0 {
        if i & 1 != 0 {
            ctx.update([0u8]);
        } else {
            ctx.update(&password[..1]);
        }
        i >>= 1;
    }
    let mut fin = ctx.finalize();
    for round in 0..1000 {
        let mut c = Md5::new();
        if round & 1 != 0 {
            c.update(password);
        } else {
            c.update(fin);
        }
        if round % 3 != 0 {
            c.update(salt);
        }
        if round % 7 != 0 {
            c.update(password);
        }
        if round & 1 != 0 {
            c.update(fin);
        } else {
            c.update(password);
        }
        fin = c.finalize();
    }
    let mut out = format!("$1${}$", String::from_utf8_lossy(salt));
    let mut put = |v: u32, n: usize| {
        let mut v = v;
        for _ in 0..n {
            out.push(ITOA64[(v & 0x3f) as usize] as char);
            v >>= 6;
        }
    };
    for (a, b, c) in [(0, 6, 12), (1, 7, 13), (2, 8, 14), (3, 9, 15), (4, 10, 5)] {
        put(
            (u32::from(fin[a]) << 16) | (u32::from(fin[b]) << 8) | u32::from(fin[c]),
            4,
        );
    }
    put(u32::from(fin[11]), 2);
    out
}

/// HMAC-SHA512 of `msg` under `key` (RFC 2104).
fn hmac_sha512(key: &[u8], msg: &[u8]) -> [u8; 64] {
    let mut k = [0u8; 128];
    if key.len() > 128 {
        k[..64].copy_from_slice(&Sha512::digest(key));
    } else {
        k[..key.len()].copy_from_slice(key);
    }
    let mut inner = Sha512::new();
    inner.update(k.iter().map(|b| b ^ 0x36).collect::<Vec<_>>());
    inner.update(msg);
    let mut outer = Sha512::new();
    outer.update(k.iter().map(|b| b ^ 0x5c).collect::<Vec<_>>());
    outer.update(inner.finalize());
    outer.finalize().into()
}

/// PBKDF2 with HMAC-SHA512 (RFC 8018), as OpenSSL's `PKCS5.pbkdf2_hmac` that stdlib's
/// `str2saltedpbkdf2` calls: `len` bytes of key from `password`, `salt` and `iterations`.
pub(super) fn pbkdf2_sha512(password: &[u8], salt: &[u8], iterations: u32, len: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(len);
    let mut block = 1u32;
    while out.len() < len {
        let mut msg = salt.to_vec();
        msg.extend_from_slice(&block.to_be_bytes());
        let mut u = hmac_sha512(password, &msg);
        let mut t = u;
        for _ in 1..iterations {
            u = hmac_sha512(password, &u);
            t.iter_mut().zip(u.iter()).for_each(|(a, b)| *a ^= b);
        }
        out.extend_from_slice(&t);
        block += 1;
    }
    out.truncate(len);
    out
}

/// stdlib's `str2saltedsha512`: four random bytes of salt, then SHA-512 of salt and password,
/// both in hex (the salt is random in Puppet too, so no catalog can depend on its value).
pub(super) fn salted_sha512(password: &[u8]) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() ^ (d.as_secs() as u32))
        .unwrap_or(0);
    let seed = (nanos % 0x7fff_ffff).to_le_bytes();
    let mut h = Sha512::new();
    h.update(seed);
    h.update(password);
    let mut bytes = seed.to_vec();
    bytes.extend_from_slice(&h.finalize());
    hex(&bytes)
}

/// Lower-case hex of `bytes` (Ruby's `unpack1('H*')`).
pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::{md5_crypt, sha_crypt};

    // Expected values from Ruby's String#crypt (glibc's crypt(3)).
    #[test]
    fn sha512_and_sha256_as_crypt3() {
        assert_eq!(
            sha_crypt(b"Hello world!", "saltstring", true),
            "$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1"
        );
        assert_eq!(
            sha_crypt(b"Hello world!", "saltstring", false),
            "$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5"
        );
        // a salt is cut to 16 characters
        assert_eq!(
            sha_crypt(b"abc", "averyveryverylongsaltxx", true),
            "$6$averyveryverylon$4kdIrSFW4zsa5WHRiXUKriZsHcfbZt6NYU5Iyj10rmacXwNdI5gFrnX4y8X82SX8chQdPN5RSJtQ5Rpv1DfF.0"
        );
    }

    #[test]
    fn md5_crypt_matches_ruby_crypt() {
        // Ruby 3.1's String#crypt on this project's build machine
        assert_eq!(
            md5_crypt(b"password", "salt"),
            "$1$salt$qJH7.N4xYta3aEG/dfqo/0"
        );
        assert_eq!(
            md5_crypt(b"a much longer password than sixteen", "abcdefghij"),
            "$1$abcdefgh$pNtzgD73cLx/23VZhZirk1"
        );
    }
}
