//! The ids of the compiler's scopes and resources (indices into its tables), below everything
//! that records them (the explainer's trace, the evaluator).

pub(crate) type ScopeId = usize;
pub(crate) type ResId = usize;
