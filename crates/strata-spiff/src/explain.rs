//! `strata explain spiff`: where a node of the merged document came from.
//!
//! Built on demand from the source trees of the template and the stubs (their spans), after a
//! normal merge: the merge keeps nothing extra. spiff's rules, as the merge applies them:
//!
//! * a template node that is a scalar or an expression without `merge`/`prefer` is replaced by
//!   the node at the same path in the stubs; the stubs are merged in a cascade (each stub with
//!   the ones after it), so the *last* stub that has the path wins;
//! * `(( merge ))` takes the node from the stubs the same way (`(( merge a.b ))` from the stub
//!   path `a.b`); `(( merge none ))` and `(( prefer ... ))` keep the template's node;
//! * maps (and lists of named entries) are merged entry by entry: the template's node and the
//!   stubs' nodes are all parts of the result; `<<: (( merge ))` brings in the stubs' extra
//!   fields, `<<: (( merge replace ))` takes the stub's node as a whole;
//! * a node below a template expression (`foo: (( bar ))`, `foo: (( merge ))`) is computed by
//!   that expression.
//!
//! Paths are dotted (`jobs.web.instances`); in a list, a name selects the entry whose `name`
//! field (or `key:`-tagged field) has that value, `[i]` the entry at index `i`.

use crate::ast::{Expr, Step};
use crate::source::{Src, SrcKind};
use strata_core::explain::{format_path, Definition, Explanation, Input, Location, Role, Segment};
use strata_core::source::{SourceMap, Span};
use strata_core::value::Value;

/// One file of the merge: its name as given and its document.
pub struct Layer<'a> {
    /// The file as given on the command line.
    pub name: &'a str,
    /// Its (first) document.
    pub doc: &'a Src,
}

/// The value at `segments` in the merged document `root` (list entries by name or index).
pub fn value_at<'v>(root: &'v Value, segments: &[Segment]) -> Option<&'v Value> {
    let mut cur = root;
    for s in segments {
        cur = match (s, cur) {
            (Segment::Field(n), Value::Map(m)) => m.get(n.as_str())?,
            (Segment::Field(n), Value::List(l)) => l.iter().find(|e| {
                e.as_map()
                    .and_then(|m| m.get("name"))
                    .and_then(Value::as_str)
                    == Some(n.as_str())
            })?,
            (Segment::Index(i), Value::List(l)) => l.get(*i)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// One step into a source node.
fn step<'s>(src: &'s Src, seg: &Segment) -> Option<&'s Src> {
    match (&src.kind, seg) {
        (SrcKind::Map { .. }, Segment::Field(n)) => src.field(n),
        (SrcKind::List(items), Segment::Field(n)) => items.iter().find(|e| {
            let SrcKind::Map { key_tag, .. } = &e.kind else {
                return false;
            };
            let key = key_tag.as_deref().map(|k| k.as_str()).unwrap_or("name");
            matches!(e.field(key).map(|k| &k.kind), Some(SrcKind::Str(s)) if s == n)
        }),
        (SrcKind::List(items), Segment::Index(i)) => {
            // entries spliced in by `- <<: (( merge ))` are not entries of their own
            items
                .iter()
                .filter(|e| e.field("<<").is_none() && e.field("<<<").is_none())
                .nth(*i)
        }
        _ => None,
    }
}

fn node_at<'s>(src: &'s Src, segments: &[Segment]) -> Option<&'s Src> {
    segments.iter().try_fold(src, step)
}

/// The stub path of `(( merge a.b ))` (None when a step is computed, `[expr]`).
fn redirect_segments(steps: &[crate::ast::Step]) -> Option<Vec<Segment>> {
    steps
        .iter()
        .map(|s| match s {
            crate::ast::Step::Key(k) => Some(Segment::Field(k.to_string())),
            crate::ast::Step::Index(i) => Some(Segment::Index(*i)),
            _ => None,
        })
        .collect()
}

/// The parsed expression of an expression node.
fn expr_of(src: &Src) -> Option<&Expr> {
    match &src.kind {
        SrcKind::Expr(e) => e.expr().as_ref().ok(),
        _ => None,
    }
}

/// The `merge` of an expression (`merge`, `merge || x`, `merge none // x`).
fn merge_of(e: &Expr) -> Option<&crate::ast::MergeSpec> {
    match e {
        Expr::Merge(m) => Some(m),
        Expr::Or(a, _) | Expr::ValidOr(a, _) | Expr::Group(a) => merge_of(a),
        Expr::Marked(_, Some(a)) => merge_of(a),
        _ => None,
    }
}

fn is_merge_none(m: &crate::ast::MergeSpec) -> bool {
    m.none
}

fn is_prefer(e: &Expr) -> bool {
    match e {
        Expr::Prefer(_) => true,
        Expr::Group(a) | Expr::Marked(_, Some(a)) => is_prefer(a),
        _ => false,
    }
}

fn is_collection(src: &Src) -> bool {
    matches!(src.kind, SrcKind::Map { .. } | SrcKind::List(_))
}

/// The `<<: (( ... ))` field of a map node, if any.
fn inline_merge(src: &Src) -> Option<&Src> {
    src.field("<<").or_else(|| src.field("<<<"))
}

/// The control a map is (`<<if:`, `<<switch:`, `<<type:`, `<<for:`, `<<merge:`), by its key.
fn control_of(src: &Src) -> Option<&str> {
    let SrcKind::Map { fields, .. } = &src.kind else {
        return None;
    };
    fields.iter().find_map(|(k, _)| {
        let k = k.as_str();
        matches!(k, "<<if" | "<<switch" | "<<type" | "<<for" | "<<merge").then(|| &k[2..])
    })
}

/// Whether a source node can have produced `v`: literals must be equal, collections must have
/// the same keys or length, expressions can have produced anything.
fn could_produce(src: &Src, v: &Value) -> bool {
    match (&src.kind, v) {
        (SrcKind::Expr(_) | SrcKind::Value(_), _) => true,
        (SrcKind::Map { .. }, _) if control_of(src).is_some() => true,
        (SrcKind::Map { fields, .. }, Value::Map(m)) => {
            if fields.iter().any(|(k, _)| k == "<<" || k == "<<<") {
                return true;
            }
            fields.len() == m.len()
                && fields
                    .iter()
                    .all(|(k, f)| m.get(k.as_str()).is_some_and(|x| could_produce(f, x)))
        }
        (SrcKind::List(items), Value::List(l)) => {
            items.len() == l.len() && items.iter().zip(l.iter()).all(|(i, x)| could_produce(i, x))
        }
        (SrcKind::Map { .. } | SrcKind::List(_), _) => false,
        _ => literal(src).is_some_and(|x| &x == v),
    }
}

/// The option of an `<<if:`, `<<switch:` or `<<type:` control that produced `v`, when only
/// one can have: the option's node and its name as written (`<<then`, `prod`, `<<default`).
fn selected_option<'s>(src: &'s Src, kind: &str, v: &Value) -> Option<(&'s Src, String)> {
    let SrcKind::Map { fields, .. } = &src.kind else {
        return None;
    };
    let options: Vec<(&'s Src, String)> = match kind {
        "if" => fields
            .iter()
            .filter(|(k, _)| k == "<<then" || k == "<<else")
            .map(|(k, n)| (n, k.to_string()))
            .collect(),
        "switch" | "type" => {
            let mut out: Vec<(&'s Src, String)> = Vec::new();
            for (k, n) in fields {
                if k == "<<cases" {
                    if let SrcKind::List(cases) = &n.kind {
                        for (i, c) in cases.iter().enumerate() {
                            if let Some(val) = c.field("value") {
                                out.push((val, format!("<<cases[{i}]")));
                            }
                        }
                    }
                } else if k == "<<default" || !k.starts_with("<<") {
                    out.push((n, k.to_string()));
                }
            }
            out
        }
        _ => return None,
    };
    let mut fit = options.into_iter().filter(|(n, _)| could_produce(n, v));
    let first = fit.next()?;
    fit.next().is_none().then_some(first)
}

/// How a stub's node takes part in the merge, by spiff++'s markers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flag {
    /// Unmarked: overrides the node at the same path to its left.
    Normal,
    /// `&inject`: overrides, and is added to a map to its left that lacks it.
    Inject,
    /// `&default`: never overrides; added to a map to its left that lacks it.
    Default,
    /// A field of a `&default` map: never overrides and is not added on its own.
    Implied,
}

impl Flag {
    fn overrides(self) -> bool {
        matches!(self, Flag::Normal | Flag::Inject)
    }
}

/// The `MARK_*` bits a node carries itself: its expression's markers (`(( &inject(2) ))`), or
/// for a map those of its `<<: (( &default ))` field.
fn own_marks(src: &Src) -> u8 {
    let of = |e: Option<&Expr>| match e {
        Some(Expr::Marked(ms, _)) => crate::doc::marks_of(ms),
        _ => 0,
    };
    let mut m = of(expr_of(src));
    if is_collection(src) {
        m |= of(inline_merge(src).and_then(expr_of));
    }
    m
}

/// The node at `segments` of a stub and how it takes part: a `&default` map above it makes
/// it `Implied` unless it is marked itself.
fn stub_node<'s>(doc: &'s Src, segments: &[Segment]) -> Option<(&'s Src, Flag)> {
    let mut cur = doc;
    let mut implied = false;
    for seg in segments {
        implied |= own_marks(cur) & crate::doc::MARK_DEFAULT != 0;
        cur = step(cur, seg)?;
    }
    let m = own_marks(cur);
    let flag = if m & crate::doc::MARK_INJECT != 0 {
        Flag::Inject
    } else if m & crate::doc::MARK_DEFAULT != 0 {
        Flag::Default
    } else if implied {
        Flag::Implied
    } else {
        Flag::Normal
    };
    Some((cur, flag))
}

/// The stubs' nodes at a path as spiff prepares the stubs (each merged with the ones after
/// it, from the last): the node the template finds (the first stub's, after the overrides of
/// later ones) and the nodes that lost, with why.
/// A node a stub injects: the stub, the node, why, and the stubs' nodes that lost.
type Injected<'s> = (usize, &'s Src, String, Vec<(usize, &'s Src, String)>);

struct Cascade<'s> {
    found: Option<(usize, &'s Src, Flag)>,
    lost: Vec<(usize, &'s Src, String)>,
}

fn cascade<'s>(stubs: &[Layer<'s>], segments: &[Segment], from: usize) -> Cascade<'s> {
    let name = |k: usize| format!("stub {} ({})", k + 1, stubs[k].name);
    let mut found: Option<(usize, &'s Src, Flag)> = None;
    let mut lost = Vec::new();
    for k in (from..stubs.len()).rev() {
        let Some((node, flag)) = stub_node(stubs[k].doc, segments) else {
            continue;
        };
        found = match found {
            Some((j, later, f)) if f.overrides() => {
                lost.push((k, node, format!("{} overrides {}", name(j), name(k))));
                // a `&default` node that is overridden is injected like `&inject`
                let f = if flag == Flag::Default {
                    Flag::Inject
                } else {
                    f
                };
                Some((j, later, f))
            }
            Some((j, later, f)) => {
                lost.push((j, later, never_overrides(f, &name(j), &name(k))));
                Some((k, node, flag))
            }
            None => Some((k, node, flag)),
        };
    }
    Cascade { found, lost }
}

/// Why a `&default` node (or a field of a `&default` map) did not replace the one to its left.
fn never_overrides(flag: Flag, who: &str, left: &str) -> String {
    match flag {
        Flag::Implied => {
            format!("a field of a `&default` map in {who} never overrides: {left} defines it")
        }
        _ => format!("`&default` in {who} never overrides: {left} defines it"),
    }
}

/// Whether any stub marks the node at the path, or a map above it, with `&inject` or
/// `&default` (else the plain rules apply).
fn marked_on_path(stubs: &[Layer], segments: &[Segment]) -> bool {
    stubs.iter().any(|l| {
        (0..=segments.len()).any(|n| {
            stub_node(l.doc, &segments[..n]).is_some_and(|(node, _)| {
                own_marks(node) & (crate::doc::MARK_INJECT | crate::doc::MARK_DEFAULT) != 0
            })
        })
    })
}

/// Explains `segments` (written `path`) of the merged document `root`: `layers[0]` is the
/// template, the others the stubs in command-line order. `None` when the path is not in
/// `root`.
pub fn explain(
    sources: &SourceMap,
    layers: &[Layer],
    path: &str,
    segments: &[Segment],
    root: &Value,
    depth: usize,
) -> Option<Explanation> {
    let ctx = Ctx {
        sources,
        layers,
        root,
    };
    let (mut ex, winner) = ctx.definitions(path, segments)?;
    if let Some((layer, node, prefix)) = winner {
        if let Some(e) = expr_of(node) {
            let mut seen = vec![segments.to_vec()];
            ex.inputs = ctx.inputs(layer, e, &segments[..prefix], depth, &mut seen);
        }
    }
    ex.winner_first();
    Some(ex)
}

/// The winning definition's layer, node and the length of the path it is written at.
type WinnerExpr<'a> = Option<(usize, &'a Src, usize)>;

impl<'a> Ctx<'a> {
    /// The explanation of `segments` without its inputs, and the winner's expression.
    fn definitions(
        &self,
        path: &str,
        segments: &[Segment],
    ) -> Option<(Explanation, WinnerExpr<'a>)> {
        let ctx = self;
        let layers = self.layers;
        let value = value_at(self.root, segments)?.clone();
        let mut ex = Explanation::new(path, value.clone());
        let (template, stubs) = layers.split_first()?;
        let stub_name = |k: usize| format!("stub {} ({})", k + 1, stubs[k].name);
        let def = |src: &Src, own: Value, role: Role, reason: String| Definition {
            location: ctx.location(src),
            value: own,
            role,
            reason,
        };
        // list entries spliced in by `- <<: (( merge ))` shift the template's indexes
        let (segments_in_template, spliced) = match splice_source(template.doc, stubs, segments) {
            Splice::Stub { stub, node, site } => {
                ex.definitions.push(def(
                    node,
                    own_value(node, &value, true),
                    Role::Winner,
                    ctx.brought(site, stubs[stub].name),
                ));
                return Some((ex, Some((stub + 1, node, segments.len()))));
            }
            Splice::Template(t) => (t, true),
            Splice::None => (segments.to_vec(), false),
        };
        // the stubs that have the path, in order (none below an entry of a list the stubs'
        // entries were spliced into: they are not merged with it)
        let in_stubs: Vec<(usize, &Src)> = if spliced {
            Vec::new()
        } else {
            stubs
                .iter()
                .enumerate()
                .filter_map(|(k, l)| node_at(l.doc, segments).map(|n| (k, n)))
                .collect()
        };
        // a template expression above the path computes it
        let mut computed_by: Option<(usize, &Src)> = None;
        let mut cur = template.doc;
        // the option a control structure on the way selected (`<<then`, a `<<switch:` case)
        let mut via: Option<String> = None;
        for (i, seg) in segments_in_template.iter().enumerate() {
            if !spliced {
                cur = self.through_controls(cur, &segments[..i], &mut via);
            }
            if expr_of(cur).is_some() || control_of(cur).is_some() {
                computed_by = Some((i, cur));
                break;
            }
            match step(cur, seg) {
                Some(n) => cur = n,
                None => {
                    cur = template.doc;
                    computed_by = Some((usize::MAX, cur));
                    break;
                }
            }
        }
        if computed_by.is_none() && !spliced {
            cur = self.through_controls(cur, segments, &mut via);
            // a stub's value replaces a control whose value is not a map
            let replaced = !in_stubs.is_empty() && !matches!(value, Value::Map(_));
            if control_of(cur).is_some() && !replaced {
                computed_by = Some((segments.len(), cur));
            }
        }
        let mut winner_expr: WinnerExpr<'a> = None;
        match computed_by {
            None => {
                let t = cur;
                let texpr = expr_of(t);
                let merge = texpr.and_then(merge_of);
                let keeps = texpr.is_some_and(is_prefer) || merge.is_some_and(is_merge_none);
                // `(( merge a.b ))` takes the stubs' nodes at `a.b` (from the root), not at
                // the path
                let redirect = merge.and_then(|m| m.redirect.as_ref()).filter(|_| !keeps);
                let in_stubs = match redirect.and_then(|steps| redirect_segments(steps)) {
                    Some(to) => stubs
                        .iter()
                        .enumerate()
                        .filter_map(|(k, l)| node_at(l.doc, &to).map(|n| (k, n)))
                        .collect(),
                    None if redirect.is_some() => Vec::new(),
                    None => in_stubs,
                };
                let merge_text = match redirect {
                    Some(steps) => format!(
                        "`(( merge {} ))`",
                        steps
                            .iter()
                            .map(|s| s.to_string())
                            .collect::<Vec<_>>()
                            .join(".")
                    ),
                    None => "`(( merge ))`".to_string(),
                };
                if is_collection(t) && control_of(t).is_none() {
                    let replace = inline_merge(t)
                        .and_then(expr_of)
                        .and_then(merge_of)
                        .is_some_and(|m| m.replace);
                    if replace && !in_stubs.is_empty() {
                        let (wk, wn) = *in_stubs.last().unwrap();
                        ex.definitions.push(def(
                            wn,
                            own_value(wn, &value, true),
                            Role::Winner,
                            format!("`(( merge replace ))` took it from {}", stubs[wk].name),
                        ));
                        ex.definitions.push(def(
                            t,
                            own_value(t, &value, false),
                            Role::Overridden,
                            format!("`(( merge replace ))`: {} replaces it", stub_name(wk)),
                        ));
                        for &(k, n) in &in_stubs[..in_stubs.len() - 1] {
                            ex.definitions.push(def(
                                n,
                                own_value(n, &value, false),
                                Role::Overridden,
                                format!("{} overrides {}", stub_name(wk), stub_name(k)),
                            ));
                        }
                    } else {
                        // stub maps marked `&default` take part only through their own marked
                        // fields the template lacks
                        let default_adds = |k: usize, n: &Src| -> Option<bool> {
                            let flag = stub_node(stubs[k].doc, segments).map(|x| x.1);
                            if !matches!(flag, Some(Flag::Default | Flag::Implied)) {
                                return None;
                            }
                            Some(match &n.kind {
                                SrcKind::Map { fields, .. } => fields.iter().any(|(key, v)| {
                                    key != "<<"
                                        && key != "<<<"
                                        && own_marks(v)
                                            & (crate::doc::MARK_INJECT | crate::doc::MARK_DEFAULT)
                                            != 0
                                        && step(t, &Segment::Field(key.to_string())).is_none()
                                }),
                                _ => false,
                            })
                        };
                        let parts = 1 + in_stubs
                            .iter()
                            .filter(|(k, n)| default_adds(*k, n) != Some(false))
                            .count();
                        let role = if parts == 1 {
                            Role::Winner
                        } else {
                            Role::Merged
                        };
                        let reason = |who: &str| {
                            if parts == 1 {
                                String::new()
                            } else {
                                format!(
                                    "{who}: merged entry by entry with {} other part(s)",
                                    parts - 1
                                )
                            }
                        };
                        ex.definitions.push(def(
                            t,
                            own_value(t, &value, parts == 1),
                            role,
                            reason("the template"),
                        ));
                        for &(k, n) in &in_stubs {
                            if let Some(adds) = default_adds(k, n) {
                                let f = stub_node(stubs[k].doc, segments)
                                    .map(|x| x.1)
                                    .unwrap_or(Flag::Default);
                                let why = if adds {
                                    format!(
                                        "{}: a `&default` map, of which only the fields marked \
                                         `&default` or `&inject` that the template lacks are added",
                                        stub_name(k)
                                    )
                                } else {
                                    never_overrides(f, &stub_name(k), "the template")
                                };
                                let r = if adds { role } else { Role::Overridden };
                                ex.definitions
                                    .push(def(n, own_value(n, &value, false), r, why));
                                continue;
                            }
                            ex.definitions.push(def(
                                n,
                                own_value(n, &value, false),
                                role,
                                reason(&stub_name(k)),
                            ));
                        }
                    }
                } else if keeps || in_stubs.is_empty() {
                    winner_expr = Some((0, t, segments.len()));
                    let reason = match merge {
                        Some(m) if !keeps && !m.replace => {
                            "no stub has it: the template's default".to_string()
                        }
                        _ => String::new(),
                    };
                    ex.definitions
                        .push(def(t, own_value(t, &value, true), Role::Winner, reason));
                    let why = if texpr.is_some_and(is_prefer) {
                        "`(( prefer ))` keeps the template's value"
                    } else {
                        "`(( merge none ))` keeps the template's value"
                    };
                    for &(_, n) in &in_stubs {
                        ex.definitions.push(def(
                            n,
                            own_value(n, &value, false),
                            Role::Overridden,
                            why.to_string(),
                        ));
                    }
                } else if redirect.is_none() && marked_on_path(stubs, segments) {
                    // `&inject`/`&default` change which stub node the template finds
                    let c = cascade(stubs, segments, 0);
                    match c.found {
                        Some((wk, wn, f)) if f.overrides() => {
                            winner_expr = Some((wk + 1, wn, segments.len()));
                            let reason = match merge {
                                Some(_) => format!("{merge_text} took it from {}", stubs[wk].name),
                                None => String::new(),
                            };
                            ex.definitions.push(def(
                                wn,
                                own_value(wn, &value, true),
                                Role::Winner,
                                reason,
                            ));
                            ex.definitions.push(def(
                                t,
                                own_value(t, &value, false),
                                Role::Overridden,
                                format!("{} overrides the template", stub_name(wk)),
                            ));
                        }
                        found => {
                            winner_expr = Some((0, t, segments.len()));
                            ex.definitions.push(def(
                                t,
                                own_value(t, &value, true),
                                Role::Winner,
                                String::new(),
                            ));
                            if let Some((k, n, f)) = found {
                                ex.definitions.push(def(
                                    n,
                                    own_value(n, &value, false),
                                    Role::Overridden,
                                    never_overrides(f, &stub_name(k), "the template"),
                                ));
                            }
                        }
                    }
                    for (_, n, why) in c.lost {
                        ex.definitions.push(def(
                            n,
                            own_value(n, &value, false),
                            Role::Overridden,
                            why,
                        ));
                    }
                } else {
                    let (wk, wn) = *in_stubs.last().unwrap();
                    winner_expr = Some((wk + 1, wn, segments.len()));
                    let reason = match merge {
                        Some(_) => format!("{merge_text} took it from {}", stubs[wk].name),
                        None => String::new(),
                    };
                    ex.definitions
                        .push(def(wn, own_value(wn, &value, true), Role::Winner, reason));
                    let treason = match merge {
                        Some(_) => format!("{merge_text} took the value from {}", stub_name(wk)),
                        None => format!("{} overrides the template", stub_name(wk)),
                    };
                    ex.definitions.push(def(
                        t,
                        own_value(t, &value, false),
                        Role::Overridden,
                        treason,
                    ));
                    for &(k, n) in &in_stubs[..in_stubs.len() - 1] {
                        ex.definitions.push(def(
                            n,
                            own_value(n, &value, false),
                            Role::Overridden,
                            format!("{} overrides {}", stub_name(wk), stub_name(k)),
                        ));
                    }
                }
            }
            Some((prefix, above)) => {
                // not written in the template at the path: brought in from the stubs by a
                // `merge` above it, or computed by an expression above it
                let brought = if prefix == usize::MAX {
                    // the nearest template map above the path with `<<: (( merge ))`
                    let mut node = template.doc;
                    let mut found = None;
                    for seg in &segments_in_template {
                        if let Some(m) = inline_merge(node) {
                            found = Some(m);
                        }
                        match step(node, seg) {
                            Some(n) => node = n,
                            None => break,
                        }
                    }
                    found
                } else if expr_of(above).and_then(merge_of).is_some() {
                    Some(above)
                } else {
                    None
                };
                match (brought, in_stubs.last()) {
                    (Some(site), Some(&(wk, wn))) => {
                        winner_expr = Some((wk + 1, wn, segments.len()));
                        ex.definitions.push(def(
                            wn,
                            own_value(wn, &value, true),
                            Role::Winner,
                            ctx.brought(site, stubs[wk].name),
                        ));
                        for &(k, n) in &in_stubs[..in_stubs.len() - 1] {
                            ex.definitions.push(def(
                                n,
                                own_value(n, &value, false),
                                Role::Overridden,
                                format!("{} overrides {}", stub_name(wk), stub_name(k)),
                            ));
                        }
                    }
                    (None, _) if prefix == usize::MAX && !spliced => {
                        if let Some((k, n, why, lost)) = self.injected(segments) {
                            winner_expr = Some((k + 1, n, segments.len()));
                            ex.definitions.push(def(
                                n,
                                own_value(n, &value, true),
                                Role::Winner,
                                why,
                            ));
                            for (_, n, why) in lost {
                                ex.definitions.push(def(
                                    n,
                                    own_value(n, &value, false),
                                    Role::Overridden,
                                    why,
                                ));
                            }
                        }
                    }
                    _ if prefix != usize::MAX => {
                        winner_expr = Some((0, above, prefix));
                        let by = match control_of(above) {
                            Some(c) => format!("the `<<{c}:` control"),
                            None => "the expression".to_string(),
                        };
                        ex.definitions.push(def(
                            above,
                            value.clone(),
                            Role::Winner,
                            format!("computed by {by} of `{}`", format_path(&segments[..prefix])),
                        ));
                    }
                    _ => {}
                }
            }
        }
        if let Some(via) = via {
            let tfile = ctx.location(template.doc).file;
            if let Some(w) = ex
                .definitions
                .iter_mut()
                .find(|d| d.role == Role::Winner && d.location.file == tfile)
            {
                w.reason = if w.reason.is_empty() {
                    via
                } else {
                    format!("{}; {via}", w.reason)
                };
            }
        }
        ex.winner_first();
        Some((ex, winner_expr))
    }
}

/// Where a path through lists with spliced entries (`- <<: (( merge ))`) leads.
enum Splice<'s> {
    /// No list on the path has a splice entry.
    None,
    /// To an entry the template wrote: the path with the template's own indexes.
    Template(Vec<Segment>),
    /// To (a node below) an entry spliced in from `stub`'s list by the entry `site`.
    Stub {
        stub: usize,
        node: &'s Src,
        site: &'s Src,
    },
}

/// Follows `segments` through the template, mapping the index of each list that has a splice
/// entry as spiff lays the list out: the entries of the last stub's list at that path (the
/// stubs cascade) where the splice entry stands, the template's own entries around it.
fn splice_source<'s>(template: &'s Src, stubs: &[Layer<'s>], segments: &[Segment]) -> Splice<'s> {
    let is_splice = |e: &Src| {
        inline_merge(e)
            .and_then(expr_of)
            .and_then(merge_of)
            .is_some()
    };
    let mut out = Vec::with_capacity(segments.len());
    let mut crossed = false;
    let mut cur = Some(template);
    for (i, seg) in segments.iter().enumerate() {
        let next = match (cur.map(|c| &c.kind), seg) {
            (Some(SrcKind::List(items)), Segment::Index(n)) if items.iter().any(is_splice) => {
                let stub_list = stubs.iter().enumerate().rev().find_map(|(k, l)| {
                    match node_at(l.doc, &segments[..i]).map(|n| &n.kind) {
                        Some(SrcKind::List(entries)) => Some((k, entries)),
                        _ => None,
                    }
                });
                let mut at = 0usize;
                let mut own = 0usize;
                let mut hit = None;
                for e in items {
                    if is_splice(e) {
                        if let Some((k, entries)) = stub_list {
                            if *n < at + entries.len() {
                                hit = Some(Err((k, &entries[*n - at], e)));
                                break;
                            }
                            at += entries.len();
                        }
                    } else {
                        if *n == at {
                            hit = Some(Ok((own, e)));
                            break;
                        }
                        at += 1;
                        own += 1;
                    }
                }
                match hit {
                    Some(Err((stub, entry, site))) => {
                        return match node_at(entry, &segments[i + 1..]) {
                            Some(node) => Splice::Stub { stub, node, site },
                            None => Splice::None,
                        };
                    }
                    Some(Ok((own, e))) => {
                        crossed = true;
                        out.push(Segment::Index(own));
                        cur = Some(e);
                        continue;
                    }
                    None => None,
                }
            }
            (Some(_), _) => cur.and_then(|c| step(c, seg)),
            (None, _) => None,
        };
        out.push(seg.clone());
        cur = next;
    }
    if crossed {
        Splice::Template(out)
    } else {
        Splice::None
    }
}

/// A node's own value: its literal value, the final value for the winner, `null` for an
/// expression that did not win (not evaluated again).
fn own_value(src: &Src, fin: &Value, winner: bool) -> Value {
    if winner {
        return fin.clone();
    }
    literal(src).unwrap_or(Value::Null)
}

fn literal(src: &Src) -> Option<Value> {
    Some(match &src.kind {
        SrcKind::Expr(_) | SrcKind::Value(_) => return None,
        SrcKind::List(items) => Value::list(items.iter().map(literal).collect::<Option<_>>()?),
        SrcKind::Map { .. } => {
            let SrcKind::Map { fields, .. } = &src.kind else {
                return None;
            };
            let mut m = strata_core::value::Map::new();
            for (k, v) in fields {
                if k == "<<" || k == "<<<" {
                    continue;
                }
                m.insert(k.clone(), literal(v)?);
            }
            Value::map(m)
        }
        _ => crate::src_to_value(src),
    })
}

struct Ctx<'a> {
    sources: &'a SourceMap,
    layers: &'a [Layer<'a>],
    root: &'a Value,
}

impl<'a> Ctx<'a> {
    /// Follows the controls (`<<if:`, `<<switch:`, `<<type:`) at `node`, written at the result
    /// path `at`, to the option each selected, as far as the result tells which one did.
    fn through_controls(
        &self,
        mut node: &'a Src,
        at: &[Segment],
        via: &mut Option<String>,
    ) -> &'a Src {
        for _ in 0..32 {
            let Some(kind) = control_of(node) else {
                break;
            };
            let Some(v) = value_at(self.root, at) else {
                break;
            };
            let Some((opt, name)) = selected_option(node, kind, v) else {
                break;
            };
            let key = format!("<<{kind}");
            let l = self.location(node.field(&key).unwrap_or(node));
            *via = Some(format!(
                "selected as `{name}` by the `<<{kind}:` control at {}:{}",
                l.file, l.line
            ));
            node = opt;
        }
        node
    }

    /// A node the template does not have that a stub injects (`&inject`, `&default`): the
    /// stub, its node at the path and why it is there. The first step the template lacks must
    /// be a field of a template map that the stub marks.
    fn injected(&self, segments: &[Segment]) -> Option<Injected<'a>> {
        let (template, stubs) = self.layers.split_first()?;
        let mut host = template.doc;
        let mut d = 0;
        for seg in segments {
            match step(host, seg) {
                Some(n) => host = n,
                None => break,
            }
            d += 1;
        }
        if d >= segments.len() || !matches!(host.kind, SrcKind::Map { .. }) {
            return None;
        }
        let top = cascade(stubs, &segments[..=d], 0);
        let (k, node, flag) = top.found?;
        let mark = match flag {
            Flag::Inject => "`&inject`",
            Flag::Default => "`&default`",
            _ => return None,
        };
        let name = format!("stub {} ({})", k + 1, stubs[k].name);
        let added = format_path(&segments[..=d]);
        if d + 1 == segments.len() {
            return Some((
                k,
                node,
                format!("{mark} in {name} adds `{added}`, which the template lacks"),
                top.lost,
            ));
        }
        let below = cascade(stubs, segments, k);
        let (k2, n2, _) = below.found?;
        Some((
            k2,
            n2,
            format!("part of `{added}`, which {mark} in {name} adds to the template"),
            below.lost,
        ))
    }
}

impl Ctx<'_> {
    /// Where a node is written: from its key (`key: value`) when it is a map's field, else
    /// the node itself.
    /// The reason of a node a `merge` at `site` brought in from the stub `stub`.
    fn brought(&self, site: &Src, stub: &str) -> String {
        let l = self.location(site);
        format!(
            "`{}` at {}:{} took it from {stub}",
            l.text.trim(),
            l.file,
            l.line
        )
    }

    fn location(&self, src: &Src) -> Location {
        Location::of(self.sources, self.with_key(src.span))
    }

    fn with_key(&self, span: Span) -> Span {
        let Some(file) = self.sources.get(span.file) else {
            return span;
        };
        if !file.text_is_held() {
            return span;
        }
        let text = file.text().as_bytes();
        let mut i = (span.start as usize).min(text.len());
        while i > 0 && matches!(text[i - 1], b' ' | b'\t' | b'\n' | b'\r') {
            i -= 1;
        }
        if i == 0 || text[i - 1] != b':' {
            return span;
        }
        // the key starts after the line's indentation (and a list entry's `- `)
        let mut start = i - 1;
        while start > 0 && text[start - 1] != b'\n' {
            start -= 1;
        }
        while start < i && matches!(text[start], b' ' | b'\t' | b'-') {
            start += 1;
        }
        Span::new(span.file, start as u32, span.end)
    }

    /// The paths the expression `e` (of layer `layer`, at path `at`) references, each with
    /// where it is defined in that layer, down to `depth` levels.
    fn inputs(
        &self,
        layer: usize,
        e: &Expr,
        at: &[Segment],
        depth: usize,
        seen: &mut Vec<Vec<Segment>>,
    ) -> Vec<Input> {
        if depth == 0 {
            return Vec::new();
        }
        let mut refs = Vec::new();
        references(e, &mut refs);
        let doc = self.layers[layer].doc;
        let mut out: Vec<Input> = Vec::new();
        for (absolute, steps) in refs {
            let Some(rel) = steps
                .iter()
                .map(|s| match s {
                    Step::Key(k) => Some(Segment::Field(k.to_string())),
                    Step::Index(i) => Some(Segment::Index(*i)),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()
            else {
                continue;
            };
            if rel.is_empty() {
                continue;
            }
            // spiff looks a relative reference's first name up from the enclosing maps
            // outwards, then at the root
            let parent = &at[..at.len().saturating_sub(1)];
            let bases: Vec<&[Segment]> = if absolute {
                vec![&[]]
            } else {
                (0..=parent.len()).rev().map(|n| &parent[..n]).collect()
            };
            let mut full = None;
            for base in bases {
                let mut p = base.to_vec();
                p.push(rel[0].clone());
                if node_at(doc, &p).is_some() {
                    p.extend(rel[1..].iter().cloned());
                    full = Some(p);
                    break;
                }
            }
            let Some(full) = full else {
                out.push(Input {
                    path: format_path(&rel),
                    location: None,
                    inputs: Vec::new(),
                });
                continue;
            };
            if out.iter().any(|i| i.path == format_path(&full)) {
                continue;
            }
            // where the input's value comes from: the winner of its own explanation (a stub
            // may override the node the reference names)
            let text = format_path(&full);
            let (location, winner) = match self.definitions(&text, &full) {
                Some((ex, w)) => (
                    ex.definitions
                        .iter()
                        .find(|d| d.role == Role::Winner)
                        .or(ex.definitions.first())
                        .map(|d| d.location.clone()),
                    w,
                ),
                None => (node_at(doc, &full).map(|n| self.location(n)), None),
            };
            let mut inputs = Vec::new();
            if !seen.contains(&full) {
                if let Some((wl, wn, wp)) = winner {
                    if let Some(ie) = expr_of(wn) {
                        seen.push(full.clone());
                        inputs = self.inputs(wl, ie, &full[..wp], depth - 1, seen);
                        seen.pop();
                    }
                }
            }
            out.push(Input {
                path: text,
                location,
                inputs,
            });
        }
        out
    }
}

/// The references of an expression (outside lambdas): `(absolute, steps)`.
fn references(e: &Expr, out: &mut Vec<(bool, Vec<Step>)>) {
    match e {
        Expr::Ref { absolute, path, .. } => out.push((*absolute, path.clone())),
        Expr::List(items) => items.iter().for_each(|i| references(i, out)),
        Expr::MapLit(kvs) => kvs.iter().for_each(|(k, v)| {
            references(k, out);
            references(v, out);
        }),
        Expr::Range(a, b)
        | Expr::Concat(a, b)
        | Expr::Or(a, b)
        | Expr::Binary(_, a, b)
        | Expr::ValidOr(a, b) => {
            references(a, out);
            references(b, out);
        }
        Expr::Group(a) | Expr::Not(a) | Expr::Prefer(a) | Expr::Expand(a) => references(a, out),
        Expr::Marked(_, Some(a)) => references(a, out),
        Expr::Cond(a, b, c) => {
            references(a, out);
            references(b, out);
            references(c, out);
        }
        Expr::Call(f, args) => {
            if !matches!(&**f, Expr::Ref { path, .. } if path.len() == 1) {
                references(f, out);
            }
            args.iter().for_each(|a| references(a, out));
        }
        Expr::NamedArg(_, a) => references(a, out),
        Expr::Qualified(a, _) => references(a, out),
        _ => {}
    }
}

/// Every path into the merged document (at most `limit`), list entries with a `name` by name:
/// the candidates a path that does not exist is compared with.
pub fn paths(value: &Value, limit: usize) -> Vec<String> {
    fn walk(value: &Value, prefix: &mut Vec<Segment>, out: &mut Vec<String>, limit: usize) {
        let entries: Vec<(Segment, &Value)> = match value {
            Value::Map(m) => m
                .iter()
                .map(|(k, v)| (Segment::Field(k.to_string()), v))
                .collect(),
            Value::List(items) => items
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let name = v
                        .as_map()
                        .and_then(|m| m.get("name"))
                        .and_then(Value::as_str);
                    match name {
                        Some(n) => (Segment::Field(n.to_string()), v),
                        None => (Segment::Index(i), v),
                    }
                })
                .collect(),
            _ => return,
        };
        for (seg, v) in entries {
            if out.len() >= limit {
                return;
            }
            prefix.push(seg);
            out.push(format_path(prefix));
            walk(v, prefix, out, limit);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    walk(value, &mut Vec::new(), &mut out, limit);
    out
}
