//! Ruby's `inspect` and `to_s` of Puppet values, as Puppet's Ruby code shows them in
//! messages and as 4.x functions receive them, and the Ruby class names of rich values.

use crate::value::{float_str, Rich, Val};

/// Ruby's `inspect` of a value as a 3.x function sees it.
pub(crate) fn inspect(v: &Val) -> String {
    match v {
        Val::Undef => "nil".into(),
        Val::Default => ":default".into(),
        Val::Bool(b) => b.to_string(),
        Val::Int(i) => i.to_string(),
        Val::Float(f) => float_str(*f),
        Val::Str(s) => ruby_quote(s),
        Val::Regex(r) => format!("/{}/", r.src),
        Val::Array(a) | Val::Iter(a, _) => {
            format!("[{}]", a.iter().map(inspect).collect::<Vec<_>>().join(", "))
        }
        Val::Hash(h) => format!(
            "{{{}}}",
            h.iter()
                .map(|(k, v)| format!("{}=>{}", inspect(k), inspect(v)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Val::Type(t) => t.to_string(),
        Val::Sensitive(_) => "#<Sensitive [value redacted]>".into(),
        Val::Deferred(_) => v.to_display(),
        Val::Rich(r) => match &**r {
            Rich::Symbol(s) => format!(":{s}"),
            _ => format!("#<{}>", ruby_class(r)),
        },
    }
}

/// Ruby's double-quoted `String#inspect` of a UTF-8 string (Puppet's strings): the control
/// characters without an escape of their own as `\uNNNN`.
pub(crate) fn ruby_quote(s: &str) -> String {
    quote(s, false)
}

/// Ruby's `String#inspect` of a binary string (ASCII-8BIT: a Binary's bytes): the control
/// characters without an escape of their own as `\xNN`.
pub(crate) fn ruby_quote_binary(s: &str) -> String {
    quote(s, true)
}

fn quote(s: &str, binary: bool) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    let mut chars = s.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\x1b' => out.push_str("\\e"),
            '\x07' => out.push_str("\\a"),
            '\x08' => out.push_str("\\b"),
            '\x0b' => out.push_str("\\v"),
            '\x0c' => out.push_str("\\f"),
            '#' if matches!(chars.peek(), Some('{' | '$' | '@')) => out.push_str("\\#"),
            c if ((c as u32) < 0x20 || c as u32 == 0x7f) && binary => {
                out.push_str(&format!("\\x{:02X}", c as u32))
            }
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\u{:04X}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The Ruby class of a rich value (Puppet's warnings name it).
pub fn ruby_class(r: &Rich) -> &'static str {
    match r {
        Rich::Timespan(_) => "Puppet::Pops::Time::Timespan",
        Rich::Timestamp(_) => "Puppet::Pops::Time::Timestamp",
        Rich::SemVer(_) => "SemanticPuppet::Version",
        Rich::SemVerRange(..) => "SemanticPuppet::VersionRange",
        Rich::Binary(_) => "Puppet::Pops::Types::PBinaryType::Binary",
        Rich::Object(_) => "Puppet::Pops::Types::PObjectType",
        Rich::Uri(_) => "URI::Generic",
        Rich::Symbol(_) => "Symbol",
        Rich::Res3(..) => "Puppet::Resource",
    }
}

/// Ruby's `to_s` of a value as a 4.x function receives it.
pub(crate) fn ruby_to_s(v: &Val) -> String {
    match v {
        Val::Undef => String::new(),
        Val::Default => "default".into(),
        Val::Str(s) => s.to_string(),
        Val::Regex(r) => format!("(?-mix:{})", r.src),
        Val::Array(_) | Val::Iter(..) | Val::Hash(_) | Val::Float(_) => inspect(v),
        other => other.to_display(),
    }
}
