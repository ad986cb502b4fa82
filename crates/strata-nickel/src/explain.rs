//! `strata explain nickel`: where a field's value came from.
//!
//! Built on demand, after a normal evaluation, from the programs' syntax trees: the evaluator
//! keeps nothing extra. The field path is followed through the programs given on the command
//! line (merged in order) and what they are made of: record literals (with piecewise
//! definitions `a.b = 1`), merges `&`, `let` bindings and variables bound to records, imports
//! of Nickel files, field accesses and array literals. At each level of the path Nickel's merge
//! rule picks the definitions that take part: the highest priority (`default` < numerals, with
//! no annotation meaning `priority 0`, < `force`) wins, and definitions of the same priority
//! merge (records merge field by field; other values must be equal). A definition whose
//! enclosing record lost at an outer level lost with it.
//!
//! The value explained is the exported value (what `nickel export` writes), so explaining never
//! changes it; a definition's own value is its literal when it has one, the final value for the
//! single winner, and `null` when it is computed and did not win (not evaluated again).

use crate::ast::{Annot, BinOp, Chunk, Expr, ExprKind, FieldName, PatKind, Priority, P};
use crate::parser;
use crate::value::Value as NValue;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::rc::Rc;
use strata_core::explain::{
    format_path, Contract, Definition, Explanation, Input, Location, Role, Segment,
};
use strata_core::host::Host;
use strata_core::source::{SourceMap, Span};
use strata_core::value::{Map, Value};

/// The programs of one `strata explain nickel` run and the files they import, parsed again with
/// their texts held for the explanation's excerpts.
pub struct Explainer<'h> {
    host: &'h dyn Host,
    dirs: Vec<String>,
    sources: SourceMap,
    /// The command line's programs, in merge order.
    roots: Vec<P>,
    /// Imported Nickel files by resolved name (`None`: could not be read or parsed).
    imported: HashMap<String, Option<P>>,
    /// The file name of each parsed file, by file id (for resolving its imports).
    names: HashMap<u32, String>,
}

/// A variable's binding: a `let`, or the fields of an enclosing record literal.
enum Binding {
    Let {
        name: crate::ast::Ident,
        expr: P,
        /// `name = expr`.
        span: Span,
        scope: Scope,
    },
    Record {
        /// The record's path in the explained value (`None`: not a path of it, such as a
        /// record reached through a field access).
        path: Option<Vec<Segment>>,
        names: Vec<crate::ast::Ident>,
    },
}

struct ScopeNode {
    binding: Binding,
    parent: Scope,
}

type Scope = Option<Rc<ScopeNode>>;

fn push(scope: &Scope, binding: Binding) -> Scope {
    Some(Rc::new(ScopeNode {
        binding,
        parent: scope.clone(),
    }))
}

/// An expression, where it is in scope, and the path of its value (when it is one of the
/// explained value's paths).
#[derive(Clone)]
struct Src {
    expr: P,
    scope: Scope,
    path: Option<Vec<Segment>>,
}

/// A definition's value.
#[derive(Clone)]
enum Val {
    Expr(Src),
    Const(Value),
}

/// One definition of a field (or an array element) found in the programs.
#[derive(Clone)]
struct Found {
    span: Span,
    annot: Option<Rc<Annot>>,
    val: Option<Val>,
    /// The scope the annotations are written in.
    scope: Scope,
}

/// Where a definition ended up.
struct Placed {
    found: Found,
    role: Role,
    reason: String,
}

/// How many variables and imports are followed while looking for one field's definitions (a
/// bound for self-referencing bindings).
const FUEL: u32 = 10_000;

impl<'h> Explainer<'h> {
    /// An explainer reading imports through `host`, looking in `dirs` (the import path) after
    /// the importing file's directory.
    pub fn new(host: &'h dyn Host, dirs: Vec<String>) -> Explainer<'h> {
        Explainer {
            host,
            dirs,
            sources: SourceMap::new(),
            roots: Vec::new(),
            imported: HashMap::new(),
            names: HashMap::new(),
        }
    }

    /// Adds a program of the command line (`name` as given there). The program has been
    /// evaluated already, so it parses; an error is reported as the parser words it.
    pub fn add_program(&mut self, name: &str, text: &str) -> Result<(), String> {
        let p = self.parse(name, text)?;
        self.roots.push(p);
        Ok(())
    }

    fn parse(&mut self, name: &str, text: &str) -> Result<P, String> {
        let file = self.sources.add(name.to_string(), text.to_string());
        self.names.insert(file.0, name.to_string());
        parser::parse_program(text, file)
            .map(|p| p.expr)
            .map_err(|e| format!("{name}: {}", e.msg))
    }

    /// The syntax tree of `import "path"` in the file of `from`, when it is a Nickel file.
    fn import(&mut self, from: Span, path: &str, format: Option<&str>) -> Option<P> {
        let nickel = match format {
            Some(f) => f == "Nickel" || f == "nickel",
            None => {
                !(path.ends_with(".json")
                    || path.ends_with(".yaml")
                    || path.ends_with(".yml")
                    || path.ends_with(".toml")
                    || path.ends_with(".txt"))
            }
        };
        if !nickel {
            return None;
        }
        let importer = self.names.get(&from.file.0).cloned();
        let mut found = self.host.read_file(importer.as_deref(), path).ok();
        if found.is_none() && !strata_core::host::is_absolute(path) {
            for d in &self.dirs {
                let joined = format!("{}/{path}", d.trim_end_matches('/'));
                if let Ok(f) = self.host.read_file(None, &joined) {
                    found = Some(f);
                    break;
                }
            }
        }
        let f = found?;
        if let Some(p) = self.imported.get(&f.name) {
            return p.clone();
        }
        let p = self.parse(&f.name, &f.text).ok();
        self.imported.insert(f.name, p.clone());
        p
    }

    /// Explains `segments` (written `path` by the user), whose exported value is `value`.
    /// `depth` is how many levels of inputs
    /// to list for a computed value.
    pub fn explain(
        &mut self,
        path: &str,
        segments: &[Segment],
        value: Value,
        depth: usize,
    ) -> Explanation {
        let mut ex = Explanation::new(path, value.clone());
        let (mut placed, contracts) = self.definitions(segments);
        if !placed.iter().any(|p| p.role != Role::Overridden) {
            // not written anywhere the syntax reaches (built by a function, an array
            // operation, ...): the nearest enclosing field's winning definition computed it
            for n in (1..segments.len()).rev() {
                let (outer, _) = self.definitions(&segments[..n]);
                if let Some(w) = outer.into_iter().find(|p| p.role == Role::Winner) {
                    placed.insert(
                        0,
                        Placed {
                            reason: format!(
                                "computed by the definition of `{}`",
                                format_path(&segments[..n])
                            ),
                            ..w
                        },
                    );
                    break;
                }
            }
        }
        for p in &placed {
            let own = match &p.found.val {
                Some(Val::Const(v)) => v.clone(),
                Some(Val::Expr(_)) if p.role == Role::Winner => value.clone(),
                Some(Val::Expr(s)) => static_value(&s.expr).unwrap_or_default(),
                None => Value::Null,
            };
            ex.definitions.push(Definition {
                location: self.location(p.found.span),
                value: own,
                role: p.role,
                reason: p.reason.clone(),
            });
        }
        for span in contracts {
            ex.contracts.push(Contract {
                location: self.location(span),
            });
        }
        if let Some(w) = placed.iter().find(|p| p.role == Role::Winner) {
            if let Some(Val::Expr(s)) = &w.found.val {
                let mut seen = vec![segments.to_vec()];
                ex.inputs = self.inputs(s, depth, &mut seen);
            }
        }
        ex.winner_first();
        ex
    }

    fn location(&self, span: Span) -> Location {
        Location::of(&self.sources, span)
    }

    /// The definitions of the field at `segments` with their roles, and the contracts and
    /// types applied to it (spans).
    fn definitions(&mut self, segments: &[Segment]) -> (Vec<Placed>, Vec<Span>) {
        let roots: Vec<Src> = self
            .roots
            .iter()
            .map(|e| Src {
                expr: e.clone(),
                scope: None,
                path: Some(Vec::new()),
            })
            .collect();
        let mut out = Vec::new();
        let mut contracts = Vec::new();
        let Some((first, rest)) = segments.split_first() else {
            return (out, contracts);
        };
        let mut founds = Vec::new();
        for r in &roots {
            let mut fuel = FUEL;
            self.find(r, first, &mut founds, &mut fuel);
        }
        self.place(founds, &segments[..1], rest, None, &mut out, &mut contracts);
        (out, contracts)
    }

    /// Places `founds`, the definitions of the field at `at`, and below them the definitions of
    /// `at` + `rest`. `lost` is the reason when an enclosing definition lost.
    fn place(
        &mut self,
        founds: Vec<Found>,
        at: &[Segment],
        rest: &[Segment],
        lost: Option<&str>,
        out: &mut Vec<Placed>,
        contracts: &mut Vec<Span>,
    ) {
        let (valued, declared): (Vec<Found>, Vec<Found>) =
            founds.into_iter().partition(|f| f.val.is_some());
        if let Some(reason) = lost {
            for f in valued {
                if rest.is_empty() {
                    out.push(Placed {
                        found: f,
                        role: Role::Overridden,
                        reason: reason.to_string(),
                    });
                } else {
                    let children = self.children(&f, &rest[0]);
                    let mut next = at.to_vec();
                    next.push(rest[0].clone());
                    self.place(children, &next, &rest[1..], Some(reason), out, contracts);
                }
            }
            return;
        }
        if rest.is_empty() {
            for f in valued.iter().chain(&declared) {
                if let Some(a) = &f.annot {
                    contracts.extend(a.typ.iter().map(|t| t.span));
                    contracts.extend(a.contracts.iter().map(|c| c.span));
                }
            }
        }
        let top = valued
            .iter()
            .map(priority)
            .max_by(|a, b| cmp_priority(a, b))
            .cloned();
        let Some(top) = top else {
            return;
        };
        let winners = valued
            .iter()
            .filter(|f| cmp_priority(priority(f), &top) == Ordering::Equal)
            .count();
        let mut next_level = Vec::new();
        // the fields of record contracts on the field (`server | { port | Number, .. }`,
        // `server | Schema`) apply their annotations to the fields below, and a field of the
        // contract with a value (`port | default = 80`) is merged into the field's value as
        // Nickel applies a record contract: a definition of its own, at its own priority
        if let Some(seg) = rest.first() {
            for f in valued.iter().chain(&declared) {
                let Some(a) = &f.annot else {
                    continue;
                };
                for c in a.contracts.iter().chain(a.typ.iter()) {
                    let src = Src {
                        expr: c.clone(),
                        scope: f.scope.clone(),
                        path: None,
                    };
                    let mut found = Vec::new();
                    let mut fuel = FUEL;
                    self.find(&src, seg, &mut found, &mut fuel);
                    next_level.extend(found);
                }
            }
        }
        for f in valued {
            let p = priority(&f).clone();
            if cmp_priority(&p, &top) != Ordering::Equal {
                let mut reason = format!("{} wins over {}", priority_name(&top), priority_name(&p));
                if !rest.is_empty() {
                    reason = format!("`{}`: {reason}", format_path(at));
                }
                if rest.is_empty() {
                    out.push(Placed {
                        found: f,
                        role: Role::Overridden,
                        reason,
                    });
                } else {
                    let children = self.children(&f, &rest[0]);
                    let mut next = at.to_vec();
                    next.push(rest[0].clone());
                    self.place(children, &next, &rest[1..], Some(&reason), out, contracts);
                }
            } else if rest.is_empty() {
                let (role, reason) = if winners == 1 {
                    (Role::Winner, String::new())
                } else {
                    let what = match &f.val {
                        Some(Val::Const(_)) => "equal values",
                        _ => "merged",
                    };
                    (
                        Role::Merged,
                        format!("{what}: {winners} definitions at {}", priority_name(&top)),
                    )
                };
                out.push(Placed {
                    found: f,
                    role,
                    reason,
                });
            } else {
                next_level.extend(self.children(&f, &rest[0]));
            }
        }
        if let Some((first, more)) = rest.split_first() {
            let mut next = at.to_vec();
            next.push(first.clone());
            self.place(next_level, &next, more, None, out, contracts);
        }
    }

    /// The definitions of `seg` inside the value of the definition `f`.
    fn children(&mut self, f: &Found, seg: &Segment) -> Vec<Found> {
        let mut out = Vec::new();
        if let Some(Val::Expr(s)) = &f.val {
            let mut fuel = FUEL;
            self.find(s, seg, &mut out, &mut fuel);
        }
        out
    }

    /// Adds the definitions of `seg` in the value of `src` to `out`.
    fn find(&mut self, src: &Src, seg: &Segment, out: &mut Vec<Found>, fuel: &mut u32) {
        if *fuel == 0 {
            return;
        }
        *fuel -= 1;
        let child_path = |p: &Option<Vec<Segment>>| {
            p.as_ref().map(|p| {
                let mut p = p.clone();
                p.push(seg.clone());
                p
            })
        };
        match &src.expr.kind {
            ExprKind::Record(lit) => {
                let Segment::Field(name) = seg else {
                    return;
                };
                let mut names: Vec<crate::ast::Ident> =
                    lit.fields.iter().map(|f| f.name.clone()).collect();
                if let Some(c) = &lit.consts {
                    names.extend(c.keys().cloned());
                }
                let scope = push(
                    &src.scope,
                    Binding::Record {
                        path: src.path.clone(),
                        names,
                    },
                );
                if let Some(c) = &lit.consts {
                    if let Some(f) = c.get(name.as_str()) {
                        let v = f.value.as_ref().and_then(|t| t.peek());
                        out.push(Found {
                            span: self.with_name(f.span),
                            annot: None,
                            val: Some(Val::Const(v.as_ref().map(nvalue).unwrap_or_default())),
                            scope: scope.clone(),
                        });
                    }
                }
                for rf in lit.fields.iter().filter(|f| f.name.as_str() == name) {
                    for piece in &rf.pieces {
                        let val = piece.value.as_ref().map(|v| match v {
                            crate::ast::PieceValue::Const(t, _) => {
                                Val::Const(t.peek().as_ref().map(nvalue).unwrap_or_default())
                            }
                            crate::ast::PieceValue::Expr(e) => Val::Expr(Src {
                                expr: e.clone(),
                                scope: scope.clone(),
                                path: child_path(&src.path),
                            }),
                        });
                        out.push(Found {
                            span: piece.span,
                            annot: Some(piece.annot.clone()),
                            val,
                            scope: scope.clone(),
                        });
                    }
                }
            }
            ExprKind::Array(items) => {
                let Segment::Index(i) = seg else {
                    return;
                };
                if let Some(e) = items.get(*i) {
                    out.push(Found {
                        span: e.span,
                        annot: None,
                        val: Some(Val::Expr(Src {
                            expr: e.clone(),
                            scope: src.scope.clone(),
                            path: child_path(&src.path),
                        })),
                        scope: src.scope.clone(),
                    });
                }
            }
            ExprKind::Bin(BinOp::Merge, a, b) => {
                for e in [a, b] {
                    let s = Src {
                        expr: e.clone(),
                        ..src.clone()
                    };
                    self.find(&s, seg, out, fuel);
                }
            }
            ExprKind::Annot(e, _) => {
                let s = Src {
                    expr: e.clone(),
                    ..src.clone()
                };
                self.find(&s, seg, out, fuel);
            }
            ExprKind::Let {
                rec,
                bindings,
                body,
            } => {
                let _ = rec;
                let mut scope = src.scope.clone();
                // a binding is looked in from the scope outside the `let` (for a `let rec`, its
                // sibling bindings are not followed)
                let outer = src.scope.clone();
                for (pat, e) in bindings {
                    if let PatKind::Any(name) = &pat.kind {
                        scope = push(
                            &scope,
                            Binding::Let {
                                name: name.clone(),
                                expr: e.clone(),
                                span: pat.span.to(e.span),
                                scope: outer.clone(),
                            },
                        );
                    }
                }
                let s = Src {
                    expr: body.clone(),
                    scope,
                    path: src.path.clone(),
                };
                self.find(&s, seg, out, fuel);
            }
            ExprKind::Var(x) => {
                if let Some((expr, scope, _)) = lookup_let(&src.scope, x) {
                    let s = Src {
                        expr,
                        scope,
                        path: src.path.clone(),
                    };
                    self.find(&s, seg, out, fuel);
                }
            }
            ExprKind::Import(path, format) => {
                if let Some(root) = self.import(src.expr.span, path, format.as_deref()) {
                    let s = Src {
                        expr: root,
                        scope: None,
                        path: src.path.clone(),
                    };
                    self.find(&s, seg, out, fuel);
                }
            }
            ExprKind::Field(e, FieldName::Static(name, _)) => {
                // the definitions of `name` in `e`, then of `seg` in theirs
                let inner = Src {
                    expr: e.clone(),
                    scope: src.scope.clone(),
                    path: None,
                };
                let mut defs = Vec::new();
                self.find(&inner, &Segment::Field(name.to_string()), &mut defs, fuel);
                for d in defs {
                    if let Some(Val::Expr(mut s)) = d.val {
                        s.path = src.path.clone();
                        self.find(&s, seg, out, fuel);
                    }
                }
            }
            _ => {}
        }
    }

    /// The span from a field's name to the end of its value, for a field of a literal record
    /// that keeps only its value's span: `name = value` read backwards from the value.
    fn with_name(&self, value: Span) -> Span {
        let Some(file) = self.sources.get(value.file) else {
            return value;
        };
        if !file.text_is_held() {
            return value;
        }
        let text = file.text().as_bytes();
        let mut i = (value.start as usize).min(text.len());
        let back_ws = |i: &mut usize| {
            while *i > 0 && text[*i - 1].is_ascii_whitespace() {
                *i -= 1;
            }
        };
        back_ws(&mut i);
        if i == 0 || text[i - 1] != b'=' {
            return value;
        }
        i -= 1;
        back_ws(&mut i);
        let end = i;
        if i > 0 && text[i - 1] == b'"' {
            i -= 1;
            while i > 0 && !(text[i - 1] == b'"' && (i < 2 || text[i - 2] != b'\\')) {
                i -= 1;
            }
            i = i.saturating_sub(1);
        } else {
            while i > 0
                && (text[i - 1].is_ascii_alphanumeric()
                    || matches!(text[i - 1], b'_' | b'-' | b'\''))
            {
                i -= 1;
            }
        }
        if i == end {
            return value;
        }
        Span::new(value.file, i as u32, value.end)
    }

    /// The inputs of the computed value `src`: the variables it reads, each with where it is
    /// defined, and their own inputs down to `depth` levels.
    fn inputs(&mut self, src: &Src, depth: usize, seen: &mut Vec<Vec<Segment>>) -> Vec<Input> {
        if depth == 0 {
            return Vec::new();
        }
        let Some(fv) = src.expr.fv.clone() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for name in fv.iter() {
            if name == "std" && resolve(&src.scope, name).is_none() {
                continue;
            }
            match resolve(&src.scope, name) {
                Some(Resolved::Let { expr, scope, span }) => {
                    let inner = Src {
                        expr,
                        scope,
                        path: None,
                    };
                    let inputs = self.inputs(&inner, depth - 1, seen);
                    out.push(Input {
                        path: name.to_string(),
                        location: Some(self.location(span)),
                        inputs,
                    });
                }
                Some(Resolved::Field(Some(mut path))) => {
                    path.push(Segment::Field(name.to_string()));
                    if seen.contains(&path) {
                        out.push(Input {
                            path: format_path(&path),
                            location: None,
                            inputs: Vec::new(),
                        });
                        continue;
                    }
                    seen.push(path.clone());
                    let (placed, _) = self.definitions(&path);
                    let winner = placed
                        .iter()
                        .find(|p| p.role == Role::Winner)
                        .or_else(|| placed.first());
                    let location = winner.map(|w| self.location(w.found.span));
                    let inputs = match winner.and_then(|w| w.found.val.clone()) {
                        Some(Val::Expr(s)) => self.inputs(&s, depth - 1, seen),
                        _ => Vec::new(),
                    };
                    seen.pop();
                    out.push(Input {
                        path: format_path(&path),
                        location,
                        inputs,
                    });
                }
                Some(Resolved::Field(None)) | None => out.push(Input {
                    path: name.to_string(),
                    location: None,
                    inputs: Vec::new(),
                }),
            }
        }
        out
    }
}

enum Resolved {
    Let { expr: P, scope: Scope, span: Span },
    Field(Option<Vec<Segment>>),
}

fn resolve(scope: &Scope, name: &str) -> Option<Resolved> {
    let mut cur = scope.as_ref();
    while let Some(node) = cur {
        match &node.binding {
            Binding::Let {
                name: n,
                expr,
                span,
                scope,
            } if n == name => {
                return Some(Resolved::Let {
                    expr: expr.clone(),
                    scope: scope.clone(),
                    span: *span,
                })
            }
            Binding::Record { path, names } if names.iter().any(|n| n == name) => {
                return Some(Resolved::Field(path.clone()))
            }
            _ => {}
        }
        cur = node.parent.as_ref();
    }
    None
}

fn lookup_let(scope: &Scope, name: &str) -> Option<(P, Scope, Span)> {
    match resolve(scope, name)? {
        Resolved::Let { expr, scope, span } => Some((expr, scope, span)),
        Resolved::Field(_) => None,
    }
}

const NORMAL: Option<Priority> = None;

fn priority(f: &Found) -> &Option<Priority> {
    match &f.annot {
        Some(a) => &a.priority,
        None => &NORMAL,
    }
}

/// Nickel's order of priorities: `default` < numerals (none = 0) < `force`.
fn cmp_priority(a: &Option<Priority>, b: &Option<Priority>) -> Ordering {
    fn rank(p: &Option<Priority>) -> (u8, Option<&crate::number::Num>) {
        match p {
            Some(Priority::Bottom) => (0, None),
            Some(Priority::Num(n)) => (1, Some(n)),
            None => (1, None),
            Some(Priority::Top) => (2, None),
        }
    }
    let zero = crate::number::Num::Int(0);
    let (ra, na) = rank(a);
    let (rb, nb) = rank(b);
    ra.cmp(&rb)
        .then_with(|| na.unwrap_or(&zero).cmp_num(nb.unwrap_or(&zero)))
}

/// A priority as the explanation names it: `default`, `force`, `priority N`, `normal
/// priority`.
fn priority_name(p: &Option<Priority>) -> String {
    match p {
        None => "normal priority".into(),
        Some(Priority::Bottom) => "default".into(),
        Some(Priority::Top) => "force".into(),
        Some(Priority::Num(n)) => format!("priority {}", n.to_text()),
    }
}

/// An evaluated literal's value.
fn nvalue(v: &NValue) -> Value {
    match v {
        NValue::Null => Value::Null,
        NValue::Bool(b) => Value::Bool(*b),
        NValue::Num(n) => n.export().map(Value::Number).unwrap_or_default(),
        NValue::Str(s) => Value::string(&**s),
        _ => Value::Null,
    }
}

/// The value of an expression made only of literals (records, arrays, strings without
/// interpolation, numbers, booleans, `null`, annotations ignored).
fn static_value(e: &Expr) -> Option<Value> {
    Some(match &e.kind {
        ExprKind::Null => Value::Null,
        ExprKind::Bool(b) => Value::Bool(*b),
        ExprKind::Num(n) => Value::Number(n.export().ok()?),
        ExprKind::Str(s) => Value::string(&**s),
        ExprKind::Chunks(chunks, _) => {
            let mut s = String::new();
            for c in chunks {
                match c {
                    Chunk::Lit(l) => s.push_str(l),
                    Chunk::Expr(..) => return None,
                }
            }
            Value::string(s)
        }
        ExprKind::Un(crate::ast::UnOp::Neg, x) => match &x.kind {
            ExprKind::Num(n) => Value::Number(n.neg().export().ok()?),
            _ => return None,
        },
        ExprKind::Array(items) => Value::list(
            items
                .iter()
                .map(|i| static_value(i))
                .collect::<Option<_>>()?,
        ),
        ExprKind::Annot(x, _) => static_value(x)?,
        ExprKind::Record(lit) => {
            if !lit.dyn_fields.is_empty() {
                return None;
            }
            let mut fields: Vec<(String, Value)> = Vec::new();
            if let Some(c) = &lit.consts {
                for (k, f) in c.iter() {
                    let v = f.value.as_ref().and_then(|t| t.peek())?;
                    fields.push((k.to_string(), nvalue(&v)));
                }
            }
            for f in &lit.fields {
                let [piece] = f.pieces.as_slice() else {
                    return None;
                };
                if piece.annot.not_exported {
                    continue;
                }
                let v = match piece.value.as_ref()? {
                    crate::ast::PieceValue::Const(t, _) => nvalue(&t.peek()?),
                    crate::ast::PieceValue::Expr(x) => static_value(x)?,
                };
                fields.push((f.name.to_string(), v));
            }
            // exported records are sorted by name
            strata_core::sort::sort_by(&mut fields, |a, b| a.0.cmp(&b.0));
            let mut m = Map::new();
            for (k, v) in fields {
                m.insert(k.into(), v);
            }
            Value::map(m)
        }
        _ => return None,
    })
}
