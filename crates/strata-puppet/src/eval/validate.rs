//! Runs Puppet's validator ([`crate::checker`]) on each file as it is loaded: warnings are
//! logged, and errors stop the compile as Puppet stops it (one error is raised as "Could not
//! parse for environment production: ..."; several are each logged, then "Language validation
//! logged N errors. Giving up" is raised).

use super::*;

impl<'a> Compiler<'a> {
    pub(crate) fn validate(&mut self, prog: &Program, id: FileId) -> Result<(), PErr> {
        let module = self.module_file(self.sources.name(id));
        let mut diags = crate::checker::check(self.sources.file(id).text(), prog, module.as_ref());
        // the rules the parser checked, each where the validator's walk meets it (before the
        // first finding further on in the file)
        for e in &prog.rule_errors {
            let at = diags
                .iter()
                .position(|d| d.offset > e.offset)
                .unwrap_or(diags.len());
            diags.insert(at, crate::checker::Diag::error(e.message.clone(), e.offset));
        }
        // Puppet parses the site manifest for the environment ("Could not parse for
        // environment production: ..."); a module's loader raises what it finds as it is.
        let prefix = if module.is_some() {
            ""
        } else {
            "Could not parse for environment production: "
        };
        if diags.is_empty() {
            return Ok(());
        }
        let mut errors = Vec::new();
        for d in diags {
            let span = Span::new(id, d.offset, d.offset);
            if d.warning && !(d.strict && self.opts.strict) {
                let at = self.location_text(span);
                self.warnings.push(format!("{}{at}", d.message));
            } else {
                errors.push((d.message, span));
            }
        }
        match errors.len() {
            0 => Ok(()),
            1 => {
                let (msg, span) = errors.remove(0);
                Err(PErr::raised_outside(format!("{prefix}{msg}"), Some(span)))
            }
            n => {
                // Puppet logs each error with its location, then gives up; the lines are
                // printed in that order, each as an `Error: ` line.
                let mut msg = String::new();
                for (m, span) in &errors {
                    msg.push_str(m);
                    msg.push_str(&self.location_text(*span));
                    msg.push_str("\nError: ");
                }
                let giving_up = format!("Language validation logged {n} errors. Giving up");
                msg.push_str(&giving_up);
                msg.push_str("\nError: ");
                msg.push_str(prefix);
                msg.push_str(&giving_up);
                msg.push_str(&format!(" (file: {})", self.sources.name(id)));
                Err(PErr::raised_outside(msg, None))
            }
        }
    }

    /// The module a file is read from, if a module's loader reads it (Puppet's
    /// `namespace_for_file`: a `.pp` file, not the site manifest, under a module path
    /// directory).
    pub(crate) fn module_file(&self, path: &str) -> Option<crate::checker::ModuleFile> {
        let manifest = &self.opts.manifest;
        if !path.ends_with(".pp") || (!manifest.is_empty() && path.starts_with(manifest.as_str())) {
            return None;
        }
        self.opts.modulepath.iter().find_map(|mp| {
            let dir = mp.trim_end_matches('/');
            let rel = path.strip_prefix(dir)?.strip_prefix('/')?;
            Some(crate::checker::ModuleFile {
                file: path.to_string(),
                namespace: crate::checker::module_namespace(rel),
            })
        })
    }
}
