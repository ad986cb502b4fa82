//! The Ruby companion (issue 21): a module's own Ruby functions (4.x with dispatches, 3.x
//! `newfunction`), callbacks into strata, every kind of value crossing to Ruby and back,
//! errors (a raising function, a looping one, commands without --allow-exec), a Ruby Symbol
//! held as Puppet holds it, `--no-ruby`, and ERB templates outside the native evaluator. The
//! module is `tests/data/puppet_ruby/modules/rt`. Expected values were checked against Puppet 7.23
//! (`puppet apply --modulepath tests/data/puppet_ruby/modules`).
//!
//! These tests need a `ruby` on PATH; without one they print why and pass, except under `CI`
//! (where `.ci/run` installs Puppet, which brings Ruby), where a missing Ruby fails them.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn modules() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/puppet_ruby/modules")
}

/// The Ruby interpreter on PATH, or None (after saying so; a failure under `CI`).
fn ruby() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found = std::env::split_paths(&path)
        .map(|d| d.join("ruby"))
        .find(|p| p.is_file());
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have ruby on PATH for the Ruby companion's tests"
        );
        eprintln!("skipped: no `ruby` on PATH (the Ruby companion's tests need one)");
    }
    found
}

/// A scratch directory, removed when dropped (also when a test fails).
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `strata puppet compile --modulepath <the test module> args` in a new scratch
/// directory holding `files` (name, text): the directory (for what the compile wrote), exit
/// status, stdout, stderr.
fn compile_in(files: &[(&str, &str)], args: &[&str]) -> (Scratch, i32, String, String) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("strata-puppet-ruby-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("mkdir");
    let dir = Scratch(dir);
    for (name, text) in files {
        std::fs::write(dir.0.join(name), text).expect("write");
    }
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["puppet", "compile", "--modulepath"])
        .arg(modules())
        .args(args)
        .current_dir(&dir.0)
        .output()
        .expect("strata runs");
    (
        dir,
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Compiles `manifest` for node `n1` against the test module with extra `args`: exit status,
/// stdout, stderr.
fn compile(manifest: &str, args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["--manifest", "site.pp", "--node", "n1"];
    all.extend_from_slice(args);
    let (_dir, code, out, err) = compile_in(&[("site.pp", manifest)], &all);
    (code, out, err)
}

/// The notices of a compile, without their `Notice: Scope(Class[main]): ` prefix (a notice
/// of several lines is one entry).
fn notices(stdout: &str) -> Vec<String> {
    let text = stdout.split("\n{").next().unwrap_or_default();
    text.split("Notice: Scope(Class[main]): ")
        .skip(1)
        .map(|n| n.strip_suffix('\n').unwrap_or(n).to_string())
        .collect()
}

/// The `Error: ` line of a failed compile.
fn error(stderr: &str) -> String {
    stderr
        .lines()
        .find(|l| l.starts_with("Error: "))
        .unwrap_or_default()
        .to_string()
}

#[test]
fn every_kind_of_value_comes_back_identical() {
    if ruby().is_none() {
        return;
    }
    let manifest = r#"
$vals = ['s', 42, 4.0, 1e20, -0.5, true, false, undef, default, [1, [2.5]],
  {1 => 'a', 'b' => undef, [1] => {}, '__ptype' => 'x'}, /a.c/, Integer[1, 5],
  Optional[String], "é\n\"q\""]
$vals.each |$v| {
  $r = rt::echo($v)
  notice("${$r == $v} ${type($r) == type($v)} ${r}")
}
notice(rt::echo(File['/tmp/x']) == File['/tmp/x'])
notice(rt::echo(Sensitive('secret')).unwrap)
notice(rt::kinds('a', 1, 1.0, true, undef, default, [1], {1 => 2}, /x/, Integer, Sensitive(1)))
"#;
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec![
            "true true s",
            "true true 42",
            "true true 4.0",
            "true true 1.0e+20",
            "true true -0.5",
            "true true true",
            "true true false",
            "true true ",
            "true true default",
            "true true [1, [2.5]]",
            "true true {1 => a, b => , [1] => {}, __ptype => x}",
            "true true /a.c/",
            "true true Integer[1, 5]",
            "true true Optional[String]",
            "true true é\n\"q\"",
            "true",
            "secret",
            "[String, Integer, Float, TrueClass, NilClass, Symbol, Array, Hash, Regexp, \
             Puppet::Pops::Types::PIntegerType, Puppet::Pops::Types::PSensitiveType::Sensitive]",
        ]
    );
}

#[test]
fn dispatch_by_count_type_and_block() {
    if ruby().is_none() {
        return;
    }
    let manifest = r#"
notice(rt::describe(3))
notice(rt::describe('x'))
notice(rt::describe('x', '?'))
notice(rt::describe({'a' => 1, 'b' => 2}) |$k, $v| { "${k}=${v}" })
"#;
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["small integer 3", "string x!", "string x?", "[a=1, b=2]"]
    );
    // No dispatch takes an Integer over 10: Puppet lists each signature and why it refused.
    let (code, _, err) = compile("notice(rt::describe(11))\n", &[]);
    assert_eq!(code, 1);
    let e = error(&err);
    assert!(
        e.starts_with(
            "Error: Evaluation Error: Error while evaluating a Function Call, The function \
             'rt::describe' was called with arguments it does not accept. It expects one of:"
        ),
        "{e}"
    );
    assert!(
        err.contains(
            "  (Integer[0, 10] n)\n    rejected: parameter 'n' expects an Integer[0, 10] \
             value, got Integer[11, 11]\n  (String s, String suffix?)\n    rejected: \
             parameter 's' expects a String value, got Integer\n"
        ),
        "{err}"
    );
    let (code, _, err) = compile("notice(rt::describe('a', 'b', 'c'))\n", &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains("'rt::describe' expects between 1 and 2 arguments, got 3"),
        "{err}"
    );
}

#[test]
fn callbacks_and_3x_functions() {
    if ruby().is_none() {
        return;
    }
    let manifest = r#"
$rt_var = 'p'
notice(rt::nested('ab'))
notice(rt_legacy('q'))
notice(rt_legacy(undef))
"#;
    let (code, out, err) = compile(manifest, &["--profile"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["[00042, abab, {1 => ab}, p]", "p-q-1", "empty"]
    );
    // rt::nested, the rt::echo it calls, and two rt_legacy calls
    assert!(err.contains("Profile: 4 call(s) went to Ruby"), "{err}");
}

#[test]
fn erb_outside_the_native_evaluator_runs_in_ruby() {
    if ruby().is_none() {
        return;
    }
    let manifest = r#"
$rt_var = 'p'
$rt_top = 'top'
$list = [1, 2, 3]
notice(inline_template("<%= [1,2,3].each_slice(2).to_a.inspect %>"))
notice(template('rt/ruby.erb'))
"#;
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["[[1, 2], [3]]", "hi p\n1+2,3\np/top"]);
    // Without Ruby, the native evaluator's reason and what would have run it.
    let (code, _, err) = compile(manifest, &["--no-ruby"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("Failed to parse template rt/ruby.erb:"),
        "{err}"
    );
    assert!(
        err.contains("Detail: uninitialized constant Class (strata's own ERB evaluator stops here"),
        "{err}"
    );
    assert!(err.contains("--no-ruby, or no `ruby` on PATH"), "{err}");
}

#[test]
fn a_template_compiled_once_in_ruby_renders_each_time_with_its_own_variables() {
    if ruby().is_none() {
        return;
    }
    // The companion compiles a template once and calls it for every rendering: each
    // rendering sees its own variables, and a failing one still names its line.
    let manifest = r#"
['A', 'B', 'C'].each |$rt_var| {
  notice(inline_template("<%= Class.new { def x; 'k'; end }.new.x %>-<%= @rt_var %>"))
  notice(template('rt/ruby.erb', 'rt/ruby.erb'))
}
"#;
    let (code, out, err) = compile(&format!("$rt_top = 't'\n$list = [1]\n{manifest}"), &[]);
    assert_eq!(code, 0, "{err}");
    // (a notice of a template's output keeps the template's final line break)
    let got: Vec<String> = notices(&out)
        .iter()
        .map(|n| n.trim_end().to_string())
        .collect();
    assert_eq!(
        got,
        ["A", "B", "C"]
            .iter()
            .flat_map(|v| [
                format!("k-{v}"),
                format!("hi {v}\n1\n{v}/t\nhi {v}\n1\n{v}/t")
            ])
            .collect::<Vec<_>>()
    );
    let (code, _, err) = compile(
        "['a', 'b'].each |$x| { notice(inline_template(\"<%= Class.new.x %>\n<%= @x %>\")) }\n",
        &[],
    );
    assert_eq!(code, 1);
    assert!(err.contains("undefined method `x'"), "{err}");
}

#[test]
fn a_rescue_does_not_catch_what_strata_does_not_evaluate() {
    if ruby().is_none() {
        return;
    }
    // `unpack` is beyond the native evaluator: its `rescue` must not take that for a Ruby
    // exception (which would print "rescued"); the template goes to Ruby, where nothing raises.
    // A real Ruby exception is still rescued natively.
    let manifest = r#"
notice(inline_template("<%= begin; 'abc'.unpack('C*').inspect; rescue; 'rescued'; end %>"))
notice(inline_template("<%= begin; nil.upcase; rescue => e; e.message; end %>"))
"#;
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["[97, 98, 99]", "undefined method `upcase' for nil:NilClass"]
    );
    let (code, _, err) = compile(manifest, &["--no-ruby"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("method `unpack' on String is not evaluated by strata"),
        "{err}"
    );
}

#[test]
fn a_raising_function_is_an_error_at_the_call() {
    if ruby().is_none() {
        return;
    }
    let (code, _, err) = compile("\n$x = rt::boom('input')\n", &[]);
    assert_eq!(code, 1);
    let e = error(&err);
    assert!(
        e.starts_with(
            "Error: Evaluation Error: Error while evaluating a Function Call, boom: bad input \
             (file: "
        ) && e.ends_with("site.pp, line: 2, column: 6) on node n1"),
        "{e}"
    );
    // The Ruby backtrace's first module frame follows on a line of its own.
    assert!(
        err.contains("\n  raised in Ruby at ")
            && err.contains("rt/lib/puppet/functions/rt/boom.rb:3\n"),
        "{err}"
    );
    // A Symbol is a value Puppet holds (a Runtime[ruby, 'Symbol'], printed as its name);
    // commands need --allow-exec.
    let (code, out, err) = compile("notice(rt::symbol())\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["[not_a_puppet_value]".to_string()]);
    let (code, _, err) = compile("$x = rt::shell()\n", &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains("running commands from module Ruby needs --allow-exec"),
        "{err}"
    );
}

/// The processes whose command line contains `needle`.
fn processes_with(needle: &str) -> usize {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return 0;
    };
    dir.filter_map(|e| e.ok())
        .filter_map(|e| std::fs::read(e.path().join("cmdline")).ok())
        .filter(|c| String::from_utf8_lossy(c).contains(needle))
        .count()
}

#[cfg(unix)]
#[test]
fn a_looping_function_times_out_and_leaves_no_process() {
    let Some(ruby) = ruby() else { return };
    // A uniquely named link to the interpreter, to find its processes afterwards.
    let dir =
        Scratch(std::env::temp_dir().join(format!("strata-ruby-loop-{}", std::process::id())));
    std::fs::create_dir_all(&dir.0).expect("mkdir");
    let link = dir.0.join("ruby-under-test");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&ruby, &link).expect("symlink");
    let link_s = link.to_string_lossy().into_owned();
    let started = Instant::now();
    let (code, _, err) = compile(
        "$x = rt::spin()\n",
        &["--ruby", &link_s, "--ruby-timeout", "1"],
    );
    assert!(started.elapsed() < Duration::from_secs(20));
    assert_eq!(code, 1);
    assert!(
        err.contains("did not finish within 1 seconds (the Ruby process was stopped)"),
        "{err}"
    );
    assert!(err.contains("rt::spin"), "{err}");
    assert_eq!(
        processes_with(&link_s),
        0,
        "a Ruby process was left running"
    );
}

#[test]
fn no_ruby_names_the_function_and_its_file() {
    // No interpreter is started: this test runs everywhere.
    let (code, _, err) = compile("$x = rt::echo(1)\n", &["--no-ruby"]);
    assert_eq!(code, 1);
    let e = error(&err);
    assert!(
        e.contains("The function 'rt::echo' of module 'rt' (")
            && e.contains(
                "rt/lib/puppet/functions/rt/echo.rb) needs Ruby, and running Ruby is off"
            ),
        "{e}"
    );
    // A missing interpreter is the same as none.
    let (code, _, err) = compile(
        "$x = rt::echo(1)\n",
        &["--ruby", "/nonexistent/strata-test/ruby"],
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("needs Ruby, and cannot run `/nonexistent/strata-test/ruby`"),
        "{err}"
    );
}

#[test]
fn a_function_calling_itself_through_strata_ends_with_an_error() {
    if ruby().is_none() {
        return;
    }
    let (code, _, err) = compile("notice(rt::recurse(1))\n", &[]);
    assert_eq!(code, 1);
    // Ruby's stack or strata's depth budget, whichever ends first: an error, no crash.
    let e = error(&err);
    assert!(
        e.contains("stack level too deep") || e.contains("depth"),
        "{e}"
    );
}

#[test]
fn dispatch_follows_puppets_order_and_block_rules() {
    if ruby().is_none() {
        return;
    }
    // The first dispatch that takes the arguments wins, even when a later one is quicker to
    // tell (texts from `puppet apply` 7.23).
    let (code, out, err) = compile("notice(rt::order(3))\nnotice(rt::order(30))\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["small 3", "any 30"]);
    // A block only where a dispatch has a block parameter; a function without `dispatch`
    // has none.
    for (manifest, want) in [
        (
            "notice(rt::echo(1) |$x| { $x })\n",
            "Error while evaluating a Function Call, 'rt::echo' does not expect a block (file: ",
        ),
        (
            "notice(rt::kinds(1) |$x| { $x })\n",
            "Error while evaluating a Function Call, 'rt::kinds' does not expect a block (file: ",
        ),
        (
            "notice(rt::describe('x') |$x| { $x })\n",
            "\n  (String s, String suffix?)\n    rejected: does not expect a block\n  \
             (Hash[String, Integer] h, Callable block)\n    rejected: parameter 'h' expects",
        ),
        (
            "notice(rt::describe({'a' => 1}))\n",
            "\n  (Hash[String, Integer] h, Callable block)\n    rejected: expects a block (file: ",
        ),
        // every dispatch listed, the count reasons too
        (
            "notice(rt::describe('x', 1))\n",
            "It expects one of:\n  (Integer[0, 10] n)\n    rejected: expects 1 argument, got 2\n  \
             (String s, String suffix?)\n    rejected: parameter 'suffix' expects a String \
             value, got Integer\n  (Hash[String, Integer] h, Callable block)\n    rejected: \
             expects 1 argument, got 2 (file: ",
        ),
        // every dispatch refused the same parameter: one reason, the types' short names
        (
            "notice(rt::order('x'))\n",
            "Function Call, 'rt::order' parameter 'n' expects an Integer value, got String (file: ",
        ),
        (
            "notice(rt::nomethod(1))\n",
            "Error while evaluating a Function Call, Function Load Error for function \
             'rt::nomethod': Function Creation Error, cannot create a default dispatcher for \
             function 'nomethod', no method with this name found (file: ",
        ),
        (
            "notice(rt_atleast())\n",
            "Error while evaluating a Function Call, rt_atleast(): Wrong number of arguments \
             given (0 for minimum 1) (file: ",
        ),
    ] {
        let (code, _, err) = compile(manifest, &[]);
        assert_eq!(code, 1, "{manifest}: {err}");
        assert!(err.contains(want), "{manifest}: {err}");
    }
    let (code, out, err) = compile("notice(rt_atleast(1, 2))\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["2"]);
}

#[test]
fn commands_run_by_module_ruby_stay_off_the_protocol() {
    if ruby().is_none() {
        return;
    }
    // `system` prints to the child's standard output and `cat` reads its input: neither
    // reaches the companion's pipes. Open3 works with --allow-exec.
    let (code, out, err) = compile("notice(rt::run())\n", &["--allow-exec"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["[true, captured\n]"]);
    let (code, _, err) = compile("notice(rt::run())\n", &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains("running commands from module Ruby needs --allow-exec"),
        "{err}"
    );
}

#[test]
fn a_template_handed_to_ruby_logs_once_and_a_failed_function_stays_the_templates_error() {
    if ruby().is_none() {
        return;
    }
    // The native run calls notice, then stops at `Class.new`; Ruby runs the template again
    // (puppet apply 7.23 logs the notice once).
    let (code, out, err) = compile("notice(template('rt/logs.erb'))\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["from the template", "ruby"]);
    // A Puppet function that fails inside a template is the template's error, as Puppet
    // words it; the native run's error stands. `scope.function_fail` is the 3.x `fail`, which
    // raises in Puppet's own library: Puppet names that frame (puppet apply 7.23 prints
    // the full path of its library directory).
    let (code, _, err) = compile("notice(template('rt/fails.erb'))\n", &[]);
    assert_eq!(code, 1);
    let e = error(&err);
    assert_eq!(
        e,
        "Error: Evaluation Error: Error while evaluating a Function Call, Failed to parse \
         template rt/fails.erb:",
        "{err}"
    );
    assert!(
        err.contains(
            "\n  Filepath: puppet/parser/functions/fail.rb\n  Line: 10\n  Detail: stop here\n"
        ),
        "{err}"
    );
}

/// The whole first error of a failed compile, up to its location, with the site's folder
/// left out.
fn whole_error(stderr: &str) -> String {
    let start = stderr.find("Error: ").expect("an error");
    let rest = &stderr[start..];
    rest[..rest.find(" (file: ").expect("a location")].to_string()
}

#[test]
fn a_template_run_in_ruby_names_the_frame_puppets_library_raised_in() {
    if ruby().is_none() {
        return;
    }
    // Both templates stop the native evaluator at `Class.new`; the companion's
    // `scope.function_x` is Puppet's 3.x function (puppet apply 7.23's errors, its library
    // directory left out).
    let (code, _, err) = compile("notice(template('rt/versioncmp_nil.erb'))\n", &[]);
    assert_eq!(code, 1);
    assert_eq!(
        whole_error(&err),
        "Error: Evaluation Error: Error while evaluating a Function Call, Failed to parse \
         template rt/versioncmp_nil.erb:\n  Filepath: puppet/util/package.rb\n  Line: 11\n  \
         Detail: undefined method `scan' for nil:NilClass\n\n    ax = version_a.scan(vre)\n"
            .to_string()
            + &" ".repeat(18)
            + "^^^^^\n",
    );
    let (code, out, err) = compile("notice(template('rt/nested_fails.erb'))\n", &[]);
    assert_eq!(code, 1);
    assert_eq!(
        whole_error(&err),
        "Error: Evaluation Error: Error while evaluating a Function Call, Failed to parse \
         template rt/nested_fails.erb:\n  Filepath: puppet/parser/functions/template.rb\n  \
         Line: 36\n  Detail: Failed to parse template rt/fails.erb:\n  Filepath: \
         puppet/parser/functions/fail.rb\n  Line: 10\n  Detail: stop here\n\n",
    );
    // (Puppet also logs the inner template's notice before the error; strata prints no
    // notices of a failed compile)
    let _ = out;
}

#[test]
fn templates_see_the_variables_of_puppets_scope_to_hash() {
    if ruby().is_none() {
        return;
    }
    // Scope#to_hash leaves undef variables out, and an inner undef hides an outer value,
    // natively and in Ruby (`Class.new` hands the second template to Ruby); texts from
    // puppet apply 7.23.
    let manifest = r#"
$u = undef
$d = 'x'
notice(inline_template("<%= scope.to_hash.key?('u') %> <%= scope.to_hash.key?('d') %>"))
notice(inline_template("<%= Class.new.name.inspect %> <%= defined?(@u).inspect %> <%= scope.to_hash.key?('u') %> <%= @d %>"))
class inner {
  $d = undef
  notice(inline_template("<%= scope.to_hash.key?('d') %> <%= scope.to_hash['u'].inspect %>"))
}
include inner
"#;
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "Notice: Scope(Class[main]): false true\nNotice: Scope(Class[main]): nil nil false \
             x\nNotice: Scope(Class[Inner]): false nil\n"
        ),
        "{out}"
    );
}

#[test]
fn a_scope_shows_itself_as_puppet_does() {
    if ruby().is_none() {
        return;
    }
    // `to_s` of the scope a 3.x function runs in, and Ruby's NameError naming it; texts from
    // puppet apply 7.23.
    let (code, out, err) = compile(
        "class c { notice(rt_scope()) }\ninclude c\nnotice(rt_scope())\n",
        &[],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "Notice: Scope(Class[C]): Scope(Class[C])\nNotice: Scope(Class[main]): \
             Scope(Class[main])\n"
        ),
        "{out}"
    );
    let (code, _, err) = compile("class c { $x = rt_scope(1) }\ninclude c\n", &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "Error while evaluating a Function Call, undefined local variable or method \
             `no_such_method' for Scope(Class[C]):Puppet::Parser::Scope"
        ),
        "{err}"
    );
}

#[test]
fn a_worker_keeps_one_companion_for_its_nodes_and_each_compile_starts_clean() {
    if ruby().is_none() {
        return;
    }
    let site = "notify { 'pid': message => String(rt::pid()) }\n\
                notify { 'mark': message => \"${rt_mark()} ${rt_mark()}\" }\n";
    let (dir, code, _, err) = compile_in(
        &[("site.pp", site), ("nodes.txt", "a\nb\nc\n")],
        &[
            "--manifest",
            "site.pp",
            "--nodes",
            "nodes.txt",
            "--out-dir",
            "out",
            "--jobs",
            "1",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let mut pids = Vec::new();
    for node in ["a", "b", "c"] {
        let catalog =
            std::fs::read_to_string(dir.0.join(format!("out/{node}.json"))).expect("catalog");
        // the messages in resource order: Notify[pid], then Notify[mark]
        let messages: Vec<&str> = catalog
            .split("\"message\":\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .collect();
        let message = |title: &str| match title {
            "pid" => messages.first().copied().unwrap_or_default().to_string(),
            _ => messages.get(1).copied().unwrap_or_default().to_string(),
        };
        // the variable rt_mark sets is seen later in the same compile, never in the next
        assert_eq!(message("mark"), "first again", "{node}: {catalog}");
        pids.push(message("pid"));
    }
    assert!(pids[0].parse::<u32>().is_ok(), "{pids:?}");
    assert!(
        pids.iter().all(|p| *p == pids[0]),
        "one worker, one companion: {pids:?}"
    );
}

#[test]
fn module_ruby_finds_the_libraries_puppet_has_loaded() {
    if ruby().is_none() {
        return;
    }
    // Digest, Base64, URI, Set and ERB without a require (the shim loads them at first use);
    // the values are Ruby's own.
    let (code, out, err) = compile("notice(rt::preloaded())\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["[0cc175b9c0f1b6a831c399e269772661, 86f7e437, ca978112, YQ==, x.example, 2, 2]"]
    );
}

#[test]
fn a_value_a_template_sets_is_the_object_nested_templates_read() {
    if ruby().is_none() {
        return;
    }
    // `scope.setvar` keeps the Ruby hash itself: the nested template reads what the outer
    // one stored in it (apache's vhost/_directories.erb and _require.erb). Natively, with
    // or without Ruby; when the nested template needs Ruby, the whole outer template goes
    // to Ruby (which cannot see values set natively). Checked against `puppet apply`.
    let site = |inner: &str| {
        format!(
            "$dirs = [{{'path' => '/a'}}, {{'path' => '/b'}}]\n$inner = '{inner}'\nnotice(template('rt/setvar_outer.erb'))\n"
        )
    };
    let native = site("rt/setvar_native.erb");
    for args in [&[][..], &["--no-ruby"][..]] {
        let (code, out, err) = compile(&native, args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert_eq!(
            notices(&out),
            vec!["item /a\nitem /b\nend [:item]"],
            "{args:?}"
        );
    }
    let ruby_inner = site("rt/setvar_ruby.erb");
    let (code, out, err) = compile(&ruby_inner, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["item /a 1\nitem /b 1\nend [:item]"]);
    let (code, _, err) = compile(&ruby_inner, &["--no-ruby"]);
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "Detail: uninitialized constant Struct (strata's own ERB evaluator stops here"
        ),
        "{err}"
    );
    // Setting a variable the scope already has is Puppet's error, natively too.
    let (code, _, err) = compile(
        "$dirs = []\n$inner = 'x'\nnotice(template('rt/setvar_outer.erb'))\nnotice(template('rt/setvar_outer.erb'))\n",
        &[],
    );
    assert_eq!(code, 1);
    assert!(err.contains("Cannot reassign variable '$_ts'"), "{err}");
}

#[test]
fn a_template_in_ruby_sets_variables_with_puppets_checks() {
    if ruby().is_none() {
        return;
    }
    // `Class.new` hands each template to Ruby, whose `scope.setvar` checks as Puppet's does,
    // also against a value a native template set in the same scope (texts from `puppet apply`
    // 7.23: "Failed to parse inline template: <message>").
    let in_ruby = |code: &str| {
        format!("$d = 1\nnotice(inline_template(\"<%= Class.new.name.inspect %><% {code} %>\"))\n")
    };
    for (manifest, want) in [
        (
            in_ruby("scope.setvar('d', 2)"),
            "Cannot reassign variable '$d'",
        ),
        (
            in_ruby("scope.setvar('y', 2); scope.setvar('y', 3)"),
            "Cannot reassign variable '$y'",
        ),
        (
            in_ruby("scope.setvar('facts', 2)"),
            "Attempt to assign to a reserved variable name: 'facts'",
        ),
        (
            in_ruby("scope.setvar('12', 2)"),
            "Cannot assign to a numeric match result variable '$12'",
        ),
        (
            in_ruby("scope.setvar(:x, 2)"),
            "Scope variable name :x is a Symbol, not a string",
        ),
        (
            format!(
                "notice(inline_template(\"<% scope.setvar('w', 2) %>\"))\n{}",
                in_ruby("scope.setvar('w', 3)")
            ),
            "Cannot reassign variable '$w'",
        ),
    ] {
        let (code, _, err) = compile(&manifest, &[]);
        assert_eq!(code, 1, "{manifest}: {err}");
        assert!(
            err.contains(&format!("Failed to parse inline template: {want}")),
            "{manifest}: {err}"
        );
    }
    let (code, out, err) = compile(&in_ruby("scope.setvar('z', 2)"), &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["nil"]);
}

#[test]
fn settings_read_from_ruby_answer_as_puppet_or_name_what_strata_lacks() {
    if ruby().is_none() {
        return;
    }
    // Checked against Puppet 7.23 (the shared batch compiler): the machine-independent
    // settings with their values and classes, `nil` for a name Puppet does not know.
    let manifest = "notice(rt::setting('server'))\nnotice(rt::setting('serverport'))\n\
                    notice(rt::setting('no_such_setting'))\n";
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["String:\"puppet\"", "Integer:8140", "NilClass:nil"]
    );
    // A setting that depends on the Puppet installation is an error naming it, not a `nil`
    // that fails further on (Puppet gives its own directory here).
    let (code, _, err) = compile("\n$x = rt::setting('vardir')\n", &[]);
    assert_eq!(code, 1);
    let e = error(&err);
    assert!(
        e.contains(
            "reads Puppet[:vardir], a setting whose value depends on the Puppet installation"
        ) && e.contains("rt/lib/puppet/functions/rt/setting.rb")
            && e.ends_with("site.pp, line: 2, column: 6) on node n1"),
        "{e}"
    );
}

// The Puppet APIs a census of 80 public modules' function files found the companion lacking
// (settings set from Ruby, features, file modes, commands, Util's JSON/YAML, gems, rescued
// callback errors, the scope's own resource). Expected values: Puppet 7.23, `puppet apply
// --noop --modulepath tests/data/puppet_ruby/modules` of the same manifests.

#[test]
fn settings_set_from_ruby_hold_for_the_compile_and_read_through_puppet_settings() {
    if ruby().is_none() {
        return;
    }
    let manifest = "notice(rt::settings_set('strict', 'off'))\n\
                    notice(rt::settings_set('strict', 'error'))\n";
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    let n = notices(&out);
    // Puppet's first value is its default (:warning), which strata models as a String or
    // not at all; what the function set is what it reads back, and in the next call.
    assert!(n[0].ends_with(" -> :off, server \"puppet\""), "{n:?}");
    assert_eq!(n[1], ":off -> :error, server \"puppet\"");
}

#[test]
fn features_are_puppets_own_and_those_modules_add() {
    if ruby().is_none() {
        return;
    }
    let (code, out, err) = compile("notice(rt::features())\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["[true, false, true, true, false]"]);
}

#[test]
fn symbolic_file_modes_convert_as_puppet_converts_them() {
    if ruby().is_none() {
        return;
    }
    let (code, out, err) = compile("notice(rt::file_modes())\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["[420, 488, 432, 493, 3053, 511, true, true, false, 0755, 644]"]
    );
    for (mode, want) in [
        ("u+q", "Unknown operation in symbolic mode \"u+q\""),
        ("", "An empty mode string is illegal"),
        (
            "u=rw,go+z",
            "Unknown operation at \"go+z\" in symbolic mode \"u=rw,go+z\"",
        ),
    ] {
        let (code, _, err) = compile(&format!("notice(rt::file_modes('{mode}'))\n"), &[]);
        assert_eq!(code, 1);
        assert!(
            error(&err).contains(&format!(
                "Error while evaluating a Function Call, {want} (file: "
            )),
            "{err}"
        );
    }
}

#[test]
fn util_json_yaml_and_gems_puppet_loads() {
    if ruby().is_none() {
        return;
    }
    let (code, out, err) = compile("notice(rt::util_apis())\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["[{a => [1, 2.5, ]}, {b => [x, true]}, :c, {d => {e => 3}}, json error]"]
    );
}

#[test]
fn a_callback_error_is_a_parse_error_module_code_can_rescue() {
    if ruby().is_none() {
        return;
    }
    let (code, out, err) = compile("notice(rt::rescued('oops'))\nnotice('after')\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["rescued true: oops", "after"]);
}

#[test]
fn the_scopes_own_resource_and_its_parameters() {
    if ruby().is_none() {
        return;
    }
    let manifest = "class probe($a = 1, $b = 'x') { notice(rt::own_params()) }\n\
                    class { 'probe': b => 'y' }\nnotice(rt::own_params())\n";
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    let text = out.split("\n{").next().unwrap_or_default();
    assert!(
        text.contains("Notice: Scope(Class[Probe]): :a=1 :b=\"y\" :name=\"Probe\"\n"),
        "{text}"
    );
    assert_eq!(notices(&out), vec![":name=\"main\""]);
}

#[test]
fn puppet_util_execution_runs_only_with_allow_exec() {
    if ruby().is_none() {
        return;
    }
    let manifest = "notice(rt::execute('echo', 'hi'))\nnotice(rt::execute('false'))\n";
    let (code, out, err) = compile(manifest, &["--allow-exec"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["\"hi\\n\" 0", "failed: Execution of 'false' returned 1: "]
    );
    let (code, _, err) = compile(manifest, &[]);
    assert_eq!(code, 1);
    assert!(
        err.contains("running commands from module Ruby needs --allow-exec"),
        "{err}"
    );
}

#[test]
fn an_empty_collection_refused_by_a_dispatch_is_named_array_or_hash() {
    if ruby().is_none() {
        return;
    }
    // Puppet's infer_set names [] and {} Array and Hash (a Tuple or Struct has elements).
    for (arg, got) in [("[]", "Array"), ("{}", "Hash"), ("[1]", "Tuple")] {
        let (code, _, err) = compile(&format!("$a = rt::setting({arg})\n"), &[]);
        assert_eq!(code, 1);
        let want = format!(
            "Error while evaluating a Function Call, 'rt::setting' parameter 'name' expects a \
             String value, got {got} (file: "
        );
        assert!(error(&err).contains(&want), "{err}");
    }
}

#[test]
fn a_3x_call_of_a_4x_only_function_raises_puppets_stub_error() {
    if ruby().is_none() {
        return;
    }
    for (call, f) in [
        ("rt_call3x('epp', 'rt/x.epp')", "epp"),
        ("rt_call3x('split', 'a,b', ',')", "split"),
    ] {
        let (code, _, err) = compile(&format!("$a = {call}\n"), &[]);
        assert_eq!(code, 1);
        let want = format!(
            "Error while evaluating a Function Call, {f}() can only be called using the 4.x \
             function API. See Scope#call_function (file: "
        );
        assert!(error(&err).contains(&want), "{err}");
    }
}

#[test]
fn signatures_in_a_dispatch_error_print_their_types_as_puppet_parses_them() {
    if ruby().is_none() {
        return;
    }
    let (code, _, err) = compile("$a = rt::spaced(1)\n", &[]);
    assert_eq!(code, 1);
    let start = err.find("Error: ").expect("an error");
    let end = err.find(" (file: ").expect("a location");
    assert_eq!(
        &err[start..end],
        "Error: Evaluation Error: Error while evaluating a Function Call, The function \
         'rt::spaced' was called with arguments it does not accept. It expects one of:\n  \
         (String[1] s)\n    rejected: parameter 's' expects a String value, got Integer\n  \
         (Array[String[1], 1] list, Hash[String, Integer[0, 9]] opts?, Callable[1, 1] blk?)\n    \
         rejected: parameter 'list' expects an Array value, got Integer"
    );
    assert!(
        err[end..].ends_with("site.pp, line: 1, column: 6) on node n1\n"),
        "{err}"
    );
}

#[test]
fn the_catalog_resources_findresource_and_the_top_scope() {
    if ruby().is_none() {
        return;
    }
    let manifest = "notify { 'a': message => 'm1' }\nnotify { 'b': }\n\
                    class inner { notice(rt::catalog_walk('notify')) }\ninclude inner\n\
                    notice(rt::catalog_walk('Notify'))\nnotify { 'c': message => 'late' }\n";
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    let text = out.split("\n{").next().unwrap_or_default();
    assert!(
        text.contains("Notice: Scope(Class[Inner]): [[a(\"m1\"), b(nil)], , true, false]\n"),
        "{text}"
    );
    assert_eq!(notices(&out), vec!["[[a(\"m1\"), b(nil)], , true, true]"]);
}

#[test]
fn cache_param_gives_one_cache_for_the_compile() {
    if ruby().is_none() {
        return;
    }
    let manifest = "notice(rt::cached('a'))\nnotice(rt::cached('b'))\nnotice(rt::cached('a'))\n";
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(notices(&out), vec!["a=1", "b=1", "a=2"]);
}

#[test]
fn the_3x_autoloader_answers_and_warns_once_per_method() {
    if ruby().is_none() {
        return;
    }
    let (code, out, err) = compile("notice(rt_autoload())\nnotice(rt_autoload())\n", &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        notices(&out),
        vec!["[true, true, true]", "[true, true, true]"]
    );
    for method in ["load(\"rt_legacy\")", "loaded?(\"rt_legacy\")"] {
        let warning = format!(
            "Warning: The method 'Puppet::Parser::Functions.autoloader#{method}' is deprecated \
             in favor of using 'Scope#call_function'.\n   (file & line not available)\n"
        );
        assert_eq!(err.matches(&warning).count(), 1, "{err}");
    }
}

#[test]
fn the_puppet_stack_at_a_module_functions_call() {
    if ruby().is_none() {
        return;
    }
    // Puppet 7.23: the call, then the main manifest at line 0 (a class declared like a
    // resource adds no frame of its own).
    let manifest = "\nnotice(rt::stack())\nclass inner {\n  notice(rt::stack())\n}\n\n\
                    class { 'inner': }\n";
    let (code, out, err) = compile(manifest, &[]);
    assert_eq!(code, 0, "{err}");
    let text = out.split("\n{").next().unwrap_or_default();
    assert_eq!(
        text,
        "Notice: Scope(Class[main]): [site.pp:2, site.pp:0]\n\
         Notice: Scope(Class[Inner]): [site.pp:4, site.pp:0]"
    );
}
