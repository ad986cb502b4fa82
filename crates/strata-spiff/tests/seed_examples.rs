//! Data tests: one test per example of the spiff++ README (the seed document).
//!
//! Cases live in `tests/data/seed/<id>/` (copied from the conformance corpus
//! `vectors/spiff/cases/seed`, where each case was checked against the reference spiff++):
//! input files (`meta.json` names them and the name each has when run), `args`, `env.json`,
//! `expected.exit` and either `expected.yml` (compared structurally, integral floats equal to
//! integers) or `expected.stderr` (compared as the set of `(expression, file, path, tag)` of the
//! unresolved-node lines; messages are not compared).
//!
//! `tests/data/extra/<id>/` holds strata's own small cases in the same format (recursion
//! limit, cycles and dependent failures, `merge on`, `prefer`, name-keyed reference chains).
//!
//! When the corpus itself is present (env `STRATA_VECTORS`, default `../shared/vectors`
//! relative to the repository root) every case of its `spiff/cases/seed` runs too, as
//! `vectors/<id>`, so a corpus update shows up here.

use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use strata_core::host::{resolve, Command, FileText, Host, HostError, Output};
use strata_core::{json, yaml, Number, SourceMap, Value};
use strata_spiff::{Input, MergeOptions, Session};

/// The case's folder as the file system (paths relative to it), its `env.json` over the
/// process environment, and commands run in the folder.
struct CaseHost {
    dir: PathBuf,
    env: HashMap<String, String>,
}

impl Host for CaseHost {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        let name = resolve(from, path);
        std::fs::read_to_string(self.dir.join(&name))
            .map(|text| FileText {
                name: name.clone(),
                text,
            })
            .map_err(|_| HostError::NotFound { path: name })
    }

    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
        let name = resolve(from, path);
        let mut names: Vec<String> = std::fs::read_dir(self.dir.join(&name))
            .map_err(|_| HostError::NotFound { path: name })?
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        Ok(names)
    }

    fn exec(&self, command: &Command) -> Result<Output, HostError> {
        let (cmd, rest) = command.argv.split_first().ok_or(HostError::EmptyCommand)?;
        let out = std::process::Command::new(cmd)
            .args(rest)
            .current_dir(&self.dir)
            .output()
            .map_err(|e| HostError::Exec {
                program: cmd.clone(),
                message: e.to_string(),
            })?;
        Ok(Output {
            status: out.status.code(),
            stdout: out.stdout,
            stderr: out.stderr,
        })
    }

    fn env(&self, name: &str) -> Result<Option<String>, HostError> {
        Ok(self
            .env
            .get(name)
            .cloned()
            .or_else(|| std::env::var(name).ok()))
    }
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_default()
}

/// Structural equality: maps ignore order, integral floats equal integers.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => match (x, y) {
            (Number::Int(i), Number::Int(j)) => i == j,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::List(x), Value::List(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| same(p, q))
        }
        (Value::Map(x), Value::Map(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

fn error_set(text: &str) -> BTreeSet<(String, String, String, String)> {
    let mut out = BTreeSet::new();
    let body = text.split("error classification:").next().unwrap_or("");
    // lines: \t(( expr ))\tin FILE\tPATH\t(STUB)\t<tag>message ; expressions may span lines
    for chunk in body
        .split("\n\t")
        .skip(1)
        .chain(body.strip_prefix('\t').into_iter().take(0))
    {
        let parts: Vec<&str> = chunk.split('\t').collect();
        if parts.len() < 5 {
            continue;
        }
        let expr = parts[0].split_whitespace().collect::<Vec<_>>().join(" ");
        let file = parts[1].trim_start_matches("in ").trim().to_string();
        let path = parts[2].trim().to_string();
        let tag = parts[4]
            .chars()
            .next()
            .filter(|c| "*@-".contains(*c))
            .map(String::from)
            .unwrap_or_default();
        out.insert((expr, file, path, tag));
    }
    out
}

fn run_case(dir: &Path) -> Result<(), Failed> {
    let meta = json::parse(&read(&dir.join("meta.json")))
        .map_err(|e| format!("meta.json: {}", e.message))?;
    let files = meta
        .as_map()
        .and_then(|m| m.get("files"))
        .and_then(Value::as_list)
        .ok_or("meta.json has no files")?;
    let mut map = SourceMap::new();
    let mut inputs = Vec::new();
    for f in files {
        let m = f.as_map().ok_or("bad files entry")?;
        let file = m.get("file").and_then(Value::as_str).ok_or("no file")?;
        let run_as = m.get("run_as").and_then(Value::as_str).unwrap_or(file);
        let text = read(&dir.join(file));
        let id = map.add(run_as, text.as_str());
        let docs =
            strata_spiff::load::load(&text, id).map_err(|e| format!("{run_as}: {}", e.message))?;
        inputs.push(Input {
            name: run_as.to_string(),
            dir: ".".to_string(),
            docs,
        });
    }
    let args = read(&dir.join("args"));
    let partial = args.lines().any(|l| l.trim() == "--partial");
    let mut env = HashMap::new();
    if let Ok(v) = json::parse(&read(&dir.join("env.json"))) {
        if let Some(m) = v.as_map() {
            for (k, v) in m {
                env.insert(k.to_string(), v.as_str().unwrap_or_default().to_string());
            }
        }
    }
    let mut session = Session::new(CaseHost {
        dir: dir.to_path_buf(),
        env,
    });
    let opts = MergeOptions {
        partial,
        ..MergeOptions::default()
    };
    let (template, stubs) = inputs.split_first().ok_or("no template")?;
    let result = strata_spiff::merge(template, stubs, &opts, &mut session);
    let exit: i32 = read(&dir.join("expected.exit")).trim().parse().unwrap_or(0);
    match (result, exit) {
        (Ok(docs), 0) => {
            let expected = yaml::load_values(
                &read(&dir.join("expected.yml")),
                strata_core::FileId(0),
                &yaml::LoadOptions::yaml11(),
            )
            .map_err(|e| format!("expected.yml: {}", e.message))?;
            let expected: Vec<Value> = expected.into_iter().filter(|v| !v.is_null()).collect();
            let actual: Vec<Value> = docs.into_iter().filter(|v| !v.is_null()).collect();
            if actual.len() == expected.len()
                && actual.iter().zip(expected.iter()).all(|(a, e)| same(a, e))
            {
                Ok(())
            } else {
                let opts = yaml::WriteOptions::spiff();
                Err(format!(
                    "output differs\n--- actual\n{}--- expected\n{}",
                    yaml::write_documents(&actual, &opts),
                    yaml::write_documents(&expected, &opts)
                )
                .into())
            }
        }
        (Err(e), 1) => {
            let actual = error_set(&e.render(None));
            let expected = error_set(&read(&dir.join("expected.stderr")));
            if expected.is_empty() {
                return Err("expected.stderr lists no unresolved nodes".into());
            }
            if actual == expected {
                Ok(())
            } else {
                Err(
                    format!("error lines differ\n actual {actual:?}\n expected {expected:?}")
                        .into(),
                )
            }
        }
        (Ok(_), _) => Err("merge succeeded, an error was expected".into()),
        (Err(e), _) => Err(format!("merge failed:\n{}", e.render(Some(&map))).into()),
    }
}

fn cases(root: &Path, prefix: &str) -> Vec<Trial> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.join("meta.json").exists())
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();
    dirs.into_iter()
        .map(|d| {
            let name = format!(
                "{prefix}{}",
                d.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default()
            );
            Trial::test(name, move || run_case(&d))
        })
        .collect()
}

fn main() {
    let args = Arguments::from_args();
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut trials = cases(&here.join("tests/data/seed"), "seed/");
    trials.extend(cases(&here.join("tests/data/extra"), "extra/"));
    if let Some(corpus) = strata_test_support::vectors("spiff/cases/seed") {
        trials.extend(cases(&corpus, "vectors/"));
    }
    libtest_mimic::run(&args, trials).exit();
}
