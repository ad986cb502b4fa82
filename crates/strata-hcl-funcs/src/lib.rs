//! The function library of function-hcl: Terraform 1.5's built-in functions (with the
//! semantics of go-cty v1.17's standard library and HCL v2.24) on strata's HCL type system.
//!
//! [`library`] returns every function by name. Each is a
//! [`strata_hcl_types::function::Function`]: typed parameters, a return-type
//! callback and an implementation, called through the HCL call protocol (argument conversion,
//! null checks, unknown short-circuiting). The semantics that matter to callers:
//!
//! * **Unknowns.** An argument that is itself unknown, for a parameter that does not accept
//!   unknowns, makes the result the unknown value of the function's return type. Unknowns
//!   nested inside a known collection reach the function, which treats them as Terraform does:
//!   functions that only move elements around (`concat`, `element`, `flatten`, `keys`,
//!   `lookup`, `merge`, `reverse`, `slice`, `values`, `setunion`, conversions) keep them in
//!   place; functions that must look at every element (`compact`, `distinct`, `join`, `sort`,
//!   `sum`, `transpose`, `format`, `jsonencode`, `yamlencode`, `setintersection`,
//!   `setsubtract`, `zipmap`'s keys) return an unknown result; `contains`, `index`, `alltrue`
//!   and `anytrue` answer when the known elements decide.
//! * **Errors** are [`FunctionError`](strata_hcl_types::function::FunctionError)s; those tied to
//!   one argument carry its index so the caller can print
//!   `Invalid value for "NAME" parameter: MESSAGE.`. Message texts are Terraform's.
//! * **Numbers** are exact (512-bit binary floats); `log` and `pow` compute with 64-bit floats
//!   as Terraform does, and their results read back as the shortest decimal of that float.
//! * **Strings** are NFC-normalised; string lengths and offsets count grapheme clusters.
//! * **Regular expressions** use RE2 syntax (the `regex` crate); `\d`, `\w`, `\s` and `\b`
//!   are ASCII-only, as in Go.
//! * **Time** functions read RFC 3339 timestamps; `timestamp()` is the one impure function
//!   (the current UTC time). Nothing here reads files or the network, and nothing is random.
//! * **Go's libraries.** Where Terraform's results come from Go's standard library, they are
//!   reproduced byte for byte: `format`'s number verbs (rounding on the exact binary value),
//!   `base64gzip` (Go's DEFLATE at the default level), RFC 3339 and duration parsing, CSV,
//!   base64 decoding, `%q` quoting, regular-expression errors, address printing.
//! * **Bounds.** Results built from small inputs are bounded (`indent`, `replace` with an
//!   empty pattern, `format` widths, `range`'s 1024 values, `setproduct`'s 2^20 elements,
//!   YAML alias expansion); exceeding a bound is an error, never memory exhaustion.
//! * **Deprecated** `list()` and `map()` always fail with Terraform's deprecation message.
//! * `try`, `can` and `invoke` need the expression evaluator and are not part of this crate.
//!
//! ```
//! use strata_hcl_types::Value;
//!
//! let lib = strata_hcl_funcs::library();
//! let joined = lib["join"].call(&[
//!     Value::string("-"),
//!     Value::tuple(vec![Value::string("a"), Value::string("b")]),
//! ]);
//! assert_eq!(joined, Ok(Value::string("a-b")));
//! let err = lib["parseint"].call(&[Value::string("12"), Value::int(2)]).unwrap_err();
//! assert_eq!(err.arg_index, Some(0));
//! assert_eq!(err.message, "cannot parse \"12\" as a base 2 integer");
//! ```
//!
//! Recursion over values (`flatten`, `yamlencode`, `yamldecode`, `format`'s `%#v`) is bounded
//! by [`strata_hcl_types::MAX_DEPTH`] levels; deeper inputs give an error.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::collections::BTreeMap;

use strata_hcl_types::function::Function;

mod cidr;
mod collections;
mod conversion;
mod crypto;
mod datetime;
mod encoding;
mod format;
mod gzip;
mod numeric;
mod regexfn;
mod sets;
mod strings;
mod util;
mod yaml;

/// Every function of the library by name (`try`, `can` and `invoke` excepted).
pub fn library() -> BTreeMap<String, Function> {
    let mut m = BTreeMap::new();
    let mut add = |name: &str, f: Function| {
        m.insert(name.to_string(), f);
    };
    numeric::register(&mut add);
    strings::register(&mut add);
    collections::register(&mut add);
    sets::register(&mut add);
    conversion::register(&mut add);
    encoding::register(&mut add);
    crypto::register(&mut add);
    cidr::register(&mut add);
    datetime::register(&mut add);
    format::register(&mut add);
    regexfn::register(&mut add);
    yaml::register(&mut add);
    m
}

/// The names [`library`] provides, sorted.
pub const NAMES: &[&str] = &[
    "abs",
    "alltrue",
    "anytrue",
    "base64decode",
    "base64encode",
    "base64gzip",
    "base64sha256",
    "base64sha512",
    "ceil",
    "chomp",
    "chunklist",
    "cidrhost",
    "cidrnetmask",
    "cidrsubnet",
    "cidrsubnets",
    "coalesce",
    "coalescelist",
    "compact",
    "concat",
    "contains",
    "csvdecode",
    "distinct",
    "element",
    "endswith",
    "flatten",
    "floor",
    "format",
    "formatdate",
    "formatlist",
    "indent",
    "index",
    "join",
    "jsondecode",
    "jsonencode",
    "keys",
    "length",
    "list",
    "log",
    "lookup",
    "lower",
    "map",
    "matchkeys",
    "max",
    "md5",
    "merge",
    "min",
    "one",
    "parseint",
    "pow",
    "range",
    "regex",
    "regexall",
    "replace",
    "reverse",
    "rsadecrypt",
    "setintersection",
    "setproduct",
    "setsubtract",
    "setunion",
    "sha1",
    "sha256",
    "sha512",
    "signum",
    "slice",
    "sort",
    "split",
    "startswith",
    "strcontains",
    "strrev",
    "substr",
    "sum",
    "textdecodebase64",
    "textencodebase64",
    "timeadd",
    "timecmp",
    "timestamp",
    "title",
    "tobool",
    "tolist",
    "tomap",
    "tonumber",
    "toset",
    "tostring",
    "transpose",
    "trim",
    "trimprefix",
    "trimspace",
    "trimsuffix",
    "upper",
    "urlencode",
    "values",
    "yamldecode",
    "yamlencode",
    "zipmap",
];

#[cfg(test)]
mod tests;
