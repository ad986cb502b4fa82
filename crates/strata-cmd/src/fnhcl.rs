//! `strata fn-hcl`: the function-hcl composition function.
//!
//! * `serve`: the gRPC server Crossplane's function runtime starts (flags as the runtime passes
//!   them: `--address`, `--insecure`, `--tls-server-certs-dir` / `TLS_SERVER_CERTS_DIR`,
//!   `--debug`).
//! * `run REQUEST`: one `RunFunctionRequest` from a JSON/YAML file (protobuf JSON mapping or Go
//!   `encoding/json` form, as the evaluator testdata), response printed as protobuf JSON.
//! * `render XR COMPOSITION [FUNCTIONS] [-o OBSERVED] [-e EXTRA_RESOURCES] [-r] [-c] [-x]`: the
//!   output of `crossplane render` for a composition whose steps run function-hcl. Steps run
//!   in process unless FUNCTIONS (a `crossplane render` functions file) marks the step's function
//!   with the `Development` runtime annotation, or `--function-address` is given: then the
//!   function is called over plaintext gRPC at that address.
//!
//! Exit status: 0 on success, 1 when the render or the server fails (including a FATAL result
//! from a step), 2 on a usage error.

use clap::{Args, Parser, Subcommand};
use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;
use strata_core::diagnostic::{render_text, RenderOptions};
use strata_core::yaml::{self, LoadOptions, Node, NodeValue};
use strata_core::{Diagnostic, SourceMap, Value};
use strata_fnhcl_grpc::client::{run_in_process, RemoteRunner};
use strata_fnhcl_grpc::render::{render, RenderInput, Step};
use strata_fnhcl_grpc::server::{serve_until_signal, ServeOptions, Transport};

const RUNTIME_ANNOTATION: &str = "render.crossplane.io/runtime";
const DEVELOPMENT_TARGET_ANNOTATION: &str = "render.crossplane.io/runtime-development-target";

#[derive(Parser, Debug)]
#[command(
    name = "fn-hcl",
    version,
    propagate_version = true,
    about = "function-hcl: a Crossplane composition function programmed in HCL"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Serve RunFunction (apiextensions.fn.proto.v1 and v1beta1) over gRPC.
    Serve(ServeArgs),
    /// Print what `crossplane render` prints for a composition whose steps run function-hcl.
    Render(RenderArgs),
    /// Run one RunFunctionRequest given as JSON or YAML (protobuf JSON or Go encoding/json
    /// form) and print the response as JSON; exit 1 if it holds a FATAL result.
    Run(RunArgs),
}

#[derive(Args, Debug)]
struct RunArgs {
    /// The request file.
    request: PathBuf,
    /// Call the function over plaintext gRPC at HOST:PORT instead of in process.
    #[arg(long, value_name = "HOST:PORT")]
    function_address: Option<String>,
    /// Time limit for the gRPC call.
    #[arg(long, default_value = "1m", value_parser = parse_duration)]
    timeout: Duration,
}

#[derive(Args, Debug)]
struct ServeArgs {
    /// Address to listen on: `:PORT` for every interface, or `HOST:PORT`.
    #[arg(long, default_value = ":9443")]
    address: String,
    /// Network to listen on (only `tcp`).
    #[arg(long, default_value = "tcp")]
    network: String,
    /// Serve plaintext gRPC (no TLS).
    #[arg(long)]
    insecure: bool,
    /// Directory with tls.crt, tls.key and ca.crt for mutual TLS (default: $TLS_SERVER_CERTS_DIR).
    #[arg(long, value_name = "DIR")]
    tls_server_certs_dir: Option<PathBuf>,
    /// Log every request to stderr.
    #[arg(short, long)]
    debug: bool,
    /// While requests keep arriving together, nap this long after answering a round of them
    /// and answer what arrived meanwhile in the next one: less CPU a request for up to this
    /// much latency (e.g. `500us`, `1ms`; `0` never naps; at most 10ms).
    #[arg(long, default_value = "1ms", value_parser = parse_gather_window)]
    gather_window: Duration,
}

#[derive(Args, Debug)]
pub(crate) struct RenderArgs {
    /// The composite resource (XR), YAML.
    xr: PathBuf,
    /// The Composition, YAML.
    composition: PathBuf,
    /// Optional `crossplane render` functions file (Function objects): a function annotated
    /// `render.crossplane.io/runtime: Development` is called over gRPC at its
    /// `render.crossplane.io/runtime-development-target` (default localhost:9443).
    functions: Option<PathBuf>,
    /// Observed composed resources: a YAML file or a directory of YAML files.
    #[arg(short = 'o', long = "observed-resources", value_name = "PATH")]
    observed: Option<PathBuf>,
    /// Extra resources requirements may select: a YAML file or a directory of YAML files.
    #[arg(short = 'e', long = "extra-resources", value_name = "PATH")]
    extra_resources: Option<PathBuf>,
    /// Print a Result document per non-fatal function result.
    #[arg(short = 'r', long = "include-function-results")]
    include_results: bool,
    /// Print a Context document with the final pipeline context.
    #[arg(short = 'c', long = "include-context")]
    include_context: bool,
    /// Print the input XR's metadata and spec in the XR document.
    #[arg(short = 'x', long = "include-full-xr")]
    include_full_xr: bool,
    /// Initial context values, KEY=JSON (repeatable or comma-separated).
    #[arg(
        long = "context-values",
        value_name = "KEY=JSON",
        value_delimiter = ','
    )]
    context_values: Vec<String>,
    /// Initial context values from JSON files, KEY=PATH (repeatable or comma-separated).
    #[arg(long = "context-files", value_name = "KEY=PATH", value_delimiter = ',')]
    context_files: Vec<String>,
    /// Call every step's function over plaintext gRPC at HOST:PORT instead of in process.
    #[arg(long, value_name = "HOST:PORT")]
    function_address: Option<String>,
    /// Time limit for each gRPC call, e.g. `1m`, `30s`, `500ms`.
    #[arg(long, default_value = "1m", value_parser = parse_duration)]
    timeout: Duration,
}

/// Runs `fn-hcl ARGS...` (`args[0]` is the program name) and returns the exit status.
pub fn main(args: Vec<OsString>) -> i32 {
    let cli: Cli = match crate::parse_args(args) {
        Ok(a) => a,
        Err(code) => return code,
    };
    match cli.command {
        Command::Serve(a) => serve(a),
        Command::Render(a) => render_command(a),
        Command::Run(a) => run_command(a),
    }
}

fn serve(a: ServeArgs) -> i32 {
    if a.network != "tcp" {
        eprintln!(
            "strata fn-hcl serve: unsupported --network {:?} (only tcp)",
            a.network
        );
        return 2;
    }
    let certs = a.tls_server_certs_dir.or_else(|| {
        std::env::var_os("TLS_SERVER_CERTS_DIR")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    });
    let transport = match (a.insecure, certs) {
        (true, _) => Transport::Insecure,
        (false, Some(dir)) => Transport::MutualTls(dir),
        (false, None) => {
            eprintln!(
                "strata fn-hcl serve: no transport credentials: pass --insecure, or mutual TLS \
                 certificates with --tls-server-certs-dir or TLS_SERVER_CERTS_DIR"
            );
            return 2;
        }
    };
    let opts = ServeOptions {
        address: a.address,
        transport,
        debug: a.debug,
        handshake_timeout: strata_fnhcl_grpc::server::HANDSHAKE_TIMEOUT,
        gather_window: a.gather_window,
    };
    match serve_until_signal(&opts) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("strata fn-hcl serve: {e}");
            1
        }
    }
}

fn run_command(a: RunArgs) -> i32 {
    let mut inputs = Inputs {
        map: SourceMap::new(),
    };
    let result = (|| -> Result<strata_fnhcl::model::FunctionResponse, Diagnostic> {
        let node = inputs.load_one(&a.request, "request")?;
        let request = strata_fnhcl::model::FunctionRequest::from_json(&node.to_value())
            .map_err(|e| Diagnostic::error("Invalid request", e).with_subject(node.span))?;
        let response = match &a.function_address {
            Some(addr) => RemoteRunner::connect(addr, a.timeout).and_then(|mut r| r.run(&request)),
            None => run_in_process(&request),
        };
        response.map_err(|e| Diagnostic::error("The function failed", e))
    })();
    match result {
        Ok(response) => {
            let text = strata_core::json::write(
                &response.to_json(),
                &strata_core::json::WriteOptions::pretty(),
            );
            println!("{text}");
            if response.fatal_result().is_some() {
                1
            } else {
                0
            }
        }
        Err(d) => {
            let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            eprint!(
                "{}",
                render_text(&inputs.map, &[d], RenderOptions { color })
            );
            1
        }
    }
}

fn parse_duration(s: &str) -> Result<Duration, String> {
    let split = s
        .find(|c: char| !c.is_ascii_digit() && c != '.')
        .unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let n: f64 = num.parse().map_err(|_| format!("invalid duration {s:?}"))?;
    let secs = match unit {
        "us" | "µs" => n / 1e6,
        "ms" => n / 1000.0,
        "s" | "" => n,
        "m" => n * 60.0,
        "h" => n * 3600.0,
        _ => {
            return Err(format!(
                "invalid duration {s:?}: unit must be us, ms, s, m or h"
            ))
        }
    };
    Duration::try_from_secs_f64(secs).map_err(|_| format!("invalid duration {s:?}"))
}

/// `--gather-window`: a duration of at most [`strata_fnhcl_grpc::pace::MAX_WINDOW`].
fn parse_gather_window(s: &str) -> Result<Duration, String> {
    let window = parse_duration(s)?;
    let max = strata_fnhcl_grpc::pace::MAX_WINDOW;
    if window > max {
        return Err(format!(
            "{s:?} is longer than the longest gather window ({}ms)",
            max.as_millis()
        ));
    }
    Ok(window)
}

/// A file that cannot be read: which file and what is wrong, in one line.
fn read_error(path: &dyn std::fmt::Display, e: &std::io::Error) -> Diagnostic {
    let what = match e.kind() {
        std::io::ErrorKind::InvalidData => "the file is not UTF-8 text".to_string(),
        _ => e.to_string(),
    };
    Diagnostic::error(format!("cannot read {path}: {what}"), "")
}

/// Loaded input files with their source map, for diagnostics with file, line and column.
struct Inputs {
    map: SourceMap,
}

impl Inputs {
    /// Loads every YAML document of one file.
    fn load_file(&mut self, path: &Path) -> Result<Vec<Node>, Diagnostic> {
        let text = crate::host::read_text(path).map_err(|e| read_error(&path.display(), &e))?;
        let file = self
            .map
            .try_add(path.display().to_string(), text.as_str())
            .map_err(|e| Diagnostic::error("input too large", e.to_string()))?;
        yaml::load(&text, file, &LoadOptions::yaml12_core()).map_err(|e| e.to_diagnostic())
    }

    /// Loads a file, or every `.yaml`, `.yml` and `.json` file of a directory in name order;
    /// empty documents are dropped.
    fn load_path(&mut self, path: &Path) -> Result<Vec<Node>, Diagnostic> {
        let files = if path.is_dir() {
            let entries = std::fs::read_dir(path).map_err(|e| read_error(&path.display(), &e))?;
            let mut files: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.is_file()
                        && matches!(
                            p.extension().and_then(|x| x.to_str()),
                            Some("yaml" | "yml" | "json")
                        )
                })
                .collect();
            strata_core::sort::sort(&mut files);
            files
        } else {
            vec![path.to_path_buf()]
        };
        let mut docs = Vec::new();
        for f in files {
            docs.extend(
                self.load_file(&f)?
                    .into_iter()
                    .filter(|n| !matches!(n.value, NodeValue::Null)),
            );
        }
        Ok(docs)
    }

    /// Loads a file that must hold exactly one object.
    fn load_one(&mut self, path: &Path, what: &str) -> Result<Node, Diagnostic> {
        let mut docs: Vec<Node> = self
            .load_file(path)?
            .into_iter()
            .filter(|n| !matches!(n.value, NodeValue::Null))
            .collect();
        let mut iter = docs.drain(..);
        match (iter.next(), iter.next()) {
            (Some(first), None) => Ok(first),
            (None, _) => Err(Diagnostic::error(
                format!("{} holds no {what}", path.display()),
                "",
            )),
            (Some(_), Some(second)) => Err(Diagnostic::error(
                format!("{} holds more than one document", path.display()),
                "",
            )
            .with_subject(second.span)),
        }
    }
}

/// Where each function of the functions file runs: `None` in process, `Some(addr)` over gRPC.
fn function_targets(functions: &[Node]) -> Result<Vec<(String, Option<String>)>, Diagnostic> {
    let mut out = Vec::new();
    for f in functions {
        let v = f.to_value();
        let get = |path: &[&str]| -> Option<String> {
            let mut cur = &v;
            for k in path {
                cur = cur.as_map()?.get(*k)?;
            }
            cur.as_str().map(str::to_string)
        };
        let Some(name) = get(&["metadata", "name"]) else {
            return Err(Diagnostic::error(
                "Invalid functions file",
                "a Function has no metadata.name",
            )
            .with_subject(f.span));
        };
        let runtime = get(&["metadata", "annotations", RUNTIME_ANNOTATION]);
        let target = match runtime.as_deref() {
            Some("Development") => Some(
                get(&["metadata", "annotations", DEVELOPMENT_TARGET_ANNOTATION])
                    .unwrap_or_else(|| "localhost:9443".to_string()),
            ),
            _ => None,
        };
        out.push((name, target));
    }
    Ok(out)
}

fn render_command(a: RenderArgs) -> i32 {
    let mut inputs = Inputs {
        map: SourceMap::new(),
    };
    match render_inner(&a, &mut inputs) {
        Ok(text) => {
            let mut stdout = std::io::stdout().lock();
            if stdout
                .write_all(text.as_bytes())
                .and_then(|()| stdout.flush())
                .is_err()
            {
                return 1;
            }
            0
        }
        Err(d) => {
            let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            eprint!(
                "{}",
                render_text(&inputs.map, &[d], RenderOptions { color })
            );
            1
        }
    }
}

fn render_inner(a: &RenderArgs, inputs: &mut Inputs) -> Result<String, Diagnostic> {
    let xr = inputs.load_one(&a.xr, "composite resource")?;
    let composition = inputs.load_one(&a.composition, "Composition")?;
    let docs = render_documents(a, inputs, xr, composition)?;
    Ok(write_documents(&docs))
}

/// A finished render, for `strata explain fn-hcl`.
pub(crate) struct Rendered {
    pub map: SourceMap,
    pub xr: Node,
    pub composition: Node,
    pub docs: Vec<Value>,
}

/// Renders as `render` does and keeps the inputs; on failure writes the diagnostic as `render`
/// does.
pub(crate) fn render_for_explain(a: &RenderArgs) -> Result<Rendered, ()> {
    let mut inputs = Inputs {
        map: SourceMap::new(),
    };
    let result = (|| {
        let xr = inputs.load_one(&a.xr, "composite resource")?;
        let composition = inputs.load_one(&a.composition, "Composition")?;
        let docs = render_documents(a, &mut inputs, xr.clone(), composition.clone())?;
        Ok::<_, Diagnostic>((xr, composition, docs))
    })();
    match result {
        Ok((xr, composition, docs)) => Ok(Rendered {
            map: inputs.map,
            xr,
            composition,
            docs,
        }),
        Err(d) => {
            let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            eprint!(
                "{}",
                render_text(&inputs.map, &[d], RenderOptions { color })
            );
            Err(())
        }
    }
}

/// The documents `render` prints: the XR, then the composed resources (and results, context).
fn render_documents(
    a: &RenderArgs,
    inputs: &mut Inputs,
    xr: Node,
    composition: Node,
) -> Result<Vec<Value>, Diagnostic> {
    let observed = match &a.observed {
        Some(p) => inputs.load_path(p)?,
        None => Vec::new(),
    };
    let extra_resources = match &a.extra_resources {
        Some(p) => inputs.load_path(p)?,
        None => Vec::new(),
    };
    let targets = match &a.functions {
        Some(p) => function_targets(&inputs.load_path(p)?)?,
        None => Vec::new(),
    };
    let context = initial_context(a, inputs)?;
    let input = RenderInput {
        context,
        xr,
        composition,
        observed,
        extra_resources,
        include_results: a.include_results,
        include_context: a.include_context,
        include_full_xr: a.include_full_xr,
    };
    let mut remotes: Vec<(String, RemoteRunner)> = Vec::new();
    let timeout = a.timeout;
    let mut runner = |step: &Step, req: &strata_fnhcl::model::FunctionRequest| {
        let address = a.function_address.clone().or_else(|| {
            targets
                .iter()
                .find(|(name, _)| *name == step.function)
                .and_then(|(_, t)| t.clone())
        });
        let Some(address) = address else {
            return run_in_process(req);
        };
        let idx = match remotes.iter().position(|(addr, _)| *addr == address) {
            Some(i) => i,
            None => {
                remotes.push((address.clone(), RemoteRunner::connect(&address, timeout)?));
                remotes.len() - 1
            }
        };
        match remotes.get_mut(idx) {
            Some((_, r)) => r.run(req),
            None => Err("internal error: lost the gRPC connection".to_string()),
        }
    };
    render(&input, &mut runner)
}

/// The initial pipeline context from `--context-files` and `--context-values` (values win).
fn initial_context(a: &RenderArgs, inputs: &mut Inputs) -> Result<strata_core::Map, Diagnostic> {
    let mut context = strata_core::Map::new();
    let split = |pair: &str, flag: &str| -> Result<(String, String), Diagnostic> {
        match pair.split_once('=') {
            Some((k, v)) if !k.is_empty() => Ok((k.to_string(), v.to_string())),
            _ => Err(Diagnostic::error(
                format!("invalid {flag} {pair:?}"),
                "expected KEY=VALUE with a non-empty key",
            )),
        }
    };
    for pair in &a.context_files {
        let (key, path) = split(pair, "--context-files")?;
        let text = crate::host::read_text(&path).map_err(|e| read_error(&path, &e))?;
        let file = inputs
            .map
            .try_add(path.as_str(), text.as_str())
            .map_err(|e| Diagnostic::error("input too large", e.to_string()))?;
        let docs =
            yaml::load(&text, file, &LoadOptions::yaml12_core()).map_err(|e| e.to_diagnostic())?;
        let value = docs.first().map(Node::to_value).unwrap_or(Value::Null);
        context.insert(key.into(), value);
    }
    for pair in &a.context_values {
        let (key, json) = split(pair, "--context-values")?;
        let value = strata_core::json::parse(&json).map_err(|e| {
            Diagnostic::error(format!("invalid --context-values {pair:?}"), e.to_string())
        })?;
        context.insert(key.into(), value);
    }
    Ok(context)
}

/// `---` before every document, keys sorted as `crossplane render` prints them.
fn write_documents(docs: &[Value]) -> String {
    let opts = yaml::WriteOptions {
        sort_keys: true,
        keep_final_break: false,
    };
    let mut out = String::new();
    for d in docs {
        out.push_str("---\n");
        out.push_str(&yaml::write(d, &opts));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("1m"), Ok(Duration::from_secs(60)));
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("2"), Ok(Duration::from_secs(2)));
        assert!(parse_duration("1d").is_err());
        assert!(parse_duration("x").is_err());
        assert_eq!(parse_duration("250us"), Ok(Duration::from_micros(250)));
    }

    #[test]
    fn gather_windows() {
        assert_eq!(parse_gather_window("0"), Ok(Duration::ZERO));
        assert_eq!(parse_gather_window("1ms"), Ok(Duration::from_millis(1)));
        assert_eq!(parse_gather_window("10ms"), Ok(Duration::from_millis(10)));
        let e = parse_gather_window("11ms").unwrap_err();
        assert!(e.contains("longest gather window (10ms)"), "{e}");
        assert!(parse_gather_window("1x").is_err());
    }
}

#[cfg(test)]
mod read_error_tests {
    use super::*;

    #[test]
    fn read_errors_name_the_file_and_the_problem_in_one_line() {
        let dir = std::env::temp_dir().join(format!("strata-fnhcl-read-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("x.yml");
        std::fs::write(&bad, b"a: \xff\n").unwrap();
        let mut inputs = Inputs {
            map: SourceMap::new(),
        };
        let d = inputs.load_file(&bad).unwrap_err();
        assert_eq!(
            d.summary,
            format!("cannot read {}: the file is not UTF-8 text", bad.display())
        );
        assert_eq!(d.detail, "");
        let missing = dir.join("missing.yml");
        let d = inputs.load_file(&missing).unwrap_err();
        assert!(
            d.summary
                .starts_with(&format!("cannot read {}: ", missing.display())),
            "{}",
            d.summary
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
