//! Functions that touch the file system: `write`, `mkdir`, `tempfile`, `lookup_file`,
//! `lookup_dir`, `list_files` and `list_dirs`.
//!
//! # Semantics
//!
//! As spiff++, through the [`Session`](crate::Session)'s host, which may refuse (strata's command
//! line writes only with `--allow-exec`, never with `--sandbox`):
//! `write(file, data[, options])` writes a string as it is and any other value as a YAML
//! document (`---` first) and gives the data written; options are a file mode (an integer,
//! or a string, octal with a leading `0`) and the words `binary` (the data is base64 and
//! written decoded) and `multiyaml` (a list written as one document per entry);
//! `mkdir(path[, mode])` creates a directory and its parents (`path` may be a list of
//! components) and gives its path; `tempfile(data[, options])` writes a temporary file,
//! removed at the end, and gives its name; `lookup_file(name, dirs...)` and `lookup_dir`
//! give the paths `dir/name` that exist as a file (directory); `list_files(dir)` and
//! `list_dirs(dir)` give the names of the files (directories) in a directory.
//! `archive(files[, "tar"|"targz"])` gives a tar archive, base64 in lines of 60, of the files
//! given as a map (path to content, or to an entry) or a list of entries (`path`, `mode`,
//! `data` written like `write`'s data, or `base64`); spiff++ stamps the entries with the time
//! of the run, strata with time 0 so that the output is the same on every run.

use crate::builtin_api::Evaluator;
use crate::fail::{local, R};
use crate::value::Val;
use base64::Engine as _;
use std::sync::Arc;

/// The function names of this module.
pub(crate) const NAMES: &[&str] = &[
    "write",
    "mkdir",
    "tempfile",
    "lookup_file",
    "lookup_dir",
    "list_files",
    "list_dirs",
    "archive",
];

#[derive(Clone, Copy)]
struct WriteOpts {
    binary: bool,
    multi: bool,
    mode: u32,
}

fn write_options(arg: &Val, mut w: WriteOpts, perm_only: bool) -> Result<WriteOpts, String> {
    match arg {
        Val::Str(s) => {
            let mut rest = Vec::new();
            for o in s.split(',') {
                match o.trim() {
                    "binary" | "#" => w.binary = true,
                    "multiyaml" => w.multi = true,
                    other => rest.push(other.to_string()),
                }
            }
            if rest.len() > 1 {
                return Err(format!(
                    "invalid options [{}], expecting file mode",
                    rest.join(" ")
                ));
            }
            if let Some(m) = rest.first() {
                let parsed = if m.starts_with('0') {
                    u32::from_str_radix(m, 8)
                } else {
                    m.parse::<u32>()
                };
                w.mode = parsed
                    .map_err(|e| format!("permissions must be given as int or int string: {e}"))?;
            }
        }
        Val::Int(i) => {
            w.mode = u32::try_from(*i)
                .map_err(|_| format!("permissions must be given as int or int string: {i}"))?
        }
        other => {
            return Err(format!(
                "permissions must be given as int or int string, found {}",
                crate::builtin_api::expression_type(other)
            ))
        }
    }
    if perm_only && w.binary {
        return Err("binary option not support -> only permissions".into());
    }
    if perm_only && w.multi {
        return Err("multi option not support -> only permissions".into());
    }
    Ok(w)
}

/// The text of a write argument (`getArg`): simple values as text, others as YAML.
fn arg_text(
    doc: &mut dyn Evaluator,
    v: &Val,
    w: WriteOpts,
    allow_yaml: bool,
) -> Result<String, String> {
    match v {
        Val::Str(s) => Ok(s.to_string()),
        Val::Int(i) => Ok(i.to_string()),
        Val::Float(f) => Ok(format!("{f:e}")),
        Val::Bool(b) => Ok(b.to_string()),
        Val::Null | Val::Undefined => Err("yaml or empty data not supported".into()),
        _ if !allow_yaml => Err("yaml or empty data not supported".into()),
        Val::List(l) if w.multi => {
            let mut out = String::new();
            for d in l.iter() {
                let y = doc.session().write_yaml(d);
                out.push_str(&y);
            }
            Ok(out)
        }
        _ if w.multi => Err("multi document mode requires a list".into()),
        other => Ok(doc.session().write_yaml(other)),
    }
}

fn data_of(text: &str, w: WriteOpts) -> Vec<u8> {
    if w.binary {
        if let Ok(b) = base64::engine::general_purpose::STANDARD.decode(text) {
            return b;
        }
    }
    text.as_bytes().to_vec()
}

/// `~/` at the start of a path is the home folder (as spiff++; read from the host).
fn file_path(doc: &mut dyn Evaluator, p: &str) -> String {
    if let Some(rest) = p.strip_prefix("~/") {
        if let Ok(Some(home)) = doc.session().env("HOME") {
            if !home.is_empty() {
                return format!("{home}/{rest}");
            }
        }
    }
    p.to_string()
}

/// One file of an archive from its entry map (`path` defaulting to `key`, `mode`, `data` or
/// `base64`).
fn archive_entry(
    doc: &mut dyn Evaluator,
    key: Option<&str>,
    m: &crate::value::ValMap,
    defaults: WriteOpts,
) -> Result<(String, u32, Vec<u8>), String> {
    let path = match m.get("path") {
        Some(Val::Str(s)) => s.to_string(),
        Some(Val::Null) => return Err("path field must not be nil".into()),
        Some(other) => {
            return Err(format!(
                "path field must be string, found {}",
                crate::builtin_api::expression_type(other)
            ))
        }
        None => key.ok_or("path field required")?.to_string(),
    };
    let w = match m.get("mode") {
        Some(Val::Null) => return Err("mode field must not be nil".into()),
        Some(o) => write_options(o, defaults, false)?,
        None => defaults,
    };
    let data = match (m.get("base64"), m.get("data")) {
        (Some(Val::Str(b)), _) => base64::engine::general_purpose::STANDARD
            .decode(b.as_bytes())
            .map_err(|e| e.to_string())?,
        (Some(Val::Null), _) => return Err("base64 field must not be nil".into()),
        (Some(other), _) => {
            return Err(format!(
                "base64 field must be string, found {}",
                crate::builtin_api::expression_type(other)
            ))
        }
        (None, Some(Val::Null)) => return Err("data field must not be nil".into()),
        (None, Some(d)) => {
            let text = arg_text(doc, d, w, true).map_err(|_| "invalid data field".to_string())?;
            data_of(&text, w)
        }
        (None, None) => Vec::new(),
    };
    Ok((path, w.mode, data))
}

/// `archive(files[, kind])`.
fn archive(doc: &mut dyn Evaluator, a: &[Val], defaults: WriteOpts) -> R<Val> {
    if a.is_empty() || a.len() > 2 {
        return local("archive takes one or two arguments");
    }
    let kind = crate::builtin_api::opt_str_arg(a, 1, "tar", "archive", "second")?;
    let mut files = Vec::new();
    match &a[0] {
        Val::Null => {}
        Val::Map(m) => {
            let mut keys: Vec<&smol_str::SmolStr> = m.keys().collect();
            strata_core::sort::sort(&mut keys);
            for k in keys {
                match m.get(k) {
                    None | Some(Val::Null) => {}
                    Some(Val::Map(e)) => files.push(
                        archive_entry(doc, Some(k), e, defaults)
                            .map_err(crate::fail::Fail::local)?,
                    ),
                    Some(v) => {
                        let text = arg_text(doc, v, defaults, true).map_err(|_| {
                            crate::fail::Fail::local(format!(
                                "invalid file content type {}",
                                crate::builtin_api::expression_type(v)
                            ))
                        })?;
                        files.push((k.to_string(), 0o644, text.into_bytes()));
                    }
                }
            }
        }
        Val::List(l) => {
            for v in l.iter() {
                match v {
                    Val::Map(e) => files.push(
                        archive_entry(doc, None, e, defaults).map_err(crate::fail::Fail::local)?,
                    ),
                    other => {
                        return local(format!(
                            "invalid file content type {}",
                            crate::builtin_api::expression_type(other)
                        ))
                    }
                }
            }
        }
        other => {
            return local(format!(
                "first argument for archive must be a file map or list, found {}",
                crate::builtin_api::expression_type(other)
            ))
        }
    }
    let tar = |files: &[(String, u32, Vec<u8>)]| -> std::io::Result<Vec<u8>> {
        let mut b = tar::Builder::new(Vec::new());
        for (path, mode, data) in files {
            let mut h = tar::Header::new_ustar();
            h.set_size(data.len() as u64);
            h.set_mode(*mode);
            h.set_mtime(0);
            h.set_entry_type(tar::EntryType::Regular);
            b.append_data(&mut h, path, data.as_slice())?;
        }
        b.into_inner()
    };
    let bytes = match kind {
        "tar" => tar(&files),
        "targz" => tar(&files).and_then(|t| {
            use std::io::Write as _;
            let mut z = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
            z.write_all(&t)?;
            z.finish()
        }),
        other => return local(format!("invalid archive type '{other}'")),
    }
    .or_else(|e| local(format!("archiving {kind} failed: {e}")))?;
    Ok(Val::str(crate::builtin_api::base64_lines(&bytes, 60)))
}

/// Calls the function `name` (one of [`NAMES`]) with `a`.
pub(crate) fn call(doc: &mut dyn Evaluator, name: &str, a: &[Val]) -> R<Val> {
    let defaults = WriteOpts {
        binary: false,
        multi: false,
        mode: 0o644,
    };
    match name {
        "archive" => archive(doc, a, defaults),
        "write" => {
            if a.len() < 2 || a.len() > 3 {
                return local("write requires two or three arguments");
            }
            let file = match &a[0] {
                Val::Str(s) if !s.is_empty() => s.to_string(),
                _ => return local("file argument must be a non-empty string"),
            };
            let w = match a.get(2) {
                Some(o) => write_options(o, defaults, false)
                    .or_else(|e| local(format!("cannot write file: {e}")))?,
                None => defaults,
            };
            let text = arg_text(doc, &a[1], w, true).unwrap_or_default();
            let data = data_of(&text, w);
            let path = file_path(doc, &file);
            match doc.session().write_file(&path, &data, w.mode) {
                Ok(()) => Ok(Val::str(text)),
                Err(e) => local(format!("cannot write file: {e}")),
            }
        }
        "tempfile" => {
            if a.is_empty() || a.len() > 2 {
                return local("temp_file requires exactly one or two arguments");
            }
            let w = match a.get(1) {
                Some(o) => write_options(o, defaults, false)
                    .or_else(|e| local(format!("cannot create temporary file: {e}")))?,
                None => defaults,
            };
            let text = arg_text(doc, &a[0], w, true).unwrap_or_default();
            let data = data_of(&text, w);
            match doc.session().temp_file(&data, w.mode) {
                Ok(name) => Ok(Val::str(name)),
                Err(e) => local(e),
            }
        }
        "mkdir" => {
            if a.is_empty() || a.len() > 2 {
                return local("mkdir requires one or two arguments");
            }
            let path = match &a[0] {
                Val::Str(s) => s.to_string(),
                Val::Int(_) | Val::Bool(_) | Val::Float(_) => {
                    a[0].simple_text().unwrap_or_default()
                }
                Val::List(l) => {
                    let mut p = String::new();
                    for (i, c) in l.iter().enumerate() {
                        let comp = match c {
                            Val::Str(s) if !s.is_empty() => s.to_string(),
                            Val::Int(_) | Val::Bool(_) => c.simple_text().unwrap_or_default(),
                            _ => {
                                return local(format!(
                                    "path component {i} must be a non-empty string"
                                ))
                            }
                        };
                        if !p.is_empty() && !p.ends_with('/') {
                            p.push('/');
                        }
                        p.push_str(&comp);
                    }
                    p
                }
                _ => return local("path argument must be a non-empty string"),
            };
            if path.is_empty() {
                return local("path argument must not be empty");
            }
            let mut w = WriteOpts {
                mode: 0o755,
                ..defaults
            };
            if let Some(o) = a.get(1) {
                w = write_options(o, w, true)
                    .or_else(|e| local(format!("cannot create directory \"{path}\": {e}")))?;
            }
            match doc.session().make_dir(&path, w.mode) {
                Ok(()) => Ok(Val::str(path)),
                Err(e) => local(format!("cannot create directory \"{path}\": {e}")),
            }
        }
        "lookup_file" | "lookup_dir" => {
            let want_dir = name == "lookup_dir";
            if a.len() < 2 {
                return local("lookup_file requires at least two arguments");
            }
            let mut dirs: Vec<String> = Vec::new();
            for (i, v) in a[1..].iter().enumerate() {
                match v {
                    Val::Str(s) => dirs.push(s.to_string()),
                    Val::List(l) => {
                        for p in l.iter() {
                            match p {
                                Val::Null => {}
                                Val::Str(s) => dirs.push(s.to_string()),
                                _ => {
                                    return local(format!(
                                        "lookup_file: argument {i} must be a list of strings"
                                    ))
                                }
                            }
                        }
                    }
                    _ => {
                        return local(format!(
                            "lookup_file: argument {i} must be a string or a list of strings"
                        ))
                    }
                }
            }
            let file = match &a[0] {
                Val::Str(s) if s.is_empty() => {
                    return local("lookup_file: first argument is empty string")
                }
                Val::Str(s) => s.to_string(),
                _ => return local("lookup_file: first argument must be a string"),
            };
            let mut out = Vec::new();
            if file.starts_with('/') {
                if doc.session().file_kind(&file) == Some(want_dir) {
                    out.push(Val::str(file));
                }
            } else {
                for d in dirs.iter().filter(|d| !d.is_empty()) {
                    let p = format!("{d}/{file}");
                    if doc.session().file_kind(&p) == Some(want_dir) {
                        out.push(Val::str(p));
                    }
                }
            }
            Ok(Val::List(Arc::new(out)))
        }
        _ => {
            // list_files, list_dirs
            let want_dir = name == "list_dirs";
            if a.len() != 1 {
                return local("list requires exactly one arguments");
            }
            let dir = match &a[0] {
                Val::Str(s) if s.is_empty() => return local("list: argument is empty string"),
                Val::Str(s) => s.to_string(),
                _ => return local("list: argument must be a string"),
            };
            if doc.session().file_kind(&dir) != Some(true) {
                return local(format!("list: \"{dir}\" is no directory or does not exist"));
            }
            let entries = doc
                .session()
                .list_dir(&dir)
                .or_else(|e| local(format!("list: \"{dir}\":  error reading directory: {e}")))?;
            Ok(Val::List(Arc::new(
                entries
                    .into_iter()
                    .filter(|(_, d)| *d == want_dir)
                    .map(|(n, _)| Val::str(n))
                    .collect(),
            )))
        }
    }
}
