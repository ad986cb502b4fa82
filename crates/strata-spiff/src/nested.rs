//! The `merge(...)` function: a spiff merge inside an expression, and what the documents of
//! such a nested merge see of the documents around it.
//!
//! # Semantics (spiff++'s nested cascades)
//!
//! `merge(t, s1, ..., sn)`, or `merge([t, s1, ..., sn])`, merges the template `t` with the
//! stubs `s1 ... sn` as the command line merges files: each stub is first flowed with the stubs
//! to its right, then the template with all of them, and the result is the template's value.
//! A map template (`&template`) passes its expressions unevaluated, so they are evaluated in
//! the merge; a plain map passes its evaluated values, whose strings written `(( ... ))` are
//! expressions again (in spiff++ a stub is YAML, and such a string is dynaml there).
//!
//! Inside a nested merge, a relative reference the nested document cannot resolve is looked
//! up at the `merge` call (its lambda variables and enclosing maps), then at the call around
//! that one, and so on outward; `__ctx.OUTER.[i].path` reads `path` in the `i`-th enclosing
//! document, 0 being the nearest.
//!
//! # How
//!
//! The nested document cannot hold the enclosing one, which is being evaluated, so it asks
//! instead: a reference to an outer value that is not known yet is recorded in the session's
//! [`OuterLevel`] of that document and fails. The `merge` call then resolves what was asked in
//! its own document and runs the nested merge again with the answers, until a run asks
//! nothing new (at most [`MAX_ROUNDS`] runs). Only the leading fields and indexes of a path
//! are asked for (`data.person.alice`, not all of `data`), so an outer document is not
//! evaluated beyond what the nested one reads. Nested merges share their document's budget
//! and nest at most [`MAX_NESTING`] deep.
//!
//! The nested merge runs the crate's flow (`cascade` in `lib.rs`) through the function value
//! the document was built with ([`Doc::cascade`](crate::doc::Doc)), so this file does not
//! depend on the crate root, and [`OuterLevel`] is the session's (`session.rs`).

use crate::ast::{path_text, Step};
use crate::doc::Doc;
use crate::fail::{local, R};
use crate::merge::strip_template_marker;
use crate::session::OuterLevel;
use crate::source::{string_node, ExprCache, Src, SrcKind};
use crate::value::{Cx, Val};

/// How deep `merge(...)` calls may nest.
pub(crate) const MAX_NESTING: usize = 32;

/// How many times one `merge(...)` call runs its nested merge to answer what it asks.
pub(crate) const MAX_ROUNDS: usize = 64;

impl Doc<'_> {
    /// `merge(args...)`, called at `cx`.
    pub(crate) fn merge_call(&mut self, args: Vec<Val>, cx: &Cx) -> R<Val> {
        if args.is_empty() {
            return local("at least one argument required for merge function");
        }
        let span = self.nodes[cx.node].span().unwrap_or_default();
        let mut docs =
            map_list(&args, span).map_err(|m| crate::fail::Fail::local(format!("merge: {m}")))?;
        if self.session.outer.len() >= MAX_NESTING {
            return local(format!("merge: more than {MAX_NESTING} nested merges"));
        }
        let template = docs.remove(0);
        let info = self.file_of(cx.node).clone();
        // the nested merge sees the global tags, and its own tags end with it
        let tags = self.session.tags.clone();
        let result = self.merge_rounds(&template, &docs, &info, cx);
        self.session.tags = tags;
        result
    }

    /// The runs of [`Doc::merge_call`]'s nested merge, until one asks nothing new.
    fn merge_rounds(
        &mut self,
        template: &Src,
        docs: &[Src],
        info: &crate::session::FileInfo,
        cx: &Cx,
    ) -> R<Val> {
        let budget = self.budget;
        let features = self.features;
        let mut level = OuterLevel::default();
        for _ in 0..MAX_ROUNDS {
            self.session.outer.push(level);
            let result = (self.cascade)(
                template.clone(),
                docs.to_vec(),
                info.clone(),
                self.session,
                budget,
                features,
            );
            level = self.session.outer.pop().unwrap_or_default();
            if level.asked.is_empty() {
                return match result {
                    Ok(v) => Ok(v.unwrap_or(Val::Null)),
                    Err(failures) => {
                        let detail = crate::fail::failures_text(&failures);
                        local(format!("merging failed: {detail}"))
                    }
                };
            }
            for (text, absolute, path) in std::mem::take(&mut level.asked) {
                let answer = self.resolve_ref(absolute, &path, cx).ok();
                level.answers.insert(text, answer);
            }
        }
        local("merge: the references to the enclosing documents did not settle")
    }

    /// A reference this document could not resolve, looked up in the documents around the
    /// nested merge it belongs to: `level` `None` for a relative reference (nearest document
    /// first), `Some(i)` for `__ctx.OUTER.[i]`. `None` when there is no such document or it
    /// does not have the value; else the value of the leading static steps of `path` and how
    /// many steps that is, or a failure when the value has been asked for and is not known yet.
    pub(crate) fn outer_lookup(
        &mut self,
        absolute: bool,
        path: &[Step],
        level: Option<usize>,
    ) -> Option<R<(Val, usize)>> {
        let n = self.session.outer.len();
        if n == 0 {
            return None;
        }
        let used = path
            .iter()
            .take_while(|s| matches!(s, Step::Key(_) | Step::Index(_)))
            .count();
        if used == 0 {
            return Some(local(
                "a reference to an enclosing document needs a field name after it",
            ));
        }
        let prefix = &path[..used];
        let text = if absolute {
            format!(".{}", path_text(prefix))
        } else {
            path_text(prefix)
        };
        let levels: Vec<usize> = match level {
            Some(i) if i < n => vec![n - 1 - i],
            Some(i) => {
                return Some(local(format!(
                    "__ctx.OUTER has {n} documents, there is no document {i}"
                )))
            }
            None => (0..n).rev().collect(),
        };
        for l in levels {
            let outer = &mut self.session.outer[l];
            match outer.answers.get(&text) {
                Some(Some(v)) => return Some(Ok((v.clone(), used))),
                Some(None) => continue,
                None => {
                    if !outer.asked.iter().any(|(t, _, _)| *t == text) {
                        outer.asked.push((text.clone(), absolute, prefix.to_vec()));
                    }
                    return Some(local(format!(
                        "'{text}' is looked up in the enclosing document"
                    )));
                }
            }
        }
        None
    }
}

/// The documents of `merge(args)`: the arguments, or the entries of a single list argument,
/// each a map or a map template.
fn map_list(args: &[Val], span: strata_core::Span) -> Result<Vec<Src>, String> {
    if let [Val::List(l)] = args {
        if l.is_empty() {
            return Err("no map found for merge".into());
        }
        return l
            .iter()
            .enumerate()
            .map(|(i, v)| map_src(i, v, span).map_err(|e| format!("entry of list argument: {e}")))
            .collect();
    }
    args.iter()
        .enumerate()
        .map(|(i, v)| map_src(i, v, span).map_err(|e| format!("argument {e}")))
        .collect()
}

/// One document of `merge(...)` as a source tree.
fn map_src(i: usize, v: &Val, span: strata_core::Span) -> Result<Src, String> {
    match v {
        Val::Template(t) => {
            let src = strip_template_marker(&t.src);
            match src.kind {
                SrcKind::Map { .. } => Ok(src),
                _ => Err(format!("{}: template is not a map template", i + 1)),
            }
        }
        Val::Map(_) => Ok(stub_src(v, span, &mut ExprCache::default())),
        other => Err(format!(
            "{}: no map or map template, but {}",
            i + 1,
            other.kind()
        )),
    }
}

/// An evaluated value as a document to merge: strings written `(( ... ))` are expressions.
fn stub_src(v: &Val, span: strata_core::Span, cache: &mut ExprCache) -> Src {
    let kind = match v {
        Val::Map(m) => SrcKind::Map {
            fields: m
                .iter()
                .map(|(k, e)| (k.clone(), stub_src(e, span, cache)))
                .collect(),
            key_tag: None,
        },
        Val::List(l) => SrcKind::List(l.iter().map(|e| stub_src(e, span, cache)).collect()),
        Val::Str(s) => string_node(s, cache),
        other => return crate::merge::val_to_src(other, span),
    };
    Src { kind, span }
}
