//! spiff++'s YAML control structures: `<<if:`, `<<switch:`, `<<type:`, `<<for:`, `<<merge:`.
//!
//! # Semantics
//!
//! With the `control` feature a map holding a key `<<NAME` (other than the merge keys `<<`
//! and `<<<` and escaped keys `<<!...`) is a control structure: `NAME` must be a control
//! (`if`, `switch`, `type`, `for`, `merge`) or one of its options (`then`, `else`, `default`,
//! `cases`, `do`, `mapkey`), exactly one control per map. The map stands for the value the
//! control computes; it is never merged field by field with the stubs, but a stub that has
//! a value at its path replaces a control whose value is not a map.
//!
//! The control field, the options and the regular fields are children of the control node
//! (so expressions in them see the regular fields as siblings); only what the control
//! selects is evaluated. The options `<<do` and `<<mapkey` of `<<for` are templates,
//! evaluated once per combination of the control variables (bound like lambda parameters,
//! with `index-NAME` or the given index name bound to the list index or map key). A
//! selected option stands in the document at the control's path (its failures are reported
//! there). A control that fails on its own is reported as `<NAME control>`.
//!
//! Without the feature, a map with a control key fails naming the control and the feature
//! (spiff++ would copy such keys to the output).
//!
//! The parts a document keeps for a control node ([`Control`], [`CtlKind`]) are in
//! `control_node.rs`, which the document (`doc.rs`) holds without depending on this file.

use crate::control_node::{Control, CtlKind};
use crate::doc::*;
use crate::fail::*;
use crate::path::*;
use crate::source::{ExprSrc, Src};
use crate::value::{Frame, Val, ValMap};
use smol_str::SmolStr;
use std::sync::Arc;

/// Most combinations one `<<for:` may iterate over.
const MAX_ITERATIONS: usize = 1_000_000;

/// Every option of any control.
const OPTIONS: &[&str] = &["then", "else", "default", "cases", "do", "mapkey"];
/// Options whose value is a template (evaluated per use, not in place).
const TEMPLATE_OPTIONS: &[&str] = &["do", "mapkey"];

/// The control key of a map key: `<<NAME` with `NAME` not empty, not `<` and not escaped.
pub(crate) fn control_key(key: &str) -> Option<&str> {
    let n = key.strip_prefix("<<")?;
    if n.is_empty() || n == "<" || n.starts_with('!') {
        return None;
    }
    Some(n)
}

/// Whether `name` (after `<<`) is a control or a control option of spiff++.
fn known(name: &str) -> bool {
    CtlKind::of(name).is_some() || OPTIONS.contains(&name)
}

/// The control structure a map's fields describe, if any: its kind (or the error found).
pub(crate) fn detect(fields: &[(SmolStr, Src)], enabled: bool) -> Option<Result<CtlKind, String>> {
    let mut control: Option<(CtlKind, &str)> = None;
    let mut opts: Vec<&str> = Vec::new();
    let mut any = false;
    for (k, _) in fields {
        let Some(n) = control_key(k) else { continue };
        if !enabled {
            if known(n) {
                any = true;
            }
            continue;
        }
        any = true;
        if let Some(c) = CtlKind::of(n) {
            if let Some((_, first)) = control {
                return Some(Err(format!(
                    "multiple controls \"<<{first}\" and \"<<{n}\""
                )));
            }
            control = Some((c, n));
        } else if OPTIONS.contains(&n) {
            opts.push(n);
        } else {
            return Some(Err(format!("unknown control or control option \"{k}\"")));
        }
    }
    if !any {
        return None;
    }
    if !enabled {
        let name = fields
            .iter()
            .filter_map(|(k, _)| control_key(k))
            .find(|n| CtlKind::of(n).is_some())
            .or_else(|| {
                fields
                    .iter()
                    .filter_map(|(k, _)| control_key(k))
                    .find(|n| known(n))
            })
            .unwrap_or("");
        return Some(Err(format!(
            "control structure '<<{name}:' requires the feature 'control' (--features=control)"
        )));
    }
    match control {
        Some((c, _)) => {
            for o in &opts {
                if !c.options().contains(o) {
                    return Some(Err(format!(
                        "invalid option \"{o}\" for control \"{}\"",
                        c.name()
                    )));
                }
            }
            Some(Ok(c))
        }
        None => {
            strata_core::sort::sort(&mut opts);
            Some(Err(format!(
                "control options [{}] without control",
                opts.join(" ")
            )))
        }
    }
}

/// spiff++'s type name of a value (`ExpressionType`).
fn type_name(v: &Val) -> &'static str {
    match v {
        Val::Undefined => "undef",
        other => other.kind(),
    }
}

/// A short text of a value for messages.
fn short(v: &Val) -> String {
    match v {
        Val::Str(s) => s.to_string(),
        Val::Null => "<nil>".to_string(),
        other => other
            .simple_text()
            .unwrap_or_else(|| other.kind().to_string()),
    }
}

/// One control variable of a `<<for:`.
struct Range {
    name: SmolStr,
    index: SmolStr,
    entries: Vec<(Val, Val)>,
}

impl Doc<'_> {
    /// Builds node `id` as a control structure from the map `fields` (the `<<` key already
    /// handled by the caller).
    pub(crate) fn fill_control(
        &mut self,
        id: NodeId,
        fields: &[(SmolStr, Src)],
        detected: Result<CtlKind, String>,
        overridden: Option<Val>,
        file: u32,
    ) {
        let mut ctl = Control {
            kind: None,
            value: None,
            options: Vec::new(),
            templates: Vec::new(),
            fields: Vec::new(),
            selected: None,
            overridden,
            error: None,
        };
        let kind = match detected {
            Ok(k) => k,
            Err(e) if !self.features.control => {
                // without the feature the map is an error naming the control
                self.nodes[id].kind = Kind::Expr(
                    Arc::new(ExprSrc::parsed(
                        SmolStr::new("<control>"),
                        Err(crate::parser::ParseError {
                            offset: 0,
                            message: e,
                        }),
                    )),
                    None,
                );
                return;
            }
            Err(e) => {
                ctl.error = Some(e);
                self.nodes[id].kind = Kind::Map {
                    fields: Box::default(),
                    pending: None,
                };
                self.controls.insert(id, Box::new(ctl));
                return;
            }
        };
        ctl.kind = Some(kind);
        let mut map = crate::doc::FieldMap::with_capacity(fields.len());
        for (k, v) in fields {
            if k == "<<" {
                continue;
            }
            let control = control_key(k);
            if let Some(n) = control.filter(|n| TEMPLATE_OPTIONS.contains(n)) {
                ctl.templates.push((SmolStr::new(n), Arc::new(v.clone())));
                continue;
            }
            let child = self.build(
                &mut v.clone(),
                Some(id),
                PStep::Key(k.clone()),
                None,
                false,
                file,
            );
            match control {
                Some(n) if CtlKind::of(n).is_some() => ctl.value = Some(child),
                Some(n) => ctl.options.push((SmolStr::new(n), child)),
                None => ctl.fields.push((k.clone(), child)),
            }
            map.insert(self.table.key_id(k), child);
        }
        self.nodes[id].kind = Kind::Map {
            fields: Box::new(map),
            pending: None,
        };
        self.controls.insert(id, Box::new(ctl));
    }

    /// Whether node `id` is a control structure.
    pub(crate) fn is_control(&self, id: NodeId) -> bool {
        !self.controls.is_empty() && self.controls.contains_key(&id)
    }

    /// Whether `id` is a control's field, option or value (its step is left out of paths).
    pub(crate) fn is_control_part(&self, id: NodeId) -> bool {
        if self.controls.is_empty() {
            return false;
        }
        match (self.nodes[id].parent(), &*self.step_of(id)) {
            (Some(p), PStep::Key(k)) => k.starts_with("<<") && self.controls.contains_key(&p),
            _ => false,
        }
    }

    /// Evaluates a control structure node.
    pub(crate) fn eval_control(&mut self, id: NodeId) -> R<Val> {
        let Some(ctl) = self.controls.get(&id).map(|c| (**c).clone()) else {
            return local("not a control structure");
        };
        if let Some(e) = &ctl.error {
            return local(e.clone());
        }
        let Some(kind) = ctl.kind else {
            return local("not a control structure");
        };
        let v = match kind {
            CtlKind::If => self.control_if(id, &ctl)?,
            CtlKind::Switch => self.control_switch(id, &ctl)?,
            CtlKind::Type => self.control_type(id, &ctl)?,
            CtlKind::For => self.control_for(id, &ctl)?,
            CtlKind::Merge => self.control_merge(&ctl)?,
        };
        match (&ctl.overridden, &v) {
            (_, Val::Map(_)) | (None, _) => Ok(v),
            (Some(o), _) => {
                if let Some(c) = self.controls.get_mut(&id) {
                    c.selected = None;
                }
                Ok(o.clone())
            }
        }
    }

    fn control_value(&mut self, ctl: &Control) -> R<Val> {
        match ctl.value {
            Some(v) => self.eval_node(v).map_err(|f| f.as_dependency()),
            None => Ok(Val::Null),
        }
    }

    fn option(ctl: &Control, name: &str) -> Option<NodeId> {
        ctl.options.iter().find(|(n, _)| n == name).map(|(_, c)| *c)
    }

    /// Makes child `c` stand for the control and evaluates it.
    fn select(&mut self, id: NodeId, c: NodeId) -> R<Val> {
        if let Some(ctl) = self.controls.get_mut(&id) {
            ctl.selected = Some(c);
        }
        self.eval_node(c).map_err(|f| f.as_dependency())
    }

    fn no_fields(ctl: &Control) -> R<()> {
        if ctl.fields.is_empty() {
            return Ok(());
        }
        let mut names: Vec<&str> = ctl.fields.iter().map(|(k, _)| k.as_str()).collect();
        strata_core::sort::sort(&mut names);
        local(format!("no regular fields [{}] allowed", names.join(" ")))
    }

    fn control_if(&mut self, id: NodeId, ctl: &Control) -> R<Val> {
        Self::no_fields(ctl)?;
        let branch = match self.control_value(ctl)? {
            Val::Null | Val::Undefined | Val::Bool(false) => "else",
            Val::Bool(true) => "then",
            other => {
                return local(format!(
                    "invalid condition value type: {}",
                    type_name(&other)
                ))
            }
        };
        match Self::option(ctl, branch) {
            Some(c) => self.select(id, c),
            None => Ok(Val::Undefined),
        }
    }

    fn control_switch(&mut self, id: NodeId, ctl: &Control) -> R<Val> {
        let value = self.control_value(ctl)?;
        if matches!(value, Val::Undefined) {
            return Ok(Val::Undefined);
        }
        let Some(cases) = Self::option(ctl, "cases") else {
            return self.control_selected(id, ctl, &value);
        };
        Self::no_fields(ctl)?;
        if let Some(r) = self.switch_case_nodes(id, cases, &value) {
            return match r? {
                Some(c) => self.select(id, c),
                None => match Self::option(ctl, "default") {
                    Some(d) => self.select(id, d),
                    None => local(format!("invalid switch value: {}", short(&value))),
                },
            };
        }
        let list = match self.eval_node(cases).map_err(|f| f.as_dependency())? {
            Val::List(l) => l,
            _ => return local("cases must be a list"),
        };
        let cx = Cx {
            node: id,
            frame: None,
        };
        for (i, c) in list.iter().enumerate() {
            let Val::Map(m) = c else {
                return local(format!("case {i} requires field 'case'"));
            };
            let mut found = false;
            let mut reject = false;
            let mut result = None;
            for (k, v) in m.iter() {
                match k.as_str() {
                    "case" => {
                        found = true;
                        reject = reject || !v.equals(&value);
                    }
                    "match" => {
                        found = true;
                        if let Val::Lambda(l) = v {
                            match self.apply(l, vec![value.clone()], &cx) {
                                Ok(Val::Bool(b)) => reject = reject || !b,
                                Ok(other) => {
                                    return local(format!(
                                        "case {i} boolean match result required, but got {}",
                                        type_name(&other)
                                    ))
                                }
                                Err(_) => reject = true,
                            }
                        }
                    }
                    "value" => result = Some(v.clone()),
                    other => return local(format!("case {i} invalid field \"{other}\"")),
                }
            }
            if !found {
                return local(format!("case {i} requires 'case' or `'match' field"));
            }
            if !reject {
                return Ok(result.unwrap_or(Val::Undefined));
            }
        }
        match Self::option(ctl, "default") {
            Some(d) => self.select(id, d),
            None => local(format!("invalid switch value: {}", short(&value))),
        }
    }

    /// A `<<cases` list written out in the template: only each entry's `case` or `match`
    /// is evaluated, and the `value` node of the first entry that matches is the selected
    /// option, so the values of the other cases are never evaluated (as in spiff++).
    /// `Some(Ok(None))` when no case matches; `None` when the cases are not a literal list of
    /// maps with `case`/`match` and `value` fields (then the caller evaluates the whole list
    /// and reports what is wrong with it).
    fn switch_case_nodes(
        &mut self,
        id: NodeId,
        cases: NodeId,
        value: &Val,
    ) -> Option<R<Option<NodeId>>> {
        let Kind::List(l) = &self.nodes[cases].kind else {
            return None;
        };
        let items = l.items.clone();
        let mut entries = Vec::with_capacity(items.len());
        for item in items {
            let Kind::Map {
                fields,
                pending: None,
            } = &self.nodes[item].kind
            else {
                return None;
            };
            let mut entry = (None, None, None);
            for (k, c) in fields.iter(&self.table) {
                match k.as_str() {
                    "case" => entry.0 = Some(c),
                    "match" => entry.1 = Some(c),
                    "value" => entry.2 = Some(c),
                    _ => return None,
                }
            }
            if entry.2.is_none() || (entry.0.is_none() && entry.1.is_none()) {
                return None;
            }
            entries.push(entry);
        }
        let cx = Cx {
            node: id,
            frame: None,
        };
        for (i, (case, matcher, result)) in entries.into_iter().enumerate() {
            let mut reject = false;
            if let Some(c) = case {
                match self.eval_node(c) {
                    Ok(v) => reject = !v.equals(value),
                    Err(f) => return Some(Err(f.as_dependency())),
                }
            }
            if let Some(m) = matcher {
                match self.eval_node(m) {
                    Ok(Val::Lambda(l)) => match self.apply(&l, vec![value.clone()], &cx) {
                        Ok(Val::Bool(b)) => reject = reject || !b,
                        Ok(other) => {
                            return Some(local(format!(
                                "case {i} boolean match result required, but got {}",
                                type_name(&other)
                            )))
                        }
                        Err(_) => reject = true,
                    },
                    Ok(_) => {}
                    Err(f) => return Some(Err(f.as_dependency())),
                }
            }
            if !reject {
                return Some(Ok(result));
            }
        }
        Some(Ok(None))
    }

    /// The control whose selected option is `id`, if any.
    pub(crate) fn selecting_control(&self, id: NodeId) -> Option<NodeId> {
        self.controls
            .iter()
            .find(|(_, c)| c.selected == Some(id))
            .map(|(&p, _)| p)
    }

    /// The regular field named by `key`, else the `<<default` option.
    fn control_selected(&mut self, id: NodeId, ctl: &Control, key: &Val) -> R<Val> {
        let field = match key {
            Val::Null => None,
            Val::Str(s) => ctl.fields.iter().find(|(k, _)| k == s).map(|(_, c)| *c),
            other => return local(format!("invalid switch value type: {}", type_name(other))),
        };
        match field.or_else(|| Self::option(ctl, "default")) {
            Some(c) => self.select(id, c),
            None => local(format!("invalid switch value: \"{}\"", short(key))),
        }
    }

    fn control_type(&mut self, id: NodeId, ctl: &Control) -> R<Val> {
        let value = self.control_value(ctl)?;
        let key = Val::str(type_name(&value));
        self.control_selected(id, ctl, &key)
    }

    fn control_merge(&mut self, ctl: &Control) -> R<Val> {
        let mut out = ValMap::new();
        for (k, c) in &ctl.fields {
            match self.eval_node(*c).map_err(|f| f.as_dependency())? {
                Val::Undefined => {}
                v => {
                    out.insert(k.clone(), v);
                }
            }
        }
        match self.control_value(ctl)? {
            Val::Null | Val::Undefined => {}
            Val::Map(m) => {
                for (k, v) in m.iter() {
                    out.insert(k.clone(), v.clone());
                }
            }
            Val::List(l) => {
                for (i, e) in l.iter().enumerate() {
                    match e {
                        Val::Null => {}
                        Val::Map(m) => {
                            for (k, v) in m.iter() {
                                out.insert(k.clone(), v.clone());
                            }
                        }
                        _ => return local(format!("entry {i}: invalid entry type: list")),
                    }
                }
            }
            other => return local(format!("invalid value type: {}", type_name(&other))),
        }
        Ok(Val::Map(Arc::new(out)))
    }

    fn control_for(&mut self, id: NodeId, ctl: &Control) -> R<Val> {
        Self::no_fields(ctl)?;
        let template = |name: &str| {
            ctl.templates
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, s)| s.clone())
        };
        let Some(body) = template("do") else {
            return local("do field required");
        };
        let mapkey = template("mapkey");
        let value = self.control_value(ctl)?;
        let mut ranges: Vec<Range> = Vec::new();
        match &value {
            Val::Undefined => return Ok(Val::Undefined),
            Val::Map(m) => {
                for (spec, values) in m.iter() {
                    let parts: Vec<&str> = spec.split(',').collect();
                    let (index, name) = match parts.as_slice() {
                        [i, n] => (i.trim(), n.trim()),
                        [n] => ("", n.trim()),
                        _ => return local(format!("invalid control variable spec \"{spec}\"")),
                    };
                    ranges.push(range(name, index, values)?);
                }
                // spiff++ orders the variables by name, descending; the first varies fastest
                strata_core::sort::sort_by(&mut ranges, |a, b| {
                    b.name.cmp(&a.name).then_with(|| b.index.cmp(&a.index))
                });
            }
            Val::List(l) => {
                for v in l.iter() {
                    let Val::Map(spec) = v else {
                        return local(format!(
                            "control variable list entry requires may but got {}",
                            type_name(v)
                        ));
                    };
                    let Some(n) = spec.get("name") else {
                        return local("control variable list entry requires name field");
                    };
                    let name = match n {
                        Val::Str(s) => s.to_string(),
                        _ => String::new(),
                    };
                    let index = match spec.get("index") {
                        None => String::new(),
                        Some(Val::Str(s)) => s.to_string(),
                        Some(other) => {
                            return local(format!(
                                "control index variable name must be of type string but got {}",
                                type_name(other)
                            ))
                        }
                    };
                    let Some(values) = spec.get("values") else {
                        return local("control variable list entry requires values field");
                    };
                    let r = range(&name, &index, values)?;
                    if spec.len() < 2 || spec.len() > 3 {
                        return local("control variable list entry requires two or three fields: name, values and optionally index");
                    }
                    if let Some(k) = spec
                        .keys()
                        .find(|k| !matches!(k.as_str(), "name" | "values" | "index"))
                    {
                        return local(format!("invalid control variable list entry field \"{k}\""));
                    }
                    ranges.push(r);
                }
                // the last variable of the list varies fastest
                ranges.reverse();
            }
            other => {
                return local(format!(
                    "value field must be map but got {}",
                    type_name(other)
                ))
            }
        }
        let mut total: usize = 1;
        for r in &ranges {
            total = total.saturating_mul(r.entries.len());
        }
        if total > MAX_ITERATIONS {
            return local(format!(
                "<<for: iterates over {total} combinations (at most {MAX_ITERATIONS})"
            ));
        }
        let mut list: Vec<Val> = Vec::new();
        let mut map = ValMap::new();
        let mut current = vec![0usize; ranges.len()];
        let mut failures: Vec<String> = Vec::new();
        for _ in 0..total {
            let mut vars: Vec<(SmolStr, Val)> = Vec::with_capacity(2 * ranges.len());
            for (r, &i) in ranges.iter().zip(current.iter()) {
                let (idx, v) = &r.entries[i];
                vars.push((r.name.clone(), v.clone()));
                vars.push((r.index.clone(), idx.clone()));
            }
            let desc = || {
                let parts: Vec<String> = ranges
                    .iter()
                    .zip(current.iter())
                    .map(|(r, &i)| {
                        let (idx, v) = &r.entries[i];
                        format!("{}[{}]={}", r.name, short(idx), short(v))
                    })
                    .collect();
                format!("control variables: {}", parts.join("; "))
            };
            let cx = Cx {
                node: id,
                frame: Some(Frame::new(vars, None)),
            };
            let mut skip = false;
            let mut key = SmolStr::default();
            if let Some(mk) = &mapkey {
                match self.eval_detached((**mk).clone(), &cx, None) {
                    Ok(Val::Undefined) | Ok(Val::Null) => skip = true,
                    Ok(Val::Str(s)) => key = s,
                    Ok(other) => failures.push(format!(
                        "{}: map key must be string, but found {}",
                        desc(),
                        type_name(&other)
                    )),
                    Err(f) => failures.push(format!("{}: {}", desc(), f.message())),
                }
            }
            match self.eval_detached((*body).clone(), &cx, None) {
                Ok(Val::Undefined) => {}
                Ok(v) if !skip => {
                    if mapkey.is_some() {
                        map.insert(key, v);
                    } else {
                        list.push(v);
                    }
                }
                Ok(_) => {}
                Err(f) => failures.push(format!("{}: {}", desc(), f.message())),
            }
            // advance: the first variable varies fastest
            for (r, c) in ranges.iter().zip(current.iter_mut()) {
                *c += 1;
                if *c < r.entries.len() {
                    break;
                }
                *c = 0;
            }
        }
        if !failures.is_empty() {
            return local(format!("error evaluating body: {}", failures.join("; ")));
        }
        if mapkey.is_some() {
            Ok(Val::Map(Arc::new(map)))
        } else {
            Ok(Val::List(Arc::new(list)))
        }
    }
}

/// A control variable over the entries of `values`; a list indexes by position, a map by its
/// sorted keys.
fn range(name: &str, index: &str, values: &Val) -> R<Range> {
    let valid = |n: &str| n.bytes().any(|b| b.is_ascii_alphanumeric() || b == b'_');
    if !valid(name) {
        return local(format!(
            "invalid range variable name \"{name}\" (must be [a-zA-Z0-9_]+)"
        ));
    }
    let index = if index.is_empty() {
        format!("index-{name}")
    } else if !valid(index) {
        return local(format!(
            "invalid index variable name \"{index}\" (must be [a-zA-Z0-9_]+)"
        ));
    } else {
        index.to_string()
    };
    let Some(entries) = values.entries() else {
        return local(format!(
            "control variable \"{name}\" requires list or map value, but got {}",
            type_name(values)
        ));
    };
    Ok(Range {
        name: SmolStr::new(name),
        index: SmolStr::new(index),
        entries,
    })
}
