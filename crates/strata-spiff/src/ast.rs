//! The dynaml expression tree and its canonical text form.
//!
//! `Display` prints an expression the way spiff++ prints it in error reports and when a
//! lambda value is written to the output: binary operators with single spaces, calls as
//! `f(a, b)`, groups as `( e )`, template instantiation as `*(e)`, lambdas as
//! `lambda|x,y|->body`.

use smol_str::SmolStr;
use std::fmt;
use std::sync::Arc;

/// One step of a reference path.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// A map key, or the name of a list entry (its `name` or key field).
    Key(SmolStr),
    /// A list index written `[n]`.
    Index(usize),
    /// `[expr]`: an index (integer), a key (string) or a key path (list of keys).
    Dyn(Box<Expr>),
    /// `[a..b]`: a slice of a list, both ends inclusive, either end optional; a negative end
    /// counts from the end of the list.
    Slice(Option<Box<Expr>>, Option<Box<Expr>>),
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Key(k) => f.write_str(k),
            Step::Index(i) => write!(f, "[{i}]"),
            Step::Dyn(e) => write!(f, "[{e}]"),
            Step::Slice(a, b) => {
                f.write_str("[")?;
                if let Some(a) = a {
                    write!(f, "{a}")?;
                }
                f.write_str("..")?;
                if let Some(b) = b {
                    write!(f, "{b}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// Prints a path as `a.b.[0]`.
pub fn path_text(path: &[Step]) -> String {
    let mut out = String::new();
    for (i, s) in path.iter().enumerate() {
        if i > 0 {
            out.push('.');
        }
        out.push_str(&s.to_string());
    }
    out
}

/// A byte offset in the expression text (between `((` and `))`) where a sub-expression
/// starts. Positions locate errors; they never take part in equality.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pos(pub u32);

impl Pos {
    /// No position (a synthesised expression).
    pub const NONE: Pos = Pos(u32::MAX);

    /// The offset, unless this is [`Pos::NONE`].
    pub fn get(self) -> Option<u32> {
        (self.0 != u32::MAX).then_some(self.0)
    }
}

impl PartialEq for Pos {
    fn eq(&self, _: &Pos) -> bool {
        true
    }
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Mod,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `-or`
    LogOr,
    /// `-and`
    LogAnd,
}

impl BinOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Mod => "%",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::LogOr => "-or",
            BinOp::LogAnd => "-and",
        }
    }
}

/// The qualifiers of a `merge` expression.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MergeSpec {
    /// `merge replace`: take the stub's node as it is.
    pub replace: bool,
    /// `merge required`: fail when no stub has the path.
    pub required: bool,
    /// `merge on KEY`: the key field of a name-keyed list merge.
    pub on: Option<SmolStr>,
    /// `merge a.b`: the redirected stub path.
    pub redirect: Option<Vec<Step>>,
    /// `merge none`: no stub value (`~`); the subtree's stub path is redirected to the root.
    pub none: bool,
}

/// A marker: `&temporary`, `&template`, `&local`, `&inject`, `&default`, `&state`,
/// `&dynamic` or `&tag:name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Marker {
    /// `&temporary`: evaluated, left out of the output.
    Temporary,
    /// `&template`: kept unevaluated as a template.
    Template,
    /// `&local`: like `&temporary`, and removed from a stub before it is merged.
    Local,
    /// `&inject`: a stub node added to the documents to its left that lack it.
    Inject,
    /// `&default`: like `&inject`, but never overriding a node of those documents.
    Default,
    /// `&state`: a node of the state (merged as if unmarked).
    State,
    /// `&dynamic`: a template re-evaluated where it is injected or merged.
    Dynamic,
    /// `&tag:name` (`&tag:*name` for a global tag): the node's value is reachable as
    /// `name::path` (see `tags.rs`).
    Tag(SmolStr),
}

impl Marker {
    /// Every marker with its name as written.
    pub const ALL: [(Marker, &'static str); 7] = [
        (Marker::Temporary, "&temporary"),
        (Marker::Template, "&template"),
        (Marker::Local, "&local"),
        (Marker::Inject, "&inject"),
        (Marker::Default, "&default"),
        (Marker::State, "&state"),
        (Marker::Dynamic, "&dynamic"),
    ];

    /// The marker's keyword as written (`&tag` for a tag marker).
    pub fn name(&self) -> &'static str {
        if let Marker::Tag(_) = self {
            return "&tag";
        }
        Marker::ALL
            .iter()
            .find(|(m, _)| m == self)
            .map(|(_, n)| *n)
            .unwrap_or("&template")
    }
}

/// A lambda parameter: its name and, for `|x=1|`, its default value.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// The name.
    pub name: SmolStr,
    /// The default value expression (evaluated where the lambda is defined).
    pub default: Option<Expr>,
}

impl Param {
    /// A parameter without a default.
    pub fn plain(name: impl Into<SmolStr>) -> Param {
        Param {
            name: name.into(),
            default: None,
        }
    }
}

/// A lambda literal `|x,y=2,z...|->body`.
#[derive(Debug, PartialEq)]
pub struct LambdaDef {
    /// The parameters.
    pub params: Vec<Param>,
    /// Whether the last parameter collects the remaining arguments as a list (`|x...|`).
    pub varargs: bool,
    /// The body.
    pub body: Expr,
}

/// The parts of a `sync[...]` expression.
#[derive(Clone, Debug, PartialEq)]
pub struct SyncSpec {
    /// The expression waited for.
    pub expr: Expr,
    /// The condition: a function of the value (and the error message).
    pub cond: Expr,
    /// The result: a function of the value (and the error message); the value when absent.
    pub value: Option<Expr>,
    /// The timeout in seconds.
    pub timeout: Option<Expr>,
}

/// The flavours of the bracket mapping expressions `map[..]`, `map{..}`, `select[..]`,
/// `select{..}`, `filter[..]` and `filter{..}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapKind {
    /// `map[...]`: the lambda results as a list.
    MapToList,
    /// `map{...}`: the lambda results as a map (keys of the map, or the list entries).
    MapToMap,
    /// `select[...]`: the entries the lambda accepts, as a list.
    SelectToList,
    /// `select{...}`: the map entries the lambda accepts, as a map.
    SelectToMap,
    /// `filter[...]`: the list entries the lambda accepts.
    FilterList,
    /// `filter{...}`: the map entries the lambda accepts.
    FilterMap,
}

impl MapKind {
    /// The keyword (`map`, `select`, `filter`).
    pub fn keyword(self) -> &'static str {
        match self {
            MapKind::MapToList | MapKind::MapToMap => "map",
            MapKind::SelectToList | MapKind::SelectToMap => "select",
            MapKind::FilterList | MapKind::FilterMap => "filter",
        }
    }

    /// The brackets (`[]` or `{}`).
    pub fn brackets(self) -> (char, char) {
        match self {
            MapKind::MapToList | MapKind::SelectToList | MapKind::FilterList => ('[', ']'),
            _ => ('{', '}'),
        }
    }
}

/// The reference of an [`Expr::TagRef`].
#[derive(Clone, Debug, PartialEq)]
pub struct TagPath {
    /// The tag as written (`tag:alice`, `doc:1`).
    pub tag: SmolStr,
    /// The steps below the tagged node.
    pub path: Vec<Step>,
    /// Where the reference starts.
    pub at: Pos,
}

/// A dynaml expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// An integer literal.
    Int(i64),
    /// A float literal `1.5`.
    Float(f64),
    /// A string literal.
    Str(SmolStr),
    /// `true` / `false`.
    Bool(bool),
    /// `nil` or `~`.
    Nil,
    /// `~~`
    Undefined,
    /// `a.b.[0]`; `absolute` for `.a.b`.
    Ref {
        /// Whether the path starts at the document root (`.a.b`).
        absolute: bool,
        /// The steps.
        path: Vec<Step>,
        /// Where the reference starts.
        at: Pos,
    },
    /// `tag::a.b` (a reference into the node tagged `tag`; `tag::.` is that node),
    /// `doc:1::a.b` (into another document of the stream).
    /// (Boxed, as are other rare large variants: every expression node is as large as the
    /// largest variant.)
    TagRef(Box<TagPath>),
    /// `[a, b]`
    List(Vec<Expr>),
    /// `[a .. b]`
    Range(Box<Expr>, Box<Expr>),
    /// `{ k = v, ... }`
    MapLit(Vec<(Expr, Expr)>),
    /// `( e )`
    Group(Box<Expr>),
    /// Juxtaposition `a b`.
    Concat(Box<Expr>, Box<Expr>),
    /// `a || b`
    Or(Box<Expr>, Box<Expr>),
    /// `a op b`
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `!a`
    Not(Box<Expr>),
    /// `c ? a : b`
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A call of a builtin (`name` is a plain identifier) or of a lambda value.
    Call(Box<Expr>, Vec<Expr>),
    /// `f*(args)`: partial application, a function value with the first arguments bound.
    Curry(Box<Expr>, Vec<Expr>),
    /// `.f` / `[0]` qualification of a non-reference expression: `(expr).a.b`.
    Qualified(Box<Expr>, Vec<Step>),
    /// `merge ...`
    Merge(Box<MergeSpec>),
    /// `auto`
    Auto,
    /// `lambda |x|->e` or `|x|->e`
    Lambda(Arc<LambdaDef>),
    /// `lambda expr`
    LambdaRef(Box<Expr>),
    /// `map[list|x|->e]` or `map[list|expr]` (and the other [`MapKind`]s)
    Mapping(MapKind, Box<Expr>, Box<Expr>),
    /// `sum[list|init|s,x|->e]` or `sum[list|init|expr]`
    Sum(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `*expr`: template instantiation.
    Substitute(Box<Expr>),
    /// `&temporary`, `&template`, optionally followed by a grouped expression.
    Marked(Vec<Marker>, Option<Box<Expr>>),
    /// `prefer expr`
    Prefer(Box<Expr>),
    /// `( $a = e, ... ) body`: `body` evaluated with the names bound.
    Scope(Vec<(Expr, Expr)>, Box<Expr>),
    /// `name=expr` in an argument list.
    NamedArg(SmolStr, Box<Expr>),
    /// `expr...` in an argument list or a list literal: the list's entries spliced in.
    Expand(Box<Expr>),
    /// `a // b`: `a` unless it fails or is nil, then `b`.
    ValidOr(Box<Expr>, Box<Expr>),
    /// `base.[*] rest` or `base.[a..b] rest` (the slice is part of `base`): `rest` evaluated
    /// for each entry of the list (or map value) `base`, with [`Expr::ProjectionValue`]
    /// standing for the entry; the results as a list.
    Projection(Box<Expr>, Box<Expr>),
    /// The entry a projection is applied to (only inside [`Expr::Projection`]).
    ProjectionValue,
    /// `catch[expr|lambda]`
    Catch(Box<Expr>, Box<Expr>),
    /// `sync[expr|cond|value|timeout]` (value and timeout optional; `|v|->cond, value`
    /// writes the value as a body over the condition's parameters).
    Sync(Box<SyncSpec>),
}

impl Expr {
    /// Whether the expression (outside lambda bodies) contains a `merge`.
    pub fn contains_merge(&self) -> bool {
        match self {
            Expr::Merge(_) => true,
            Expr::Or(a, b) | Expr::ValidOr(a, b) | Expr::Concat(a, b) | Expr::Binary(_, a, b) => {
                a.contains_merge() || b.contains_merge()
            }
            Expr::Group(a) | Expr::Not(a) | Expr::Prefer(a) => a.contains_merge(),
            Expr::Cond(a, b, c) => a.contains_merge() || b.contains_merge() || c.contains_merge(),
            Expr::Marked(_, Some(e)) => e.contains_merge(),
            _ => false,
        }
    }
}

fn write_lambda(
    f: &mut fmt::Formatter<'_>,
    params: &[Param],
    varargs: bool,
    body: &Expr,
) -> fmt::Result {
    f.write_str("|")?;
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        f.write_str(&p.name)?;
        if let Some(d) = &p.default {
            write!(f, "={d}")?;
        }
    }
    if varargs {
        f.write_str("...")?;
    }
    write!(f, "|->{body}")
}

fn write_args(f: &mut fmt::Formatter<'_>, args: &[Expr]) -> fmt::Result {
    for (i, e) in args.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{e}")?;
    }
    Ok(())
}

/// Go's `%q` quoting, as spiff prints strings.
pub use strata_core::text::go_quote;

/// A float as spiff++ prints one (Go's `%v`: `strconv.FormatFloat(f, 'g', -1, 64)`).
pub fn float_text(f: f64) -> String {
    if f.is_nan() {
        "NaN".to_string()
    } else if f.is_infinite() {
        if f > 0.0 { "+Inf" } else { "-Inf" }.to_string()
    } else {
        strata_core::value::go_float_text(f)
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Int(i) => write!(f, "{i}"),
            Expr::Float(x) => f.write_str(&float_text(*x)),
            Expr::Str(s) => f.write_str(&go_quote(s)),
            Expr::Bool(b) => write!(f, "{b}"),
            Expr::Nil => f.write_str("nil"),
            Expr::Undefined => f.write_str("~~"),
            Expr::Ref { absolute, path, .. } => {
                if *absolute {
                    f.write_str(".")?;
                }
                f.write_str(&path_text(path))
            }
            Expr::TagRef(t) => {
                write!(f, "{}::", t.tag)?;
                if t.path.is_empty() {
                    f.write_str(".")
                } else {
                    f.write_str(&path_text(&t.path))
                }
            }
            Expr::List(items) => {
                f.write_str("[")?;
                for (i, e) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{e}")?;
                }
                f.write_str("]")
            }
            Expr::Range(a, b) => write!(f, "[{a}..{b}]"),
            Expr::MapLit(entries) => {
                f.write_str("{")?;
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, " {k} = {v}")?;
                }
                f.write_str(" }")
            }
            Expr::Group(e) => write!(f, "( {e} )"),
            Expr::Concat(a, b) => write!(f, "{a} {b}"),
            Expr::Or(a, b) => write!(f, "{a} || {b}"),
            Expr::Binary(op, a, b) => write!(f, "{a} {} {b}", op.symbol()),
            Expr::Not(e) => write!(f, "!{e}"),
            Expr::Cond(c, a, b) => write!(f, "{c} ? {a} : {b}"),
            Expr::Call(func, args) => {
                write!(f, "{func}(")?;
                write_args(f, args)?;
                f.write_str(")")
            }
            Expr::Curry(func, args) => {
                write!(f, "{func}*(")?;
                write_args(f, args)?;
                f.write_str(")")
            }
            Expr::Qualified(e, path) => {
                // as spiff++'s expressions print themselves: a chain of names after a
                // reference continues its path; after any other expression it is a
                // `QualifiedExpr`, `(expr).a.b`; a slice is a `SliceExpr`, `expr.[[a..b]]`
                // (its range printed in brackets inside the step's)
                let mut text = e.to_string();
                let mut in_ref = matches!(**e, Expr::Ref { .. });
                let mut i = 0;
                while i < path.len() {
                    match &path[i] {
                        Step::Slice(..) | Step::Dyn(_) => {
                            let step = &path[i];
                            text = if matches!(step, Step::Slice(..)) {
                                format!("{text}.[{step}]")
                            } else {
                                format!("{text}.{step}")
                            };
                            in_ref = false;
                            i += 1;
                        }
                        _ => {
                            let end = path[i..]
                                .iter()
                                .position(|s| matches!(s, Step::Slice(..) | Step::Dyn(_)))
                                .map_or(path.len(), |n| i + n);
                            let chain = path_text(&path[i..end]);
                            text = if in_ref {
                                format!("{text}.{chain}")
                            } else {
                                format!("({text}).{chain}")
                            };
                            i = end;
                        }
                    }
                }
                f.write_str(&text)
            }
            Expr::Merge(spec) => {
                // spiff prints a merge that must find its stub node as `merge required` when it
                // has options (`merge replace` too) and `merge` without them
                let mut opts = String::new();
                if spec.replace {
                    opts.push_str(" replace");
                }
                if let Some(on) = &spec.on {
                    opts.push_str(" on ");
                    opts.push_str(on);
                }
                match &spec.redirect {
                    Some(p) => {
                        // spiff++ keeps `merge none` as a redirect to the empty path, and
                        // prints it so: `merge ` (with the space)
                        let target = if spec.none {
                            String::new()
                        } else {
                            path_text(p)
                        };
                        write!(f, "merge{opts} {target}")
                    }
                    None if (spec.replace || spec.required) && !opts.is_empty() => {
                        f.write_str("merge required")
                    }
                    None => write!(f, "merge{opts}"),
                }
            }
            Expr::Auto => f.write_str("auto"),
            Expr::Lambda(def) => {
                f.write_str("lambda")?;
                write_lambda(f, &def.params, def.varargs, &def.body)
            }
            Expr::LambdaRef(e) => write!(f, "lambda {e}"),
            Expr::Mapping(kind, list, func) => {
                let (open, close) = kind.brackets();
                write!(f, "{}{open}{list}", kind.keyword())?;
                match &**func {
                    Expr::Lambda(def) => write_lambda(f, &def.params, def.varargs, &def.body)?,
                    other => write!(f, "|{other}")?,
                }
                write!(f, "{close}")
            }
            Expr::Sum(list, init, func) => match &**func {
                Expr::Lambda(def) => {
                    write!(f, "sum[{list}|{init}")?;
                    write_lambda(f, &def.params, def.varargs, &def.body)?;
                    f.write_str("]")
                }
                other => write!(f, "sum[{list}|{init}|{other}]"),
            },
            Expr::Substitute(e) => write!(f, "*({e})"),
            Expr::Marked(markers, e) => {
                for (i, m) in markers.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    match m {
                        Marker::Tag(name) => write!(f, "&tag:{name}")?,
                        m => f.write_str(m.name())?,
                    }
                }
                if let Some(e) = e {
                    write!(f, " ({e})")?;
                }
                Ok(())
            }
            Expr::Prefer(e) => write!(f, "prefer {e}"),
            Expr::Scope(binds, body) => {
                f.write_str("(")?;
                for (i, (n, e)) in binds.iter().enumerate() {
                    f.write_str(if i > 0 { ", " } else { " " })?;
                    write!(f, "{n} = {e}")?;
                }
                write!(f, " ) {body}")
            }
            Expr::NamedArg(n, e) => write!(f, "{n}={e}"),
            Expr::Expand(e) => write!(f, "{e}..."),
            Expr::ValidOr(a, b) => write!(f, "{a} // {b}"),
            // spiff++'s `ProjectionExpr` (a slice is one too): `base.[*] rest`, the entry
            // printing as nothing (`list.[*] ().a`)
            Expr::Projection(base, rest) => write!(f, "{base}.[*] {rest}"),
            Expr::ProjectionValue => Ok(()),
            Expr::Sync(spec) => {
                write!(f, "sync[{}", spec.expr)?;
                for part in [Some(&spec.cond), spec.value.as_ref()]
                    .into_iter()
                    .flatten()
                {
                    match part {
                        Expr::Lambda(def) => write_lambda(f, &def.params, def.varargs, &def.body)?,
                        other => write!(f, "|{other}")?,
                    }
                }
                if let Some(t) = &spec.timeout {
                    write!(f, "|{t}")?;
                }
                f.write_str("]")
            }
            Expr::Catch(e, func) => {
                write!(f, "catch[{e}")?;
                match &**func {
                    Expr::Lambda(def) => write_lambda(f, &def.params, def.varargs, &def.body)?,
                    other => write!(f, "|{other}")?,
                }
                f.write_str("]")
            }
        }
    }
}

/// Writes a lambda as spiff prints a function value: `lambda|x|->body`.
pub fn lambda_text(params: &[Param], varargs: bool, body: &Expr) -> String {
    struct L<'a>(&'a [Param], bool, &'a Expr);
    impl fmt::Display for L<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("lambda")?;
            write_lambda(f, self.0, self.1, self.2)
        }
    }
    L(params, varargs, body).to_string()
}
