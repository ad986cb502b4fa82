//! What stdlib's native function families share: one call (`Call`: its name, file, scope,
//! span and block, its errors and argument checks), Ruby's class and `to_s` of values, the
//! `deprecation` warning and 3.x autoloading's warnings. Below the families and `mod.rs`,
//! which dispatches to them.

use super::found::Found;
use crate::ast::Lambda;
use crate::eval::{rt_err, Compiler, ScopeId, R};
use crate::value::{Ty, Val};
use strata_core::Span;

/// One call of a stdlib function.
pub(crate) struct Call<'l> {
    /// The function's name (lower case, without a leading `::`).
    pub name: &'l str,
    /// The name the native families know the function by: `name` without stdlib 9's
    /// `stdlib::` namespace (stdlib 8's `merge` and 9's `stdlib::merge` are one function).
    pub key: &'l str,
    /// The file that defines it.
    pub found: &'l Found,
    /// The caller's scope.
    pub sc: ScopeId,
    /// The call's span.
    pub span: Span,
    /// The block given to the call.
    pub lambda: Option<&'l Lambda>,
}

impl Call<'_> {
    /// An error raised by the function: Puppet reports it as
    /// "Error while evaluating a Function Call, <message>".
    pub fn fail<T>(&self, msg: impl Into<String>) -> R<T> {
        rt_err(msg, self.span)
    }

    /// "'f' expects N arguments, got M" of a 4.x dispatch.
    pub fn arity(&self, args: &[Val], min: usize, max: usize) -> R<()> {
        crate::functions::arg_types::arity(self.name, args, min, max, self.span)
    }

    /// Checks one argument of a 4.x dispatch against its parameter type, described as
    /// Puppet's `TypeMismatchDescriber` describes a dispatch's parameter (the first failing
    /// part: `'f' parameter 'x' index 0 expects ...`).
    pub fn param(&self, c: &mut Compiler<'_>, pname: &str, t: &Ty, v: &Val) -> R<()> {
        let path = format!("'{}' parameter '{pname}'", self.name);
        match crate::describe::describe(c, t, v, &path).into_iter().next() {
            None => Ok(()),
            Some(text) => rt_err(text, self.span),
        }
    }
}

/// The Ruby class name of a value as a 3.x function sees it.
pub(crate) fn ruby_class(v: &Val) -> String {
    match v {
        Val::Undef => "NilClass".into(),
        Val::Default => "Symbol".into(),
        Val::Bool(true) => "TrueClass".into(),
        Val::Bool(false) => "FalseClass".into(),
        Val::Int(_) => "Integer".into(),
        Val::Float(_) => "Float".into(),
        Val::Str(_) | Val::Regex(_) => "String".into(),
        Val::Array(_) => "Array".into(),
        Val::Iter(..) => "Puppet::Pops::Types::Iterator".into(),
        Val::Hash(_) => "Hash".into(),
        Val::Type(t) => match &**t {
            Ty::Resource(..) => "Puppet::Pops::Types::PResourceType".into(),
            Ty::Class(..) => "Puppet::Pops::Types::PClassType".into(),
            other => {
                let s = other.to_string();
                let base = s.split('[').next().unwrap_or("Any");
                format!("Puppet::Pops::Types::P{base}Type")
            }
        },
        Val::Sensitive(_) => "Puppet::Pops::Types::PSensitiveType::Sensitive".into(),
        Val::Deferred(_) => "Puppet::Pops::Evaluator::DeferredValue".into(),
        Val::Rich(r) => crate::ptypes::ruby_class(r).into(),
    }
}

/// Ruby's `to_s` of a value (a 3.x function's `String(x)`, `x.to_s`).
pub(crate) fn to_s(v: &Val) -> String {
    match v {
        Val::Undef => String::new(),
        Val::Default => "default".into(),
        Val::Str(s) => s.to_string(),
        Val::Array(_) | Val::Hash(_) => crate::ruby_inspect::inspect(v),
        other => other.to_display(),
    }
}

/// Ruby's `Integer#to_i` of a value given to a 3.x function.
pub(crate) fn to_i(v: &Val) -> i64 {
    match v {
        Val::Int(i) => *i,
        Val::Float(f) => *f as i64,
        Val::Str(s) => {
            let t = s.trim_start();
            let mut end = 0;
            for (i, ch) in t.char_indices() {
                if ch.is_ascii_digit() || (i == 0 && (ch == '-' || ch == '+')) || ch == '_' {
                    end = i + ch.len_utf8();
                } else {
                    break;
                }
            }
            t[..end].replace('_', "").parse().unwrap_or(0)
        }
        Val::Bool(_) | Val::Undef => 0,
        _ => 0,
    }
}

/// Emits stdlib's deprecation warning for `key` (4.x `deprecation`): once per key and
/// compile; an error under strict mode.
pub(crate) fn deprecation(c: &mut Compiler<'_>, call: &Call<'_>, key: &str, msg: &str) -> R<()> {
    deprecation_with(c, call, key, msg, true)
}

/// [`deprecation`] with stdlib 9's `use_strict_setting`: when false, a warning even with
/// `--strict error`.
pub(crate) fn deprecation_with(
    c: &mut Compiler<'_>,
    call: &Call<'_>,
    key: &str,
    msg: &str,
    use_strict_setting: bool,
) -> R<()> {
    let (f0, l0) = frame_of(c, Some(call.span));
    let (f1, l1) = outer_frame(c, call.sc);
    let full = format!("{msg} at [\"{f0}\", {l0}]:[\"{f1}\", {l1}]");
    if c.opts.strict && use_strict_setting {
        return call.fail(format!("deprecation. {key}. {full}"));
    }
    if c.deprecations.insert(key.to_string()) {
        let location = format!(
            "{}/lib/puppet/functions/deprecation.rb:36:in `deprecation'",
            call.found.module_dir
        );
        c.warnings
            .push(format!("{full}\n   (location: {location})"));
    }
    Ok(())
}

pub(crate) fn frame_of(c: &Compiler<'_>, span: Option<Span>) -> (String, u32) {
    match span {
        Some(s) => {
            let name = c.sources.name(s.file).to_string();
            let line = c
                .sources
                .get(s.file)
                .map(|f| f.pos(s.start).line)
                .unwrap_or(0);
            (name, line)
        }
        None => (c.sources.name(c.main_file).to_string(), 0),
    }
}

/// The frame around the current one: the declaration of the class or define being evaluated,
/// else the main manifest at line 0.
fn outer_frame(c: &Compiler<'_>, sc: ScopeId) -> (String, u32) {
    let mut s = sc;
    while c.scopes[s].local {
        match c.scopes[s].parent {
            Some(p) => s = p,
            None => break,
        }
    }
    match c.scopes[s].resource {
        Some(r) if r != c.main_res => frame_of(c, c.res[r].span),
        _ => frame_of(c, None),
    }
}

/// What Puppet logs when a 3.x function loads another through
/// `Puppet::Parser::Functions.autoloader` (`unless loaded?(f) then load(f)`): a deprecation
/// warning for each method (once per compile), and a redefinition warning when a call from
/// Puppet code had loaded the function already (the autoloader does not know of it).
pub(crate) fn autoload_3x(c: &mut Compiler<'_>, name: &str) {
    let done = format!("\u{0}autoloaded:{name}");
    if c.deprecations.contains(&done) {
        return;
    }
    for method in ["loaded?", "load"] {
        let key = format!("\u{0}autoloader#{method}:{name}");
        if c.deprecations.insert(key) {
            c.warnings.push(format!("The method 'Puppet::Parser::Functions.autoloader#{method}(\"{name}\")' is deprecated in favor of using 'Scope#call_function'.\n   (file & line not available)"));
        }
    }
    if c.deprecations.contains(&format!("\u{0}called:{name}")) {
        c.warnings.push(format!(
            "Overwriting previous definition for function {name}"
        ));
    }
    c.deprecations.insert(done);
}

/// A family's answer for a name that is not one of its functions.
pub(crate) fn not_mine() -> R<Option<Val>> {
    Ok(None)
}

/// The directory of module `name`: the first of the modulepath's entries that has it.
pub(crate) fn module_dir(c: &Compiler<'_>, name: &str) -> Option<String> {
    for mp in &c.opts.modulepath {
        let d = format!("{mp}/{name}");
        if matches!(
            c.host.kind(None, &d),
            Ok(Some(strata_core::host::FileKind::Dir))
        ) {
            return Some(d);
        }
    }
    None
}
