//! Where a value of hcldec's output came from: `strata explain hcldec`.
//!
//! Built on demand after a normal decode, from what the decode already has: the input's syntax
//! tree (attributes and blocks with their ranges), the spec, and the spec file's own syntax
//! tree (for the locations of `literal`, `transform` and `type` arguments, which the loaded
//! [`Spec`] does not keep). Decoding itself keeps nothing extra.
//!
//! The path is a path in the JSON output ([`strata_core::explain::parse_path`]): object
//! properties and `block_map` labels by name, `array` and `block_list`/`block_set` elements
//! by `[i]`. Walking the spec along the path:
//!
//! * `attr`: the input attribute is the winner (`set in the input`); a path into the attribute's
//!   value narrows to the object or tuple item written in the input when there is one. The
//!   spec's `type` is listed as a contract; the variables the expression reads are inputs, each
//!   where it is defined (a `-V` file or argument, else the spec's `variables`).
//! * `default`: when its first spec gives a value, that value wins and the later specs'
//!   definitions are `overridden` (`the input sets it`); otherwise the first later spec with a
//!   value wins (`spec default` for a `literal`).
//! * `block`: the block is the winner; `block_list`, `block_set`, `block_map` and
//!   `block_attrs` values assembled from several blocks or attributes list each as `merged`.
//!   A path into a block continues in the block's body with the nested spec.
//! * `literal`: the spec's `value` is the winner (`spec literal`).
//! * `transform`: the spec's `result` is the winner (`computed by the spec's transform`); the
//!   input the nested spec read is its input `nested`.
//! * `object` and `array` have no place in the input: at such a path, every property's
//!   definitions are listed, the winners as `merged` parts.

use std::collections::BTreeMap;

use smol_str::SmolStr;
use strata_core::explain::{
    parse_path, value_paths, Contract, Definition, Explanation, Input, Location, PathNotFound,
    Role, Segment,
};
use strata_core::{Map as JsonMap, SourceMap, Span, Value as Json};
use strata_hcl::{
    expr_as_keyword, expr_list, expr_map, AttributeSchema, Block, Body, BodyContent, BodySchema,
    Expression,
};
use strata_hcl_types::{convert, Type, Value};

use crate::engine::EvalContext;
use crate::load::spec_schema;
use crate::spec::Spec;

/// Everything a decode run had, borrowed for explaining one path of its result.
pub struct Sources<'a> {
    /// The source map of the spec, input and variable files.
    pub map: &'a SourceMap,
    /// The spec file's syntax tree.
    pub spec_body: &'a Body,
    /// The loaded root spec.
    pub root: &'a Spec,
    /// The input body (several files merged).
    pub body: &'a Body,
    /// The input's evaluation context.
    pub ctx: Option<&'a EvalContext>,
    /// Where the `-V` variables were defined (the last definition of each name); names not
    /// here come from the spec's `variables` blocks.
    pub var_sources: &'a BTreeMap<String, Span>,
    /// `--keep-nulls`: null properties stay in the output.
    pub keep_nulls: bool,
}

/// Why a path could not be explained.
#[derive(Debug)]
pub enum ExplainError {
    /// The path is not in the path syntax.
    Syntax(String),
    /// The path does not exist in the output.
    NotFound(PathNotFound),
    /// The decoded value has no JSON form.
    Output(String),
}

impl std::fmt::Display for ExplainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExplainError::Syntax(e) => write!(f, "invalid path: {e}"),
            ExplainError::NotFound(e) => e.fmt(f),
            ExplainError::Output(e) => f.write_str(e),
        }
    }
}

/// The output as hcldec writes it, as a JSON value (null properties dropped unless kept).
pub fn output_json(value: &Value, keep_nulls: bool) -> Result<Json, String> {
    let json = crate::output::to_json(value).map_err(|e| e.to_string())?;
    Ok(if keep_nulls { json } else { strip_nulls(&json) })
}

fn strip_nulls(v: &Json) -> Json {
    match v {
        Json::Map(m) => {
            let mut out = JsonMap::with_capacity(m.len());
            for (k, e) in m.iter() {
                if !e.is_null() {
                    out.insert(k.clone(), strip_nulls(e));
                }
            }
            Json::map(out)
        }
        Json::List(items) => Json::list(items.iter().map(strip_nulls).collect()),
        other => other.clone(),
    }
}

fn navigate<'v>(mut v: &'v Json, segs: &[Segment]) -> Option<&'v Json> {
    for s in segs {
        v = match (s, v) {
            (Segment::Field(k), Json::Map(m)) => m.get(k.as_str())?,
            (Segment::Index(i), Json::List(l)) => l.get(*i)?,
            _ => return None,
        };
    }
    Some(v)
}

/// Explains `path` in `value`, the result of decoding `sources.body` with `sources.root`.
/// `depth` is how many levels of inputs to list.
pub fn explain(
    sources: &Sources,
    value: &Value,
    path: &str,
    depth: usize,
) -> Result<Explanation, ExplainError> {
    let segs = parse_path(path).map_err(ExplainError::Syntax)?;
    let json = output_json(value, sources.keep_nulls).map_err(ExplainError::Output)?;
    let Some(target) = navigate(&json, &segs) else {
        let candidates = value_paths(&json, 100_000);
        return Err(ExplainError::NotFound(PathNotFound::new(path, &candidates)));
    };
    let mut explanation = Explanation::new(path, target.clone());
    let walker = Walker {
        s: sources,
        vars: variable_sources(sources),
        depth,
    };
    let (content, _) = sources.body.content(&sources.root.implied_schema());
    let root_sites = spec_children(sources.spec_body, false)
        .into_iter()
        .take(1)
        .flat_map(|b| expand(&b))
        .collect::<Vec<_>>();
    let mut acc = Acc::default();
    walker.walk(sources.root, &root_sites, &content, &segs, &mut acc);
    explanation.definitions = acc.defs;
    explanation.contracts = acc.contracts;
    if depth > 0 {
        explanation.inputs = acc.inputs;
    }
    explanation.winner_first();
    Ok(explanation)
}

/// Where each variable the input may read is defined: the spec's `variables` (the last block
/// defining a name), then the `-V` definitions over them.
fn variable_sources(s: &Sources) -> BTreeMap<String, Span> {
    let schema = BodySchema {
        attributes: Vec::new(),
        blocks: vec![strata_hcl::BlockHeaderSchema {
            type_name: SmolStr::new("variables"),
            label_names: Vec::new(),
        }],
    };
    let (content, _, _) = s.spec_body.partial_content(&schema);
    let mut out = BTreeMap::new();
    for block in &content.blocks {
        let (attrs, _) = block.body.just_attributes();
        for (name, attr) in &attrs {
            out.insert(name.to_string(), attr.range);
        }
    }
    for (name, span) in s.var_sources {
        out.insert(name.clone(), *span);
    }
    out
}

/// The spec blocks directly inside `body` (labelled: the children of an `object`).
fn spec_children(body: &Body, labelled: bool) -> Vec<Block> {
    let (content, _, _) = body.partial_content(&spec_schema(labelled));
    content.blocks
}

/// The spec-file blocks standing for one spec: a `default` block stands for the chain of its
/// candidates (a single candidate is that candidate).
fn expand(block: &Block) -> Vec<Block> {
    if block.type_name != "default" {
        return vec![block.clone()];
    }
    let children = spec_children(&block.body, false);
    if children.len() == 1 {
        return expand(&children[0]);
    }
    children
}

/// One argument of a spec block (`type`, `value`, `result`, ...).
fn spec_arg(block: &Block, name: &str) -> Option<strata_hcl::Attribute> {
    let schema = BodySchema {
        attributes: vec![AttributeSchema {
            name: SmolStr::new(name),
            required: false,
        }],
        blocks: Vec::new(),
    };
    let (content, _, _) = block.body.partial_content(&schema);
    content.attributes.get(name).cloned()
}

#[derive(Default)]
struct Acc {
    defs: Vec<Definition>,
    contracts: Vec<Contract>,
    inputs: Vec<Input>,
}

impl Acc {
    fn absorb(&mut self, other: Acc) {
        self.defs.extend(other.defs);
        for c in other.contracts {
            if !self.contracts.contains(&c) {
                self.contracts.push(c);
            }
        }
        for i in other.inputs {
            if !self.inputs.contains(&i) {
                self.inputs.push(i);
            }
        }
    }
}

struct Walker<'a, 'b> {
    s: &'a Sources<'b>,
    vars: BTreeMap<String, Span>,
    depth: usize,
}

impl Walker<'_, '_> {
    fn loc(&self, span: Span) -> Location {
        Location::of(self.s.map, span)
    }

    fn json(&self, v: &Value, segs: &[Segment]) -> Json {
        output_json(v, self.s.keep_nulls)
            .ok()
            .and_then(|j| navigate(&j, segs).cloned())
            .unwrap_or(Json::Null)
    }

    fn def(&self, span: Span, value: Json, role: Role, reason: impl Into<String>) -> Definition {
        Definition {
            location: self.loc(span),
            value,
            role,
            reason: reason.into(),
        }
    }

    fn contract(&self, span: Span) -> Contract {
        Contract {
            location: self.loc(span),
        }
    }

    /// The variables `expr` reads, each where it is defined.
    fn var_inputs(&self, expr: &Expression) -> Vec<Input> {
        let mut out: Vec<Input> = Vec::new();
        for t in expr.variables() {
            let name = t.root.to_string();
            if out.iter().any(|i| i.path == name) {
                continue;
            }
            out.push(Input {
                location: self.vars.get(&name).map(|s| self.loc(*s)),
                path: name,
                inputs: Vec::new(),
            });
        }
        out
    }

    /// Adds the definitions of `spec`'s value at `segs` (relative to `spec`'s value), read
    /// from `content`; `sites` are the spec-file blocks standing for `spec`.
    fn walk(
        &self,
        spec: &Spec,
        sites: &[Block],
        content: &BodyContent,
        segs: &[Segment],
        out: &mut Acc,
    ) {
        let site = sites.first();
        match spec {
            Spec::Object(props) => match segs.split_first() {
                None => {
                    let children = site
                        .map(|b| spec_children(&b.body, true))
                        .unwrap_or_default();
                    for (k, s) in props {
                        let child_sites = labelled_site(&children, k);
                        let mut part = Acc::default();
                        self.walk(s, &child_sites, content, &[], &mut part);
                        as_parts(&mut part, &format!("property \"{k}\""));
                        out.absorb(part);
                    }
                }
                Some((Segment::Field(k), rest)) => {
                    if let Some(s) = props.get(k.as_str()) {
                        let children = site
                            .map(|b| spec_children(&b.body, true))
                            .unwrap_or_default();
                        self.walk(s, &labelled_site(&children, k), content, rest, out);
                    }
                }
                _ => {}
            },
            Spec::Array(elems) => {
                let children = site
                    .map(|b| spec_children(&b.body, false))
                    .unwrap_or_default();
                let child_site = |i: usize| children.get(i).map(expand).unwrap_or_default();
                match segs.split_first() {
                    None => {
                        for (i, s) in elems.iter().enumerate() {
                            let mut part = Acc::default();
                            self.walk(s, &child_site(i), content, &[], &mut part);
                            as_parts(&mut part, &format!("element {i}"));
                            out.absorb(part);
                        }
                    }
                    Some((Segment::Index(i), rest)) => {
                        if let Some(s) = elems.get(*i) {
                            self.walk(s, &child_site(*i), content, rest, out);
                        }
                    }
                    _ => {}
                }
            }
            Spec::Attr(a) => {
                let Some(attr) = content.attributes.get(&a.name) else {
                    return;
                };
                let (v, _) = crate::engine::eval(&attr.expr, self.s.ctx);
                let v = convert(&v, &a.ty).unwrap_or(v);
                let (expr, span) = narrow(&attr.expr, attr.range, segs);
                out.defs.push(self.def(
                    span,
                    self.json(&v, segs),
                    Role::Winner,
                    "set in the input",
                ));
                if let Some(b) = site {
                    let at = spec_arg(b, "type").map_or(b.def_range, |t| t.range);
                    out.contracts.push(self.contract(at));
                }
                out.inputs.extend(self.var_inputs(&expr));
            }
            Spec::Block(b) => {
                let Some(child) = content.blocks.iter().find(|c| c.type_name == b.type_name) else {
                    return;
                };
                let nested_sites = nested_site(site);
                if segs.is_empty() && !is_value_spec(&b.nested) {
                    let (v, _) =
                        crate::decode::decode(self.s.map, &child.body, &b.nested, self.s.ctx);
                    out.defs.push(self.def(
                        child.def_range,
                        self.json(&v, &[]),
                        Role::Winner,
                        format!("the {} block", b.type_name),
                    ));
                    return;
                }
                let (inner, _) = child.body.content(&b.nested.implied_schema());
                self.walk(&b.nested, &nested_sites, &inner, segs, out);
            }
            Spec::BlockList(b) => {
                let blocks: Vec<&Block> = content
                    .blocks
                    .iter()
                    .filter(|c| c.type_name == b.type_name)
                    .collect();
                let n = blocks.len();
                let decoded =
                    |c: &Block| crate::decode::decode(self.s.map, &c.body, &b.nested, self.s.ctx).0;
                match segs.split_first() {
                    None => {
                        for (i, c) in blocks.iter().enumerate() {
                            out.defs.push(self.def(
                                c.def_range,
                                self.json(&decoded(c), &[]),
                                Role::Merged,
                                format!("{} block {} of {n}", b.type_name, i + 1),
                            ));
                        }
                    }
                    Some((Segment::Index(i), rest)) => {
                        let chosen = match b.kind {
                            crate::spec::Collection::List => blocks.get(*i).copied(),
                            // Sets order their elements: find the block that gave element i.
                            crate::spec::Collection::Set => {
                                let whole = crate::decode::decode_content(
                                    self.s.map, content, spec, self.s.ctx,
                                )
                                .0;
                                let want = self.json(&whole, &segs[..1]);
                                blocks
                                    .iter()
                                    .find(|c| self.json(&decoded(c), &[]) == want)
                                    .copied()
                            }
                        };
                        let Some(c) = chosen else { return };
                        let pos = blocks.iter().position(|x| std::ptr::eq(*x, c)).unwrap_or(0);
                        if rest.is_empty() && !is_value_spec(&b.nested) {
                            out.defs.push(self.def(
                                c.def_range,
                                self.json(&decoded(c), &[]),
                                Role::Winner,
                                format!("{} block {} of {n}", b.type_name, pos + 1),
                            ));
                            return;
                        }
                        let (inner, _) = c.body.content(&b.nested.implied_schema());
                        self.walk(&b.nested, &nested_site(site), &inner, rest, out);
                    }
                    _ => {}
                }
            }
            Spec::BlockMap(b) => {
                let labels = b.labels.len();
                let mut keys = Vec::new();
                for s in segs.iter().take(labels) {
                    match s {
                        Segment::Field(k) => keys.push(k.as_str()),
                        Segment::Index(_) => return,
                    }
                }
                let rest = &segs[keys.len()..];
                let blocks: Vec<&Block> = content
                    .blocks
                    .iter()
                    .filter(|c| {
                        c.type_name == b.type_name
                            && c.labels.len() >= keys.len()
                            && c.labels.iter().zip(&keys).all(|(l, k)| l == k)
                    })
                    .collect();
                let decoded =
                    |c: &Block| crate::decode::decode(self.s.map, &c.body, &b.nested, self.s.ctx).0;
                if keys.len() < labels || blocks.len() > 1 {
                    for c in &blocks {
                        let names: Vec<String> =
                            c.labels.iter().map(|l| format!("\"{l}\"")).collect();
                        out.defs.push(self.def(
                            c.def_range,
                            self.json(&decoded(c), &[]),
                            Role::Merged,
                            format!("{} block {}", b.type_name, names.join(" ")),
                        ));
                    }
                    return;
                }
                let Some(c) = blocks.first() else { return };
                if rest.is_empty() && !is_value_spec(&b.nested) {
                    out.defs.push(self.def(
                        c.def_range,
                        self.json(&decoded(c), &[]),
                        Role::Winner,
                        format!("the {} block with these labels", b.type_name),
                    ));
                    return;
                }
                let (inner, _) = c.body.content(&b.nested.implied_schema());
                self.walk(&b.nested, &nested_site(site), &inner, rest, out);
            }
            Spec::BlockAttrs(b) => {
                let Some(block) = content.blocks.iter().find(|c| c.type_name == b.type_name) else {
                    return;
                };
                let (attrs, _) = block.body.just_attributes();
                let value_of = |attr: &strata_hcl::Attribute| {
                    let (v, _) = crate::engine::eval(&attr.expr, self.s.ctx);
                    convert(&v, &b.element_type).unwrap_or(v)
                };
                if let Some(s) = site {
                    let at = spec_arg(s, "element_type").map_or(s.def_range, |t| t.range);
                    out.contracts.push(self.contract(at));
                }
                match segs.split_first() {
                    None => {
                        for (name, attr) in &attrs {
                            out.defs.push(self.def(
                                attr.range,
                                self.json(&value_of(attr), &[]),
                                Role::Merged,
                                format!("attribute {name} of the {} block", b.type_name),
                            ));
                            out.inputs.extend(self.var_inputs(&attr.expr));
                        }
                    }
                    Some((Segment::Field(k), rest)) => {
                        let Some(attr) = attrs.get(k.as_str()) else {
                            return;
                        };
                        let (expr, span) = narrow(&attr.expr, attr.range, rest);
                        out.defs.push(self.def(
                            span,
                            self.json(&value_of(attr), rest),
                            Role::Winner,
                            "set in the input",
                        ));
                        out.inputs.extend(self.var_inputs(&expr));
                    }
                    _ => {}
                }
            }
            Spec::Literal(v) => {
                let span = site.map(|b| spec_arg(b, "value").map_or(b.def_range, |a| a.range));
                if let Some(span) = span {
                    out.defs
                        .push(self.def(span, self.json(v, segs), Role::Winner, "spec literal"));
                }
            }
            Spec::Default { primary, fallback } => {
                let (primary_sites, fallback_sites) = match sites.split_last() {
                    Some((last, [only])) => (expand(only), expand(last)),
                    Some((last, firsts)) => (firsts.to_vec(), expand(last)),
                    None => (Vec::new(), Vec::new()),
                };
                let (pv, _) =
                    crate::decode::decode_content(self.s.map, content, primary, self.s.ctx);
                let mut p = Acc::default();
                self.walk(primary, &primary_sites, content, segs, &mut p);
                let mut f = Acc::default();
                self.walk(fallback, &fallback_sites, content, segs, &mut f);
                if !pv.is_null() {
                    out.absorb(p);
                    for mut d in f.defs {
                        if d.role != Role::Overridden {
                            d.role = Role::Overridden;
                            d.reason = "the input sets it".into();
                        }
                        out.defs.push(d);
                    }
                } else {
                    for d in &mut f.defs {
                        if d.role == Role::Winner && d.reason == "spec literal" {
                            d.reason = "spec default".into();
                        }
                    }
                    out.absorb(p);
                    out.absorb(f);
                }
            }
            Spec::Transform(t) => {
                let (v, _) = crate::decode::decode_content(self.s.map, content, spec, self.s.ctx);
                let nested_sites = nested_site(site);
                let mut nested = Acc::default();
                self.walk(&t.nested, &nested_sites, content, &[], &mut nested);
                if let Some(b) = site {
                    let span = spec_arg(b, "result").map_or(b.def_range, |a| a.range);
                    out.defs.push(self.def(
                        span,
                        self.json(&v, segs),
                        Role::Winner,
                        "computed by the spec's transform",
                    ));
                }
                for d in nested.defs.iter().filter(|d| d.role != Role::Overridden) {
                    let inputs = if self.depth > 1 {
                        nested.inputs.clone()
                    } else {
                        Vec::new()
                    };
                    out.inputs.push(Input {
                        path: "nested".into(),
                        location: Some(d.location.clone()),
                        inputs,
                    });
                }
            }
        }
    }
}

/// Whether `spec` gives a value of its own (an attribute, a literal, a transform, a default)
/// rather than one assembled from properties or blocks: a block holding it is explained by it.
fn is_value_spec(spec: &Spec) -> bool {
    !matches!(
        spec,
        Spec::Object(_)
            | Spec::Array(_)
            | Spec::Block(_)
            | Spec::BlockList(_)
            | Spec::BlockMap(_)
            | Spec::BlockAttrs(_)
    )
}

/// Makes the winners of `part` parts of a merged value, naming the part.
fn as_parts(part: &mut Acc, name: &str) {
    for d in &mut part.defs {
        if d.role == Role::Winner {
            d.role = Role::Merged;
            d.reason = if d.reason.is_empty() {
                name.to_string()
            } else {
                format!("{name}: {}", d.reason)
            };
        }
    }
}

/// The spec-file blocks of the `object` property `key`.
fn labelled_site(children: &[Block], key: &str) -> Vec<Block> {
    children
        .iter()
        .find(|b| b.labels.first().map(SmolStr::as_str) == Some(key))
        .map(expand)
        .unwrap_or_default()
}

/// The spec-file blocks of the nested spec of a block-type spec.
fn nested_site(site: Option<&Block>) -> Vec<Block> {
    site.and_then(|b| spec_children(&b.body, false).into_iter().next())
        .map(|b| expand(&b))
        .unwrap_or_default()
}

/// The part of `expr` written for the value at `segs` inside it: an item of an object or tuple
/// constructor when the input spells one; otherwise `expr` itself (at `whole`).
fn narrow(expr: &Expression, whole: Span, segs: &[Segment]) -> (Expression, Span) {
    let mut cur = expr.clone();
    let mut span = whole;
    for s in segs {
        let next = match s {
            Segment::Field(k) => expr_map(&cur).and_then(|pairs| {
                pairs.into_iter().find_map(|p| {
                    let name = expr_as_keyword(&p.key).or_else(|| {
                        let (v, d) = p.key.value(None);
                        if d.is_empty() && v.is_known() && !v.is_null() {
                            convert(&v, &Type::String)
                                .ok()
                                .and_then(|s| s.as_str().map(str::to_string))
                        } else {
                            None
                        }
                    })?;
                    (name == *k).then(|| {
                        let span = p.key.range().to(p.value.range());
                        (p.value, span)
                    })
                })
            }),
            Segment::Index(i) => expr_list(&cur)
                .and_then(|items| items.into_iter().nth(*i))
                .map(|e| {
                    let span = e.range();
                    (e, span)
                }),
        };
        match next {
            Some((e, sp)) => {
                cur = e;
                span = sp;
            }
            None => break,
        }
    }
    (cur, span)
}
