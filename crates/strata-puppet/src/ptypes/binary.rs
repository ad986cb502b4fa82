//! Ruby's `Base64`, for the whole crate: Binary's forms (strict `%B`, the string form; relaxed
//! with line breaks every 60 characters, `%b`; URL-safe, `%u`), stdlib's `base64` function and
//! hiera-eyaml's blocks, encoders and decoders with Ruby's rules.

const STD: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn encode_with(b: &[u8], table: &[u8; 64]) -> String {
    let mut out = String::with_capacity(b.len().div_ceil(3) * 4);
    for ch in b.chunks(3) {
        let n = (ch[0] as u32) << 16
            | (*ch.get(1).unwrap_or(&0) as u32) << 8
            | *ch.get(2).unwrap_or(&0) as u32;
        for i in 0..4 {
            if i <= ch.len() {
                out.push(table[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// `Base64.strict_encode64`.
pub fn strict_encode(b: &[u8]) -> String {
    encode_with(b, STD)
}

/// `Base64.encode64`: lines of 60 characters, each ended by a newline.
pub fn relaxed_encode(b: &[u8]) -> String {
    let s = strict_encode(b);
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && i % 60 == 0 {
            out.push('\n');
        }
        out.push(c);
    }
    if !s.is_empty() {
        out.push('\n');
    }
    out
}

/// `Base64.urlsafe_encode64`.
pub fn urlsafe_encode(b: &[u8]) -> String {
    encode_with(b, URL)
}

fn val(c: u8) -> Option<u32> {
    STD.iter().position(|&b| b == c).map(|p| p as u32)
}

/// `Base64.decode64` (`unpack1("m")`), which Binary's `%b`, stdlib's `base64('decode', s)`
/// and hiera-eyaml use: characters outside the alphabet are skipped, an `=` where a group's
/// third or fourth character is due ends the data (elsewhere it is skipped too), and a
/// trailing partial group gives the bytes it holds.
pub fn decode64(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let mut group = [0u8; 4];
    let mut n = 0;
    for c in text.bytes() {
        match val(c) {
            Some(v) => {
                group[n] = v as u8;
                n += 1;
                if n == 4 {
                    out.extend_from_slice(&[
                        group[0] << 2 | group[1] >> 4,
                        group[1] << 4 | group[2] >> 2,
                        group[2] << 6 | group[3],
                    ]);
                    n = 0;
                }
            }
            None if c == b'=' && n >= 2 => break,
            None => {}
        }
    }
    match n {
        2 => out.push(group[0] << 2 | group[1] >> 4),
        3 => out.extend_from_slice(&[group[0] << 2 | group[1] >> 4, group[1] << 4 | group[2] >> 2]),
        _ => {}
    }
    out
}

/// `Base64.strict_decode64` (`unpack1("m0")`): None unless the text is canonical padded
/// Base64 (length a multiple of 4, padding only at the end, the unused bits of the last
/// character zero).
pub fn strict_decode(s: &str) -> Option<Vec<u8>> {
    let b = s.as_bytes();
    if !b.len().is_multiple_of(4) {
        return None;
    }
    let body = s.trim_end_matches('=');
    let pad = b.len() - body.len();
    if pad > 2 || body.contains('=') || !body.bytes().all(|c| val(c).is_some()) {
        return None;
    }
    // the unused low bits of the last character must be zero
    if let Some(last) = body.bytes().last().and_then(val) {
        let unused = match pad {
            1 => last & 0b11,
            2 => last & 0b1111,
            _ => 0,
        };
        if unused != 0 {
            return None;
        }
    }
    Some(decode64(body))
}

/// `Base64.urlsafe_decode64`: padding added when it is missing, `-`/`_` read as `+`/`/`, then
/// [`strict_decode`].
pub fn urlsafe_decode(s: &str) -> Option<Vec<u8>> {
    let mut t: String = s
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    if !s.ends_with('=') && !s.len().is_multiple_of(4) {
        t.push_str(&"=".repeat(4 - s.len() % 4));
    }
    strict_decode(&t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_as_ruby() {
        // checked with `ruby -rbase64 -e 'p Base64.encode64("ABC")'` and friends
        assert_eq!(strict_encode(b"ABC"), "QUJD");
        assert_eq!(strict_encode(b"one"), "b25l");
        assert_eq!(strict_encode(b"AB"), "QUI=");
        assert_eq!(relaxed_encode(b"ABC"), "QUJD\n");
        assert_eq!(urlsafe_encode(&[0xfb, 0xff]), "-_8=");
        assert_eq!(strict_decode("QUJDw4U="), Some("ABCÅ".as_bytes().to_vec()));
        assert_eq!(strict_decode("QUJ"), None);
        assert_eq!(decode64("QU\nJD"), b"ABC".to_vec());
        assert_eq!(urlsafe_decode("-_8"), Some(vec![0xfb, 0xff]));
        // checked with `ruby -rbase64`: padding added, `+`/`/` accepted as strict_decode64 does,
        // unused bits refused, `=` before a group's third character skipped
        assert_eq!(urlsafe_decode("LV8"), Some(b"-_".to_vec()));
        assert_eq!(urlsafe_decode("LV8-"), Some(b"-_>".to_vec()));
        assert_eq!(strict_decode("QUJDRB=="), None);
        assert_eq!(decode64("Y=WJj"), b"abc".to_vec());
    }
}
