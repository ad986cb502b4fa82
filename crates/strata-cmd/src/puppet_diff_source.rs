//! `strata puppet diff --display-source`, per parameter (issue 25, item 4): for each changed
//! parameter, the file and line of the definition whose value each version's catalog holds,
//! and why that definition won (`strata explain puppet`'s explanation: the declaration, a
//! resource default, an override, a class parameter's Hiera value or default). When the value
//! came from Hiera (a class parameter's automatic lookup, the class parameter a definition
//! reads, or a `lookup('key')`), the data file, the key's line and the hierarchy level too
//! ([`strata_puppet::Compiler::hiera_origin_traced`]).
//!
//! A normal diff keeps no provenance (the compiler's trace is off). With the flag, each
//! resource with a changed parameter is compiled once more at each version with a trace of
//! that resource ([`strata_puppet::Compiler::trace_resource`]), and the trace explains each
//! of its changed parameters. Only the entries' extra field is set, so octocatalog-diff's
//! own output (text, and the JSON's keys) is unchanged; the JSON writer adds
//! `strata_param_source` to those entries.

use strata_puppet::diff::{Entry, HieraSource, ParamSource};
use strata_puppet::value::Val;
use strata_puppet::Compiler;

/// One version of the node as the provenance needs it (`puppet_diff.rs` gives it, so that
/// this file does not import that one).
pub(crate) trait TracedVersion {
    /// Compiles the node with `facts` and a trace of the resource `(type, title)`, then
    /// runs `then` on the compiler.
    fn compile_traced(
        &self,
        facts: Val,
        resource: (&str, &str),
        then: &mut dyn FnMut(&mut Compiler<'_>),
    ) -> Result<(), String>;
    /// A source file's name relative to the repository.
    fn relative_name(&self, file: &str) -> String;
}

/// The changed parameters of `entries`, by resource, in first-seen order: the resource's
/// type and title (as the diff keys it) and, for each, the entry's index and parameter.
fn changed_params(entries: &[Entry]) -> Vec<((String, String), Vec<(usize, String)>)> {
    let mut out: Vec<((String, String), Vec<(usize, String)>)> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        if e.kind != '~' && e.kind != '!' {
            continue;
        }
        let s = e.structure();
        if s.len() < 2 || s[0] != "parameters" {
            continue;
        }
        let res = (e.resource_type().to_string(), e.title().to_string());
        let param = s[1].to_string();
        match out.iter_mut().find(|(r, _)| *r == res) {
            Some((_, list)) => list.push((i, param)),
            None => out.push((res, vec![(i, param)])),
        }
    }
    out
}

/// One version's definition of each of `params` of `ty[title]` (None: the version's
/// catalog has no such parameter, or the resource could not be traced).
fn definitions(
    v: &dyn TracedVersion,
    facts: Val,
    (ty, title): (&str, &str),
    params: &[(usize, String)],
) -> Vec<Option<ParamSource>> {
    let mut out = vec![None; params.len()];
    let traced = v.compile_traced(facts, (ty, title), &mut |c| {
        for ((_, p), slot) in params.iter().zip(out.iter_mut()) {
            *slot = definition(v, c, &format!("{ty}[{title}]/{p}"), p);
        }
    });
    match traced {
        Ok(()) => out,
        Err(_) => vec![None; params.len()],
    }
}

/// The winning definition of `param` in the traced compile `c`, with the Hiera data that
/// gave its value.
fn definition(
    v: &dyn TracedVersion,
    c: &mut Compiler<'_>,
    path: &str,
    param: &str,
) -> Option<ParamSource> {
    let ex = c.explain_traced(path, Some(param)).ok()?;
    let d = ex.definitions.first()?;
    let hiera = c
        .hiera_origin_traced(param)
        .into_iter()
        .map(|h| HieraSource {
            file: v.relative_name(&h.file),
            line: h.line,
            level: h.level,
            key: h.key,
        })
        .collect();
    Some(ParamSource {
        file: v.relative_name(&d.location.file),
        line: d.location.line,
        reason: d.reason.clone(),
        hiera,
    })
}

/// Sets each changed parameter's definitions at both versions on `entries`.
pub(crate) fn add(
    (from, to): (&dyn TracedVersion, &dyn TracedVersion),
    facts: &(Val, Val),
    entries: &mut [Entry],
) {
    for ((ty, title), params) in changed_params(entries) {
        let old = definitions(from, facts.0.clone(), (&ty, &title), &params);
        let new = definitions(to, facts.1.clone(), (&ty, &title), &params);
        for (((i, _), o), n) in params.iter().zip(old).zip(new) {
            entries[*i].param_source = Some(Box::new([o, n]));
        }
    }
}
