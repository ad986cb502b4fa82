//! EPP templates (`epp`, `inline_epp`), and the entry of ERB templates (`template`,
//! `inline_template`, evaluated by [`crate::erb`]).
//!
//! An EPP template is translated to Puppet code in which every text segment and every
//! `<%= expr %>` becomes an output call, so control flow (`<% if ... { %>`, iteration with
//! lambdas) is ordinary Puppet code.

use crate::epp::{epp_to_puppet, pieces, split_params, template_offset, Piece};
use crate::eval::{rt_err, Compiler, Flow, Scope, ScopeId, R};
use crate::value::Val;
use strata_core::Span;

/// A template function call.
pub(crate) fn call(
    c: &mut Compiler<'_>,
    name: &str,
    args: Vec<Val>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let Some(first) = args.first() else {
        return rt_err(
            format!("'{name}' expects at least 1 argument, got none"),
            span,
        );
    };
    if let Some(msg) = crate::functions::arg_types::first_arg_mismatch(name, &args) {
        return rt_err(msg, span);
    }
    if name == "template" || name == "inline_template" {
        // every argument is a template; the results are concatenated
        let mut out = String::new();
        for a in &args {
            let spec = a.to_display();
            if name == "inline_template" {
                out.push_str(&crate::erb::render(c, &spec, &spec, None, sc, span)?);
                continue;
            }
            // a module's name is lowercase letters, digits and underscores (`saz-rsyslog` is
            // no module)
            let valid = spec.starts_with('/')
                || spec.split_once('/').is_some_and(|(m, _)| {
                    m.starts_with(|ch: char| ch.is_ascii_lowercase())
                        && m.chars()
                            .all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '_')
                });
            let found = match c.erb_cache.file(&spec) {
                Some(f) => Some(f),
                None if valid => c
                    .read_module_file(&spec, "templates")
                    .map(|(path, text)| c.erb_cache.keep_file(&spec, path, text)),
                None => None,
            };
            let Some((path, text)) = found else {
                return rt_err(format!("Could not find template '{spec}'"), span);
            };
            out.push_str(&crate::erb::render(c, &text, &spec, Some(&path), sc, span)?);
        }
        return Ok(Val::Str(out.into()));
    }
    let (text, file) = match name {
        "inline_epp" | "inline_template" => (first.to_display(), "inline template".to_string()),
        _ => {
            let mut spec = first.to_display();
            // Puppet's epp(): a name that is no existing file gets `.epp` appended
            if name == "epp" && !spec.ends_with(".epp") && c.read_path(&spec).is_none() {
                spec.push_str(".epp");
            }
            match c.read_module_file(&spec, "templates") {
                Some((p, t)) => (t, p),
                None => return rt_err(format!("Could not find template '{spec}'"), span),
            }
        }
    };
    // the scanner's errors (unbalanced tags and comments) come first
    let scanned = epp_to_puppet(&text).and_then(|(code, map)| {
        // errors in the template name it as Puppet does: `inlined-epp-text` or its file
        let shown = if name == "inline_epp" {
            "inlined-epp-text".to_string()
        } else {
            file.clone()
        };
        let id = c.sources.add(shown, code.clone());
        match crate::parser::parse(&code, id) {
            Ok(prog) => Ok((code, map, prog)),
            // Puppet's `Invalid EPP: Syntax error at ...`, at its place in the template
            Err(e) => Err((e.message, template_offset(&map, e.offset as usize))),
        }
    });
    let found = match &scanned {
        Err((m, usize::MAX)) => return rt_err(m.clone(), span),
        Err(e) => Some(e.clone()),
        // Puppet validates the template's code as the body of a lambda, and its parameters
        // (`check_EppExpression`) before it
        Ok((code, map, prog)) => epp_param_error(&text).or_else(|| {
            crate::checker::check_epp(code, prog)
                .into_iter()
                .find(|d| !d.warning)
                .map(|d| (d.message, template_offset(map, d.offset as usize)))
        }),
    };
    if let Some((message, at)) = found {
        let shown = if name == "inline_epp" {
            "inlined-epp-text"
        } else {
            file.as_str()
        };
        if at == crate::epp::NO_POSITION {
            let msg = format!("{name}(): Invalid EPP: {message} (file: {shown})");
            return rt_err(msg, span);
        }
        let mut at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let before = &text[..at];
        let line = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        return rt_err(
            format!(
                "{name}(): Invalid EPP: {message} (file: {shown}, line: {line}, column: {column})"
            ),
            span,
        );
    }
    let Ok((_, _, prog)) = scanned else {
        return rt_err("EPP template not parsed".to_string(), span);
    };
    // Puppet's EppEvaluator: `epp()` evaluates in the global scope (its arguments and the top
    // scope's variables, whether or not it declares parameters), `inline_epp()` in the caller's.
    let tsc = {
        let top = c.top;
        let s = c.new_scope(Scope {
            parent: Some(if name == "inline_epp" { sc } else { top }),
            local: true,
            resource: c.scopes[sc].resource,
            ..Default::default()
        });
        if let Some(Val::Hash(h)) = args.get(1) {
            for (k, v) in h.iter() {
                c.scopes[s].vars.insert(k.to_display().into(), v.clone());
            }
        }
        s
    };
    c.template_out.push(String::new());
    let outer_sensitive = std::mem::take(&mut c.epp_sensitive);
    let outer_call = c.template_call.replace(span);
    let r = c.nested(Some(name), span, |c| c.eval_block(&prog.body, tsc));
    c.template_call = outer_call;
    let out = c.template_out.pop().unwrap_or_default();
    let sensitive = std::mem::replace(&mut c.epp_sensitive, outer_sensitive);
    match r {
        Ok(_) | Err(Flow::Return(_)) if sensitive => {
            Ok(Val::Sensitive(std::sync::Arc::new(Val::Str(out.into()))))
        }
        Ok(_) | Err(Flow::Return(_)) => Ok(Val::Str(out.into())),
        Err(e) => Err(e),
    }
}

/// The first error of `check_EppExpression` on the template's parameters (`<%- |...| -%>`):
/// Puppet's message and its offset in the template.
fn epp_param_error(text: &str) -> Option<(String, usize)> {
    const HEAD: &str = "function __epp(";
    let list = pieces(text, true).ok()?.into_iter().find_map(|p| match p {
        Piece::Tag(body) => split_params(body).map(|(list, _)| list),
        Piece::Text(_) => None,
    })?;
    // where the list is in the template (pieces are slices of it)
    let base = (list.as_ptr() as usize).checked_sub(text.as_ptr() as usize)?;
    let src = format!("{HEAD}{list}) {{}}");
    let prog = crate::parser::parse(&src, strata_core::FileId::default()).ok()?;
    let crate::ast::Definition::Function { params, .. } = &**prog.defs.first()? else {
        return None;
    };
    let d = crate::checker::check_epp_params(params)
        .into_iter()
        .next()?;
    Some((
        d.message,
        base + (d.offset as usize).checked_sub(HEAD.len())?,
    ))
}
