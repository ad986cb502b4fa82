//! Date and time functions: `formatdate`, `timeadd`, `timecmp`, `timestamp`.
//!
//! Timestamps are RFC 3339 strings (`2006-01-02T15:04:05Z`, `...T15:04:05.123+07:00`). Errors
//! name the part that is wrong (`not a valid RFC3339 timestamp: cannot use "x" as year`).
//!
//! * `formatdate(spec, ts)`: letter runs in `spec` are verbs (`YYYY`, `YY`, `MMMM`, `MMM`,
//!   `MM`, `M`, `DD`, `D`, `EEEE`, `EEE`, `hh`, `h` (24-hour), `HH`, `H` (12-hour), `AA`,
//!   `aa`, `mm`, `m`, `ss`, `s`, `ZZZZZ`, `ZZZZ`, `ZZZ`, `Z`); text in single quotes is
//!   literal (`''` is a quote); anything else is copied.
//! * `timeadd(ts, duration)`: adds a Go-style duration (`1h30m`, `-2.5s`; units `ns`, `us`,
//!   `µs`, `ms`, `s`, `m`, `h`) and prints RFC 3339 in the timestamp's own offset, without
//!   fractional seconds.
//! * `timecmp(a, b)`: `-1`, `0` or `1` comparing the instants.
//! * `timestamp()`: the current UTC time, to the second (the library's only impure function).

use chrono::{DateTime, Datelike, Duration, FixedOffset, NaiveDate, Timelike, Utc};
use strata_hcl_types::function::{Function, FunctionError};
use strata_hcl_types::{Type, Value};

use crate::util::{arg, go_quote, param, str_arg, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("formatdate", formatdate());
    add("timeadd", timeadd());
    add("timecmp", timecmp());
    add("timestamp", timestamp());
}

/// Reads between `min` and `max` ASCII digits at `*i`.
fn digits(s: &[u8], i: &mut usize, min: usize, max: usize) -> Option<u32> {
    let start = *i;
    let mut v = 0u32;
    while *i < s.len() && *i - start < max && s[*i].is_ascii_digit() {
        v = v * 10 + u32::from(s[*i] - b'0');
        *i += 1;
    }
    (*i - start >= min).then_some(v)
}

fn rest(s: &str, i: usize) -> &str {
    s.get(i..).unwrap_or("")
}

/// A timestamp that does not parse, worded two ways: as go-cty's `formatdate` reports it, and
/// as function-hcl's own `timeadd`/`timecmp` report it (the same text followed by Go's
/// `time.ParseError`).
#[derive(Debug)]
pub(crate) struct TimestampError {
    pub stdlib: String,
    pub fnhcl: String,
}

const RFC3339_LAYOUT: &str = "2006-01-02T15:04:05Z07:00";

/// Parses an RFC 3339 timestamp as Go's `time.Parse(time.RFC3339, ...)` does, with the error
/// texts Terraform derives from Go's: a field that does not read names the text from that
/// field on (`cannot use "x" as year`); a field out of range names the text after it; a
/// missing separator is `found "..." where "-" is expected`. Hours may have one digit; a
/// fraction of a second may follow `.` or `,`; the offset is `Z` or `±hh:mm` (up to 24:60).
pub(crate) fn parse_timestamp(ts: &str) -> Result<DateTime<FixedOffset>, TimestampError> {
    let b = ts.as_bytes();
    let mut i = 0;
    const PREFIX: &str = "not a valid RFC3339 timestamp";
    let both = |text: String, go: String| TimestampError {
        fnhcl: format!("{text}: {go}"),
        stdlib: text,
    };
    // A field that does not read: Go names the layout element and the rest of the value.
    let cannot = |what: &str, elem: &str, at: usize| {
        let r = rest(ts, at);
        let text = if r.is_empty() {
            format!("{PREFIX}: end of string before {what}")
        } else {
            format!("{PREFIX}: cannot use {} as {what}", go_quote(r))
        };
        let go = format!(
            "parsing time {} as {}: cannot parse {} as {}",
            go_quote(ts),
            go_quote(RFC3339_LAYOUT),
            go_quote(r),
            go_quote(elem)
        );
        both(text, go)
    };
    // A field out of range: Go's message names the field, the value element is what follows.
    let range = |what: &str, go_what: &str, after: usize| {
        let r = rest(ts, after);
        let text = if r.is_empty() {
            format!("{PREFIX}: end of string before {what}")
        } else {
            format!("{PREFIX}: cannot use {} as {what}", go_quote(r))
        };
        both(
            text,
            format!("parsing time {}: {go_what} out of range", go_quote(ts)),
        )
    };
    let sep = |i: &mut usize, c: u8| -> Result<(), TimestampError> {
        let elem = (c as char).to_string();
        match b.get(*i) {
            Some(&x) if x == c => {
                *i += 1;
                Ok(())
            }
            found => {
                let r = rest(ts, *i);
                let text = match found {
                    None => format!("{PREFIX}: end of string where \"{elem}\" is expected"),
                    Some(_) => format!(
                        "{PREFIX}: found {} where \"{elem}\" is expected",
                        go_quote(r)
                    ),
                };
                let go = format!(
                    "parsing time {} as {}: cannot parse {} as {}",
                    go_quote(ts),
                    go_quote(RFC3339_LAYOUT),
                    go_quote(r),
                    go_quote(&elem)
                );
                Err(both(text, go))
            }
        }
    };
    let year = digits(b, &mut i, 4, 4).ok_or_else(|| cannot("year", "2006", 0))?;
    sep(&mut i, b'-')?;
    let at = i;
    let month = digits(b, &mut i, 2, 2).ok_or_else(|| cannot("month", "01", at))?;
    if !(1..=12).contains(&month) {
        return Err(range("month", "month", i));
    }
    sep(&mut i, b'-')?;
    let at = i;
    let day = digits(b, &mut i, 2, 2).ok_or_else(|| cannot("day of month", "02", at))?;
    if b.get(i) != Some(&b'T') {
        let text = format!("{PREFIX}: missing required time introducer 'T'");
        return Err(TimestampError {
            stdlib: text.clone(),
            fnhcl: text,
        });
    }
    i += 1;
    let at = i;
    let hour = digits(b, &mut i, 1, 2).ok_or_else(|| cannot("hour", "15", at))?;
    if hour >= 24 {
        return Err(range("hour", "hour", i));
    }
    sep(&mut i, b':')?;
    let at = i;
    let minute = digits(b, &mut i, 2, 2).ok_or_else(|| cannot("minute", "04", at))?;
    if minute >= 60 {
        return Err(range("minute", "minute", i));
    }
    sep(&mut i, b':')?;
    let at = i;
    let second = digits(b, &mut i, 2, 2).ok_or_else(|| cannot("second", "05", at))?;
    if second >= 60 {
        return Err(range("second", "second", i));
    }
    let mut nanos: u32 = 0;
    if matches!(b.get(i), Some(b'.' | b',')) && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
        i += 1;
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            if i - start < 9 {
                nanos = nanos * 10 + u32::from(b[i] - b'0');
            }
            i += 1;
        }
        for _ in (i - start).min(9)..9 {
            nanos *= 10;
        }
    }
    let at = i;
    let offset: i32 = match b.get(i) {
        Some(b'Z') => {
            i += 1;
            0
        }
        Some(&c @ (b'+' | b'-')) if b.get(i + 3) == Some(&b':') => {
            let mut j = i + 1;
            let h = digits(b, &mut j, 2, 2).ok_or_else(|| cannot("UTC offset", "Z07:00", at))?;
            j += 1;
            let m = digits(b, &mut j, 2, 2).ok_or_else(|| cannot("UTC offset", "Z07:00", at))?;
            i = j;
            if h > 24 {
                return Err(range("UTC offset", "time zone offset hour", i));
            }
            if m > 60 {
                return Err(range("UTC offset", "time zone offset minute", i));
            }
            let secs = (h * 3600 + m * 60) as i32;
            if c == b'-' {
                -secs
            } else {
                secs
            }
        }
        _ => return Err(cannot("UTC offset", "Z07:00", at)),
    };
    if i != b.len() {
        let r = rest(ts, i);
        return Err(both(
            format!("{PREFIX}: cannot use {} as timestamp segment", go_quote(r)),
            format!("parsing time {}: extra text: {}", go_quote(ts), go_quote(r)),
        ));
    }
    let message_only = |what: &str| {
        let go = format!("parsing time {}: {what}", go_quote(ts));
        TimestampError {
            stdlib: format!("{PREFIX}: {what}"),
            fnhcl: format!("{PREFIX}: {go}"),
        }
    };
    let date = NaiveDate::from_ymd_opt(year as i32, month, day)
        .ok_or_else(|| message_only("day out of range"))?;
    let naive = date
        .and_hms_nano_opt(hour, minute, second, nanos)
        .ok_or_else(|| message_only("second out of range"))?;
    let tz = FixedOffset::east_opt(offset)
        .ok_or_else(|| message_only("time zone offset out of range"))?;
    naive
        .and_local_timezone(tz)
        .single()
        .ok_or_else(|| message_only("timestamp out of range"))
}

/// RFC 3339 without fractional seconds, `Z` for a zero offset.
fn rfc3339(t: &DateTime<FixedOffset>) -> String {
    let off = t.offset().local_minus_utc();
    let zone = if off == 0 {
        "Z".to_string()
    } else {
        let sign = if off < 0 { '-' } else { '+' };
        let a = off.unsigned_abs();
        format!("{sign}{:02}:{:02}", a / 3600, (a % 3600) / 60)
    };
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{zone}",
        t.year(),
        t.month(),
        t.day(),
        t.hour(),
        t.minute(),
        t.second()
    )
}

fn offset_text(t: &DateTime<FixedOffset>, colon: bool) -> String {
    let off = t.offset().local_minus_utc();
    let sign = if off < 0 { '-' } else { '+' };
    let a = off.unsigned_abs();
    if colon {
        format!("{sign}{:02}:{:02}", a / 3600, (a % 3600) / 60)
    } else {
        format!("{sign}{:02}{:02}", a / 3600, (a % 3600) / 60)
    }
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
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// The `formatdate` output for one verb (a run of one letter).
fn verb(tok: &str, t: &DateTime<FixedOffset>) -> Result<String, String> {
    let bad = |what: &str| {
        if what.is_empty() {
            format!("invalid date format verb {}", go_quote(tok))
        } else {
            format!("invalid date format verb {}: {what}", go_quote(tok))
        }
    };
    let n = tok.len();
    let first = tok.as_bytes().first().copied().unwrap_or(b' ');
    let num = |v: u32, what: &str| match n {
        1 => Ok(v.to_string()),
        2 => Ok(format!("{v:02}")),
        _ => Err(bad(what)),
    };
    let month = MONTHS.get(t.month0() as usize).copied().unwrap_or("");
    let day = DAYS
        .get(t.weekday().num_days_from_monday() as usize)
        .copied()
        .unwrap_or("");
    match first {
        b'Y' => match n {
            2 => Ok(format!("{:02}", t.year().rem_euclid(100))),
            4 => Ok(format!("{:04}", t.year())),
            _ => Err(bad("year must either be \"YY\" or \"YYYY\"")),
        },
        b'M' => match n {
            3 => Ok(month.chars().take(3).collect()),
            4 => Ok(month.to_string()),
            _ => num(
                t.month(),
                "month must be \"M\", \"MM\", \"MMM\", or \"MMMM\"",
            ),
        },
        b'D' => num(t.day(), "day of month must either be \"D\" or \"DD\""),
        b'E' => match n {
            3 => Ok(day.chars().take(3).collect()),
            4 => Ok(day.to_string()),
            _ => Err(bad("day of week must either be \"EEE\" or \"EEEE\"")),
        },
        b'h' => num(t.hour(), "24-hour must either be \"h\" or \"hh\""),
        b'H' => {
            let h = match t.hour() % 12 {
                0 => 12,
                h => h,
            };
            num(h, "12-hour must either be \"H\" or \"HH\"")
        }
        b'A' | b'a' => {
            if n != 2 {
                let c = first as char;
                return Err(bad(&format!("must be \"{c}{c}\"")));
            }
            let pm = t.hour() >= 12;
            Ok(match (first == b'A', pm) {
                (true, false) => "AM",
                (true, true) => "PM",
                (false, false) => "am",
                (false, true) => "pm",
            }
            .to_string())
        }
        b'm' => num(t.minute(), "minute must either be \"m\" or \"mm\""),
        b's' => num(t.second(), "second must either be \"s\" or \"ss\""),
        b'Z' => match n {
            1 if t.offset().local_minus_utc() == 0 => Ok("Z".into()),
            1 => Ok(offset_text(t, true)),
            3 => {
                let s = offset_text(t, false);
                Ok(if s == "+0000" { "UTC".into() } else { s })
            }
            4 => Ok(offset_text(t, false)),
            5 => Ok(offset_text(t, true)),
            _ => Err(bad("timezone must be Z, ZZZZ, or ZZZZZ")),
        },
        _ => Err(bad("")),
    }
}

pub(crate) fn format_date(spec: &str, t: &DateTime<FixedOffset>) -> Result<String, String> {
    let mut out = String::new();
    let chars: Vec<char> = spec.chars().collect();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c == '\'' {
            if chars.get(i + 1) == Some(&'\'') {
                out.push('\'');
                i += 2;
                continue;
            }
            let mut j = i + 1;
            let mut closed = false;
            let mut lit = String::new();
            while let Some(&d) = chars.get(j) {
                if d == '\'' {
                    if chars.get(j + 1) == Some(&'\'') {
                        lit.push('\'');
                        j += 2;
                        continue;
                    }
                    closed = true;
                    j += 1;
                    break;
                }
                lit.push(d);
                j += 1;
            }
            if !closed {
                return Err("unterminated literal '".into());
            }
            out.push_str(&lit);
            i = j;
        } else if c.is_ascii_alphabetic() {
            let mut j = i;
            while chars.get(j) == Some(&c) {
                j += 1;
            }
            let tok: String = chars.get(i..j).unwrap_or(&[]).iter().collect();
            out.push_str(&verb(&tok, t)?);
            i = j;
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(out)
}

fn formatdate() -> Function {
    Function::with_static_type(
        vec![param("format", Type::String), param("time", Type::String)],
        None,
        Type::String,
        |args, _| {
            let _ = arg(args, 1)?;
            let t =
                parse_timestamp(str_arg(args, 1)?).map_err(|e| FunctionError::arg(1, e.stdlib))?;
            format_date(str_arg(args, 0)?, &t)
                .map(Value::string)
                .map_err(|e| FunctionError::arg(0, e))
        },
    )
}

/// Go's `time.ParseDuration`, in nanoseconds.
pub(crate) fn parse_duration(orig: &str) -> Result<i64, String> {
    let invalid = || format!("time: invalid duration {}", go_quote(orig));
    let mut s = orig;
    let mut neg = false;
    if let Some(r) = s.strip_prefix('-') {
        neg = true;
        s = r;
    } else if let Some(r) = s.strip_prefix('+') {
        s = r;
    }
    if s == "0" {
        return Ok(0);
    }
    if s.is_empty() {
        return Err(invalid());
    }
    let limit: u128 = 1 << 63;
    let mut total: u128 = 0;
    while !s.is_empty() {
        let b = s.as_bytes();
        if !(b[0] == b'.' || b[0].is_ascii_digit()) {
            return Err(invalid());
        }
        let int_len = b.iter().take_while(|c| c.is_ascii_digit()).count();
        let int_part = &s[..int_len];
        let mut v: u128 = 0;
        for d in int_part.bytes() {
            v = v * 10 + u128::from(d - b'0');
            if v > limit {
                return Err(invalid());
            }
        }
        s = &s[int_len..];
        let mut frac: u128 = 0;
        let mut scale: f64 = 1.0;
        let mut post = false;
        if let Some(r) = s.strip_prefix('.') {
            s = r;
            let n = s.bytes().take_while(|c| c.is_ascii_digit()).count();
            post = n > 0;
            for d in s[..n].bytes() {
                if frac < (1 << 62) {
                    frac = frac * 10 + u128::from(d - b'0');
                    scale *= 10.0;
                }
            }
            s = &s[n..];
        }
        if int_len == 0 && !post {
            return Err(invalid());
        }
        let unit_len = s
            .bytes()
            .take_while(|c| *c != b'.' && !c.is_ascii_digit())
            .count();
        if unit_len == 0 {
            return Err(format!("time: missing unit in duration {}", go_quote(orig)));
        }
        let unit = &s[..unit_len];
        s = &s[unit_len..];
        let mult: u128 = match unit {
            "ns" => 1,
            "us" | "\u{b5}s" | "\u{3bc}s" => 1_000,
            "ms" => 1_000_000,
            "s" => 1_000_000_000,
            "m" => 60_000_000_000,
            "h" => 3_600_000_000_000,
            _ => {
                return Err(format!(
                    "time: unknown unit {} in duration {}",
                    go_quote(unit),
                    go_quote(orig)
                ))
            }
        };
        v = v
            .checked_mul(mult)
            .filter(|x| *x <= limit)
            .ok_or_else(invalid)?;
        if frac > 0 {
            v += (frac as f64 * (mult as f64 / scale)) as u128;
            if v > limit {
                return Err(invalid());
            }
        }
        total += v;
        if total > limit {
            return Err(invalid());
        }
    }
    if neg {
        return Ok(-(total as i128) as i64);
    }
    i64::try_from(total).map_err(|_| invalid())
}

fn timeadd() -> Function {
    Function::with_static_type(
        vec![
            param("timestamp", Type::String),
            param("duration", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let _ = arg(args, 1)?;
            let t = parse_timestamp(str_arg(args, 0)?).map_err(|e| FunctionError::new(e.fnhcl))?;
            let d = parse_duration(str_arg(args, 1)?).map_err(FunctionError::new)?;
            let t = t
                .checked_add_signed(Duration::nanoseconds(d))
                .ok_or_else(|| FunctionError::new("the resulting time is out of range"))?;
            Ok(Value::string(rfc3339(&t)))
        },
    )
}

fn timecmp() -> Function {
    Function::with_static_type(
        vec![
            param("timestamp_a", Type::String),
            param("timestamp_b", Type::String),
        ],
        None,
        Type::Number,
        |args, _| {
            let _ = arg(args, 1)?;
            let a =
                parse_timestamp(str_arg(args, 0)?).map_err(|e| FunctionError::arg(0, e.fnhcl))?;
            let b =
                parse_timestamp(str_arg(args, 1)?).map_err(|e| FunctionError::arg(1, e.fnhcl))?;
            Ok(Value::int(match a.cmp(&b) {
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Greater => 1,
            }))
        },
    )
}

fn timestamp() -> Function {
    Function::with_static_type(vec![], None, Type::String, |_, _| {
        let now = Utc::now().fixed_offset();
        Ok(Value::string(rfc3339(&now)))
    })
}
