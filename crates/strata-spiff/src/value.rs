//! Values of dynaml evaluation.
//!
//! Besides YAML data (`null`, booleans, integers, floats, strings, lists, maps) a value may be
//! a function (lambda, possibly curried, with its closure), a template (an unevaluated YAML
//! subtree marked `&template`) or `~~`, the undefined value that removes the node holding it.
//! Compound values are shared with `Arc`, so copying a value is cheap.

use crate::ast::{lambda_text, LambdaDef, Param};
use crate::expr_src::ExprSrc;
use crate::path::PStep;
use indexmap::IndexMap;
use smol_str::SmolStr;
use std::sync::Arc;
use strata_core::Span;

/// An ordered map of values.
pub type ValMap = IndexMap<SmolStr, Val>;

/// A dynaml value.
#[derive(Clone, Debug, Default)]
pub enum Val {
    #[default]
    /// `null`
    Null,
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A string.
    Str(SmolStr),
    /// A list.
    List(Arc<Vec<Val>>),
    /// A map.
    Map(Arc<ValMap>),
    /// A function.
    Lambda(Arc<Lambda>),
    /// A template.
    Template(Arc<Template>),
    /// `~~`
    Undefined,
}

/// The index of a node in its document.
pub type NodeId = usize;

/// Where an expression is evaluated: the node holding it and the lambda bindings in scope.
#[derive(Clone, Debug)]
pub struct Cx {
    /// The node whose expression is evaluated (its scope is the maps around it).
    pub node: NodeId,
    /// Variables bound by enclosing lambda calls and scoped expressions.
    pub frame: Option<Arc<Frame>>,
}

/// Variables bound by lambda calls, innermost first.
#[derive(Debug)]
pub struct Frame {
    /// The bindings of this frame.
    pub vars: Vec<(SmolStr, Val)>,
    /// The enclosing frame.
    pub parent: Option<Arc<Frame>>,
    /// For the frame of a lambda call: the caller's frame. As in spiff++, a lambda body sees
    /// its parameters and the bindings where it was defined first, and then the local bindings
    /// of its caller (so a template instantiated inside a function sees the caller's
    /// parameters).
    pub caller: Option<Arc<Frame>>,
    /// One bit per name bound in this frame or any frame reachable from it (a 64-bit Bloom
    /// filter of [`name_bit`]s): a lookup skips a frame whose bit is clear, so looking up a
    /// name that no frame binds (a document node's name, in a recursion 10,000 calls deep)
    /// costs one test instead of a walk over every caller.
    names: u64,
}

/// The bit of `name` in [`Frame`]'s name filter.
fn name_bit(name: &str) -> u64 {
    // FNV-1a
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    1 << (h % 64)
}

impl Frame {
    /// A frame of `vars` inside `parent`.
    pub fn new(vars: Vec<(SmolStr, Val)>, parent: Option<Arc<Frame>>) -> Arc<Frame> {
        Frame::call(vars, parent, None)
    }

    /// The frame of a lambda call: `vars` inside `parent` (the lambda's closure), called from
    /// `caller`.
    pub fn call(
        vars: Vec<(SmolStr, Val)>,
        parent: Option<Arc<Frame>>,
        caller: Option<Arc<Frame>>,
    ) -> Arc<Frame> {
        let mut names = vars.iter().fold(0, |m, (n, _)| m | name_bit(n));
        for f in parent.iter().chain(caller.iter()) {
            names |= f.names;
        }
        Arc::new(Frame {
            vars,
            parent,
            caller,
            names,
        })
    }

    /// The innermost binding of `name`: this frame's, its parents', then (for each frame of
    /// that chain, innermost first) its caller's, looked up the same way.
    ///
    /// A chain of callers is as long as the recursion that made it (10,000 frames at the
    /// default depth limit), so the search walks it with a stack of its own instead of
    /// recursing. A frame without parents has one caller at most, so from frame to frame the
    /// search follows one path and meets no frame twice; once a frame with parents adds
    /// several callers, frames may be shared, and from then on a frame met again is skipped
    /// (a second visit cannot find what the first did not).
    pub fn lookup(&self, name: &str) -> Option<&Val> {
        let bit = name_bit(name);
        let mut pending: Vec<&Frame> = vec![self];
        let mut seen: Option<std::collections::HashSet<*const Frame>> = None;
        while let Some(start) = pending.pop() {
            if start.names & bit == 0 {
                continue;
            }
            if let Some(seen) = seen.as_mut() {
                if !seen.insert(start as *const Frame) {
                    continue;
                }
            }
            if let Some(v) = start.lookup_lexical(name) {
                return Some(v);
            }
            let first = pending.len();
            let mut f = Some(start);
            while let Some(frame) = f {
                if let Some(c) = &frame.caller {
                    pending.push(c);
                }
                f = frame.parent.as_deref();
            }
            if pending.len() > first + 1 {
                // The innermost frame's caller is searched first.
                pending[first..].reverse();
                seen.get_or_insert_with(Default::default);
            }
        }
        None
    }

    /// The innermost binding of `name` in this frame and its parents, without callers' (what
    /// decides whether a plain name in a call is a builtin function).
    pub fn lookup_lexical(&self, name: &str) -> Option<&Val> {
        let mut f = Some(self);
        // Frames nest at most as deep as the evaluation depth limit.
        while let Some(frame) = f {
            if let Some((_, v)) = frame.vars.iter().rev().find(|(n, _)| n == name) {
                return Some(v);
            }
            f = frame.parent.as_deref();
        }
        None
    }
}

impl Drop for Frame {
    /// Drops the chains of parents and callers one frame at a time: a chain is as long as the
    /// recursion that built it, too long to drop recursively on the stack.
    fn drop(&mut self) {
        let mut pending: Vec<Arc<Frame>> = Vec::new();
        pending.extend(self.parent.take());
        pending.extend(self.caller.take());
        while let Some(f) = pending.pop() {
            if let Ok(mut frame) = Arc::try_unwrap(f) {
                pending.extend(frame.parent.take());
                pending.extend(frame.caller.take());
            }
        }
    }
}

/// A function value.
#[derive(Debug)]
pub struct Lambda {
    /// The definition (parameters and body).
    pub def: Arc<LambdaDef>,
    /// The parameters still open (all of `def`'s unless curried), with their default
    /// values evaluated where the lambda was defined.
    pub params: Vec<(Param, Option<Val>)>,
    /// Whether the last open parameter collects the remaining arguments.
    pub varargs: bool,
    /// Arguments already supplied to a partially applied builtin (`name*(args)`).
    pub applied: Vec<Val>,
    /// Bindings of enclosing lambda calls and scopes at definition time (and, for a curried
    /// lambda, the arguments already bound).
    pub closure: Option<Arc<Frame>>,
    /// A builtin function partially applied with `name*(args)` (then `def` is unused).
    pub builtin: Option<SmolStr>,
    /// Where the lambda was defined: its static scope, reached with `_.name`.
    pub scope: Option<Arc<StaticScope>>,
}

/// The document node where a lambda was defined.
#[derive(Debug)]
pub struct StaticScope {
    /// The identity of the document.
    pub doc: u64,
    /// The node holding the lambda expression.
    pub node: NodeId,
    /// Its path, to find the definition in an evaluated stub from another document.
    pub path: Vec<crate::path::PStep>,
}

impl Lambda {
    /// A lambda of `def` whose parameters have no evaluated defaults.
    pub fn plain(def: Arc<LambdaDef>, closure: Option<Arc<Frame>>) -> Lambda {
        Lambda {
            params: def.params.iter().map(|p| (p.clone(), None)).collect(),
            varargs: def.varargs,
            def,
            applied: Vec::new(),
            closure,
            builtin: None,
            scope: None,
        }
    }

    /// This lambda as the partial application of the builtin `name`.
    pub fn with_builtin(mut self, name: SmolStr) -> Lambda {
        self.builtin = Some(name);
        self
    }

    /// The printed form: the open parameters and the body.
    pub fn text(&self) -> String {
        if let Some(b) = &self.builtin {
            let args: Vec<String> = self
                .applied
                .iter()
                .map(|v| v.simple_text().unwrap_or_default())
                .collect();
            return format!("{b}*({})", args.join(", "));
        }
        let params: Vec<Param> = self.params.iter().map(|(p, _)| p.clone()).collect();
        lambda_text(&params, self.varargs, &self.def.body)
    }

    /// How many trailing parameters may be left out (defaults, or the varargs parameter).
    pub fn num_optional(&self) -> usize {
        if let Some(i) = self.params.iter().position(|(_, d)| d.is_some()) {
            return self.params.len() - i;
        }
        usize::from(self.varargs)
    }
}

/// A template: a YAML subtree (or a single expression) evaluated where it is instantiated.
#[derive(Debug)]
pub struct Template {
    /// The source as written, marker included (what the output shows).
    pub src: Arc<Src>,
    /// Where the template was defined: `_.name` inside an instance looks `name` up from
    /// there. Set when the template's node or expression is evaluated.
    pub scope: Option<Arc<StaticScope>>,
    /// The `(( &template ))` marker was added to a document read as a template (`read` and
    /// `parse` in the modes `template` and `templates`): spiff++ adds it under the key `<<<`,
    /// and the output shows that key.
    pub marker_added: bool,
}

impl Template {
    /// A template of `src` whose definition scope is not known yet.
    pub fn new(src: Arc<Src>) -> Template {
        Template {
            src,
            scope: None,
            marker_added: false,
        }
    }
}

impl Val {
    /// The entries a list or map iterates over: `(index, entry)` for a list, `(key, value)`
    /// for a map in sorted key order (as spiff's mappings and `<<for` see them); `None` for
    /// any other value.
    pub(crate) fn entries(&self) -> Option<Vec<(Val, Val)>> {
        match self {
            Val::List(l) => Some(
                l.iter()
                    .enumerate()
                    .map(|(i, v)| (Val::Int(i as i64), v.clone()))
                    .collect(),
            ),
            Val::Map(m) => {
                let mut keys: Vec<&SmolStr> = m.keys().collect();
                strata_core::sort::sort(&mut keys);
                Some(
                    keys.into_iter()
                        .map(|k| (Val::Str(k.clone()), m.get(k).cloned().unwrap_or(Val::Null)))
                        .collect(),
                )
            }
            _ => None,
        }
    }

    /// The type name spiff uses in messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Val::Null => "nil",
            Val::Bool(_) => "bool",
            Val::Int(_) => "int",
            Val::Float(_) => "float",
            Val::Str(_) => "string",
            Val::List(_) => "list",
            Val::Map(_) => "map",
            Val::Lambda(_) => "lambda",
            Val::Template(_) => "template",
            Val::Undefined => "undefined",
        }
    }

    /// A string value.
    pub fn str(s: impl Into<SmolStr>) -> Val {
        Val::Str(s.into())
    }

    /// Truth value for `!`, `?:`, `-or`, `-and`.
    pub fn truthy(&self) -> bool {
        match self {
            Val::Null | Val::Undefined => false,
            Val::Bool(b) => *b,
            Val::Int(i) => *i != 0,
            Val::Float(f) => *f != 0.0,
            Val::Str(s) => !s.is_empty(),
            Val::List(l) => !l.is_empty(),
            Val::Map(m) => !m.is_empty(),
            Val::Lambda(_) | Val::Template(_) => true,
        }
    }

    /// The text of a simple value as concatenation and `join` use it.
    pub fn simple_text(&self) -> Option<String> {
        match self {
            Val::Str(s) => Some(s.to_string()),
            Val::Int(i) => Some(i.to_string()),
            Val::Bool(b) => Some(b.to_string()),
            Val::Float(f) => Some(float_text(*f)),
            Val::Lambda(l) => Some(l.text()),
            _ => None,
        }
    }

    /// Deep equality as `==` and `contains` use it (integral floats equal integers).
    pub fn equals(&self, other: &Val) -> bool {
        match (self, other) {
            (Val::Null, Val::Null) | (Val::Undefined, Val::Undefined) => true,
            (Val::Bool(a), Val::Bool(b)) => a == b,
            (Val::Int(a), Val::Int(b)) => a == b,
            (Val::Float(a), Val::Float(b)) => a == b,
            (Val::Int(a), Val::Float(b)) | (Val::Float(b), Val::Int(a)) => (*a as f64) == *b,
            (Val::Str(a), Val::Str(b)) => a == b,
            (Val::List(a), Val::List(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.equals(y))
            }
            (Val::Map(a), Val::Map(b)) => {
                a.len() == b.len() && a.iter().all(|(k, v)| b.get(k).is_some_and(|w| v.equals(w)))
            }
            (Val::Lambda(a), Val::Lambda(b)) => a.text() == b.text(),
            (Val::Template(a), Val::Template(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

// ----- source trees -----
//
// A source tree (a YAML document with its dynaml expressions) and a value are one recursive
// data type: a template value holds its source tree, and a source node may hold a value (a
// merged one put back). Their definitions live here together; `source.rs` builds and walks
// source trees and re-exports these names.

/// One source node.
#[derive(Clone, Debug)]
pub enum SrcKind {
    /// `null`
    Null,
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A plain string.
    Str(SmolStr),
    /// A dynaml expression.
    Expr(Arc<ExprSrc>),
    /// A list.
    List(Vec<Src>),
    /// Fields in document order; `key_tag` is the field named `key:NAME` (as `NAME`).
    Map {
        /// The fields.
        fields: Vec<(SmolStr, Src)>,
        /// The `key:NAME` field's name (boxed: rare, and every source node is as large as
        /// its largest kind).
        key_tag: Option<Box<SmolStr>>,
    },
    /// A computed value standing in for source (values spliced into a document).
    Value(Val),
}

/// A source node with its span.
#[derive(Clone, Debug)]
pub struct Src {
    /// What the node is.
    pub kind: SrcKind,
    /// Where it is.
    pub span: Span,
}

impl Src {
    /// The value of field `key` of a map (the last one written).
    pub fn field(&self, key: &str) -> Option<&Src> {
        match &self.kind {
            SrcKind::Map { fields, .. } => {
                fields.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
            }
            _ => None,
        }
    }
}

/// A float as spiff++ prints one (defined with the syntax tree, which prints float literals).
pub use crate::ast::float_text;

/// Navigates one step into a value; list entries are found by index or by their `name`
/// (or, for named steps, their key field).
pub fn nav_val<'v>(v: &'v Val, s: &PStep) -> Option<&'v Val> {
    match (v, s) {
        (Val::Map(m), PStep::Key(k)) => m.get(k),
        (Val::List(l), PStep::Index(i)) => l.get(*i),
        (Val::List(l), PStep::Key(k)) => l.iter().find(|e| match e {
            Val::Map(m) => m.get("name").and_then(val_key_text).as_deref() == Some(k.as_str()),
            _ => false,
        }),
        (Val::List(l), PStep::Named(n)) => l.iter().find(|e| match e {
            Val::Map(m) => {
                m.get(&n.field).and_then(val_key_text).as_deref() == Some(n.value.as_str())
            }
            _ => false,
        }),
        _ => None,
    }
}

/// The text of a key field value (strings, integers, booleans).
pub fn val_key_text(v: &Val) -> Option<SmolStr> {
    match v {
        Val::Str(s) => Some(s.clone()),
        Val::Int(i) => Some(SmolStr::new(i.to_string())),
        Val::Bool(b) => Some(SmolStr::new(b.to_string())),
        _ => None,
    }
}

pub(crate) fn src_key_text(s: &Src) -> Option<SmolStr> {
    match &s.kind {
        SrcKind::Str(s) => Some(s.clone()),
        SrcKind::Int(i) => Some(SmolStr::new(i.to_string())),
        SrcKind::Bool(b) => Some(SmolStr::new(b.to_string())),
        _ => None,
    }
}
