//! puppetlabs-apache's Ruby functions that strata runs natively.
//!
//! `apache::bool2httpd` (`lib/puppet/functions/apache/bool2httpd.rb`, a 4.x function with
//! one untyped parameter) turns a boolean-ish value into Apache's `On`/`Off`: `undef`,
//! `false` and strings matching `/false/i` give `Off`; `true` and strings matching
//! `/true/i` give `On`; anything else its Ruby `to_s`. The apache module's templates call
//! it for many directives, so running it in the Ruby companion would cost a round trip per
//! call (and make `--no-ruby` fail).
//!
//! Only a file whose code is the one described above runs natively (the module's other
//! versions, or an edited copy, go to the companion), and only for values made of strings,
//! numbers, booleans, undef, arrays and hashes (whose Ruby `to_s` the template evaluator
//! prints as Ruby does).

use super::stdlib::api::Call;
use crate::eval::{Compiler, R};
use crate::value::Val;
use std::sync::Arc;

/// The statements of the function body this native version was written from.
const BOOL2HTTPD_BODY: [&str; 3] = [
    "return 'Off' if arg.nil? || arg == false || arg =~ %r{false}i || arg == :undef",
    "return 'On' if arg == true || arg =~ %r{true}i",
    "arg.to_s",
];

/// Whether strata has a native version of the apache module's function `name` defined in
/// `file`: the file's code must be the one the native version was written from (read once
/// per compile, when the function is first looked up).
pub(crate) fn is_native(c: &Compiler<'_>, name: &str, file: &str) -> bool {
    name == "apache::bool2httpd" && is_known_bool2httpd(c, file)
}

/// Runs the native version of a function [`is_native`] accepted, or `Ok(None)` for an
/// argument it leaves to the companion.
pub(crate) fn call(call: &Call<'_>, args: &[Val]) -> R<Option<Val>> {
    call.arity(args, 1, 1)?;
    Ok(bool2httpd(&args[0]).map(|s| Val::Str(Arc::from(s))))
}

/// Whether the file's code (comments and blank lines left out) is the version above.
fn is_known_bool2httpd(c: &Compiler<'_>, file: &str) -> bool {
    let Ok(src) = c.host.read_file(None, file) else {
        return false;
    };
    let code: Vec<&str> = src
        .text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    code.len() == 7
        && code[0] == "Puppet::Functions.create_function(:'apache::bool2httpd') do"
        && code[1] == "def bool2httpd(arg)"
        && code[2..5] == BOOL2HTTPD_BODY
        && code[5] == "end"
        && code[6] == "end"
}

/// Ruby's `str =~ /word/i` for an ASCII word: ASCII letters in either case, and the
/// characters Unicode case folding maps onto them (`ſ` folds to `s`, `K` (Kelvin) to `k`).
fn matches_ci(s: &str, word: &str) -> bool {
    let folded: String = s
        .chars()
        .map(|ch| match ch {
            '\u{17F}' => 's',
            '\u{212A}' => 'k',
            other => other.to_ascii_lowercase(),
        })
        .collect();
    folded.contains(word)
}

/// The function's result, or None for a value whose Ruby `to_s` is not done here.
fn bool2httpd(v: &Val) -> Option<String> {
    match v {
        Val::Undef | Val::Bool(false) => Some("Off".into()),
        Val::Bool(true) => Some("On".into()),
        Val::Str(s) if matches_ci(s, "false") => Some("Off".into()),
        Val::Str(s) if matches_ci(s, "true") => Some("On".into()),
        // anything else: Ruby's `to_s` (`Object#=~` gives nil for non-strings); for arrays
        // and hashes that is their `inspect`
        other if plain(other) => Some(crate::erb::value::to_s(&crate::erb::value::from_puppet(
            other,
        ))),
        _ => None,
    }
}

/// Whether a value is made of strings, numbers, booleans, undef, arrays and hashes only
/// (their Ruby forms are the ones the template evaluator prints).
fn plain(v: &Val) -> bool {
    match v {
        Val::Undef | Val::Bool(_) | Val::Int(_) | Val::Float(_) | Val::Str(_) => true,
        Val::Array(a) => a.iter().all(plain),
        Val::Hash(h) => h.iter().all(|(k, v)| plain(k) && plain(v)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bool2httpd_values() {
        let s = |x: &str| Val::Str(Arc::from(x));
        assert_eq!(bool2httpd(&Val::Undef).as_deref(), Some("Off"));
        assert_eq!(bool2httpd(&Val::Bool(false)).as_deref(), Some("Off"));
        assert_eq!(bool2httpd(&Val::Bool(true)).as_deref(), Some("On"));
        assert_eq!(bool2httpd(&s("FALSE")).as_deref(), Some("Off"));
        assert_eq!(bool2httpd(&s("not_true")).as_deref(), Some("On"));
        assert_eq!(bool2httpd(&s("truefalse")).as_deref(), Some("Off"));
        assert_eq!(bool2httpd(&s("faLſe")).as_deref(), Some("Off"));
        assert_eq!(bool2httpd(&s("On")).as_deref(), Some("On"));
        assert_eq!(bool2httpd(&s("")).as_deref(), Some(""));
        assert_eq!(bool2httpd(&Val::Int(-3)).as_deref(), Some("-3"));
        assert_eq!(bool2httpd(&Val::Float(1.5)).as_deref(), Some("1.5"));
        let arr = Val::Array(Arc::new(vec![s("a"), Val::Undef, Val::Int(1)]));
        assert_eq!(bool2httpd(&arr).as_deref(), Some("[\"a\", nil, 1]"));
        assert_eq!(bool2httpd(&Val::Default), None);
    }
}
