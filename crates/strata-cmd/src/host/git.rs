//! A [`Host`] over one git commit's tree: the files of a control repository at a reference,
//! read from the object database without a checkout, so the compiler does not know about
//! git. Paths are those of the work tree (`ROOT/manifests/site.pp`), so catalogs name files
//! the same way for both versions.
//!
//! The repository is read with the `gix` library (loose objects and packs, references,
//! annotated tags, revisions such as `HEAD~1` or an abbreviated id): no `git` command runs,
//! and the repository is opened isolated (its own configuration only, no environment
//! variables, no global or system configuration). Every blob of the tree is read once and
//! kept in memory.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use strata_core::host::{
    normalize, resolve, Command as HostCommand, FileKind, FileText, Host, HostError, Output,
};

/// The files of one commit.
#[derive(Debug)]
pub struct GitTree {
    root: String,
    files: BTreeMap<String, Vec<u8>>,
    dirs: BTreeSet<String>,
}

/// The repository holding `root` (the work tree's top, a folder inside it, or a bare
/// repository) and `root`'s path inside its tree (`""` at the top, else `dir/`).
fn open_repository(root: &str) -> Result<(gix::Repository, String), String> {
    let not_a_repo = |why: String| format!("--basedir {root} is not a git repository ({why})");
    let start = Path::new(root);
    let mut top: Option<PathBuf> = None;
    for dir in start.ancestors() {
        if dir.join(".git").exists() {
            top = Some(dir.to_path_buf());
            break;
        }
    }
    let (at, prefix) = match &top {
        Some(top) => {
            let rest = start.strip_prefix(top).unwrap_or(Path::new(""));
            let mut prefix = String::new();
            for c in rest.components() {
                prefix.push_str(&c.as_os_str().to_string_lossy());
                prefix.push('/');
            }
            (top.clone(), prefix)
        }
        // no `.git` above: a bare repository, or nothing
        None => (start.to_path_buf(), String::new()),
    };
    let repo = gix::open_opts(&at, gix::open::Options::isolated()).map_err(|e| {
        not_a_repo(match top {
            Some(_) => e.to_string(),
            None => "no .git folder in it or above it, and it is no bare repository".into(),
        })
    })?;
    Ok((repo, prefix))
}

fn unknown(reference: &str, root: &str, why: impl std::fmt::Display) -> String {
    format!("Unknown git reference '{reference}' in {root}: {why}")
}

/// The file a symbolic link at `link` (a path in the tree) names with `target`, inside the
/// tree (None when it leaves it).
fn link_target(link: &str, target: &[u8]) -> Option<String> {
    let target = std::str::from_utf8(target).ok()?;
    if target.starts_with('/') {
        return None;
    }
    let mut parts: Vec<&str> = link.split('/').collect();
    parts.pop();
    for c in target.split('/') {
        match c {
            "" | "." => {}
            ".." => {
                parts.pop()?;
            }
            c => parts.push(c),
        }
    }
    Some(parts.join("/"))
}

impl GitTree {
    /// The tree of `reference` in the repository at `root` (an error names an unknown
    /// reference, or says that `root` is not in a git repository). `reference` is what
    /// `git rev-parse` takes: a branch, tag (annotated or not), remote branch, `HEAD`, a full
    /// or abbreviated object id, `REF~N`, `REF^`.
    pub fn open(root: &str, reference: &str) -> Result<GitTree, String> {
        let (repo, prefix) = open_repository(root)?;
        let id = repo
            .rev_parse_single(reference)
            .map_err(|e| unknown(reference, root, e))?;
        let object = id.object().map_err(|e| unknown(reference, root, e))?;
        let commit = object
            .peel_to_commit()
            .map_err(|e| unknown(reference, root, format!("not a commit ({e})")))?;
        let tree = commit
            .tree()
            .map_err(|e| format!("Cannot read the tree of '{reference}' in {root}: {e}"))?;
        let entries = tree
            .traverse()
            .breadthfirst
            .files()
            .map_err(|e| format!("Cannot list the tree of '{reference}' in {root}: {e}"))?;
        let read = |oid: gix::ObjectId, path: &str| -> Result<Vec<u8>, String> {
            repo.find_blob(oid)
                .map(|b| b.detach().data)
                .map_err(|e| format!("Cannot read {path} at '{reference}' in {root}: {e}"))
        };
        let mut blobs: BTreeMap<String, Vec<u8>> = BTreeMap::new();
        let mut links: Vec<(String, Vec<u8>)> = Vec::new();
        for e in &entries {
            let Ok(path) = std::str::from_utf8(&e.filepath) else {
                continue;
            };
            let Some(path) = path.strip_prefix(prefix.as_str()) else {
                continue;
            };
            if e.mode.is_link() {
                links.push((path.to_string(), read(e.oid, path)?));
            } else if e.mode.is_blob() {
                blobs.insert(path.to_string(), read(e.oid, path)?);
            }
        }
        // a symbolic link to a file of the tree reads as that file, as in a checkout (a link
        // to a link too); a link to a folder or out of the tree is left out
        let mut pending = links;
        while !pending.is_empty() {
            let before = pending.len();
            let mut rest = Vec::new();
            for (link, target) in pending {
                match link_target(&link, &target).and_then(|t| blobs.get(&t).cloned()) {
                    Some(data) => {
                        blobs.insert(link, data);
                    }
                    None => rest.push((link, target)),
                }
            }
            if rest.len() == before {
                break;
            }
            pending = rest;
        }
        let mut files = BTreeMap::new();
        let mut dirs = BTreeSet::new();
        for (path, body) in blobs {
            let full = format!("{root}/{path}");
            let mut d = full.as_str();
            while let Some(i) = d.rfind('/') {
                d = &d[..i];
                if d.len() < root.len() || !dirs.insert(d.to_string()) {
                    break;
                }
            }
            files.insert(full, body);
        }
        dirs.insert(root.to_string());
        Ok(GitTree {
            root: root.to_string(),
            files,
            dirs,
        })
    }

    fn path(&self, from: Option<&str>, path: &str) -> String {
        normalize(&resolve(from, path))
    }
}

impl Host for GitTree {
    fn read_file(&self, from: Option<&str>, path: &str) -> Result<FileText, HostError> {
        let p = self.path(from, path);
        match self.files.get(&p) {
            Some(b) => match String::from_utf8(b.clone()) {
                Ok(text) => Ok(FileText { name: p, text }),
                Err(_) => Err(HostError::Io {
                    path: p,
                    message: "the file is not UTF-8 text".into(),
                }),
            },
            None => Err(HostError::NotFound { path: p }),
        }
    }

    fn read_bytes(&self, from: Option<&str>, path: &str) -> Result<Vec<u8>, HostError> {
        let p = self.path(from, path);
        self.files
            .get(&p)
            .cloned()
            .ok_or(HostError::NotFound { path: p })
    }

    fn list_dir(&self, from: Option<&str>, path: &str) -> Result<Vec<String>, HostError> {
        let p = self.path(from, path);
        if !self.dirs.contains(&p) {
            return Err(HostError::NotFound { path: p });
        }
        let prefix = format!("{p}/");
        let mut names = BTreeSet::new();
        for k in self
            .files
            .range(prefix.clone()..)
            .map(|(k, _)| k)
            .take_while(|k| k.starts_with(&prefix))
        {
            if let Some(name) = k[prefix.len()..].split('/').next() {
                names.insert(name.to_string());
            }
        }
        Ok(names.into_iter().collect())
    }

    fn env(&self, name: &str) -> Result<Option<String>, HostError> {
        Ok(std::env::var(name).ok())
    }

    fn exec(&self, command: &HostCommand) -> Result<Output, HostError> {
        let _ = command;
        Err(HostError::Unsupported {
            what: format!("run commands while reading {} from git", self.root),
        })
    }

    fn kind(&self, from: Option<&str>, path: &str) -> Result<Option<FileKind>, HostError> {
        let p = self.path(from, path);
        Ok(if self.files.contains_key(&p) {
            Some(FileKind::File)
        } else if self.dirs.contains(&p) {
            Some(FileKind::Dir)
        } else {
            None
        })
    }
}
