//! `nickel repl`: nickel 1.18's REPL frontend over `strata_nickel::repl`.
//!
//! As nickel's (`rustyline_frontend.rs`), it reads lines with rustyline: on a terminal with the
//! `nickel> ` prompt, Emacs editing and a history kept in `--history-file` (default
//! `~/.nickel_history`; lines starting with a space are not kept); from a pipe or a file line by
//! line, without a prompt. An input that ends too early goes on over the next line (read from a
//! pipe, the lines are joined without a separator, as rustyline does). Results go to standard
//! output, each followed by an empty line, errors to standard error; the session goes on after
//! an error (after a read error only when the next read can succeed: see [`reads_on_after`]). Commands: `:load` (`:l`), `:typecheck` (`:tc`), `:query` (`:q`), `:print` (`:p`),
//! `:help` (`:h`, `:?`) and `:exit` (`:e`).

use super::{query, report};
use rustyline::error::ReadlineError;
use rustyline::validate::{ValidationContext, ValidationResult, Validator};
use rustyline::{Config, EditMode, Editor};
use std::borrow::Cow;
use std::io::Write;
use std::path::PathBuf;
use strata_nickel::eval::EvalError;
use strata_nickel::repl::{input_status, InputStatus, Outcome, Repl};
use strata_nickel::Nickel;

/// Bold (nickel prints its exit messages bold, without resetting).
const BOLD: &str = "\x1b[1m";

/// The line validator: an unfinished input is continued on the next line.
struct InputHelper;

impl rustyline::completion::Completer for InputHelper {
    type Candidate = String;
}

impl rustyline::hint::Hinter for InputHelper {
    type Hint = String;
}

impl rustyline::highlight::Highlighter for InputHelper {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        _default: bool,
    ) -> Cow<'b, str> {
        Cow::Owned(format!("\x1b[32m{prompt}"))
    }
}

impl Validator for InputHelper {
    fn validate(&self, ctx: &mut ValidationContext<'_>) -> rustyline::Result<ValidationResult> {
        Ok(match input_status(ctx.input()) {
            // as nickel's: `Invalid` without a message (rustyline then keeps reading)
            InputStatus::Partial => ValidationResult::Invalid(None),
            InputStatus::Complete | InputStatus::Command => ValidationResult::Valid(None),
        })
    }
}

impl rustyline::Helper for InputHelper {}

/// The REPL's commands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum CommandType {
    Load,
    Typecheck,
    Query,
    Print,
    Help,
    Exit,
}

impl CommandType {
    const ALL: [CommandType; 6] = [
        CommandType::Load,
        CommandType::Typecheck,
        CommandType::Query,
        CommandType::Print,
        CommandType::Help,
        CommandType::Exit,
    ];

    fn parse(s: &str) -> Option<CommandType> {
        Some(match s {
            "load" | "l" => CommandType::Load,
            "typecheck" | "tc" => CommandType::Typecheck,
            "query" | "q" => CommandType::Query,
            "print" | "p" => CommandType::Print,
            "help" | "?" | "h" => CommandType::Help,
            "exit" | "e" => CommandType::Exit,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            CommandType::Load => "load",
            CommandType::Typecheck => "typecheck",
            CommandType::Query => "query",
            CommandType::Print => "print",
            CommandType::Help => "help",
            CommandType::Exit => "exit",
        }
    }

    fn aliases(self) -> &'static [&'static str] {
        match self {
            CommandType::Load => &["l"],
            CommandType::Typecheck => &["tc"],
            CommandType::Query => &["q"],
            CommandType::Print => &["p"],
            CommandType::Help => &["h", "?"],
            CommandType::Exit => &["e"],
        }
    }
}

/// A command with its argument (the text after the first space, trimmed).
enum Command {
    Load(String),
    Typecheck(String),
    Query(String),
    Print(String),
    Help(Option<String>),
    Exit,
}

/// Parses the text after `:`, as nickel does (and, as nickel, echoes `:load`'s file name).
fn parse_command(s: &str) -> Result<Command, EvalError> {
    let cmd_end = s.find(' ').unwrap_or(s.len());
    let cmd_str = &s[..cmd_end];
    let cmd = CommandType::parse(cmd_str).ok_or_else(|| {
        EvalError::new(format!("unknown command `{cmd_str}`"))
            .note("type `:?` or `:help` for a list of available commands.")
    })?;
    let arg = s.get(cmd_end + 1..).unwrap_or("").trim().to_string();
    let require = |msg: Option<&str>| {
        if arg.trim().is_empty() {
            let name = cmd.name();
            let mut e = EvalError::new(format!("{name}: missing argument"));
            if let Some(m) = msg {
                e = e.note(m);
            }
            Err(e.note(format!(
                "type `:? {name}` or `:help {name}` for more information."
            )))
        } else {
            Ok(())
        }
    };
    Ok(match cmd {
        CommandType::Load => {
            require(Some("Please provide a file to load"))?;
            // `"file"` unquoted (a lone `"` is the empty name, as nickel's release build reads it)
            let arg = if arg.starts_with('"') && arg.ends_with('"') {
                let inner = &arg[1..];
                inner.strip_suffix('"').unwrap_or(inner).to_string()
            } else {
                arg
            };
            println!("{arg}");
            Command::Load(arg)
        }
        CommandType::Typecheck => {
            require(None)?;
            Command::Typecheck(arg)
        }
        CommandType::Query => {
            require(None)?;
            Command::Query(arg)
        }
        CommandType::Print => {
            require(None)?;
            Command::Print(arg)
        }
        CommandType::Exit => Command::Exit,
        CommandType::Help => Command::Help((!arg.is_empty()).then_some(arg)),
    })
}

/// `:help [command]`, in nickel's words.
fn help_text(arg: Option<&str>) -> String {
    let Some(arg) = arg else {
        return "Available commands: help query load typecheck exit\n".into();
    };
    let Some(c) = CommandType::parse(arg) else {
        let all: Vec<&str> = CommandType::ALL.iter().map(|c| c.name()).collect();
        return format!(
            "Unknown command `{arg}`.\nAvailable commands: ? {}\n",
            all.join(" ")
        );
    };
    let name = c.name();
    let usage = match c {
        CommandType::Help => format!(":{name} [command]"),
        CommandType::Query => format!(":{name} <field path>"),
        CommandType::Load => format!(":{name} <file>"),
        CommandType::Typecheck | CommandType::Print => format!(":{name} <expression>"),
        CommandType::Exit => format!(":{name}"),
    };
    let aliases: Vec<String> = c.aliases().iter().map(|a| format!("`{a}`")).collect();
    let mut out = format!("{usage}\nAliases: {}\n\n", aliases.join(", "));
    out.push_str(match c {
        CommandType::Help => {
            "Prints a list of available commands or the help of the given command\n"
        }
        CommandType::Query => concat!(
            "Print the metadata attached to a field\n",
            "<field path> is a dot-separated sequence of identifiers pointing to a field. ",
            "Fields can be quoted if they contain special characters, just like in normal ",
            "Nickel source code.\n\n",
            "Examples:\n",
            "- `:query std.array.any`\n",
            "- `:query mylib.contracts.\"special#chars.\".bar`\n"
        ),
        CommandType::Load => concat!(
            "Evaluate the content of <file> to a record and add its fields to the environment.\n",
            "Fail if the content of <file> doesn't evaluate to a record.\n"
        ),
        CommandType::Typecheck => "Typecheck the given expression and print its top-level type\n",
        CommandType::Print => "Evaluate and print <expression> recursively\n",
        CommandType::Exit => "Exit the REPL session\n",
    });
    out
}

/// The session: the Nickel evaluator, the REPL state and how errors are shown.
struct Session {
    nk: Nickel,
    repl: Repl,
    color: report::Color,
}

impl Session {
    fn report(&self, e: &EvalError) {
        let text = report::render(
            &self.nk.sources.borrow(),
            e,
            report::ErrorFormat::Text,
            self.color,
        );
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(text.as_bytes());
        let _ = err.flush();
    }

    /// Evaluates an input and prints its value (`then` after it); a binding prints nothing.
    fn eval_print(&mut self, text: &str, then: &str) {
        let result = self.repl.eval(&mut self.nk, text).and_then(|o| match o {
            Outcome::Value(v) => {
                let mut out = self.nk.eval_output(&v)?;
                out.push_str(then);
                Ok(Some(out))
            }
            Outcome::Bound(_) => Ok(None),
        });
        match result {
            Ok(Some(out)) => super::print_out(&out),
            Ok(None) => {}
            Err(e) => self.report(&e),
        }
    }

    /// Runs a command; `false` when it ends the session.
    fn command(&mut self, line: &str) -> bool {
        let result = match parse_command(&line[1..]) {
            Ok(Command::Exit) => {
                println!("{BOLD}Exiting");
                return false;
            }
            Ok(Command::Load(path)) => self.repl.load(&mut self.nk, &path).map(|n| {
                println!("Loaded {n} symbol(s) in the environment.");
            }),
            Ok(Command::Typecheck(exp)) => self
                .repl
                .typecheck(&mut self.nk, &exp)
                .map(|t| println!("Ok: {t}")),
            Ok(Command::Query(path)) => self.repl.query(&mut self.nk, &path).and_then(|f| {
                let (text, _) = query::render(&mut self.nk, &f, query::Attributes::default())?;
                print!("{text}");
                Ok(())
            }),
            Ok(Command::Print(exp)) => {
                // an evaluation error is reported, and the command still succeeds
                self.eval_print(&exp, "");
                Ok(())
            }
            Ok(Command::Help(arg)) => {
                print!("{}", help_text(arg.as_deref()));
                Ok(())
            }
            Err(e) => Err(e),
        };
        match result {
            Ok(()) => println!(),
            Err(e) => self.report(&e),
        }
        let _ = std::io::stdout().flush();
        true
    }
}

/// Whether the session reads on after the read error `e`. nickel reads on after any: a line
/// that is not UTF-8 has been read (and is skipped) and a signal has passed, but any other error
/// comes back at every read (standard input a folder, a terminal gone), which nickel reports
/// for ever; strata ends the session after reporting it once.
fn reads_on_after(e: &ReadlineError) -> bool {
    match e {
        ReadlineError::Io(io) => matches!(
            io.kind(),
            std::io::ErrorKind::InvalidData | std::io::ErrorKind::Interrupted
        ),
        ReadlineError::Signal(_) => true,
        _ => false,
    }
}

/// The session's main loop; returns the exit status.
pub fn run(nk: Nickel, history_file: Option<PathBuf>, color: report::Color) -> i32 {
    let history_file = history_file.or_else(|| {
        std::env::var_os("HOME")
            .filter(|h| !h.is_empty())
            .map(|h| PathBuf::from(h).join(".nickel_history"))
    });
    println!("Nickel 1.18.0");
    println!("Type \":help\" for help, or \":exit\" to exit");
    let config = Config::builder()
        .history_ignore_space(true)
        .edit_mode(EditMode::Emacs)
        .color_mode(match color {
            report::Color::Always => rustyline::config::ColorMode::Forced,
            report::Color::Never => rustyline::config::ColorMode::Disabled,
            report::Color::Auto => rustyline::config::ColorMode::Enabled,
        })
        .auto_add_history(true)
        .build();
    let mut editor: Editor<InputHelper, rustyline::history::DefaultHistory> =
        match Editor::with_config(config) {
            Ok(e) => e,
            Err(e) => {
                eprintln!("error: cannot start the line editor: {e}");
                return 1;
            }
        };
    if let Some(h) = &history_file {
        let _ = editor.load_history(h);
    }
    editor.set_helper(Some(InputHelper));
    let mut session = Session {
        nk,
        repl: Repl::new(),
        color,
    };
    loop {
        match editor.readline("nickel> ") {
            Ok(line) if line.trim().is_empty() => {}
            Ok(line) if line.starts_with(':') => {
                if !session.command(&line) {
                    break;
                }
            }
            Ok(line) => session.eval_print(&line, "\n"),
            Err(ReadlineError::Eof) => {
                println!("{BOLD}Ctrl+D. Exiting");
                break;
            }
            Err(ReadlineError::Interrupted) => {}
            Err(e) => {
                if let Some(h) = &history_file {
                    let _ = editor.save_history(h);
                }
                session.report(&EvalError::new(e.to_string()));
                if !reads_on_after(&e) {
                    break;
                }
            }
        }
    }
    if let Some(h) = &history_file {
        let _ = editor.save_history(h);
    }
    let _ = std::io::stdout().flush();
    // the process is about to exit: skip freeing the session's values one by one
    std::mem::forget(session);
    0
}
