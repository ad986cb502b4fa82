//! Decoding a body with a spec.
//!
//! [`decode`] checks the body against the spec's implied schema (reporting unexpected
//! arguments and blocks, missing required arguments and wrong label counts), then computes
//! the spec's value from what the body contains:
//!
//! * `attr`: the attribute's expression evaluated in the input context and converted to the
//!   spec's type; an absent attribute is a null of that type.
//! * `block`: at most one block of the type (a second is an error); absent is a null of the
//!   nested spec's type, or an error when `required`.
//! * `block_list`/`block_set`: one element per block, in source order (sets deduplicate and
//!   order their elements); the count must be at least `min_items` and, when `max_items` is
//!   positive, at most `max_items`. The elements are converted to one unified type.
//! * `block_map`: nested maps keyed by each block's labels; repeated label tuples are errors.
//! * `block_attrs`: the attributes of at most one block, each converted to the element type,
//!   as a map (an element type of `any` unifies the values' types); absent is a null map, or
//!   an error when `required`.
//! * `object`/`array`: their children's values; `literal`: its value.
//! * `default`: the first child's value unless null, then the next child's.
//! * `transform`: the `result` expression with `nested` bound to the child's value. When the
//!   child has errors, the result is unknown and the expression is not evaluated.
//!
//! Recursion follows the spec's nesting, which the spec file's syntax nesting bounds
//! (`strata_hcl::parser::MAX_NESTING`); decoding is linear in the size of the input.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use smol_str::SmolStr;
use strata_core::{Diagnostic, Diagnostics, SourceMap, Span};
use strata_hcl::ast::{Expr, NativeBody};
use strata_hcl::eval::evaluate_native;
use strata_hcl::{range_text, Block, Body, BodyContent, BodySchema};
use strata_hcl_types::{convert, unify, Number, Type, Value};

use crate::engine::{self, EvalContext};
use crate::spec::{BlockAttrsSpec, BlockListSpec, BlockMapSpec, Collection, Spec};

/// Whether [`Decoder::write_native`] writes `spec`'s value: an `object` of ASCII keys whose
/// children are `attr` specs of primitive types or collections of them and `block_list`
/// specs of such objects, all reading distinct argument and block type names. A value
/// decoded without errors then always has the spec's implied type (an attribute's value is
/// converted to its type; every list element has the nested object's type), so values of one
/// such spec never need unifying.
pub(crate) fn writes_directly(spec: &Spec) -> bool {
    fn simple_type(t: &Type) -> bool {
        match t {
            Type::String | Type::Number | Type::Bool => true,
            Type::List(e) | Type::Set(e) | Type::Map(e) => simple_type(e),
            _ => false,
        }
    }
    let Spec::Object(m) = spec else {
        return false;
    };
    let mut names: Vec<&str> = Vec::with_capacity(m.len());
    for (k, s) in m {
        let name = match s {
            Spec::Attr(a) if simple_type(&a.ty) => a.name.as_str(),
            Spec::BlockList(b) if b.kind == Collection::List && writes_directly(&b.nested) => {
                b.type_name.as_str()
            }
            _ => return false,
        };
        if !k.is_ascii() || names.contains(&name) {
            return false;
        }
        names.push(name);
    }
    true
}

/// Writes the JSON text of a literal expression's value converted to `ty` when that needs no
/// evaluation: a plain ASCII quoted string as a `string`, a number literal as a `number`, a
/// bool literal as a `bool`, and a tuple of such literals as a `list` of that type. These are
/// the texts [`crate::output::render_into`] writes for the converted value (a string is
/// its own NFC form when ASCII; a number literal's value is exact). False, with `out` as it
/// was, for anything else: the caller evaluates the expression.
fn write_literal(out: &mut String, e: &Expr, ty: &Type) -> bool {
    use strata_hcl::ast::{ExprKind, Literal};
    match (&e.kind, ty) {
        (ExprKind::Template(parts), Type::String) => match parts.as_slice() {
            [Expr {
                kind: ExprKind::Literal(Literal::String(s)),
                ..
            }] if s.is_ascii() => {
                strata_core::json::write_string(out, s, true);
                true
            }
            _ => false,
        },
        // Up to 18 plain digits: an integer of the i64 range, written as its digits without
        // leading zeros (what the number's value prints as), copied from the literal.
        (ExprKind::Literal(Literal::Number(t)), Type::Number)
            if !t.is_empty() && t.len() <= 18 && t.bytes().all(|b| b.is_ascii_digit()) =>
        {
            let digits = t.trim_start_matches('0');
            out.push_str(if digits.is_empty() { "0" } else { digits });
            true
        }
        (ExprKind::Literal(Literal::Number(t)), Type::Number) => match Number::parse(t) {
            Some(n) if !n.is_infinite() => {
                crate::output::write_number(out, &n);
                true
            }
            _ => false,
        },
        (ExprKind::Literal(Literal::Bool(b)), Type::Bool) => {
            out.push_str(if *b { "true" } else { "false" });
            true
        }
        (ExprKind::Tuple(items), Type::List(elem))
            if matches!(**elem, Type::String | Type::Number | Type::Bool) =>
        {
            let mark = out.len();
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                if !write_literal(out, item, elem) {
                    out.truncate(mark);
                    return false;
                }
            }
            out.push(']');
            true
        }
        _ => false,
    }
}

/// Starts the property `key` of a JSON object written to `out` (after a comma unless it is the
/// `first`); returns where the property starts, for [`close_property`].
pub(crate) fn open_property(out: &mut String, key: &str, first: bool) -> usize {
    let mark = open_made_property(out, "", first);
    strata_core::json::write_string(out, key, true);
    out.push(':');
    mark
}

/// The `"key":` text [`open_property`] writes for `key`, made once for many objects.
pub(crate) fn property_text(key: &str) -> String {
    let mut text = String::new();
    open_property(&mut text, key, true);
    text
}

/// [`open_property`] with the key's [`property_text`] already made.
pub(crate) fn open_made_property(out: &mut String, property: &str, first: bool) -> usize {
    let mark = out.len();
    if !first {
        out.push(',');
    }
    out.push_str(property);
    mark
}

/// Ends the property started at `mark`, whose value is `null` when `null` (nothing was written
/// for it): written as `null` when nulls are kept, else taken back out, as the object value's
/// rendering leaves a null property out. Returns whether the object still has no property.
pub(crate) fn close_property(
    out: &mut String,
    mark: usize,
    null: bool,
    keep_nulls: bool,
    first: bool,
) -> bool {
    if !null {
        return false;
    }
    if keep_nulls {
        out.push_str("null");
        return false;
    }
    out.truncate(mark);
    first
}

/// Decodes `body` with `spec`. `ctx` is the input's evaluation context (variables and
/// functions); `None` means no variables or functions may be used at all.
pub fn decode(
    map: &SourceMap,
    body: &Body,
    spec: &Spec,
    ctx: Option<&EvalContext>,
) -> (Value, Diagnostics) {
    let d = Decoder::new(map, ctx);
    d.body(body, spec)
}

/// The value `spec` gives for `content` (a body already checked against the spec's schema):
/// what [`decode`] computes, for one spec of a body (used by [`crate::explain`]).
pub(crate) fn decode_content(
    map: &SourceMap,
    content: &BodyContent,
    spec: &Spec,
    ctx: Option<&EvalContext>,
) -> (Value, Diagnostics) {
    Decoder::new(map, ctx).content(content, spec)
}

pub(crate) struct Decoder<'a> {
    map: &'a SourceMap,
    ctx: Option<&'a EvalContext>,
    /// The implied schema of each spec decoding a body, computed once per spec rather than
    /// once per block (keyed by the spec's address: the spec tree outlives the decoder).
    schemas: RefCell<HashMap<*const Spec, Rc<BodySchema>>>,
}

impl<'a> Decoder<'a> {
    pub(crate) fn new(map: &'a SourceMap, ctx: Option<&'a EvalContext>) -> Decoder<'a> {
        Decoder {
            map,
            ctx,
            schemas: RefCell::default(),
        }
    }

    fn schema(&self, spec: &Spec) -> Rc<BodySchema> {
        self.schemas
            .borrow_mut()
            .entry(spec as *const Spec)
            .or_insert_with(|| Rc::new(spec.implied_schema()))
            .clone()
    }

    /// Decodes `body` with `spec`, as [`decode`] does, reusing this decoder's schemas.
    pub(crate) fn decode_body(&self, body: &Body, spec: &Spec) -> (Value, Diagnostics) {
        self.body(body, spec)
    }

    /// Writes the JSON text of a native `body`'s value under `spec` to `out` (as
    /// [`crate::output::render_into`] writes the value [`Decoder::decode_body`] gives), for a
    /// spec [`writes_directly`] accepts: the body is checked against the spec's schema
    /// without building its content, and the object and list values around the attributes'
    /// values are never built. `Err` when the body departs from what decodes without errors
    /// (an argument or block the spec does not name, a label, a missing required argument, an
    /// error diagnostic, a value that cannot be written): `out` then holds part of the text,
    /// and the caller decodes the usual way, which reports what is wrong.
    pub(crate) fn write_native(
        &self,
        body: &NativeBody,
        spec: &Spec,
        keep_nulls: bool,
        out: &mut String,
    ) -> Result<(), ()> {
        let Spec::Object(m) = spec else {
            return Err(());
        };
        // The names of `m`'s children are distinct (`writes_directly`): the body holds
        // nothing else when every one of its arguments and blocks was taken by one of them.
        let mut attrs_taken = 0;
        let mut blocks_taken = 0;
        out.push('{');
        let mut first = true;
        for (k, s) in m {
            let mark = open_property(out, k, first);
            let null = match s {
                Spec::Attr(a) => match body.attributes.get(&a.name) {
                    None if a.required => return Err(()),
                    None => true,
                    Some(attr) => {
                        attrs_taken += 1;
                        self.write_attr(&attr.expr, &a.ty, keep_nulls, out)?
                    }
                },
                Spec::BlockList(b) => {
                    out.push('[');
                    let mut count: i64 = 0;
                    for child in body.blocks.iter().filter(|c| c.type_name == b.type_name) {
                        if !child.labels.is_empty() {
                            return Err(());
                        }
                        if count > 0 {
                            out.push(',');
                        }
                        self.write_native(&child.body, &b.nested, keep_nulls, out)?;
                        count += 1;
                    }
                    if count < b.min_items || (b.max_items > 0 && count > b.max_items) {
                        return Err(());
                    }
                    blocks_taken += count as usize;
                    out.push(']');
                    false
                }
                _ => return Err(()),
            };
            first = close_property(out, mark, null, keep_nulls, first);
        }
        if attrs_taken != body.attributes.len() || blocks_taken != body.blocks.len() {
            return Err(());
        }
        out.push('}');
        Ok(())
    }

    /// Writes the JSON text of an argument's value `expr` converted to `ty` (as
    /// [`crate::output::render_into`] writes it), for [`Decoder::write_native`] and the
    /// streamed decode's walk; true, with nothing written, when the value is null. `Err` when
    /// the value has an error or cannot be written.
    pub(crate) fn write_attr(
        &self,
        expr: &Expr,
        ty: &Type,
        keep_nulls: bool,
        out: &mut String,
    ) -> Result<bool, ()> {
        if write_literal(out, expr, ty) || self.write_object_map(expr, ty, out) {
            return Ok(false);
        }
        let (val, diags) = evaluate_native(expr, self.ctx);
        if strata_core::diagnostic::has_errors(&diags) {
            return Err(());
        }
        // The value is ours: converted without a copy of what already fits.
        let v = strata_hcl_types::convert_owned(val, ty).map_err(|_| ())?;
        if v.is_null() {
            return Ok(true);
        }
        crate::output::render_into(out, &v, keep_nulls).map_err(|_| ())?;
        Ok(false)
    }

    /// Writes the value of an object constructor whose keys are bare ASCII names (`{ a = x,
    /// b = y }`) converted to a map of a primitive type, element by element, without building
    /// the object, the map and their types: each value is evaluated and converted to the
    /// element type on its own (as converting the object to the map does), and the entries are
    /// written in key order, as [`crate::output::render_into`] writes the map. False, with
    /// `out` as it was, whenever the general path may answer differently: another kind of
    /// expression or type, a repeated key (the last definition wins there), a value that is
    /// null, unknown, an error or not convertible (the general path reports it).
    fn write_object_map(&self, expr: &Expr, ty: &Type, out: &mut String) -> bool {
        use strata_hcl::ast::ExprKind;
        let (ExprKind::Object(items), Type::Map(elem)) = (&expr.kind, ty) else {
            return false;
        };
        if !matches!(**elem, Type::String | Type::Number | Type::Bool) {
            return false;
        }
        let mut entries: Vec<(&str, Value)> = Vec::with_capacity(items.len());
        for item in items {
            let Some(name) = item
                .key
                .expr
                .keyword_name()
                .filter(|n| !item.key.force_non_literal && n.is_ascii())
            else {
                return false;
            };
            let (v, diags) = evaluate_native(&item.value, self.ctx);
            if strata_core::diagnostic::has_errors(&diags) || v.is_null() || !v.is_wholly_known() {
                return false;
            }
            let Ok(v) = strata_hcl_types::convert_owned(v, elem) else {
                return false;
            };
            entries.push((name, v));
        }
        strata_core::sort::sort_by(&mut entries, |a, b| a.0.cmp(b.0));
        // A repeated key (sorted next to its twin) is the general path's: the last one wins.
        if entries.windows(2).any(|w| w[0].0 == w[1].0) {
            return false;
        }
        let mark = out.len();
        out.push('{');
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            strata_core::json::write_string(out, k, true);
            out.push(':');
            if crate::output::render_into(out, v, false).is_err() {
                out.truncate(mark);
                return false;
            }
        }
        out.push('}');
        true
    }

    fn body(&self, body: &Body, spec: &Spec) -> (Value, Diagnostics) {
        let schema = self.schema(spec);
        let (content, mut diags) = body.content(&schema);
        let (v, more) = self.content(&content, spec);
        diags.extend(more);
        (v, diags)
    }

    fn content(&self, content: &BodyContent, spec: &Spec) -> (Value, Diagnostics) {
        match spec {
            Spec::Object(m) => {
                let mut diags = Vec::new();
                let mut vals = BTreeMap::new();
                for (k, s) in m {
                    let (v, d) = self.content(content, s);
                    diags.extend(d);
                    vals.insert(k.clone(), v);
                }
                (Value::object(vals), diags)
            }
            Spec::Array(specs) => {
                let mut diags = Vec::new();
                let mut vals = Vec::with_capacity(specs.len());
                for s in specs {
                    let (v, d) = self.content(content, s);
                    diags.extend(d);
                    vals.push(v);
                }
                (Value::tuple(vals), diags)
            }
            Spec::Attr(a) => {
                let Some(attr) = content.attributes.get(&a.name) else {
                    return (Value::null(a.ty.clone()), Vec::new());
                };
                let (val, mut diags) = engine::eval(&attr.expr, self.ctx);
                match convert(&val, &a.ty) {
                    Ok(v) => (v, diags),
                    Err(e) => {
                        diags.push(
                            Diagnostic::error(
                                "Incorrect attribute value type",
                                format!(
                                    "Inappropriate value for attribute {}: {}.",
                                    engine::go_quote(&a.name),
                                    e
                                ),
                            )
                            .with_subject(attr.expr.range())
                            .with_context(attr.name_range.to(attr.expr.range())),
                        );
                        (Value::unknown(a.ty.clone()), diags)
                    }
                }
            }
            Spec::Block(b) => {
                let mut diags = Vec::new();
                let mut found: Option<&Block> = None;
                for candidate in content.blocks.iter().filter(|c| c.type_name == b.type_name) {
                    if let Some(first) = found {
                        diags.push(
                            Diagnostic::error(
                                format!("Duplicate {} block", b.type_name),
                                format!(
                                    "Only one block of type {} is allowed. Previous definition was at {}.",
                                    engine::go_quote(&b.type_name),
                                    range_text(self.map, first.def_range)
                                ),
                            )
                            .with_subject(candidate.def_range),
                        );
                        break;
                    }
                    found = Some(candidate);
                }
                let Some(child) = found else {
                    if b.required {
                        diags.push(missing_block(&b.type_name, content.missing_item_range));
                    }
                    return (Value::null(b.nested.implied_type()), diags);
                };
                let (v, d) = self.body(&child.body, &b.nested);
                diags.extend(d);
                (v, diags)
            }
            Spec::BlockList(b) => self.block_list(content, b),
            Spec::BlockMap(b) => self.block_map(content, b),
            Spec::BlockAttrs(b) => self.block_attrs(content, b),
            Spec::Literal(v) => (v.clone(), Vec::new()),
            Spec::Default { primary, fallback } => {
                let (v, mut diags) = self.content(content, primary);
                if v.is_null() {
                    let (v2, d) = self.content(content, fallback);
                    diags.extend(d);
                    return (v2, diags);
                }
                (v, diags)
            }
            Spec::Transform(t) => {
                let (nested, mut diags) = self.content(content, &t.nested);
                if strata_core::diagnostic::has_errors(&diags) {
                    return (Value::unknown(spec.implied_type()), diags);
                }
                let (v, d) = t.ctx.eval_with_nested(&t.result, nested);
                diags.extend(d);
                (v, diags)
            }
        }
    }

    fn block_list(&self, content: &BodyContent, b: &BlockListSpec) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let mut elems = Vec::new();
        let mut children = Vec::new();
        for child in content.blocks.iter().filter(|c| c.type_name == b.type_name) {
            let (v, d) = self.body(&child.body, &b.nested);
            diags.extend(d);
            elems.push(v);
            children.push(child);
        }
        // Where each block's value comes from, computed only for a diagnostic.
        let range_of = |i: usize| children.get(i).map(|c| source_range(&c.body, &b.nested));
        let count = elems.len() as i64;
        if count < b.min_items {
            diags.push(
                Diagnostic::error(
                    format!("Insufficient {} blocks", b.type_name),
                    format!(
                        "At least {} {} blocks are required.",
                        b.min_items,
                        engine::go_quote(&b.type_name)
                    ),
                )
                .with_subject(content.missing_item_range),
            );
        } else if b.max_items > 0 && count > b.max_items {
            let mut d = Diagnostic::error(
                format!("Too many {} blocks", b.type_name),
                format!(
                    "No more than {} {} blocks are allowed",
                    b.max_items,
                    engine::go_quote(&b.type_name)
                ),
            );
            if let Some(r) = usize::try_from(b.max_items).ok().and_then(range_of) {
                d = d.with_subject(r);
            }
            diags.push(d);
        }
        if elems.is_empty() {
            let ety = b.nested.implied_type();
            return (
                match b.kind {
                    Collection::List => Value::list(ety, Vec::new()),
                    Collection::Set => Value::set(ety, Vec::new()),
                },
                diags,
            );
        }
        let (ety, elems) = match unify_values(elems, range_of, &b.type_name, &mut diags) {
            Some(x) => x,
            None => return (Value::dynamic(), diags),
        };
        let v = match b.kind {
            Collection::List => Value::list(ety, elems),
            Collection::Set => Value::set(ety, elems),
        };
        (v, diags)
    }

    fn block_map(&self, content: &BodyContent, b: &BlockMapSpec) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let mut root = Node::Map(BTreeMap::new());
        let depth = b.labels.len();
        for child in content.blocks.iter().filter(|c| c.type_name == b.type_name) {
            let (v, d) = self.body(&child.body, &b.nested);
            diags.extend(d);
            let Some((last, path)) = child.labels.get(..depth).and_then(|l| l.split_last()) else {
                continue;
            };
            let mut target = &mut root;
            for key in path {
                let Node::Map(m) = target else { break };
                target = m
                    .entry(key.to_string())
                    .or_insert_with(|| Node::Map(BTreeMap::new()));
            }
            let Node::Map(m) = target else { continue };
            if m.contains_key(last.as_str()) {
                let quoted: String = child
                    .labels
                    .iter()
                    .map(|l| format!(" {}", engine::go_quote(l)))
                    .collect();
                diags.push(
                    Diagnostic::error(
                        format!("Duplicate {} block", b.type_name),
                        format!(
                            "A block for {}{} was already defined. The {} labels must be unique.",
                            b.type_name, quoted, b.type_name
                        ),
                    )
                    .with_subject(child.def_range),
                );
                continue;
            }
            m.insert(last.to_string(), Node::Leaf(v, child.def_range));
        }
        let Node::Map(top) = &root else {
            return (Value::dynamic(), diags);
        };
        if top.is_empty() {
            return (Value::map(b.nested.implied_type(), BTreeMap::new()), diags);
        }
        let v = build_map(&root, &b.type_name, &mut diags);
        (v, diags)
    }

    fn block_attrs(&self, content: &BodyContent, b: &BlockAttrsSpec) -> (Value, Diagnostics) {
        let mut diags = Vec::new();
        let mut matching = content.blocks.iter().filter(|c| c.type_name == b.type_name);
        let Some(block) = matching.next() else {
            if b.required {
                diags.push(missing_block(&b.type_name, content.missing_item_range));
            }
            return (Value::null(Type::map(b.element_type.clone())), diags);
        };
        if let Some(other) = matching.next() {
            diags.push(
                Diagnostic::error(
                    format!("Duplicate {} block", b.type_name),
                    format!(
                        "Only one block of type {} is allowed. Previous definition was at {}.",
                        engine::go_quote(&b.type_name),
                        range_text(self.map, block.def_range)
                    ),
                )
                .with_subject(other.def_range),
            );
        }
        let (attrs, d) = block.body.just_attributes();
        diags.extend(d);
        if attrs.is_empty() {
            return (Value::map(b.element_type.clone(), BTreeMap::new()), diags);
        }
        let mut vals = BTreeMap::new();
        let mut ranges = Vec::new();
        for (name, attr) in &attrs {
            let (v, d) = engine::eval(&attr.expr, self.ctx);
            diags.extend(d);
            let v = match convert(&v, &b.element_type) {
                Ok(v) => v,
                Err(e) => {
                    diags.push(
                        Diagnostic::error(
                            "Invalid attribute value",
                            format!(
                                "Invalid value for attribute of {} block: {}.",
                                engine::go_quote(&b.type_name),
                                e
                            ),
                        )
                        .with_subject(attr.expr.range())
                        .with_context(attr.name_range.to(attr.expr.range())),
                    );
                    Value::unknown(b.element_type.clone())
                }
            };
            vals.insert(name.to_string(), v);
            ranges.push(attr.expr.range());
        }
        if !b.element_type.has_dynamic() {
            return (Value::map(b.element_type.clone(), vals), diags);
        }
        // `any` elements: one map element type for all attributes, as a conversion of the
        // attributes to `map(any)` would choose.
        let names: Vec<String> = vals.keys().cloned().collect();
        let values: Vec<Value> = vals.into_values().collect();
        match unify_values(values, |i| ranges.get(i).copied(), &b.type_name, &mut diags) {
            Some((ety, values)) => (
                Value::map(ety, names.into_iter().zip(values).collect()),
                diags,
            ),
            None => (Value::dynamic(), diags),
        }
    }
}

fn missing_block(type_name: &str, at: Span) -> Diagnostic {
    Diagnostic::error(
        format!("Missing {type_name} block"),
        format!(
            "A block of type {} is required here.",
            engine::go_quote(type_name)
        ),
    )
    .with_subject(at)
}

/// Converts `elems` to their unified type. On failure reports at the offending block and
/// returns `None`.
fn unify_values(
    elems: Vec<Value>,
    range_of: impl Fn(usize) -> Option<Span>,
    type_name: &str,
    diags: &mut Diagnostics,
) -> Option<(Type, Vec<Value>)> {
    // Unifying is quadratic in the number of types given; blocks decoded by one spec almost
    // always share one type, so unify the distinct types (in first-seen order) only.
    let types: Vec<Type> = match elems.split_first() {
        Some((first, rest)) if rest.iter().all(|v| v.ty() == first.ty()) => {
            vec![first.ty().clone()]
        }
        _ => {
            let distinct: indexmap::IndexSet<Type> = elems.iter().map(|v| v.ty().clone()).collect();
            distinct.into_iter().collect()
        }
    };
    let summary = || format!("Unconsistent argument types in {type_name} blocks");
    let unified = match types.as_slice() {
        [only] => Some(only.clone()),
        many => unify(many),
    };
    let Some(ety) = unified else {
        let mut d = Diagnostic::error(
            summary(),
            "Corresponding attributes in all blocks of this type must be the same.",
        );
        if let Some(r) = range_of(0) {
            d = d.with_subject(r);
        }
        diags.push(d);
        return None;
    };
    let mut out = Vec::with_capacity(elems.len());
    for (i, v) in elems.into_iter().enumerate() {
        if v.ty() == &ety {
            out.push(v);
            continue;
        }
        match convert(&v, &ety) {
            Ok(c) => out.push(c),
            Err(e) => {
                let mut d = Diagnostic::error(
                    summary(),
                    format!("Block with index {i} has inconsistent argument types: {e}."),
                );
                if let Some(r) = range_of(i) {
                    d = d.with_subject(r);
                }
                diags.push(d);
                return None;
            }
        }
    }
    Some((ety, out))
}

/// A level of a `block_map` result under construction.
enum Node {
    Map(BTreeMap<String, Node>),
    Leaf(Value, Span),
}

/// Builds the nested maps of a `block_map`, unifying each level's element types.
fn build_map(node: &Node, type_name: &str, diags: &mut Diagnostics) -> Value {
    match node {
        Node::Leaf(v, _) => v.clone(),
        Node::Map(m) => {
            let mut names = Vec::with_capacity(m.len());
            let mut vals = Vec::with_capacity(m.len());
            let mut ranges = Vec::with_capacity(m.len());
            for (k, child) in m {
                names.push(k.clone());
                vals.push(build_map(child, type_name, diags));
                ranges.push(match child {
                    Node::Leaf(_, r) => *r,
                    Node::Map(_) => Span::default(),
                });
            }
            match unify_values(vals, |i| ranges.get(i).copied(), type_name, diags) {
                Some((ety, vals)) => Value::map(ety, names.into_iter().zip(vals).collect()),
                None => Value::dynamic(),
            }
        }
    }
}

/// Where a spec's value comes from in `body`, for diagnostics about the value as a whole.
fn source_range(body: &Body, spec: &Spec) -> Span {
    let schema = spec.implied_schema();
    let (content, _, _) = body.partial_content(&schema);
    content_source_range(&content, spec)
}

fn content_source_range(content: &BodyContent, spec: &Spec) -> Span {
    let first_block =
        |type_name: &SmolStr| content.blocks.iter().find(|b| &b.type_name == type_name);
    match spec {
        Spec::Object(_) | Spec::Array(_) => content.missing_item_range,
        Spec::Attr(a) => match content.attributes.get(&a.name) {
            Some(attr) => attr.expr.range(),
            None => content.missing_item_range,
        },
        Spec::Literal(_) => Span::default(),
        Spec::Block(b) => match first_block(&b.type_name) {
            Some(c) => source_range(&c.body, &b.nested),
            None => content.missing_item_range,
        },
        Spec::BlockList(b) => match first_block(&b.type_name) {
            Some(c) => source_range(&c.body, &b.nested),
            None => content.missing_item_range,
        },
        Spec::BlockMap(b) => match first_block(&b.type_name) {
            Some(c) => source_range(&c.body, &b.nested),
            None => content.missing_item_range,
        },
        Spec::BlockAttrs(b) => match first_block(&b.type_name) {
            Some(c) => c.def_range,
            None => content.missing_item_range,
        },
        Spec::Default { primary, .. } => content_source_range(content, primary),
        Spec::Transform(t) => content_source_range(content, &t.nested),
    }
}
