//! A function file of a module found on the modulepath, as the compiler caches it (`mod.rs`
//! finds and calls it).

/// Which of Puppet's function APIs a module file defines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Api {
    /// `lib/puppet/functions/**.rb` (`Puppet::Functions.create_function`).
    V4,
    /// `lib/puppet/parser/functions/*.rb` (`newfunction`).
    V3,
}

/// A function file found on the modulepath.
#[derive(Debug, Clone)]
pub(crate) struct Found {
    /// The function's API.
    pub api: Api,
    /// The module's name (its directory name).
    pub module: String,
    /// The module's directory, as the modulepath names it.
    pub module_dir: String,
    /// The file, as the modulepath names it.
    pub file: String,
    /// Whether strata has a native version of the file's function ([`has_native`](super::has_native)); the
    /// others run in the Ruby companion.
    pub native: bool,
    /// A 3.x function's declared `arity` (`newfunction(..., arity: N)`), which Puppet's 3.x
    /// function wrapper checks before the body runs.
    pub arity: Option<i64>,
}
