//! Timespan and Timestamp (Puppet's `pops/time/`): both hold nanoseconds (a Timestamp since
//! the Unix epoch, UTC). Timespan's own format language (`%D %H %M %S %L %N` with `-`/`_`/`0`
//! padding and widths, the highest unit carrying the total) and Ruby's strftime/strptime subset
//! that Timestamp uses.

/// Nanoseconds per second.
pub const NS_SEC: i128 = 1_000_000_000;
const NS_MIN: i128 = 60 * NS_SEC;
const NS_HOUR: i128 = 60 * NS_MIN;
const NS_DAY: i128 = 24 * NS_HOUR;
const NS_MSEC: i128 = 1_000_000;

/// Timespan's default formats, tried in order when parsing; the first prints.
pub const SPAN_DEFAULTS: [&str; 8] = [
    "%D-%H:%M:%S.%-N",
    "%H:%M:%S.%-N",
    "%M:%S.%-N",
    "%S.%-N",
    "%D-%H:%M:%S",
    "%H:%M:%S",
    "%D-%H:%M",
    "%S",
];

/// Timestamp's default formats (with a zone, then without).
pub const STAMP_DEFAULTS: [&str; 10] = [
    "%FT%T.%N %Z",
    "%FT%T %Z",
    "%F %T.%N %Z",
    "%F %T %Z",
    "%F %Z",
    "%FT%T.%N",
    "%FT%T",
    "%F %T.%N",
    "%F %T",
    "%F",
];

#[derive(Clone, Copy, PartialEq, Debug)]
enum Unit {
    Day,
    Hour,
    Min,
    Sec,
    Milli,
    Nano,
}

#[derive(Clone, Debug)]
enum Seg {
    Lit(String),
    Val {
        unit: Unit,
        pad: Option<char>,
        width: Option<usize>,
        total: bool,
    },
}

impl Unit {
    fn rank(self) -> u8 {
        match self {
            Unit::Nano => 0,
            Unit::Milli => 1,
            Unit::Sec => 2,
            Unit::Min => 3,
            Unit::Hour => 4,
            Unit::Day => 5,
        }
    }
    fn default_width(self) -> usize {
        match self {
            Unit::Day => 1,
            Unit::Hour | Unit::Min | Unit::Sec => 2,
            Unit::Milli => 3,
            Unit::Nano => 9,
        }
    }
}

fn bad_spec(fmt: &str, start: usize, pos: usize) -> String {
    let expr: String = fmt.chars().skip(start).take(pos - start).collect();
    format!("Bad format specifier '{expr}' in '{fmt}', at position {pos}")
}

/// Timespan's FormatParser: the segments of `fmt`.
fn parse_span_format(fmt: &str) -> Result<Vec<Seg>, String> {
    let mut segs: Vec<Seg> = Vec::new();
    let mut highest: Option<Unit> = None;
    // 0 literal, 1 pad, 2 width
    let mut state = 0;
    let mut pad = Some('0');
    let mut width: Option<usize> = None;
    let mut start = 0;
    let lit = |segs: &mut Vec<Seg>, c: char| match segs.last_mut() {
        Some(Seg::Lit(s)) => s.push(c),
        _ => segs.push(Seg::Lit(c.to_string())),
    };
    for (pos, c) in fmt.chars().enumerate() {
        if state == 0 {
            if c == '%' {
                state = 1;
                start = pos;
                pad = Some('0');
                width = None;
            } else {
                lit(&mut segs, c);
            }
            continue;
        }
        let unit = match c {
            '%' => {
                lit(&mut segs, c);
                state = 0;
                continue;
            }
            '-' | '_' => {
                if state != 1 {
                    return Err(bad_spec(fmt, start, pos));
                }
                pad = if c == '-' { None } else { Some(' ') };
                state = 2;
                continue;
            }
            'D' => Unit::Day,
            'H' => Unit::Hour,
            'M' => Unit::Min,
            'S' => Unit::Sec,
            'L' => Unit::Milli,
            'N' => Unit::Nano,
            d if d.is_ascii_digit() => {
                if state == 1 && d == '0' {
                    pad = Some('0');
                } else {
                    let n = d as usize - '0' as usize;
                    width = Some(width.map_or(n, |w| w * 10 + n));
                }
                state = 2;
                continue;
            }
            _ => return Err(bad_spec(fmt, start, pos)),
        };
        if highest.is_none_or(|h| unit.rank() > h.rank()) {
            highest = Some(unit);
        }
        segs.push(Seg::Val {
            unit,
            pad,
            width,
            total: false,
        });
        state = 0;
    }
    if state != 0 {
        return Err(bad_spec(fmt, start, fmt.chars().count() - 1));
    }
    if let Some(h) = highest {
        for s in segs.iter_mut() {
            if let Seg::Val { unit, total, .. } = s {
                if *unit == h {
                    *total = true;
                    break;
                }
            }
        }
    }
    Ok(segs)
}

fn rb_int(n: i128, pad: Option<char>, width: usize, left: bool) -> String {
    let s = n.to_string();
    match pad {
        None => s,
        Some(p) if s.len() < width => {
            let fill: String =
                std::iter::repeat_n(if left { ' ' } else { p }, width - s.len()).collect();
            if left {
                s + &fill
            } else {
                fill + &s
            }
        }
        Some(_) => s,
    }
}

/// Timespan#format.
pub fn format_span(ns: i128, fmt: &str) -> Result<String, String> {
    let segs = parse_span_format(fmt)?;
    let abs = ns.abs();
    let mut out = String::new();
    if ns < 0 {
        out.push('-');
    }
    for s in &segs {
        match s {
            Seg::Lit(l) => out.push_str(l),
            Seg::Val {
                unit,
                pad,
                width,
                total,
            } => {
                let w = width.unwrap_or(unit.default_width());
                let n = match unit {
                    Unit::Day => abs / NS_DAY,
                    Unit::Hour => abs / NS_HOUR % if *total { i128::MAX } else { 24 },
                    Unit::Min => abs / NS_MIN % if *total { i128::MAX } else { 60 },
                    Unit::Sec => abs / NS_SEC % if *total { i128::MAX } else { 60 },
                    Unit::Milli => abs / NS_MSEC % if *total { i128::MAX } else { 1000 },
                    Unit::Nano => {
                        let mut n = abs;
                        if w < 9 {
                            n /= 10i128.pow((9 - w) as u32);
                            if !*total {
                                n %= 10i128.pow(w as u32);
                            }
                        } else if !*total {
                            n %= NS_SEC;
                        }
                        n
                    }
                };
                let fragment = matches!(unit, Unit::Milli | Unit::Nano);
                let n = if fragment && !*total && *pad != Some('0') {
                    // trailing zeros dropped (500 ms prints 5)
                    let s = n.to_string();
                    let t = s.trim_end_matches('0');
                    if t.is_empty() {
                        0
                    } else {
                        t.parse().unwrap_or(n)
                    }
                } else {
                    n
                };
                // fragments pad on the right (Ruby's `%-Nd`)
                out.push_str(&rb_int(n, *pad, w, fragment));
            }
        }
    }
    Ok(out)
}

/// Timespan's Format#parse with one format.
fn parse_span_one(s: &str, fmt: &str) -> Result<i128, String> {
    let segs = parse_span_format(fmt)?;
    let fail = || format!("Unable to parse '{s}' using format '{fmt}'");
    let neg = s.starts_with('-');
    let chars: Vec<char> = s.chars().collect();
    let mut pos = usize::from(neg);
    let mut ns: i128 = 0;
    for (i, seg) in segs.iter().enumerate() {
        match seg {
            Seg::Lit(l) => {
                let lc: Vec<char> = l.chars().collect();
                if chars.get(pos..pos + lc.len()) != Some(&lc[..]) {
                    return Err(fail());
                }
                pos += lc.len();
            }
            Seg::Val {
                unit,
                pad,
                width,
                total,
            } => {
                let digit_ok = |c: char| c.is_ascii_digit() || (*pad == Some(' ') && c == ' ');
                let (min, max) = match width {
                    Some(w) if pad.is_some() => (*w, *w),
                    Some(w) => (1, *w),
                    None if *total => (1, usize::MAX),
                    None => (1, unit.default_width()),
                };
                let mut end = pos;
                if *pad == Some(' ') && *total && width.is_none() {
                    while chars.get(end) == Some(&' ') {
                        end += 1;
                    }
                }
                while end < chars.len() && end - pos < max && digit_ok(chars[end]) {
                    end += 1;
                }
                // a greedy run may need to give back digits the next literal or field needs
                // only when the next segment is a value: Puppet's formats never do that
                let _ = i;
                if end - pos < min {
                    return Err(fail());
                }
                let group: String = chars[pos..end].iter().collect::<String>();
                let group = group.trim_start();
                if group.is_empty() || !group.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(fail());
                }
                let n: i128 = group.parse().map_err(|_| fail())?;
                ns += match unit {
                    Unit::Day => n * NS_DAY,
                    Unit::Hour => n * NS_HOUR,
                    Unit::Min => n * NS_MIN,
                    Unit::Sec => n * NS_SEC,
                    Unit::Milli | Unit::Nano => {
                        if *total {
                            return Err("Format specifiers %L and %N denotes fractions and must be used together with a specifier of higher magnitude".into());
                        }
                        let p = 9 - group.len() as i64;
                        if p <= 0 {
                            n
                        } else {
                            n * 10i128.pow(p as u32)
                        }
                    }
                };
                pos = end;
            }
        }
    }
    if pos != chars.len() {
        return Err(fail());
    }
    Ok(if neg { -ns } else { ns })
}

/// Timespan.parse with one format or a list (each tried in turn).
pub fn parse_span(s: &str, fmts: &[String]) -> Result<i128, String> {
    if let [one] = fmts {
        return parse_span_one(s, one);
    }
    for f in fmts {
        if let Ok(n) = parse_span_one(s, f) {
            return Ok(n);
        }
    }
    Err(format!(
        "Unable to parse '{s}' using any of the formats {}",
        fmts.join(", ")
    ))
}

/// Timespan.from_fields.
#[allow(clippy::too_many_arguments)]
pub fn span_from_fields(neg: bool, f: [i128; 7]) -> i128 {
    let [d, h, m, s, ms, us, n] = f;
    let ns = (((((d * 24 + h) * 60 + m) * 60 + s) * 1000 + ms) * 1000 + us) * 1000 + n;
    if neg {
        -ns
    } else {
        ns
    }
}

// ---- calendar ----

/// Days since 1970-01-01 of a proleptic Gregorian date.
pub fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = m as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

/// The date of a day number (days since 1970-01-01).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const DAYS: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];

/// A zone for formatting: its offset in seconds and its name (`UTC` or empty).
#[derive(Clone, Debug)]
pub struct Zone {
    /// Offset east of UTC, seconds.
    pub offset: i64,
    /// `%Z`'s text.
    pub name: String,
}

impl Zone {
    /// UTC.
    pub fn utc() -> Zone {
        Zone {
            offset: 0,
            name: "UTC".into(),
        }
    }
}

/// The offset (seconds) of a zone as Ruby's `DateTime._strptime(tz, '%z')` reads it:
/// `UTC`/`GMT`/`Z`, `+HH:MM`, `+HHMM`, `+HH`, and a few abbreviations.
pub fn zone_offset(tz: &str) -> Option<i64> {
    let t = tz.trim();
    let named = match t.to_ascii_uppercase().as_str() {
        "UTC" | "GMT" | "Z" | "UT" => Some(0),
        "CET" | "BST" | "WAT" => Some(3600),
        "CEST" | "EET" => Some(7200),
        "EEST" | "MSK" => Some(3 * 3600),
        "EST" => Some(-5 * 3600),
        "EDT" | "CDT" => Some(
            -4 * 3600
                - if t.eq_ignore_ascii_case("CDT") {
                    3600
                } else {
                    0
                },
        ),
        "CST" => Some(-6 * 3600),
        "MST" => Some(-7 * 3600),
        "MDT" => Some(-6 * 3600),
        "PST" => Some(-8 * 3600),
        "PDT" => Some(-7 * 3600),
        "JST" => Some(9 * 3600),
        _ => None,
    };
    if named.is_some() {
        return named;
    }
    let (sign, rest) = match t.as_bytes().first()? {
        b'+' => (1, &t[1..]),
        b'-' => (-1, &t[1..]),
        _ => return None,
    };
    let digits: String = rest.chars().filter(|c| *c != ':').collect();
    if !digits.bytes().all(|b| b.is_ascii_digit()) || rest.contains("::") {
        return None;
    }
    let (h, m, s) = match digits.len() {
        1 | 2 => (digits.parse::<i64>().ok()?, 0, 0),
        3 => (digits[..1].parse().ok()?, digits[1..].parse().ok()?, 0),
        4 => (digits[..2].parse().ok()?, digits[2..].parse().ok()?, 0),
        6 => (
            digits[..2].parse().ok()?,
            digits[2..4].parse().ok()?,
            digits[4..].parse().ok()?,
        ),
        _ => return None,
    };
    Some(sign * (h * 3600 + m * 60 + s))
}

/// The zone for formatting with an explicit timezone argument (Timestamp.format_time).
pub fn zone_named(tz: &str) -> Result<Zone, String> {
    // the machine's own zone: strata compiles in UTC
    if tz.eq_ignore_ascii_case("current") {
        return Ok(Zone {
            offset: 0,
            name: String::new(),
        });
    }
    let off = zone_offset(tz).ok_or_else(|| format!("Illegal timezone '{tz}'"))?;
    // Ruby's Time#localtime with a fixed offset has no zone name
    Ok(Zone {
        offset: off,
        name: if off == 0 && tz.eq_ignore_ascii_case("UTC") {
            "UTC".into()
        } else {
            String::new()
        },
    })
}

fn fmt_offset(off: i64, colons: usize) -> String {
    let sign = if off < 0 { '-' } else { '+' };
    let a = off.abs();
    let (h, m, s) = (a / 3600, a / 60 % 60, a % 60);
    match colons {
        0 => format!("{sign}{h:02}{m:02}"),
        1 => format!("{sign}{h:02}:{m:02}"),
        _ => format!("{sign}{h:02}:{m:02}:{s:02}"),
    }
}

/// Ruby's Time#strftime on a time of `ns` nanoseconds since the epoch, shown in `zone`.
pub fn strftime(ns: i128, fmt: &str, zone: &Zone) -> String {
    let local = ns + zone.offset as i128 * NS_SEC;
    let secs = local.div_euclid(NS_SEC) as i64;
    let frac = local.rem_euclid(NS_SEC) as i64;
    let days = secs.div_euclid(86400);
    let sod = secs.rem_euclid(86400);
    let (y, mo, d) = civil_from_days(days);
    let (hh, mi, ss) = (sod / 3600, sod / 60 % 60, sod % 60);
    let wday = (days + 4).rem_euclid(7) as usize;
    let yday = days - days_from_civil(y, 1, 1) + 1;
    let mut out = String::new();
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c != '%' {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        // flags, width, colons
        let mut flag: Option<char> = None;
        let mut upper = false;
        while let Some(&f) = chars.get(i) {
            if matches!(f, '-' | '_' | '0' | '#') {
                flag = Some(f);
                i += 1;
            } else if f == '^' {
                upper = true;
                i += 1;
            } else {
                break;
            }
        }
        let mut width: Option<usize> = None;
        while let Some(&dg) = chars.get(i).filter(|c| c.is_ascii_digit()) {
            width = Some(width.unwrap_or(0) * 10 + (dg as usize - '0' as usize));
            i += 1;
        }
        let mut colons = 0;
        while chars.get(i) == Some(&':') {
            colons += 1;
            i += 1;
        }
        let Some(&conv) = chars.get(i) else {
            out.extend(&chars[start..]);
            break;
        };
        i += 1;
        let num = |n: i64, w: usize, pad: char| -> String {
            let w = width.unwrap_or(w);
            match flag {
                Some('-') => n.to_string(),
                Some('_') => format!("{n:>w$}"),
                Some('0') => format!("{n:0>w$}"),
                _ if pad == ' ' => format!("{n:>w$}"),
                _ => format!("{n:0>w$}"),
            }
        };
        let text = |s: &str| -> String {
            let s = if upper || flag == Some('#') {
                s.to_uppercase()
            } else {
                s.to_string()
            };
            match width {
                Some(w) if s.chars().count() < w => format!("{s:>w$}"),
                _ => s,
            }
        };
        let piece = match conv {
            'Y' => num(y, 1, '0'),
            'C' => num(y.div_euclid(100), 2, '0'),
            'y' => num(y.rem_euclid(100), 2, '0'),
            'm' => num(mo as i64, 2, '0'),
            'B' => text(MONTHS[mo as usize - 1]),
            'b' | 'h' => text(&MONTHS[mo as usize - 1][..3]),
            'd' => num(d as i64, 2, '0'),
            'e' => num(d as i64, 2, ' '),
            'j' => num(yday, 3, '0'),
            'H' => num(hh, 2, '0'),
            'k' => num(hh, 2, ' '),
            'I' => num(if hh % 12 == 0 { 12 } else { hh % 12 }, 2, '0'),
            'l' => num(if hh % 12 == 0 { 12 } else { hh % 12 }, 2, ' '),
            'P' => text(if hh < 12 { "am" } else { "pm" }),
            'p' => text(if hh < 12 { "AM" } else { "PM" }),
            'M' => num(mi, 2, '0'),
            'S' => num(ss, 2, '0'),
            'L' | 'N' => {
                let w = width.unwrap_or(if conv == 'L' { 3 } else { 9 });
                let digits = format!("{frac:09}");
                if w <= 9 {
                    digits[..w].to_string()
                } else {
                    digits + &"0".repeat(w - 9)
                }
            }
            'z' => fmt_offset(zone.offset, colons),
            'Z' => text(&zone.name),
            'A' => text(DAYS[wday]),
            'a' => text(&DAYS[wday][..3]),
            'u' => num(if wday == 0 { 7 } else { wday as i64 }, 1, '0'),
            // weeks of the year starting on Sunday (%U) or Monday (%W)
            'U' => num((yday + 6 - wday as i64) / 7, 2, '0'),
            'W' => num((yday + 6 - (wday as i64 + 6) % 7) / 7, 2, '0'),
            'w' => num(wday as i64, 1, '0'),
            's' => num(ns.div_euclid(NS_SEC) as i64, 1, '0'),
            'n' => "\n".into(),
            't' => "\t".into(),
            '%' => "%".into(),
            'F' => format!("{}-{:02}-{:02}", num(y, 1, '0'), mo, d),
            'T' | 'X' => format!("{hh:02}:{mi:02}:{ss:02}"),
            'R' => format!("{hh:02}:{mi:02}"),
            'D' | 'x' => format!("{:02}/{:02}/{:02}", mo, d, y.rem_euclid(100)),
            'r' => format!(
                "{:02}:{mi:02}:{ss:02} {}",
                if hh % 12 == 0 { 12 } else { hh % 12 },
                if hh < 12 { "AM" } else { "PM" }
            ),
            'c' => format!(
                "{} {} {:>2} {hh:02}:{mi:02}:{ss:02} {y}",
                &DAYS[wday][..3],
                &MONTHS[mo as usize - 1][..3],
                d
            ),
            'v' => format!(
                "{:>2}-{}-{y}",
                d,
                MONTHS[mo as usize - 1][..3].to_uppercase()
            ),
            '+' => format!(
                "{} {} {:>2} {hh:02}:{mi:02}:{ss:02} {} {y}",
                &DAYS[wday][..3],
                &MONTHS[mo as usize - 1][..3],
                d,
                zone.name
            ),
            _ => chars[start..i].iter().collect(),
        };
        out.push_str(&piece);
    }
    out
}

/// What Ruby's `DateTime._strptime(s, fmt)` reads (the parts Timestamp.parse uses).
#[derive(Default, Debug)]
struct Parsed {
    year: Option<i64>,
    mon: Option<u32>,
    mday: Option<u32>,
    yday: Option<i64>,
    hour: Option<i64>,
    min: Option<i64>,
    sec: Option<i64>,
    frac: i128,
    zone: Option<String>,
    epoch: Option<i128>,
    pm: Option<bool>,
}

fn take_num(s: &[char], pos: &mut usize, max: usize, signed: bool) -> Option<i64> {
    let start = *pos;
    let mut p = *pos;
    if signed && matches!(s.get(p), Some('+') | Some('-')) {
        p += 1;
    }
    let ds = p;
    while p < s.len() && p - ds < max && s[p].is_ascii_digit() {
        p += 1;
    }
    if p == ds {
        return None;
    }
    let t: String = s[start..p].iter().collect();
    *pos = p;
    t.parse().ok()
}

fn take_word(s: &[char], pos: &mut usize, names: &[&str]) -> Option<usize> {
    let rest: String = s[*pos..].iter().collect::<String>().to_lowercase();
    for (i, n) in names.iter().enumerate() {
        let full = n.to_lowercase();
        if rest.starts_with(&full) {
            *pos += full.chars().count();
            return Some(i);
        }
    }
    for (i, n) in names.iter().enumerate() {
        let ab = n[..3].to_lowercase();
        if rest.starts_with(&ab) {
            *pos += 3;
            return Some(i);
        }
    }
    None
}

fn strptime_into(s: &[char], pos: &mut usize, fmt: &str, p: &mut Parsed) -> Option<()> {
    let f: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    while i < f.len() {
        let c = f[i];
        if c.is_whitespace() {
            while s.get(*pos).is_some_and(|c| c.is_whitespace()) {
                *pos += 1;
            }
            i += 1;
            continue;
        }
        if c != '%' {
            if s.get(*pos) != Some(&c) {
                return None;
            }
            *pos += 1;
            i += 1;
            continue;
        }
        i += 1;
        while matches!(
            f.get(i),
            Some('-') | Some('_') | Some('0') | Some('^') | Some('#')
        ) {
            i += 1;
        }
        let mut width: Option<usize> = None;
        while let Some(d) = f.get(i).filter(|c| c.is_ascii_digit()) {
            width = Some(width.unwrap_or(0) * 10 + (*d as usize - '0' as usize));
            i += 1;
        }
        while f.get(i) == Some(&':') {
            i += 1;
        }
        let conv = *f.get(i)?;
        i += 1;
        match conv {
            'Y' => p.year = Some(take_num(s, pos, width.unwrap_or(usize::MAX), true)?),
            'C' => {
                let c = take_num(s, pos, width.unwrap_or(2), true)?;
                p.year = Some(c * 100 + p.year.unwrap_or(0) % 100);
            }
            'y' => {
                let y = take_num(s, pos, width.unwrap_or(2), false)?;
                p.year = Some(if y < 69 { 2000 + y } else { 1900 + y });
            }
            'm' => p.mon = Some(take_num(s, pos, width.unwrap_or(2), false)? as u32),
            'd' | 'e' => {
                if s.get(*pos) == Some(&' ') {
                    *pos += 1;
                }
                p.mday = Some(take_num(s, pos, width.unwrap_or(2), false)? as u32)
            }
            'j' => p.yday = Some(take_num(s, pos, width.unwrap_or(3), false)?),
            'H' | 'k' | 'I' | 'l' => {
                if s.get(*pos) == Some(&' ') {
                    *pos += 1;
                }
                p.hour = Some(take_num(s, pos, width.unwrap_or(2), false)?)
            }
            'M' => p.min = Some(take_num(s, pos, width.unwrap_or(2), false)?),
            'S' => p.sec = Some(take_num(s, pos, width.unwrap_or(2), false)?),
            'L' | 'N' => {
                let start = *pos;
                while s.get(*pos).is_some_and(|c| c.is_ascii_digit())
                    && width.is_none_or(|w| *pos - start < w)
                {
                    *pos += 1;
                }
                if *pos == start {
                    return None;
                }
                let d: String = s[start..*pos].iter().collect();
                let d9: String = d.chars().chain(std::iter::repeat('0')).take(9).collect();
                p.frac = d9.parse().ok()?;
            }
            'p' | 'P' => {
                let rest: String = s[*pos..].iter().take(4).collect::<String>().to_lowercase();
                let (pm, n) = if rest.starts_with("pm") {
                    (true, 2)
                } else if rest.starts_with("am") {
                    (false, 2)
                } else if rest.starts_with("p.m.") {
                    (true, 4)
                } else if rest.starts_with("a.m.") {
                    (false, 4)
                } else {
                    return None;
                };
                p.pm = Some(pm);
                *pos += n;
            }
            'B' | 'b' | 'h' => p.mon = Some(take_word(s, pos, &MONTHS)? as u32 + 1),
            'A' | 'a' => {
                take_word(s, pos, &DAYS)?;
            }
            'u' | 'w' => {
                take_num(s, pos, 1, false)?;
            }
            's' => p.epoch = Some(take_num(s, pos, usize::MAX, true)? as i128 * NS_SEC),
            'Q' => p.epoch = Some(take_num(s, pos, usize::MAX, true)? as i128 * NS_MSEC),
            'z' | 'Z' => {
                let start = *pos;
                let rest: String = s[start..].iter().collect();
                // +HH:MM, +HHMM, +HH, or letters
                let mut n = 0;
                let rc: Vec<char> = rest.chars().collect();
                if matches!(rc.first(), Some('+') | Some('-')) {
                    n = 1;
                    while n < rc.len() && (rc[n].is_ascii_digit() || rc[n] == ':') {
                        n += 1;
                    }
                } else {
                    while n < rc.len() && rc[n].is_ascii_alphabetic() {
                        n += 1;
                    }
                }
                if n == 0 {
                    return None;
                }
                let z: String = rc[..n].iter().collect();
                zone_offset(&z)?;
                p.zone = Some(z);
                *pos += n;
            }
            'n' | 't' => {
                while s.get(*pos).is_some_and(|c| c.is_whitespace()) {
                    *pos += 1;
                }
            }
            '%' => {
                if s.get(*pos) != Some(&'%') {
                    return None;
                }
                *pos += 1;
            }
            'F' => strptime_into(s, pos, "%Y-%m-%d", p)?,
            'T' | 'X' => strptime_into(s, pos, "%H:%M:%S", p)?,
            'R' => strptime_into(s, pos, "%H:%M", p)?,
            'D' | 'x' => strptime_into(s, pos, "%m/%d/%y", p)?,
            'r' => strptime_into(s, pos, "%I:%M:%S %p", p)?,
            'c' => strptime_into(s, pos, "%a %b %e %H:%M:%S %Y", p)?,
            _ => return None,
        }
    }
    Some(())
}

/// `_strptime` with Ruby's no-leftover rule: None when `s` does not match `fmt` entirely.
fn strptime(s: &str, fmt: &str) -> Option<Parsed> {
    let chars: Vec<char> = s.chars().collect();
    let mut pos = 0;
    let mut p = Parsed::default();
    strptime_into(&chars, &mut pos, fmt, &mut p)?;
    if pos != chars.len() {
        return None;
    }
    // _strptime rejects fields out of their ranges
    let ok = p.mon.is_none_or(|m| (1..=12).contains(&m))
        && p.mday.is_none_or(|d| (1..=31).contains(&d))
        && p.yday.is_none_or(|d| (1..=366).contains(&d))
        && p.hour.is_none_or(|h| (0..=24).contains(&h))
        && p.min.is_none_or(|m| (0..=59).contains(&m))
        && p.sec.is_none_or(|s| (0..=60).contains(&s));
    ok.then_some(p)
}

fn to_nanos(p: &Parsed) -> Option<i128> {
    if let Some(e) = p.epoch {
        return Some(e);
    }
    let year = p.year?;
    let (mon, mday) = match (p.mon, p.mday, p.yday) {
        (None, None, Some(yd)) => {
            let base = days_from_civil(year, 1, 1) + yd - 1;
            let (_, m, d) = civil_from_days(base);
            (m, d)
        }
        (m, d, _) => (m.unwrap_or(1), d.unwrap_or(1)),
    };
    let mut hour = p.hour.unwrap_or(0);
    if let Some(pm) = p.pm {
        hour = hour % 12 + if pm { 12 } else { 0 };
    }
    let (min, sec) = (p.min.unwrap_or(0), p.sec.unwrap_or(0));
    // Time.utc rolls a day past the month's end over (2020-02-30 is 2020-03-01)
    let days = (days_from_civil(year, mon, 1) + mday as i64 - 1) as i128;
    Some(
        days * NS_DAY
            + hour as i128 * NS_HOUR
            + min as i128 * NS_MIN
            + sec as i128 * NS_SEC
            + p.frac,
    )
}

/// Timestamp.parse: `fmts` empty means the defaults; `tz` an explicit timezone.
pub fn parse_stamp(s: &str, fmts: &[String], tz: Option<&str>) -> Result<i128, String> {
    let has_tz = tz.is_some_and(|t| !t.is_empty());
    let defaults: Vec<String> = if fmts.is_empty() {
        let d: &[&str] = if has_tz {
            &STAMP_DEFAULTS[5..]
        } else {
            &STAMP_DEFAULTS[..]
        };
        d.iter().map(|x| x.to_string()).collect()
    } else {
        fmts.to_vec()
    };
    let list = fmts.len() != 1;
    let mut found = None;
    for f in &defaults {
        match strptime(s, f) {
            Some(p) if list && has_tz && p.zone.is_some() => continue,
            Some(p) => {
                if has_tz && p.zone.is_some() {
                    return Err("Using a Timezone designator in format specification is mutually exclusive to providing an explicit timezone argument".into());
                }
                found = Some(p);
                break;
            }
            None => {}
        }
    }
    let Some(p) = found else {
        return Err(if list {
            format!(
                "Unable to parse '{s}' using any of the formats {}",
                defaults.join(", ")
            )
        } else {
            format!("Unable to parse '{s}' using format '{}'", defaults[0])
        });
    };
    let zone = match (tz.filter(|t| !t.is_empty()), &p.zone) {
        (Some(t), _) => Some(t.to_string()),
        (None, z) => z.clone(),
    };
    let Some(ns) = to_nanos(&p) else {
        return Err(format!(
            "Unable to parse '{s}' using format '{}'",
            defaults[0]
        ));
    };
    let off = match zone {
        Some(z) if z.eq_ignore_ascii_case("current") => 0,
        Some(z) => zone_offset(&z).ok_or_else(|| format!("Illegal timezone '{z}'"))?,
        None => 0,
    };
    Ok(ns - off as i128 * NS_SEC)
}

/// Timestamp#to_s.
pub fn stamp_to_s(ns: i128) -> String {
    strftime(ns, STAMP_DEFAULTS[0], &Zone::utc())
}

/// Timespan#to_s.
pub fn span_to_s(ns: i128) -> String {
    format_span(ns, SPAN_DEFAULTS[0]).unwrap_or_default()
}

/// Seconds (Integer or Float) as nanoseconds, as `(seconds * NSECS_PER_SEC).to_i`.
pub fn secs_to_ns(v: f64) -> i128 {
    (v * NS_SEC as f64) as i128
}

#[cfg(test)]
mod tests {
    use super::*;

    // expected values checked against Puppet 7.23 (`notice(Timespan(...))` etc.)
    #[test]
    fn timespan_strings() {
        assert_eq!(span_to_s(NS_SEC), "0-00:00:01.0");
        assert_eq!(span_to_s(3661 * NS_SEC + NS_SEC / 2), "0-01:01:01.5");
        assert_eq!(span_to_s(-(90061 * NS_SEC + NS_SEC / 4)), "-1-01:01:01.25");
        let defaults: Vec<String> = SPAN_DEFAULTS.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            parse_span("1-02:03:04.5", &defaults),
            Ok(span_from_fields(false, [1, 2, 3, 4, 500, 0, 0]))
        );
        assert_eq!(parse_span("12:30", &["%H:%M".into()]), Ok(45000 * NS_SEC));
        assert!(parse_span("x", &defaults).is_err());
    }

    #[test]
    fn timestamp_strings() {
        assert_eq!(stamp_to_s(0), "1970-01-01T00:00:00.000000000 UTC");
        let n = parse_stamp("2012-03-04T09:10:11.001", &[], None).unwrap();
        assert_eq!(stamp_to_s(n), "2012-03-04T09:10:11.001000000 UTC");
        let n = parse_stamp("2012-03-04T09:10:11 +01:00", &[], None).unwrap();
        assert_eq!(stamp_to_s(n), "2012-03-04T08:10:11.000000000 UTC");
        assert_eq!(
            strftime(
                NS_SEC,
                "%Y-%m-%d %H:%M:%S.%L %z %j %a %A %b %B %e %-d %%",
                &Zone::utc()
            ),
            "1970-01-01 00:00:01.000 +0000 001 Thu Thursday Jan January  1 1 %"
        );
        assert!(parse_stamp("nope", &[], None).is_err());
    }
}
