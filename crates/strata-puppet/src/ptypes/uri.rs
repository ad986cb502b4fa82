//! Puppet's URI type (PURIType) and its values, Ruby's URI objects: `URI.parse` by RFC 3986's
//! regular expression (a scheme without `/` after it has an opaque part), the components a
//! URI value answers to (`$u.scheme`, `$u.port` with the scheme's default port), `to_s`, and the
//! type's parameters (`uri_to_hash`: the components given, the host lower-cased, the port
//! as text unless it is http's 80 or https's 443).

pub use crate::value::Uri;
use crate::value::{quote_str, Val};
use std::sync::Arc;

/// The components a URI type may be parameterized by, in Puppet's order.
pub const MEMBERS: &[&str] = &[
    "scheme", "userinfo", "host", "port", "path", "query", "fragment", "opaque",
];

/// The default port of the schemes Ruby's `URI.scheme_list` knows.
fn default_port(scheme: Option<&str>) -> Option<i64> {
    match scheme?.to_ascii_lowercase().as_str() {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        "ftp" => Some(21),
        "ldap" => Some(389),
        "ldaps" => Some(636),
        _ => None,
    }
}

/// `URI.parse`; None when the text is no URI.
pub fn parse(s: &str) -> Option<Uri> {
    if s.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return None;
    }
    let (rest, fragment) = match s.split_once('#') {
        Some((a, f)) => (a, Some(f.to_string())),
        None => (s, None),
    };
    // `^(([^:/?#]+):)?`: a scheme is a letter then letters, digits, `+`, `-`, `.`
    let (scheme, rest) = match rest.find([':', '/', '?']) {
        Some(i) if rest[i..].starts_with(':') && i > 0 => {
            let sc = &rest[..i];
            let ok = sc.starts_with(|c: char| c.is_ascii_alphabetic())
                && sc
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
            if !ok {
                return None;
            }
            (Some(sc.to_string()), &rest[i + 1..])
        }
        _ => (None, rest),
    };
    let mut u = Uri {
        scheme,
        userinfo: None,
        host: None,
        port: None,
        path: String::new(),
        query: None,
        fragment,
        opaque: None,
    };
    if u.scheme.is_some() && !rest.starts_with('/') {
        // an opaque part (`urn:a:b:c`), the query after it
        let (op, q) = match rest.split_once('?') {
            Some((a, q)) => (a, Some(q.to_string())),
            None => (rest, None),
        };
        u.opaque = Some(op.to_string());
        u.query = q;
        return Some(u);
    }
    let (rest, query) = match rest.split_once('?') {
        Some((a, q)) => (a, Some(q.to_string())),
        None => (rest, None),
    };
    u.query = query;
    let path = if let Some(auth) = rest.strip_prefix("//") {
        let end = auth.find('/').unwrap_or(auth.len());
        let (authority, path) = auth.split_at(end);
        let hostport = match authority.rsplit_once('@') {
            Some((ui, hp)) => {
                u.userinfo = Some(ui.to_string());
                hp
            }
            None => authority,
        };
        let (host, port) = match hostport.rsplit_once(':') {
            Some((h, p)) if !h.ends_with(']') || hostport.starts_with('[') => (h, Some(p)),
            _ => (hostport, None),
        };
        if let Some(p) = port.filter(|p| !p.is_empty()) {
            u.port = Some(p.parse().ok()?);
        }
        if !host.is_empty() {
            u.host = Some(host.to_string());
        }
        path
    } else {
        rest
    };
    u.path = path.to_string();
    Some(u)
}

impl Uri {
    /// `URI::Generic.build` from an init hash of components (strings, the port an Integer).
    pub fn from_hash(h: &indexmap::IndexMap<Val, Val>) -> Result<Uri, String> {
        let mut u = Uri {
            scheme: None,
            userinfo: None,
            host: None,
            port: None,
            path: String::new(),
            query: None,
            fragment: None,
            opaque: None,
        };
        for (k, v) in h.iter() {
            let key = k.to_display();
            let text = || {
                match v {
                Val::Str(s) if !s.is_empty() => Ok(s.to_string()),
                other => Err(format!(
                    "The function 'new_error' was called with arguments it does not accept. It expects one of:\n  (String[1] uri)\n    rejected: expects a String value, got Hash\n  (Struct hash)\n    rejected: parameter 'hash' entry '{key}' expects a String[1] value, got {}",
                    crate::types::type_name_of(other)
                )),
            }
            };
            match key.as_str() {
                "scheme" => u.scheme = Some(text()?),
                "userinfo" => u.userinfo = Some(text()?),
                "host" => u.host = Some(text()?),
                "path" => u.path = text()?,
                "query" => u.query = Some(text()?),
                "fragment" => u.fragment = Some(text()?),
                "opaque" => u.opaque = Some(text()?),
                "port" => match v {
                    Val::Int(n) if *n >= 0 => u.port = Some(*n),
                    _ => return Err("The function 'new_error' was called with arguments it does not accept. It expects one of:".into()),
                },
                _ => return Err(format!("The function 'new_error' was called with arguments it does not accept. It expects one of:\n  (String[1] uri)\n    rejected: expects a String value, got Hash\n  (Struct hash)\n    rejected: parameter 'hash' unrecognized key '{key}'")),
            }
        }
        Ok(u)
    }

    /// The port: the one written, else the scheme's default.
    pub fn port(&self) -> Option<i64> {
        self.port.or_else(|| default_port(self.scheme.as_deref()))
    }

    /// `URI::Generic#to_s`.
    pub fn to_s(&self) -> String {
        let mut s = String::new();
        if let Some(sc) = &self.scheme {
            s.push_str(sc);
            s.push(':');
        }
        if let Some(op) = &self.opaque {
            s.push_str(op);
        } else {
            if self.host.is_some() || self.userinfo.is_some() {
                s.push_str("//");
            }
            if let Some(ui) = &self.userinfo {
                s.push_str(ui);
                s.push('@');
            }
            if let Some(h) = &self.host {
                s.push_str(h);
            }
            if let Some(p) = self.port {
                if Some(p) != default_port(self.scheme.as_deref()) {
                    s.push_str(&format!(":{p}"));
                }
            }
            s.push_str(&self.path);
        }
        if let Some(q) = &self.query {
            s.push('?');
            s.push_str(q);
        }
        if let Some(f) = &self.fragment {
            s.push('#');
            s.push_str(f);
        }
        s
    }

    /// The path as Ruby's URI class for the scheme keeps it (URI::FTP without its first `/`).
    fn path(&self) -> &str {
        match self.scheme.as_deref() {
            Some(s) if s.eq_ignore_ascii_case("ftp") => {
                self.path.strip_prefix('/').unwrap_or(&self.path)
            }
            _ => &self.path,
        }
    }

    /// A component as the value's reader answers (`$u.path` is '' when there is none).
    pub fn member(&self, name: &str) -> Option<Val> {
        let s = |x: &Option<String>| x.as_deref().map_or(Val::Undef, Val::str);
        Some(match name {
            "scheme" => s(&self.scheme),
            "userinfo" => s(&self.userinfo),
            "host" => s(&self.host),
            "port" => self.port().map_or(Val::Undef, Val::Int),
            "path" => match (&self.opaque, self.path.as_str()) {
                (Some(_), _) => Val::Undef,
                (None, _) => Val::str(self.path()),
            },
            "query" => s(&self.query),
            "fragment" => s(&self.fragment),
            "opaque" => s(&self.opaque),
            _ => return None,
        })
    }

    /// `uri_to_hash`: the type parameters of this URI (None when it has none).
    pub fn params(&self) -> Option<Vec<(Arc<str>, Val)>> {
        let mut out: Vec<(Arc<str>, Val)> = Vec::new();
        let scheme = self.scheme.as_ref().map(|s| s.to_ascii_lowercase());
        if let Some(sc) = &scheme {
            out.push(("scheme".into(), Val::str(sc)));
        }
        if let Some(ui) = &self.userinfo {
            out.push(("userinfo".into(), Val::str(ui)));
        }
        if let Some(h) = self.host.as_ref().filter(|h| !h.is_empty()) {
            out.push(("host".into(), Val::str(&h.to_ascii_lowercase())));
        }
        if let Some(p) = self.port() {
            let dflt = (p == 80 && scheme.as_deref() == Some("http"))
                || (p == 443 && scheme.as_deref() == Some("https"));
            if !dflt {
                out.push(("port".into(), Val::str(&p.to_string())));
            }
        }
        if self.opaque.is_none() && !self.path().is_empty() {
            out.push(("path".into(), Val::str(self.path())));
        }
        if let Some(q) = &self.query {
            out.push(("query".into(), Val::str(q)));
        }
        if let Some(f) = &self.fragment {
            out.push(("fragment".into(), Val::str(f)));
        }
        if let Some(o) = &self.opaque {
            out.push(("opaque".into(), Val::str(o)));
        }
        (!out.is_empty()).then_some(out)
    }
}

/// `URI[{...}]` / `URI['text']`: the type's parameters (None: unparameterized).
pub fn type_params(args: &[Val]) -> Result<Option<Vec<(Arc<str>, Val)>>, String> {
    match args {
        [] => Ok(None),
        [Val::Str(s)] if !s.is_empty() => match parse(s) {
            Some(u) => Ok(u.params()),
            None => Err(format!("URI-Type parameter expects a valid URI, got '{s}'")),
        },
        [Val::Hash(h)] => {
            let mut out = Vec::new();
            for (k, v) in h.iter() {
                let key = k.to_display();
                if !MEMBERS.contains(&key.as_str()) {
                    return Err(format!(
                        "URI-Type parameter has wrong type, unrecognized key '{key}'"
                    ));
                }
                out.push((Arc::from(key.as_str()), v.clone()));
            }
            // Ruby's Hash equality ignores the order: the members' order here
            strata_core::sort::sort_by_key(&mut out, |(k, _)| {
                MEMBERS.iter().position(|m| *m == &**k)
            });
            Ok((!out.is_empty()).then_some(out))
        }
        [other] => Err(format!(
            "URI-Type parameter expects a value of type String or Struct, got {}",
            crate::types::type_name_of(other)
        )),
        _ => Err(format!(
            "The URI-Type[] accepts 1 argument. Got {}",
            args.len()
        )),
    }
}

/// The type's text: `URI` or `URI[{'scheme' => 'https', ...}]`.
pub fn show(params: &Option<Vec<(Arc<str>, Val)>>) -> String {
    match params {
        None => "URI".into(),
        Some(ps) => {
            let items: Vec<String> = ps
                .iter()
                .map(|(k, v)| format!("{} => {}", quote_str(k), super::type_param(v)))
                .collect();
            format!("URI[{{{}}}]", items.join(", "))
        }
    }
}
