//! `nickel pprint-ast`: the parsed program printed back in Nickel syntax, as
//! `strata_nickel::pretty::pprint_ast` lays it out.
//!
//! `--transform` (nickel's program after its internal transformations: desugared patterns,
//! contracts applied through its primitive operators, generated names) is refused with an
//! error: strata's evaluator has no such intermediate program to show.

use super::report;
use std::path::PathBuf;
use strata_core::source::SourceMap;
use strata_nickel::eval::EvalError;
use strata_nickel::pretty::escape;

/// Prints the program (standard input without files; the merge of their imports for several);
/// returns the exit status.
pub fn run(
    files: &[PathBuf],
    transform: bool,
    error_format: report::ErrorFormat,
    color: report::Color,
) -> i32 {
    let map = std::cell::RefCell::new(SourceMap::new());
    let result = (|| {
        if transform {
            return Err(
                EvalError::new("`pprint-ast --transform` is not supported").note(
                    "strata does not transform programs as nickel does before evaluating them; \
                 `pprint-ast` without `--transform` prints the parsed program",
                ),
            );
        }
        let (name, text) = match files {
            // several files are the merge of their imports, which nickel prints unread
            [_, _, ..] => {
                let imports: Vec<String> = files
                    .iter()
                    .map(|f| format!("(import \"{}\")", escape(&f.to_string_lossy())))
                    .collect();
                ("<generated>".to_string(), imports.join(" & "))
            }
            [f] => (
                f.to_string_lossy().into_owned(),
                crate::host::read_text(f)
                    .map_err(|e| EvalError::new(format!("source {}: {e}", f.display())))?,
            ),
            [] => {
                let text = crate::host::read_stdin_text()
                    .map_err(|e| EvalError::new(format!("cannot read standard input: {e}")))?;
                ("<stdin>".to_string(), text)
            }
        };
        let file = map.borrow_mut().add(name, text.clone());
        let e = strata_nickel::parser::parse(&text, file).map_err(strata_nickel::parse_error)?;
        let out = strata_nickel::pretty::pprint_ast(&map, &e);
        // the process is about to exit: a deeply nested tree is not freed node by node (which
        // would need as much stack as the tree is deep)
        std::mem::forget(e);
        Ok(out)
    })();
    match result {
        Ok(out) => {
            super::print_out(&out);
            0
        }
        Err(e) => {
            eprint!("{}", report::render(&map.borrow(), &e, error_format, color));
            1
        }
    }
}
