//! `spiff merge` and `spiff diff`: the command line of strata's spiff.
//!
//! `merge [--partial] [--json] [--allow-exec] [--sandbox] TEMPLATE STUB...` (one file may be
//! `-` for standard input). `exec` runs commands only with `--allow-exec` or
//! `STRATA_ALLOW_EXEC=1`; `--sandbox` also turns off `env` and `read`.

use std::collections::HashMap;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::ExitCode;
use strata_core::SourceMap;
use strata_spiff::{Host, Input, MergeOptions};

const USAGE: &str = "\
usage:
  spiff merge [--partial] [--json] [--allow-exec] [--sandbox] TEMPLATE [STUB...]
  spiff diff A.yml B.yml

merge:   merge a template with stubs (one file may be '-' for standard input)
  --partial     keep unresolved expressions in the output instead of failing
  --json        print JSON instead of YAML
  --allow-exec  permit exec() (also: STRATA_ALLOW_EXEC=1)
  --sandbox     also turn off env() and read()
";

/// Stack size of the evaluation thread: deep reference chains recurse.
const STACK_SIZE: usize = 512 * 1024 * 1024;
/// Evaluation depth limit used by the command line (see `strata_spiff::Limits`).
const MAX_DEPTH: usize = 20_000;

struct CliHost {
    allow_exec: bool,
    sandbox: bool,
    exec_cache: HashMap<Vec<String>, Result<String, String>>,
}

impl Host for CliHost {
    fn read_file(&mut self, path: &str) -> Result<String, String> {
        if self.sandbox {
            return Err("read() is disabled by --sandbox".into());
        }
        std::fs::read_to_string(path).map_err(|e| format!("error reading file {path}: {e}"))
    }

    fn exec(&mut self, argv: &[String]) -> Result<String, String> {
        if !self.allow_exec || self.sandbox {
            return Err(
                "exec() is disabled: pass --allow-exec or set STRATA_ALLOW_EXEC=1 to permit running commands"
                    .into(),
            );
        }
        if let Some(r) = self.exec_cache.get(argv) {
            return r.clone();
        }
        let r = match argv.split_first() {
            None => Err("exec requires a command".to_string()),
            Some((cmd, rest)) => match std::process::Command::new(cmd).args(rest).output() {
                Ok(out) if out.status.success() => {
                    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
                }
                Ok(out) => Err(format!(
                    "command '{cmd}' failed ({}): {}",
                    out.status,
                    String::from_utf8_lossy(&out.stderr).trim()
                )),
                Err(e) => Err(format!("cannot run '{cmd}': {e}")),
            },
        };
        self.exec_cache.insert(argv.to_vec(), r.clone());
        r
    }

    fn env(&mut self, name: &str) -> Result<Option<String>, String> {
        if self.sandbox {
            return Err("env() is disabled by --sandbox".into());
        }
        Ok(std::env::var(name).ok())
    }
}

/// Runs `spiff` with `args` (`args[0]` is the program name).
pub fn main(args: &[OsString]) -> ExitCode {
    let args: Vec<String> = args
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match args.first().map(String::as_str) {
        Some("merge") => {
            let rest = args[1..].to_vec();
            let handle = std::thread::Builder::new()
                .stack_size(STACK_SIZE)
                .spawn(move || merge(&rest));
            match handle.map(|h| h.join()) {
                Ok(Ok(code)) => ExitCode::from(code),
                _ => {
                    eprintln!("spiff: internal error");
                    ExitCode::from(2)
                }
            }
        }
        Some("diff") => diff(&args[1..]),
        Some("--help") | Some("-h") | Some("help") => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some("version") | Some("--version") => {
            println!("spiff (strata) {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        _ => {
            eprint!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn read_input(name: &str, stdin_used: &mut bool) -> Result<String, String> {
    if name == "-" {
        if *stdin_used {
            return Err("standard input ('-') may be used only once".into());
        }
        *stdin_used = true;
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("error reading standard input: {e}"))?;
        return Ok(s);
    }
    std::fs::read_to_string(name).map_err(|e| format!("error reading file {name}: {e}"))
}

fn dir_of(name: &str) -> String {
    match std::path::Path::new(name).parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_string_lossy().into_owned(),
        _ => ".".into(),
    }
}

fn merge(args: &[String]) -> u8 {
    let mut partial = false;
    let mut json = false;
    let mut allow_exec = std::env::var("STRATA_ALLOW_EXEC").is_ok_and(|v| v == "1" || v == "true");
    let mut sandbox = false;
    let mut files = Vec::new();
    for a in args {
        match a.as_str() {
            "--partial" => partial = true,
            "--json" => json = true,
            "--allow-exec" => allow_exec = true,
            "--sandbox" => sandbox = true,
            "-" => files.push(a.clone()),
            s if s.starts_with('-') => {
                eprintln!("spiff merge: unknown option {s}\n\n{USAGE}");
                return 2;
            }
            _ => files.push(a.clone()),
        }
    }
    if files.is_empty() {
        eprint!("spiff merge: a template file is required\n\n{USAGE}");
        return 2;
    }
    let mut map = SourceMap::new();
    let mut inputs = Vec::new();
    let mut stdin_used = false;
    for (i, f) in files.iter().enumerate() {
        let text = match read_input(f, &mut stdin_used) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{e}");
                return 1;
            }
        };
        let id = map.add(f.as_str(), text.as_str());
        let docs = match strata_spiff::load::load(&text, id) {
            Ok(d) => d,
            Err(e) => {
                let r = map.range(e.span);
                let what = if i == 0 { "template" } else { "stub" };
                eprintln!(
                    "error parsing {what} [{f}]: {} ({}:{}:{})",
                    e.message, r.filename, r.start.line, r.start.column
                );
                return 1;
            }
        };
        inputs.push(Input {
            name: f.clone(),
            dir: dir_of(f),
            docs,
        });
    }
    let mut host = CliHost {
        allow_exec,
        sandbox,
        exec_cache: HashMap::new(),
    };
    let opts = MergeOptions {
        partial,
        limits: strata_spiff::Limits {
            max_depth: MAX_DEPTH,
        },
    };
    let (template, stubs) = inputs.split_at(1);
    match strata_spiff::merge(&template[0], stubs, &opts, &mut host) {
        Ok(docs) => {
            let text = if json {
                let mut s = String::new();
                for d in &docs {
                    s.push_str(&strata_core::json::write(
                        d,
                        &strata_core::json::WriteOptions::pretty(),
                    ));
                    s.push('\n');
                }
                s
            } else {
                strata_core::yaml::write_documents(
                    &docs,
                    &strata_core::yaml::WriteOptions { sort_keys: true },
                )
            };
            let mut out = std::io::stdout().lock();
            if out
                .write_all(text.as_bytes())
                .and_then(|_| out.flush())
                .is_err()
            {
                return 1;
            }
            0
        }
        Err(e) => {
            eprint!("{}", e.render(Some(&map)));
            1
        }
    }
}

fn diff(_args: &[String]) -> ExitCode {
    eprintln!("spiff diff: not available in this build");
    ExitCode::from(2)
}
