//! Puppet's regexes end to end (type aliases with stdlib's Unixpath pattern, `=~` and its
//! captures, `regsubst`, `split`, `match`, case and selector regexes, `in`), compared with
//! the notices Puppet 7.23 printed for the same manifest.

use strata_core::host::MemoryHost;
use strata_puppet::{compile, Options};

const MANIFEST: &str = r#"type Unixpath = Pattern[/\A\/([^\n\/\0]+\/*)*\z/]
class p(Unixpath $path) { notice("path ${path}") }
class { 'p': path => '/usr/local/bin' }
notice('/etc/ssh' =~ Unixpath)
notice('etc' =~ Unixpath)
if "2024-05-01" =~ /(?<y>\d{4})-(?<m>\d\d)/ { notice("${0} ${1} ${2}") }
if "cost $42" =~ /(?<=\$)(\d+)/ { notice($1) }
notice("a\nb" =~ /^b$/)
notice("a\nb" =~ /a.b/)
notice("a\nb" =~ /(?m)a.b/)
notice("ABC" =~ /(?i)abc/)
notice("x:ff" =~ /\A\w:\h+\z/)
notice("hello\n" =~ /hello\Z/)
notice("hello\n" =~ /hello\z/)
notice(regsubst('a-b-c', '(\w)-', '\1+', 'G'))
notice(regsubst('abc', /b*/, '-', 'G'))
notice(regsubst(['ab', 'cb'], 'B', 'x', 'IG'))
notice(regsubst('Hello World', /(?<first>\w+) (?<second>\w+)/, '\k<second> \k<first>'))
notice(regsubst('a.b', '.', '_', 'G'))
notice(split('a1b22c', /\d+/))
notice(split('a1b22c', /(\d)+/))
notice(split('a,b,,c,,', ','))
notice(split('abc', ''))
notice(split('  a b ', ' '))
notice('abc'.match(/(a)(x)?(c)?/))
notice(['ab1', 'cd', 'ef2'].match(/([a-z]+)(\d)/))
notice('foo bar' =~ /\bbar\b/)
notice('é' =~ /\w/)
notice('é' =~ /[[:alpha:]]/)
notice('aaa' =~ /\A(?>a+)a\z/)
notice('aab' =~ /\Aa++b\z/)
case 'web-12' { /^web-(\d+)$/: { notice("case ${1}") } default: { notice('none') } }
$sel = 'db7' ? { /^db(\d)$/ => "sel ${1}", default => 'no' }
notice($sel)
notice('x' in ['y', 'xx'])
notice(/x/ in ['y', 'axb'])
notice('a/b' =~ /a\/b/)
"#;

/// The notices of Puppet 7.23 (`Puppet::Parser::Compiler.compile`) for MANIFEST.
const PUPPET: &[&str] = &[
    r#"Scope(Class[P]): path /usr/local/bin"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): false"#,
    r#"Scope(Class[main]): 2024-05 2024 05"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): false"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): false"#,
    r#"Scope(Class[main]): a+b+c"#,
    r#"Scope(Class[main]): -a--c-"#,
    r#"Scope(Class[main]): [ax, cx]"#,
    r#"Scope(Class[main]): World Hello"#,
    r#"Scope(Class[main]): ___"#,
    r#"Scope(Class[main]): [a, b, c]"#,
    r#"Scope(Class[main]): [a, 1, b, 2, c]"#,
    r#"Scope(Class[main]): [a, b, , c]"#,
    r#"Scope(Class[main]): [a, b, c]"#,
    r#"Scope(Class[main]): [, , a, b]"#,
    r#"Scope(Class[main]): [a, a, , ]"#,
    r#"Scope(Class[main]): [[ab1, ab, 1], , [ef2, ef, 2]]"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): false"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): false"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): case 12"#,
    r#"Scope(Class[main]): sel 7"#,
    r#"Scope(Class[main]): false"#,
    r#"Scope(Class[main]): true"#,
    r#"Scope(Class[main]): true"#,
];

#[test]
fn regexes_compile_as_puppet() {
    let opts = Options {
        node: "testnode".into(),
        manifest: "/site.pp".into(),
        ..Options::default()
    };
    let c = compile(&MemoryHost::new(), &opts, MANIFEST.to_string()).expect("compiles");
    let got: Vec<&str> = c.notices.iter().map(String::as_str).collect();
    assert_eq!(got, PUPPET);
}

#[test]
fn an_invalid_regex_literal_is_puppets_parse_error() {
    let opts = Options {
        node: "n".into(),
        manifest: "/site.pp".into(),
        ..Options::default()
    };
    let e = compile(
        &MemoryHost::new(),
        &opts,
        "notice('a' =~ /(/)\n".to_string(),
    )
    .expect_err("a parse error");
    assert_eq!(e.render("n"), "Could not parse for environment production: end pattern with unmatched parenthesis: /(/ (file: /site.pp, line: 1, column: 15) on node n");
    let e = compile(
        &MemoryHost::new(),
        &opts,
        "notice(regsubst('abc', '(', 'x'))\n".to_string(),
    )
    .expect_err("an evaluation error");
    assert_eq!(e.render("n"), "Evaluation Error: Error while evaluating a Function Call, end pattern with unmatched parenthesis: /(/ (file: /site.pp, line: 1, column: 8) on node n");
}
