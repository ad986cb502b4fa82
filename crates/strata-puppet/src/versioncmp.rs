//! Ruby's (Puppet's) `versioncmp` of two version strings.

/// Ruby's `versioncmp`.
pub fn versioncmp(a: &str, b: &str) -> i64 {
    fn parts(s: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut cur = String::new();
        let mut digit = None;
        for ch in s.chars() {
            if ch == '.' || ch == '-' {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                out.push(ch.to_string());
                digit = None;
                continue;
            }
            let d = ch.is_ascii_digit();
            if digit.is_some() && digit != Some(d) && !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            digit = Some(d);
            cur.push(ch);
        }
        if !cur.is_empty() {
            out.push(cur);
        }
        out
    }
    if a == b {
        return 0;
    }
    let (pa, pb) = (parts(a), parts(b));
    for (x, y) in pa.iter().zip(pb.iter()) {
        if x == y {
            continue;
        }
        if x == "-" && y != "-" {
            return -1;
        }
        if y == "-" && x != "-" {
            return 1;
        }
        if x == "." && y != "." {
            return -1;
        }
        if y == "." && x != "." {
            return 1;
        }
        let (xn, yn) = (x.parse::<u128>(), y.parse::<u128>());
        match (xn, yn) {
            (Ok(i), Ok(j)) if !(x.starts_with('0') || y.starts_with('0')) => {
                return if i < j { -1 } else { 1 }
            }
            _ => {
                let o = x.to_uppercase().cmp(&y.to_uppercase());
                return o as i64;
            }
        }
    }
    (pa.len() as i64 - pb.len() as i64).signum()
}
