//! Encoding functions.
//!
//! | function | semantics |
//! |---|---|
//! | `base64encode(s)` / `base64decode(s)` | standard base64 of the UTF-8 bytes; decoding ignores line breaks, requires padding and a UTF-8 result |
//! | `base64gzip(s)` | gzip byte for byte as Terraform writes it (see the `gzip` module), then base64 |
//! | `textencodebase64(s, enc)` / `textdecodebase64(s, enc)` | base64 of the string in another character encoding (UTF-8, UTF-16/32 variants, ISO-8859-1, US-ASCII and the WHATWG legacy encodings) |
//! | `csvdecode(s)` | CSV as Go's `encoding/csv` reads it (see `read_csv_records`), the first record naming the columns; a list of objects of strings |
//! | `urlencode(s)` | query escaping: unreserved characters kept, space as `+`, the rest `%XX` |
//! | `jsonencode` / `jsondecode` | as in hcldec |

use std::collections::BTreeMap;

use base64::Engine;
use strata_hcl_types::function::{Function, FunctionError};
use strata_hcl_types::{stdlib, Type, Value};

use crate::util::{arg, go_quote, param, str_arg, Add};

pub(crate) fn register(add: &mut Add<'_>) {
    add("jsonencode", stdlib::jsonencode());
    add("jsondecode", stdlib::jsondecode());
    add("base64encode", string_fn(|s| Ok(b64(s.as_bytes()))));
    add("base64decode", string_fn(base64decode));
    add("base64gzip", string_fn(base64gzip));
    add("urlencode", string_fn(|s| Ok(urlencode(s))));
    add("textencodebase64", textencodebase64());
    add("textdecodebase64", textdecodebase64());
    add("csvdecode", csvdecode());
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// Go's `base64.StdEncoding.DecodeString`: standard alphabet, `=` padding required, `\r` and
/// `\n` skipped anywhere, leftover bits in the last symbol ignored. On failure, the byte
/// offset (in `s`) of the first bad symbol, as Go's `CorruptInputError` reports it.
pub(crate) fn b64_decode(s: &str) -> Result<Vec<u8>, usize> {
    fn value(c: u8) -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    }
    let src = s.as_bytes();
    let skip_breaks = |mut i: usize| {
        while i < src.len() && matches!(src[i], b'\n' | b'\r') {
            i += 1;
        }
        i
    };
    let mut out = Vec::with_capacity(src.len() / 4 * 3);
    let mut si = 0;
    loop {
        let mut quantum = [0u32; 4];
        let mut j = 0;
        let mut len = 4;
        while j < 4 {
            let Some(&c) = src.get(si) else {
                if j == 0 {
                    return Ok(out);
                }
                return Err(si - j);
            };
            si += 1;
            if let Some(v) = value(c) {
                quantum[j] = v;
                j += 1;
                continue;
            }
            if c == b'\n' || c == b'\r' {
                continue;
            }
            if c != b'=' || j < 2 {
                return Err(si - 1);
            }
            if j == 2 {
                // A second `=` must follow (line breaks allowed between).
                si = skip_breaks(si);
                if si == src.len() {
                    return Err(src.len());
                }
                if src[si] != b'=' {
                    return Err(si - 1);
                }
                si += 1;
            }
            si = skip_breaks(si);
            if si < src.len() {
                return Err(si);
            }
            len = j;
            break;
        }
        let n = (quantum[0] << 18) | (quantum[1] << 12) | (quantum[2] << 6) | quantum[3];
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..len - 1]);
        if len < 4 {
            return Ok(out);
        }
    }
}

fn string_fn(f: fn(&str) -> Result<String, FunctionError>) -> Function {
    Function::with_static_type(
        vec![param("str", Type::String)],
        None,
        Type::String,
        move |args, _| Ok(Value::string(f(str_arg(args, 0)?)?)),
    )
}

fn base64decode(s: &str) -> Result<String, FunctionError> {
    let bytes = b64_decode(s)
        .map_err(|_| FunctionError::new(format!("failed to decode base64 data {}", go_quote(s))))?;
    String::from_utf8(bytes).map_err(|_| {
        FunctionError::new("the result of decoding the provided string is not valid UTF-8")
    })
}

fn base64gzip(s: &str) -> Result<String, FunctionError> {
    Ok(b64(&crate::gzip::gzip(s.as_bytes())))
}

fn urlencode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// A character encoding `textencodebase64` and `textdecodebase64` support.
enum TextEncoding {
    Utf8,
    Utf16 { big: bool, bom: bool },
    Utf32 { big: bool, bom: bool },
    Latin1,
    Ascii,
    Legacy(&'static encoding_rs::Encoding),
}

impl TextEncoding {
    /// Looks an IANA name or alias up (case-insensitively); returns the canonical name too.
    fn lookup(name: &str) -> Option<(TextEncoding, String)> {
        let n = name.trim().to_ascii_lowercase();
        let (e, canon) = match n.as_str() {
            "utf-8" | "utf8" | "csutf8" => (TextEncoding::Utf8, "UTF-8"),
            "utf-16" | "csutf16" => (
                TextEncoding::Utf16 {
                    big: true,
                    bom: true,
                },
                "UTF-16",
            ),
            "utf-16be" | "csutf16be" => (
                TextEncoding::Utf16 {
                    big: true,
                    bom: false,
                },
                "UTF-16BE",
            ),
            "utf-16le" | "csutf16le" => (
                TextEncoding::Utf16 {
                    big: false,
                    bom: false,
                },
                "UTF-16LE",
            ),
            "utf-32" | "csutf32" => (
                TextEncoding::Utf32 {
                    big: true,
                    bom: true,
                },
                "UTF-32",
            ),
            "utf-32be" | "csutf32be" => (
                TextEncoding::Utf32 {
                    big: true,
                    bom: false,
                },
                "UTF-32BE",
            ),
            "utf-32le" | "csutf32le" => (
                TextEncoding::Utf32 {
                    big: false,
                    bom: false,
                },
                "UTF-32LE",
            ),
            "iso-8859-1" | "iso_8859-1" | "latin1" | "l1" | "iso-ir-100" | "ibm819" | "cp819"
            | "csisolatin1" | "iso_8859-1:1987" => (TextEncoding::Latin1, "ISO-8859-1"),
            "us-ascii" | "ascii" | "iso646-us" | "us" | "ibm367" | "cp367" | "csascii"
            | "ansi_x3.4-1968" | "iso-ir-6" => (TextEncoding::Ascii, "US-ASCII"),
            _ => {
                let enc = encoding_rs::Encoding::for_label_no_replacement(n.as_bytes())?;
                if enc == encoding_rs::UTF_8
                    || enc == encoding_rs::UTF_16LE
                    || enc == encoding_rs::UTF_16BE
                {
                    return None;
                }
                // IANA's preferred names, where the WHATWG ones differ.
                let name = match enc.name() {
                    "gbk" => "GBK",
                    "gb18030" => "GB18030",
                    other => other,
                };
                return Some((TextEncoding::Legacy(enc), name.to_string()));
            }
        };
        Some((e, canon.to_string()))
    }

    fn encode(&self, s: &str) -> Option<Vec<u8>> {
        Some(match self {
            TextEncoding::Utf8 => s.as_bytes().to_vec(),
            TextEncoding::Utf16 { big, bom } => {
                let mut out = Vec::new();
                if *bom {
                    out.extend_from_slice(&[0xfe, 0xff]);
                }
                for u in s.encode_utf16() {
                    out.extend_from_slice(&if *big {
                        u.to_be_bytes()
                    } else {
                        u.to_le_bytes()
                    });
                }
                out
            }
            TextEncoding::Utf32 { big, bom } => {
                let bom_char = (*bom).then_some('\u{feff}');
                bom_char
                    .into_iter()
                    .chain(s.chars())
                    .flat_map(|c| {
                        let u = c as u32;
                        if *big {
                            u.to_be_bytes()
                        } else {
                            u.to_le_bytes()
                        }
                    })
                    .collect()
            }
            TextEncoding::Latin1 => s
                .chars()
                .map(|c| u8::try_from(c as u32).ok())
                .collect::<Option<Vec<u8>>>()?,
            TextEncoding::Ascii => s
                .chars()
                .map(|c| u8::try_from(c as u32).ok().filter(|b| b.is_ascii()))
                .collect::<Option<Vec<u8>>>()?,
            TextEncoding::Legacy(enc) => {
                let (bytes, _, bad) = enc.encode(s);
                if bad {
                    return None;
                }
                bytes.into_owned()
            }
        })
    }

    fn decode(&self, b: &[u8]) -> Option<String> {
        match self {
            TextEncoding::Utf8 => String::from_utf8(b.to_vec()).ok(),
            TextEncoding::Utf16 { big, bom } => {
                let (mut big, mut b) = (*big, b);
                if *bom {
                    if let Some(rest) = b.strip_prefix(&[0xfe, 0xff]) {
                        b = rest;
                    } else if let Some(rest) = b.strip_prefix(&[0xff, 0xfe]) {
                        b = rest;
                        big = false;
                    }
                }
                if !b.len().is_multiple_of(2) {
                    return None;
                }
                let units: Vec<u16> = b
                    .chunks_exact(2)
                    .map(|p| {
                        let pair = [
                            p.first().copied().unwrap_or(0),
                            p.get(1).copied().unwrap_or(0),
                        ];
                        if big {
                            u16::from_be_bytes(pair)
                        } else {
                            u16::from_le_bytes(pair)
                        }
                    })
                    .collect();
                String::from_utf16(&units).ok()
            }
            TextEncoding::Utf32 { big, bom } => {
                if !b.len().is_multiple_of(4) {
                    return None;
                }
                let (mut big, mut b) = (*big, b);
                if *bom {
                    if let Some(rest) = b.strip_prefix(&[0, 0, 0xfe, 0xff]) {
                        b = rest;
                    } else if let Some(rest) = b.strip_prefix(&[0xff, 0xfe, 0, 0]) {
                        b = rest;
                        big = false;
                    }
                }
                b.chunks_exact(4)
                    .map(|q| {
                        let mut a = [0u8; 4];
                        a.copy_from_slice(q);
                        let u = if big {
                            u32::from_be_bytes(a)
                        } else {
                            u32::from_le_bytes(a)
                        };
                        char::from_u32(u)
                    })
                    .collect()
            }
            TextEncoding::Latin1 => Some(b.iter().map(|&c| c as char).collect()),
            TextEncoding::Ascii => b
                .iter()
                .map(|&c| c.is_ascii().then_some(c as char))
                .collect(),
            TextEncoding::Legacy(enc) => {
                let (s, bad) = enc.decode_without_bom_handling(b);
                (!bad).then(|| s.into_owned())
            }
        }
    }
}

fn encoding_arg(args: &[Value]) -> Result<(TextEncoding, String), FunctionError> {
    let name = str_arg(args, 1)?;
    TextEncoding::lookup(name).ok_or_else(|| {
        FunctionError::arg(
            1,
            format!(
                "{} is not a supported IANA encoding name or alias in this Terraform version",
                go_quote(name)
            ),
        )
    })
}

fn textencodebase64() -> Function {
    Function::with_static_type(
        vec![
            param("string", Type::String),
            param("encoding", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let _ = arg(args, 1)?;
            let (enc, name) = encoding_arg(args)?;
            let bytes = enc.encode(str_arg(args, 0)?).ok_or_else(|| {
                FunctionError::arg(
                    0,
                    format!(
                        "the given string contains characters that cannot be represented in {name}"
                    ),
                )
            })?;
            Ok(Value::string(b64(&bytes)))
        },
    )
}

fn textdecodebase64() -> Function {
    Function::with_static_type(
        vec![
            param("source", Type::String),
            param("encoding", Type::String),
        ],
        None,
        Type::String,
        |args, _| {
            let _ = arg(args, 1)?;
            let (enc, name) = encoding_arg(args)?;
            let bytes = b64_decode(str_arg(args, 0)?).map_err(|off| {
                FunctionError::arg(
                    0,
                    format!("the given value is has an invalid base64 symbol at offset {off}"),
                )
            })?;
            let text = enc.decode(&bytes).filter(|s| !s.contains('\u{fffd}'));
            text.map(Value::string).ok_or_else(|| {
                FunctionError::arg(
                    0,
                    format!("the given string contains symbols that are not defined for {name}"),
                )
            })
        },
    )
}

/// A CSV error at a line, as `CSV parse error on line N: WHAT`.
fn csv_error(line: usize, what: &str) -> FunctionError {
    FunctionError::new(format!("CSV parse error on line {line}: {what}"))
}

/// Reads CSV as Go's `encoding/csv` does by default: `,` separates fields and line breaks
/// (`\n`, or `\r\n` read as `\n`) separate records; empty lines are skipped; a field starting
/// with `"` is quoted (`""` is a quote, line breaks allowed) and its closing quote must be
/// followed by `,` or the line's end; a `"` inside an unquoted field is an error; every
/// record must have as many fields as the first.
fn read_csv_records(s: &str) -> Result<Vec<Vec<String>>, FunctionError> {
    let lines: Vec<String> = {
        let mut v: Vec<String> = s.split_inclusive('\n').map(str::to_string).collect();
        for l in &mut v {
            if l.ends_with("\r\n") {
                l.truncate(l.len() - 2);
                l.push('\n');
            }
        }
        if let Some(last) = v.last_mut() {
            if !last.ends_with('\n') {
                if last.ends_with('\r') {
                    last.pop();
                }
                last.push('\n');
            }
        }
        v
    };
    let mut records: Vec<Vec<String>> = Vec::new();
    let mut want_fields: Option<usize> = None;
    let mut li = 0;
    while li < lines.len() {
        let line = lines.get(li).cloned().unwrap_or_default();
        li += 1;
        if line == "\n" {
            continue;
        }
        let rec_line = li;
        let mut fields: Vec<String> = Vec::new();
        let mut rest: String = line;
        'fields: loop {
            if !rest.starts_with('"') {
                let (field, more) = match rest.find(',') {
                    Some(i) => (rest[..i].to_string(), Some(rest[i + 1..].to_string())),
                    None => (rest.trim_end_matches('\n').to_string(), None),
                };
                if field.contains('"') {
                    return Err(csv_error(li, "bare \" in non-quoted-field"));
                }
                fields.push(field);
                match more {
                    Some(m) => {
                        rest = m;
                        continue 'fields;
                    }
                    None => break 'fields,
                }
            }
            // A quoted field, possibly running over several lines.
            let mut field = String::new();
            let mut cur = rest[1..].to_string();
            loop {
                if let Some(i) = cur.find('"') {
                    field.push_str(&cur[..i]);
                    let after = &cur[i + 1..];
                    if let Some(r) = after.strip_prefix('"') {
                        field.push('"');
                        cur = r.to_string();
                    } else if let Some(r) = after.strip_prefix(',') {
                        fields.push(std::mem::take(&mut field));
                        rest = r.to_string();
                        continue 'fields;
                    } else if after == "\n" || after.is_empty() {
                        fields.push(std::mem::take(&mut field));
                        break 'fields;
                    } else {
                        return Err(csv_error(li, "extraneous or missing \" in quoted-field"));
                    }
                } else if !cur.is_empty() {
                    field.push_str(&cur);
                    match lines.get(li) {
                        Some(next) => {
                            cur = next.clone();
                            li += 1;
                        }
                        None => cur = String::new(),
                    }
                } else {
                    return Err(csv_error(li, "extraneous or missing \" in quoted-field"));
                }
            }
        }
        match want_fields {
            None => want_fields = Some(fields.len()),
            Some(n) if n != fields.len() => {
                return Err(csv_error(rec_line, "wrong number of fields"))
            }
            _ => {}
        }
        records.push(fields);
    }
    Ok(records)
}

/// The header and records of CSV text.
fn read_csv(s: &str) -> Result<(Vec<String>, Vec<Vec<String>>), FunctionError> {
    let mut records = read_csv_records(s)?.into_iter();
    let Some(header) = records.next() else {
        return Err(FunctionError::new("missing header line"));
    };
    let mut seen = std::collections::BTreeSet::new();
    for h in &header {
        if !seen.insert(h.as_str()) {
            return Err(FunctionError::new(format!(
                "duplicate column name {}",
                go_quote(h)
            )));
        }
    }
    Ok((header, records.collect()))
}

fn csvdecode() -> Function {
    Function::new(
        vec![param("str", Type::String)],
        None,
        |args| {
            let Some(s) = arg(args, 0)?.as_str() else {
                return Ok(Type::Dynamic);
            };
            let (header, _) = read_csv(s)?;
            let attrs = header.into_iter().map(|h| (h, Type::String)).collect();
            Ok(Type::list(Type::object(attrs)))
        },
        |args, ret| {
            let (header, rows) = read_csv(str_arg(args, 0)?)?;
            let ety = ret.element_type().cloned().unwrap_or(Type::Dynamic);
            let objs = rows
                .into_iter()
                .map(|row| {
                    let m: BTreeMap<String, Value> = header
                        .iter()
                        .cloned()
                        .zip(row.into_iter().map(Value::string))
                        .collect();
                    Value::object(m)
                })
                .collect();
            Ok(Value::list(ety, objs))
        },
    )
}
