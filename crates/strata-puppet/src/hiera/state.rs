//! What Hiera keeps for one compile, which the compiler holds: the layers' configurations,
//! the data files read, the lookup options, hiera-eyaml's keys and decrypted values, and the
//! explainer's record. `hiera.rs`, `explain.rs` and `eyaml.rs` read and change them.

use crate::value::Val;
use indexmap::IndexMap;
use rsa::{RsaPrivateKey, RsaPublicKey};
use std::collections::HashMap;
use std::sync::Arc;

/// How found values are combined.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Merge {
    /// The first value found.
    First,
    /// Arrays (and scalars) of all levels, flattened, without duplicates.
    Unique,
    /// Hashes of all levels, merged on their top-level keys (higher levels win).
    Hash,
    /// Hashes merged recursively, with deep_merge's options.
    Deep {
        knockout_prefix: Option<String>,
        merge_hash_arrays: bool,
        sort_merged_arrays: bool,
    },
}

/// A backend a hierarchy level reads its data with.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Backend {
    Yaml,
    Json,
    Eyaml,
    Other(String),
}

/// Where a level's data lives (templates, interpolated at lookup time).
#[derive(Debug, Clone)]
pub(crate) enum Locations {
    Paths(Vec<String>),
    Globs(Vec<String>),
    Mapped(String, String, String),
    None,
}

#[derive(Debug, Clone)]
pub(crate) struct Level {
    /// The entry's `name` (for explanations).
    pub(super) name: String,
    pub(super) backend: Backend,
    /// The data directory (absolute template).
    pub(super) datadir: String,
    pub(super) locations: Locations,
    /// For version 3 configurations: the file extension the paths get.
    pub(super) ext: Option<String>,
    /// The level's `options` (a version 3 backend's settings), keys without a leading `:`.
    pub(super) options: IndexMap<String, Val>,
}

/// One layer's configuration.
#[derive(Debug, Clone, Default)]
pub(crate) struct Layer {
    /// The configuration file (for messages).
    pub(super) config: String,
    /// The configuration's version (5, or 3 for a global configuration).
    pub(super) version: u8,
    pub(super) levels: Vec<Level>,
    /// A module's `default_hierarchy` (consulted only when the key is found nowhere else).
    pub(super) default_levels: Vec<Level>,
}

/// Hiera's per-compile caches.
#[derive(Debug, Default)]
pub(crate) struct HieraState {
    /// Parsed layer configurations: "global", "environment", "module:<name>".
    pub(super) layers: HashMap<String, Option<Arc<Layer>>>,
    /// Data files by path (None when missing).
    pub(super) files: HashMap<String, Option<Val>>,
    /// Keys being looked up (recursion guard for `%{lookup()}` and `%{alias()}`).
    pub(super) active: Vec<String>,
    /// The merged `lookup_options` by module ("" for keys outside modules), read once per
    /// compile as Puppet caches them.
    pub(super) options: HashMap<String, Arc<IndexMap<Val, Val>>>,
    /// hiera-eyaml's keys and decrypted values.
    pub(super) eyaml: EyamlCache,
    /// The record of what the lookup did, kept only for `puppet lookup --explain`.
    pub(crate) explain: Option<Box<Explainer>>,
}

/// What a step is.
#[derive(Debug, Clone)]
pub(crate) enum Step {
    /// The explainer itself (the root).
    Root,
    /// `Searching for "key"`.
    Top(String),
    /// `Merge strategy name`, with the merge's options other than `strategy`.
    Merge {
        merge: Merge,
        name: String,
        options: Option<Val>,
    },
    /// A data provider or hierarchy entry: its name and configuration file.
    Provider {
        name: String,
        config: Option<String>,
    },
    /// `Path "file"` with its `Original path`.
    Location { path: String, original: String },
    /// `Interpolation on "text"`.
    Interpolate(String),
    /// A named scope (`Global Scope`, `Searching default_hierarchy ...`).
    Scope(String),
    /// `Sub key: "a.b"`.
    SubKey(String),
    /// One segment of a sub key (prints only its outcome).
    Segment,
    /// `Using merge options from "lookup_options" hash`.
    MergeSource(String),
    /// `Module "m" not found` / `Module data provider for module "m" not found`.
    Module { name: String, has_module: bool },
    /// `Invalid key "k"`.
    InvalidKey(String),
}

/// How a step ended.
#[derive(Debug, Clone, Default)]
pub(crate) enum Event {
    #[default]
    None,
    Found(String, Val),
    NotFound(String),
    Result(Val),
    LocationNotFound,
}

#[derive(Debug, Clone)]
pub(crate) struct Node {
    pub(super) step: Step,
    pub(super) parent: usize,
    pub(super) branches: Vec<usize>,
    pub(super) event: Event,
    pub(super) texts: Vec<String>,
    /// Values found by the branches (for a merge's result and a provider's value).
    pub(super) found: Vec<Val>,
}

/// The tree of one explained lookup (see the module docs).
#[derive(Debug, Clone)]
pub(crate) struct Explainer {
    pub(super) nodes: Vec<Node>,
    pub(super) current: usize,
    /// The options of a merge given by the caller (`--merge deep` and its flags), shown on
    /// the next searched key's merge.
    pub(crate) given_merge_options: Option<Val>,
    /// The options shown on the merges of the keys being searched (innermost last).
    pub(super) merge_options: Vec<Option<Val>>,
}

/// A private key with the certificate that names its recipient (`pkcs7_private_key` and
/// `pkcs7_public_key`).
#[derive(Debug)]
pub(crate) struct KeyPair {
    pub(super) private: RsaPrivateKey,
    pub(super) cert: Certificate,
    /// Whether the certificate holds the private key's public key (OpenSSL's
    /// `X509_check_private_key`).
    pub(super) matches: bool,
    /// What names the pair in the process-wide cache of decrypted tokens: everything a
    /// result depends on (the private key's modulus and exponent, whether the certificate
    /// matches it, the certificate's issuer and serial number), each with its length.
    pub(super) id: Vec<u8>,
}

/// What decryption needs of an X.509 certificate.
#[derive(Debug)]
pub(crate) struct Certificate {
    /// The issuer `Name`, DER (tag and length included).
    pub(super) issuer: Vec<u8>,
    /// The serial number's content octets.
    pub(super) serial: Vec<u8>,
    /// The subject public key, when it is RSA.
    pub(super) public: Option<RsaPublicKey>,
}

/// The key options of a level, interpolated: `pkcs7_public_key`, `pkcs7_private_key`,
/// `pkcs7_public_key_env_var`, `pkcs7_private_key_env_var`.
pub(crate) type KeyOptions = [Option<String>; 4];

/// Keys and decrypted values of one compile.
#[derive(Debug, Default)]
pub(crate) struct EyamlCache {
    pub(super) keys: HashMap<KeyOptions, Result<Arc<KeyPair>, String>>,
    /// Decrypted values by data file, key and key options, before interpolation.
    pub(super) values: HashMap<(String, String, KeyOptions), Val>,
}
