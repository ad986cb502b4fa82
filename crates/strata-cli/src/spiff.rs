//! `spiff merge` and `spiff diff`: the command line of strata's spiff.
//!
//! `merge [--partial] [--json] [--allow-exec] [--sandbox] TEMPLATE STUB...` (one file may be
//! `-` for standard input). `exec` runs commands only with `--allow-exec` or
//! `STRATA_ALLOW_EXEC=1`; `--sandbox` also turns off `env` and `read`.

use std::collections::HashMap;
use std::ffi::OsString;
use std::io::{Read, Write};
use strata_core::diagnostic::RenderOptions;
use strata_core::SourceMap;
use strata_spiff::{Host, Input, MergeOptions};

const USAGE: &str = "\
usage:
  spiff merge [--partial] [--json] [--allow-exec] [--sandbox] TEMPLATE [STUB...]
  spiff diff [--no-color] A.yml B.yml

merge:   merge a template with stubs (one file may be '-' for standard input)
  --partial     keep unresolved expressions in the output instead of failing
  --json        print JSON instead of YAML
  --allow-exec  permit exec() (also: STRATA_ALLOW_EXEC=1)
  --sandbox     also turn off env() and read()
";

/// Stack size of the evaluation thread (the evaluator grows its stack on demand as well).
const STACK_SIZE: usize = 64 * 1024 * 1024;
/// Evaluation depth limit used by the command line (see `strata_spiff::Limits`).
const MAX_DEPTH: usize = 20_000;
/// Unresolved nodes shown with a source snippet after the report.
const MAX_SNIPPETS: usize = 10;

/// Colour on stderr only for a terminal, and never with `NO_COLOR`.
fn color_stderr() -> bool {
    use std::io::IsTerminal;
    std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal()
}

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

/// Runs `spiff` with `args` (`args[0]` is the program name) and returns the exit status.
pub fn main(args: Vec<OsString>) -> i32 {
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
                Ok(Ok(code)) => i32::from(code),
                _ => {
                    eprintln!("spiff: internal error");
                    2
                }
            }
        }
        Some("diff") => diff(&args[1..]),
        Some("--help") | Some("-h") | Some("help") => {
            print!("{USAGE}");
            0
        }
        Some("version") | Some("--version") => {
            println!("spiff (strata) {}", env!("CARGO_PKG_VERSION"));
            0
        }
        _ => {
            eprint!("{USAGE}");
            2
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
                    "error parsing {what} [{f}]: {} ({}:{}:{})\n",
                    e.message, r.filename, r.start.line, r.start.column
                );
                eprint!(
                    "{}",
                    strata_core::diagnostic::render_text(
                        &map,
                        &[e.to_diagnostic()],
                        RenderOptions {
                            color: color_stderr()
                        }
                    )
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
            ..strata_spiff::Limits::default()
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
            // source snippets after the report (its consumers stop at the legend)
            let diags = e.diagnostics();
            let shown = diags.len().min(MAX_SNIPPETS);
            eprint!(
                "\n{}",
                strata_core::diagnostic::render_text(
                    &map,
                    &diags[..shown],
                    RenderOptions {
                        color: color_stderr()
                    }
                )
            );
            if diags.len() > shown {
                eprintln!("({} more unresolved nodes not shown)", diags.len() - shown);
            }
            1
        }
    }
}

fn diff(args: &[String]) -> i32 {
    let files: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let color = !args.iter().any(|a| a == "--no-color");
    if files.len() != 2 {
        eprint!("spiff diff: two files are required\n\n{USAGE}");
        return 2;
    }
    let mut map = SourceMap::new();
    let mut docs = Vec::new();
    for (label, f) in ["a", "b"].iter().zip(files.iter()) {
        let text = match std::fs::read_to_string(f.as_str()) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error reading file {f}: {e}");
                return 1;
            }
        };
        let id = map.add(f.as_str(), text.as_str());
        let loaded = strata_core::yaml::load(&text, id, &strata_core::yaml::LoadOptions::yaml11())
            .map_err(|e| (e.message.clone(), e.span))
            .and_then(|d| {
                strata_spiff::diff::check_string_keys(&d)
                    .map(|_| d)
                    .map_err(|e| (e.message, e.span))
            });
        match loaded {
            Ok(d) => docs.push(d),
            Err((msg, span)) => {
                let r = map.range(span);
                eprintln!(
                    "error parsing {label} [{f}]: {msg} ({}:{}:{})",
                    r.filename, r.start.line, r.start.column
                );
                return 1;
            }
        }
    }
    let report = strata_spiff::diff::diff(&docs[0], &docs[1])
        .with_names(files[0].as_str(), files[1].as_str());
    print!("{}", report.render(color));
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap_or_default();
        p.to_string_lossy().into_owned()
    }

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn exec_env_and_read_follow_the_flags() {
        let dir = std::env::temp_dir().join(format!("strata-spiff-cli-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let exec = write(&dir, "exec.yml", "v: (( exec(\"echo\", \"1\") ))\n");
        let env = write(&dir, "env.yml", "v: (( env(\"PATH\") ))\n");
        let plain = write(&dir, "plain.yml", "a: 1\nb: (( a + 1 ))\n");
        let stub = write(&dir, "stub.yml", "a: 5\n");
        let broken = write(&dir, "broken.yml", "a: [\n");
        // exec only when allowed (the variable may be set by the environment running the tests)
        let allowed = std::env::var("STRATA_ALLOW_EXEC").is_ok_and(|v| v == "1" || v == "true");
        assert_eq!(merge(&args(&[&exec])), if allowed { 0 } else { 1 });
        assert_eq!(merge(&args(&["--allow-exec", &exec])), 0);
        assert_eq!(merge(&args(&["--allow-exec", "--sandbox", &exec])), 1);
        assert_eq!(merge(&args(&[&env])), 0);
        assert_eq!(merge(&args(&["--sandbox", &env])), 1);
        assert_eq!(merge(&args(&["--json", &plain, &stub])), 0);
        assert_eq!(merge(&args(&[&broken])), 1);
        assert_eq!(merge(&args(&["--bogus", &plain])), 2);
        assert_eq!(merge(&args(&[])), 2);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
