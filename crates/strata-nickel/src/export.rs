//! Conversion between Nickel values and strata's interchange [`Value`](strata_core::Value), and
//! the export formats (through strata-core's writers, keys sorted as Nickel sorts them).

use crate::eval::{Eval, EvalError, R};
use crate::value::{Arr, Thunk, Value};
use std::rc::Rc;
use strata_core::source::{FileId, Span};
use strata_core::value::{Map, Number, Value as Data};

/// Where a value being exported came from, for the label of an export error (nickel points
/// at the value's position, or prints the value as generated code when it has none).
#[derive(Clone, Copy, Debug)]
pub enum ValuePos {
    /// The value's code.
    At(Span),
    /// Made by evaluation (a merge): the value is printed.
    Generated,
    /// Not known here: no label.
    Unknown,
}

impl ValuePos {
    /// `e` with this position's label (`v` is the value).
    pub fn label(self, e: EvalError, v: &Value) -> EvalError {
        match self {
            ValuePos::At(s) => e.primary(s, ""),
            ValuePos::Generated => e.generated(crate::pretty::report_text(v), "", true),
            ValuePos::Unknown => e,
        }
    }

    /// The position of a field's value.
    pub fn of_field(f: &crate::value::Field) -> ValuePos {
        match &f.def {
            Some(crate::value::Def::Merge(_)) => ValuePos::Generated,
            _ => ValuePos::At(f.span),
        }
    }
}

impl Eval {
    /// Fully evaluates `v` into data, skipping `not_exported` fields and optional fields
    /// without a definition. `path` names the field being exported (for messages).
    pub fn to_data(&mut self, v: &Value, path: &mut Vec<String>) -> R<Data> {
        self.to_data_at(v, path, ValuePos::Unknown)
    }

    /// [`Eval::to_data`] of a value from `pos`.
    pub fn to_data_at(&mut self, v: &Value, path: &mut Vec<String>, pos: ValuePos) -> R<Data> {
        self.step_pub()?;
        stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            self.to_data_inner(v, path, pos)
        })
    }

    #[allow(clippy::wrong_self_convention)] // `self` is the evaluator, not the converted value
    fn to_data_inner(&mut self, v: &Value, path: &mut Vec<String>, pos: ValuePos) -> R<Data> {
        Ok(match v {
            Value::Null if self.reject_null => {
                let mut e = pos.label(EvalError::new("toml format doesn't support null values"), v);
                if !path.is_empty() {
                    e = e.note(format!("When exporting field `{}`", path_text(path)));
                }
                return Err(e);
            }
            Value::Null => Data::Null,
            Value::Bool(b) => Data::Bool(*b),
            Value::Num(n) => match n.export() {
                Ok(x) => Data::Number(x),
                Err(()) => {
                    let mut e = pos.label(
                        EvalError::new(format!(
                            "The number {} is too large (in absolute value) to be serialized.",
                            crate::export::sci_text(n)
                        )),
                        v,
                    );
                    if !path.is_empty() {
                        e = e.note(format!("When exporting field `{}`", path_text(path)));
                    }
                    return Err(e.note("Only numbers in the range -1.7976931348623157e308 to 1.7976931348623157e308 can be portably serialized"));
                }
            },
            Value::Str(s) => Data::String((**s).into()),
            Value::Enum(t) => Data::String(t.clone()),
            Value::Array(items) => {
                let mut out = Vec::with_capacity(items.len());
                for (i, t) in items.iter().enumerate() {
                    let ipos = t.span().map_or(ValuePos::Unknown, ValuePos::At);
                    let x = self.force(t)?;
                    path.push(format!("[{i}]"));
                    let d = self.to_data_at(&x, path, ipos);
                    path.pop();
                    out.push(d?);
                }
                Data::list(out)
            }
            Value::Record(r) => {
                // evaluate in definition order (errors come out as Nickel reports them), output sorted
                let mut order: Vec<(&crate::ast::Ident, &crate::value::Field)> = r
                    .fields
                    .iter()
                    .filter(|(_, f)| !f.meta.not_exported)
                    .collect();
                order.sort_by_key(|(_, f)| f.order_key());
                let mut done: Vec<(crate::ast::Ident, Data)> = Vec::with_capacity(order.len());
                for (k, f) in order {
                    let t = match &f.value {
                        Some(t) => t.clone(),
                        None if f.meta.optional => continue,
                        None => {
                            return Err(EvalError::new(format!("missing definition for `{k}`"))
                                .primary(f.span, "required here"));
                        }
                    };
                    let x = self.force(&t)?;
                    path.push(k.to_string());
                    let d = self.to_data_at(&x, path, ValuePos::of_field(f));
                    path.pop();
                    done.push((k.clone(), d?));
                }
                done.sort_by(|a, b| a.0.cmp(&b.0));
                let mut m = Map::with_capacity(done.len());
                for (k, d) in done {
                    m.insert(k, d);
                }
                Data::map(m)
            }
            Value::Variant(..)
            | Value::Func(_)
            | Value::Match(..)
            | Value::Builtin(_)
            | Value::Contract(_)
            | Value::Label(_)
            | Value::Sealed(_)
            | Value::TailRecord(..) => {
                // a function is where it was written (nickel points at the value itself)
                let pos = match v {
                    Value::Func(c) => ValuePos::At(c.span),
                    Value::Match(_, _, s) => ValuePos::At(*s),
                    _ => pos,
                };
                let mut e = pos.label(EvalError::new("non serializable term"), v);
                if !path.is_empty() {
                    e = e.note(format!("When exporting field `{}`", path_text(path)));
                }
                return Err(e
                    .note("Nickel only supports serializing to and from strings, booleans, numbers, enum tags, `null` (depending on the format), as well as records and arrays of serializable values.")
                    .note("Functions and special values (such as contract labels) aren't serializable.")
                    .note("If you want serialization to ignore a specific value, please use the `not_exported` metadata."));
            }
        })
    }
}

/// Text produced in memory and handed to an [`io::Write`](std::io::Write) in chunks, so an
/// export's memory does not grow with the output (a program nested 50,000 deep exports 5 GB of
/// indented JSON). Writers push into the buffer (it dereferences to a `String`) and call
/// [`Chunked::chunk`] at line ends.
///
/// A sink can *hold* its text until the whole value is known to be writable: the first time
/// the buffer would be flushed, the check runs over the root value; if it fails, nothing has been
/// written and the caller takes the path that reports the error.
pub struct Chunked<'a> {
    buf: String,
    out: &'a mut dyn std::io::Write,
    /// The root value, checked before the first flush (None: nothing to check).
    check: Option<&'a Value>,
    /// The check failed: writing stops.
    rejected: bool,
    /// A write error (reported by [`Chunked::finish`]).
    err: Option<std::io::Error>,
    /// Long runs of spaces not copied into the buffer: `(offset in the buffer, count)`, written
    /// between the buffer's pieces by one vectored write (see [`Chunked::push_spaces`]).
    gaps: Vec<(usize, usize)>,
}

/// Spaces, pushed in blocks.
const SPACES: &str = "                                                                ";

/// Size at which a sink's buffer is flushed.
const CHUNK: usize = 1 << 16;

/// Size up to which a sink holds its text before checking the value (outputs up to this size
/// are written in one pass, without the check).
const HOLD: usize = 16 << 20;

impl<'a> Chunked<'a> {
    /// A sink writing to `out`.
    pub fn new(out: &'a mut dyn std::io::Write) -> Chunked<'a> {
        Chunked {
            buf: String::with_capacity(CHUNK + 1024),
            out,
            check: None,
            rejected: false,
            err: None,
            gaps: Vec::new(),
        }
    }

    /// Pushes `n` spaces. A long run, once the held text is out, is not copied into the
    /// buffer: it is noted as a gap, and the buffer's pieces and the gaps go out together from
    /// a static block of spaces, in vectored writes (a literal nested 50,000 deep is indented
    /// by 5 GB of spaces in 100,000 runs: a few hundred system calls instead of one or more
    /// per run).
    pub fn push_spaces(&mut self, n: usize) {
        const DIRECT: usize = 1 << 13;
        /// Gaps written at once at most.
        const GAPS: usize = 256;
        if n >= DIRECT && self.check.is_none() && !self.rejected {
            self.gaps.push((self.buf.len(), n));
            if self.gaps.len() >= GAPS {
                self.write_out();
            }
            return;
        }
        let mut rest = n;
        while rest > 0 {
            let k = rest.min(64);
            self.buf.push_str(&SPACES[..k]);
            rest -= k;
        }
    }

    /// Writes the buffer, with its gaps of spaces, to the output (unless a write failed
    /// before), and empties it.
    fn write_out(&mut self) {
        static BLOCK: [u8; 1 << 16] = [b' '; 1 << 16];
        if self.err.is_none() {
            let bytes = self.buf.as_bytes();
            let mut slices: Vec<std::io::IoSlice> = Vec::with_capacity(4 * self.gaps.len() + 1);
            let mut from = 0;
            for &(at, n) in &self.gaps {
                if at > from {
                    slices.push(std::io::IoSlice::new(&bytes[from..at]));
                }
                let mut left = n;
                while left > 0 {
                    let k = left.min(BLOCK.len());
                    slices.push(std::io::IoSlice::new(&BLOCK[..k]));
                    left -= k;
                }
                from = at;
            }
            if bytes.len() > from {
                slices.push(std::io::IoSlice::new(&bytes[from..]));
            }
            if let Err(e) = write_all_vectored(&mut *self.out, &mut slices) {
                self.err = Some(e);
            }
        }
        self.gaps.clear();
        self.buf.clear();
    }

    /// Flushes the buffer once it is large enough; false when the held value failed its check
    /// (the writer should stop).
    pub fn chunk(&mut self) -> bool {
        if self.buf.len() < CHUNK || self.rejected {
            return !self.rejected;
        }
        if let Some(v) = self.check {
            if self.buf.len() < HOLD {
                return true;
            }
            self.check = None;
            if !json_writable(v) {
                self.rejected = true;
                return false;
            }
        }
        self.write_out();
        true
    }

    /// Writes what is left and flushes the output.
    pub fn finish(mut self) -> std::io::Result<()> {
        self.write_out();
        if let Some(e) = self.err.take() {
            return Err(e);
        }
        self.out.flush()
    }
}

/// Writes all of `slices` to `out` (`Write::write_all_vectored` is not stable), in calls of
/// at most 1,024 slices (the usual `IOV_MAX`).
fn write_all_vectored(
    out: &mut dyn std::io::Write,
    mut slices: &mut [std::io::IoSlice<'_>],
) -> std::io::Result<()> {
    while !slices.is_empty() {
        let k = slices.len().min(1024);
        match out.write_vectored(&slices[..k]) {
            Ok(0) => return Err(std::io::ErrorKind::WriteZero.into()),
            Ok(n) => std::io::IoSlice::advance_slices(&mut slices, n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

impl std::ops::Deref for Chunked<'_> {
    type Target = String;
    fn deref(&self) -> &String {
        &self.buf
    }
}

impl std::ops::DerefMut for Chunked<'_> {
    fn deref_mut(&mut self) -> &mut String {
        &mut self.buf
    }
}

/// Writes an evaluated value straight as `nickel export`'s pretty JSON (with the final newline)
/// to `out`, without building an intermediate tree. `None` when something on the way is not
/// plainly serializable (an unevaluated thunk, a missing definition, a function, a number out of
/// range): nothing has been written then, and the caller takes the general path, which reports
/// the error as Nickel does. `Some(Err(..))` is a write error.
pub fn json_direct(v: &Value, out: &mut dyn std::io::Write) -> Option<std::io::Result<()>> {
    let mut sink = Chunked::new(out);
    sink.check = Some(v);
    json_node(v, &mut sink, 0)?;
    sink.push('\n');
    Some(sink.finish())
}

fn json_indent(out: &mut Chunked, depth: usize) -> Option<()> {
    if !out.chunk() {
        return None;
    }
    out.push('\n');
    // two spaces a level (a literal nested 50,000 deep writes 100,000 lines of up to 100,000
    // spaces each)
    out.push_spaces(2 * depth);
    Some(())
}

fn json_node(v: &Value, out: &mut Chunked, depth: usize) -> Option<()> {
    use std::fmt::Write;
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Num(crate::number::Num::Int(i)) => push_int(out, *i),
        Value::Num(n) => {
            let x = n.export().ok()?;
            let _ = write!(&mut **out, "{x}");
        }
        Value::Str(s) => strata_core::json::write_string(out, s, false),
        Value::Enum(t) => strata_core::json::write_string(out, t, false),
        Value::Array(items) => {
            if items.is_empty() {
                out.push_str("[]");
                return Some(());
            }
            out.push('[');
            for (i, t) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json_indent(out, depth + 1)?;
                json_child(t, out, depth + 1)?;
            }
            json_indent(out, depth)?;
            out.push(']');
        }
        Value::Record(r) => {
            let mut first = true;
            // fields are kept in name order, the order Nickel writes them in
            for (k, f) in r.fields.iter() {
                if f.meta.not_exported {
                    continue;
                }
                let t = match &f.value {
                    Some(t) => t,
                    None if f.meta.optional => continue,
                    None => return None,
                };
                out.push_str(if first { "{" } else { "," });
                first = false;
                json_indent(out, depth + 1)?;
                strata_core::json::write_string(out, k, false);
                out.push_str(": ");
                json_child(t, out, depth + 1)?;
            }
            if first {
                out.push_str("{}");
            } else {
                json_indent(out, depth)?;
                out.push('}');
            }
        }
        _ => return None,
    }
    Some(())
}

/// Writes an integer in decimal without going through the formatting machinery.
fn push_int(out: &mut String, i: i64) {
    let mut buf = [0u8; 20];
    let mut k = buf.len();
    let mut u = i.unsigned_abs();
    loop {
        k -= 1;
        buf[k] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    if i < 0 {
        out.push('-');
    }
    out.extend(buf[k..].iter().map(|&b| b as char));
}

fn json_child(t: &Thunk, out: &mut Chunked, depth: usize) -> Option<()> {
    let state = t.0.borrow();
    let v = match &*state {
        crate::value::ThunkState::Done(v) | crate::value::ThunkState::Const(v) => v,
        crate::value::ThunkState::Literal(e) => {
            return json_node(&crate::value::literal_value(e), out, depth);
        }
        _ => return None,
    };
    match v {
        // only containers nest: a scalar is written in place, without growing the stack
        Value::Array(_) | Value::Record(_) => {
            let v = v.clone();
            drop(state);
            stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
                json_node(&v, out, depth)
            })
        }
        v => json_node(v, out, depth),
    }
}

/// Would [`json_direct`] write `v` (every thunk evaluated, every number in range, no missing
/// definition, nothing but data)?
fn json_writable(v: &Value) -> bool {
    match v {
        Value::Null | Value::Bool(_) | Value::Str(_) | Value::Enum(_) => true,
        Value::Num(n) => n.export().is_ok(),
        Value::Array(items) => items.iter().all(json_writable_child),
        Value::Record(r) => r.fields.values().all(|f| {
            f.meta.not_exported
                || match &f.value {
                    Some(t) => json_writable_child(t),
                    None => f.meta.optional,
                }
        }),
        _ => false,
    }
}

fn json_writable_child(t: &Thunk) -> bool {
    match t.peek() {
        Some(v) => stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            json_writable(&v)
        }),
        None => false,
    }
}

/// A field path as nickel's export notes write it (`a.b[3].c`).
fn path_text(path: &[String]) -> String {
    let mut out = String::new();
    for (i, p) in path.iter().enumerate() {
        if i > 0 && !p.starts_with('[') {
            out.push('.');
        }
        out.push_str(p);
    }
    out
}

/// Scientific text of a number (`1e400`), as Nickel prints out-of-range numbers.
pub fn sci_text(n: &crate::number::Num) -> String {
    use num_traits::Signed;
    let r = n.ratio();
    if r.is_integer() {
        let s = r.numer().abs().to_string();
        let trimmed = s.trim_end_matches('0');
        let exp = s.len() - 1;
        let mant = if trimmed.len() > 1 {
            format!("{}.{}", &trimmed[..1], &trimmed[1..])
        } else {
            trimmed.to_string()
        };
        return format!("{}{}e{}", if r.is_negative() { "-" } else { "" }, mant, exp);
    }
    n.to_text()
}

fn sort_keys(d: &Data) -> Data {
    // fields are already sorted (ordered map); nothing to do for records built by the evaluator
    d.clone()
}

/// JSON text as `nickel export` prints it.
pub fn json_text(d: &Data) -> String {
    let d = sort_keys(d);
    strata_core::budget::maybe_grow_large(1 << 20, crate::eval::DEEP_STACK, || {
        strata_core::json::write(&d, &strata_core::json::WriteOptions::pretty())
    })
}

/// YAML text as Nickel (serde_yaml) prints it: block style, sequences under a key not indented,
/// strings plain unless a YAML 1.2 reader would read them as something else or plain style cannot
/// hold them (then single-quoted; double-quoted with escapes for control characters), multi-line
/// strings as literal blocks.
pub fn yaml_text(d: &Data) -> String {
    let mut out = Vec::new();
    yaml_write(d, &mut out).expect("writing to memory");
    String::from_utf8(out).expect("YAML text is UTF-8")
}

/// The YAML documents of an array, each after a `---` line, as nickel writes them (`None` when
/// `d` is not an array).
pub fn yaml_documents_text(d: &Data) -> Option<String> {
    let Data::List(items) = d else {
        return None;
    };
    let mut out = String::new();
    for item in items.iter() {
        out.push_str("---\n");
        out.push_str(&yaml_text(item));
    }
    Some(out)
}

/// Writes `d` as [`yaml_text`] does to `out`, in chunks.
pub fn yaml_write(d: &Data, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut sink = Chunked::new(out);
    strata_core::budget::maybe_grow_large(1 << 20, crate::eval::DEEP_STACK, || {
        yaml_node(&mut sink, d, 0, false)
    });
    if !sink.ends_with('\n') {
        sink.push('\n');
    }
    sink.finish()
}

fn yaml_node(out: &mut Chunked, d: &Data, indent: usize, inline_first: bool) {
    match d {
        Data::Map(m) if !m.is_empty() => {
            for (i, (k, v)) in m.iter().enumerate() {
                out.chunk();
                if i > 0 || !inline_first {
                    out.push_str(&" ".repeat(indent));
                }
                yaml_scalar_str(out, k, indent);
                out.push(':');
                yaml_value_after_key(out, v, indent);
            }
        }
        Data::List(l) if !l.is_empty() => {
            for (i, v) in l.iter().enumerate() {
                out.chunk();
                if i > 0 || !inline_first {
                    out.push_str(&" ".repeat(indent));
                }
                out.push_str("- ");
                match v {
                    Data::Map(m) if !m.is_empty() => yaml_node(out, v, indent + 2, true),
                    Data::List(l2) if !l2.is_empty() => yaml_node(out, v, indent + 2, true),
                    _ => {
                        yaml_scalar(out, v, indent + 2);
                        out.push('\n');
                    }
                }
            }
        }
        _ => {
            yaml_scalar(out, d, indent);
            out.push('\n');
        }
    }
}

fn yaml_value_after_key(out: &mut Chunked, v: &Data, indent: usize) {
    match v {
        Data::Map(m) if !m.is_empty() => {
            out.push('\n');
            yaml_node(out, v, indent + 2, false);
        }
        Data::List(l) if !l.is_empty() => {
            out.push('\n');
            yaml_node(out, v, indent, false);
        }
        _ => {
            out.push(' ');
            yaml_scalar(out, v, indent + 2);
            out.push('\n');
        }
    }
}

fn yaml_scalar(out: &mut String, d: &Data, indent: usize) {
    match d {
        Data::Null => out.push_str("null"),
        Data::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Data::Number(n) => out.push_str(&yaml_number(n)),
        Data::String(s) => yaml_scalar_str(out, s, indent),
        Data::Map(_) => out.push_str("{}"),
        Data::List(_) => out.push_str("[]"),
    }
}

fn yaml_number(n: &Number) -> String {
    match n {
        Number::Float(f) => {
            let a = f.abs();
            if a != 0.0 && !(1e-5..1e16).contains(&a) {
                format!("{f:e}")
            } else if f.fract() == 0.0 {
                format!("{f:.1}")
            } else {
                format!("{f}")
            }
        }
        other => other.to_string(),
    }
}

fn resolves_to_non_string(s: &str) -> bool {
    matches!(
        s,
        "" | "~"
            | "null"
            | "Null"
            | "NULL"
            | "true"
            | "True"
            | "TRUE"
            | "false"
            | "False"
            | "FALSE"
            | ".inf"
            | ".Inf"
            | ".INF"
            | "-.inf"
            | "-.Inf"
            | "-.INF"
            | "+.inf"
            | ".nan"
            | ".NaN"
            | ".NAN"
    ) || {
        let t = s.strip_prefix(['-', '+']).unwrap_or(s);
        (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            || (t.starts_with("0x") && t.len() > 2 && t[2..].bytes().all(|b| b.is_ascii_hexdigit()))
            || (t.starts_with("0o")
                && t.len() > 2
                && t[2..].bytes().all(|b| (b'0'..=b'7').contains(&b)))
            || (t.parse::<f64>().is_ok()
                && t.bytes().any(|b| b.is_ascii_digit())
                && !t.contains("inf")
                && !t.contains("nan"))
    }
}

fn yaml_scalar_str(out: &mut String, s: &str, indent: usize) {
    let has_control = s
        .chars()
        .any(|c| (c.is_control() && c != '\n') || c == '\u{feff}');
    if has_control {
        strata_core::json::write_string(out, s, false);
        return;
    }
    if s.contains('\n') {
        // literal block
        let chomp = if !s.ends_with('\n') {
            "-"
        } else if s.ends_with("\n\n") {
            "+"
        } else {
            ""
        };
        let lead = if s.starts_with(' ') { "2" } else { "" };
        out.push('|');
        out.push_str(lead);
        out.push_str(chomp);
        let body = s.strip_suffix('\n').unwrap_or(s);
        for line in body.split('\n') {
            out.push('\n');
            if !line.is_empty() {
                out.push_str(&" ".repeat(indent.max(2)));
                out.push_str(line);
            }
        }
        return;
    }
    let first = s.chars().next().unwrap_or(' ');
    let plain_ok = !resolves_to_non_string(s)
        && !s.starts_with(' ')
        && !s.ends_with(' ')
        && !matches!(
            first,
            '-' | '?'
                | ':'
                | ','
                | '['
                | ']'
                | '{'
                | '}'
                | '#'
                | '&'
                | '*'
                | '!'
                | '|'
                | '>'
                | '\''
                | '"'
                | '%'
                | '@'
                | '`'
        )
        && !s.contains(": ")
        && !s.contains(" #")
        && !s.ends_with(':')
        && !s.starts_with("---")
        && !s.starts_with("...");
    let plain_ok = plain_ok
        || ((first == '-' || first == '?' || first == ':')
            && s.len() > 1
            && !s[1..].starts_with(' ')
            && !resolves_to_non_string(s)
            && !s.contains(": ")
            && !s.contains(" #")
            && !s.ends_with(':')
            && !s.ends_with(' ')
            && !s.starts_with("---"));
    if plain_ok {
        out.push_str(s);
    } else {
        out.push('\'');
        out.push_str(&s.replace('\'', "''"));
        out.push('\'');
    }
}

/// TOML text, or Nickel's error (a null value is named by its field path in a note).
pub fn toml_text(d: &Data) -> Result<String, EvalError> {
    if let Some(p) = find_null(d, &mut Vec::new()) {
        return Err(EvalError::new("toml format doesn't support null values")
            .note(format!("When exporting field `{p}`")));
    }
    let kind = match d {
        Data::Map(_) => None,
        Data::List(_) => Some("array"),
        Data::String(_) => Some("str"),
        Data::Bool(_) => Some("bool"),
        Data::Number(Number::Int(i)) if *i < 0 => Some("i64"),
        Data::Number(Number::Int(_)) => Some("u64"),
        Data::Number(_) => Some("f64"),
        Data::Null => Some("unit"),
    };
    if let Some(kind) = kind {
        return Err(EvalError::new("serialization failed").note(format!("unsupported {kind} type")));
    }
    toml_write(d).map_err(EvalError::new)
}

/// The TOML text of a table without null values.
fn toml_write(d: &Data) -> Result<String, String> {
    // Integers above i64::MAX (Nickel writes them as integers; the core writer holds i64
    // integers only): written as marked strings, then unquoted. Skipped when some string of the
    // data holds the marker character.
    const MARK: char = '\u{E000}';
    if has_big_int(d) && !has_char(d, MARK) {
        let marked = mark_big_ints(d, MARK);
        let text = strata_core::toml::write_pretty(&marked).map_err(|e| e.to_string())?;
        let mut out = String::with_capacity(text.len());
        let mut rest = text.as_str();
        while let Some(i) = rest.find(MARK) {
            // `"<MARK>digits<MARK>"`: drop the quote before, the marks and the quote after
            let (before, after) = rest.split_at(i);
            out.push_str(&before[..before.len() - 1]);
            let after = &after[MARK.len_utf8()..];
            let end = after.find(MARK).unwrap_or(after.len());
            out.push_str(&after[..end]);
            rest = after.get(end + MARK.len_utf8() + 1..).unwrap_or("");
        }
        out.push_str(rest);
        return Ok(out);
    }
    strata_core::toml::write_pretty(d).map_err(|e| e.to_string())
}

fn is_big_int(n: &Number) -> bool {
    matches!(n, Number::Decimal(t) if t.bytes().all(|b| b.is_ascii_digit()))
}

fn has_big_int(d: &Data) -> bool {
    match d {
        Data::Number(n) => is_big_int(n),
        Data::Map(m) => m.values().any(has_big_int),
        Data::List(l) => l.iter().any(has_big_int),
        _ => false,
    }
}

fn has_char(d: &Data, c: char) -> bool {
    match d {
        Data::String(s) => s.contains(c),
        Data::Map(m) => m.iter().any(|(k, v)| k.contains(c) || has_char(v, c)),
        Data::List(l) => l.iter().any(|v| has_char(v, c)),
        _ => false,
    }
}

fn mark_big_ints(d: &Data, mark: char) -> Data {
    match d {
        Data::Number(n) if is_big_int(n) => {
            let Number::Decimal(t) = n else {
                unreachable!("is_big_int")
            };
            Data::String(format!("{mark}{t}{mark}").into())
        }
        Data::Map(m) => {
            let mut out = Map::new();
            for (k, v) in m.iter() {
                out.insert(k.clone(), mark_big_ints(v, mark));
            }
            Data::map(out)
        }
        Data::List(l) => Data::list(l.iter().map(|v| mark_big_ints(v, mark)).collect()),
        other => other.clone(),
    }
}

fn find_null(d: &Data, path: &mut Vec<String>) -> Option<String> {
    match d {
        Data::Null => Some(path.join(".")),
        Data::Map(m) => {
            for (k, v) in m.iter() {
                path.push(k.to_string());
                let r = find_null(v, path);
                path.pop();
                if r.is_some() {
                    return r;
                }
            }
            None
        }
        Data::List(l) => {
            for v in l.iter() {
                if let Some(r) = find_null(v, path) {
                    return Some(r);
                }
            }
            None
        }
        _ => None,
    }
}

/// Parses JSON/YAML/TOML text into data.
pub fn parse_data(format: &str, text: &str, file: FileId) -> Result<Data, String> {
    match format {
        "Json" | "json" => strata_core::json::parse(text).map_err(|e| e.to_string()),
        "Yaml" | "yaml" | "yml" => {
            let docs = strata_core::yaml::load_values(
                text,
                file,
                &strata_core::yaml::LoadOptions::yaml12_core(),
            )
            .map_err(|e| e.message.clone())?;
            Ok(match docs.len() {
                0 => Data::Null,
                1 => docs.into_iter().next().expect("one document"),
                _ => Data::list(docs),
            })
        }
        "Toml" | "toml" => strata_core::toml::parse(text, file).map_err(|e| e.to_string()),
        "YamlDocuments" => strata_core::yaml::load_values(
            text,
            file,
            &strata_core::yaml::LoadOptions::yaml12_core(),
        )
        .map(Data::list)
        .map_err(|e| e.message.clone()),
        _ => Err(format!("unknown format {format}")),
    }
}

/// Why an imported data file could not be read: nickel's message for a file that is not valid
/// in its format (`yaml parse error: ...`, where in the file), or strata's for the others.
pub enum ImportDataError {
    /// nickel's whole message, and where in the data file.
    Parse(String, Span),
    /// A message to follow `import of PATH failed: `.
    Other(String),
}

/// The data of an imported file (`import "x.yaml"`): as [`parse_data`], except that YAML is
/// read as nickel 1.18 reads it: a mapping key must be a scalar (a sequence or mapping as a key
/// is an error; a scalar key is the text written, `~: x` is the field `~`), and a file that is
/// not YAML is reported with the parser's position.
pub fn parse_import_data(format: &str, text: &str, file: FileId) -> Result<Data, ImportDataError> {
    let json = matches!(format, "Json" | "json");
    // a lone UTF-16 surrogate escape, which strata's reader replaces, is an error to nickel's
    if json && (text.contains("\\ud") || text.contains("\\uD")) {
        if let Some((msg, at)) = crate::json_scan::first_error(text.as_bytes()) {
            let at = at.min(text.len());
            return Err(ImportDataError::Parse(
                format!("json parse error: {msg}"),
                Span::new(file, at as u32, (at + 1).min(text.len()) as u32),
            ));
        }
    }
    if matches!(format, "Toml" | "toml") {
        return parse_data(format, text, file).map_err(|m| match toml_error(text, file) {
            Some((msg, at)) => ImportDataError::Parse(msg, at),
            None => ImportDataError::Other(m),
        });
    }
    if !matches!(format, "Yaml" | "yaml" | "yml") {
        return parse_data(format, text, file).map_err(|m| {
            // nickel's JSON reader names what it expected where (see [`crate::json_scan`])
            match crate::json_scan::first_error(text.as_bytes()) {
                Some((msg, at)) if json => {
                    let at = at.min(text.len());
                    let end = (at + 1).min(text.len());
                    ImportDataError::Parse(
                        format!("json parse error: {msg}"),
                        Span::new(file, at as u32, end as u32),
                    )
                }
                _ => ImportDataError::Other(m),
            }
        });
    }
    let docs = strata_core::yaml::load(text, file, &strata_core::yaml::LoadOptions::yaml12_core())
        .map_err(|e| {
            let at = e.span.start as usize;
            let before = &text[..at.min(text.len())];
            let line = before.matches('\n').count() + 1;
            let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
            ImportDataError::Parse(
                format!(
                    "yaml parse error: {} at byte {at} line {line} column {column}",
                    e.message
                ),
                Span::new(file, e.span.start, e.span.start),
            )
        })?;
    let mut values = Vec::with_capacity(docs.len());
    for d in &docs {
        values.push(yaml_node_data(d, text)?);
    }
    Ok(match values.len() {
        0 => Data::Null,
        1 => values.pop().expect("one document"),
        _ => Data::list(values),
    })
}

/// nickel 1.18's report of a TOML file it cannot read, when `text` is one: it reads TOML with
/// `toml_edit` (a document; an integer beyond 64 bits is its error too), and reports
/// `toml parse error: ` then the parser's own text (the place, the line with a caret, the
/// message), underlining from the error's start to one past its end.
pub fn toml_error(text: &str, file: FileId) -> Option<(String, Span)> {
    let e = text.parse::<toml_edit::Document<String>>().err()?;
    let msg = format!("toml parse error: {e}");
    let clamp = |i: usize| u32::try_from(i.min(text.len())).unwrap_or(u32::MAX);
    let at = e.span().map_or(Span::new(file, 0, 0), |r| {
        Span::new(file, clamp(r.start), clamp(r.end + 1))
    });
    Some((msg, at))
}

fn yaml_node_data(n: &strata_core::yaml::Node, text: &str) -> Result<Data, ImportDataError> {
    use strata_core::yaml::NodeValue;
    Ok(match &n.value {
        NodeValue::Seq(items) => {
            let mut out = Vec::with_capacity(items.len());
            for i in items {
                out.push(yaml_node_data(i, text)?);
            }
            Data::list(out)
        }
        NodeValue::Map(pairs) => {
            let mut map = Map::with_capacity(pairs.len());
            for (k, v) in pairs {
                let key = match &k.value {
                    NodeValue::String(s) => s.clone(),
                    NodeValue::Seq(_) | NodeValue::Map(_) => {
                        return Err(ImportDataError::Parse(
                            "yaml parse error: Nickel records only support string keys".into(),
                            k.span,
                        ))
                    }
                    // a null, boolean or number key is the text written
                    _ => {
                        let (a, b) = (k.span.start as usize, k.span.end as usize);
                        match text.get(a..b) {
                            Some(t) if !t.is_empty() => t.into(),
                            _ => k.key_string(),
                        }
                    }
                };
                map.insert(key, yaml_node_data(v, text)?);
            }
            Data::Map(std::sync::Arc::new(map))
        }
        _ => n.to_value(),
    })
}

/// Converts data into a Nickel value.
pub fn from_data(d: &Data, span: Span) -> Value {
    match d {
        Data::Null => Value::Null,
        Data::Bool(b) => Value::Bool(*b),
        Data::Number(n) => {
            let text = n.to_string();
            Value::Num(
                crate::number::Num::parse_literal(text.trim_start_matches('-'))
                    .map(|x| if text.starts_with('-') { x.neg() } else { x })
                    .unwrap_or(crate::number::Num::Int(0)),
            )
        }
        Data::String(s) => Value::Str(Rc::from(s.as_str())),
        Data::List(items) => Value::Array(Arr::new(
            items
                .iter()
                .map(|x| Thunk::value(from_data(x, span)))
                .collect(),
        )),
        Data::Map(m) => crate::value::make_record(
            m.iter()
                .map(|(k, v)| (Rc::from(k.as_str()), Thunk::value(from_data(v, span))))
                .collect(),
            span,
        ),
    }
}

#[allow(dead_code)]
fn number_text(n: &Number) -> String {
    n.to_string()
}
