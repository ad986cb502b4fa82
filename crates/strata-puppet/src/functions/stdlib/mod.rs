//! puppetlabs-stdlib's Ruby functions, run natively.
//!
//! # Semantics
//!
//! Puppet finds a function that is not one of its own built-ins in the modules of the
//! modulepath: a 4.x function `name` in `<module>/lib/puppet/functions/<name>.rb` (a namespaced
//! `mod::name` in `<mod>/lib/puppet/functions/mod/name.rb`), else a legacy 3.x function in
//! `<module>/lib/puppet/parser/functions/<name>.rb`. strata does the same search
//! ([`find`]) and, when the file found belongs to the module `stdlib`, runs its native
//! version of that file's function, written from stdlib 8.5's Ruby (the version Debian
//! ships; apache's `bool2httpd` is native too, see [`has_native`]). Without such a file the
//! function does not exist ("Unknown function"); the functions of other modules, and stdlib's
//! without a native version, run in the Ruby companion (`crate::ruby`).
//!
//! The two APIs differ as Puppet makes them differ:
//! - 3.x functions get their arguments through Puppet's 3.x converter: an `undef` argument
//!   becomes `''`, an `undef` inside an array or hash stays `nil` (here `Val::Undef`), a
//!   regexp becomes its source text `/.../`. Their errors are the Ruby exceptions' messages.
//! - 4.x functions check their arguments against their dispatch signatures
//!   ("'f' expects 1 argument, got 2", "'f' parameter 'x' expects ... value, got ...").
//!
//! stdlib 9 moved most 4.x functions under `stdlib::` and left at the old name a shim
//! (`repeated_param 'Any'`) that warns with `deprecation(name, ..., false)` and calls the
//! namespaced function ([`deprecation_shim`]); the native families know a function by its
//! name without the namespace ([`Call::key`]), and where stdlib 8 and 9 behave differently the
//! native version looks at the file the function was found in.
//!
//! Deprecated functions warn as stdlib's 4.x `deprecation` function does: once per key and
//! compile, the message followed by the Puppet call stack's first two frames; with
//! `--strict error` (strata's strict mode) the warning is an error.

mod catalog;
pub(crate) use catalog::module_dir;
mod collections;
mod data;
pub(crate) mod found;
mod pwhash;
mod random;
mod strings;
mod validate;

pub(crate) use crate::ruby_inspect::{inspect, ruby_quote};
pub(crate) use catalog::{fqdn_rand, module_name_of};
pub(crate) use found::{Api, Found};
pub(crate) use validate::ipaddr_masked;

use crate::ast::Lambda;
use crate::eval::{issue, rt_err, Compiler, ScopeId, R};
use crate::value::{Ty, Val};
use std::sync::Arc;
use strata_core::host::FileKind;
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

/// Finds the module file that defines the function `name` (cached per compile).
pub(crate) fn find(c: &mut Compiler<'_>, name: &str) -> Option<Arc<Found>> {
    if let Some(f) = c.module_functions.get(name) {
        return f.clone();
    }
    let found = search(c, name).map(|mut f| {
        f.native = has_native(c, name, &f);
        if f.api == Api::V3 {
            f.arity = c.read_path(&f.file).and_then(|t| declared_arity(&t));
        }
        Arc::new(f)
    });
    c.module_functions.insert(name.to_string(), found.clone());
    found
}

/// The `arity` a 3.x function file declares (`:arity => -2`, `arity: 1`).
fn declared_arity(text: &str) -> Option<i64> {
    let at = text.find(":arity =>").map(|i| i + 9).or_else(|| {
        text.find("arity:")
            .filter(|&i| i == 0 || !text.as_bytes()[i - 1].is_ascii_alphanumeric())
            .map(|i| i + 6)
    })?;
    let rest = text[at..].trim_start();
    let end = rest
        .char_indices()
        .find(|&(i, ch)| !(ch.is_ascii_digit() || (i == 0 && ch == '-')))
        .map_or(rest.len(), |(i, _)| i);
    rest[..end].parse().ok()
}

/// Puppet's 3.x function wrapper's argument count check (`Puppet::Parser::Functions`):
/// "f(): Wrong number of arguments given (2 for 3)", "(0 for minimum 1)" for a negative arity.
fn check_3x_arity(call: &Call<'_>, n: usize) -> R<()> {
    let Some(arity) = call.found.arity else {
        return Ok(());
    };
    let n = n as i64;
    if arity >= 0 && n != arity {
        return call.fail(format!(
            "{}(): Wrong number of arguments given ({n} for {arity})",
            call.name
        ));
    }
    let min = (arity + 1).abs();
    if arity < 0 && n < min {
        return call.fail(format!(
            "{}(): Wrong number of arguments given ({n} for minimum {min})",
            call.name
        ));
    }
    Ok(())
}

fn is_file(c: &Compiler<'_>, path: &str) -> bool {
    matches!(c.host.kind(None, path), Ok(Some(FileKind::File)))
}

fn search(c: &Compiler<'_>, name: &str) -> Option<Found> {
    let segs: Vec<&str> = name.split("::").collect();
    if segs.iter().any(|s| s.is_empty()) {
        return None;
    }
    let mut module_dirs = Vec::new();
    for mp in &c.opts.modulepath {
        if segs.len() > 1 {
            module_dirs.push((segs[0].to_string(), format!("{mp}/{}", segs[0])));
            continue;
        }
        let mut names = c.host.list_dir(None, mp).unwrap_or_default();
        names.sort();
        for m in names {
            let m = m.trim_end_matches('/').to_string();
            let valid = m
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
                && m.bytes().next().is_some_and(|b| b.is_ascii_lowercase());
            if valid {
                module_dirs.push((m.clone(), format!("{mp}/{m}")));
            }
        }
    }
    let rel4 = segs.join("/");
    for (module, dir) in &module_dirs {
        let file = format!("{dir}/lib/puppet/functions/{rel4}.rb");
        if is_file(c, &file) {
            return Some(Found {
                api: Api::V4,
                module: module.clone(),
                module_dir: dir.clone(),
                file,
                native: false,
                arity: None,
            });
        }
    }
    if segs.len() == 1 {
        for (module, dir) in &module_dirs {
            let file = format!("{dir}/lib/puppet/parser/functions/{name}.rb");
            if is_file(c, &file) {
                return Some(Found {
                    api: Api::V3,
                    module: module.clone(),
                    module_dir: dir.clone(),
                    file,
                    native: false,
                    arity: None,
                });
            }
        }
    }
    None
}

/// The modules whose Ruby functions strata runs natively: all of stdlib's files (a function
/// its families do not know still goes to the companion, see [`dispatch`]), and the apache
/// module's files whose code is the one its native versions were written from (decided once
/// per compile, when [`find`] finds the file).
fn has_native(c: &Compiler<'_>, name: &str, found: &Found) -> bool {
    match found.module.as_str() {
        "stdlib" => true,
        "apache" => crate::functions::apache::is_native(c, name, &found.file),
        _ => false,
    }
}

/// Calls the function `name` that a module on the modulepath defines ([`find`]).
pub(crate) fn call(
    c: &mut Compiler<'_>,
    name: &str,
    args: Vec<Val>,
    lambda: Option<&Lambda>,
    sc: ScopeId,
    span: Span,
) -> R<Val> {
    let Some(found) = find(c, name) else {
        return issue(format!("Unknown function: '{name}'."), span);
    };
    if found.module == "stdlib" && found.api == Api::V4 && !name.contains("::") {
        if let Some(target) = deprecation_shim(c, name, &found) {
            // stdlib 9's shims (`repeated_param 'Any'`): warn (even under strict), then call
            // the namespaced function, which checks the arguments and names itself in errors
            let call = Call {
                name,
                key: name,
                found: &found,
                sc,
                span,
                lambda,
            };
            let msg = format!("This function is deprecated, please use {target} instead.");
            deprecation_with(c, &call, name, &msg, false)?;
            return self::call(c, &target, args, lambda, sc, span);
        }
    }
    let call = Call {
        name,
        key: name.strip_prefix("stdlib::").unwrap_or(name),
        found: &found,
        sc,
        span,
        lambda,
    };
    if found.native && found.module == "stdlib" {
        let r = match found.api {
            Api::V4 => call_v4(c, &call, args),
            Api::V3 => {
                check_3x_arity(&call, args.len())?;
                loaded_3x(c, name);
                let args = args.iter().map(to_3x_arg).collect();
                call_v3(c, &call, args)
            }
        };
        return r.map(|v| v.unwrap_or(Val::Undef));
    }
    if found.native {
        // apache's: None for an argument the native version leaves to Ruby
        if let Some(v) = crate::functions::apache::call(&call, &args)? {
            return Ok(v);
        }
    }
    let args = match found.api {
        Api::V4 => args,
        Api::V3 => args.iter().map(to_3x_arg).collect(),
    };
    crate::ruby::call_function(c, name, &found, args, lambda, sc, span)
}

/// The namespaced function a stdlib 9 deprecation shim (`lib/puppet/functions/<name>.rb`)
/// hands its arguments to (`call_function('stdlib::<name>', *args)`), if the file is one.
fn deprecation_shim(c: &mut Compiler<'_>, name: &str, found: &Found) -> Option<String> {
    let target = format!("stdlib::{name}");
    let text = c.read_path(&found.file)?;
    let hands_over =
        text.contains(&format!("call_function('{target}'")) && text.contains("please use stdlib::");
    hands_over.then_some(target)
}

type Native = fn(&mut Compiler<'_>, &Call<'_>, Vec<Val>) -> R<Option<Val>>;

fn call_v4(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let families: [Native; 5] = [
        validate::call_v4,
        catalog::call_v4,
        data::call_v4,
        strings::call_v4,
        collections::call_v4,
    ];
    dispatch(c, call, args, &families)
}

fn call_v3(c: &mut Compiler<'_>, call: &Call<'_>, args: Vec<Val>) -> R<Option<Val>> {
    let families: [Native; 5] = [
        validate::call_v3,
        catalog::call_v3,
        data::call_v3,
        strings::call_v3,
        collections::call_v3,
    ];
    dispatch(c, call, args, &families)
}

/// Asks each family in turn (`Ok(None)`: not one of its functions); a function none knows
/// is a stdlib file strata has no native version of.
fn dispatch(
    c: &mut Compiler<'_>,
    call: &Call<'_>,
    args: Vec<Val>,
    families: &[Native],
) -> R<Option<Val>> {
    for f in families {
        if let Some(v) = f(c, call, args.clone())? {
            return Ok(Some(v));
        }
    }
    // A stdlib function without a native version runs in the Ruby companion.
    let args = match call.found.api {
        Api::V4 => args,
        Api::V3 => args.iter().map(to_3x_arg).collect(),
    };
    crate::ruby::call_function(
        c,
        call.name,
        call.found,
        args,
        call.lambda,
        call.sc,
        call.span,
    )
    .map(Some)
}

/// Converts a Puppet value into what a 3.x function receives (top level).
fn to_3x_arg(v: &Val) -> Val {
    match v {
        Val::Undef => Val::Str("".into()),
        Val::Regex(r) => Val::Str(format!("/{}/", r.src).into()),
        other => other.clone(),
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
        Val::Array(_) | Val::Hash(_) => inspect(v),
        other => other.to_display(),
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

fn frame_of(c: &Compiler<'_>, span: Option<Span>) -> (String, u32) {
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

/// Records that the 3.x function `name` was loaded by a call from Puppet code.
fn loaded_3x(c: &mut Compiler<'_>, name: &str) {
    if !c.deprecations.contains(&format!("\u{0}called:{name}")) {
        c.deprecations.insert(format!("\u{0}called:{name}"));
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

/// Ruby's `Integer#to_i` of a value given to a 3.x function.
pub(super) fn to_i(v: &Val) -> i64 {
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
