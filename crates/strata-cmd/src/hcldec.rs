//! The `hcldec` command: decode HCL files into JSON with a spec file.
//!
//! ```text
//! hcldec --spec=<spec-file> [options] [hcl-file ...]
//! ```
//!
//! Behaves as HashiCorp's `hcldec`: the same flags (declared in the `args` module), inputs (files
//! ending in `.json` are JSON syntax; no files means standard input, named `<stdin>`), `-V`
//! variables (a JSON object literal when the argument starts with `{`, otherwise a file, later ones
//! overriding earlier ones and the spec's `variables`), output (compact JSON, keys sorted, `<>&`
//! escaped, a final newline) and exit statuses: 0 on success, 2 for diagnostics and usage errors, 1
//! for a missing `--spec` and for failures writing the result (such as an infinite number). Unlike
//! the original, diagnostics come out sorted by file and position; text diagnostics are rendered in
//! time linear in their number.

mod args;
mod report;

use std::collections::{BTreeMap, HashMap};
use std::ffi::OsString;
use std::io::{IsTerminal, Write};

use strata_core::diagnostic::{has_errors, sort_stable};
use strata_core::json::write as write_json;
use strata_core::{Diagnostic, Diagnostics, Map as JsonMap, SourceMap, Value as JsonValue};
use strata_hcl::expr::{Traversal, TraversalStepKind};
use strata_hcl::Body;
use strata_hcl_types::Value;
use strata_hcldec::engine::{input_context, literal_value, EvalContext};
use strata_hcldec::output::{render, to_json};
use strata_hcldec::varrefs::{traverse, variables};

/// What the original prints for `--version`.
const VERSION: &str = "0.0.1-dev";

/// Runs hcldec with `args` (`args[0]` is the program name) and returns the exit status.
pub fn main(args: Vec<OsString>) -> i32 {
    let argv: Vec<String> = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let opts = match args::parse(&argv) {
        Ok(o) => o,
        Err(e) => {
            eprint!("{}", e.stderr);
            return 2;
        }
    };
    if opts.version {
        println!("{VERSION}");
        return 0;
    }
    let json_diags = match opts.diags.as_str() {
        "" => false,
        "json" => true,
        other => {
            eprintln!(
                "Invalid diagnostics format {}: only \"json\" is supported.",
                args::go_quote(other)
            );
            return 2;
        }
    };
    let mut run = Run::new(json_diags);
    let result = run.realmain(&opts);
    // The process exits right after this: the input's text, the parsed files and the
    // diagnostics are left to the operating system instead of being freed piece by piece
    // (the binary's path only; the library frees everything as usual).
    std::mem::forget(run);
    match result {
        Ok(code) => code,
        Err(message) => {
            eprint!("Error: {message}\n\n");
            1
        }
    }
}

struct Run {
    map: SourceMap,
    diags: Diagnostics,
    json_diags: bool,
    /// Files already parsed, by the name they were given as (a file given twice is read once).
    files: HashMap<String, Body>,
    /// The root body of every parsed file, for the context line of text diagnostics.
    roots: HashMap<strata_core::FileId, Body>,
    /// Where each `-V` variable was last defined (for `strata explain hcldec`).
    var_sources: BTreeMap<String, strata_core::Span>,
}

/// What a run loads before reading its inputs.
struct Head {
    spec_body: Body,
    spec: strata_hcldec::SpecFile,
    ctx: Option<EvalContext>,
}

/// The one native-syntax input, read (and added to the source map) by a streamed decode
/// that gave up: the whole-file decode uses it instead of reading it again.
enum Pre {
    /// The bytes as read (not valid UTF-8, or too large to add).
    Bytes(Vec<u8>),
    /// The text is in the source map as `file`.
    Added(strata_core::FileId),
}

/// What a run loads before decoding.
struct Loaded {
    spec_body: Body,
    spec: strata_hcldec::SpecFile,
    ctx: Option<EvalContext>,
    body: Body,
}

/// The inputs of `strata explain hcldec`: those of a decode run.
pub(crate) struct ExplainInput {
    /// `--spec`.
    pub spec: String,
    /// `-V` arguments.
    pub vars: Vec<String>,
    /// Input files (none: standard input).
    pub files: Vec<String>,
}

/// A finished decode run, borrowed for `strata explain hcldec`.
pub(crate) struct Decoded<'a> {
    pub map: &'a SourceMap,
    pub spec_body: &'a Body,
    pub spec: &'a strata_hcldec::SpecFile,
    pub body: &'a Body,
    pub ctx: Option<&'a EvalContext>,
    pub value: &'a Value,
    pub var_sources: &'a BTreeMap<String, strata_core::Span>,
}

/// Decodes as `hcldec` does, then hands the run to `explain`. Diagnostics are written as
/// hcldec writes them; a run that fails returns 1.
pub(crate) fn run_for_explain(
    input: &ExplainInput,
    explain: &mut dyn FnMut(&Decoded) -> i32,
) -> i32 {
    let opts = args::Options {
        spec: input.spec.clone(),
        vars: input.vars.clone(),
        files: input.files.clone(),
        ..Default::default()
    };
    let mut run = Run::new(false);
    let loaded = match run.load(&opts) {
        Ok(Ok(l)) => l,
        Ok(Err(_)) => return 1,
        Err(message) => {
            eprint!("Error: {message}\n\n");
            return 1;
        }
    };
    let (value, d) = strata_hcldec::decode(
        &run.map,
        &loaded.body,
        &loaded.spec.root,
        loaded.ctx.as_ref(),
    );
    run.diags.extend(d);
    if has_errors(&run.diags) {
        run.fail();
        return 1;
    }
    explain(&Decoded {
        map: &run.map,
        spec_body: &loaded.spec_body,
        spec: &loaded.spec,
        body: &loaded.body,
        ctx: loaded.ctx.as_ref(),
        value: &value,
        var_sources: &run.var_sources,
    })
}

enum Syntax {
    Native,
    Json,
}

impl Run {
    fn new(json_diags: bool) -> Run {
        Run {
            map: SourceMap::new(),
            diags: Vec::new(),
            json_diags,
            files: HashMap::new(),
            roots: HashMap::new(),
            var_sources: BTreeMap::new(),
        }
    }

    /// Writes the accumulated diagnostics and returns exit status 2.
    fn fail(&mut self) -> i32 {
        let mut diags = std::mem::take(&mut self.diags);
        sort_stable(&mut diags);
        let text = if self.json_diags {
            report::diagnostics_json(&self.map, &diags)
        } else {
            let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            // The original wraps at the terminal's width, or 80 columns when standard
            // output is not a terminal; strata reads a terminal's width from `COLUMNS`.
            let width = if std::io::stdout().is_terminal() {
                std::env::var("COLUMNS")
                    .ok()
                    .and_then(|c| c.parse().ok())
                    .unwrap_or(80)
            } else {
                80
            };
            let roots = &self.roots;
            let context = |span: strata_core::Span| {
                roots
                    .get(&span.file)
                    .map(|b| b.context_string(span.start))
                    .unwrap_or_default()
            };
            report::diagnostics_text(
                &self.map,
                &diags,
                &context,
                report::TextOptions { color, width },
            )
        };
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(text.as_bytes());
        let _ = err.flush();
        2
    }

    /// Parses source text given under `name`.
    fn parse_source(&mut self, name: &str, bytes: Vec<u8>, syntax: Syntax) -> (Body, Diagnostics) {
        // The parser sees the bytes as they are (it reports bad encodings); the source map
        // gets text with each invalid byte replaced by one `?`, so byte offsets still agree.
        let text = match std::str::from_utf8(&bytes) {
            Ok(t) => t.to_string(),
            Err(_) => bytes
                .utf8_chunks()
                .flat_map(|c| {
                    let bad = "?".repeat(c.invalid().len());
                    [c.valid().to_string(), bad]
                })
                .collect(),
        };
        // Positions count columns as the original's scanner for the syntax does.
        let columns = match syntax {
            Syntax::Native => strata_hcl::native_columns,
            Syntax::Json => strata_hcl::json_columns,
        };
        let file = match self.map.try_add_owned_with_columns(name, text, columns) {
            Ok(file) => file,
            Err(e) => {
                // Positions are 32-bit: refuse the file instead of misplacing its errors.
                let file = self.map.add_with_columns(name, "", columns);
                let (body, _) = strata_hcl::parse_native_named(b"", file, name);
                return (
                    body,
                    vec![Diagnostic::error("Input too large", e.to_string())],
                );
            }
        };
        let (body, diags) = match syntax {
            Syntax::Native => strata_hcl::parse_native_named(&bytes, file, name),
            Syntax::Json => strata_hcl::parse_json(&bytes, file),
        };
        self.roots.insert(file, body.clone());
        (body, diags)
    }

    /// Parses the native-syntax input `name` whose text a streamed decode added to the map.
    fn parse_added(&mut self, name: &str, file: strata_core::FileId) -> (Body, Diagnostics) {
        let (body, diags) =
            strata_hcl::parse_native_named(self.map.text(file).as_bytes(), file, name);
        self.roots.insert(file, body.clone());
        (body, diags)
    }

    /// Whether the inputs can be decoded one top-level block at a time
    /// ([`strata_hcldec::stream`]): one native-syntax input, JSON output without the type.
    fn streamable(&self, opts: &args::Options) -> bool {
        !opts.var_refs
            && !opts.with_type
            && !has_errors(&self.diags)
            && match opts.files.as_slice() {
                [] => true,
                [name] => !name.ends_with(".json") && !self.files.contains_key(name),
                _ => false,
            }
    }

    /// Decodes the one input block by block and writes the output: `Ok(Ok(status))`, or
    /// `Ok(Err(pre))` when the whole file must be decoded instead (with what was read).
    fn try_stream(
        &mut self,
        opts: &args::Options,
        head: &Head,
    ) -> Result<Result<i32, Option<Pre>>, String> {
        let (name, bytes) = match opts.files.first() {
            None => (
                "<stdin>",
                crate::host::read_stdin_bytes()
                    .map_err(|e| format!("failed to read stdin: {e}"))?,
            ),
            Some(name) => match crate::host::read_bytes(name) {
                Ok(b) => (name.as_str(), b),
                // Read again (and reported) by the whole-file decode.
                Err(_) => return Ok(Err(None)),
            },
        };
        let text = match String::from_utf8(bytes) {
            Ok(t) if t.len() <= strata_core::source::MAX_SOURCE_LEN => t,
            Ok(t) => return Ok(Err(Some(Pre::Bytes(t.into_bytes())))),
            Err(e) => return Ok(Err(Some(Pre::Bytes(e.into_bytes())))),
        };
        let Ok(file) = self
            .map
            .try_add_owned_with_columns(name, text, strata_hcl::native_columns)
        else {
            return Ok(Err(None));
        };
        let streamed = strata_hcldec::stream::decode_stream(
            &self.map,
            file,
            self.map.text(file).as_bytes(),
            name,
            &head.spec.root,
            head.ctx.as_ref(),
            opts.keep_nulls,
        );
        match streamed {
            strata_hcldec::stream::Streamed::Done(out) => {
                let code = write_output_with(&opts.out, &mut |w| out.write_to(w));
                // As below: the process ends here, leave the pieces to the operating system.
                std::mem::forget(out);
                Ok(Ok(code?))
            }
            strata_hcldec::stream::Streamed::Fallback => Ok(Err(Some(Pre::Added(file)))),
        }
    }

    /// Reads and parses a file (JSON syntax when `syntax` says so), once per name.
    fn parse_file(&mut self, name: &str, syntax: Syntax) -> (Option<Body>, Diagnostics) {
        if let Some(b) = self.files.get(name) {
            return (Some(b.clone()), Vec::new());
        }
        let bytes = match crate::host::read_bytes(name) {
            Ok(b) => b,
            Err(e) if crate::host::is_too_large(&e) => {
                // Too large for 32-bit positions.
                let d = Diagnostic::error(
                    "File too large",
                    format!("The file {} could not be read: {e}.", args::go_quote(name)),
                );
                return (None, vec![d]);
            }
            Err(_) => {
                let d = match syntax {
                    Syntax::Native => Diagnostic::error(
                        "Failed to read file",
                        format!(
                            "The configuration file {} could not be read.",
                            args::go_quote(name)
                        ),
                    ),
                    Syntax::Json => Diagnostic::error(
                        "Failed to open file",
                        format!("The file {} could not be opened.", args::go_quote(name)),
                    ),
                };
                return (None, vec![d]);
            }
        };
        let (body, diags) = self.parse_source(name, bytes, syntax);
        self.files.insert(name.to_string(), body.clone());
        (Some(body), diags)
    }

    fn syntax_for(name: &str) -> Syntax {
        if name.ends_with(".json") {
            Syntax::Json
        } else {
            Syntax::Native
        }
    }

    /// Reads the spec, the variables and the inputs (the spec and the inputs parsed, the
    /// variables evaluated); `Ok(Err(status))` when diagnostics were written instead.
    fn load(&mut self, opts: &args::Options) -> Result<Result<Loaded, i32>, String> {
        match self.load_head(opts)? {
            Ok(head) => self.load_inputs(opts, head, None),
            Err(code) => Ok(Err(code)),
        }
    }

    /// Reads the spec and the variables (see [`Run::load`]).
    fn load_head(&mut self, opts: &args::Options) -> Result<Result<Head, i32>, String> {
        if opts.spec.is_empty() {
            return Err("the --spec=... argument is required".into());
        }

        let (spec_body, d) = self.parse_file(&opts.spec, Syntax::Native);
        let failed = has_errors(&d);
        self.diags.extend(d);
        let spec_body = match spec_body {
            Some(b) if !failed => b,
            _ => return Ok(Err(self.fail())),
        };
        let (spec, d) = strata_hcldec::load_spec(&self.map, &spec_body);
        let failed = has_errors(&d);
        self.diags.extend(d);
        if failed {
            return Ok(Err(self.fail()));
        }

        let mut variables_map: BTreeMap<String, Value> = spec.variables.clone();
        for (i, arg) in opts.vars.iter().enumerate() {
            let (body, d) = if arg.trim_start().starts_with('{') {
                let name = format!("<vars argument {i}>");
                let (b, d) = self.parse_source(&name, arg.as_bytes().to_vec(), Syntax::Json);
                (Some(b), d)
            } else {
                self.parse_file(arg, Self::syntax_for(arg))
            };
            self.diags.extend(d);
            let Some(body) = body else { continue };
            let (attrs, d) = body.just_attributes();
            self.diags.extend(d);
            for (name, attr) in &attrs {
                let (v, d) = strata_hcldec::engine::eval(&attr.expr, None);
                self.diags.extend(d);
                variables_map.insert(name.to_string(), v);
                self.var_sources.insert(name.to_string(), attr.range);
            }
        }
        let ctx = input_context(&variables_map, &spec.functions);
        Ok(Ok(Head {
            spec_body,
            spec,
            ctx,
        }))
    }

    /// Reads and parses the inputs (see [`Run::load`]); `pre` is the one input as a streamed
    /// decode left it.
    fn load_inputs(
        &mut self,
        opts: &args::Options,
        head: Head,
        pre: Option<Pre>,
    ) -> Result<Result<Loaded, i32>, String> {
        let Head {
            spec_body,
            spec,
            ctx,
        } = head;
        let mut bodies = Vec::new();
        if opts.files.is_empty() {
            let (body, d) = match pre {
                Some(Pre::Added(file)) => self.parse_added("<stdin>", file),
                Some(Pre::Bytes(src)) => self.parse_source("<stdin>", src, Syntax::Native),
                None => {
                    let src = crate::host::read_stdin_bytes()
                        .map_err(|e| format!("failed to read stdin: {e}"))?;
                    self.parse_source("<stdin>", src, Syntax::Native)
                }
            };
            if !has_errors(&d) {
                bodies.push(body);
            }
            self.diags.extend(d);
        } else {
            let mut pre = pre;
            for name in &opts.files {
                let (body, d) = match pre.take() {
                    Some(Pre::Added(file)) => {
                        let (b, d) = self.parse_added(name, file);
                        self.files.insert(name.to_string(), b.clone());
                        (Some(b), d)
                    }
                    Some(Pre::Bytes(src)) => {
                        let (b, d) = self.parse_source(name, src, Syntax::Native);
                        self.files.insert(name.to_string(), b.clone());
                        (Some(b), d)
                    }
                    None => self.parse_file(name, Self::syntax_for(name)),
                };
                let failed = has_errors(&d);
                self.diags.extend(d);
                if let (Some(b), false) = (body, failed) {
                    bodies.push(b);
                }
            }
        }
        if has_errors(&self.diags) {
            return Ok(Err(self.fail()));
        }
        let body = if bodies.len() == 1 {
            bodies.remove(0)
        } else {
            Body::merged(bodies)
        };
        Ok(Ok(Loaded {
            spec_body,
            spec,
            ctx,
            body,
        }))
    }

    fn realmain(&mut self, opts: &args::Options) -> Result<i32, String> {
        let head = match self.load_head(opts)? {
            Ok(head) => head,
            Err(code) => return Ok(code),
        };
        let pre = if self.streamable(opts) {
            match self.try_stream(opts, &head)? {
                Ok(code) => return Ok(code),
                Err(pre) => pre,
            }
        } else {
            None
        };
        let Loaded {
            spec_body,
            spec,
            ctx,
            body,
        } = match self.load_inputs(opts, head, pre)? {
            Ok(loaded) => loaded,
            Err(code) => return Ok(code),
        };

        if opts.var_refs {
            let refs = variables(&body, &spec.root);
            let text = self.var_refs_json(&refs, ctx.as_ref());
            return write_output(&opts.out, &text);
        }

        let (value, d) = strata_hcldec::decode(&self.map, &body, &spec.root, ctx.as_ref());
        self.diags.extend(d);
        if has_errors(&self.diags) {
            return Ok(self.fail());
        }
        let text = render(&value, opts.with_type, opts.keep_nulls).map_err(|e| e.to_string())?;
        // The process ends right after this: leave the syntax trees and values to the
        // operating system instead of freeing them piece by piece (a tenth of the run time
        // on large inputs).
        std::mem::forget((
            body,
            spec_body,
            value,
            std::mem::take(&mut self.files),
            std::mem::take(&mut self.roots),
        ));
        write_output(&opts.out, &text)
    }

    /// The `--var-refs` document: one entry per traversal with its steps, ranges and (when
    /// the variables give it one) current value.
    fn var_refs_json(&self, refs: &[Traversal], ctx: Option<&EvalContext>) -> String {
        let items = refs
            .iter()
            .map(|t| {
                let mut m = JsonMap::new();
                m.insert("root_name".into(), JsonValue::string(t.root.as_str()));
                if let Some(v) = traverse(t, ctx).and_then(|v| to_json(&v).ok()) {
                    m.insert("value".into(), v);
                }
                let mut steps = Vec::with_capacity(t.steps.len() + 1);
                let mut root = JsonMap::new();
                root.insert("kind".into(), JsonValue::string("root"));
                if !t.root.is_empty() {
                    root.insert("name".into(), JsonValue::string(t.root.as_str()));
                }
                root.insert("range".into(), report::range_value(&self.map, t.root_span));
                steps.push(JsonValue::map(root));
                for s in &t.steps {
                    let mut step = JsonMap::new();
                    match &s.kind {
                        TraversalStepKind::Attr(name) => {
                            step.insert("kind".into(), JsonValue::string("attr"));
                            if !name.is_empty() {
                                step.insert("name".into(), JsonValue::string(name.as_str()));
                            }
                        }
                        TraversalStepKind::Index(lit) => {
                            step.insert("kind".into(), JsonValue::string("index"));
                            if let Some(k) = literal_value(lit).and_then(|k| to_json(&k).ok()) {
                                step.insert("key".into(), k);
                            }
                        }
                    }
                    step.insert("range".into(), report::range_value(&self.map, s.span));
                    steps.push(JsonValue::map(step));
                }
                m.insert("steps".into(), JsonValue::list(steps));
                m.insert("range".into(), report::range_value(&self.map, t.span()));
                JsonValue::map(m)
            })
            .collect();
        write_json(&JsonValue::list(items), &report::indented())
    }
}

/// An OS error as Go words it: the lower-case system message without the error number.
fn os_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    let text = match text.rfind(" (os error ") {
        Some(i) => text[..i].to_string(),
        None => text,
    };
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => text,
    }
}

/// Writes the result and its newline to `out` (a file name) or standard output.
fn write_output(out: &str, text: &str) -> Result<i32, String> {
    // Written in two pieces rather than copied into one buffer: the text can be large.
    write_output_with(out, &mut |w| w.write_all(text.as_bytes()))
}

/// Writes what `write` writes, and a newline, to `out` (a file name) or standard output.
fn write_output_with(
    out: &str,
    write: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<i32, String> {
    if out.is_empty() {
        let mut stdout = std::io::stdout().lock();
        // A closed pipe is not worth a failure status, as with the original.
        let _ = write(&mut stdout).and_then(|()| stdout.write_all(b"\n"));
        let _ = stdout.flush();
        return Ok(0);
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    // Like the original, a new file gets all permission bits the umask allows.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o777);
    let mut file = options.open(out).map_err(|e| {
        format!(
            "can't open {out} for writing: open {out}: {}",
            os_message(&e)
        )
    })?;
    // The original ignores errors writing the output file.
    let _ = write(&mut file).and_then(|()| file.write_all(b"\n"));
    Ok(0)
}
