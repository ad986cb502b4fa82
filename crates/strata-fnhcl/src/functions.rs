//! The function library offered to programs.
//!
//! function-hcl offers the Terraform functions of `strata-hcl-funcs` ([`NAMES`]: no file
//! functions, no randomness), plus `try`, `can` and `invoke`, which [`crate::calls`] plugs into
//! the evaluator because they need their arguments unevaluated or need the user function table.

use std::collections::BTreeMap;
use strata_hcl_types::Function;

/// The names function-hcl offers, besides `try`, `can` and `invoke`.
pub use strata_hcl_funcs::NAMES;

/// The function library as the root evaluation context, built once and shared.
pub fn library_context() -> std::sync::Arc<strata_hcl::EvalContext> {
    static LIBRARY: std::sync::LazyLock<std::sync::Arc<strata_hcl::EvalContext>> =
        std::sync::LazyLock::new(|| crate::calls::library_context(library()));
    LIBRARY.clone()
}

/// The built-in functions available to expressions, by name.
pub fn library() -> BTreeMap<String, Function> {
    strata_hcl_funcs::library()
}

#[cfg(test)]
mod tests {
    #[test]
    fn library_has_every_name_and_nothing_impure_or_file_based() {
        let lib = super::library();
        let missing: Vec<_> = super::NAMES
            .iter()
            .filter(|n| !lib.contains_key(**n))
            .collect();
        assert!(missing.is_empty(), "missing functions: {missing:?}");
        assert_eq!(lib.len(), 94, "BEHAVIOUR.md's 96 names less try and can");
        for absent in ["file", "uuid", "templatefile", "abspath", "bcrypt", "type"] {
            assert!(!lib.contains_key(absent), "{absent} must not be offered");
        }
    }
}
