//! The evaluator and catalog builder.
//!
//! # Semantics (Puppet 7's compiler, in the order it runs)
//!
//! 1. The site manifest is the body of `Class[main]`, evaluated in the top scope (facts and
//!    `$trusted` are top-scope variables). Definitions anywhere in a loaded file are registered
//!    when it is loaded; classes, defines, functions and type aliases of modules are loaded on
//!    first use from `<modulepath>/<module>/{manifests,functions,types}`.
//! 2. The node definition matching the certname (literal names first, then regexes in file
//!    order, then `default`; Puppet 7's `Node#names` is the certname alone) is evaluated in the node scope.
//! 3. Classes are evaluated when declared (`include`, `require`, `contain`, `class {}`), once.
//!    Defined types are evaluated lazily: generators loop, evaluating collectors and then every
//!    not yet evaluated define instance, until nothing changes.
//! 4. Finish: pending overrides are applied (an override not from a collector must come from the
//!    resource's class or a subclass), resource defaults are applied by walking the dynamic scope
//!    chain from the resource's scope (nearest default wins), tags are completed,
//!    relationships become `before`/`notify` parameters of their source, and relationship
//!    metaparameters must name resources in the catalog.
//!
//! Variables are looked up in the local scopes of lambdas, then the class/define scope, then
//! the inherited class scopes, then the node scope (when the class was declared under it) and
//! the top scope. Resource defaults follow the dynamic chain (where each class was declared).

use crate::ast::*;
use crate::parser::{self, Program};
use crate::value::{capitalize_name, Ty, Val, IMAX};
use indexmap::{IndexMap, IndexSet};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use strata_core::budget::{Budget, Exhausted, Limits};
use strata_core::{FileId, SourceMap, Span};

pub use strata_core::host::Host;

mod calls;
mod catalog;
mod construct;
mod data_keys;
pub(crate) mod fast;
mod finish;
pub(crate) mod flow;
pub(crate) mod ids;
mod param_guard;
mod params;
mod relations;
mod scope;
mod shared;
mod to_data;
mod validate;

pub use shared::ParseCache;

/// Compile options.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Certname.
    pub node: String,
    /// Facts (a hash), or None for the defaults.
    pub facts: Option<Val>,
    /// Puppet 8 strictness.
    pub strict: bool,
    /// Module directories.
    pub modulepath: Vec<String>,
    /// Site manifest path (as the loader knows it).
    pub manifest: String,
    /// The site manifest already parsed (as the first file, `FileId(0)`), shared by the
    /// compiles of many nodes so it is parsed once.
    pub parsed_manifest: Option<Arc<Program>>,
    /// Evaluation steps and nesting depth one compile may use (strata's shared budget:
    /// `strata_core::budget`). Function and lambda calls count one level each.
    pub limits: Limits,
    /// The global Hiera configuration (`--hiera_config`); none by default.
    pub hiera_config: Option<String>,
    /// The environment directory (its `hiera.yaml` is the environment data layer); by default
    /// the directory holding the site manifest's `manifests/` directory, if it is in one.
    pub environment_dir: Option<String>,
    /// More site manifest files, evaluated after `manifest` in this order (a manifests
    /// directory: its `.pp` files in sorted order, as Puppet).
    pub extra_manifests: Vec<String>,
    /// The Ruby companion for modules' own Ruby functions and ERB templates outside the
    /// native evaluator ([`crate::ruby`]); `None`: Ruby is off (`--no-ruby`).
    pub ruby: Option<crate::ruby::state::RubyConfig>,
}

/// A compile error (or a parse error) with its location.
#[derive(Debug, Clone)]
pub struct CompileError {
    /// Message as Puppet words it (without `Error: `).
    pub message: String,
    /// File name, line, column (0 when Puppet locates the error by file and line only).
    pub location: Option<(String, u32, u32)>,
    /// Other locations (duplicate declarations: the first one).
    pub related: Vec<(String, u32, u32)>,
    /// Raised outside Puppet's evaluator (loading, node matching, Hiera, a resource about
    /// itself, the catalog validator): its message has no "Evaluation Error: " label.
    pub outside: bool,
}

/// The result of a compile.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// `Notice: ...` lines.
    pub notices: Vec<String>,
    /// Warnings (`Warning: ...` without the prefix).
    pub warnings: Vec<String>,
    /// The JSON catalog, as one line of text.
    pub catalog: String,
}

impl PErr {
    /// An error located by file and line only (Puppet's errors raised by a resource rather
    /// than an expression); never prefixed with "Error while evaluating".
    pub(crate) fn line_only(msg: impl Into<String>, span: Option<Span>) -> PErr {
        PErr {
            msg: msg.into(),
            span,
            wrapped: true,
            issue: true,
            related: None,
            line_only: true,
            outside: false,
        }
    }

    /// An error Puppet raises outside its evaluator (no "Evaluation Error: ", never prefixed
    /// with "Error while evaluating"), at `span` when it has a place.
    pub(crate) fn raised_outside(msg: impl Into<String>, span: Option<Span>) -> PErr {
        PErr {
            msg: msg.into(),
            span,
            wrapped: true,
            issue: true,
            related: None,
            line_only: false,
            outside: true,
        }
    }

    /// A runtime error at `span`, neither wrapped nor an issue (what [`rt_err`] raises): the
    /// evaluator's errors that Puppet may prefix with "Error while evaluating".
    pub(crate) fn runtime(msg: impl Into<String>, span: Span) -> PErr {
        PErr {
            msg: msg.into(),
            span: Some(span),
            wrapped: false,
            issue: false,
            related: None,
            line_only: false,
            outside: false,
        }
    }

    /// The same error, marked as raised outside the evaluator (no "Evaluation Error: ").
    pub(crate) fn outside(self) -> PErr {
        PErr {
            outside: true,
            ..self
        }
    }

    /// An error whose message names its place itself (or has none), as Puppet's errors from
    /// outside the manifests (Hiera configurations).
    pub(crate) fn located_in_text(msg: impl Into<String>) -> PErr {
        PErr {
            msg: msg.into(),
            span: None,
            wrapped: true,
            issue: true,
            related: None,
            line_only: false,
            outside: false,
        }
    }
}

pub(crate) fn rt_err<T>(msg: impl Into<String>, span: Span) -> R<T> {
    Err(Flow::Err(PErr::runtime(msg, span)))
}
/// An error that is never prefixed with "Error while evaluating".
pub(crate) fn issue<T>(msg: impl Into<String>, span: Span) -> R<T> {
    Err(Flow::Err(PErr {
        msg: msg.into(),
        span: Some(span),
        wrapped: true,
        issue: true,
        related: None,
        line_only: false,
        outside: false,
    }))
}

/// An error Puppet raises outside its evaluator ([`CompileError::outside`]), located at
/// `span`.
pub(crate) fn outside_issue<T>(msg: impl Into<String>, span: Span) -> R<T> {
    Err(Flow::Err(PErr::raised_outside(msg, Some(span))))
}

pub(crate) use fast::{FastMap, FastSet, FastState};
pub(crate) use flow::{Flow, PErr, R};
pub(crate) use ids::{ResId, ScopeId};
/// A resource's attributes in declaration order.
pub(crate) type Params = IndexMap<Arc<str>, Val, FastState>;
/// A resource's tags in the order they were added, each once. Resources carry a handful of
/// tags, so they are a vector searched linearly; past [`TagSet::INDEXED`] tags a hash set
/// keeps adding one constant-time.
#[derive(Debug, Clone, Default)]
pub(crate) struct TagSet {
    list: Vec<Arc<str>>,
    /// Boxed: a resource carries a tag set, and only the few with many tags have an index (8
    /// bytes instead of 40 in each of 50,000 resources).
    index: Option<Box<FastSet<Arc<str>>>>,
}

impl TagSet {
    /// Tags searched linearly before an index is built.
    const INDEXED: usize = 16;

    /// An empty set with room for `n` tags.
    pub(crate) fn with_capacity(n: usize) -> TagSet {
        TagSet {
            list: Vec::with_capacity(n.min(Self::INDEXED)),
            index: None,
        }
    }

    /// Adds a tag; false if it was there already.
    pub(crate) fn insert(&mut self, tag: Arc<str>) -> bool {
        if let Some(index) = &mut self.index {
            if !index.insert(tag.clone()) {
                return false;
            }
        } else if self.list.iter().any(|t| **t == *tag) {
            return false;
        } else if self.list.len() == Self::INDEXED {
            self.build_index(&tag);
        }
        self.list.push(tag);
        true
    }

    /// Adds a tag the caller knows is not in the set (no search).
    pub(crate) fn insert_new(&mut self, tag: Arc<str>) {
        debug_assert!(!self.contains(&tag));
        if let Some(index) = &mut self.index {
            index.insert(tag.clone());
        } else if self.list.len() == Self::INDEXED {
            self.build_index(&tag);
        }
        self.list.push(tag);
    }

    /// Indexes the tags held and `tag`, once the list has [`TagSet::INDEXED`] of them.
    fn build_index(&mut self, tag: &Arc<str>) {
        let mut index: FastSet<_> = self.list.iter().cloned().collect();
        index.insert(tag.clone());
        self.index = Some(Box::new(index));
    }

    /// Removes a tag (linear: only for the rare resource made with a title that is not a
    /// string).
    pub(crate) fn remove(&mut self, tag: &str) {
        if let Some(pos) = self.list.iter().position(|t| &**t == tag) {
            self.list.remove(pos);
            if let Some(index) = &mut self.index {
                index.remove(tag);
            }
        }
    }

    /// Whether the tag is present.
    pub(crate) fn contains(&self, tag: &str) -> bool {
        match &self.index {
            Some(index) => index.contains(tag),
            None => self.list.iter().any(|t| &**t == tag),
        }
    }

    /// How many tags.
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// The tags in the order they were added.
    pub(crate) fn iter(&self) -> std::slice::Iter<'_, Arc<str>> {
        self.list.iter()
    }
}

impl Extend<Arc<str>> for TagSet {
    fn extend<I: IntoIterator<Item = Arc<str>>>(&mut self, tags: I) {
        for t in tags {
            self.insert(t);
        }
    }
}

impl FromIterator<Arc<str>> for TagSet {
    fn from_iter<I: IntoIterator<Item = Arc<str>>>(tags: I) -> TagSet {
        let mut set = TagSet::default();
        set.extend(tags);
        set
    }
}

impl<'a> IntoIterator for &'a TagSet {
    type Item = &'a Arc<str>;
    type IntoIter = std::slice::Iter<'a, Arc<str>>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

#[derive(Debug, Default)]
pub(crate) struct Scope {
    pub vars: FastMap<Arc<str>, Val>,
    /// Lexical parent for lookups.
    pub parent: Option<ScopeId>,
    /// Dynamic parent (where declared) for resource defaults.
    pub dyn_parent: Option<ScopeId>,
    pub local: bool,
    pub resource: Option<ResId>,
    /// Class or define name ("" for main, node name scope "").
    pub source: Arc<str>,
    pub is_node: bool,
    pub defaults: FastMap<Arc<str>, Vec<(Arc<str>, Val, bool)>>,
    pub captures: Option<Arc<Vec<Val>>>,
    pub module: Arc<str>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    Builtin,
    Define,
    ClassLike,
    ClassInclude,
    Special,
}

#[derive(Debug, Clone)]
pub(crate) struct Resource {
    pub ty: Arc<str>,
    pub title: Arc<str>,
    pub params: Params,
    pub virt: bool,
    pub exported: bool,
    pub tags: TagSet,
    pub span: Option<Span>,
    pub kind: Kind,
    pub scope: ScopeId,
    pub container: Option<ResId>,
    pub tag_parent: Option<ResId>,
    /// How many of the tag parent's tags were copied into `tags` (tag sets only grow, so
    /// completing the tags at the end copies only the parent's later ones).
    pub parent_tags_seen: usize,
    pub evaluated: bool,
    pub defaults_applied: bool,
}

pub(crate) struct Collector {
    pub ty: Arc<str>,
    pub query: Option<Query>,
    pub ops: Vec<(Arc<str>, Val, bool)>,
    pub scope: ScopeId,
    pub span: Span,
    pub matched: IndexSet<ResId>,
    pub seen: usize,
    /// How much of `Compiler::changed` this collector has looked at.
    pub changed_seen: usize,
    pub exported: bool,
    /// When this collector is the right operand of a relationship, that relationship's left
    /// operand: a chain bridges an empty collector to it (Puppet's `EmptyAlternativeAdapter`,
    /// so `A -> Coll<||> -> B` relates A to B when the collector matches nothing).
    pub empty_alt: Option<Val>,
}

pub(crate) struct Relation {
    pub op: RelOp,
    pub src: Val,
    pub tgt: Val,
    pub span: Span,
}

pub(crate) struct Override {
    pub ty: Arc<str>,
    pub title: Arc<str>,
    pub ops: Vec<(Arc<str>, Val, bool)>,
    pub source: Arc<str>,
    pub span: Span,
}

/// The Puppet compiler for one node.
pub struct Compiler<'a> {
    pub(crate) host: &'a dyn Host,
    pub(crate) opts: &'a Options,
    /// Every loaded source file.
    pub sources: SourceMap,
    pub(crate) file_paths: HashMap<String, FileId>,
    pub(crate) classes: HashMap<String, Arc<Definition>>,
    pub(crate) defines: HashMap<String, Arc<Definition>>,
    pub(crate) functions: HashMap<String, Arc<Definition>>,
    pub(crate) aliases: HashMap<String, Arc<Definition>>,
    pub(crate) alias_cache: HashMap<String, Ty>,
    /// How many type aliases' bodies are being resolved: a type name no loader knows is a
    /// TypeReference there (Puppet's TypeParser), which nothing is an instance of.
    pub(crate) resolving_alias: u32,
    /// Where the `epp`/`inline_epp` call being rendered is (its parameters' errors are there).
    pub(crate) template_call: Option<Span>,
    /// Annotations made by `annotate` (Pcore Object types).
    pub(crate) annotations: crate::ptypes::annotations::Annotations,
    pub(crate) nodes: Vec<Arc<Definition>>,
    pub(crate) scopes: strata_core::segvec::SegVec<Scope>,
    pub(crate) res: strata_core::segvec::SegVec<Resource>,
    pub(crate) index: FastMap<(Arc<str>, Arc<str>), ResId>,
    pub(crate) by_type: FastMap<Arc<str>, Vec<ResId>>,
    pub(crate) tag_index: FastMap<(Arc<str>, Arc<str>), Vec<ResId>>,
    pub(crate) class_scopes: FastMap<String, ScopeId>,
    pub(crate) class_order: Vec<String>,
    pub(crate) define_queue: Vec<ResId>,
    /// Resources made with a title that is not a string ([`Compiler::non_string_title`]).
    pub(crate) non_string_titles: HashSet<ResId>,
    pub(crate) collectors: Vec<Collector>,
    /// Resources whose parameters changed after they were made (a define's defaults, assigned
    /// when it is evaluated): collectors look at them again, as Puppet's look at every resource
    /// of their type in each round of the generator loop.
    pub(crate) changed: Vec<ResId>,
    pub(crate) overrides: Vec<Override>,
    /// The source (class) of the reference override that last set a resource's parameter:
    /// Resource#override_parameter lets a later override change it only from a subclass.
    pub(crate) override_sources: FastMap<(ResId, Arc<str>), Arc<str>>,
    pub(crate) relations: Vec<Relation>,
    /// Where a declared resource's relationship metaparameters (`require`, `before`, `notify`,
    /// `subscribe`) were written: the catalog validator reports at the attribute's line.
    pub(crate) relation_param_spans: FastMap<(ResId, Arc<str>), Span>,
    pub(crate) realize_pending: Vec<(Arc<str>, Arc<str>, Span)>,
    pub(crate) notices: Vec<String>,
    pub(crate) warnings: Vec<String>,
    pub(crate) hiera: crate::hiera::state::HieraState,
    /// Steps and depth of this compile.
    pub(crate) budget: Arc<Budget>,
    pub(crate) main_res: ResId,
    pub(crate) stage_res: ResId,
    pub(crate) top: ScopeId,
    pub(crate) node_scope: Option<ScopeId>,
    pub(crate) main_file: FileId,
    pub(crate) defs_loaded: HashSet<String>,
    pub(crate) contain_edges: Vec<(ResId, ResId)>,
    pub(crate) template_out: Vec<String>,
    /// Whether the EPP template being rendered has output a Sensitive value (its result is
    /// then Sensitive, as eval_EppExpression makes it).
    pub(crate) epp_sensitive: bool,
    /// The tag index is built when the first collector runs, then kept up to date.
    pub(crate) tag_index_built: bool,
    /// Resource type names as written (lower case) to their shared catalog forms: the
    /// capitalized type (`File`, `Mymod::Thing`) and the type's own tag.
    pub(crate) type_names: FastMap<Box<str>, (Arc<str>, Arc<str>)>,
    /// Type names as written (`File`) that name a resource type or a defined type, to their
    /// type (`Resource['File']`): `File['/x']` in a loop resolves the name once. Emptied
    /// when a type alias is defined (an alias could then answer for a name first).
    pub(crate) resource_type_names: FastMap<Box<str>, Ty>,
    /// Module function files found on the modulepath, by function name.
    pub(crate) module_functions:
        FastMap<String, Option<Arc<crate::functions::stdlib::found::Found>>>,
    /// Keys of the stdlib deprecations already warned about.
    pub(crate) deprecations: HashSet<String>,
    /// Resource types looked up so far (built-in and module Ruby types) and their aliases.
    pub(crate) rtypes: crate::resource_types::registry::Registry,
    /// The Ruby companion, started on first use and killed with the compiler.
    pub(crate) ruby: crate::ruby::state::State,
    /// Variables templates set with `scope.setvar` ([`crate::erb::setvars`]).
    pub(crate) erb_state: crate::erb::state::State,
    /// Where the last `break()`, `next()` or `return()` was called: an illegal one is
    /// reported there.
    pub(crate) jump_at: Option<Span>,
    /// Templates read and parsed so far ([`crate::erb::cache`]).
    pub(crate) erb_cache: crate::erb::cache::Cache,
    /// The layering decisions of one resource, kept only for `strata explain puppet`
    /// ([`crate::explain`]).
    pub(crate) trace: Option<Box<crate::explain::trace::Trace>>,
    /// Parses shared with other compiles of the same code ([`Compiler::share_parses`]).
    pub(crate) parses: Option<Arc<ParseCache>>,
    /// The parameter list whose defaults are being evaluated ([`param_guard`]).
    pub(crate) param_guard: Option<Box<param_guard::ParamGuard>>,
    /// The functions of files above the compiler that files below it call through it.
    pub(crate) families: Families,
}

/// The functions of files above the compiler that files below it call (set by
/// [`Compiler::new`], in `eval/construct.rs`): a registration, so that those files do not
/// name the files above them.
#[derive(Clone, Copy)]
pub(crate) struct Families {
    /// `Init[T]`'s conversion, as `T.new(...)` does (`convert::convert`): the type system's
    /// instance check of `Init[T]`.
    pub(crate) init_convert: fn(&Ty, &Val, &[Val], usize, Span) -> R<Val>,
    /// The built-in function dispatcher (`functions::call_builtin`), for a function family
    /// that calls another built-in (stdlib's `ensure_resource` calls `create_resources`).
    pub(crate) call_builtin: CallFn,
    /// Puppet's built-ins the dispatcher does not know itself (`stdlib::call`).
    pub(crate) builtin_rest: CallFn,
    /// Finds the module file that defines a function (`functions::stdlib::find`, which knows
    /// which files strata runs natively), for the families and the Ruby companion.
    pub(crate) stdlib_find:
        fn(&mut Compiler<'_>, &str) -> Option<Arc<crate::functions::stdlib::found::Found>>,
    /// A template's call of Puppet's 3.x function (`erb::lib3x::call`), for the Ruby
    /// companion's template wrapper: its value, or an exception raised in Puppet's library.
    pub(crate) lib3x_call: fn(
        &mut Compiler<'_>,
        &str,
        Vec<Val>,
        ScopeId,
        Span,
    ) -> R<Result<Val, crate::erb::raised::Raised>>,
}

/// A built-in function: the compiler, the name, the arguments, the block, the scope and the
/// call's span.
pub(crate) type CallFn =
    fn(&mut Compiler<'_>, &str, Vec<Val>, Option<&Lambda>, ScopeId, Span) -> R<Val>;

/// Puppet's `Tagging::ValidTagRegex`, `\A[[:alnum:]_][[:alnum:]_:.-]*\Z` (Ruby's `\Z` also
/// matches before a final line break, so `"abc\n"` is a tag).
fn valid_tag(s: &str) -> bool {
    let s = s.strip_suffix('\n').unwrap_or(s);
    let mut cs = s.chars();
    match cs.next() {
        Some(c) if c.is_alphanumeric() || c == '_' => {}
        _ => return false,
    }
    cs.all(|c| c.is_alphanumeric() || matches!(c, '_' | ':' | '.' | '-'))
}

impl<'a> Compiler<'a> {
    /// Shares `parses` with this compile: module files another compile parsed are not
    /// parsed again ([`ParseCache`]).
    pub fn share_parses(&mut self, parses: Arc<ParseCache>) {
        self.parses = Some(parses);
    }

    /// Reads a file through the host (None when it cannot be read).
    pub(crate) fn read_path(&self, path: &str) -> Option<String> {
        self.host.read_file(None, path).ok().map(|f| f.text)
    }

    /// Reads a file's bytes through the host (None when it cannot be read).
    pub(crate) fn read_path_bytes(&self, path: &str) -> Option<Vec<u8>> {
        self.host.read_bytes(None, path).ok()
    }

    /// Runs a command through the host (`generate`).
    pub(crate) fn run_command(&self, argv: &[String]) -> Result<String, String> {
        let cmd = strata_core::host::Command {
            argv: argv.to_vec(),
            stdin: Vec::new(),
        };
        match self.host.exec(&cmd) {
            Ok(out) if out.status == Some(0) => {
                Ok(String::from_utf8_lossy(&out.stdout).into_owned())
            }
            Ok(out) => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
            Err(e) => Err(e.to_string()),
        }
    }

    pub(crate) fn error_out(&self, e: PErr) -> CompileError {
        let loc = |s: Span| {
            let f = self.sources.get(s.file)?;
            let p = f.pos(s.start);
            Some((self.sources.name(s.file).to_string(), p.line, p.column))
        };
        let mut location = e.span.and_then(loc);
        if e.line_only {
            if let Some(l) = &mut location {
                l.2 = 0;
            }
        }
        CompileError {
            message: e.msg,
            location,
            related: e.related.and_then(loc).into_iter().collect(),
            outside: e.outside,
        }
    }

    /// Loads and parses a file, registering its definitions. Returns the program.
    pub(crate) fn load_file(&mut self, path: &str, text: String) -> Result<Arc<Program>, PErr> {
        // The text is kept once, in the source map (its `String` is freed here, before the
        // parse, rather than held beside the map's copy until the program is read).
        let text: Arc<str> = text.into();
        let id = self.sources.add(path.to_string(), text.clone());
        self.file_paths.insert(path.to_string(), id);
        // a module's loader raises the parser's errors as they are
        let prefix = match self.module_file(path) {
            Some(_) => "",
            None => "Could not parse for environment production: ",
        };
        let prog = match self.parses.as_ref().and_then(|p| p.get(path, id, &text)) {
            Some(prog) => prog,
            None => {
                let prog = parser::parse_with_rules(&text, id).map_err(|e| {
                    PErr::raised_outside(
                        format!("{prefix}{}", e.message),
                        Some(Span::new(id, e.offset, e.offset)),
                    )
                })?;
                let prog = Arc::new(prog);
                if let Some(p) = &self.parses {
                    p.keep(path, id, &text, prog.clone());
                }
                prog
            }
        };
        self.validate(&prog, id)?;
        for d in &prog.defs {
            self.register(d.clone())?;
        }
        Ok(prog)
    }

    fn register(&mut self, d: Arc<Definition>) -> Result<(), PErr> {
        match &*d {
            // TypeCollection#add_hostclass and #add_definition: a class and a define share
            // their names
            Definition::Class { name, span, .. } => {
                let n = name.to_lowercase();
                if let Some(other) = self.defines.get(&n) {
                    let at = self.definition_context(other);
                    return Err(PErr::raised_outside(
                        format!("Definition '{n}' is already defined{at}; cannot be redefined as a class"),
                        Some(*span),
                    ));
                }
                self.classes.entry(n).or_insert(d.clone());
            }
            Definition::Define { name, span, .. } => {
                let n = name.to_lowercase();
                if let Some(other) = self.classes.get(&n) {
                    let at = self.definition_context(other);
                    return Err(PErr::raised_outside(
                        format!("'{n}' is already defined{at} as a class; cannot redefine as a definition"),
                        Some(*span),
                    ));
                }
                self.defines.entry(n).or_insert(d.clone());
            }
            Definition::Function { name, .. } => {
                self.functions.insert(name.to_lowercase(), d.clone());
            }
            Definition::TypeAlias { name, .. } => {
                // the static loader holds the built-in types: an alias of one of their names
                // is Loader#set_entry's redefinition
                if crate::builtin_types::builtin_type_name(name).is_some() {
                    return Err(PErr::raised_outside(
                        format!("Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/{}'. Originally set by Puppet-Type-System/Static-Loader.", name.to_lowercase()),
                        None,
                    ));
                }
                // Puppet's loaders find types by their lower-case name
                self.aliases.insert(name.to_lowercase(), d.clone());
                self.resource_type_names.clear();
            }
            // a valid mapping changes nothing a catalog compile sees; a type definition
            // never passes the validator
            Definition::TypeMapping { .. } | Definition::TypeDefinition { .. } => {}
            Definition::Node { matches, span, .. } => {
                for m in matches {
                    let key = node_key(m);
                    for other in &self.nodes {
                        if let Definition::Node { matches: om, .. } = &**other {
                            if om.iter().any(|x| node_key(x) == key) {
                                return Err(PErr::raised_outside(
                                    format!("Node '{key}' is already defined; cannot redefine"),
                                    Some(*span),
                                ));
                            }
                        }
                    }
                }
                self.nodes.push(d.clone());
            }
        }
        Ok(())
    }

    /// ` (file: F, line: L)` of a class or define, as `error_context` names a duplicate's place.
    fn definition_context(&self, d: &Definition) -> String {
        let span = match d {
            Definition::Class { span, .. } | Definition::Define { span, .. } => *span,
            _ => return String::new(),
        };
        self.file_line_text(span)
    }

    /// Tries to load the definition of `name` (class, define, function or type alias) from the
    /// module path.
    pub(crate) fn autoload(&mut self, name: &str, dir: &str, ext: &str) -> Result<(), PErr> {
        let name = name.trim_start_matches("::").to_lowercase();
        let key = format!("{dir}:{name}");
        if !self.defs_loaded.insert(key) {
            return Ok(());
        }
        let segs: Vec<&str> = name.split("::").collect();
        let module = segs[0];
        let rel = if segs.len() == 1 {
            if dir == "manifests" {
                "init".to_string()
            } else {
                return Ok(());
            }
        } else {
            segs[1..].join("/")
        };
        for mp in self.opts.modulepath.clone() {
            let path = format!("{mp}/{module}/{dir}/{rel}.{ext}");
            if self.file_paths.contains_key(&path) {
                return Ok(());
            }
            if let Some(text) = self.read_path(&path) {
                let prog = self.load_file(&path, text)?;
                if dir == "manifests" {
                    self.instantiate_param_types(&prog)?;
                }
                return Ok(());
            }
        }
        Ok(())
    }

    /// Puppet instantiates the classes and defines of a file when it loads it, and evaluates
    /// their parameters' types then, in the global scope (`PopsBridge#create_type_map`): a
    /// type that does not exist fails the load, declared or not.
    fn instantiate_param_types(&mut self, prog: &Program) -> Result<(), PErr> {
        for d in &prog.defs {
            let params = match &**d {
                Definition::Class { params, .. } | Definition::Define { params, .. } => params,
                _ => continue,
            };
            for p in params {
                if let Some(te) = &p.ty {
                    if let Err(Flow::Err(e)) = self.eval(te, self.top) {
                        return Err(e);
                    }
                }
            }
        }
        Ok(())
    }

    /// Loads a class or define `a::b::c` as Puppet's TypeLoader#try_load_fqname does: the
    /// files of `a`, `a::b`, `a::b::c` in turn (`init.pp`, `b.pp`, `b/c.pp`) until one defines
    /// it.
    fn autoload_definition(
        &mut self,
        n: &str,
        defined: fn(&Self, &str) -> bool,
    ) -> Result<(), PErr> {
        let segs: Vec<&str> = n.split("::").collect();
        for i in 1..=segs.len() {
            self.autoload(&segs[..i].join("::"), "manifests", "pp")?;
            if defined(self, n) {
                break;
            }
        }
        Ok(())
    }

    pub(crate) fn find_class(&mut self, name: &str) -> Result<Option<Arc<Definition>>, PErr> {
        let n = name.trim_start_matches("::").to_lowercase();
        if let Some(d) = self.classes.get(&n) {
            return Ok(Some(d.clone()));
        }
        self.autoload_definition(&n, |c, n| c.classes.contains_key(n))?;
        Ok(self.classes.get(&n).cloned())
    }

    pub(crate) fn find_define(&mut self, name: &str) -> Result<Option<Arc<Definition>>, PErr> {
        let n = name.trim_start_matches("::").to_lowercase();
        if let Some(d) = self.defines.get(&n) {
            return Ok(Some(d.clone()));
        }
        if self.resource_type(&n)?.is_some() {
            return Ok(None);
        }
        self.autoload_definition(&n, |c, n| c.defines.contains_key(n))?;
        Ok(self.defines.get(&n).cloned())
    }

    pub(crate) fn new_scope(&mut self, s: Scope) -> ScopeId {
        self.scopes.push(s);
        self.scopes.len() - 1
    }

    pub(crate) fn local_scope(&mut self, parent: ScopeId) -> ScopeId {
        let module = self.scopes[parent].module.clone();
        let source = self.scopes[parent].source.clone();
        let resource = self.scopes[parent].resource;
        self.new_scope(Scope {
            parent: Some(parent),
            dyn_parent: Some(parent),
            local: true,
            resource,
            source,
            module,
            ..Default::default()
        })
    }

    /// Runs the whole compile and renders the catalog as one line of JSON.
    pub fn compile(mut self, main_text: String) -> Result<Compiled, CompileError> {
        self.run(main_text)?;
        let mut catalog = Vec::new();
        // Writing into memory cannot fail.
        let _ = self.write_catalog(&mut catalog);
        Ok(Compiled {
            notices: std::mem::take(&mut self.notices),
            warnings: std::mem::take(&mut self.warnings),
            catalog: String::from_utf8(catalog).unwrap_or_default(),
        })
    }

    /// Runs the whole compile; then [`Compiler::notices`], [`Compiler::warnings`] and
    /// [`Compiler::write_catalog`] give the result (the catalog is written straight to its
    /// destination, never held in memory whole).
    pub fn run(&mut self, main_text: String) -> Result<(), CompileError> {
        match self.compile_inner(main_text) {
            Ok(()) => Ok(()),
            Err(Flow::Err(e)) => Err(self.error_out(e)),
            Err(Flow::Break) => Err(self.error_out(self.illegal_jump("break"))),
            Err(Flow::Next(_)) => Err(self.error_out(self.illegal_jump("next"))),
            Err(Flow::Return(_)) => Err(self.error_out(self.illegal_jump("return"))),
        }
    }

    /// `break()`, `next()` or `return()` where nothing takes it: Puppet's signal reaches the
    /// top of the compile and is reported at the call's file and line (no column), outside
    /// the evaluator's "Evaluation Error".
    pub(crate) fn illegal_jump(&self, what: &str) -> PErr {
        PErr {
            msg: format!("{what}() from context where this is illegal"),
            span: self.jump_at,
            wrapped: true,
            issue: true,
            related: None,
            line_only: true,
            outside: true,
        }
    }

    fn compile_inner(&mut self, main_text: String) -> R<()> {
        let manifest = self.opts.manifest.clone();
        let prog = match self.opts.parsed_manifest.clone() {
            Some(prog) => {
                let id = self.sources.add(manifest.clone(), main_text);
                self.file_paths.insert(manifest.clone(), id);
                self.validate(&prog, id).map_err(Flow::Err)?;
                for d in &prog.defs {
                    self.register(d.clone()).map_err(Flow::Err)?;
                }
                prog
            }
            None => self.load_file(&manifest, main_text).map_err(Flow::Err)?,
        };
        self.main_file = *self.file_paths.get(&manifest).unwrap_or(&FileId(0));
        // top scope
        let top = self.new_scope(Scope {
            source: "".into(),
            module: "".into(),
            ..Default::default()
        });
        self.top = top;
        self.set_facts(top);
        // Stage[main], Class[Settings], Class[main]
        let stage = self.push_resource(Resource {
            ty: "Stage".into(),
            title: "main".into(),
            params: Params::from_iter([(Arc::from("name"), Val::str("main"))]),
            virt: false,
            exported: false,
            tags: ["stage".into()].into_iter().collect(),
            span: None,
            kind: Kind::Builtin,
            scope: top,
            container: None,
            tag_parent: None,
            parent_tags_seen: 0,
            evaluated: true,
            defaults_applied: true,
        });
        self.stage_res = stage;
        let settings = self.push_resource(Resource {
            ty: "Class".into(),
            title: "Settings".into(),
            params: Params::default(),
            virt: false,
            exported: false,
            tags: ["class".into(), "settings".into()].into_iter().collect(),
            span: None,
            kind: Kind::Special,
            scope: top,
            container: Some(stage),
            tag_parent: None,
            parent_tags_seen: 0,
            evaluated: true,
            defaults_applied: true,
        });
        let _ = settings;
        let settings_scope = self.new_scope(Scope {
            parent: Some(top),
            source: "settings".into(),
            ..Default::default()
        });
        self.scopes[settings_scope].vars.insert(
            "strict".into(),
            Val::str(if self.opts.strict { "error" } else { "warning" }),
        );
        self.scopes[settings_scope]
            .vars
            .insert("strict_variables".into(), Val::Bool(self.opts.strict));
        self.scopes[settings_scope]
            .vars
            .insert("environment".into(), Val::str("production"));
        self.scopes[settings_scope]
            .vars
            .insert("storeconfigs".into(), Val::Bool(false));
        // The settings whose defaults do not depend on the machine (Puppet's `defaults.rb`:
        // `server` is "puppet", `ca_server` and `report_server` default to it, the three ports to
        // `serverport`'s 8140, a `:port` setting's value being an Integer; the server's `user`
        // and `group`, "puppet").
        for (name, value) in [
            ("server", Val::str("puppet")),
            ("user", Val::str("puppet")),
            ("group", Val::str("puppet")),
            ("ca_server", Val::str("puppet")),
            ("report_server", Val::str("puppet")),
            ("serverport", Val::Int(8140)),
            ("ca_port", Val::Int(8140)),
            ("report_port", Val::Int(8140)),
            ("digest_algorithm", Val::str("sha256")),
        ] {
            self.scopes[settings_scope].vars.insert(name.into(), value);
        }
        // Scope#merge_settings: `$settings::all_local`, a hash of every setting (here, of the
        // settings strata models).
        let all_local: indexmap::IndexMap<Val, Val> = [
            "environment",
            "storeconfigs",
            "strict",
            "strict_variables",
            "server",
            "ca_server",
            "report_server",
            "serverport",
            "ca_port",
            "report_port",
            "digest_algorithm",
            "user",
            "group",
        ]
        .into_iter()
        .filter_map(|k| {
            let v = self.scopes[settings_scope].vars.get(k)?.clone();
            Some((Val::str(k), v))
        })
        .collect();
        self.scopes[settings_scope]
            .vars
            .insert("all_local".into(), Val::hash(all_local));
        self.class_scopes.insert("settings".into(), settings_scope);
        let main = self.push_resource(Resource {
            ty: "Class".into(),
            title: "main".into(),
            params: Params::from_iter([(Arc::from("name"), Val::str("main"))]),
            virt: false,
            exported: false,
            tags: ["class".into()].into_iter().collect(),
            span: None,
            kind: Kind::Special,
            scope: top,
            container: Some(stage),
            tag_parent: None,
            parent_tags_seen: 0,
            evaluated: true,
            defaults_applied: true,
        });
        self.main_res = main;
        self.scopes[top].resource = Some(main);
        self.class_scopes.insert("".into(), top);
        // main code (a manifests directory: every file, in order)
        let mut extra = Vec::new();
        for path in self.opts.extra_manifests.clone() {
            let Some(text) = self.read_path(&path) else {
                return issue(format!("Could not read manifest {path}"), Span::default());
            };
            extra.push(self.load_file(&path, text).map_err(Flow::Err)?);
        }
        self.eval_block(&prog.body, top)?;
        for p in extra {
            self.eval_block(&p.body, top)?;
        }
        // node
        self.eval_node()?;
        // generators
        self.generators()?;
        self.finish()?;
        Ok(())
    }

    /// The `Notice: ...` lines of the compile (without the prefix), in order.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The warnings of the compile (without `Warning: `), in order.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// How many requests went to the Ruby companion, and the time they took.
    pub fn ruby_profile(&self) -> (u64, std::time::Duration) {
        (self.ruby.calls, self.ruby.time)
    }

    /// Where in a module's Ruby the exception behind `error` was raised (`file:line`, the
    /// backtrace's first frame outside strata's shim), when a module function raised it.
    pub fn ruby_raise_site(&self, error: &CompileError) -> Option<&str> {
        let (msg, place) = self.ruby.last_raise.as_ref()?;
        error
            .message
            .contains(msg.as_str())
            .then_some(place.as_str())
    }

    /// Takes the running Ruby companion out of this finished compile, ready for the next one
    /// (same modulepath and Ruby settings); None when none was started.
    pub fn take_companion(&mut self) -> Option<crate::ruby::state::Companion> {
        self.ruby.take()
    }

    /// Gives this compile a companion taken from an earlier one, instead of starting Ruby.
    pub fn reuse_companion(&mut self, companion: crate::ruby::state::Companion) {
        self.ruby.reuse(companion);
    }

    /// Ends the Ruby companion now, if one runs (dropping the compiler does it too).
    pub fn close_ruby(&mut self) {
        self.ruby.close();
    }

    pub(crate) fn set_facts(&mut self, top: ScopeId) {
        let node = self.opts.node.clone();
        let facts = match &self.opts.facts {
            Some(f) => f.clone(),
            None => crate::facts::minimal_facts(&node),
        };
        // As Puppet's compile: the certname of `$trusted` is the node's `clientcert`
        // parameter, which comes from the facts (`puppet facts` and agents write it).
        let certname = match &facts {
            Val::Hash(m) => match m.get(&Val::str("clientcert")) {
                Some(Val::Str(c)) => Some(c.clone()),
                _ => None,
            },
            _ => None,
        };
        let vars = &mut self.scopes[top].vars;
        if let Val::Hash(m) = &facts {
            for (k, v) in m.iter() {
                if let Val::Str(k) = k {
                    vars.insert(k.clone(), v.clone());
                }
            }
        }
        vars.insert("facts".into(), facts);
        let (host, domain) = match &certname {
            Some(c) => match c.split_once('.') {
                Some((h, d)) => (Val::str(h), Val::str(d)),
                None => (Val::Str(c.clone()), Val::Undef),
            },
            None => (Val::Undef, Val::Undef),
        };
        let mut trusted = IndexMap::new();
        trusted.insert(Val::str("authenticated"), Val::str("local"));
        trusted.insert(
            Val::str("certname"),
            certname.clone().map(Val::Str).unwrap_or(Val::Undef),
        );
        trusted.insert(Val::str("extensions"), Val::hash(IndexMap::new()));
        trusted.insert(Val::str("hostname"), host);
        trusted.insert(Val::str("domain"), domain);
        trusted.insert(Val::str("external"), Val::hash(IndexMap::new()));
        vars.insert("trusted".into(), Val::hash(trusted));
        vars.insert("environment".into(), Val::str("production"));
        let mut sf = IndexMap::new();
        sf.insert(Val::str("environment"), Val::str("production"));
        vars.insert("server_facts".into(), Val::hash(sf));
        vars.insert("name".into(), Val::str("main"));
        vars.insert("title".into(), Val::str("main"));
        vars.insert("module_name".into(), Val::str(""));
    }

    fn eval_node(&mut self) -> R<()> {
        if self.nodes.is_empty() {
            return Ok(());
        }
        let name = self.opts.node.to_lowercase();
        let mut found: Option<(Arc<Definition>, Option<Arc<Vec<Val>>>)> = None;
        let mut matched_name = String::new();
        // literal
        'lit: for d in &self.nodes {
            if let Definition::Node { matches, .. } = &**d {
                for m in matches {
                    if let NodeMatch::Name(n) = m {
                        if *n == name {
                            matched_name = n.clone();
                            found = Some((d.clone(), None));
                            break 'lit;
                        }
                    }
                }
            }
        }
        if found.is_none() {
            'rx: for d in &self.nodes {
                if let Definition::Node { matches, .. } = &**d {
                    for m in matches {
                        if let NodeMatch::Regex(r) = m {
                            if let Some(re) = crate::value::compile_regex(r) {
                                if let Some(c) = re.match_vec(&name) {
                                    let caps = capture_vals(c);
                                    found = Some((d.clone(), Some(Arc::new(caps))));
                                    matched_name = node_key(m);
                                    break 'rx;
                                }
                            }
                        }
                    }
                }
            }
        }
        if found.is_none() {
            for d in &self.nodes {
                if let Definition::Node { matches, .. } = &**d {
                    // `node default` and `node 'default'` are both the node named default
                    // (TypeCollection#node looks the name "default" up)
                    if matches.iter().any(|m| match m {
                        NodeMatch::Default => true,
                        NodeMatch::Name(n) => n == "default",
                        _ => false,
                    }) {
                        matched_name = "default".into();
                        found = Some((d.clone(), None));
                        break;
                    }
                }
            }
        }
        if found.is_none() {
            // Puppet looks "default" up as any other name (TypeCollection#node): with no node
            // named default, a regex node that matches the text "default" is taken.
            'rxd: for d in &self.nodes {
                if let Definition::Node { matches, .. } = &**d {
                    for m in matches {
                        if let NodeMatch::Regex(r) = m {
                            if let Some(c) = crate::value::compile_regex(r)
                                .and_then(|re| re.match_vec("default"))
                            {
                                found = Some((d.clone(), Some(Arc::new(capture_vals(c)))));
                                matched_name = node_key(m);
                                break 'rxd;
                            }
                        }
                    }
                }
            }
        }
        let Some((def, caps)) = found else {
            return Err(Flow::Err(PErr::raised_outside(
                format!("Could not find node statement with name 'default' or '{name}'"),
                None,
            )));
        };
        let Definition::Node { body, .. } = &*def else {
            return Ok(());
        };
        let top = self.top;
        let mut tags = TagSet::default();
        tags.insert(matched_name.to_lowercase().into());
        tags.insert("node".into());
        tags.insert("class".into());
        let node_res = self.push_resource(Resource {
            ty: "Node".into(),
            title: matched_name.as_str().into(),
            params: Params::default(),
            virt: false,
            exported: false,
            tags,
            span: None,
            kind: Kind::Special,
            scope: top,
            container: Some(self.main_res),
            tag_parent: None,
            parent_tags_seen: 0,
            evaluated: true,
            defaults_applied: true,
        });
        self.class_order.push(matched_name.clone());
        let sc = self.new_scope(Scope {
            parent: Some(top),
            dyn_parent: Some(top),
            resource: Some(node_res),
            source: "".into(),
            is_node: true,
            captures: caps,
            module: "".into(),
            ..Default::default()
        });
        self.node_scope = Some(sc);
        self.eval_block(body, sc)?;
        Ok(())
    }

    pub(crate) fn step(&mut self, span: Span) -> R<()> {
        match self.budget.step() {
            Ok(()) => Ok(()),
            Err(e) => issue(exhausted_text(e, None), span),
        }
    }

    /// Counts `n` steps at once (a built-in that makes or walks `n` values).
    pub(crate) fn charge(&mut self, n: u64, span: Span) -> R<()> {
        match self.budget.steps_n(n) {
            Ok(()) => Ok(()),
            Err(e) => issue(exhausted_text(e, None), span),
        }
    }

    /// Runs `f` one call level deeper (a Puppet function, a lambda, a template), failing with
    /// a clear error beyond the depth limit.
    pub(crate) fn nested<T>(
        &mut self,
        callee: Option<&str>,
        span: Span,
        f: impl FnOnce(&mut Self) -> R<T>,
    ) -> R<T> {
        self.step(span)?;
        // The guard borrows the budget, and `f` borrows the compiler: share the budget.
        let budget = self.budget.clone();
        let _level = match budget.enter() {
            Ok(guard) => guard,
            Err(e) => return issue(exhausted_text(e, callee), span),
        };
        strata_core::budget::grow(|| f(self))
    }

    pub(crate) fn eval_block(&mut self, body: &[Expr], sc: ScopeId) -> R<Val> {
        let mut last = Val::Undef;
        for (i, e) in body.iter().enumerate() {
            if i + 1 < body.len() {
                if let ExprKind::Resource(form, ty, bodies) = &e.kind {
                    // Nothing reads the value of this statement: its references are not built.
                    self.step(e.span)?;
                    let r = strata_core::budget::grow(|| {
                        self.eval_resource(*form, ty, bodies, sc, e.span, false)
                    });
                    wrap(r, "Resource Statement")?;
                    continue;
                }
            }
            last = self.eval(e, sc)?;
        }
        Ok(last)
    }
}

/// The error for an exhausted budget; a call that nests too deep names the function, as
/// Puppet's own "stack level too deep" is useless to a reader.
fn exhausted_text(e: Exhausted, callee: Option<&str>) -> String {
    match (e, callee) {
        (Exhausted::Depth { .. }, Some(f)) => {
            format!("Maximum recursion depth exceeded in call to function '{f}': {e}")
        }
        (Exhausted::Depth { .. }, None) => format!("Maximum recursion depth exceeded: {e}"),
        (Exhausted::Steps { .. }, _) => format!("Evaluation stopped: {e}"),
    }
}

/// Parses `Type[title]`.
pub(crate) fn parse_ref_string(s: &str) -> Option<(String, String)> {
    let open = s.find('[')?;
    if !s.ends_with(']') {
        return None;
    }
    let t = &s[..open];
    let title = &s[open + 1..s.len() - 1];
    let title = title.trim_matches(|c| c == '\'' || c == '"');
    if t.is_empty() {
        return None;
    }
    Some((capitalize_name(t), title.to_string()))
}

pub(crate) fn flatten_refs(v: &Val, out: &mut Vec<Val>) {
    match v {
        Val::Array(a) => {
            for x in a.iter() {
                flatten_refs(x, out);
            }
        }
        other => out.push(other.clone()),
    }
}

/// `$0..$n` of a match: each group's text, undef for a group that did not take part.
pub(crate) fn capture_vals(c: Vec<Option<String>>) -> Vec<Val> {
    c.into_iter()
        .map(|g| g.map(|t| Val::str(&t)).unwrap_or(Val::Undef))
        .collect()
}

/// `Node[x]` of a node's scope in log lines: the node definition that matched (a regex's
/// `__node_regexp__...` name, `default`, or the literal name, lowercased).
pub(crate) fn node_scope_label(c: &Compiler<'_>, sc: ScopeId) -> String {
    match c.scopes[sc].resource {
        Some(r) if c.res[r].title.starts_with("__node_regexp__") => {
            format!("Node[{}]", c.res[r].title)
        }
        Some(r) => format!("Node[{}]", c.res[r].title.to_lowercase()),
        None => format!("Node[{}]", c.opts.node.to_lowercase()),
    }
}

fn node_key(m: &NodeMatch) -> String {
    match m {
        NodeMatch::Name(n) => n.clone(),
        NodeMatch::Regex(r) => {
            let cleaned: String = r
                .chars()
                .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
                .collect();
            format!("__node_regexp__{}", cleaned.trim_start_matches('.'))
        }
        NodeMatch::Default => "default".into(),
    }
}

fn describe_expr(e: &Expr) -> &'static str {
    match e.kind {
        ExprKind::Lit(_) => "Literal Value",
        ExprKind::Access(..) => "an Access Expression",
        ExprKind::Call(..) => "a Function Call",
        _ => "an Expression",
    }
}

pub(crate) fn add_prefix(f: Flow, what: &str) -> Flow {
    match f {
        Flow::Err(mut e) if !e.wrapped => {
            e.wrapped = true;
            let article = if what.starts_with(['A', 'E', 'I', 'O', 'U']) {
                "an"
            } else {
                "a"
            };
            e.msg = format!("Error while evaluating {article} {what}, {}", e.msg);
            Flow::Err(e)
        }
        other => other,
    }
}

/// The end of a class or define body: `next` and `return` end it early, `break` is illegal.
fn body_result(c: &Compiler<'_>, r: R<Val>) -> R<Val> {
    match r {
        Err(Flow::Next(_)) | Err(Flow::Return(_)) => Ok(Val::Undef),
        Err(Flow::Break) => Err(Flow::Err(c.illegal_jump("break"))),
        other => other,
    }
}

fn wrap(r: R<Val>, what: &str) -> R<Val> {
    r.map_err(|e| add_prefix(e, what))
}

/// `Class[x]` in Puppet's `Scope(Class[x])`, the label of a scope in log lines.
pub(crate) fn scope_label(c: &Compiler<'_>, sc: ScopeId) -> String {
    let mut s = sc;
    while c.scopes[s].local {
        match c.scopes[s].parent {
            Some(p) => s = p,
            None => break,
        }
    }
    if c.scopes[s].is_node {
        return node_scope_label(c, s);
    }
    match c.scopes[s].resource {
        Some(r) if r != c.main_res => {
            let res = &c.res[r];
            format!("{}[{}]", res.ty, res.title)
        }
        _ => "Class[main]".to_string(),
    }
}

/// Whether `Scope#setvar` refuses to set `name` in scope `sc` again: a variable of the scope
/// itself, or one a template set in it (the Ruby companion's shim asks this too).
pub(crate) fn bound(c: &Compiler<'_>, sc: ScopeId, name: &str) -> bool {
    c.scopes[sc].vars.contains_key(name) || c.erb_state.get(sc, name).is_some()
}
