//! Runs HCL's upstream `specsuite` (15 tests: `.hcl` input, `.hcldec` spec, `.t` expectations)
//! through a small spec interpreter written on this crate's public API. It covers the spec
//! kinds the suite uses (`object`, `attr`, `block`, `block_list`, `block_map`, `literal`,
//! `variables`). Results are compared as JSON values, diagnostics by byte range.
//!
//! The suite lives outside the repository (`hcldec/specsuite` of the vectors: `$STRATA_VECTORS`,
//! else `../shared/vectors` from the repository root); without it the test says so and passes,
//! or fails under `CI`. The tests that fail are exactly the `hcl specsuite` lines of
//! `conformance/known-failures.tsv` (none today), so the pass count is exact.

use std::collections::BTreeMap;
use std::path::Path;
use strata_core::{json, Diagnostics, FileId, SourceMap};
use strata_hcl::ast::{self, NativeBody};
use strata_hcl::types::{convert::convert, Type, Value};
use strata_hcl::{
    AttributeSchema, BlockHeaderSchema, Body, BodyContent, BodySchema, EvalContext, Expression,
};

#[derive(Debug)]
enum Spec {
    Object(Vec<(String, Spec)>),
    Attr {
        name: String,
        ty: Type,
        required: bool,
    },
    Block {
        kind: BlockKind,
        type_name: String,
        labels: Vec<String>,
        nested: Box<Spec>,
    },
    Literal(Expression),
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum BlockKind {
    Single,
    List,
    Map,
}

fn keyword_list(e: &Expression) -> Vec<String> {
    let (v, _) = e.value(None);
    v.elements()
        .into_iter()
        .filter_map(|(_, s)| s.as_str().map(str::to_string))
        .collect()
}

fn native_attr(body: &NativeBody, name: &str) -> Option<Expression> {
    body.attributes
        .get(name)
        .map(|a| Expression::native(a.expr.clone()))
}

fn string_attr(body: &NativeBody, name: &str) -> Option<String> {
    native_attr(body, name)?
        .value(None)
        .0
        .as_str()
        .map(str::to_string)
}

/// Reads one spec block (the spec files are native syntax: walk the tree directly, since
/// spec blocks may or may not carry a name label).
fn parse_spec_block(b: &ast::Block) -> Option<Spec> {
    let label = b.labels.first().map(|l| l.to_string());
    let body = &*b.body;
    match b.type_name.as_str() {
        "object" => {
            let mut children = Vec::new();
            for c in &body.blocks {
                let key = c.labels.first()?.to_string();
                children.push((key, parse_spec_block(c)?));
            }
            Some(Spec::Object(children))
        }
        "attr" => {
            let name = string_attr(body, "name").or(label)?;
            let ty = match native_attr(body, "type") {
                Some(e) => strata_hcl::typeexpr::type_from_expr(&e).0,
                None => Type::Dynamic,
            };
            let required = native_attr(body, "required")
                .and_then(|e| e.value(None).0.as_bool())
                .unwrap_or(false);
            Some(Spec::Attr { name, ty, required })
        }
        "block" | "block_list" | "block_map" => {
            let kind = match b.type_name.as_str() {
                "block" => BlockKind::Single,
                "block_list" => BlockKind::List,
                _ => BlockKind::Map,
            };
            let type_name = string_attr(body, "block_type").or(label)?;
            let labels = native_attr(body, "labels")
                .map(|e| keyword_list(&e))
                .unwrap_or_default();
            let nested = match body.blocks.first() {
                Some(n) => parse_spec_block(n)?,
                None => Spec::Object(Vec::new()),
            };
            Some(Spec::Block {
                kind,
                type_name,
                labels,
                nested: Box::new(nested),
            })
        }
        "literal" => Some(Spec::Literal(native_attr(body, "value")?)),
        _ => None,
    }
}

/// The body schema a spec needs at this level.
fn schema_of(spec: &Spec, schema: &mut BodySchema) {
    match spec {
        Spec::Object(children) => {
            for (_, c) in children {
                schema_of(c, schema);
            }
        }
        Spec::Attr { name, required, .. } => schema.attributes.push(AttributeSchema {
            name: name.as_str().into(),
            required: *required,
        }),
        Spec::Block {
            type_name, labels, ..
        } => schema.blocks.push(BlockHeaderSchema {
            type_name: type_name.as_str().into(),
            label_names: labels.iter().map(|l| l.as_str().into()).collect(),
        }),
        Spec::Literal(_) => {}
    }
}

fn decode(spec: &Spec, body: &Body, ctx: &EvalContext, diags: &mut Diagnostics) -> Value {
    let mut schema = BodySchema::default();
    schema_of(spec, &mut schema);
    let (content, mut d) = body.content(&schema);
    diags.append(&mut d);
    decode_content(spec, &content, ctx, diags)
}

fn decode_content(
    spec: &Spec,
    content: &BodyContent,
    ctx: &EvalContext,
    diags: &mut Diagnostics,
) -> Value {
    match spec {
        Spec::Object(children) => Value::object(
            children
                .iter()
                .map(|(k, c)| (k.clone(), decode_content(c, content, ctx, diags)))
                .collect(),
        ),
        Spec::Attr { name, ty, .. } => match content.attributes.get(name.as_str()) {
            Some(a) => {
                let (v, mut d) = a.expr.evaluate(ctx);
                diags.append(&mut d);
                match convert(&v, ty) {
                    Ok(v) => v,
                    Err(e) => {
                        diags.push(
                            strata_core::Diagnostic::error(
                                "Incorrect attribute value type",
                                e.message,
                            )
                            .with_subject(a.expr.range()),
                        );
                        Value::unknown(ty.clone())
                    }
                }
            }
            None => Value::null(ty.clone()),
        },
        Spec::Block {
            kind,
            type_name,
            nested,
            ..
        } => {
            let blocks: Vec<&strata_hcl::Block> = content
                .blocks
                .iter()
                .filter(|b| b.type_name == type_name.as_str())
                .collect();
            match kind {
                BlockKind::Single => match blocks.as_slice() {
                    [] => Value::dynamic_null(),
                    [b, rest @ ..] => {
                        for extra in rest {
                            diags.push(
                                strata_core::Diagnostic::error(
                                    format!("Duplicate {type_name} block"),
                                    "",
                                )
                                .with_subject(extra.def_range),
                            );
                        }
                        decode(nested, &b.body, ctx, diags)
                    }
                },
                BlockKind::List => Value::tuple(
                    blocks
                        .iter()
                        .map(|b| decode(nested, &b.body, ctx, diags))
                        .collect(),
                ),
                BlockKind::Map => {
                    let mut m = BTreeMap::new();
                    for b in blocks {
                        let key = b.labels.first().map(|l| l.to_string()).unwrap_or_default();
                        m.insert(key, decode(nested, &b.body, ctx, diags));
                    }
                    Value::object(m)
                }
            }
        }
        Spec::Literal(e) => {
            let (v, mut d) = e.evaluate(ctx);
            diags.append(&mut d);
            v
        }
    }
}

fn read_spec(path: &Path) -> Option<(Spec, BTreeMap<String, Value>)> {
    let src = std::fs::read(path).ok()?;
    let (body, d) = strata_hcl::parse_native(&src, FileId(1));
    assert!(d.is_empty(), "{}: {d:?}", path.display());
    let native = body.as_native()?;
    let mut vars = BTreeMap::new();
    let mut spec = None;
    for b in &native.blocks {
        if b.type_name == "variables" {
            for (k, a) in &b.body.attributes {
                vars.insert(
                    k.to_string(),
                    Expression::native(a.expr.clone()).value(None).0,
                );
            }
        } else {
            spec = parse_spec_block(b);
        }
    }
    Some((spec?, vars))
}

struct Expect {
    result: Option<Value>,
    result_type: Option<Type>,
    diags: Vec<(u32, u32)>,
}

fn read_t(path: &Path) -> Option<Expect> {
    let src = std::fs::read(path).ok()?;
    let (body, d) = strata_hcl::parse_native(&src, FileId(2));
    assert!(d.is_empty(), "{}: {d:?}", path.display());
    let schema = BodySchema {
        attributes: vec![
            AttributeSchema {
                name: "result".into(),
                required: false,
            },
            AttributeSchema {
                name: "result_type".into(),
                required: false,
            },
        ],
        blocks: vec![
            BlockHeaderSchema {
                type_name: "diagnostics".into(),
                label_names: vec![],
            },
            BlockHeaderSchema {
                type_name: "traversals".into(),
                label_names: vec![],
            },
        ],
    };
    let (content, _) = body.content(&schema);
    let result = content
        .attributes
        .get("result")
        .map(|a| a.expr.value(None).0);
    let result_type = content
        .attributes
        .get("result_type")
        .map(|a| strata_hcl::typeexpr::type_from_expr(&a.expr).0);
    let mut diags = Vec::new();
    for b in content
        .blocks
        .iter()
        .filter(|b| b.type_name == "diagnostics")
    {
        let sev = BodySchema {
            attributes: vec![],
            blocks: ["error", "warning"]
                .iter()
                .map(|n| BlockHeaderSchema {
                    type_name: (*n).into(),
                    label_names: vec![],
                })
                .collect(),
        };
        let (c, _) = b.body.content(&sev);
        for e in &c.blocks {
            let pos = BodySchema {
                attributes: vec![],
                blocks: ["from", "to"]
                    .iter()
                    .map(|n| BlockHeaderSchema {
                        type_name: (*n).into(),
                        label_names: vec![],
                    })
                    .collect(),
            };
            let (pc, _) = e.body.content(&pos);
            let byte = |which: &str| -> Option<u32> {
                let blk = pc.blocks.iter().find(|b| b.type_name == which)?;
                let (attrs, _) = blk.body.just_attributes();
                let v = attrs.get("byte")?.expr.value(None).0;
                v.as_number()?.to_i64().map(|n| n as u32)
            };
            diags.push((byte("from")?, byte("to")?));
        }
    }
    Some(Expect {
        result,
        result_type,
        diags,
    })
}

fn to_json_text(v: &Value) -> String {
    match strata_hcl::types::json::to_json(v) {
        Ok(j) => json::write(&j, &json::WriteOptions::compact()),
        Err(_) => "<unserializable>".into(),
    }
}

#[test]
fn upstream_specsuite() {
    let Some(dir) = strata_test_support::vectors("hcldec/specsuite") else {
        return;
    };
    let mut tests = Vec::new();
    let mut stack = vec![dir.clone()];
    let mut report = String::new();
    let name = |t: &Path| t.strip_prefix(&dir).unwrap_or(t).display().to_string();
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "t") {
                tests.push(p);
            }
        }
    }
    tests.sort();
    let (mut pass, mut fail) = (0, 0);
    for t in &tests {
        let hcl = t.with_extension("hcl");
        let spec_path = t.with_extension("hcldec");
        let (Some((spec, vars)), Some(expect)) = (read_spec(&spec_path), read_t(t)) else {
            fail += 1;
            report.push_str(&format!(
                "FAIL {} - cannot read spec or expectations\n",
                name(t)
            ));
            continue;
        };
        let src = std::fs::read(&hcl).unwrap_or_default();
        let mut map = SourceMap::new();
        let file = map.add(
            hcl.to_string_lossy().as_ref(),
            String::from_utf8_lossy(&src).into_owned(),
        );
        let (body, mut diags) = strata_hcl::parse_native(&src, file);
        let ctx = EvalContext::new()
            .with_variables(vars)
            .with_functions(BTreeMap::new());
        // Like hcldec, decode only a file that parsed without errors.
        let value = if diags.iter().any(|d| d.is_error()) {
            Value::dynamic_null()
        } else {
            decode(&spec, &body, &ctx, &mut diags)
        };
        let mut got: Vec<(u32, u32)> = diags
            .iter()
            .filter(|d| d.is_error())
            .filter_map(|d| d.subject.map(|s| (s.start, s.end)))
            .collect();
        got.sort();
        got.dedup();
        let mut want = expect.diags.clone();
        want.sort();
        let value_ok = match &expect.result {
            None => true,
            Some(w) => {
                let w = match &expect.result_type {
                    Some(ty) => convert(w, ty).unwrap_or_else(|_| w.clone()),
                    None => w.clone(),
                };
                let mine = convert(&value, w.ty()).unwrap_or(value.clone());
                to_json_text(&mine) == to_json_text(&w)
            }
        };
        if value_ok && got == want {
            pass += 1;
        } else {
            fail += 1;
            report.push_str(&format!(
                "FAIL {} - value {} (ok: {value_ok}); diags {got:?} want {want:?}\n",
                name(t),
                to_json_text(&value)
            ));
        }
    }
    eprintln!("specsuite: {pass} passed, {fail} failed");
    report.push_str(&format!("{pass} passed, {fail} failed\n"));
    strata_test_support::assert_failures_known("hcl specsuite", &report);
    assert!(pass > 0, "no specsuite test ran");
}
