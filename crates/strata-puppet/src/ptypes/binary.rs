//! Binary's Base64 forms (Ruby's `Base64`): strict (`%B`, the string form), relaxed with
//! line breaks every 60 characters (`%b`), URL-safe (`%u`), and their decoders.

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

fn val(c: u8, url: bool) -> Option<u32> {
    Some(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' if !url => 62,
        b'/' if !url => 63,
        b'-' if url => 62,
        b'_' if url => 63,
        _ => return None,
    } as u32)
}

fn decode_groups(chars: &[u8], url: bool) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    for g in chars.chunks(4) {
        let vals: Vec<u32> = g.iter().map(|c| val(*c, url)).collect::<Option<_>>()?;
        let mut n = 0u32;
        for (i, v) in vals.iter().enumerate() {
            n |= v << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        match vals.len() {
            4 => out.extend_from_slice(&bytes),
            3 => out.extend_from_slice(&bytes[..2]),
            2 => out.push(bytes[0]),
            _ => return None,
        }
    }
    Some(out)
}

/// `Base64.strict_decode64`: None unless the text is canonical padded Base64.
pub fn strict_decode(s: &str) -> Option<Vec<u8>> {
    let b = s.as_bytes();
    if !b.len().is_multiple_of(4) {
        return None;
    }
    let body = s.trim_end_matches('=');
    let pad = b.len() - body.len();
    if pad > 2 || body.contains('=') {
        return None;
    }
    // the unused low bits of the last character must be zero
    if let Some(last) = body.bytes().last().and_then(|c| val(c, false)) {
        let unused = match pad {
            1 => last & 0b11,
            2 => last & 0b1111,
            _ => 0,
        };
        if unused != 0 {
            return None;
        }
    }
    decode_groups(body.as_bytes(), false)
}

/// `Base64.decode64`: characters outside the alphabet skipped, stops at padding.
pub fn relaxed_decode(s: &str) -> Vec<u8> {
    let mut chars: Vec<u8> = Vec::new();
    for c in s.bytes() {
        if c == b'=' {
            break;
        }
        if val(c, false).is_some() {
            chars.push(c);
        }
    }
    if chars.len() % 4 == 1 {
        chars.pop();
    }
    decode_groups(&chars, false).unwrap_or_default()
}

/// `Base64.urlsafe_decode64`: padding optional.
pub fn urlsafe_decode(s: &str) -> Option<Vec<u8>> {
    let body = s.trim_end_matches('=');
    if body.contains('=') || body.len() % 4 == 1 {
        return None;
    }
    decode_groups(body.as_bytes(), true)
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
        assert_eq!(relaxed_decode("QU\nJD"), b"ABC".to_vec());
        assert_eq!(urlsafe_decode("-_8"), Some(vec![0xfb, 0xff]));
    }
}
