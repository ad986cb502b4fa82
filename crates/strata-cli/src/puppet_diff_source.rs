//! `strata puppet diff --display-source`, per parameter (issue 25, item 4): for each changed
//! parameter, the file and line of the definition whose value each version's catalog holds,
//! and why that definition won (`strata explain puppet`'s explanation: the declaration, a
//! resource default, an override, a class parameter's Hiera value or default).
//!
//! A normal diff keeps no provenance (the compiler's trace is off). With the flag, each
//! resource with a changed parameter is compiled once more at each version with a trace of
//! that resource ([`strata_puppet::Compiler::trace_resource`]), and the trace explains each
//! of its changed parameters. Only the entries' extra field is set, so octocatalog-diff's
//! own output (text, and the JSON's keys) is unchanged; the JSON writer adds
//! `strata_param_source` to those entries.

use crate::puppet_diff::{DiffArgs, Version};
use strata_puppet::diff::{Entry, ParamSource};
use strata_puppet::value::Val;

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
    v: &Version,
    a: &DiffArgs,
    node: &str,
    facts: Val,
    (ty, title): (&str, &str),
    params: &[(usize, String)],
) -> Vec<Option<ParamSource>> {
    let explained = v.compile_traced(a, node, facts, (ty, title), |c| {
        params
            .iter()
            .map(|(_, p)| {
                let path = format!("{ty}[{title}]/{p}");
                let ex = c.explain_traced(&path, Some(p.as_str())).ok()?;
                let d = ex.definitions.first()?;
                Some(ParamSource {
                    file: v.relative_name(&d.location.file),
                    line: d.location.line,
                    reason: d.reason.clone(),
                })
            })
            .collect::<Vec<_>>()
    });
    explained.unwrap_or_else(|_| vec![None; params.len()])
}

/// Sets each changed parameter's definitions at both versions on `entries`.
pub(crate) fn add(
    (from, to): (&Version, &Version),
    a: &DiffArgs,
    node: &str,
    facts: &(Val, Val),
    entries: &mut [Entry],
) {
    for ((ty, title), params) in changed_params(entries) {
        let old = definitions(from, a, node, facts.0.clone(), (&ty, &title), &params);
        let new = definitions(to, a, node, facts.1.clone(), (&ty, &title), &params);
        for (((i, _), o), n) in params.iter().zip(old).zip(new) {
            entries[*i].param_source = Some(Box::new([o, n]));
        }
    }
}
