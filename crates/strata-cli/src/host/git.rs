//! A [`Host`] over one git commit's tree: the files of a control repository at a reference,
//! read from the object database without a checkout, so the compiler does not know about
//! git. Paths are those of the work tree (`ROOT/manifests/site.pp`), so catalogs name files
//! the same way for both versions.
//!
//! The objects are read with the `git` command (`rev-parse`, `ls-tree`, `cat-file --batch`):
//! one listing and one batch read per version, every blob kept in memory.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
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

fn git(root: &str, args: &[&str], stdin: Option<&[u8]>) -> Result<Vec<u8>, String> {
    let mut child = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run git: {e}"))?;
    let writer = stdin.map(|data| {
        let mut pipe = child.stdin.take();
        let data = data.to_vec();
        std::thread::spawn(move || {
            if let Some(p) = pipe.as_mut() {
                let _ = p.write_all(&data);
            }
        })
    });
    let mut out = Vec::new();
    if let Some(mut o) = child.stdout.take() {
        let _ = o.read_to_end(&mut out);
    }
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    if let Some(w) = writer {
        let _ = w.join();
    }
    let status = child.wait().map_err(|e| format!("git failed: {e}"))?;
    if !status.success() {
        return Err(err.trim().to_string());
    }
    Ok(out)
}

impl GitTree {
    /// The tree of `reference` in the repository at `root` (an error names an unknown
    /// reference).
    pub fn open(root: &str, reference: &str) -> Result<GitTree, String> {
        let spec = format!("{reference}^{{commit}}");
        let commit =
            git(root, &["rev-parse", "--verify", "--quiet", &spec], None).map_err(|e| {
                if e.is_empty() {
                    format!("Unknown git reference '{reference}' in {root}")
                } else {
                    format!("Unknown git reference '{reference}' in {root}: {e}")
                }
            })?;
        let commit = String::from_utf8_lossy(&commit).trim().to_string();
        if commit.is_empty() {
            return Err(format!("Unknown git reference '{reference}' in {root}"));
        }
        let listing = git(root, &["ls-tree", "-r", "-z", "--full-tree", &commit], None)?;
        let mut wanted = Vec::new();
        let mut batch = Vec::new();
        for entry in listing.split(|b| *b == 0).filter(|e| !e.is_empty()) {
            let text = String::from_utf8_lossy(entry);
            let Some((meta, path)) = text.split_once('\t') else {
                continue;
            };
            let mut parts = meta.split_whitespace();
            let (_mode, kind, oid) = (parts.next(), parts.next(), parts.next());
            if kind != Some("blob") {
                continue;
            }
            if let Some(oid) = oid {
                batch.extend_from_slice(oid.as_bytes());
                batch.push(b'\n');
                wanted.push(path.to_string());
            }
        }
        let data = git(root, &["cat-file", "--batch"], Some(&batch))?;
        let mut files = BTreeMap::new();
        let mut dirs = BTreeSet::new();
        let mut at = 0;
        for path in wanted {
            let nl = data[at..]
                .iter()
                .position(|b| *b == b'\n')
                .ok_or("git cat-file ended early")?;
            let head = String::from_utf8_lossy(&data[at..at + nl]).to_string();
            at += nl + 1;
            let size: usize = head
                .rsplit(' ')
                .next()
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| format!("git cat-file: unexpected answer '{head}'"))?;
            let body = data
                .get(at..at + size)
                .ok_or("git cat-file ended early")?
                .to_vec();
            at += size + 1;
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
