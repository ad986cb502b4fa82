//! Variable scopes and `locals`.
//!
//! An [`Env`] maps names to values and falls back to its parent. The locals of one scope
//! (every `locals` block directly inside one block, or the top level) are planned together by
//! [`plan_locals`]: a name may be declared once per scope, may not shadow a name visible from
//! an enclosing scope (`req`, `self`, `each`, outer locals, function arguments), may refer
//! only to names that exist, and the references may not form a cycle. The plan lists the
//! locals in dependency order (source order among independent ones), so declaration order
//! never matters.

use smol_str::SmolStr;
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use strata_core::{Diagnostic, Severity};
use strata_hcl::ast::{Attribute, Expr};
use strata_hcl::expr::native_variables;
use strata_hcl_types::Value;

/// A scope of variables.
#[derive(Debug, Default)]
pub struct Env<'p> {
    vars: BTreeMap<SmolStr, Value>,
    parent: Option<&'p Env<'p>>,
}

impl<'p> Env<'p> {
    /// A scope with no parent.
    pub fn root() -> Env<'static> {
        Env {
            vars: BTreeMap::new(),
            parent: None,
        }
    }

    /// A scope nested in `parent`.
    pub fn child(parent: &'p Env<'p>) -> Env<'p> {
        Env {
            vars: BTreeMap::new(),
            parent: Some(parent),
        }
    }

    pub fn set(&mut self, name: &str, v: Value) {
        self.vars.insert(SmolStr::new(name), v);
    }

    /// The value of `name` in this scope or an enclosing one.
    pub fn get(&self, name: &str) -> Option<Value> {
        let mut e = Some(self);
        while let Some(env) = e {
            if let Some(v) = env.vars.get(name) {
                return Some(v.clone());
            }
            e = env.parent;
        }
        None
    }

    /// Every visible variable (inner scopes shadow outer ones).
    pub fn flatten(&self) -> BTreeMap<String, Value> {
        let mut out = BTreeMap::new();
        let mut e = Some(self);
        while let Some(env) = e {
            for (k, v) in &env.vars {
                out.entry(k.to_string()).or_insert_with(|| v.clone());
            }
            e = env.parent;
        }
        out
    }

    pub fn has(&self, name: &str) -> bool {
        let mut e = Some(self);
        while let Some(env) = e {
            if env.vars.contains_key(name) {
                return true;
            }
            e = env.parent;
        }
        false
    }
}

/// The same diagnostic as a warning.
pub fn to_warning(mut d: Diagnostic) -> Diagnostic {
    d.severity = Severity::Warning;
    d
}

/// Checks that every variable `e` refers to is visible.
pub fn check_refs(e: &Expr, known: &dyn Fn(&str) -> bool) -> Result<(), Diagnostic> {
    for t in native_variables(e) {
        if !known(&t.root) {
            return Err(Diagnostic::error(
                "reference to non-existent variable",
                t.root.to_string(),
            )
            .with_subject(t.root_span));
        }
    }
    Ok(())
}

/// The locals of one scope in evaluation order.
pub type LocalsPlan = Vec<(SmolStr, Arc<Expr>)>;

/// Plans the locals `attrs` (all `locals` attributes of one scope, in source order) given the
/// names visible from enclosing scopes.
pub fn plan_locals(
    attrs: &[&Attribute],
    outer: &dyn Fn(&str) -> bool,
) -> Result<LocalsPlan, Diagnostic> {
    let mut index: HashMap<&str, usize> = HashMap::new();
    for (i, a) in attrs.iter().enumerate() {
        if index.contains_key(a.name.as_str()) {
            return Err(Diagnostic::error(
                format!("local {:?}: duplicate local declaration", a.name.as_str()),
                "",
            )
            .with_subject(a.name_span));
        }
        if outer(&a.name) {
            return Err(Diagnostic::error(
                format!("local {:?}: attempt to shadow variable", a.name.as_str()),
                "",
            )
            .with_subject(a.name_span));
        }
        index.insert(a.name.as_str(), i);
    }
    let mut deps: Vec<Vec<usize>> = Vec::with_capacity(attrs.len());
    for a in attrs {
        let mut d = Vec::new();
        for t in native_variables(&a.expr) {
            match index.get(t.root.as_str()) {
                Some(&j) => {
                    if !d.contains(&j) {
                        d.push(j)
                    }
                }
                None if outer(&t.root) => {}
                None => {
                    return Err(Diagnostic::error(
                        "reference to non-existent variable",
                        t.root.to_string(),
                    )
                    .with_subject(t.root_span))
                }
            }
        }
        deps.push(d);
    }
    // Iterative depth-first search: 0 = new, 1 = on the current path, 2 = done.
    let n = attrs.len();
    let mut state = vec![0u8; n];
    let mut order = Vec::with_capacity(n);
    for start in 0..n {
        if state[start] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        state[start] = 1;
        while let Some(top) = stack.last_mut() {
            let node = top.0;
            if let Some(&dep) = deps[node].get(top.1) {
                top.1 += 1;
                match state[dep] {
                    0 => {
                        state[dep] = 1;
                        stack.push((dep, 0));
                    }
                    1 => {
                        let pos = stack.iter().position(|(s, _)| *s == dep).unwrap_or(0);
                        let mut names: Vec<&str> = stack[pos..]
                            .iter()
                            .map(|(s, _)| attrs[*s].name.as_str())
                            .collect();
                        names.push(attrs[dep].name.as_str());
                        return Err(Diagnostic::error(
                            format!("cycle found: {}", names.join(" → ")),
                            "",
                        )
                        .with_subject(attrs[dep].name_span));
                    }
                    _ => {}
                }
            } else {
                state[node] = 2;
                order.push(node);
                stack.pop();
            }
        }
    }
    Ok(order
        .into_iter()
        .map(|i| (attrs[i].name.clone(), attrs[i].expr.clone()))
        .collect())
}
