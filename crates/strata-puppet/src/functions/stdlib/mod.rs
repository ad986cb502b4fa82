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

pub(crate) mod api;
mod catalog;
mod collections;
mod data;
pub(crate) mod found;
pub(crate) mod modules;
mod pwhash;
mod random;
mod strings;
mod validate;

pub(crate) use crate::ruby_inspect::{inspect, ruby_quote};
pub(crate) use api::{
    autoload_3x, deprecation, deprecation_with, not_mine, ruby_class, to_i, to_s, Call,
};
pub(crate) use catalog::{fqdn_rand, module_name_of};
pub(crate) use found::{Api, Found};
use modules::{is_file, module_dirs};
pub(crate) use validate::ipaddr_masked;

use crate::ast::Lambda;
use crate::eval::{issue, Compiler, ScopeId, R};
use crate::value::Val;
use std::sync::Arc;
use strata_core::Span;

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

fn search(c: &Compiler<'_>, name: &str) -> Option<Found> {
    let segs: Vec<&str> = name.split("::").collect();
    if segs.iter().any(|s| s.is_empty()) {
        return None;
    }
    let module_dirs = module_dirs(c, &segs);
    search_in(c, name, &segs, &module_dirs)
}

/// The function file of `name` in one of `module_dirs`: a 4.x file first, then a 3.x one.
fn search_in(
    c: &Compiler<'_>,
    name: &str,
    segs: &[&str],
    module_dirs: &[(String, String)],
) -> Option<Found> {
    let rel4 = segs.join("/");
    for (module, dir) in module_dirs {
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
        for (module, dir) in module_dirs {
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

/// Records that the 3.x function `name` was loaded by a call from Puppet code.
fn loaded_3x(c: &mut Compiler<'_>, name: &str) {
    if !c.deprecations.contains(&format!("\u{0}called:{name}")) {
        c.deprecations.insert(format!("\u{0}called:{name}"));
    }
}
