//! Where a field of a composed resource came from: `strata explain fn-hcl`.
//!
//! Built on demand after a normal render, from the rendered documents and the program's
//! syntax tree; evaluation keeps nothing extra. The program is read from the Composition: a
//! step's `input.hcl` archive, each file parsed again with its lines placed where they are
//! written in the Composition file ([`place_archive`]), so every location is a line and column
//! of that file.
//!
//! The path is a composed resource's name (as `crossplane.io/composition-resource-name`
//! names it), then a field path in its rendered body: `bucket.spec.forProvider.region`.
//!
//! * The definition is the `body` attribute of the `resource` block (or the `template` of the
//!   `resources` collection) that produced the resource, narrowed along the path to the object
//!   item written for the field when the body spells one. Its value is the rendered value. A
//!   field the body's object constructors leave out was added by the render (names, labels,
//!   owner references, annotations): it has no definition.
//! * `composite.status...` explains the XR's status: every `composite status` block whose body
//!   may give the field, the only one as `winner`, several as `merged` parts (function-hcl
//!   merges them); a merged part's own value is not computed (null).
//! * Inputs are what the expression reads: `req.composite...` fields (located in the XR file by
//!   the positioned YAML reader), `locals` (where declared: the block's own, then the enclosing
//!   `group`s', then the file's top level), `self` (the block) and `each` (the `for_each`).
//!   With `--depth N`, a local's own inputs are listed below it, N levels deep.

use std::sync::Arc;

use smol_str::SmolStr;
use strata_core::explain::{
    parse_path, value_paths, Definition, Explanation, Input, Location, PathNotFound, Role, Segment,
};
use strata_core::positioned::{Node, NodeValue};
use strata_core::{FileId, SourceMap, Span, Value};
use strata_hcl::ast::{Block, Expr, ExprKind, NativeBody, StepKind};
use strata_hcl::expr::native_variables;

use crate::request::COLLECTION_BASE;

/// The annotation naming a composed resource.
pub const RESOURCE_NAME: &str = "crossplane.io/composition-resource-name";

/// One file of a program, with its text placed at its lines and columns in the Composition:
/// the lines before it are empty and each of its lines is indented as in the Composition, so
/// that positions in it are positions in the Composition file.
#[derive(Clone, Debug)]
pub struct PlacedFile {
    /// The archive's name for the file (`main.hcl`).
    pub name: String,
    /// The placed text.
    pub text: String,
}

/// Places the files of the archive `hcl` (a block scalar whose text starts at byte `start` of
/// `composition`) at their lines in the Composition. A file whose marker line cannot be found
/// in the Composition's text is placed at the top without indentation (its positions are then
/// those inside the file).
pub fn place_archive(composition: &str, start: usize, hcl: &str) -> Vec<PlacedFile> {
    let mut out = Vec::new();
    let mut from = start.min(composition.len());
    for file in crate::txtar::parse(hcl) {
        let marker = format!("-- {} --", file.name);
        let Some(found) = composition.get(from..).and_then(|t| t.find(&marker)) else {
            out.push(PlacedFile {
                name: file.name.clone(),
                text: file.data.clone(),
            });
            continue;
        };
        let at = from + found;
        let line_start = composition[..at].rfind('\n').map_or(0, |i| i + 1);
        let indent = &composition[line_start..at];
        let indent = if indent.chars().all(|c| c == ' ') {
            indent.len()
        } else {
            0
        };
        let marker_line = composition[..at].matches('\n').count();
        let mut text = "\n".repeat(marker_line + 1);
        for line in file.data.split_inclusive('\n') {
            if line.trim().is_empty() {
                text.push_str(line);
            } else {
                text.push_str(&" ".repeat(indent));
                text.push_str(line);
            }
        }
        from = at + marker.len();
        out.push(PlacedFile {
            name: file.name,
            text,
        });
    }
    out
}

/// What a render had, for explaining one path of it.
pub struct Sources<'a> {
    /// The source map holding the XR, the Composition and the placed program files.
    pub map: &'a SourceMap,
    /// The program's files, parsed from their placed text.
    pub files: Vec<(FileId, Arc<NativeBody>)>,
    /// The XR as the positioned YAML reader loaded it.
    pub xr: &'a Node,
    /// The rendered documents (the XR first, then the composed resources).
    pub docs: &'a [Value],
}

/// Why a path could not be explained.
#[derive(Debug)]
pub enum ExplainError {
    /// The path is not in the path syntax.
    Syntax(String),
    /// No composed resource or field at the path.
    NotFound(PathNotFound),
}

impl std::fmt::Display for ExplainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExplainError::Syntax(e) => write!(f, "invalid path: {e}"),
            ExplainError::NotFound(e) => e.fmt(f),
        }
    }
}

fn annotation<'v>(doc: &'v Value, key: &str) -> Option<&'v str> {
    doc.as_map()?
        .get("metadata")?
        .as_map()?
        .get("annotations")?
        .as_map()?
        .get(key)?
        .as_str()
}

/// The block that produced a composed resource, with the blocks enclosing it (outermost first).
struct Found<'b> {
    /// The `resource` block, or the `resources` collection.
    block: &'b Block,
    /// The body holding `body` (the block's, or the collection's `template`).
    body: &'b NativeBody,
    /// Enclosing `group` blocks, outermost first.
    groups: Vec<&'b Block>,
    /// The file's top-level body.
    top: &'b NativeBody,
}

fn find_block<'b>(
    top: &'b NativeBody,
    body: &'b NativeBody,
    groups: &mut Vec<&'b Block>,
    name: &str,
    collection: Option<&str>,
) -> Option<Found<'b>> {
    for b in &body.blocks {
        let label = b.labels.first().map(SmolStr::as_str);
        match b.type_name.as_str() {
            "resource" if label == Some(name) && collection.is_none() => {
                return Some(Found {
                    block: b,
                    body: &b.body,
                    groups: groups.clone(),
                    top,
                })
            }
            "resources" if label.is_some() && label == collection => {
                let template = b.body.blocks.iter().find(|t| t.type_name == "template")?;
                return Some(Found {
                    block: b,
                    body: &template.body,
                    groups: groups.clone(),
                    top,
                });
            }
            "group" => {
                groups.push(b);
                if let Some(f) = find_block(top, &b.body, groups, name, collection) {
                    return Some(f);
                }
                groups.pop();
            }
            _ => {}
        }
    }
    None
}

/// The item of an object constructor written for `key`, if `e` is one that spells it.
fn object_item<'e>(e: &'e Expr, key: &str) -> Option<(&'e Expr, Span)> {
    let ExprKind::Object(items) = &e.kind else {
        return None;
    };
    items.iter().find_map(|item| {
        let k = &item.key.expr;
        let name = match &k.kind {
            ExprKind::ScopeTraversal(t) if t.steps.is_empty() && !item.key.force_non_literal => {
                Some(t.root.to_string())
            }
            _ => {
                let (v, d) = strata_hcl::Expression::native(Arc::new(k.clone())).value(None);
                if d.is_empty() {
                    v.as_str().map(str::to_string)
                } else {
                    None
                }
            }
        }?;
        (name == key).then(|| (&item.value, k.span.to(item.value.span)))
    })
}

fn unwrap_parens(mut e: &Expr) -> &Expr {
    while let ExprKind::Parens(inner) = &e.kind {
        e = inner;
    }
    e
}

/// Explains `path` (a composed resource's name, then a field path) in the render `sources`
/// describe; `depth` is how many levels of inputs to list.
pub fn explain(sources: &Sources, path: &str, depth: usize) -> Result<Explanation, ExplainError> {
    let segs = parse_path(path).map_err(ExplainError::Syntax)?;
    let resources: Vec<(&str, &Value)> = sources
        .docs
        .iter()
        .filter_map(|d| annotation(d, RESOURCE_NAME).map(|n| (n, d)))
        .collect();
    let not_found = || {
        let mut candidates = Vec::new();
        let xr = sources.docs.first().map(|d| ("composite", d));
        for (name, doc) in resources.iter().copied().chain(xr) {
            let prefix = strata_core::explain::format_path(&[Segment::Field(name.to_string())]);
            candidates.push(prefix.clone());
            for p in value_paths(doc, 10_000) {
                let sep = if p.starts_with('[') { "" } else { "." };
                candidates.push(format!("{prefix}{sep}{p}"));
            }
        }
        ExplainError::NotFound(PathNotFound::new(path, &candidates))
    };
    let Some((Segment::Field(name), fields)) = segs.split_first() else {
        return Err(not_found());
    };
    let Some((_, doc)) = resources.iter().find(|(n, _)| *n == name.as_str()) else {
        if name == "composite" {
            if let Some(xr) = sources.docs.first() {
                return explain_composite(sources, path, xr, fields, depth).ok_or_else(not_found);
            }
        }
        return Err(not_found());
    };
    let Some(value) = strata_core::explain::value_at(doc, fields) else {
        return Err(not_found());
    };
    let mut explanation = Explanation::new(path, value.clone());
    let collection = annotation(doc, COLLECTION_BASE);
    let walker = Walker { s: sources, depth };
    let found = sources
        .files
        .iter()
        .find_map(|(_, top)| find_block(top, top, &mut Vec::new(), name, collection));
    let Some(found) = found else {
        return Ok(explanation);
    };
    let Some(body_attr) = found.body.attributes.get("body") else {
        return Ok(explanation);
    };
    // Narrow along the path through the object constructors the body spells.
    let mut expr: &Expr = &body_attr.expr;
    let mut span = body_attr.span;
    for s in fields {
        let Segment::Field(k) = s else { break };
        let inner = unwrap_parens(expr);
        match object_item(inner, k) {
            Some((e, sp)) => {
                expr = e;
                span = sp;
            }
            // The body spells this object without the field: the render added it (names,
            // labels, owner references, collection annotations), not the program.
            None if matches!(inner.kind, ExprKind::Object(_)) => return Ok(explanation),
            None => break,
        }
    }
    let reason = match collection {
        Some(base) => format!("the template of the resources collection {base}"),
        None => format!("the body of resource {name}"),
    };
    explanation.definitions.push(Definition {
        location: Location::of(sources.map, span),
        value: value.clone(),
        role: Role::Winner,
        reason,
    });
    if depth > 0 {
        explanation.inputs = walker.inputs(expr, &found, depth);
    }
    Ok(explanation)
}

/// Every `composite LABEL` block of the program, with the blocks enclosing it.
fn composite_blocks<'b>(
    top: &'b NativeBody,
    body: &'b NativeBody,
    enclosing: &mut Vec<&'b Block>,
    label: &str,
    out: &mut Vec<Found<'b>>,
) {
    for b in &body.blocks {
        match b.type_name.as_str() {
            "composite" if b.labels.first().map(SmolStr::as_str) == Some(label) => {
                out.push(Found {
                    block: b,
                    body: &b.body,
                    groups: enclosing.clone(),
                    top,
                })
            }
            "group" | "resource" | "resources" | "template" => {
                enclosing.push(b);
                composite_blocks(top, &b.body, enclosing, label, out);
                enclosing.pop();
            }
            _ => {}
        }
    }
}

/// Explains `composite.status...`: the XR's status, which every `composite status` block's
/// body is merged into.
fn explain_composite(
    sources: &Sources,
    path: &str,
    xr: &Value,
    fields: &[Segment],
    depth: usize,
) -> Option<Explanation> {
    let value = strata_core::explain::value_at(xr, fields)?;
    let mut explanation = Explanation::new(path, value.clone());
    let Some((Segment::Field(label), rest)) = fields.split_first() else {
        return Some(explanation);
    };
    if label != "status" {
        return Some(explanation);
    }
    let mut blocks = Vec::new();
    for (_, top) in &sources.files {
        composite_blocks(top, top, &mut Vec::new(), label, &mut blocks);
    }
    let walker = Walker { s: sources, depth };
    let mut parts = Vec::new();
    for found in &blocks {
        let Some(attr) = found.body.attributes.get("body") else {
            continue;
        };
        let mut expr: &Expr = &attr.expr;
        let mut span = attr.span;
        let mut spelled = true;
        for s in rest {
            let Segment::Field(k) = s else { break };
            let inner = unwrap_parens(expr);
            match object_item(inner, k) {
                Some((e, sp)) => {
                    expr = e;
                    span = sp;
                }
                None => {
                    // An object constructor without the field does not give it; any other
                    // expression may.
                    spelled = !matches!(inner.kind, ExprKind::Object(_));
                    break;
                }
            }
        }
        if spelled {
            parts.push((found, expr, span));
        }
    }
    let several = parts.len() > 1;
    for (found, expr, span) in parts {
        explanation.definitions.push(Definition {
            location: Location::of(sources.map, span),
            value: if several { Value::Null } else { value.clone() },
            role: if several { Role::Merged } else { Role::Winner },
            reason: if several {
                "composite status blocks are merged into the XR's status".into()
            } else {
                "the composite status block".into()
            },
        });
        if depth > 0 {
            for i in walker.inputs(expr, found, depth) {
                if !explanation.inputs.contains(&i) {
                    explanation.inputs.push(i);
                }
            }
        }
    }
    Some(explanation)
}

struct Walker<'a, 'b> {
    s: &'a Sources<'b>,
    #[allow(dead_code)]
    depth: usize,
}

impl Walker<'_, '_> {
    fn loc(&self, span: Span) -> Location {
        Location::of(self.s.map, span)
    }

    /// The inputs `e` reads, in the scope of `found`, `depth` levels deep.
    fn inputs(&self, e: &Expr, found: &Found, depth: usize) -> Vec<Input> {
        let mut out: Vec<Input> = Vec::new();
        for t in native_variables(e) {
            let mut path = t.root.to_string();
            let mut names: Vec<String> = Vec::new();
            for step in &t.steps {
                match &step.kind {
                    StepKind::Attr(a) => {
                        path.push('.');
                        path.push_str(a);
                        names.push(a.to_string());
                    }
                    StepKind::Index(l) => {
                        let text = match l {
                            strata_hcl::ast::Literal::Number(n) => n.to_string(),
                            strata_hcl::ast::Literal::String(s) => format!("{s:?}"),
                            _ => break,
                        };
                        path.push_str(&format!("[{text}]"));
                        names.push(text.trim_matches('"').to_string());
                    }
                }
            }
            if out.iter().any(|i| i.path == path) {
                continue;
            }
            let (location, inner) = match t.root.as_str() {
                "req" => (self.request_field(&names), Vec::new()),
                "self" => (Some(self.loc(found.block.def_span())), Vec::new()),
                "each" => (
                    found
                        .block
                        .body
                        .attributes
                        .get("for_each")
                        .map(|a| self.loc(a.span)),
                    Vec::new(),
                ),
                local => match self.local(local, found) {
                    Some(attr) => {
                        let inner = if depth > 1 {
                            self.inputs(&attr.expr, found, depth - 1)
                        } else {
                            Vec::new()
                        };
                        (Some(self.loc(attr.span)), inner)
                    }
                    None => (None, Vec::new()),
                },
            };
            out.push(Input {
                path,
                location,
                inputs: inner,
            });
        }
        out
    }

    /// The location of `req.composite.<fields>` in the XR file (the nearest field written).
    fn request_field(&self, names: &[String]) -> Option<Location> {
        let (first, rest) = names.split_first()?;
        if first != "composite" {
            return None;
        }
        let mut node = self.s.xr;
        for n in rest {
            let next = match &node.value {
                NodeValue::Map(pairs) => pairs
                    .iter()
                    .find(|(k, _)| matches!(&k.value, NodeValue::String(s) if s == n))
                    .map(|(_, v)| v),
                NodeValue::Seq(items) => n.parse::<usize>().ok().and_then(|i| items.get(i)),
                _ => None,
            };
            match next {
                Some(v) => node = v,
                None => break,
            }
        }
        Some(self.loc(node.span))
    }

    /// The `locals` attribute `name` visible from `found`: the block's own, then the enclosing
    /// groups' (innermost first), then the top level (its own file first, then the others).
    fn local<'f>(
        &'f self,
        name: &str,
        found: &Found<'f>,
    ) -> Option<&'f strata_hcl::ast::Attribute> {
        let in_body = |body: &'f NativeBody| {
            body.blocks
                .iter()
                .filter(|b| b.type_name == "locals")
                .find_map(|b| b.body.attributes.get(name))
        };
        let mut scopes: Vec<&'f NativeBody> = vec![found.body, &found.block.body];
        scopes.extend(found.groups.iter().rev().map(|g| &*g.body));
        scopes.push(found.top);
        // The top level is shared by every file of the program.
        scopes.extend(self.s.files.iter().map(|(_, top)| &**top));
        scopes.into_iter().find_map(in_body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archive_files_are_placed_at_their_lines_in_the_composition() {
        let composition = "spec:\n  input:\n    hcl: |\n      -- a.hcl --\n      x = 1\n\n      -- b.hcl --\n      y = 2\n";
        let start = composition.find('|').unwrap();
        let hcl = "-- a.hcl --\nx = 1\n\n-- b.hcl --\ny = 2\n";
        let files = place_archive(composition, start, hcl);
        assert_eq!(files.len(), 2);
        assert_eq!(files[0].name, "a.hcl");
        // `x = 1` is on line 5, column 7 of the Composition.
        let a: Vec<&str> = files[0].text.split('\n').collect();
        assert_eq!(a[4], "      x = 1");
        assert!(a[..4].iter().all(|l| l.is_empty()));
        let b: Vec<&str> = files[1].text.split('\n').collect();
        assert_eq!(b[7], "      y = 2");
        // A marker that is not in the Composition's text leaves the file as it is.
        let files = place_archive("hcl: \"...\"", 0, "-- c.hcl --\nz = 3\n");
        assert_eq!(files[0].text, "z = 3\n");
    }
}
