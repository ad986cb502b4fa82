//! Module resource types read statically from their Ruby: every type file of the modules kept
//! as test data (`tests/puppet-types/modules`, as Debian packages them) must be read, and so
//! must every type file of the Puppet modules installed on this machine
//! (`/usr/share/puppet/modules`, Debian's `puppet-module-*` packages) except the few listed
//! below with the reason strata cannot read them; a type that cannot be read is an error that
//! names its file when a manifest uses it.

use std::path::{Path, PathBuf};

use strata_core::host::MemoryHost;
use strata_puppet::resource_types::ruby_reader::{
    read_type_file, read_type_file_at, ReadPatterns, ReadType,
};
use strata_puppet::{compile, Options};

/// Every module's `lib/puppet/type/*.rb` under `root`, sorted.
fn type_files(root: &Path) -> Vec<PathBuf> {
    strata_test_support::files_in_each(root, "lib/puppet/type", "rb")
}

fn repo_modules() -> PathBuf {
    strata_test_support::workspace_root().join("tests/puppet-types/modules")
}

#[test]
fn test_data_types_are_read() {
    let files = type_files(&repo_modules());
    assert!(files.len() >= 15, "test data missing: {files:?}");
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read");
        let stem = f.file_stem().unwrap().to_string_lossy().to_string();
        let types = read_type_file(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let t = types
            .iter()
            .find(|t| t.name == stem)
            .unwrap_or_else(|| panic!("{}: no type {stem}", f.display()));
        assert!(!t.namevars().is_empty(), "{}: no namevar", f.display());
    }
}

#[test]
fn known_types_have_their_attributes() {
    let read = |m: &str, t: &str| {
        let p = repo_modules()
            .join(m)
            .join("lib/puppet/type")
            .join(format!("{t}.rb"));
        read_type_file(&std::fs::read_to_string(p).unwrap())
            .unwrap()
            .remove(0)
    };
    let fl = read("stdlib", "file_line");
    assert_eq!(fl.namevars(), vec!["name"]);
    for p in ["path", "match", "after", "multiple", "replace", "encoding"] {
        assert!(
            fl.params.iter().any(|x| x.0 == p),
            "file_line lacks parameter {p}"
        );
    }
    assert!(fl.properties.contains(&"line".to_string()));
    assert!(fl.properties.contains(&"ensure".to_string()));
    let key = read("sshkeys_core", "sshkey");
    assert_eq!(key.namevars(), vec!["type", "name"]); // declaration order
    let cron = read("cron_core", "cron");
    for p in [
        "minute", "hour", "weekday", "monthday", "month", "command", "user", "special",
    ] {
        assert!(
            cron.properties.iter().any(|x| x == p) || cron.params.iter().any(|x| x.0 == p),
            "cron lacks {p}"
        );
    }
}

/// Installed type files strata cannot read statically, with the reason (none today: keystone's
/// mixins in `puppet_x` are followed through their `require`s).
const UNREADABLE: &[(&str, &str)] = &[];

/// Reads a type file as the compiler does: its own module's `lib/` first, then every
/// module's, for the files it requires.
fn read_installed(root: &Path, f: &Path) -> Result<Vec<ReadType>, String> {
    let text = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
    let own = f.parent().and_then(Path::parent).and_then(Path::parent);
    let mut libs: Vec<String> = own.iter().map(|l| l.display().to_string()).collect();
    if let Ok(mods) = std::fs::read_dir(root) {
        let mut all: Vec<String> = mods
            .flatten()
            .map(|m| m.path().join("lib").display().to_string())
            .collect();
        all.sort();
        let first = libs.first().cloned();
        libs.extend(all.into_iter().filter(|l| Some(l) != first.as_ref()));
    }
    read_type_file_at(&f.display().to_string(), &text, &libs, &mut |p| {
        std::fs::read_to_string(p).ok()
    })
}

#[test]
fn installed_module_types_are_read() {
    let root = Path::new("/usr/share/puppet/modules");
    let files = type_files(root);
    if files.is_empty() {
        eprintln!("no Puppet modules installed under {} (apt-get install puppet-module-puppetlabs-stdlib ...): only the test data is read", root.display());
        return;
    }
    let mut failures = Vec::new();
    let mut read = 0;
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let listed = UNREADABLE.iter().any(|(n, _)| *n == name);
        match read_installed(root, f) {
            Ok(_) if listed => {
                failures.push(format!("{}: listed as unreadable but reads", f.display()))
            }
            Ok(_) => read += 1,
            Err(_) if listed => {}
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    eprintln!("{read} of {} installed type files read", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// keystone's types, as Puppet reads them: parameters from the `create_parameters` of an
/// `extend`ed mixin, defaults from `include`d modules' `included` hooks, and title patterns
/// that `PuppetX::Keystone::CompositeNamevar.basic_split_title_patterns` builds from regexes
/// (the sources Ruby gives for these files, `ruby -e 'p(/^(#{Regexp.new(/a/)})$/.source)'`:
/// Ruby shows an escaped `\/` of a `/.../` literal as `/`, and so does strata).
#[test]
fn keystone_mixins_and_built_title_patterns() {
    let root = Path::new("/usr/share/puppet/modules");
    let dir = root.join("keystone/lib/puppet/type");
    if !dir.is_dir() {
        assert!(
            std::env::var_os("CI").is_none(),
            "puppet-module-keystone is not installed under CI"
        );
        eprintln!("skipped: puppet-module-keystone is not installed");
        return;
    }
    let read = |t: &str| {
        read_installed(root, &dir.join(format!("{t}.rb")))
            .unwrap_or_else(|e| panic!("{t}: {e}"))
            .remove(0)
    };
    let dc = read("keystone_domain_config");
    let params: Vec<&str> = dc.params.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(params, vec!["name", "secret", "ensure_absent_val"]);
    assert_eq!(dc.properties, vec!["ensure", "value"]);
    // ruby -e 'p Puppet::Type.type(:keystone_user).title_patterns.map { |r, a| [r.source, a.map(&:first)] }'
    let user = read("keystone_user");
    assert_eq!(user.namevars(), vec!["name", "domain"]);
    let nc = "(?-mix:(?:[^:]|:[^:])+)";
    assert_eq!(
        user.patterns,
        ReadPatterns::Literal(vec![
            (
                format!("^({nc})::({nc})$"),
                String::new(),
                vec!["name".into(), "domain".into()]
            ),
            (format!("^({nc})$"), String::new(), vec!["name".into()]),
        ])
    );
    let ep = read("keystone_endpoint");
    let ReadPatterns::Literal(p) = &ep.patterns else {
        panic!("{:?}", ep.patterns)
    };
    assert_eq!(p.len(), 4);
    assert_eq!(p[0].0, format!("^((?-mix:[^/]+))/({nc})::((?-mix:.+))$"));
    assert_eq!(p[0].2, vec!["region", "name", "type"]);
    let ur = read("keystone_user_role");
    let ReadPatterns::Literal(p) = &ur.patterns else {
        panic!("{:?}", ur.patterns)
    };
    assert_eq!(p.len(), 8);
}

#[test]
fn unreadable_type_is_an_error_naming_its_file() {
    let host = MemoryHost::new()
        .with_file(
            "/mods/m/lib/puppet/type/mixed.rb",
            "Puppet::Type.newtype(:mixed) do\n  extend Helper\n  create_parameters\nend\n",
        )
        .with_file("/site.pp", "mixed { 'x': value => 1 }\n");
    let opts = Options {
        node: "n".into(),
        modulepath: vec!["/mods".into()],
        manifest: "/site.pp".into(),
        ..Options::default()
    };
    let e = compile(&host, &opts, "mixed { 'x': value => 1 }\n".into()).expect_err("unreadable");
    assert!(
        e.message.contains("/mods/m/lib/puppet/type/mixed.rb")
            && e.message.contains("line 3")
            && e.message.contains("create_parameters"),
        "{}",
        e.message
    );
    assert!(e.location.is_some(), "the error points at the declaration");
}

#[test]
fn module_type_accepts_its_attributes_and_rejects_others() {
    let ty = "Puppet::Type.newtype(:thing) do\n  ensurable\n  newparam(:name, :namevar => true)\n  newproperty(:value)\nend\n";
    let run = |src: &str| {
        let host = MemoryHost::new()
            .with_file("/mods/m/lib/puppet/type/thing.rb", ty)
            .with_file("/site.pp", src.to_string());
        let opts = Options {
            node: "n".into(),
            modulepath: vec!["/mods".into()],
            manifest: "/site.pp".into(),
            ..Options::default()
        };
        compile(&host, &opts, src.to_string())
    };
    assert!(run("thing { 'a': ensure => present, value => 1 }\n").is_ok());
    let e = run("thing { 'a': colour => 1 }\n").expect_err("no such parameter");
    assert_eq!(e.message, "no parameter named 'colour' on Thing[a]");
    let e = run("thingy { 'a': }\n").expect_err("no such type");
    assert!(
        e.message.contains("Unknown resource type: 'thingy'"),
        "{}",
        e.message
    );
}
