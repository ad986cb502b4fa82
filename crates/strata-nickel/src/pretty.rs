//! `nickel eval`'s output: an evaluated value printed in Nickel syntax, laid out as nickel 1.18
//! lays it out (Wadler-style groups and nesting through the `pretty` crate, width 80).
//!
//! The rules, checked against nickel 1.18 (`nickel eval` of small programs):
//! - records list their fields sorted by name, each ending with `,` (`{ a = 1, b = 2, }`), an
//!   open record ends with `..`, the empty closed record is `{}`; arrays are `[ 1, 2 ]` (the
//!   empty array `[  ]`); a group that does not fit in 80 columns breaks its lines and nests
//!   its content by 2;
//! - a field keeps its metadata: the type annotation (`: T`), the contracts (`| C`, as written
//!   in the program, repeated ones once), `| doc` (multiline docs as `m%"..."%`), `| optional`,
//!   and the merge priority (`| default`, `| priority N`, `| force`); `not_exported` is not
//!   shown; an optional field without a value is left out;
//! - strings are quoted with `\\`, `\"`, `\n`, `\r` and `\%{` escaped; enum tags are `'Tag`
//!   (quoted when not an identifier), variants `'Tag arg`; field names that are not identifiers
//!   (or are keywords) are quoted; numbers print as `std.to_string` writes them;
//! - functions print as the code that made them (`fun x => x + 1`).
//!
//! The annotations are printed from their source text (kept in field metadata as spans), parsed
//! again when the value is printed: evaluation keeps no syntax for them.
//!
//! Over 1,500 lines on purpose: one printer over every value, type and annotation form, built
//! on one document builder as nickel's pretty-printer is.

use crate::ast::{
    Annot, Arm, BinOp, Chunk, Expr, ExprKind, FieldName, PatKind, Pattern, Piece, PieceValue,
    Priority, RecordLit, TypeKind, UnOp, P,
};
use crate::eval::{Eval, R};
use crate::parser::prim_arity;
use crate::value::{ContractKind, Field, Meta, Record, Thunk, Value};
use pretty::{docs, BoxAllocator, DocAllocator, DocBuilder};
use std::cell::RefCell;
use strata_core::source::{FileId, SourceMap};

type D = DocBuilder<'static, BoxAllocator, ()>;

static AL: BoxAllocator = BoxAllocator;

/// The line width nickel lays its output out for.
pub const WIDTH: usize = 80;

/// Nickel's keywords (a field named after one is quoted).
const KEYWORDS: &[&str] = &[
    "Dyn",
    "Number",
    "Bool",
    "String",
    "Array",
    "if",
    "then",
    "else",
    "forall",
    "in",
    "let",
    "rec",
    "match",
    "null",
    "true",
    "false",
    "fun",
    "import",
    "merge",
    "default",
    "doc",
    "optional",
    "priority",
    "force",
    "not_exported",
];

/// `s` escaped to stand between double quotes.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '%' if chars.peek() == Some(&'{') => out.push_str("\\%"),
            c => out.push(c),
        }
    }
    out
}

/// Is `s` written as an identifier (`_*[a-zA-Z][_a-zA-Z0-9-]*`)?
fn is_ident(s: &str) -> bool {
    let rest = s.trim_start_matches('_');
    let mut cs = rest.chars();
    match cs.next() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    cs.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// A field name as nickel prints it: quoted unless an identifier that is not a keyword.
pub fn ident_quoted(s: &str) -> String {
    if is_ident(s) && !KEYWORDS.contains(&s) {
        s.to_string()
    } else {
        format!("\"{}\"", escape(s))
    }
}

/// An enum tag's name as nickel prints it (keywords are fine as tags).
pub fn tag_quoted(s: &str) -> String {
    if is_ident(s) {
        s.to_string()
    } else {
        format!("\"{}\"", escape(s))
    }
}

/// The number of `%` a multiline string needs so that none of its text reads as an
/// interpolation or as its end (the longest `%%{` or `"%%` run, counting its `{` or `"`).
fn percent_count(text: &str) -> usize {
    let b = text.as_bytes();
    let mut best = 1;
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let start = i;
            while i < b.len() && b[i] == b'%' {
                i += 1;
            }
            let run = i - start;
            if b.get(i) == Some(&b'{') {
                best = best.max(run + 1);
            }
            if start > 0 && b[start - 1] == b'"' {
                best = best.max(run + 1);
            }
        } else {
            i += 1;
        }
    }
    best
}

fn text(s: impl Into<String>) -> D {
    AL.text(s.into())
}

fn parens_if(d: D, yes: bool) -> D {
    if yes {
        d.parens()
    } else {
        d
    }
}

/// The pieces of a string: literal text or an interpolated expression.
enum StrPiece<'e> {
    Lit(&'e str),
    Expr(&'e P),
}

/// A string in nickel's layout: `"..."` with escapes, or, when `multiline` is allowed and the
/// text has a newline (and no carriage return), `m%"` lines nested by 2 `"%`.
fn chunks(pieces: &[StrPiece<'_>], multiline: bool, ex: &dyn Fn(&P) -> D) -> D {
    let lits = || {
        pieces.iter().filter_map(|p| match p {
            StrPiece::Lit(s) => Some(*s),
            StrPiece::Expr(_) => None,
        })
    };
    let multiline =
        multiline && lits().any(|s| s.contains('\n')) && !lits().any(|s| s.contains('\r'));
    let n = if multiline {
        lits().map(percent_count).max().unwrap_or(1)
    } else {
        1
    };
    let interp = "%".repeat(n);
    let mut body = AL.nil();
    for p in pieces {
        body = match p {
            StrPiece::Lit(s) if multiline => {
                let mut d = body;
                for line in s.split_inclusive('\n') {
                    d = match line.strip_suffix('\n') {
                        Some(l) => d.append(text(l)).append(AL.hardline()),
                        None => d.append(text(line)),
                    };
                }
                d
            }
            StrPiece::Lit(s) => body.append(text(escape(s))),
            StrPiece::Expr(e) => body.append(docs![&AL, interp.clone(), "{", ex(e), "}"]),
        };
    }
    if multiline {
        AL.hardline()
            .append(body)
            .nest(2)
            .append(AL.hardline())
            .double_quotes()
            .enclose(format!("m{interp}"), interp)
    } else {
        body.double_quotes()
    }
}

/// A string as nickel's printer writes a doc string (`| doc "..."`) and the strings of a
/// parsed program: multiline when it holds a newline.
fn string_literal(s: &str) -> D {
    chunks(&[StrPiece::Lit(s)], true, &|_| AL.nil())
}

/// An array of items: `[ a, b ]`, or one item a line.
fn array(items: Vec<D>) -> D {
    docs![
        &AL,
        AL.line(),
        AL.intersperse(items, text(",").append(AL.line()))
    ]
    .nest(2)
    .append(AL.line())
    .brackets()
    .group()
}

/// A record of fields (each already ending with its `,`), maybe open.
fn record(fields: Vec<D>, open: bool) -> D {
    if fields.is_empty() && !open {
        return text("{}");
    }
    let tail = if open {
        docs![&AL, AL.line(), ".."]
    } else {
        AL.nil()
    };
    docs![&AL, AL.line(), AL.intersperse(fields, AL.line()), tail]
        .nest(2)
        .append(AL.line())
        .braces()
        .group()
}

/// The metadata of a field: type, contracts, doc, optional, priority.
struct MetaDocs {
    typ: Option<D>,
    contracts: Vec<D>,
    doc: Option<String>,
    optional: bool,
    priority: Option<Priority>,
    /// Some metadata is present (including what is not shown, such as `not_exported`).
    any: bool,
}

impl MetaDocs {
    fn doc(self) -> D {
        let mut d = AL.nil();
        if let Some(t) = self.typ {
            d = docs![&AL, d, AL.line(), ": ", t];
        }
        if !self.contracts.is_empty() {
            let cs = self.contracts.into_iter().map(|c| docs![&AL, "| ", c]);
            d = docs![&AL, d, AL.line(), AL.intersperse(cs, AL.line())];
        }
        if let Some(s) = &self.doc {
            d = docs![&AL, d, AL.line(), "| doc ", string_literal(s)];
        }
        if self.optional {
            d = docs![&AL, d, AL.line(), "| optional"];
        }
        match &self.priority {
            None => {}
            Some(Priority::Bottom) => d = docs![&AL, d, AL.line(), "| default"],
            Some(Priority::Top) => d = docs![&AL, d, AL.line(), "| force"],
            Some(Priority::Num(n)) => {
                d = docs![&AL, d, AL.line(), "| priority ", n.to_text()];
            }
        }
        d
    }
}

/// A field: name, metadata, `= value`, `,`.
fn field(name: D, meta: MetaDocs, value: Option<D>) -> D {
    let any = meta.any;
    let mut body = meta.doc();
    if let Some(v) = value {
        let eq = if any {
            docs![&AL, AL.line(), "= "]
        } else {
            docs![&AL, " =", AL.line()]
        };
        body = docs![&AL, body, eq, v.nest(2)];
    }
    name.append(body.append(",").nest(2)).group()
}

/// Syntax trees in nickel's layout (the code of functions, contracts and types).
struct Code<'m> {
    /// Borrowed only to read a span's text (printing may evaluate, and evaluation may import).
    map: &'m RefCell<SourceMap>,
    /// Annotations parsed from their text, by span (or the text, when it does not parse).
    parsed: RefCell<std::collections::HashMap<(u32, u32, u32), Result<P, String>>>,
    /// Print as `nickel pprint-ast` does (nickel's printer of the parsed program, whose
    /// records keep their fields in the order of the text, write field paths, have no trailing
    /// comma, and whose strings with a newline are multiline), rather than as `nickel eval`
    /// prints code.
    ast: bool,
    /// Printing the body of an operator section whose parameters nickel names `x` and `y`.
    section_xy: std::cell::Cell<bool>,
    /// The numbers of the imported files in nickel's file cache ([`Eval::import_ids`]): an
    /// import of a printed function body is printed resolved, `import <file_id: FileId(N)>`.
    import_ids: std::rc::Rc<std::collections::HashMap<(strata_core::source::FileId, String), u32>>,
}

/// Is an expression printed without parentheses as an argument?
fn expr_is_atom(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Null
        | ExprKind::Bool(_)
        | ExprKind::Str(_)
        | ExprKind::Chunks(..)
        | ExprKind::Var(_)
        | ExprKind::TypeVar(_)
        | ExprKind::EnumTag(_)
        | ExprKind::Array(_)
        | ExprKind::Record(_)
        | ExprKind::Field(_, FieldName::Static(..)) => true,
        ExprKind::Num(n) => !n.to_text().starts_with('-'),
        ExprKind::Type(k) => type_is_atom(k),
        _ => false,
    }
}

fn type_is_atom(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Dyn
            | TypeKind::Number
            | TypeKind::Bool
            | TypeKind::String
            | TypeKind::Record(..)
            | TypeKind::Enum(..)
    )
}

/// Does a contract in type position need parentheses (`fun`, `let`, `import`, `if`)?
fn needs_parens_in_type_pos(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Fun(..)
            | ExprKind::Let { .. }
            | ExprKind::Import(..)
            | ExprKind::If(..)
            | ExprKind::Match(_)
    )
}

impl Code<'_> {
    /// A variable's name (in a parsed program, the parameters of an operator section such as
    /// `(+)` are named as nickel's parser names them).
    fn var_name(&self, x: &str) -> String {
        let xy = self.section_xy.get();
        match x {
            "%x" if self.ast && xy => "x".into(),
            "%y" if self.ast && xy => "y".into(),
            "%x" if self.ast => "x0".into(),
            "%y" if self.ast => "x1".into(),
            _ => x.to_string(),
        }
    }

    fn atom(&self, e: &P) -> D {
        // a dynamic field access is an atom to nickel's printer of parsed programs
        let atom = expr_is_atom(e) || (self.ast && matches!(e.kind, ExprKind::Field(..)));
        parens_if(self.expr(e), !atom)
    }

    /// A pattern in argument position (nickel's `pat_with_parens`): an enum pattern with an
    /// argument and an or-pattern are parenthesized.
    fn pattern_arg(&self, p: &Pattern) -> D {
        let parens =
            matches!(p.kind, PatKind::Enum(_, Some(_)) | PatKind::Or(_)) && p.alias.is_none();
        parens_if(self.pattern(p), parens)
    }

    /// A type or contract in an annotation or inside another type.
    fn type_part(&self, e: &P) -> D {
        parens_if(self.typ(e), needs_parens_in_type_pos(e))
    }

    fn typ(&self, e: &P) -> D {
        match &e.kind {
            ExprKind::Type(k) => self.type_kind(k),
            _ => self.expr(e),
        }
    }

    fn type_kind(&self, k: &TypeKind) -> D {
        match k {
            TypeKind::Dyn => text("Dyn"),
            TypeKind::Wildcard => text("_"),
            TypeKind::Number => text("Number"),
            TypeKind::String => text("String"),
            TypeKind::Bool => text("Bool"),
            TypeKind::Array(t) => {
                let atomic = match &t.kind {
                    ExprKind::Type(k) => type_is_atom(k),
                    _ => expr_is_atom(t),
                };
                if atomic {
                    docs![&AL, "Array", AL.line(), self.typ(t)].nest(2).group()
                } else {
                    docs![
                        &AL,
                        "Array (",
                        docs![&AL, AL.line_(), self.typ(t)].nest(2),
                        AL.line_(),
                        ")"
                    ]
                    .group()
                }
            }
            TypeKind::Dict(t, contract) => docs![
                &AL,
                AL.line(),
                "_ ",
                if *contract { "|" } else { ":" },
                " ",
                self.type_part(t)
            ]
            .nest(2)
            .append(AL.line())
            .braces()
            .group(),
            TypeKind::Enum(rows, tail) => {
                let rows = rows.iter().map(|(tag, arg)| {
                    let t = text(format!("'{}", tag_quoted(tag)));
                    match arg {
                        None => t,
                        Some(a) => {
                            let atomic = match &a.kind {
                                ExprKind::Type(k) => type_is_atom(k),
                                _ => expr_is_atom(a),
                            };
                            let inner = if atomic {
                                self.typ(a)
                            } else {
                                docs![&AL, "(", AL.line_(), self.typ(a), AL.line_(), ")"]
                            };
                            docs![&AL, t, " ", inner]
                        }
                    }
                });
                let mut d = AL.intersperse(rows, text(",").append(AL.line()));
                if let Some(v) = tail {
                    d = docs![&AL, d, ";", AL.line(), v.to_string()];
                }
                docs![&AL, AL.line(), d]
                    .nest(2)
                    .append(AL.line())
                    .enclose("[|", "|]")
                    .group()
            }
            TypeKind::Arrow(a, b) => {
                let wrap_a = matches!(
                    &a.kind,
                    ExprKind::Type(TypeKind::Arrow(..) | TypeKind::Forall(..))
                );
                let wrap_b = matches!(&b.kind, ExprKind::Type(TypeKind::Forall(..)));
                docs![
                    &AL,
                    parens_if(self.type_part(a), wrap_a).nest(2),
                    AL.line(),
                    "-> ",
                    parens_if(self.type_part(b), wrap_b)
                ]
                .group()
            }
            TypeKind::Forall(vars, body) => {
                let mut vars: Vec<String> = vars.iter().map(|v| v.to_string()).collect();
                let mut body = body;
                while let ExprKind::Type(TypeKind::Forall(more, b)) = &body.kind {
                    vars.extend(more.iter().map(|v| v.to_string()));
                    body = b;
                }
                docs![
                    &AL,
                    "forall",
                    AL.line(),
                    AL.intersperse(vars.into_iter().map(text), AL.line()),
                    ".",
                    AL.line(),
                    self.type_part(body)
                ]
                .nest(2)
                .group()
            }
            TypeKind::Record(rows, tail, _) => {
                let rows = rows
                    .iter()
                    .map(|(name, _, t)| docs![&AL, ident_quoted(name), " : ", self.type_part(t)]);
                let tail = match tail {
                    Some(v) => docs![&AL, ";", AL.line(), v.to_string()],
                    None => AL.nil(),
                };
                docs![
                    &AL,
                    AL.line(),
                    AL.intersperse(rows, text(",").append(AL.line())),
                    tail
                ]
                .nest(2)
                .append(AL.line())
                .braces()
                .group()
            }
        }
    }

    /// The metadata of an annotation written in the code.
    fn annot(&self, a: &Annot) -> MetaDocs {
        MetaDocs {
            typ: a.typ.as_ref().map(|t| self.type_part(t)),
            contracts: a.contracts.iter().map(|c| self.type_part(c)).collect(),
            doc: a.doc.clone(),
            optional: a.optional,
            priority: a.priority.clone(),
            any: !a.is_empty(),
        }
    }

    fn string(&self, cs: &[Chunk], multiline: bool) -> D {
        let pieces: Vec<StrPiece<'_>> = cs
            .iter()
            .map(|c| match c {
                Chunk::Lit(s) => StrPiece::Lit(s),
                Chunk::Expr(e, _) => StrPiece::Expr(e),
            })
            .collect();
        chunks(&pieces, multiline, &|e| self.expr(e))
    }

    fn record_lit(&self, lit: &RecordLit) -> D {
        let mut fields: Vec<(String, D)> = Vec::new();
        if let Some(consts) = &lit.consts {
            for (name, f) in consts.iter() {
                let v = f
                    .value
                    .as_ref()
                    .and_then(|t| t.peek())
                    .map(|v| ast_const(&v));
                fields.push((
                    name.to_string(),
                    field(text(ident_quoted(name)), no_meta(), v),
                ));
            }
        }
        for f in &lit.fields {
            if f.pieces.len() > 1 && !f.pieces.iter().any(|p| p.include) {
                let p = combined_piece(&f.pieces);
                fields.push((
                    f.name.to_string(),
                    self.piece(text(ident_quoted(&f.name)), &p),
                ));
                continue;
            }
            for p in &f.pieces {
                fields.push((
                    f.name.to_string(),
                    self.piece(text(ident_quoted(&f.name)), p),
                ));
            }
        }
        strata_core::sort::sort_by(&mut fields, |a, b| a.0.cmp(&b.0));
        let mut docs: Vec<D> = fields.into_iter().map(|(_, d)| d).collect();
        // nickel lays the fields out, then a line break and the fields with computed names:
        // without a field of the first kind, that break stands alone (`{  "%{x}" = 1, }`)
        if docs.is_empty() && !lit.dyn_fields.is_empty() {
            docs.push(AL.nil());
        }
        for (name, p) in &lit.dyn_fields {
            docs.push(self.piece(self.dyn_name(name), p));
        }
        record(docs, lit.open)
    }

    /// The name of a dynamic field as written: a string, else the expression as an atom.
    fn dyn_name(&self, name: &P) -> D {
        match &name.kind {
            ExprKind::Chunks(cs, _) => self.string(cs, false),
            ExprKind::Str(s) => text(escape(s)).double_quotes(),
            _ => self.atom(name),
        }
    }

    /// A record literal as written: its field definitions in the order of the text (a field
    /// path `a.b = v` as such), separated by `,` without a trailing one.
    fn record_ast(&self, lit: &RecordLit) -> D {
        // (position in the text, definition)
        let mut defs: Vec<(u32, D)> = Vec::new();
        let mut includes: Vec<(u32, D)> = Vec::new();
        self.record_defs(lit, &[], None, &mut defs, Some(&mut includes));
        strata_core::sort::sort_by_key(&mut defs, |(start, _)| *start);
        // as nickel prints it, a record of includes only shows as empty
        if defs.is_empty() {
            return text(if lit.open { "{..}" } else { "{}" });
        }
        strata_core::sort::sort_by_key(&mut includes, |(start, _)| *start);
        let n_includes = includes.len();
        let includes = AL.intersperse(
            includes.into_iter().map(|(_, d)| d),
            docs![&AL, ",", AL.line()],
        );
        let includes = if n_includes > 0 {
            docs![&AL, includes, ",", AL.line()]
        } else {
            AL.nil()
        };
        let tail = if lit.open {
            docs![&AL, ",", AL.line(), ".."]
        } else {
            AL.nil()
        };
        let items = defs.into_iter().map(|(_, d)| d);
        docs![
            &AL,
            AL.line(),
            includes,
            AL.intersperse(items, docs![&AL, ",", AL.line()]),
            tail
        ]
        .nest(2)
        .append(AL.line())
        .braces()
        .group()
    }

    /// The field definitions of `lit` (each name after `path`) into `defs`, with their
    /// positions in the text: `at`, the position of them all for the record a field path made,
    /// else each one's own. `includes` (at the top) takes the `include`s apart.
    fn record_defs(
        &self,
        lit: &RecordLit,
        path: &[D],
        at: Option<u32>,
        defs: &mut Vec<(u32, D)>,
        mut includes: Option<&mut Vec<(u32, D)>>,
    ) {
        let path_to = |name: D| {
            let mut p = path.to_vec();
            p.push(name);
            p
        };
        if let Some(consts) = &lit.consts {
            for (name, f) in consts.iter() {
                let value = f
                    .value
                    .as_ref()
                    .and_then(|t| t.peek())
                    .map(|v| ast_const(&v));
                let def = self.field_def(path_to(text(ident_quoted(name))), AL.nil(), false, value);
                defs.push((at.unwrap_or(f.span.start), def));
            }
        }
        for f in &lit.fields {
            for p in &f.pieces {
                if let (true, Some(includes)) = (p.include, includes.as_deref_mut()) {
                    let d = docs![
                        &AL,
                        "include",
                        AL.space(),
                        f.name.to_string(),
                        self.annot(&p.annot).doc()
                    ];
                    includes.push((f.span.start, d));
                    continue;
                }
                let start = if p.span.file == f.span.file && f.pieces.len() == 1 {
                    f.span.start
                } else {
                    p.span.start
                };
                let name = path_to(text(ident_quoted(&f.name)));
                self.piece_ast(name, p, at.unwrap_or(start), defs);
            }
        }
        for (name, p) in &lit.dyn_fields {
            let start = at.unwrap_or(name.span.start);
            self.piece_ast(path_to(self.dyn_name(name)), p, start, defs);
        }
    }

    /// A field definition at `path`: a value that is the record a field path made
    /// (`a.b.c = v`) goes on as a longer path.
    fn piece_ast(&self, path: Vec<D>, p: &Piece, start: u32, defs: &mut Vec<(u32, D)>) {
        if let Some(PieceValue::Expr(e)) = &p.value {
            if let ExprKind::Record(sub) = &e.kind {
                let single = sub.fields.len()
                    + sub.dyn_fields.len()
                    + sub.consts.as_ref().map_or(0, |c| c.len())
                    == 1;
                if !sub.rec_self && p.annot.is_empty() && single && !sub.open {
                    self.record_defs(sub, &path, Some(start), defs, None);
                    return;
                }
            }
        }
        let value = p.value.as_ref().map(|v| match v {
            PieceValue::Expr(e) => self.expr(e),
            PieceValue::Const(t, _) => t.peek().map_or_else(|| AL.nil(), |v| ast_const(&v)),
        });
        defs.push((
            start,
            self.field_def(path, self.annot(&p.annot).doc(), !p.annot.is_empty(), value),
        ));
    }

    /// `path metadata = value` in nickel's layout of a field definition.
    fn field_def(&self, path: Vec<D>, meta: D, any_meta: bool, value: Option<D>) -> D {
        let value = match value {
            Some(v) => {
                let eq = if any_meta {
                    docs![&AL, AL.line(), "=", AL.space()]
                } else {
                    docs![&AL, AL.space(), "=", AL.line()]
                };
                docs![&AL, eq, v.nest(2)].group()
            }
            None => AL.nil(),
        };
        docs![
            &AL,
            AL.intersperse(path, "."),
            docs![&AL, meta, value].nest(2)
        ]
        .group()
    }

    fn piece(&self, name: D, p: &Piece) -> D {
        let value = p.value.as_ref().map(|v| match v {
            PieceValue::Expr(e) => self.expr(e),
            PieceValue::Const(t, _) => t.peek().map_or_else(|| AL.nil(), |v| ast_const(&v)),
        });
        field(name, self.annot(&p.annot), value)
    }

    fn pattern(&self, p: &Pattern) -> D {
        let body = match &p.kind {
            PatKind::Any(x) => text(self.var_name(x)),
            PatKind::Wildcard => text("_"),
            PatKind::Const(e) => self.expr(e),
            PatKind::Enum(tag, Some(a)) if self.ast => {
                // not a group of its own: it breaks with the enclosing one
                docs![
                    &AL,
                    format!("'{}", tag_quoted(tag)),
                    AL.line(),
                    self.pattern_arg(a)
                ]
            }
            PatKind::Array(items, rest) if self.ast => {
                let mut items: Vec<D> = items.iter().map(|p| self.pattern(p)).collect();
                match rest {
                    Some(Some(r)) => items.push(text(format!("..{r}"))),
                    Some(None) => items.push(text("..")),
                    None => {}
                }
                AL.intersperse(items, docs![&AL, ",", AL.line()])
                    .nest(2)
                    .brackets()
                    .group()
            }
            PatKind::Or(alts) if self.ast => AL
                .intersperse(
                    alts.iter().map(|p| self.pattern_arg(p)),
                    docs![&AL, AL.line(), "or", AL.space()],
                )
                .group(),
            PatKind::Enum(tag, arg) => {
                let t = text(format!("'{}", tag_quoted(tag)));
                match arg {
                    Some(a) => docs![&AL, t, " ", self.pattern(a)],
                    None => t,
                }
            }
            PatKind::Record(fields, rest) if self.ast => {
                let items = fields.iter().map(|f| {
                    let default = match &f.default {
                        Some(d) => docs![&AL, AL.line(), "? ", self.atom(d)],
                        None => AL.nil(),
                    };
                    // as nickel's printer, which leaves out an alias there (`foo = y @ foo`)
                    let plain = matches!(&f.pat.kind, PatKind::Any(x) if *x == f.name);
                    let sub = if plain {
                        AL.nil()
                    } else {
                        docs![&AL, AL.line(), "= ", self.pattern(&f.pat)]
                    };
                    docs![
                        &AL,
                        ident_quoted(&f.name),
                        self.annot(&f.annot).doc(),
                        default,
                        sub,
                        ","
                    ]
                    .nest(2)
                });
                let tail = match rest {
                    Some(Some(r)) => docs![&AL, AL.line(), "..", r.to_string()],
                    Some(None) => docs![&AL, AL.line(), ".."],
                    None => AL.nil(),
                };
                docs![&AL, AL.line(), AL.intersperse(items, AL.line()), tail]
                    .nest(2)
                    .append(AL.line())
                    .braces()
                    .group()
            }
            PatKind::Record(fields, rest) => {
                let mut items: Vec<D> = fields
                    .iter()
                    .map(|f| {
                        let mut d = text(ident_quoted(&f.name));
                        d = d.append(self.annot(&f.annot).doc());
                        if let Some(def) = &f.default {
                            d = docs![&AL, d, " ? ", self.expr(def)];
                        }
                        let plain = matches!(&f.pat.kind, PatKind::Any(x) if *x == f.name)
                            && f.pat.alias.is_none();
                        if !plain {
                            d = docs![&AL, d, " = ", self.pattern(&f.pat)];
                        }
                        d
                    })
                    .collect();
                match rest {
                    Some(Some(r)) => items.push(text(format!("..{r}"))),
                    Some(None) => items.push(text("..")),
                    None => {}
                }
                docs![
                    &AL,
                    AL.line(),
                    AL.intersperse(items, text(",").append(AL.line()))
                ]
                .nest(2)
                .append(AL.line())
                .braces()
                .group()
            }
            PatKind::Array(items, rest) => {
                let mut items: Vec<D> = items.iter().map(|p| self.pattern(p)).collect();
                match rest {
                    Some(Some(r)) => items.push(text(format!("..{r}"))),
                    Some(None) => items.push(text("..")),
                    None => {}
                }
                array(items)
            }
            PatKind::Or(alts) => AL.intersperse(alts.iter().map(|p| self.pattern(p)), " or "),
        };
        match &p.alias {
            Some(a) => docs![&AL, a.to_string(), " @ ", body],
            None => body,
        }
    }

    fn function(&self, start: u32, pat: &Pattern, body: &P) -> D {
        // nickel's parser names the parameters of `(.)`, `(!=)`, `(&&)`, `(||)` and `(|>)` `x`
        // and `y` (of the other
        // operator sections `x0` and `x1`)
        if self.ast && matches!(&pat.kind, PatKind::Any(x) if x == "%x") {
            if let ExprKind::Fun(_, inner) = &body.kind {
                let xy = matches!(
                    inner.kind,
                    ExprKind::Field(_, FieldName::Dynamic(_))
                        | ExprKind::Bin(BinOp::Neq | BinOp::And | BinOp::Or, ..)
                        | ExprKind::App(..)
                );
                let before = self.section_xy.replace(xy);
                let d = self.function_inner(start, pat, body);
                self.section_xy.set(before);
                return d;
            }
        }
        self.function_inner(start, pat, body)
    }

    fn function_inner(&self, start: u32, pat: &Pattern, body: &P) -> D {
        let mut d = docs![&AL, "fun", AL.line(), self.pattern(pat)];
        let mut body = body;
        while let ExprKind::Fun(p, b) = &body.kind {
            // the parsed program keeps `fun x => fun y => e` apart from `fun x y => e`, whose
            // inner functions start at their own parameter (an explicit `fun` starts before it)
            if self.ast && body.span.start != start && body.span.start != p.span.start {
                break;
            }
            d = docs![&AL, d, AL.line(), self.pattern(p)];
            body = b;
        }
        docs![&AL, d, AL.line(), "=>", AL.line(), self.expr(body)]
            .nest(2)
            .group()
    }

    fn match_arms(&self, arms: &[Arm]) -> D {
        if self.ast {
            // nickel's printer of parsed programs: every arm ends with `,`
            let arms = arms.iter().map(|a| {
                let guard = match &a.guard {
                    Some(g) => docs![&AL, AL.line(), "if", AL.space(), self.expr(g)],
                    None => AL.nil(),
                };
                docs![
                    &AL,
                    self.pattern(&a.pat),
                    guard,
                    AL.space(),
                    "=>",
                    docs![&AL, AL.line(), self.expr(&a.body)].nest(2),
                    ",",
                    AL.line()
                ]
            });
            return docs![
                &AL,
                "match ",
                docs![&AL, AL.line(), AL.concat(arms)].nest(2).braces()
            ]
            .group();
        }
        let arms = arms.iter().map(|a| {
            let mut d = self.pattern(&a.pat);
            if let Some(g) = &a.guard {
                d = docs![&AL, d, " if ", self.expr(g)];
            }
            docs![
                &AL,
                d,
                " =>",
                docs![&AL, AL.line(), self.expr(&a.body)].nest(2)
            ]
            .group()
        });
        docs![
            &AL,
            "match ",
            docs![
                &AL,
                AL.line(),
                AL.intersperse(arms, text(",").append(AL.line()))
            ]
            .nest(2)
            .append(AL.line())
            .braces()
        ]
        .group()
    }

    /// `head arg...` in nickel's layout of parsed applications.
    fn application(&self, head: &P, args: &[&P]) -> D {
        let args = args.iter().map(|a| docs![&AL, AL.line(), self.atom(a)]);
        docs![&AL, self.atom(head), AL.concat(args).nest(2)].group()
    }

    fn app(&self, head: D, head_is_app: bool, head_atom: bool, arg: &P) -> D {
        let head = parens_if(head, !head_is_app && !head_atom);
        docs![&AL, head, docs![&AL, AL.line(), self.atom(arg)].nest(2)].group()
    }

    fn expr(&self, e: &P) -> D {
        stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            self.expr_inner(e)
        })
    }

    fn expr_inner(&self, e: &P) -> D {
        match &e.kind {
            ExprKind::Null => text("null"),
            ExprKind::Bool(b) => text(b.to_string()),
            ExprKind::Num(n) => text(n.to_text()),
            // a string literal of the program stays nickel's string chunks (multiline when it
            // holds a newline), in a function's body as in `pprint-ast`
            ExprKind::Str(s) => string_literal(s),
            ExprKind::Chunks(cs, Some(prefix)) if self.ast => {
                // nickel's parser makes a symbolic string the record of its fragments
                let fragments = cs.iter().map(|c| match c {
                    Chunk::Lit(s) => string_literal(s),
                    Chunk::Expr(e, _) => self.expr(e),
                });
                let fields = [
                    self.field_def(
                        vec![text("tag")],
                        AL.nil(),
                        false,
                        Some(text("'SymbolicString")),
                    ),
                    self.field_def(
                        vec![text("prefix")],
                        AL.nil(),
                        false,
                        Some(text(format!("'{}", tag_quoted(prefix)))),
                    ),
                    self.field_def(
                        vec![text("fragments")],
                        AL.nil(),
                        false,
                        Some(array(fragments.collect())),
                    ),
                ];
                docs![
                    &AL,
                    AL.line(),
                    AL.intersperse(fields, docs![&AL, ",", AL.line()])
                ]
                .nest(2)
                .append(AL.line())
                .braces()
                .group()
            }
            ExprKind::Chunks(cs, _) => self.string(cs, true),
            ExprKind::Var(x) | ExprKind::TypeVar(x) => text(self.var_name(x)),
            ExprKind::EnumTag(t) => text(format!("'{}", tag_quoted(t))),
            ExprKind::EnumVariant(t, arg) => docs![
                &AL,
                format!("'{}", tag_quoted(t)),
                AL.line(),
                self.atom(arg)
            ]
            .nest(2)
            .group(),
            ExprKind::Array(items) => array(items.iter().map(|i| self.expr(i)).collect()),
            ExprKind::Record(lit) if self.ast => self.record_ast(lit),
            ExprKind::Record(lit) => self.record_lit(lit),
            ExprKind::Let {
                rec,
                bindings,
                body,
            } => {
                let bs = bindings.iter().map(|(p, v)| {
                    let (meta, v) = match &v.kind {
                        // an annotation of the binding (`let x | C = v`) has the value's span; one
                        // of the value (`let x = v | C`) is an expression of its own
                        ExprKind::Annot(inner, a) if self.ast && v.span == inner.span => {
                            (self.annot(a).doc(), inner)
                        }
                        _ if self.ast => (AL.nil(), v),
                        ExprKind::Annot(inner, a) => (self.annot(a).doc(), inner),
                        _ => (AL.nil(), v),
                    };
                    docs![&AL, self.pattern(p), meta, AL.line(), "= ", self.expr(v)]
                });
                docs![
                    &AL,
                    "let",
                    AL.space(),
                    if *rec {
                        docs![&AL, "rec", AL.space()]
                    } else {
                        AL.nil()
                    },
                    AL.intersperse(bs, docs![&AL, ",", AL.line()]),
                    AL.line(),
                    "in"
                ]
                .nest(2)
                .group()
                .append(AL.line())
                .append(self.expr(body).nest(2))
                .group()
            }
            ExprKind::Fun(p, body) => self.function(e.span.start, p, body),
            ExprKind::Match(arms) => self.match_arms(arms),
            ExprKind::App(f, a) if self.ast => {
                // nickel's parsed application `f a b` is one node with all its arguments (the
                // applications strata's parser makes for it all start where `f` does); a
                // parenthesized one in head position, `(f a) b`, is an argument apart
                let mut args = vec![a];
                let mut head = f;
                while let ExprKind::App(h, x) = &head.kind {
                    // a parenthesized application (its span holds the parentheses, so it ends
                    // after its last argument) is an argument apart
                    if head.span.end != x.span.end {
                        break;
                    }
                    args.push(x);
                    head = h;
                }
                args.reverse();
                self.application(head, &args)
            }
            ExprKind::Bin(BinOp::Pipe, x, f) if self.ast => self.application(f, &[x]),
            ExprKind::App(f, a) => {
                let is_app = matches!(f.kind, ExprKind::App(..));
                self.app(self.expr(f), is_app, expr_is_atom(f), a)
            }
            ExprKind::Un(UnOp::Neg, x) => docs![&AL, "-", self.atom(x)].group(),
            ExprKind::Un(UnOp::Not, x) => docs![&AL, "!", self.atom(x)],
            ExprKind::Bin(BinOp::Pipe, x, f) => {
                let is_app = matches!(f.kind, ExprKind::App(..));
                self.app(self.expr(f), is_app, expr_is_atom(f), x)
            }
            ExprKind::Bin(op @ (BinOp::And | BinOp::Or), a, b) => docs![
                &AL,
                self.atom(a),
                AL.line(),
                if *op == BinOp::And { "&& " } else { "|| " },
                self.atom(b)
            ]
            .group(),
            ExprKind::Bin(BinOp::Neq, a, b) => {
                let eq = docs![&AL, self.atom(a), AL.line(), "==", " ", self.atom(b)].group();
                docs![&AL, "!", eq.parens()]
            }
            ExprKind::Bin(op, a, b) => {
                let sym = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::Div => "/",
                    BinOp::Mod => "%",
                    BinOp::Concat => "++",
                    BinOp::ArrayConcat => "@",
                    BinOp::Merge => "&",
                    BinOp::Eq => "==",
                    BinOp::Lt => "<",
                    BinOp::Le => "<=",
                    BinOp::Gt => ">",
                    BinOp::Ge => ">=",
                    BinOp::Neq | BinOp::And | BinOp::Or | BinOp::Pipe => "?",
                };
                docs![&AL, self.atom(a), AL.line(), sym, " ", self.atom(b)].group()
            }
            ExprKind::If(c, t, f) => docs![
                &AL,
                "if ",
                self.expr(c),
                " then",
                docs![&AL, AL.line(), self.expr(t)].nest(2),
                AL.line(),
                "else",
                docs![&AL, AL.line(), self.expr(f)].nest(2)
            ]
            .group(),
            ExprKind::Field(x, FieldName::Static(name, _)) => {
                docs![&AL, self.atom(x), ".", ident_quoted(name)]
            }
            ExprKind::Field(x, FieldName::Dynamic(n)) => {
                let name = match &n.kind {
                    ExprKind::Chunks(cs, _) => self.string(cs, false),
                    _ => self.atom(n),
                };
                docs![&AL, self.atom(x), ".", name]
            }
            ExprKind::Annot(x, a) => self.atom(x).append(self.annot(a).doc()),
            ExprKind::Import(path, fmt) if self.ast => {
                if fmt.as_deref() == Some(crate::parser::PACKAGE_FORMAT) {
                    return docs![&AL, "import ", path.to_string()];
                }
                // nickel writes the format when the path's extension does not tell it
                let by_ext = match path.rsplit_once('.').map(|(_, e)| e) {
                    Some("ncl") => Some("Nickel"),
                    Some("json") => Some("Json"),
                    Some("yaml" | "yml") => Some("Yaml"),
                    Some("toml") => Some("Toml"),
                    Some("txt") => Some("Text"),
                    _ => None,
                };
                let format = fmt.as_deref().or(by_ext).unwrap_or("Nickel");
                let mut d = docs![
                    &AL,
                    "import",
                    AL.space(),
                    text(escape(path)).double_quotes()
                ];
                if by_ext != Some(format) {
                    d = docs![
                        &AL,
                        d,
                        AL.space(),
                        "as",
                        AL.space(),
                        "'",
                        format.to_string()
                    ];
                }
                d
            }
            ExprKind::Import(path, _)
                if self.import_ids.contains_key(&(e.span.file, path.clone())) =>
            {
                text(format!(
                    "import <file_id: FileId({})>",
                    self.import_ids[&(e.span.file, path.clone())]
                ))
            }
            ExprKind::Import(path, fmt) => {
                let mut d = docs![
                    &AL,
                    "import",
                    AL.space(),
                    text(escape(path)).double_quotes()
                ];
                if let Some(f) = fmt {
                    d = docs![&AL, d, AL.space(), "as", AL.space(), "'", f.to_string()];
                }
                d
            }
            ExprKind::Prim(op, args)
                if self.ast && prim_arity(op).is_some_and(|n| args.len() > n) =>
            {
                // nickel's parser gives a primitive operator its arity's arguments; the rest are
                // an application of the result
                let n = prim_arity(op).unwrap_or(args.len());
                let (own, rest) = args.split_at(n);
                let inner = docs![
                    &AL,
                    format!("%{op}%"),
                    AL.concat(own.iter().map(|a| docs![&AL, AL.line(), self.atom(a)]))
                        .nest(2)
                ]
                .group()
                .parens();
                docs![
                    &AL,
                    inner,
                    AL.concat(rest.iter().map(|a| docs![&AL, AL.line(), self.atom(a)]))
                        .nest(2)
                ]
                .group()
            }
            ExprKind::Prim(op, args) => docs![
                &AL,
                format!("%{op}%"),
                docs![
                    &AL,
                    AL.line(),
                    AL.intersperse(args.iter().map(|a| self.atom(a)), AL.line())
                ]
                .nest(2)
            ]
            .group(),
            ExprKind::Type(k) => self.type_kind(k),
        }
    }

    /// An annotation of a field, printed from its source text.
    fn annotation_at(&self, span: strata_core::source::Span) -> D {
        let key = (span.file.0, span.start, span.end);
        let parsed = self.parsed.borrow().get(&key).cloned();
        let parsed = match parsed {
            Some(p) => p,
            None => {
                let src = {
                    let map = self.map.borrow();
                    let text = map.text(span.file);
                    text.get(span.start as usize..span.end as usize)
                        .unwrap_or("")
                        .to_string()
                };
                // in the field's file (its offsets the text's own), so that an import in it
                // is named by the number nickel gives the file (`import_ids`)
                let p = crate::parser::parse_annotation(&src, span.file).ok_or(src);
                // the same annotations come back for every record a schema checked
                self.parsed.borrow_mut().insert(key, p.clone());
                p
            }
        };
        match parsed {
            Ok(e) => self.type_part(&e),
            Err(src) => text(src.split_whitespace().collect::<Vec<_>>().join(" ")),
        }
    }

    /// The metadata of an evaluated field.
    fn meta(&self, m: &Meta) -> MetaDocs {
        let typ = m.typ.map(|s| self.annotation_at(s));
        // (a contract met on both sides of a merge is there once: `merged_meta`)
        let contracts = m
            .contract_spans
            .iter()
            .map(|s| self.annotation_at(*s))
            .collect();
        MetaDocs {
            typ,
            contracts,
            doc: m.doc.clone(),
            optional: m.optional,
            priority: match &m.priority {
                Some(Priority::Num(n)) if n.is_zero() => None,
                p => p.clone(),
            },
            any: m.priority.is_some()
                || m.optional
                || m.not_exported
                || m.doc.is_some()
                || m.typ.is_some()
                || !m.contract_spans.is_empty(),
        }
    }
}

fn no_meta() -> MetaDocs {
    MetaDocs {
        typ: None,
        contracts: Vec::new(),
        doc: None,
        optional: false,
        priority: None,
        any: false,
    }
}

/// The definitions of one field of a record literal as nickel's program holds them (its
/// conversion of the parsed record, `ast::compat::merge_fields`): one field whose value is
/// the values merged in order (`(a & b) & c`), or the value of the highest priority when the
/// priorities differ, with that priority (none when no definition has a value); the
/// annotations' types and contracts in order (a type after the first one becomes a
/// contract), the first documentation, optional when every definition is, not exported when
/// one is.
fn combined_piece(pieces: &[Piece]) -> Piece {
    let first = &pieces[0];
    let mut annot = Annot {
        typ: first.annot.typ.clone(),
        contracts: first.annot.contracts.clone(),
        priority: first.annot.priority.clone(),
        optional: first.annot.optional,
        not_exported: first.annot.not_exported,
        doc: first.annot.doc.clone(),
    };
    let mut value: Option<P> = first.value.as_ref().map(PieceValue::to_expr);
    for p in &pieces[1..] {
        let b = &p.annot;
        let right = p.value.as_ref().map(PieceValue::to_expr);
        let (ra, rb) = (
            crate::eval::prio_rank(&annot.priority),
            crate::eval::prio_rank(&b.priority),
        );
        let order = ra.0.cmp(&rb.0).then_with(|| ra.1.cmp_num(&rb.1));
        let (v, prio) = match (value.take(), right) {
            (Some(l), Some(r)) if order.is_eq() => {
                let span = l.span;
                (
                    Some(Expr::new(ExprKind::Bin(BinOp::Merge, l, r), span)),
                    annot.priority.clone(),
                )
            }
            (Some(l), _) if order.is_gt() => (Some(l), annot.priority.clone()),
            (_, Some(r)) if order.is_lt() => (Some(r), b.priority.clone()),
            (Some(l), None) => (Some(l), annot.priority.clone()),
            (None, Some(r)) => (Some(r), b.priority.clone()),
            _ => (None, None),
        };
        value = v;
        annot.priority = prio;
        match (&annot.typ, &b.typ) {
            (Some(_), Some(t)) => annot.contracts.push(t.clone()),
            (None, Some(t)) => annot.typ = Some(t.clone()),
            _ => {}
        }
        annot.contracts.extend(b.contracts.iter().cloned());
        annot.optional = annot.optional && b.optional;
        annot.not_exported = annot.not_exported || b.not_exported;
        if annot.doc.is_none() {
            annot.doc = b.doc.clone();
        }
    }
    Piece {
        annot: std::rc::Rc::new(annot),
        value: value.map(PieceValue::Expr),
        span: first.span,
        recursive: pieces.iter().any(|p| p.recursive),
        include: false,
    }
}

/// A literal held evaluated in a record of literals (number, string, boolean, null).
/// A constant as nickel's printer of parsed programs writes it (see [`string_literal`]).
fn ast_const(v: &Value) -> D {
    match v {
        Value::Str(s) => string_literal(s),
        v => const_value(v),
    }
}

fn const_value(v: &Value) -> D {
    match v {
        Value::Null => text("null"),
        Value::Bool(b) => text(b.to_string()),
        Value::Num(n) => text(n.to_text()),
        Value::Str(s) => text(escape(s)).double_quotes(),
        _ => text("%<value>"),
    }
}

/// The few terms of nickel's function contracts, printed as nickel prints its terms.
enum Mini {
    Var(&'static str),
    App(Box<Mini>, Box<Mini>),
    /// A unary primitive operator.
    Op1(&'static str, Box<Mini>),
    /// A binary primitive operator.
    Op2(&'static str, Box<Mini>, Box<Mini>),
}

impl Mini {
    fn atom(&self) -> D {
        parens_if(self.doc(), !matches!(self, Mini::Var(_)))
    }

    fn doc(&self) -> D {
        match self {
            Mini::Var(x) => text(*x),
            Mini::App(h, a) => {
                let head = match &**h {
                    Mini::App(..) => h.doc(),
                    _ => h.atom(),
                };
                docs![&AL, head, docs![&AL, AL.line(), a.atom()].nest(2)].group()
            }
            Mini::Op1(op, a) => docs![
                &AL,
                text(format!("%{op}%")).append(AL.space()),
                docs![&AL, AL.line(), a.atom()].nest(2)
            ]
            .group(),
            Mini::Op2(op, a, b) => text(format!("%{op}%"))
                .append(docs![&AL, AL.line(), a.atom(), AL.line(), b.atom()].nest(2))
                .group(),
        }
    }
}

/// Does a type simplify to `Dyn` in a static contract at this polarity (nickel elides what
/// typing guarantees: ground types in positive positions, type variables of `forall`s, and
/// type constructors in positive positions made only of those)?
fn elided(e: &P, positive: bool) -> bool {
    match &e.kind {
        ExprKind::TypeVar(_) => true,
        ExprKind::Type(k) => match k {
            TypeKind::Dyn | TypeKind::Wildcard => true,
            TypeKind::Number | TypeKind::String | TypeKind::Bool => positive,
            TypeKind::Array(t) | TypeKind::Dict(t, _) => positive && elided(t, positive),
            TypeKind::Record(rows, tail, _) => {
                positive
                    && rows.iter().all(|(_, _, t)| elided(t, positive))
                    && tail.as_ref().is_none_or(|t| t == "Dyn")
            }
            TypeKind::Enum(rows, tail) => {
                positive
                    && tail.is_none()
                    && rows
                        .iter()
                        .all(|(_, a)| a.as_ref().is_none_or(|a| elided(a, positive)))
            }
            TypeKind::Forall(_, b) => positive && elided(b, positive),
            TypeKind::Arrow(..) => false,
        },
        _ => false,
    }
}

/// Prints evaluated values, forcing what is not evaluated yet.
struct Printer<'m, 'e> {
    code: Code<'m>,
    eval: &'e mut Eval,
}

/// Is a value printed without parentheses as an enum variant's argument?
fn value_is_atom(v: &Value) -> bool {
    match v {
        Value::Num(n) => !n.to_text().starts_with('-'),
        Value::Variant(..) | Value::Func(_) | Value::Match(..) | Value::Builtin(_) => false,
        Value::Contract(c) => match &**c {
            ContractKind::Type(e, _) => expr_is_atom(e),
            _ => false,
        },
        _ => true,
    }
}

impl Printer<'_, '_> {
    fn thunk(&mut self, t: &Thunk) -> R<(D, bool)> {
        let v = match t.peek() {
            Some(v) => v,
            None => self.eval.force(t)?,
        };
        let atom = value_is_atom(&v);
        Ok((self.value(&v)?, atom))
    }

    fn value(&mut self, v: &Value) -> R<D> {
        stacker::maybe_grow(crate::eval::RED_ZONE, crate::eval::STACK_SEGMENT, || {
            self.value_inner(v)
        })
    }

    fn value_inner(&mut self, v: &Value) -> R<D> {
        Ok(match v {
            Value::Null | Value::Bool(_) | Value::Num(_) | Value::Str(_) => const_value(v),
            Value::Enum(t) => text(format!("'{}", tag_quoted(t))),
            Value::Variant(t, arg) => {
                let (a, atom) = self.thunk(arg)?;
                docs![
                    &AL,
                    format!("'{}", tag_quoted(t)),
                    AL.line(),
                    parens_if(a, !atom)
                ]
                .nest(2)
                .group()
            }
            Value::Array(items) => {
                let mut docs = Vec::with_capacity(items.len());
                for t in items.iter() {
                    docs.push(self.thunk(t)?.0);
                }
                array(docs)
            }
            Value::Record(r) | Value::TailRecord(r, _) => self.record(r)?,
            Value::Func(c) => self.code.function(0, &c.pat, &c.body),
            Value::Match(arms, _, _) => self.code.match_arms(arms),
            Value::Builtin(b) if b.op == crate::ops::Op::Arrow && b.args.len() == 5 => {
                self.arrow(b)?
            }
            Value::Builtin(_) => text("%<builtin>"),
            Value::Contract(c) => match &**c {
                ContractKind::Type(e, _) => self.code.typ(e),
                _ => text("%contract/custom% (%<closure>)"),
            },
            Value::Label(_) => text("%<label>"),
            Value::Sealed(_) => text("%<sealed>"),
        })
    }

    /// A function under a function contract prints as the function nickel's contract wraps it
    /// in (`$func`, `$func_dom`, `$func_codom` of its internals), or as the function itself when
    /// the contract checks nothing (`Dyn -> Dyn`). A static type annotation (`: A -> B`) checks
    /// only what typing does not guarantee: ground types in positive positions are elided.
    fn arrow(&mut self, b: &crate::value::Builtin) -> R<D> {
        let is_static = match &b.args[1].peek() {
            Some(Value::Label(l)) => l.static_type,
            _ => false,
        };
        let dyn_at = |t: &Thunk, positive: bool| match t.peek() {
            Some(Value::Contract(c)) => match &*c {
                ContractKind::Type(e, _) if is_static => elided(e, positive),
                ContractKind::Type(e, _) => {
                    matches!(e.kind, ExprKind::Type(TypeKind::Dyn | TypeKind::Wildcard))
                }
                // a variable of a `forall` (elided from static contracts)
                ContractKind::ForallVar { .. } => is_static,
                _ => false,
            },
            _ => false,
        };
        let (dom_dyn, cod_dyn) = (dyn_at(&b.args[0], false), dyn_at(&b.args[2], true));
        use Mini::*;
        let var = |s: &'static str| Box::new(Var(s));
        let dom_app = || {
            Box::new(App(
                Box::new(Op2(
                    "contract/apply",
                    var("Domain"),
                    Box::new(Op1(
                        "label/flip_polarity",
                        Box::new(Op1("label/go_dom", var("label"))),
                    )),
                )),
                var("x"),
            ))
        };
        let cod_apply = |arg: Box<Mini>| {
            App(
                Box::new(Op2(
                    "contract/apply",
                    var("Codomain"),
                    Box::new(Op1("label/go_codom", var("label"))),
                )),
                arg,
            )
        };
        let body = match (dom_dyn, cod_dyn) {
            (true, true) => return Ok(self.thunk(&b.args[4])?.0),
            (false, true) => App(var("value"), dom_app()),
            (true, false) => cod_apply(Box::new(App(var("value"), var("x")))),
            (false, false) => cod_apply(Box::new(App(var("value"), dom_app()))),
        };
        Ok(docs![
            &AL,
            "fun",
            AL.line(),
            "x",
            AL.line(),
            "=>",
            AL.line(),
            body.doc()
        ]
        .nest(2)
        .group())
    }

    fn record(&mut self, r: &Record) -> R<D> {
        // `{ a : T, .. }` with only typed fields without values is a record type to nickel
        let is_type = !r.open
            && !r.fields.is_empty()
            && r.fields.values().all(|f| {
                f.value.is_none()
                    && f.meta.typ.is_some()
                    && f.meta.contract_spans.is_empty()
                    && !f.meta.optional
                    && f.meta.doc.is_none()
                    && f.meta.priority.is_none()
            });
        if is_type {
            let rows = r.fields.iter().filter_map(|(name, f)| {
                let t = self.code.annotation_at(f.meta.typ?);
                Some(docs![&AL, ident_quoted(name), " : ", t])
            });
            let rows: Vec<D> = rows.collect();
            return Ok(docs![
                &AL,
                AL.line(),
                AL.intersperse(rows, text(",").append(AL.line()))
            ]
            .nest(2)
            .append(AL.line())
            .braces()
            .group());
        }
        let mut fields = Vec::with_capacity(r.fields.len());
        for (name, f) in r.fields.iter() {
            if let Some(d) = self.field(name, f)? {
                fields.push(d);
            }
        }
        Ok(record(fields, r.open))
    }

    fn field(&mut self, name: &str, f: &Field) -> R<Option<D>> {
        let value = match &f.value {
            Some(t) => Some(self.thunk(t)?.0),
            None if f.meta.optional => return Ok(None),
            // a field without a definition: the evaluator's `missing definition` error
            None => {
                self.eval.force(&f.read_thunk(name))?;
                None
            }
        };
        let meta = self.code.meta(&f.meta);
        Ok(Some(field(text(ident_quoted(name)), meta, value)))
    }
}

/// Writes what `nickel eval` prints for `v` (evaluated completely first, so an evaluation
/// error leaves nothing written) to `out`, with a final newline. The text goes out as it is laid
/// out: a deeply nested value's text can be far larger than the value (its indentation).
pub fn eval_write(
    eval: &mut Eval,
    map: &RefCell<SourceMap>,
    v: &Value,
    out: &mut dyn std::io::Write,
) -> R<()> {
    eval.deep_force(v)?;
    strata_core::budget::grow_large(crate::eval::DEEP_STACK, || {
        let import_ids = eval.import_ids.clone();
        let mut p = Printer {
            code: Code {
                map,
                parsed: RefCell::default(),
                ast: false,
                section_xy: Default::default(),
                import_ids,
            },
            eval,
        };
        let doc = p.value(v)?;
        doc.1
            .render(WIDTH, out)
            .and_then(|()| out.write_all(b"\n"))
            .and_then(|()| out.flush())
            .map_err(|e| crate::eval::EvalError::new(format!("cannot write the output: {e}")))
    })
}

/// An evaluated value as nickel's error reports print it (`evaluated to this value`, on the
/// generated source `<unknown> (generated by evaluation)`): the value in Nickel syntax laid out
/// at width 80 as `nickel eval` lays values out, what is not evaluated yet shown as a closure
/// (nickel prints the address of its thunk there), functions as closures too.
pub fn report_text(v: &Value) -> String {
    let mut out = String::new();
    let _ = report_doc(v, 0).render_fmt(WIDTH, &mut out);
    out
}

/// A value not evaluated yet, or a function, in a report (nickel writes its thunk's address).
const CLOSURE: &str = "%<closure@0x000000000000>";

/// A value nickel holds in a thunk, as its reports print it: the thunk's address (nickel's is
/// a 64-bit address of 12 hexadecimal digits, different from run to run).
fn closure_of(t: &Thunk) -> D {
    text(format!(
        "%<closure@{:#014x}>",
        std::rc::Rc::as_ptr(&t.0) as usize & 0xffff_ffff_ffff
    ))
}

fn report_doc(v: &Value, depth: usize) -> D {
    // deep values are shown only as deep as a report is read
    if depth > 32 {
        return text(CLOSURE);
    }
    match v {
        Value::Null | Value::Bool(_) | Value::Num(_) | Value::Str(_) => const_value(v),
        Value::Enum(t) => text(format!("'{}", tag_quoted(t))),
        Value::Variant(t, arg) => {
            // a closure is not an atom either
            let a = match arg.peek() {
                Some(a) => parens_if(report_doc(&a, depth + 1), !value_is_atom(&a)),
                None => text(CLOSURE).parens(),
            };
            docs![&AL, format!("'{}", tag_quoted(t)), AL.line(), a]
                .nest(2)
                .group()
        }
        Value::Array(items) if items.is_empty() => text("[]"),
        Value::Array(items) => array(items.iter().map(|t| report_thunk(t, depth)).collect()),
        Value::Record(r) | Value::TailRecord(r, _) if r.fields.is_empty() => {
            text(if r.open { "{ .. }" } else { "{}" })
        }
        // a record with a sealed tail shows its visible part
        Value::Record(r) | Value::TailRecord(r, _) => {
            let fields = r.fields.iter().filter_map(|(k, f)| {
                let value = report_thunk(f.value.as_ref()?, depth);
                Some(field(text(ident_quoted(k)), no_meta(), Some(value)))
            });
            record(fields.collect(), r.open)
        }
        _ => text(CLOSURE),
    }
}

/// A field's or an element's value in a report: in place when nickel holds it in place (a
/// number, boolean or `null` written as such), else as the thunk nickel holds it in, evaluated
/// or not.
fn report_thunk(t: &Thunk, depth: usize) -> D {
    match t.peek() {
        Some(v) if t.shown_in_place() => report_doc(&v, depth + 1),
        _ => closure_of(t),
    }
}

/// `nickel pprint-ast`: a parsed program printed back in Nickel syntax (width 80, with a final
/// newline), by the printer `nickel eval` prints functions with.
pub fn pprint_ast(map: &RefCell<SourceMap>, e: &P) -> String {
    strata_core::budget::grow_large(crate::eval::DEEP_STACK, || {
        let code = Code {
            map,
            parsed: RefCell::default(),
            ast: true,
            section_xy: Default::default(),
            import_ids: std::rc::Rc::default(),
        };
        let mut out = String::new();
        let _ = code.expr(e).1.render_fmt(WIDTH, &mut out);
        out.push('\n');
        out
    })
}

/// An annotation (a field's type or contract) printed on its own, as nickel prints the types
/// of its labels (`nickel query`, the REPL's `:query`): parsed again from its source text and
/// laid out at width 80 by the printer `nickel eval` prints annotations with (the text as
/// written, spaces collapsed, when it does not parse alone).
pub fn annotation_text(map: &RefCell<SourceMap>, span: strata_core::source::Span) -> String {
    let src = span_source(map, span);
    let Some(e) = crate::parser::parse_annotation(&src, FileId(0)) else {
        return src.split_whitespace().collect::<Vec<_>>().join(" ");
    };
    let code = Code {
        map,
        parsed: RefCell::default(),
        ast: false,
        section_xy: Default::default(),
        import_ids: std::rc::Rc::default(),
    };
    let mut out = String::new();
    let _ = code.typ(&e).1.render_fmt(WIDTH, &mut out);
    out
}

/// The source text of `span` (empty when the map no longer holds it).
fn span_source(map: &RefCell<SourceMap>, span: strata_core::source::Span) -> String {
    let map = map.borrow();
    map.text(span.file)
        .get(span.start as usize..span.end as usize)
        .unwrap_or("")
        .to_string()
}

/// What makes two annotations of the two sides of a merge one contract to nickel's printer
/// (`TypeAnnotation::combine_dedup`, which compares types syntactically,
/// `contract_eq::type_eq_noenv`), none when it is equal to no other: the text once parsed and
/// printed, when the annotation is made only of
/// what that comparison can equate (types, names, field accesses, applications of those,
/// enum tags, strings, and record literals whose fields have neither a value nor a
/// contract). A record contract with contracts or values on its fields, a function, a number
/// or any other expression is never equal to another, so both are shown.
pub fn annotation_key(map: &RefCell<SourceMap>, span: strata_core::source::Span) -> Option<String> {
    let src = span_source(map, span);
    let e = crate::parser::parse_annotation(&src, FileId(0))?;
    comparable(&e, 0).then(|| annotation_text(map, span))
}

/// See [`annotation_key`] (`depth` bounds the walk: a deeper annotation is never equal).
fn comparable(e: &P, depth: usize) -> bool {
    if depth > 64 {
        return false;
    }
    let sub = |p: &P| comparable(p, depth + 1);
    match &e.kind {
        ExprKind::Null
        | ExprKind::Bool(_)
        | ExprKind::Str(_)
        | ExprKind::Var(_)
        | ExprKind::TypeVar(_)
        | ExprKind::EnumTag(_) => true,
        ExprKind::EnumVariant(_, p) | ExprKind::Field(p, _) => sub(p),
        ExprKind::App(f, x) => sub(f) && sub(x),
        ExprKind::Array(items) => items.iter().all(sub),
        ExprKind::Record(lit) => {
            lit.consts.is_none()
                && lit.dyn_fields.is_empty()
                && lit.fields.iter().all(|f| {
                    f.pieces.iter().all(|p| {
                        p.value.is_none()
                            && !p.include
                            && p.annot.contracts.is_empty()
                            && p.annot.typ.as_ref().is_none_or(sub)
                    })
                })
        }
        ExprKind::Type(k) => match k {
            TypeKind::Array(p) | TypeKind::Dict(p, _) | TypeKind::Forall(_, p) => sub(p),
            TypeKind::Arrow(x, y) => sub(x) && sub(y),
            TypeKind::Enum(rows, _) => rows.iter().all(|(_, p)| p.as_ref().is_none_or(sub)),
            TypeKind::Record(rows, _, _) => rows.iter().all(|r| sub(&r.2)),
            _ => true,
        },
        _ => false,
    }
}
