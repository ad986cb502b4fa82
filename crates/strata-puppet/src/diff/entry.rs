//! One difference between two catalogs ([`Entry`]) and where a resource was declared
//! ([`Location`]): the items every part of the diff shares.

use strata_core::value::Value;

/// Where a resource was declared: its `file` and `line` (either may be null).
#[derive(Debug, Clone, PartialEq)]
pub struct Location {
    /// The manifest file, as the catalog names it.
    pub file: Value,
    /// The line.
    pub line: Value,
}

impl Location {
    pub(crate) fn is_empty(&self) -> bool {
        self.file.is_null() && self.line.is_null()
    }
}

/// Where one version's value of a changed parameter was defined (`--display-source`, strata's
/// own detail beyond octocatalog-diff's: see `strata explain puppet`).
#[derive(Debug, Clone, PartialEq)]
pub struct ParamSource {
    /// The file, relative to the repository.
    pub file: String,
    /// The line.
    pub line: u32,
    /// Why this definition's value is the catalog's.
    pub reason: String,
    /// When the value came from Hiera: the data that gave it (several files when the lookup
    /// merged them), empty otherwise.
    pub hiera: Vec<HieraSource>,
}

/// The Hiera data that gave a parameter its value: the key, the data file (relative to the
/// repository), the key's line and the hierarchy level that named the file.
#[derive(Debug, Clone, PartialEq)]
pub struct HieraSource {
    /// The key looked up (`ntp::servers`).
    pub key: String,
    /// The data file.
    pub file: String,
    /// The key's line.
    pub line: u32,
    /// The hierarchy level's name.
    pub level: String,
}

/// One difference, as octocatalog-diff's raw diff array holds it.
#[derive(Debug, Clone)]
pub struct Entry {
    /// `+` resource added, `-` removed, `~` value changed, `!` nested value changed.
    pub kind: char,
    /// Type, title and structure joined with `\f`.
    pub key: String,
    /// The old value (for `+` and `-`: the resource).
    pub old: Value,
    /// The new value (null for `+` and `-`).
    pub new: Value,
    /// The old location (for `+`: the new resource's location).
    pub old_loc: Option<Location>,
    /// The new location (none for `+` and `-`).
    pub new_loc: Option<Location>,
    /// A changed parameter's definitions at the old and the new version (set only with
    /// `--display-source`; None where a version's catalog has no such parameter).
    pub param_source: Option<Box<[Option<ParamSource>; 2]>>,
}

impl Entry {
    /// The resource type.
    pub fn resource_type(&self) -> &str {
        self.key.split('\u{c}').next().unwrap_or("")
    }
    /// The title.
    pub fn title(&self) -> &str {
        self.key.split('\u{c}').nth(1).unwrap_or("")
    }
    /// The structure below the resource (`["parameters", "mode"]`).
    pub fn structure(&self) -> Vec<&str> {
        self.key.split('\u{c}').skip(2).collect()
    }
    /// octocatalog-diff's `old_value`.
    pub fn old_value(&self) -> Value {
        if self.kind == '+' {
            Value::Null
        } else {
            self.old.clone()
        }
    }
    /// octocatalog-diff's `new_value`.
    pub fn new_value(&self) -> Value {
        match self.kind {
            '-' => Value::Null,
            '+' => self.old.clone(),
            _ => self.new.clone(),
        }
    }
    /// Where the old resource was declared.
    pub fn old_location(&self) -> Option<&Location> {
        match self.kind {
            '+' => None,
            '-' => self.old_loc.as_ref(),
            _ => self.old_loc.as_ref(),
        }
    }
    /// Where the new resource was declared.
    pub fn new_location(&self) -> Option<&Location> {
        match self.kind {
            '+' => self.old_loc.as_ref(),
            '-' => None,
            _ => self.new_loc.as_ref(),
        }
    }
}
