//! The function library offered to programs.
//!
//! function-hcl offers the Terraform functions listed in [`NAMES`] (no file functions, no
//! randomness), plus `try`, `can` and `invoke`, which [`crate::calls`] plugs into the evaluator
//! because they need their arguments unevaluated or need the user function table. The
//! implementations come from `strata-hcl-funcs`.

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

/// The built-in functions available to expressions, by name: the names of [`NAMES`] that
/// `strata-hcl-funcs` provides.
pub fn library() -> BTreeMap<String, Function> {
    strata_hcl_funcs::library()
        .into_iter()
        .filter(|(n, _)| NAMES.contains(&n.as_str()))
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn library_has_every_name() {
        let lib = super::library();
        let missing: Vec<_> = super::NAMES
            .iter()
            .filter(|n| !lib.contains_key(**n))
            .collect();
        assert!(missing.is_empty(), "missing functions: {missing:?}");
        assert_eq!(lib.len(), super::NAMES.len());
        assert!(!lib.contains_key("file") && !lib.contains_key("uuid"));
    }
}
