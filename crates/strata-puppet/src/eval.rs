//! The evaluator and catalog builder.
//!
//! # Semantics (Puppet 7's compiler, in the order it runs)
//!
//! 1. The site manifest is the body of `Class[main]`, evaluated in the top scope (facts and
//!    `$trusted` are top-scope variables). Definitions anywhere in a loaded file are registered
//!    when it is loaded; classes, defines, functions and type aliases of modules are loaded on
//!    first use from `<modulepath>/<module>/{manifests,functions,types}`.
//! 2. The node definition matching the certname (literal names first, then regexes in file
//!    order, then dotted-name fallbacks, then `default`) is evaluated in the node scope.
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
use crate::resource_types;
use crate::types;
use crate::value::{capitalize_name, Ty, Val, IMAX};
use indexmap::{IndexMap, IndexSet};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use strata_core::budget::{Budget, Exhausted, Limits};
use strata_core::{FileId, SourceMap, Span};

pub use strata_core::host::Host;

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
}

/// A compile error (or a parse error) with its location.
#[derive(Debug, Clone)]
pub struct CompileError {
    /// Message as Puppet words it (without `Error: `).
    pub message: String,
    /// File name, line, column.
    pub location: Option<(String, u32, u32)>,
    /// Other locations (duplicate declarations: the first one).
    pub related: Vec<(String, u32, u32)>,
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

#[derive(Debug, Clone)]
pub(crate) struct PErr {
    pub msg: String,
    pub span: Option<Span>,
    pub wrapped: bool,
    pub issue: bool,
    pub related: Option<Span>,
}

impl PErr {
    /// An error whose message names its place itself (or has none), as Puppet's errors from
    /// outside the manifests (Hiera configurations).
    pub(crate) fn located_in_text(msg: impl Into<String>) -> PErr {
        PErr {
            msg: msg.into(),
            span: None,
            wrapped: true,
            issue: true,
            related: None,
        }
    }
}

pub(crate) enum Flow {
    Err(PErr),
    Break,
    Next(Val),
    Return(Val),
}

pub(crate) type R<T> = Result<T, Flow>;

pub(crate) fn rt_err<T>(msg: impl Into<String>, span: Span) -> R<T> {
    Err(Flow::Err(PErr {
        msg: msg.into(),
        span: Some(span),
        wrapped: false,
        issue: false,
        related: None,
    }))
}
/// An error that is never prefixed with "Error while evaluating".
pub(crate) fn issue<T>(msg: impl Into<String>, span: Span) -> R<T> {
    Err(Flow::Err(PErr {
        msg: msg.into(),
        span: Some(span),
        wrapped: true,
        issue: true,
        related: None,
    }))
}

pub(crate) type ScopeId = usize;

/// A hash map with a fast fixed-seed hasher (foldhash) for the compiler's internal maps, whose
/// keys are names and titles from the manifest. Iteration order never reaches the catalog
/// (ordered output comes from `IndexMap`s and vectors), and a fixed seed keeps runs identical.
pub(crate) type FastMap<K, V> = HashMap<K, V, FastState>;
/// A hash set with the hasher of [`FastMap`].
pub(crate) type FastSet<T> = std::collections::HashSet<T, FastState>;
/// The hasher of the compiler's maps and sets: foldhash with a fixed seed.
pub(crate) type FastState = foldhash::fast::FixedState;
/// A resource's attributes in declaration order.
pub(crate) type Params = IndexMap<Arc<str>, Val, FastState>;
/// A resource's tags in the order they were added, each once. Resources carry a handful of
/// tags, so they are a vector searched linearly; past [`TagSet::INDEXED`] tags a hash set
/// keeps adding one constant-time.
#[derive(Debug, Clone, Default)]
pub(crate) struct TagSet {
    list: Vec<Arc<str>>,
    index: Option<FastSet<Arc<str>>>,
}

impl TagSet {
    /// Tags searched linearly before an index is built.
    const INDEXED: usize = 16;

    /// Adds a tag; false if it was there already.
    pub(crate) fn insert(&mut self, tag: Arc<str>) -> bool {
        if let Some(index) = &mut self.index {
            if !index.insert(tag.clone()) {
                return false;
            }
        } else if self.list.iter().any(|t| **t == *tag) {
            return false;
        } else if self.list.len() == Self::INDEXED {
            let mut index: FastSet<_> = self.list.iter().cloned().collect();
            index.insert(tag.clone());
            self.index = Some(index);
        }
        self.list.push(tag);
        true
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
pub(crate) type ResId = usize;

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
    pub(crate) nodes: Vec<Arc<Definition>>,
    pub(crate) scopes: Vec<Scope>,
    pub(crate) res: Vec<Resource>,
    pub(crate) index: FastMap<(Arc<str>, Arc<str>), ResId>,
    pub(crate) by_type: FastMap<Arc<str>, Vec<ResId>>,
    pub(crate) tag_index: FastMap<(Arc<str>, Arc<str>), Vec<ResId>>,
    pub(crate) class_scopes: FastMap<String, ScopeId>,
    pub(crate) class_order: Vec<String>,
    pub(crate) define_queue: Vec<ResId>,
    pub(crate) collectors: Vec<Collector>,
    pub(crate) overrides: Vec<Override>,
    pub(crate) relations: Vec<Relation>,
    pub(crate) realize_pending: Vec<(Arc<str>, Arc<str>, Span)>,
    pub(crate) notices: Vec<String>,
    pub(crate) warnings: Vec<String>,
    pub(crate) hiera: crate::hiera::HieraState,
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
    /// The tag index is built when the first collector runs, then kept up to date.
    pub(crate) tag_index_built: bool,
    /// Resource type names as written (lower case) to their shared catalog forms: the
    /// capitalized type (`File`, `Mymod::Thing`) and the type's own tag.
    pub(crate) type_names: FastMap<Box<str>, (Arc<str>, Arc<str>)>,
    /// Module function files found on the modulepath, by function name.
    pub(crate) module_functions: FastMap<String, Option<Arc<crate::functions::stdlib::Found>>>,
    /// Keys of the stdlib deprecations already warned about.
    pub(crate) deprecations: HashSet<String>,
    /// Resource types looked up so far (built-in and module Ruby types) and their aliases.
    pub(crate) rtypes: resource_types::Registry,
}

fn valid_tag(s: &str) -> bool {
    let mut cs = s.chars();
    match cs.next() {
        Some(c) if c.is_alphanumeric() || c == '_' => {}
        _ => return false,
    }
    cs.all(|c| c.is_alphanumeric() || matches!(c, '_' | ':' | '.' | '-'))
}

impl<'a> Compiler<'a> {
    /// Creates a compiler.
    pub fn new(host: &'a dyn Host, opts: &'a Options) -> Compiler<'a> {
        Compiler {
            host,
            opts,
            sources: SourceMap::new(),
            file_paths: HashMap::new(),
            classes: HashMap::new(),
            defines: HashMap::new(),
            functions: HashMap::new(),
            aliases: HashMap::new(),
            alias_cache: HashMap::new(),
            nodes: Vec::new(),
            scopes: Vec::new(),
            res: Vec::new(),
            index: FastMap::default(),
            by_type: FastMap::default(),
            tag_index: FastMap::default(),
            class_scopes: FastMap::default(),
            class_order: Vec::new(),
            define_queue: Vec::new(),
            collectors: Vec::new(),
            overrides: Vec::new(),
            relations: Vec::new(),
            realize_pending: Vec::new(),
            notices: Vec::new(),
            warnings: Vec::new(),
            hiera: Default::default(),
            budget: Arc::new(Budget::new(opts.limits)),
            main_res: 0,
            stage_res: 0,
            top: 0,
            node_scope: None,
            main_file: FileId(0),
            defs_loaded: HashSet::new(),
            contain_edges: Vec::new(),
            template_out: Vec::new(),
            tag_index_built: false,
            type_names: FastMap::default(),
            module_functions: FastMap::default(),
            deprecations: HashSet::new(),
            rtypes: Default::default(),
        }
    }

    /// Reads a file through the host (None when it cannot be read).
    pub(crate) fn read_path(&self, path: &str) -> Option<String> {
        self.host.read_file(None, path).ok().map(|f| f.text)
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
        CompileError {
            message: e.msg,
            location: e.span.and_then(loc),
            related: e.related.and_then(loc).into_iter().collect(),
        }
    }

    /// Loads and parses a file, registering its definitions. Returns the program.
    pub(crate) fn load_file(&mut self, path: &str, text: String) -> Result<Arc<Program>, PErr> {
        let id = self.sources.add(path.to_string(), text.clone());
        self.file_paths.insert(path.to_string(), id);
        let prog = parser::parse(&text, id).map_err(|e| PErr {
            msg: format!("Could not parse for environment production: {}", e.message),
            span: Some(Span::new(id, e.offset, e.offset)),
            wrapped: true,
            issue: true,
            related: None,
        })?;
        for d in &prog.defs {
            self.register(d.clone())?;
        }
        Ok(Arc::new(prog))
    }

    fn register(&mut self, d: Arc<Definition>) -> Result<(), PErr> {
        match &*d {
            Definition::Class { name, .. } => {
                self.classes.entry(name.to_lowercase()).or_insert(d.clone());
            }
            Definition::Define { name, .. } => {
                self.defines.entry(name.to_lowercase()).or_insert(d.clone());
            }
            Definition::Function { name, .. } => {
                self.functions.insert(name.to_lowercase(), d.clone());
            }
            Definition::TypeAlias { name, .. } => {
                self.aliases.insert(name.to_string(), d.clone());
            }
            Definition::Node { matches, span, .. } => {
                for m in matches {
                    let key = node_key(m);
                    for other in &self.nodes {
                        if let Definition::Node { matches: om, .. } = &**other {
                            if om.iter().any(|x| node_key(x) == key) {
                                return Err(PErr {
                                    msg: format!(
                                        "Node '{key}' is already defined; cannot redefine"
                                    ),
                                    span: Some(*span),
                                    wrapped: true,
                                    issue: true,
                                    related: None,
                                });
                            }
                        }
                    }
                }
                self.nodes.push(d.clone());
            }
        }
        Ok(())
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
                self.load_file(&path, text)?;
                return Ok(());
            }
        }
        Ok(())
    }

    pub(crate) fn find_class(&mut self, name: &str) -> Result<Option<Arc<Definition>>, PErr> {
        let n = name.trim_start_matches("::").to_lowercase();
        if let Some(d) = self.classes.get(&n) {
            return Ok(Some(d.clone()));
        }
        self.autoload(&n, "manifests", "pp")?;
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
        self.autoload(&n, "manifests", "pp")?;
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
            Err(Flow::Break) => Err(CompileError {
                message: "break() from context where this is illegal".into(),
                location: None,
                related: vec![],
            }),
            Err(Flow::Next(_)) => Err(CompileError {
                message: "next() from context where this is illegal".into(),
                location: None,
                related: vec![],
            }),
            Err(Flow::Return(_)) => Err(CompileError {
                message: "return() from context where this is illegal".into(),
                location: None,
                related: vec![],
            }),
        }
    }

    fn compile_inner(&mut self, main_text: String) -> R<()> {
        let manifest = self.opts.manifest.clone();
        let prog = match self.opts.parsed_manifest.clone() {
            Some(prog) => {
                let id = self.sources.add(manifest.clone(), main_text);
                self.file_paths.insert(manifest.clone(), id);
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

    /// Writes the catalog of a finished [`Compiler::run`] as one line of JSON (no newline).
    pub fn write_catalog(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        crate::output::write_catalog(self, out)
    }

    fn set_facts(&mut self, top: ScopeId) {
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
                            if let Some(re) = types::compile_regex(r) {
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
            // dotted-name fallback: a.b.c -> a.b -> a
            let mut n = name.clone();
            'dot: while let Some(i) = n.rfind('.') {
                n.truncate(i);
                for d in &self.nodes {
                    if let Definition::Node { matches, .. } = &**d {
                        if matches
                            .iter()
                            .any(|m| matches!(m, NodeMatch::Name(x) if *x == n))
                        {
                            matched_name = n.clone();
                            found = Some((d.clone(), None));
                            break 'dot;
                        }
                    }
                }
            }
        }
        if found.is_none() {
            for d in &self.nodes {
                if let Definition::Node { matches, .. } = &**d {
                    if matches.iter().any(|m| matches!(m, NodeMatch::Default)) {
                        matched_name = "default".into();
                        found = Some((d.clone(), None));
                        break;
                    }
                }
            }
        }
        let Some((def, caps)) = found else {
            return Err(Flow::Err(PErr {
                msg: format!("Could not find node statement with name 'default' or '{name}'"),
                span: None,
                wrapped: true,
                issue: true,
                related: None,
            }));
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

    // ----- variables -------------------------------------------------------------------

    pub(crate) fn lookup_var(&mut self, name: &str, sc: ScopeId, span: Span) -> R<Val> {
        if let Some(v) = self.try_lookup(name, sc) {
            return Ok(v);
        }
        if self.opts.strict {
            return issue(format!("Unknown variable: '{name}'."), span);
        }
        // Puppet warns (an error under --strict_variables); a qualified name of a class not
        // evaluated has had its own warning.
        let numeric = name.bytes().all(|b| b.is_ascii_digit());
        if !numeric && (!name.contains("::") || name.starts_with("::") && !name[2..].contains("::"))
        {
            let at = self.location_text(span);
            self.warnings
                .push(format!("Unknown variable: '{name}'.{at}"));
        }
        Ok(Val::Undef)
    }

    /// ` (file: F, line: L, column: C)` for a span, as Puppet appends to a message.
    pub(crate) fn location_text(&self, span: Span) -> String {
        match self.sources.get(span.file) {
            Some(f) => {
                let p = f.pos(span.start);
                format!(
                    " (file: {}, line: {}, column: {})",
                    self.sources.name(span.file),
                    p.line,
                    p.column
                )
            }
            None => String::new(),
        }
    }

    pub(crate) fn try_lookup(&mut self, name: &str, sc: ScopeId) -> Option<Val> {
        if name.bytes().all(|b| b.is_ascii_digit()) {
            let idx: usize = name.parse().ok()?;
            let mut s = Some(sc);
            while let Some(id) = s {
                if let Some(c) = &self.scopes[id].captures {
                    return Some(c.get(idx).cloned().unwrap_or(Val::Undef));
                }
                s = self.scopes[id].parent;
            }
            return None;
        }
        if let Some(rest) = name.strip_prefix("::") {
            if rest.contains("::") {
                return self.qualified(rest);
            }
            return self.scopes[self.top].vars.get(rest).cloned();
        }
        if name.contains("::") {
            return self.qualified(name);
        }
        let mut s = Some(sc);
        while let Some(id) = s {
            if let Some(v) = self.scopes[id].vars.get(name) {
                return Some(v.clone());
            }
            s = self.scopes[id].parent;
        }
        None
    }

    fn qualified(&mut self, name: &str) -> Option<Val> {
        let (class, var) = name.rsplit_once("::")?;
        let class = class.to_lowercase();
        match self.class_scopes.get(&class) {
            Some(&cs) => {
                let mut s = Some(cs);
                while let Some(id) = s {
                    if let Some(v) = self.scopes[id].vars.get(var) {
                        return Some(v.clone());
                    }
                    // inherited scopes only
                    s = self.scopes[id]
                        .parent
                        .filter(|p| *p != self.top && !self.scopes[*p].is_node);
                }
                None
            }
            None => {
                if !self.opts.strict {
                    self.warnings.push(format!("Could not look up qualified variable '{name}'; class {class} has not been evaluated"));
                }
                None
            }
        }
    }

    pub(crate) fn assign_var(&mut self, name: &str, v: Val, sc: ScopeId, span: Span) -> R<()> {
        if name.contains("::") {
            return issue("Cannot assign to variables in other namespaces", span);
        }
        if name.bytes().all(|b| b.is_ascii_digit()) {
            return issue(
                "Illegal attempt to assign to 'a numeric variable'. Not an assignable reference",
                span,
            );
        }
        if matches!(name, "trusted" | "facts" | "server_facts") {
            return issue(
                format!("Attempt to assign to a reserved variable name: '${name}'"),
                span,
            );
        }
        if self.scopes[sc].vars.contains_key(name) {
            if matches!(name, "title" | "name") {
                return issue(
                    format!("Cannot reassign built in (or already assigned) variable '${name}'"),
                    span,
                );
            }
            return issue(format!("Cannot reassign variable '${name}'"), span);
        }
        self.scopes[sc].vars.insert(name.into(), v);
        Ok(())
    }

    // ----- expressions -----------------------------------------------------------------

    pub(crate) fn eval(&mut self, e: &Expr, sc: ScopeId) -> R<Val> {
        self.step(e.span)?;
        strata_core::budget::grow(|| self.eval_kind(e, sc))
    }

    fn eval_kind(&mut self, e: &Expr, sc: ScopeId) -> R<Val> {
        match &e.kind {
            ExprKind::Lit(v) => Ok(v.clone()),
            ExprKind::Str(segs) => {
                let mut s = String::new();
                for seg in segs {
                    match seg {
                        StrSeg::Lit(l) => s.push_str(l),
                        StrSeg::Expr(x) => {
                            let v = self.eval(x, sc)?;
                            self.interpolate(&v, &mut s, x.span)?;
                        }
                    }
                }
                Ok(Val::Str(s.into()))
            }
            ExprKind::Var(n) => {
                if n.contains("::") {
                    let segs: Vec<&str> = n.trim_start_matches("::").split("::").collect();
                    let bad = segs[..segs.len() - 1]
                        .iter()
                        .any(|s| !s.starts_with(|c: char| c.is_ascii_lowercase()));
                    if bad {
                        return issue(
                            format!("Illegal variable name, The given name '{n}' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"),
                            e.span,
                        );
                    }
                }
                self.lookup_var(n, sc, e.span)
            }
            ExprKind::Array(items) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    if let ExprKind::Splat(inner) = &it.kind {
                        match self.eval(inner, sc)? {
                            Val::Array(a) => out.extend(a.iter().cloned()),
                            v => out.push(v),
                        }
                    } else {
                        out.push(self.eval(it, sc)?);
                    }
                }
                Ok(Val::array(out))
            }
            ExprKind::Hash(items) => {
                let mut m = IndexMap::with_capacity(items.len());
                for (k, v) in items {
                    let k = self.eval(k, sc)?;
                    let v = self.eval(v, sc)?;
                    m.insert(k, v);
                }
                Ok(Val::hash(m))
            }
            ExprKind::Name(n) => Ok(Val::Str(n.clone())),
            ExprKind::TypeName(n) => self.type_name(n, e.span).map(Val::ty),
            ExprKind::Regex(r) => Ok(Val::Regex(types::regex_val(r))),
            ExprKind::Not(x) => Ok(Val::Bool(!self.eval(x, sc)?.truthy())),
            ExprKind::Neg(x) => match self.eval(x, sc)? {
                Val::Int(i) => Ok(Val::Int(i.wrapping_neg())),
                Val::Float(f) => Ok(Val::Float(-f)),
                Val::Str(s) => match types::parse_number(&s) {
                    Some(Val::Int(i)) => Ok(Val::Int(-i)),
                    Some(Val::Float(f)) => Ok(Val::Float(-f)),
                    _ => issue(
                        format!("The value '{s}' cannot be converted to Numeric."),
                        e.span,
                    ),
                },
                v => issue(
                    format!(
                        "Operator '-' is not applicable to {}.",
                        types::a_an_type(&v)
                    ),
                    e.span,
                ),
            },
            ExprKind::Splat(x) => self.eval(x, sc),
            ExprKind::Paren(x) => self.eval(x, sc),
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, sc, e.span),
            ExprKind::Access(b, args) => {
                let bv = self.eval(b, sc)?;
                let mut av = Vec::with_capacity(args.len());
                for a in args {
                    if let ExprKind::Splat(inner) = &a.kind {
                        match self.eval(inner, sc)? {
                            Val::Array(arr) => av.extend(arr.iter().cloned()),
                            v => av.push(v),
                        }
                    } else {
                        av.push(self.eval(a, sc)?);
                    }
                }
                self.access(bv, av, e.span)
            }
            ExprKind::Assign(l, r) => {
                let v = self.eval(r, sc)?;
                self.assign(l, v.clone(), sc)?;
                Ok(v)
            }
            ExprKind::If(c, t, f) => {
                let cv = self.eval(c, sc)?;
                if cv.truthy() {
                    self.eval_block(t, sc)
                } else if let Some(f) = f {
                    self.eval_block(f, sc)
                } else {
                    Ok(Val::Undef)
                }
            }
            ExprKind::Unless(c, t, f) => {
                let cv = self.eval(c, sc)?;
                if !cv.truthy() {
                    self.eval_block(t, sc)
                } else if let Some(f) = f {
                    self.eval_block(f, sc)
                } else {
                    Ok(Val::Undef)
                }
            }
            ExprKind::Case(subject, opts) => {
                let sv = self.eval(subject, sc)?;
                let mut default = None;
                for (vals, body) in opts {
                    for v in vals {
                        let ov = self.eval(v, sc)?;
                        if matches!(ov, Val::Default) {
                            default = Some(body);
                            continue;
                        }
                        if self.case_match(&sv, &ov, sc, v.span)? {
                            return self.eval_block(body, sc);
                        }
                    }
                }
                match default {
                    Some(b) => self.eval_block(b, sc),
                    None => Ok(Val::Undef),
                }
            }
            ExprKind::Selector(subject, opts) => {
                let sv = self.eval(subject, sc)?;
                let mut default = None;
                for (k, v) in opts {
                    let kv = self.eval(k, sc)?;
                    if matches!(kv, Val::Default) {
                        default = Some(v);
                        continue;
                    }
                    if self.case_match(&sv, &kv, sc, k.span)? {
                        return self.eval(v, sc);
                    }
                }
                match default {
                    Some(v) => self.eval(v, sc),
                    None => issue(
                        format!(
                            "No matching entry for selector parameter with value '{}'",
                            sv.to_display()
                        ),
                        e.span,
                    ),
                }
            }
            ExprKind::Call(name, args, lambda) => {
                let r = self.eval_call(name, args, lambda.as_deref(), sc, e.span);
                wrap(r, "Function Call")
            }
            ExprKind::Method(recv, name, args, lambda) => {
                let rv = self.eval(recv, sc)?;
                let mut av = vec![rv];
                av.extend(self.eval_args(args, sc)?);
                let r = self.call_function(name, av, lambda.as_deref(), sc, e.span);
                wrap(r, "Method call")
            }
            ExprKind::CallType(t, args) => {
                let tv = self.eval(t, sc)?;
                let mut av = vec![tv];
                av.extend(self.eval_args(args, sc)?);
                let r = self.call_function("new", av, None, sc, e.span);
                wrap(r, "Function Call")
            }
            ExprKind::Block(b) => self.eval_block(b, sc),
            ExprKind::Resource(form, ty, bodies) => {
                let r = self.eval_resource(*form, ty, bodies, sc, e.span, true);
                wrap(r, "Resource Statement")
            }
            ExprKind::Defaults(ty, ops) => {
                let tv = self.eval(ty, sc)?;
                let tname = match &tv {
                    Val::Type(t) => match &**t {
                        Ty::Resource(Some(n), None) => n.clone(),
                        Ty::Class(None) => "Class".into(),
                        _ => return issue("Illegal resource defaults type", e.span),
                    },
                    _ => return issue("Illegal resource defaults type", e.span),
                };
                for op in ops {
                    if op.append {
                        return issue(format!("Illegal +> operation on attribute {}. This operator can not be used in a Resource Default Expression", op.name), op.span);
                    }
                }
                let vals: Vec<(Arc<str>, Val, bool)> = self
                    .eval_attr_ops(ops, sc, false)?
                    .into_iter()
                    .map(|(k, v, _, _)| (k, v, false))
                    .collect();
                let d = self.scopes[sc].defaults.entry(tname).or_default();
                for (n, v, a) in vals {
                    d.retain(|x| x.0 != n);
                    d.push((n, v, a));
                }
                Ok(Val::Undef)
            }
            ExprKind::Override(target, ops) => self.eval_override(target, ops, sc, e.span),
            ExprKind::Collect(ty, exported, q, ops) => {
                self.eval_collect(ty, *exported, q, ops, sc, e.span)
            }
            ExprKind::Relation(op, l, r) => {
                let lv = self.eval(l, sc)?;
                let rv = self.eval(r, sc)?;
                let mut right = Vec::new();
                flatten_refs(&rv, &mut right);
                if let [Val::Type(t)] = right.as_slice() {
                    if let Ty::Other(n) = &**t {
                        if let Some(id) = n.strip_prefix("__collector:") {
                            if let Some(c) = id
                                .parse()
                                .ok()
                                .and_then(|i: usize| self.collectors.get_mut(i))
                            {
                                c.empty_alt = Some(lv.clone());
                            }
                        }
                    }
                }
                self.relations.push(Relation {
                    op: *op,
                    src: lv.clone(),
                    tgt: rv.clone(),
                    span: e.span,
                });
                // An empty right operand closes the gap: `X -> [] -> Y` relates X to Y.
                Ok(if right.is_empty() { lv } else { rv })
            }
            ExprKind::Nop | ExprKind::Definition(_) => Ok(Val::Undef),
        }
    }

    pub(crate) fn eval_args(&mut self, args: &[Expr], sc: ScopeId) -> R<Vec<Val>> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            if let ExprKind::Splat(inner) = &a.kind {
                match self.eval(inner, sc)? {
                    Val::Array(arr) => out.extend(arr.iter().cloned()),
                    v => out.push(v),
                }
            } else {
                out.push(self.eval(a, sc)?);
            }
        }
        Ok(out)
    }

    pub(crate) fn interpolate(&mut self, v: &Val, out: &mut String, span: Span) -> R<()> {
        let _ = span;
        // Puppet's evaluator `string`: containers show their elements unquoted, undef as
        // nothing (`{a => b, c => }`).
        v.write_epp(out);
        Ok(())
    }

    fn assign(&mut self, l: &Expr, v: Val, sc: ScopeId) -> R<()> {
        match &l.kind {
            ExprKind::Var(n) => self.assign_var(n, v, sc, l.span),
            ExprKind::Array(items) => match &v {
                Val::Array(a) => {
                    if a.len() != items.len() {
                        return issue(format!("Mismatched number of assignable entries and values, expected {}, got {}", items.len(), a.len()), l.span);
                    }
                    for (it, x) in items.iter().zip(a.iter()) {
                        self.assign(it, x.clone(), sc)?;
                    }
                    Ok(())
                }
                Val::Hash(h) => {
                    for it in items {
                        if let ExprKind::Var(n) = &it.kind {
                            match h.get(&Val::Str(n.clone())) {
                                Some(x) => self.assign_var(n, x.clone(), sc, it.span)?,
                                None => return issue(format!("No value for required variable '${n}' in assignment to variables from hash"), it.span),
                            }
                        }
                    }
                    Ok(())
                }
                Val::Type(t) => {
                    if let Ty::Class(Some(cn)) = &**t {
                        let cn = cn.to_lowercase();
                        for it in items {
                            if let ExprKind::Var(n) = &it.kind {
                                match self.qualified(&format!("{cn}::{n}")) {
                                    Some(x) => self.assign_var(n, x, sc, it.span)?,
                                    None => return issue(format!("No value for required variable '${cn}::{n}' in assignment to variables from class reference"), it.span),
                                }
                            }
                        }
                        return Ok(());
                    }
                    issue("Illegal assignment", l.span)
                }
                _ => issue("Illegal attempt to assign to 'an Array Expression'. Not an assignable reference", l.span),
            },
            _ => issue(format!("Illegal attempt to assign to '{}'. Not an assignable reference", describe_expr(l)), l.span),
        }
    }

    #[allow(clippy::only_used_in_recursion)] // the span is kept for match errors
    pub(crate) fn case_match(
        &mut self,
        subject: &Val,
        opt: &Val,
        sc: ScopeId,
        span: Span,
    ) -> R<bool> {
        match opt {
            Val::Regex(rx) => {
                if let Val::Str(s) = subject {
                    if let Some(re) = &rx.re {
                        if let Some(c) = re.match_vec(s) {
                            self.scopes[sc].captures = Some(Arc::new(capture_vals(c)));
                            return Ok(true);
                        }
                    }
                }
                Ok(false)
            }
            Val::Type(t) if !matches!(subject, Val::Type(_)) => Ok(self.instance_of(t, subject)),
            Val::Array(oa) => {
                if let Val::Array(sa) = subject {
                    if oa.len() != sa.len() {
                        return Ok(false);
                    }
                    for (o, s) in oa.iter().zip(sa.iter()) {
                        if !self.case_match(s, o, sc, span)? {
                            return Ok(false);
                        }
                    }
                    Ok(true)
                } else {
                    Ok(false)
                }
            }
            _ => Ok(types::puppet_eq(subject, opt)),
        }
    }

    /// Checks `v` against parameter `p`'s declared type (evaluated in scope `sc`), failing with
    /// `REFERENCE: parameter 'NAME' <mismatch>` as Puppet does for classes and defines alike.
    fn check_param_type(
        &mut self,
        p: &Param,
        v: &Val,
        sc: ScopeId,
        reference: &str,
        span: Span,
    ) -> R<()> {
        if let Some(te) = &p.ty {
            if let Val::Type(t) = self.eval(te, sc)? {
                if !self.instance_of(&t, v) {
                    return rt_err(
                        format!(
                            "{reference}: parameter '{}' {}",
                            p.name,
                            types::mismatch(&t, v)
                        ),
                        span,
                    );
                }
            }
        }
        Ok(())
    }

    pub(crate) fn instance_of(&mut self, t: &Ty, v: &Val) -> bool {
        types::instance_of(self, t, v)
    }

    pub(crate) fn type_name(&mut self, n: &str, span: Span) -> R<Ty> {
        match types::builtin_type_name(n) {
            Some(t) => Ok(t),
            None => {
                if let Some(t) = self.resolve_alias(n, span)? {
                    return Ok(t);
                }
                Ok(Ty::Resource(Some(capitalize_name(n).into()), None))
            }
        }
    }

    pub(crate) fn resolve_alias(&mut self, n: &str, span: Span) -> R<Option<Ty>> {
        if let Some(t) = self.alias_cache.get(n) {
            return Ok(Some(t.clone()));
        }
        let def = match self.aliases.get(n) {
            Some(d) => d.clone(),
            None => {
                if n.contains("::") {
                    self.autoload(n, "types", "pp").map_err(Flow::Err)?;
                }
                match self.aliases.get(n) {
                    Some(d) => d.clone(),
                    None => return Ok(None),
                }
            }
        };
        if let Definition::TypeAlias { ty, .. } = &*def {
            // guard against self-reference
            self.alias_cache.insert(n.to_string(), Ty::Any);
            let top = self.top;
            let v = self.eval(ty, top)?;
            let t = match v {
                Val::Type(t) => Ty::Alias(n.into(), Box::new((*t).clone())),
                _ => return issue(format!("Type alias {n} does not resolve to a type"), span),
            };
            self.alias_cache.insert(n.to_string(), t.clone());
            return Ok(Some(t));
        }
        Ok(None)
    }

    fn binary(&mut self, op: BinOp, l: &Expr, r: &Expr, sc: ScopeId, span: Span) -> R<Val> {
        match op {
            BinOp::And => {
                let lv = self.eval(l, sc)?;
                if !lv.truthy() {
                    return Ok(Val::Bool(false));
                }
                return Ok(Val::Bool(self.eval(r, sc)?.truthy()));
            }
            BinOp::Or => {
                let lv = self.eval(l, sc)?;
                if lv.truthy() {
                    return Ok(Val::Bool(true));
                }
                return Ok(Val::Bool(self.eval(r, sc)?.truthy()));
            }
            _ => {}
        }
        let lv = self.eval(l, sc)?;
        let rv = self.eval(r, sc)?;
        match op {
            BinOp::Match | BinOp::NotMatch => {
                let m = match &rv {
                    Val::Type(t) => self.instance_of(t, &lv),
                    Val::Regex(_) | Val::Str(_) => {
                        let rx = match &rv {
                            Val::Regex(rx) => rx.clone(),
                            Val::Str(s) => {
                                if let Err(e) = crate::regex::compile(s) {
                                    return rt_err(e, span);
                                }
                                types::regex_val(s)
                            }
                            _ => unreachable!(),
                        };
                        let Val::Str(s) = &lv else {
                            return issue(format!("Left match operand must result in a String value. Got {}.", types::a_an_type(&lv)), span);
                        };
                        match rx.re.as_ref().and_then(|re| re.match_vec(s)) {
                            Some(c) => {
                                if op == BinOp::Match {
                                    self.scopes[sc].captures = Some(Arc::new(capture_vals(c)));
                                }
                                true
                            }
                            None => false,
                        }
                    }
                    _ => return issue(format!("Right match operand must result in a String, Regular Expression or Type value. Got {}.", types::a_an_type(&rv)), span),
                };
                Ok(Val::Bool(if op == BinOp::Match { m } else { !m }))
            }
            BinOp::In => Ok(Val::Bool(self.in_op(&lv, &rv)?)),
            _ => types::binary_op(self, op, lv, rv, span),
        }
    }

    fn in_op(&mut self, l: &Val, r: &Val) -> R<bool> {
        Ok(match r {
            Val::Str(s) => match l {
                Val::Str(ls) => s.to_lowercase().contains(&ls.to_lowercase()),
                Val::Regex(rx) => rx.re.as_ref().map(|re| re.is_match(s)).unwrap_or(false),
                _ => false,
            },
            Val::Array(a) => self.any_in(l, a.iter()),
            Val::Hash(h) => self.any_in(l, h.keys()),
            _ => false,
        })
    }

    /// `l in` a collection: some item is an instance of the type `l`, matches the regexp `l`,
    /// or equals `l`.
    fn any_in<'v>(&mut self, l: &Val, mut items: impl Iterator<Item = &'v Val>) -> bool {
        items.any(|x| match l {
            Val::Type(t) => self.instance_of(t, x),
            Val::Regex(rx) => {
                matches!(x, Val::Str(s) if rx.re.as_ref().is_some_and(|re| re.is_match(s)))
            }
            _ => types::puppet_eq(l, x),
        })
    }

    fn access(&mut self, b: Val, args: Vec<Val>, span: Span) -> R<Val> {
        types::access(self, b, args, span)
    }

    // ----- functions ---------------------------------------------------------------------

    fn eval_call(
        &mut self,
        name: &str,
        args: &[Expr],
        lambda: Option<&Lambda>,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        // Functions that need unevaluated-ish context are still called with values.
        let av = self.eval_args(args, sc)?;
        self.call_function(name, av, lambda, sc, span)
    }

    pub(crate) fn call_function(
        &mut self,
        name: &str,
        args: Vec<Val>,
        lambda: Option<&Lambda>,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        let lname = name.trim_start_matches("::").to_lowercase();
        let def = match self.functions.get(&lname) {
            Some(d) => Some(d.clone()),
            None if lname.contains("::") => {
                self.autoload(&lname, "functions", "pp")
                    .map_err(Flow::Err)?;
                self.functions.get(&lname).cloned()
            }
            None => None,
        };
        if let Some(d) = def {
            return self.call_puppet_function(&d, args, span);
        }
        // Functions of modules (stdlib's, run natively) when Puppet has no such built-in.
        if !crate::functions::is_builtin(&lname)
            && crate::functions::stdlib::find(self, &lname).is_some()
        {
            return crate::functions::stdlib::call(self, &lname, args, lambda, sc, span);
        }
        crate::functions::call_builtin(self, &lname, args, lambda, sc, span)
    }

    fn call_puppet_function(&mut self, d: &Definition, args: Vec<Val>, span: Span) -> R<Val> {
        let Definition::Function {
            name,
            params,
            ret,
            body,
            ..
        } = d
        else {
            return Ok(Val::Undef);
        };
        self.nested(Some(name), span, |c| {
            let top = c.top;
            let fsc = c.new_scope(Scope {
                parent: Some(top),
                dyn_parent: Some(top),
                local: true,
                resource: Some(c.main_res),
                source: "".into(),
                module: name.split("::").next().unwrap_or("").into(),
                ..Default::default()
            });
            c.bind_params(params, args, fsc, span, &format!("'{name}'"), true)?;
            let v = match c.eval_block(body, fsc) {
                Ok(v) => v,
                Err(Flow::Return(v)) => v,
                Err(Flow::Break) => {
                    return issue("break() from context where this is illegal", span)
                }
                Err(Flow::Next(v)) => v,
                Err(e) => return Err(e),
            };
            if let Some(rt) = ret {
                let tv = c.eval(rt, fsc)?;
                if let Val::Type(t) = tv {
                    if !c.instance_of(&t, &v) {
                        return rt_err(
                            format!("function '{name}' returned {}", types::mismatch(&t, &v)),
                            span,
                        );
                    }
                }
            }
            Ok(v)
        })
    }

    /// Binds call arguments to parameters (functions and lambdas).
    pub(crate) fn bind_params(
        &mut self,
        params: &[Param],
        args: Vec<Val>,
        sc: ScopeId,
        span: Span,
        what: &str,
        is_fn: bool,
    ) -> R<()> {
        let _ = is_fn;
        let mut required = params
            .iter()
            .filter(|p| p.default.is_none() && !p.captures_rest)
            .count();
        let mut max = params.len();
        let mut rest_elem: Option<Ty> = None;
        let has_rest = params.iter().any(|p| p.captures_rest);
        if let Some(rp) = params.iter().find(|p| p.captures_rest) {
            max = usize::MAX;
            if let Some(te) = &rp.ty {
                if let Val::Type(t) = self.eval(te, sc)? {
                    match &*t {
                        Ty::Array(el, lo, hi) => {
                            let fixed = params.len() - 1;
                            let all_required = params
                                .iter()
                                .filter(|p| !p.captures_rest)
                                .all(|p| p.default.is_none());
                            if rp.default.is_none() && all_required {
                                required = fixed + (*lo).max(0) as usize;
                            }
                            if *hi != IMAX {
                                max = fixed + *hi as usize;
                            }
                            rest_elem = Some((**el).clone());
                        }
                        other => rest_elem = Some(other.clone()),
                    }
                }
            }
        }
        if args.len() < required && !has_rest && what == "block" {
            let missing = &params[args.len()..]
                .iter()
                .find(|p| p.default.is_none())
                .map(|p| p.name.clone())
                .unwrap_or_default();
            return issue(
                format!("Parameter ${missing} is required but no value was given"),
                span,
            );
        }
        if args.len() < required || args.len() > max {
            let expects = if max == usize::MAX {
                format!("at least {required}")
            } else if required == max {
                format!("{required}")
            } else {
                format!("between {required} and {max}")
            };
            let plural = if expects == "1" {
                "argument"
            } else {
                "arguments"
            };
            let got = if args.is_empty() {
                "none".to_string()
            } else {
                args.len().to_string()
            };
            return rt_err(
                format!("{what} expects {expects} {plural}, got {got}"),
                span,
            );
        }
        let mut args = args.into_iter();
        for p in params {
            let v = if p.captures_rest {
                let rest: Vec<Val> = args.by_ref().collect();
                if rest.is_empty() {
                    match &p.default {
                        Some(d) => match self.eval(d, sc)? {
                            Val::Array(a) => Val::Array(a),
                            other => Val::array(vec![other]),
                        },
                        None => Val::array(rest),
                    }
                } else {
                    Val::array(rest)
                }
            } else {
                match args.next() {
                    Some(v) => v,
                    None => match &p.default {
                        Some(d) => self.eval(d, sc)?,
                        None => Val::Undef,
                    },
                }
            };
            if p.captures_rest {
                if let (Some(t), Val::Array(a)) = (&rest_elem, &v) {
                    for x in a.iter() {
                        if !self.instance_of(t, x) {
                            return rt_err(
                                format!("{what} parameter '{}' {}", p.name, types::mismatch(t, x)),
                                span,
                            );
                        }
                    }
                }
            } else if let Some(te) = &p.ty {
                let tv = self.eval(te, sc)?;
                if let Val::Type(t) = tv {
                    if !self.instance_of(&t, &v) {
                        return rt_err(
                            format!("{what} parameter '{}' {}", p.name, types::mismatch(&t, &v)),
                            span,
                        );
                    }
                }
            }
            self.scopes[sc].vars.insert(p.name.clone(), v);
        }
        Ok(())
    }

    /// Calls a lambda with arguments.
    pub(crate) fn call_lambda(
        &mut self,
        l: &Lambda,
        args: Vec<Val>,
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        self.nested(None, span, |c| {
            let lsc = c.local_scope(sc);
            c.bind_params(&l.params, args, lsc, span, "block", false)?;
            match c.eval_block(&l.body, lsc) {
                Ok(v) => Ok(v),
                Err(Flow::Next(v)) => Ok(v),
                Err(e) => Err(e),
            }
        })
    }

    // ----- classes -----------------------------------------------------------------------

    /// Declares (and evaluates) a class. Returns its resource.
    pub(crate) fn declare_class(
        &mut self,
        name: &str,
        params: Option<Params>,
        sc: ScopeId,
        span: Span,
        contain: bool,
        written: &str,
    ) -> R<ResId> {
        let lname = name.trim_start_matches("::").to_lowercase();
        let title: Arc<str> = capitalize_name(&lname).into();
        let key = (Arc::<str>::from("Class"), title.clone());
        if let Some(&rid) = self.index.get(&key) {
            if params.is_some() {
                let at = self.res[rid].span;
                let related = at;
                let mut e = PErr {
                    msg: format!(
                        "Duplicate declaration: Class[{title}] is already declared{}; cannot redeclare",
                        at.map(|s| self.at_text(s)).unwrap_or_default()
                    ),
                    span: Some(span),
                    wrapped: false,
                    issue: false,
                    related: None,
                };
                e.related = related;
                return Err(Flow::Err(e));
            }
            if contain {
                if let Some(c) = self.scopes[sc].resource {
                    self.add_contain_edge(c, rid);
                }
            }
            return Ok(rid);
        }
        let def = match self.find_class(&lname).map_err(Flow::Err)? {
            Some(d) => d,
            None => {
                let shown = if written.starts_with("::") {
                    written.to_string()
                } else {
                    format!("::{written}")
                };
                return rt_err(
                    format!(
                        "Could not find class {shown} for {}",
                        self.opts.node.to_lowercase()
                    ),
                    span,
                );
            }
        };
        let Definition::Class {
            params: pdefs,
            parent,
            body,
            ..
        } = &*def
        else {
            unreachable!()
        };
        // parent first
        let mut parent_scope = None;
        if let Some(p) = parent {
            let prid = self.declare_class(p, None, sc, span, false, p)?;
            let _ = prid;
            let pl = p.to_lowercase();
            parent_scope = self.class_scopes.get(&pl).copied();
            if parent_scope.is_none() {
                return rt_err(format!("Could not find parent class {p} of {lname}"), span);
            }
        }
        let tag_parent = self.scopes[sc].resource;
        let mut tags = TagSet::default();
        for seg in lname.split("::") {
            tags.insert(seg.into());
        }
        if lname.contains("::") {
            tags.insert(lname.as_str().into());
        }
        tags.insert("class".into());
        let mut parent_tags_seen = 0;
        if let Some(tp) = tag_parent {
            if tp != self.main_res {
                tags.extend(self.res[tp].tags.iter().cloned());
                parent_tags_seen = self.res[tp].tags.len();
            }
        }
        let resource_like = params.is_some();
        let rid = self.push_resource(Resource {
            ty: "Class".into(),
            title: title.clone(),
            params: Params::default(),
            virt: false,
            exported: false,
            tags,
            span: if resource_like { Some(span) } else { None },
            kind: if resource_like {
                Kind::ClassLike
            } else {
                Kind::ClassInclude
            },
            scope: sc,
            container: Some(self.stage_res),
            tag_parent,
            parent_tags_seen,
            evaluated: true,
            defaults_applied: true,
        });
        if contain {
            if let Some(c) = self.scopes[sc].resource {
                self.add_contain_edge(c, rid);
            }
        }
        // scope: lexical parent is the inherited class scope, else node or top scope
        let lex_parent = match parent_scope {
            Some(p) => p,
            None => self.enclosing(sc),
        };
        let csc = self.new_scope(Scope {
            parent: Some(lex_parent),
            dyn_parent: Some(parent_scope.unwrap_or(sc)),
            resource: Some(rid),
            source: lname.as_str().into(),
            module: lname.split("::").next().unwrap_or("").into(),
            ..Default::default()
        });
        self.class_scopes.insert(lname.clone(), csc);
        self.class_order.push(lname.clone());
        self.scopes[csc]
            .vars
            .insert("title".into(), Val::str(&lname));
        self.scopes[csc]
            .vars
            .insert("name".into(), Val::str(&lname));
        let module = lname.split("::").next().unwrap_or("").to_string();
        let in_module = self.is_module_class(&def);
        self.scopes[csc].vars.insert(
            "module_name".into(),
            Val::str(if in_module { &module } else { "" }),
        );
        let caller = crate::functions::stdlib::module_name_of(self, parent_scope.unwrap_or(sc));
        self.scopes[csc]
            .vars
            .insert("caller_module_name".into(), caller);
        // parameters
        let given = params.unwrap_or_default();
        let reference = format!("Class[{title}]");
        for (k, _) in given.iter() {
            if !pdefs.iter().any(|p| &p.name == k) && !resource_types::METAPARAMS.contains(&&**k) {
                return rt_err(format!("{reference}: has no parameter named '{k}'"), span);
            }
        }
        let wrap_kind = if resource_like {
            "Resource Statement"
        } else {
            "Function Call"
        };
        let _ = wrap_kind;
        let mut class_params = Params::default();
        for p in pdefs {
            let given_v = given.get(&p.name).cloned();
            let v = match given_v {
                Some(v) if !v.is_undef() => Some(v),
                _ => {
                    let given_undef = given_v.is_some();
                    let key = format!("{lname}::{}", p.name);
                    match self.hiera_lookup(&key, csc, span)? {
                        Some(v) => Some(v),
                        None => match &p.default {
                            Some(d) => Some(self.eval(d, csc)?),
                            None => {
                                if given_undef {
                                    Some(Val::Undef)
                                } else {
                                    None
                                }
                            }
                        },
                    }
                }
            };
            let Some(v) = v else {
                return rt_err(
                    format!("{reference}: expects a value for parameter '{}'", p.name),
                    span,
                );
            };
            self.check_param_type(p, &v, csc, &reference, span)?;
            self.scopes[csc].vars.insert(p.name.clone(), v.clone());
            class_params.insert(p.name.clone(), v);
        }
        for (k, v) in given {
            if resource_types::METAPARAMS.contains(&&*k) {
                if &*k == "tag" {
                    self.add_tags_from(rid, &v);
                }
                class_params.insert(k, v);
            }
        }
        self.res[rid].params = class_params;
        body_result(self.eval_block(body, csc))?;
        Ok(rid)
    }

    fn is_module_class(&self, def: &Definition) -> bool {
        let span = match def {
            Definition::Class { span, .. } | Definition::Define { span, .. } => *span,
            _ => return false,
        };
        span.file != self.main_file
    }

    pub(crate) fn at_text(&self, s: Span) -> String {
        let f = self.sources.file(s.file);
        let p = f.pos(s.start);
        format!(
            " at (file: {}, line: {})",
            self.sources.name(s.file),
            p.line
        )
    }

    /// The node or top scope that encloses `sc` along the dynamic chain.
    pub(crate) fn enclosing(&self, sc: ScopeId) -> ScopeId {
        let mut s = sc;
        loop {
            if s == self.top || self.scopes[s].is_node {
                return s;
            }
            match self.scopes[s].dyn_parent.or(self.scopes[s].parent) {
                Some(p) => s = p,
                None => return self.top,
            }
        }
    }

    pub(crate) fn add_contain_edge(&mut self, container: ResId, rid: ResId) {
        self.contain_edges.push((container, rid));
    }

    pub(crate) fn push_resource(&mut self, r: Resource) -> ResId {
        let id = self.res.len();
        self.index.insert((r.ty.clone(), r.title.clone()), id);
        self.by_type.entry(r.ty.clone()).or_default().push(id);
        if self.tag_index_built {
            for t in &r.tags {
                self.tag_index
                    .entry((r.ty.clone(), t.clone()))
                    .or_default()
                    .push(id);
            }
        }
        self.res.push(r);
        id
    }

    /// Adds one tag to a resource, keeping the tag index (once built) up to date.
    pub(crate) fn add_tag(&mut self, rid: ResId, t: Arc<str>) {
        if self.res[rid].tags.insert(t.clone()) && self.tag_index_built {
            let ty = self.res[rid].ty.clone();
            self.tag_index.entry((ty, t)).or_default().push(rid);
        }
    }

    pub(crate) fn add_tags_from(&mut self, rid: ResId, v: &Val) {
        let mut list = Vec::new();
        match v {
            Val::Array(a) => list.extend(a.iter().cloned()),
            other => list.push(other.clone()),
        }
        for t in list {
            if let Val::Str(s) = t {
                self.add_tag(rid, s.to_lowercase().into());
            }
        }
    }

    // ----- resources -----------------------------------------------------------------------

    fn eval_attr_ops(
        &mut self,
        ops: &[AttrOp],
        sc: ScopeId,
        allow_append: bool,
    ) -> R<Vec<(Arc<str>, Val, bool, Span)>> {
        let mut out: Vec<(Arc<str>, Val, bool, Span)> = Vec::new();
        let mut splats = 0;
        for op in ops {
            let v = self.eval(&op.value, sc)?;
            if &*op.name == "*" {
                splats += 1;
                if splats > 1 {
                    return issue(
                        "Unfolding of attributes from Hash can only be used once per resource body",
                        op.span,
                    );
                }
                match v {
                    Val::Hash(h) => {
                        for (k, x) in h.iter() {
                            let Val::Str(k) = k else {
                                return issue("Illegal attribute name in unfolding", op.span);
                            };
                            if out.iter().any(|o| &o.0 == k) {
                                return issue(
                                    format!("The attribute '{k}' has already been set"),
                                    op.span,
                                );
                            }
                            out.push((k.clone(), x.clone(), false, op.span));
                        }
                    }
                    Val::Undef => {}
                    other => {
                        return issue(
                            format!(
                                "Unfolding of attributes must be a Hash, got {}",
                                types::type_name_of(&other)
                            ),
                            op.span,
                        )
                    }
                }
                continue;
            }
            if op.append && !allow_append {
                return issue(format!("Illegal +> operation on attribute {}. This operator can not be used in a Resource Expression", op.name), op.span);
            }
            if out.iter().any(|o| o.0 == op.name) {
                return issue(
                    format!("The attribute '{}' has already been set", op.name),
                    op.span,
                );
            }
            out.push((op.name.clone(), v, op.append, op.span));
        }
        Ok(out)
    }

    /// Declares the resources of a resource expression; its value (the references) is built
    /// only when `want_value`.
    fn eval_resource(
        &mut self,
        form: u8,
        ty: &Expr,
        bodies: &[ResourceBody],
        sc: ScopeId,
        span: Span,
        want_value: bool,
    ) -> R<Val> {
        let tname: String = match &ty.kind {
            ExprKind::Name(n) => n.trim_start_matches("::").to_lowercase(),
            ExprKind::TypeName(n) => {
                let lower = n.to_lowercase();
                if self.resource_type(&lower).map_err(Flow::Err)?.is_none()
                    && lower != "class"
                    && self.find_define(&lower).map_err(Flow::Err)?.is_none()
                {
                    if types::builtin_type_name(n).is_some() {
                        return issue(format!("Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {n}"), ty.span);
                    }
                    return issue(
                        format!("Resource type not found: {}", capitalize_name(n)),
                        ty.span,
                    );
                }
                lower
            }
            _ => {
                let v = self.eval(ty, sc)?;
                match &v {
                    Val::Type(t) => match &**t {
                        Ty::Resource(Some(n), None) => n.to_lowercase(),
                        Ty::Class(None) => "class".into(),
                        _ => return issue(format!("Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {}", types::type_name_of(&v)), ty.span),
                    },
                    _ => return issue(format!("Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got {}", types::type_name_of(&v)), ty.span),
                }
            }
        };
        // default body
        let mut default_ops: Vec<(Arc<str>, Val, bool, Span)> = Vec::new();
        let mut seen_titles: FastSet<Arc<str>> = Default::default();
        let mut plain_bodies = Vec::new();
        for b in bodies {
            if let ExprKind::Lit(Val::Default) = b.title.kind {
                if !seen_titles.insert("default".into()) {
                    return issue(
                        "The title 'default' has already been used in this resource expression",
                        b.title.span,
                    );
                }
                default_ops = self.eval_attr_ops(&b.ops, sc, false)?;
            } else {
                plain_bodies.push(b);
            }
        }
        let mut refs = Vec::new();
        let mut evaluated_titles = Vec::new();
        for b in plain_bodies {
            let tv = self.eval(&b.title, sc)?;
            let mut titles: Vec<Val> = Vec::new();
            flatten_refs(&tv, &mut titles);
            if titles.iter().any(|t| matches!(t, Val::Default)) {
                if !seen_titles.insert("default".into())
                    || titles.iter().filter(|t| matches!(t, Val::Default)).count() > 1
                {
                    return issue(
                        "The title 'default' has already been used in this resource expression",
                        b.title.span,
                    );
                }
                default_ops = self.eval_attr_ops(&b.ops, sc, false)?;
                titles.retain(|t| !matches!(t, Val::Default));
            }
            let ops = self.eval_attr_ops(&b.ops, sc, false)?;
            evaluated_titles.push((b, titles, ops));
        }
        // One title in the whole expression cannot repeat another: the set is only needed
        // for several titles, or beside a `default:` body.
        let several = evaluated_titles.len() > 1
            || evaluated_titles
                .iter()
                .any(|(_, titles, _)| titles.len() > 1)
            || !seen_titles.is_empty();
        for (b, titles, mut ops) in evaluated_titles {
            for d in &default_ops {
                if !ops.iter().any(|o| o.0 == d.0) {
                    ops.push(d.clone());
                }
            }
            for (i, t) in titles.iter().enumerate() {
                let title: Arc<str> = match t {
                    Val::Str(s) => {
                        if s.is_empty() {
                            return issue(format!("Empty string title at {i}. Title strings must have a length greater than zero."), b.title.span);
                        }
                        s.clone()
                    }
                    Val::Undef => return issue(format!("Missing title at index {i}. The title expression resulted in an undef title"), b.title.span),
                    Val::Default => return issue("The title 'default' has already been used in this resource expression", b.title.span),
                    Val::Type(ty) if tname == "class" => match &**ty {
                        Ty::Class(Some(n)) => n.to_lowercase().into(),
                        Ty::Resource(Some(n), None) => n.to_lowercase().into(),
                        _ => return issue(format!("Illegal title type at index {i}. Expected String, got {}", types::type_name_of(t)), b.title.span),
                    },
                    other => {
                        return issue(
                            format!("Illegal title type at index {i}. Expected String, got {}", types::title_type_name(other)),
                            b.title.span,
                        )
                    }
                };
                if several && !seen_titles.insert(title.clone()) {
                    return issue(
                        format!(
                            "The title '{title}' has already been used in this resource expression"
                        ),
                        b.title.span,
                    );
                }
                if tname == "class" {
                    if form != 0 {
                        return issue("Classes are not virtualizable", span);
                    }
                    let mut params = Params::default();
                    for (k, v, _, _) in &ops {
                        params.insert(k.clone(), v.clone());
                    }
                    let written = title.to_string();
                    let rid =
                        self.declare_class(&title, Some(params), sc, span, false, &written)?;
                    if want_value {
                        refs.push(self.ref_of(rid));
                    }
                    continue;
                }
                let rid = self.create_resource(&tname, title, &ops, form, sc, span, ty.span)?;
                if want_value {
                    refs.push(self.ref_of(rid));
                }
            }
        }
        Ok(Val::array(refs))
    }

    pub(crate) fn ref_of(&self, rid: ResId) -> Val {
        let r = &self.res[rid];
        if &*r.ty == "Class" {
            Val::ty(Ty::Class(Some(r.title.to_lowercase().into())))
        } else {
            Val::ty(Ty::Resource(Some(r.ty.clone()), Some(r.title.clone())))
        }
    }

    /// Creates a (non-class) resource.
    pub(crate) fn create_resource(
        &mut self,
        tname: &str,
        title: Arc<str>,
        ops: &[(Arc<str>, Val, bool, Span)],
        form: u8,
        sc: ScopeId,
        span: Span,
        type_span: Span,
    ) -> R<ResId> {
        let rtype = self.resource_type(tname).map_err(|mut e| {
            e.span = e.span.or(Some(type_span));
            Flow::Err(e)
        })?;
        let (kind, define) = if rtype.is_some() {
            (Kind::Builtin, None)
        } else {
            match self.find_define(tname).map_err(Flow::Err)? {
                Some(d) => (Kind::Define, Some(d)),
                None => return rt_err(format!("Unknown resource type: '{tname}'"), type_span),
            }
        };
        let (ty, type_tag) = match self.type_names.get(tname) {
            Some(names) => names.clone(),
            None => {
                let names: (Arc<str>, Arc<str>) = (capitalize_name(tname).into(), tname.into());
                self.type_names.insert(tname.into(), names.clone());
                names
            }
        };
        let key = (ty.clone(), title.clone());
        if let Some(&old) = self.index.get(&key) {
            let at = self.res[old].span;
            return Err(Flow::Err(PErr {
                msg: format!(
                    "Duplicate declaration: {ty}[{title}] is already declared{}; cannot redeclare",
                    at.map(|s| self.at_text(s)).unwrap_or_default()
                ),
                span: Some(span),
                wrapped: false,
                issue: false,
                related: at,
            }));
        }
        let mut params = Params::with_capacity_and_hasher(ops.len(), Default::default());
        for (k, v, _, _) in ops {
            params.insert(k.clone(), v.clone());
        }
        // defines: check parameters at declaration
        if let Some(d) = &define {
            if let Definition::Define { params: pdefs, .. } = &**d {
                for k in params.keys() {
                    if !pdefs.iter().any(|p| &p.name == k)
                        && !resource_types::METAPARAMS.contains(&&**k)
                        && &**k != "name"
                    {
                        return rt_err(
                            format!("{ty}[{title}]: has no parameter named '{k}'"),
                            span,
                        );
                    }
                }
            }
        }
        let tag_parent = self.scopes[sc].resource;
        let mut tags = TagSet::default();
        tags.insert(type_tag);
        if tname.contains("::") {
            for seg in tname.split("::") {
                tags.insert(seg.into());
            }
        }
        if valid_tag(&title) {
            // An ASCII title that is already lower case is shared, not copied.
            if !title.is_ascii() || title.bytes().any(|b| b.is_ascii_uppercase()) {
                tags.insert(title.to_lowercase().into());
            } else {
                tags.insert(title.clone());
            }
            if title.contains("::") {
                for seg in title.split("::") {
                    tags.insert(seg.to_lowercase().into());
                }
            }
        }
        let mut parent_tags_seen = 0;
        if let Some(tp) = tag_parent {
            tags.extend(self.res[tp].tags.iter().cloned());
            parent_tags_seen = self.res[tp].tags.len();
        }
        let is_define = kind == Kind::Define;
        let rid = self.push_resource(Resource {
            ty,
            title,
            params,
            virt: form != 0,
            exported: form == 2,
            tags,
            span: Some(span),
            kind,
            scope: sc,
            container: tag_parent,
            tag_parent,
            parent_tags_seen,
            evaluated: !is_define,
            defaults_applied: false,
        });
        if let Some(t) = self.res[rid].params.get("tag").cloned() {
            self.add_tags_from(rid, &t);
        }
        self.register_aliases(rid, rtype.as_deref(), span)?;
        // Puppet takes the defaults that the dynamic scope chain holds when the resource is
        // made (a default written after `include ntp` does not reach ntp's resources).
        self.apply_defaults(rid);
        if is_define && form == 0 {
            self.define_queue.push(rid);
        }
        Ok(rid)
    }

    /// Applies resource defaults from the dynamic scope chain of the resource's scope.
    pub(crate) fn apply_defaults(&mut self, rid: ResId) {
        if self.res[rid].defaults_applied {
            return;
        }
        self.res[rid].defaults_applied = true;
        if let Some(cont) = self.res[rid].container {
            if self.res[cont].kind == Kind::Define || self.res[cont].kind == Kind::ClassLike {
                for meta in ["tag", "noop", "loglevel", "schedule", "audit"] {
                    if let Some(v) = self.res[cont].params.get(meta).cloned() {
                        if !self.res[rid].params.contains_key(meta) {
                            self.res[rid].params.insert(meta.into(), v);
                        }
                    }
                }
            }
        }
        let ty = self.res[rid].ty.clone();
        let mut s = Some(self.res[rid].scope);
        let mut guard = 0;
        while let Some(id) = s {
            guard += 1;
            if guard > 100_000 {
                break;
            }
            if let Some(d) = self.scopes[id].defaults.get(&ty) {
                let d = d.clone();
                for (k, v, _) in d {
                    if !self.res[rid].params.contains_key(&k) {
                        if &*k == "tag" {
                            self.add_tags_from(rid, &v);
                        }
                        self.res[rid].params.insert(k, v);
                    }
                }
            }
            s = self.scopes[id].dyn_parent.or(self.scopes[id].parent);
        }
    }

    fn eval_override(&mut self, target: &Expr, ops: &[AttrOp], sc: ScopeId, span: Span) -> R<Val> {
        let tv = self.eval(target, sc)?;
        let evaluated = self.eval_attr_ops(ops, sc, true)?;
        let ops: Vec<(Arc<str>, Val, bool)> = evaluated
            .into_iter()
            .map(|(k, v, a, _)| (k, v, a))
            .collect();
        let mut refs = Vec::new();
        flatten_refs(&tv, &mut refs);
        if refs.is_empty() {
            return issue(
                format!(
                    "Resource Override can only operate on resources, got: {}",
                    types::type_name_of(&tv)
                ),
                target.span,
            );
        }
        for r in refs {
            match r.as_resource_ref() {
                Some((t, title)) => {
                    let (t, title) = if t == "Class" {
                        return issue(format!("Resource Override can only operate on resources, got: Class[{}]-Type", title), target.span);
                    } else {
                        (t, title)
                    };
                    let source = self.scopes[sc].source.clone();
                    let o = Override {
                        ty: t.into(),
                        title: title.into(),
                        ops: ops.clone(),
                        source,
                        span,
                    };
                    let key = (o.ty.clone(), o.title.clone());
                    if let Some(&rid) = self.index.get(&key) {
                        self.apply_override(rid, &o, false)?;
                    } else {
                        self.overrides.push(o);
                    }
                }
                None => {
                    return issue(
                        format!(
                            "Resource Override can only operate on resources, got: {}",
                            types::type_name_of(&r)
                        ),
                        target.span,
                    )
                }
            }
        }
        Ok(Val::Undef)
    }

    pub(crate) fn apply_override(
        &mut self,
        rid: ResId,
        o: &Override,
        from_collector: bool,
    ) -> R<()> {
        if !from_collector {
            let rsrc = self.scopes[self.res[rid].scope].source.clone();
            if rsrc != o.source && !self.is_subclass(&o.source, &rsrc) {
                return issue("Only subclasses can override parameters", o.span);
            }
        }
        for (k, v, append) in &o.ops {
            if *append {
                let old = self.res[rid].params.get(k).cloned();
                let nv = match old {
                    None | Some(Val::Undef) => match v {
                        Val::Array(_) => v.clone(),
                        _ => Val::array(vec![v.clone()]),
                    },
                    Some(Val::Array(a)) => {
                        let mut a = (*a).clone();
                        match v {
                            Val::Array(b) => a.extend(b.iter().cloned()),
                            _ => a.push(v.clone()),
                        }
                        Val::array(a)
                    }
                    Some(x) => {
                        let mut a = vec![x];
                        match v {
                            Val::Array(b) => a.extend(b.iter().cloned()),
                            _ => a.push(v.clone()),
                        }
                        Val::array(a)
                    }
                };
                if &**k == "tag" {
                    self.add_tags_from(rid, &nv);
                }
                self.res[rid].params.insert(k.clone(), nv);
            } else {
                if &**k == "tag" {
                    self.add_tags_from(rid, v);
                }
                self.res[rid].params.insert(k.clone(), v.clone());
            }
        }
        Ok(())
    }

    fn is_subclass(&mut self, child: &str, parent: &str) -> bool {
        let mut c = child.to_string();
        for _ in 0..1000 {
            let Some(d) = self.classes.get(&c).cloned() else {
                return false;
            };
            let Definition::Class {
                parent: Some(p), ..
            } = &*d
            else {
                return false;
            };
            let p = p.to_lowercase();
            if p == parent {
                return true;
            }
            c = p;
        }
        false
    }

    fn eval_collect(
        &mut self,
        ty: &str,
        exported: bool,
        q: &Option<Box<Query>>,
        ops: &[AttrOp],
        sc: ScopeId,
        span: Span,
    ) -> R<Val> {
        let lower = ty.to_lowercase();
        if lower == "class" {
            return rt_err("Classes cannot be collected", span)
                .map_err(|e| add_prefix(e, "Virtual Query"));
        }
        if self.resource_type(&lower).map_err(Flow::Err)?.is_none()
            && self.find_define(&lower).map_err(Flow::Err)?.is_none()
        {
            return rt_err(format!("Resource type {lower} doesn't exist"), span)
                .map_err(|e| add_prefix(e, "Virtual Query"));
        }
        let evaluated = self.eval_attr_ops(ops, sc, true)?;
        let ops: Vec<(Arc<str>, Val, bool)> = evaluated
            .into_iter()
            .map(|(k, v, a, _)| (k, v, a))
            .collect();
        let query = match q {
            Some(q) => Some(self.eval_query(q, sc)?),
            None => None,
        };
        let id = self.collectors.len();
        self.collectors.push(Collector {
            ty: capitalize_name(&lower).into(),
            query,
            ops,
            scope: sc,
            span,
            matched: IndexSet::new(),
            seen: 0,
            exported,
            empty_alt: None,
        });
        Ok(Val::ty(Ty::Other(format!("__collector:{id}").into())))
    }

    /// Evaluates the value expressions of a query once (their values do not change).
    fn eval_query(&mut self, q: &Query, sc: ScopeId) -> R<Query> {
        Ok(match q {
            Query::Cmp(n, eq, e) => {
                let v = self.eval(e, sc)?;
                Query::Cmp(n.clone(), *eq, Expr::new(ExprKind::Lit(v), e.span))
            }
            Query::And(a, b) => Query::And(
                Box::new(self.eval_query(a, sc)?),
                Box::new(self.eval_query(b, sc)?),
            ),
            Query::Or(a, b) => Query::Or(
                Box::new(self.eval_query(a, sc)?),
                Box::new(self.eval_query(b, sc)?),
            ),
        })
    }

    fn query_matches(&self, q: &Query, rid: ResId) -> bool {
        let r = &self.res[rid];
        match q {
            Query::And(a, b) => self.query_matches(a, rid) && self.query_matches(b, rid),
            Query::Or(a, b) => self.query_matches(a, rid) || self.query_matches(b, rid),
            Query::Cmp(name, eq, e) => {
                let ExprKind::Lit(v) = &e.kind else {
                    return false;
                };
                let m = if &**name == "tag" {
                    match v {
                        Val::Str(s) => r.tags.contains(&s.to_lowercase()),
                        _ => false,
                    }
                } else if &**name == "title" {
                    match v {
                        Val::Str(s) => *r.title == **s,
                        _ => types::puppet_eq(&Val::Str(r.title.clone()), v),
                    }
                } else {
                    match r.params.get(name) {
                        Some(Val::Array(a)) if *eq => {
                            a.iter().any(|x| types::puppet_eq(x, v))
                                || types::puppet_eq(&Val::Array(a.clone()), v)
                        }
                        Some(x) => types::puppet_eq(x, v),
                        None => v.is_undef(),
                    }
                };
                if *eq {
                    m
                } else {
                    !m
                }
            }
        }
    }

    /// Candidate resources for a query (tag index when the query is a plain tag test).
    fn candidates(&self, c: &Collector) -> Vec<ResId> {
        if let Some(Query::Cmp(n, true, e)) = &c.query {
            if &**n == "tag" {
                if let ExprKind::Lit(Val::Str(t)) = &e.kind {
                    let list = self
                        .tag_index
                        .get(&(c.ty.clone(), t.to_lowercase().into()))
                        .map(|v| v.as_slice())
                        .unwrap_or(&[]);
                    return list.to_vec();
                }
            }
            if &**n == "title" {
                if let ExprKind::Lit(Val::Str(t)) = &e.kind {
                    return self
                        .index
                        .get(&(c.ty.clone(), t.clone()))
                        .copied()
                        .into_iter()
                        .collect();
                }
            }
        }
        let list = self.by_type.get(&c.ty).map(|v| v.as_slice()).unwrap_or(&[]);
        list[c.seen.min(list.len())..].to_vec()
    }

    /// Evaluates every collector once; true when something new was collected.
    fn evaluate_collectors(&mut self) -> R<bool> {
        let mut any = false;
        if !self.collectors.is_empty() && !self.tag_index_built {
            self.tag_index_built = true;
            for (id, r) in self.res.iter().enumerate() {
                for t in &r.tags {
                    self.tag_index
                        .entry((r.ty.clone(), t.clone()))
                        .or_default()
                        .push(id);
                }
            }
        }
        for ci in 0..self.collectors.len() {
            if self.collectors[ci].exported {
                continue;
            }
            let cands = self.candidates(&self.collectors[ci]);
            let total = self
                .by_type
                .get(&self.collectors[ci].ty)
                .map(|v| v.len())
                .unwrap_or(0);
            self.collectors[ci].seen = total;
            for rid in cands {
                if self.collectors[ci].matched.contains(&rid) {
                    continue;
                }
                if self.res[rid].exported {
                    continue;
                }
                let ok = match &self.collectors[ci].query {
                    Some(q) => self.query_matches(q, rid),
                    None => true,
                };
                if !ok {
                    continue;
                }
                self.collectors[ci].matched.insert(rid);
                any = true;
                if self.res[rid].virt {
                    self.realize(rid);
                }
                if !self.collectors[ci].ops.is_empty() {
                    let o = Override {
                        ty: self.res[rid].ty.clone(),
                        title: self.res[rid].title.clone(),
                        ops: self.collectors[ci].ops.clone(),
                        source: self.scopes[self.collectors[ci].scope].source.clone(),
                        span: self.collectors[ci].span,
                    };
                    self.apply_override(rid, &o, true)?;
                }
            }
        }
        Ok(any)
    }

    pub(crate) fn realize(&mut self, rid: ResId) {
        if self.res[rid].virt {
            self.res[rid].virt = false;
            if self.res[rid].kind == Kind::Define && !self.res[rid].evaluated {
                self.define_queue.push(rid);
            }
        }
    }

    /// Puppet's generator loop: each round evaluates the collectors, then every defined
    /// resource that exists when the round starts (those it declares wait for the next
    /// round); after 1000 rounds that still made something, the compile stops as Puppet's.
    fn generators(&mut self) -> R<()> {
        let mut cursor = 0;
        let mut count = 0;
        loop {
            let mut done = true;
            if self.evaluate_collectors()? {
                done = false;
            }
            let end = self.define_queue.len();
            let mut last = None;
            while cursor < end {
                let rid = self.define_queue[cursor];
                cursor += 1;
                if !self.res[rid].evaluated && !self.res[rid].virt {
                    self.evaluate_define(rid)?;
                    done = false;
                    last = Some(rid);
                }
            }
            if done {
                return Ok(());
            }
            count += 1;
            if count > 1000 {
                // Puppet names no place; strata points at the declaration still generating.
                let span = last.and_then(|r| self.res[r].span);
                return Err(Flow::Err(PErr {
                    msg: "Somehow looped more than 1000 times while evaluating host catalog".into(),
                    span,
                    wrapped: true,
                    issue: true,
                    related: None,
                }));
            }
        }
    }

    fn evaluate_define(&mut self, rid: ResId) -> R<()> {
        self.res[rid].evaluated = true;
        let tname = self.res[rid].ty.to_lowercase();
        let Some(def) = self.find_define(&tname).map_err(Flow::Err)? else {
            return Ok(());
        };
        let Definition::Define {
            params: pdefs,
            body,
            ..
        } = &*def
        else {
            return Ok(());
        };
        let decl_scope = self.res[rid].scope;
        let span = self.res[rid].span.unwrap_or_default();
        let title = self.res[rid].title.clone();
        let reference = format!("{}[{}]", self.res[rid].ty, title);
        let lex_parent = self.enclosing(decl_scope);
        let dsc = self.new_scope(Scope {
            parent: Some(lex_parent),
            dyn_parent: Some(decl_scope),
            resource: Some(rid),
            source: tname.as_str().into(),
            module: tname.split("::").next().unwrap_or("").into(),
            ..Default::default()
        });
        self.scopes[dsc]
            .vars
            .insert("title".into(), Val::Str(title.clone()));
        let name = self.res[rid]
            .params
            .get("name")
            .cloned()
            .unwrap_or(Val::Str(title.clone()));
        self.scopes[dsc].vars.insert("name".into(), name);
        let module = tname.split("::").next().unwrap_or("").to_string();
        let in_module = self.is_module_class(&def);
        self.scopes[dsc].vars.insert(
            "module_name".into(),
            Val::str(if in_module { &module } else { "" }),
        );
        let caller = crate::functions::stdlib::module_name_of(self, decl_scope);
        self.scopes[dsc]
            .vars
            .insert("caller_module_name".into(), caller);
        let r = (|| {
            for p in pdefs {
                let given = self.res[rid].params.get(&p.name).cloned();
                let v = match given {
                    Some(v) if !v.is_undef() => v,
                    Some(_) => match &p.default {
                        Some(d) => self.eval(d, dsc)?,
                        None => Val::Undef,
                    },
                    None => match &p.default {
                        Some(d) => self.eval(d, dsc)?,
                        None => {
                            return rt_err(
                                format!("{reference}: expects a value for parameter '{}'", p.name),
                                span,
                            )
                        }
                    },
                };
                self.check_param_type(p, &v, dsc, &reference, span)?;
                self.scopes[dsc].vars.insert(p.name.clone(), v.clone());
                if !v.is_undef() {
                    self.res[rid].params.insert(p.name.clone(), v);
                }
            }
            Ok(())
        })();
        r.map_err(|e| add_prefix(e, "Resource Statement"))?;
        body_result(self.eval_block(body, dsc)).map_err(|f| match f {
            Flow::Err(mut e) if e.msg.starts_with("break()") => {
                e.msg = format!("Error while evaluating an Object, {}", e.msg);
                Flow::Err(e)
            }
            other => other,
        })?;
        Ok(())
    }

    fn finish(&mut self) -> R<()> {
        // pending overrides
        let pending = std::mem::take(&mut self.overrides);
        for o in &pending {
            match self.index.get(&(o.ty.clone(), o.title.clone())).copied() {
                Some(rid) => self.apply_override(rid, o, false)?,
                None => {
                    return issue(
                        format!(
                            "Could not find resource(s) {}[{}] for overriding",
                            o.ty, o.title
                        ),
                        o.span,
                    );
                }
            }
        }
        // realize() targets
        let rp = std::mem::take(&mut self.realize_pending);
        let mut missing = Vec::new();
        for (t, title, span) in &rp {
            match self.index.get(&(t.clone(), title.clone())).copied() {
                Some(rid) => self.realize(rid),
                None => missing.push((format!("{t}[{title}]"), *span)),
            }
        }
        if let Some((_, span)) = missing.first() {
            let names: Vec<String> = missing.iter().map(|m| m.0.clone()).collect();
            return issue(
                format!("Failed to realize virtual resources {}", names.join(", ")),
                *span,
            );
        }
        // defaults and tags
        for rid in 0..self.res.len() {
            if self.res[rid].kind == Kind::Builtin {
                self.apply_defaults(rid);
            }
            if let Some(tp) = self.res[rid].tag_parent {
                if tp != self.main_res || self.res[rid].ty.as_ref() != "Class" {
                    let seen = self.res[rid].parent_tags_seen;
                    let ptags: Vec<Arc<str>> =
                        self.res[tp].tags.iter().skip(seen).cloned().collect();
                    self.res[rid].parent_tags_seen = seen + ptags.len();
                    // Collectors have run: the tag index is no longer read.
                    self.res[rid].tags.extend(ptags);
                }
            }
        }
        // relationships
        let rels = std::mem::take(&mut self.relations);
        for rel in &rels {
            // The source side (the left operand of `->`/`~>`, the right one of `<-`/`<~`)
            // takes an empty collector's alternative.
            let forward = matches!(rel.op, RelOp::Before | RelOp::Notify);
            let srcs = self.resolve_rel_operand(&rel.src, rel.span, forward)?;
            let tgts = self.resolve_rel_operand(&rel.tgt, rel.span, !forward)?;
            for s in &srcs {
                for t in &tgts {
                    let (from, to, param) = match rel.op {
                        RelOp::Before => (s, t, "before"),
                        RelOp::Notify => (s, t, "notify"),
                        RelOp::Require => (t, s, "before"),
                        RelOp::Subscribe => (t, s, "notify"),
                    };
                    let Some(&fid) = self.index.get(from) else {
                        return issue(
                            format!(
                                "Could not find resource '{}[{}]' for relationship on '{}[{}]'",
                                from.0, from.1, to.0, to.1
                            ),
                            rel.span,
                        );
                    };
                    if !self.index.contains_key(to) {
                        return issue(
                            format!(
                                "Could not find resource '{}[{}]' for relationship from '{}[{}]'",
                                to.0, to.1, from.0, from.1
                            ),
                            rel.span,
                        );
                    }
                    let target = Val::ty(if &*to.0 == "Class" {
                        Ty::Class(Some(to.1.to_lowercase().into()))
                    } else {
                        Ty::Resource(Some(to.0.clone()), Some(to.1.clone()))
                    });
                    let old = self.res[fid].params.get(param).cloned();
                    let nv = match old {
                        None | Some(Val::Undef) => Val::array(vec![target]),
                        Some(Val::Array(a)) => {
                            let mut a = (*a).clone();
                            a.push(target);
                            Val::array(a)
                        }
                        Some(x) => Val::array(vec![x, target]),
                    };
                    self.res[fid].params.insert(param.into(), nv);
                }
            }
        }
        // validate
        for rid in 0..self.res.len() {
            let r = &self.res[rid];
            if r.virt {
                continue;
            }
            if r.kind == Kind::Builtin {
                if let Some(t) = self.known_type(&r.ty) {
                    for k in r.params.keys() {
                        if !t.valid_attr(k) {
                            let span = r.span.unwrap_or_default();
                            return issue(
                                format!("no parameter named '{k}' on {}[{}]", r.ty, r.title),
                                span,
                            );
                        }
                    }
                }
            }
            for (k, v) in self.res[rid].params.iter() {
                if let Val::Type(t) = v {
                    if !matches!(&**t, Ty::Resource(Some(_), Some(_)) | Ty::Class(Some(_))) {
                        let r = &self.res[rid];
                        let msg = format!("{}[{}]['{k}'] contains a {t}-Type value. It will be converted to the String '{t}'", r.ty, r.title);
                        if self.opts.strict {
                            return issue(msg, r.span.unwrap_or_default());
                        }
                        self.warnings.push(msg);
                    }
                }
            }
            for meta in ["require", "before", "notify", "subscribe"] {
                let Some(v) = self.res[rid].params.get(meta) else {
                    continue;
                };
                let mut refs = Vec::new();
                flatten_refs(v, &mut refs);
                for x in refs {
                    let key = match &x {
                        Val::Str(s) => parse_ref_string(s),
                        other => other.as_resource_ref(),
                    };
                    if let Some((t, title)) = key {
                        let k = if t == "Class" {
                            (
                                Arc::<str>::from("Class"),
                                Arc::<str>::from(capitalize_name(&title)),
                            )
                        } else {
                            (
                                Arc::<str>::from(capitalize_name(&t)),
                                Arc::<str>::from(title.as_str()),
                            )
                        };
                        let found = self.index.contains_key(&k);
                        if !found {
                            let span = self.res[rid].span.unwrap_or_default();
                            return issue(
                                format!(
                                    "Could not find resource '{}[{}]' in parameter '{meta}'",
                                    k.0, k.1
                                ),
                                span,
                            );
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn resolve_rel_operand(
        &mut self,
        v: &Val,
        span: Span,
        source: bool,
    ) -> R<Vec<(Arc<str>, Arc<str>)>> {
        let mut out = Vec::new();
        let mut flat = Vec::new();
        flatten_refs(v, &mut flat);
        for x in flat {
            match &x {
                Val::Type(t) => match &**t {
                    Ty::Other(n) if n.starts_with("__collector:") => {
                        let id: usize = n["__collector:".len()..].parse().unwrap_or(0);
                        let matched: Vec<ResId> = self.collectors.get(id).map(|c| c.matched.iter().copied().collect()).unwrap_or_default();
                        if matched.is_empty() && source {
                            if let Some(alt) = self.collectors.get(id).and_then(|c| c.empty_alt.clone()) {
                                out.extend(self.resolve_rel_operand(&alt, span, true)?);
                                continue;
                            }
                        }
                        for rid in matched {
                            out.push((self.res[rid].ty.clone(), self.res[rid].title.clone()));
                        }
                    }
                    Ty::Resource(Some(ty), Some(title)) => out.push((ty.clone(), title.clone())),
                    Ty::Class(Some(n)) => out.push(("Class".into(), capitalize_name(n).into())),
                    _ => return issue(format!("Illegal relationship operand, can not form a relationship with {}. A Catalog type is required.", types::a_an_type(&x)), span),
                },
                Val::Str(s) => match parse_ref_string(s) {
                    Some((t, title)) => {
                        if t == "Class" {
                            out.push(("Class".into(), capitalize_name(&title).into()))
                        } else {
                            out.push((capitalize_name(&t).into(), title.into()))
                        }
                    }
                    None => return issue("Illegal relationship operand, can not form a relationship with a String value. A Catalog type is required.", span),
                },
                Val::Undef => {}
                other => return issue(format!("Illegal relationship operand, can not form a relationship with {}. A Catalog type is required.", types::a_an_type(other)), span),
            }
        }
        Ok(out)
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
fn body_result(r: R<Val>) -> R<Val> {
    match r {
        Err(Flow::Next(_)) | Err(Flow::Return(_)) => Ok(Val::Undef),
        Err(Flow::Break) => Err(Flow::Err(PErr {
            msg: "break() from context where this is illegal".into(),
            span: None,
            wrapped: true,
            issue: true,
            related: None,
        })),
        other => other,
    }
}

fn wrap(r: R<Val>, what: &str) -> R<Val> {
    r.map_err(|e| add_prefix(e, what))
}

#[allow(dead_code)]
fn unused() -> i64 {
    IMAX
}
