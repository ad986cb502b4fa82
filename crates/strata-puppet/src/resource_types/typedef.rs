//! The shape of a built-in resource type (the generated table in `builtin.rs` is made of
//! these), below the table and the resource types' behaviour.

/// Whether an attribute is a parameter or a property.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attr {
    /// A parameter.
    Param,
    /// A property.
    Property,
}

/// A title pattern: a Ruby regular expression (source and flags `m`, `i`, `x`) and the key
/// attributes its capture groups set.
#[derive(Debug)]
pub struct TitlePattern<'a> {
    /// The regex source as Ruby writes it.
    pub regex: &'a str,
    /// Ruby's flags.
    pub flags: &'a str,
    /// One attribute per capture group.
    pub captures: &'a [&'a str],
}

/// A built-in type, as in the generated table.
#[derive(Debug)]
pub struct TypeDef<'a> {
    /// Lower-case name.
    pub name: &'a str,
    /// Key attributes (namevars) in declaration order.
    pub namevars: &'a [&'a str],
    /// Parameters and properties (not the metaparameters), sorted.
    pub attrs: &'a [(&'a str, Attr)],
    /// Whether two resources with the same name are the same entity (not for `exec`, `tidy`).
    pub isomorphic: bool,
    /// Title patterns, tried in order.
    pub title_patterns: &'a [TitlePattern<'a>],
}
