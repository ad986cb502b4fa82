//! The function library offered to programs.
//!
//! function-hcl offers the Terraform functions listed in [`NAMES`] (no file functions, no
//! randomness), plus `try`, `can` and `invoke`, which the evaluator implements itself
//! because they need their arguments unevaluated or need the user function table. The
//! implementations come from the shared HCL function crates; a name the library does not
//! provide is simply absent (a call reports "Call to unknown function").

use std::collections::BTreeMap;
use strata_hcl_types::Function;

/// The names function-hcl offers, besides `try`, `can` and `invoke`.
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

/// The built-in functions available to expressions, by name.
pub fn library() -> BTreeMap<String, Function> {
    let mut all = strata_hcl_types::stdlib::functions();
    // Terraform's `reverse` reverses a sequence; hcldec's reverses a string.
    all.remove("reverse");
    all.into_iter()
        .filter(|(n, _)| NAMES.contains(&n.as_str()))
        .collect()
}
