//! The built-in resource types of Puppet 7: namevars and attribute names (from the type registry
//! listing in the Puppet specification, `resource-types.md`).

/// Metaparameters every resource accepts.
pub const METAPARAMS: &[&str] = &["alias", "audit", "before", "loglevel", "noop", "notify", "require", "schedule", "stage", "subscribe", "tag"];

/// (type, namevars, parameters and properties).
pub const TYPES: &[(&str, &[&str], &[&str])] = &[
    ("component", &["name"], &["name"]),
    ("exec", &["command"], &["command", "creates", "cwd", "environment", "group", "logoutput", "onlyif", "path", "provider", "refresh", "refreshonly", "timeout", "tries", "try_sleep", "umask", "unless", "user", "returns"]),
    ("file", &["path"], &["backup", "checksum", "force", "ignore", "links", "max_files", "path", "provider", "purge", "recurse", "recurselimit", "replace", "selinux_ignore_defaults", "show_diff", "source", "source_permissions", "sourceselect", "staging_location", "validate_cmd", "validate_replacement", "checksum_value", "content", "ctime", "ensure", "group", "mode", "mtime", "owner", "selrange", "selrole", "seltype", "seluser", "target", "type"]),
    ("filebucket", &["name"], &["name", "path", "port", "server"]),
    ("group", &["name"], &["allowdupe", "attribute_membership", "auth_membership", "forcelocal", "ia_load_module", "name", "provider", "system", "attributes", "ensure", "gid", "members"]),
    ("notify", &["name"], &["name", "withpath", "message"]),
    ("package", &["name", "provider", "command"], &["adminfile", "allow_virtual", "allowcdrom", "category", "command", "configfiles", "description", "enable_only", "install_only", "install_options", "instance", "name", "platform", "provider", "reinstall_on_refresh", "responsefile", "root", "source", "status", "uninstall_options", "vendor", "ensure", "flavor", "mark", "package_settings"]),
    ("resources", &["name"], &["name", "purge", "unless_system_user", "unless_uid"]),
    ("schedule", &["name"], &["name", "period", "periodmatch", "range", "repeat", "weekday"]),
    ("service", &["name"], &["binary", "control", "hasrestart", "hasstatus", "logonpassword", "manifest", "name", "path", "pattern", "provider", "restart", "start", "status", "stop", "timeout", "enable", "ensure", "flags", "logonaccount"]),
    ("stage", &["name"], &["name"]),
    ("tidy", &["path"], &["age", "backup", "matches", "max_files", "path", "recurse", "rmdirs", "size", "type"]),
    ("user", &["name"], &["allowdupe", "attribute_membership", "auth_membership", "forcelocal", "ia_load_module", "key_membership", "managehome", "membership", "name", "profile_membership", "provider", "purge_ssh_keys", "role_membership", "system", "attributes", "auths", "comment", "ensure", "expiry", "gid", "groups", "home", "iterations", "keys", "loginclass", "password", "password_max_age", "password_min_age", "password_warn_days", "profiles", "project", "roles", "salt", "shell", "uid"]),
    ("whit", &["name"], &["name"]),
];
