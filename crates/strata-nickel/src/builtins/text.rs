//! The built-ins on strings and numbers: conversions, regular expressions, base64, hashes,
//! arithmetic functions. A string's length, characters and indices count extended grapheme
//! clusters, as Nickel's do.

use super::*;
use unicode_segmentation::UnicodeSegmentation;

impl Eval {
    /// Runs a fully applied built-in on strings or numbers.
    pub(super) fn call_text(&mut self, op: Op, a: &[Thunk], span: Span, f: Fname<'_>) -> R<Value> {
        Ok(match op {
            // `std.string.from` and `std.to_string` take a `Stringable`, the others one kind;
            // `%to_string%` converts what it can
            Op::StringFrom
            | Op::StringFromBool
            | Op::StringFromEnum
            | Op::StringFromNumber
            | Op::ToString => {
                let v = self.force(&a[0])?;
                let text = match (&v, op) {
                    (Value::Num(n), Op::StringFrom | Op::ToString | Op::StringFromNumber) => {
                        Some(n.to_text())
                    }
                    (Value::Bool(b), Op::StringFrom | Op::ToString | Op::StringFromBool) => {
                        Some(b.to_string())
                    }
                    (Value::Enum(t), Op::StringFrom | Op::ToString | Op::StringFromEnum) => {
                        Some(t.to_string())
                    }
                    (Value::Null, Op::StringFrom | Op::ToString) => Some("null".into()),
                    (Value::Str(x), Op::StringFrom | Op::ToString) => {
                        return Ok(Value::Str(x.clone()))
                    }
                    _ => None,
                };
                match text {
                    Some(t) => s(&t),
                    None if f.prim => {
                        return Err(EvalError::new(format!(
                            "to_string: can't convert an argument of type {} to string",
                            v.type_name()
                        ))
                        .primary(a[0].span().unwrap_or(span), "here"))
                    }
                    None => {
                        let expected = match op {
                            Op::StringFromNumber => "Number",
                            Op::StringFromBool => "Bool",
                            Op::StringFromEnum => "Tag",
                            _ => "Stringable",
                        };
                        return Err(bad_arg(f, expected, 1, &v, &a[0], span));
                    }
                }
            }
            Op::StringLength => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                Value::Num(Num::Int(x.graphemes(true).count() as i64))
            }
            Op::StringUppercase => s(&str_arg(self, &a[0], f, 1, span)?.to_uppercase()),
            Op::StringLowercase => s(&str_arg(self, &a[0], f, 1, span)?.to_lowercase()),
            Op::StringTrim => s(str_arg(self, &a[0], f, 1, span)?.trim()),
            Op::StringCharacters => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                Value::Array(Arr::new(
                    x.graphemes(true).map(|c| Thunk::value(s(c))).collect(),
                ))
            }
            Op::StringSplit => {
                let sep = str_arg(self, &a[0], f, 1, span)?;
                let x = str_arg(self, &a[1], f, 2, span)?;
                let parts: Vec<Thunk> = if sep.is_empty() {
                    x.graphemes(true).map(|c| Thunk::value(s(c))).collect()
                } else {
                    let mut parts = Vec::new();
                    let mut last = 0;
                    for i in grapheme_matches(&x, &sep) {
                        parts.push(Thunk::value(s(&x[last..i])));
                        last = i + sep.len();
                    }
                    // As Rust's `split_terminator`: an empty last part is dropped
                    // (`"banana"` split on `"a"` is `["b", "n", "n"]`).
                    if last < x.len() {
                        parts.push(Thunk::value(s(&x[last..])));
                    }
                    parts
                };
                Value::Array(Arr::new(parts))
            }
            Op::StringJoin => {
                // the separator is forced only between two fragments, as nickel's std does
                let arr = arr_arg(self, &a[1], f, 2, span)?;
                let mut out = String::new();
                for (i, t) in arr.iter().enumerate() {
                    if i > 0 {
                        out.push_str(&str_arg(self, &a[0], f, 1, span)?);
                    }
                    out.push_str(&str_arg(self, t, f, 2, span)?);
                }
                s(&out)
            }
            Op::StringReplace => {
                let from = str_arg(self, &a[0], f, 1, span)?;
                let to = str_arg(self, &a[1], f, 2, span)?;
                let x = str_arg(self, &a[2], f, 3, span)?;
                if from.is_empty() {
                    s(&x.replace(&*from, &to))
                } else {
                    let mut out = String::new();
                    let mut last = 0;
                    for i in grapheme_matches(&x, &from) {
                        out.push_str(&x[last..i]);
                        out.push_str(&to);
                        last = i + from.len();
                    }
                    out.push_str(&x[last..]);
                    s(&out)
                }
            }
            Op::StringContains => {
                let sub = str_arg(self, &a[0], f, 1, span)?;
                let x = str_arg(self, &a[1], f, 2, span)?;
                Value::Bool(sub.is_empty() || !grapheme_matches(&x, &sub).is_empty())
            }
            Op::StringSubstring => {
                let st = num_arg(self, &a[0], f, 1, span)?;
                let en = num_arg(self, &a[1], f, 2, span)?;
                let x = str_arg(self, &a[2], f, 3, span)?;
                let chars: Vec<&str> = x.graphemes(true).collect();
                // nickel's `%string/substr%` (the std function only adds the types)
                let bad = |msg: String| {
                    Err(EvalError::new(format!("substring: {msg}")).primary(span, ""))
                };
                let Some(i) = nat_index(&st) else {
                    return bad(format!(
                        "expected 2nd argument (start) to be a positive integer smaller than {}, \
                         got {}",
                        u64::MAX,
                        num_text(&st)
                    ));
                };
                let Some(j) = nat_index(&en) else {
                    return bad(format!(
                        "expected 3rd argument (end) to be a positive integer smaller than {}, \
                         got {}",
                        u64::MAX,
                        num_text(&en)
                    ));
                };
                if i >= chars.len() {
                    return bad(format!(
                        "index out of bounds. Expected 2nd argument (start) to be between 0 and \
                         {}, got {}",
                        chars.len(),
                        num_text(&st)
                    ));
                }
                if j < i || j > chars.len() {
                    return bad(format!(
                        "index out of bounds. Expected 3rd argument (end) to be between {} and {}, \
                         got {}",
                        num_text(&st),
                        chars.len(),
                        num_text(&en)
                    ));
                }
                s(&chars[i..j].concat())
            }
            Op::StringToNumber => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                let t = x.trim();
                let (neg, body) = match t.strip_prefix('-') {
                    Some(b) => (true, b),
                    None => (false, t.strip_prefix('+').unwrap_or(t)),
                };
                match Num::parse_literal(body) {
                    Some(n) if body.starts_with(|c: char| c.is_ascii_digit()) => {
                        Value::Num(if neg { n.neg() } else { n })
                    }
                    _ => {
                        return Err(
                            EvalError::new("contract broken by the caller of `to_number`")
                                .primary(span, format!("invalid number literal `{x}`")),
                        )
                    }
                }
            }
            Op::StringToBool => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                match &*x {
                    "true" => Value::Bool(true),
                    "false" => Value::Bool(false),
                    _ => {
                        return Err(EvalError::new("contract broken by the caller of `to_bool`")
                            .primary(span, "expected \"true\" or \"false\""))
                    }
                }
            }
            Op::StringToEnum => {
                Value::Enum(crate::ast::Ident::new(&*str_arg(self, &a[0], f, 1, span)?))
            }
            // ---------- numbers ----------
            Op::NumberPow => {
                let x = num_arg(self, &a[0], f, 1, span)?;
                let y = num_arg(self, &a[1], f, 2, span)?;
                Value::Num(x.pow(&y).ok_or_else(|| {
                    EvalError::new("invalid arithmetic operation").primary(span, "in this power")
                })?)
            }
            Op::NumberLog
            | Op::NumberCos
            | Op::NumberSin
            | Op::NumberTan
            | Op::NumberArccos
            | Op::NumberArcsin
            | Op::NumberArctan
            | Op::NumberArctan2
            | Op::NumberSqrt => {
                let x = num_arg(self, &a[0], f, 1, span)?.to_f64();
                let r = match op {
                    Op::NumberLog => x.log(num_arg(self, &a[1], f, 2, span)?.to_f64()),
                    Op::NumberArctan2 => x.atan2(num_arg(self, &a[1], f, 2, span)?.to_f64()),
                    Op::NumberCos => x.cos(),
                    Op::NumberSin => x.sin(),
                    Op::NumberTan => x.tan(),
                    Op::NumberArccos => x.acos(),
                    Op::NumberArcsin => x.asin(),
                    Op::NumberArctan => x.atan(),
                    _ => x.sqrt(),
                };
                match Num::from_f64(r) {
                    Some(n) => Value::Num(n),
                    None => {
                        return Err(EvalError::new(format!(
                            "{f}: the result is not a finite number"
                        ))
                        .primary(span, "here"))
                    }
                }
            }
            Op::StringIsMatch | Op::StringFind | Op::StringFindAll | Op::StringReplaceRegex => {
                let pat = str_arg(self, &a[0], f, 1, span)?;
                let re = regex::Regex::new(&pat).map_err(|e| {
                    EvalError::new(format!("{f}: invalid regular expression"))
                        .primary(a[0].span().unwrap_or(span), e.to_string())
                })?;
                let last = if op == Op::StringReplaceRegex { 2 } else { 1 };
                let text = str_arg(self, &a[last], f, last + 1, span)?;
                // Only matches that start and end on grapheme cluster boundaries count.
                let bounds = grapheme_bounds(&text);
                let aligned = |c: &regex::Captures<'_>| {
                    let m = c.get(0).map(|m| (m.start(), m.end())).unwrap_or((0, 0));
                    bounds.binary_search(&m.0).is_ok() && bounds.binary_search(&m.1).is_ok()
                };
                let mut found = re.captures_iter(&text).filter(|c| aligned(c));
                match op {
                    Op::StringIsMatch => Value::Bool(found.next().is_some()),
                    Op::StringReplaceRegex => {
                        let repl = str_arg(self, &a[1], f, 2, span)?;
                        let mut out = String::new();
                        let mut last = 0;
                        for c in found {
                            let m = c.get(0).map(|m| (m.start(), m.end())).unwrap_or((0, 0));
                            out.push_str(&text[last..m.0]);
                            c.expand(&repl, &mut out);
                            last = m.1;
                        }
                        out.push_str(&text[last..]);
                        s(&out)
                    }
                    Op::StringFind => match found.next() {
                        Some(c) => regex_match(&c, &text, span),
                        None => make_record(
                            vec![
                                ("matched".into(), Thunk::value(s(""))),
                                ("index".into(), Thunk::value(Value::Num(Num::Int(-1)))),
                                (
                                    "groups".into(),
                                    Thunk::value(Value::Array(Arr::new(Vec::new()))),
                                ),
                            ],
                            span,
                        ),
                    },
                    _ => {
                        let all: Vec<Thunk> = found
                            .map(|c| Thunk::value(regex_match(&c, &text, span)))
                            .collect();
                        Value::Array(Arr::new(all))
                    }
                }
            }
            Op::Hash => {
                use sha2::Digest;
                fn hex_of<D: Digest>(data: &[u8]) -> String {
                    D::digest(data).iter().map(|b| format!("{b:02x}")).collect()
                }
                let algo = self.force(&a[0])?;
                let data = str_arg(self, &a[1], f, 2, span)?;
                let h = match &algo {
                    Value::Enum(t) if t == "Md5" => hex_of::<md5::Md5>(data.as_bytes()),
                    Value::Enum(t) if t == "Sha1" => hex_of::<sha1::Sha1>(data.as_bytes()),
                    Value::Enum(t) if t == "Sha256" => hex_of::<sha2::Sha256>(data.as_bytes()),
                    Value::Enum(t) if t == "Sha512" => hex_of::<sha2::Sha512>(data.as_bytes()),
                    other => {
                        return Err(bad_arg(
                            f,
                            "[| 'Md5, 'Sha1, 'Sha256, 'Sha512 |]",
                            1,
                            other,
                            &a[0],
                            span,
                        ))
                    }
                };
                s(&h)
            }
            Op::StringCompare => {
                let x = str_arg(self, &a[0], f, 1, span)?;
                let y = str_arg(self, &a[1], f, 2, span)?;
                Value::Enum(
                    match x.cmp(&y) {
                        std::cmp::Ordering::Less => "Lesser",
                        std::cmp::Ordering::Equal => "Equal",
                        std::cmp::Ordering::Greater => "Greater",
                    }
                    .into(),
                )
            }
            Op::NumberFloor => Value::Num(num_arg(self, &a[0], f, 1, span)?.floor()),
            Op::NumberCeil => Value::Num(num_arg(self, &a[0], f, 1, span)?.ceil()),
            Op::NumberTruncate => Value::Num(num_arg(self, &a[0], f, 1, span)?.trunc()),
            Op::NumberAbs => Value::Num(num_arg(self, &a[0], f, 1, span)?.abs()),
            Op::NumberFract => {
                let x = num_arg(self, &a[0], f, 1, span)?;
                Value::Num(x.sub(&x.trunc()))
            }
            Op::NumberIsInteger => Value::Bool(num_arg(self, &a[0], f, 1, span)?.is_integer()),
            Op::NumberMax | Op::NumberMin => {
                let x = num_arg(self, &a[0], f, 1, span)?;
                let y = num_arg(self, &a[1], f, 2, span)?;
                let gt = x.cmp_num(&y).is_gt();
                Value::Num(if (op == Op::NumberMax) == gt { x } else { y })
            }
            // ---------- contracts ----------
            Op::StringBase64Encode => {
                let variant = self.base64_variant(&a[0], f, span)?;
                let text = str_arg(self, &a[1], f, 2, span)?;
                s(&crate::b64::encode(variant, text.as_bytes()))
            }
            Op::StringBase64Decode | Op::StringBase64DecodePrim => {
                let variant = self.base64_variant(&a[0], f, span)?;
                let text = str_arg(self, &a[1], f, 2, span)?;
                let decoded = crate::b64::decode(variant, &text);
                if op == Op::StringBase64DecodePrim {
                    match decoded {
                        Ok(d) => Value::Variant("Ok".into(), Thunk::value(s(&d))),
                        Err(m) => Value::Variant(
                            "Error".into(),
                            Thunk::value(make_record(
                                vec![("message".into(), Thunk::value(s(&m)))],
                                span,
                            )),
                        ),
                    }
                } else {
                    match decoded {
                        Ok(d) => s(&d),
                        Err(m) => {
                            return Err(EvalError::new("contract broken by a value")
                                .primary(a[1].span().unwrap_or(span), "applied to this expression")
                                .note(m))
                        }
                    }
                }
            }
            _ => {
                return Err(EvalError::new(format!(
                    "internal error: `{}` is not a string or number built-in",
                    op.name()
                ))
                .primary(span, "called here"))
            }
        })
    }
}

/// Where `pat` (not empty) occurs in `text` starting and ending on grapheme cluster boundaries,
/// left to right without overlap: Nickel's strings are sequences of grapheme clusters, so a
/// separator never splits a cluster (`"❤"` does not occur in `"👩‍❤️‍💋‍👨"`).
fn grapheme_matches(text: &str, pat: &str) -> Vec<usize> {
    let bounds = grapheme_bounds(text);
    let mut out = Vec::new();
    let mut next = 0;
    for &b in &bounds {
        if b < next || !text[b..].starts_with(pat) {
            continue;
        }
        let end = b + pat.len();
        if bounds.binary_search(&end).is_ok() {
            out.push(b);
            next = end;
        }
    }
    out
}

/// The byte offsets where `text`'s grapheme clusters start, and its length.
fn grapheme_bounds(text: &str) -> Vec<usize> {
    let mut bounds: Vec<usize> = text.grapheme_indices(true).map(|(i, _)| i).collect();
    bounds.push(text.len());
    bounds
}
