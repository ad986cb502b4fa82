//! Where module functions are: the modulepath's modules a function name may be in, and
//! whether one of them has a 3.x function of that name (what module Ruby's
//! `Puppet::Parser::Functions.function` and a scope's `function_<name>` find).

use crate::eval::Compiler;
use strata_core::host::FileKind;

/// Whether `path` is a file (through the compiler's host).
pub(super) fn is_file(c: &Compiler<'_>, path: &str) -> bool {
    matches!(c.host.kind(None, path), Ok(Some(FileKind::File)))
}

/// Whether a module on the modulepath has the 3.x function `name`
/// (`lib/puppet/parser/functions/<name>.rb`), whether or not a 4.x one shadows it: what
/// `Puppet::Parser::Functions.function` finds for a scope's `function_<name>`.
pub(crate) fn has_3x(c: &Compiler<'_>, name: &str) -> bool {
    if name.is_empty() || name.contains("::") {
        return false;
    }
    module_dirs(c, &[name])
        .iter()
        .any(|(_, dir)| is_file(c, &format!("{dir}/lib/puppet/parser/functions/{name}.rb")))
}

/// The modules a function named by `segs` may be in (name, directory): the first segment's
/// module for a qualified name, else every module on the modulepath.
pub(super) fn module_dirs(c: &Compiler<'_>, segs: &[&str]) -> Vec<(String, String)> {
    let mut module_dirs = Vec::new();
    for mp in &c.opts.modulepath {
        if segs.len() > 1 {
            module_dirs.push((segs[0].to_string(), format!("{mp}/{}", segs[0])));
            continue;
        }
        let mut names = c.host.list_dir(None, mp).unwrap_or_default();
        names.sort();
        for m in names {
            let m = m.trim_end_matches('/').to_string();
            let valid = m
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
                && m.bytes().next().is_some_and(|b| b.is_ascii_lowercase());
            if valid {
                module_dirs.push((m.clone(), format!("{mp}/{m}")));
            }
        }
    }
    module_dirs
}
