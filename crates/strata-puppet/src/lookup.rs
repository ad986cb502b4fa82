//! `puppet lookup`: one Hiera key looked up for a node without compiling its catalog.
//!
//! As Puppet's `lookup` application (without `--compile`), the node gets a top scope that
//! holds only its facts, `$facts`, `$trusted` and `$server_facts`; the key is then looked up
//! in the global, environment and module layers exactly as `lookup()` does in a compile
//! (module `hiera`). With `explain`, the lookup keeps a record of every layer, hierarchy
//! entry and data file it read, and the result carries its text as `puppet lookup --explain`
//! prints it.

use crate::eval::{Compiler, Flow, Scope};
use crate::hiera::{Explainer, Item, Merge};
use crate::value::Ty;
use crate::value::Val;
use crate::CompileError;
use strata_core::Span;

/// What `puppet lookup` asks for (its command-line options).
#[derive(Debug, Clone, Default)]
pub struct LookupRequest {
    /// The keys, tried in order until one is found.
    pub keys: Vec<String>,
    /// A merge strategy name or a hash with `strategy` and deep_merge's options (as
    /// `lookup()`'s merge argument); None takes the key's `lookup_options`.
    pub merge: Option<Val>,
    /// The type the value must have (`--type`, a Puppet type expression).
    pub value_type: Option<String>,
    /// The value when no key is found (`--default`).
    pub default: Option<Val>,
    /// Compile the node's catalog first, so the lookup sees its top-scope variables
    /// (`--compile`; the site manifest is the compile's).
    pub compile: Option<String>,
    /// Keep the record of what the lookup read (`--explain`).
    pub explain: bool,
    /// Explain how the `lookup_options` are found (`--explain-options`); alone (without
    /// `explain`) only that is explained and no key is looked up, and no key is needed.
    pub explain_options: bool,
}

/// What a lookup found.
#[derive(Debug, Clone)]
pub struct LookupResult {
    /// The value (the default when no key was found), or None when no layer has any key.
    pub value: Option<Val>,
    /// The record of the lookup (when asked for).
    pub explanation: Option<Explanation>,
}

/// The record of an explained lookup, written as `puppet lookup --explain --render-as`
/// writes it.
#[derive(Debug, Clone)]
pub struct Explanation {
    text: String,
    hash: Item,
}

impl Explanation {
    fn of(x: &Explainer) -> Explanation {
        Explanation {
            text: x.render(),
            hash: x.to_hash(),
        }
    }

    /// As text (`--render-as s`, the default).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// As `Explainer#to_hash` in JSON (`--render-as json`).
    pub fn to_json(&self) -> String {
        self.hash.to_json()
    }

    /// As `Explainer#to_hash` in Psych's YAML (`--render-as yaml`).
    pub fn to_yaml(&self) -> String {
        self.hash.to_yaml()
    }
}

impl Compiler<'_> {
    /// Looks the request's keys up for the node of the options, as `puppet lookup` does:
    /// the first key found wins; then the default; then the value is checked against the
    /// type. A value of the wrong type is an error, as is a `--compile` that fails.
    pub fn lookup_request(&mut self, req: &LookupRequest) -> Result<LookupResult, CompileError> {
        let top = match &req.compile {
            Some(main_text) => {
                self.run(main_text.clone())?;
                self.top
            }
            None => {
                let top = self.new_scope(Scope {
                    source: "".into(),
                    module: "".into(),
                    ..Default::default()
                });
                self.top = top;
                self.set_facts(top);
                top
            }
        };
        let outside = |message: String| CompileError {
            message,
            location: None,
            related: vec![],
            outside: true,
        };
        let strategy = match req.merge.as_ref().map(Merge::from_val).transpose() {
            Ok(m) => m.flatten(),
            Err(e) => return Err(outside(e)),
        };
        let ty = match &req.value_type {
            Some(text) => Some(self.lookup_type(text, top).map_err(&outside)?),
            None => None,
        };
        if req.explain_options && !req.explain {
            self.hiera.explain = Some(Box::default());
            let r = self.explain_lookup_options(req.keys.first().map(String::as_str), top);
            let x = self.hiera.explain.take().unwrap_or_default();
            if let Err(Flow::Err(e)) = r {
                return Err(self.error_out(e));
            }
            return Ok(LookupResult {
                value: None,
                explanation: Some(Explanation::of(&x)),
            });
        }
        if req.explain {
            let mut x = Explainer::default();
            x.given_merge_options = match &req.merge {
                Some(Val::Hash(h)) => {
                    let rest: indexmap::IndexMap<Val, Val> = h
                        .iter()
                        .filter(|(k, _)| k.to_display() != "strategy")
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect();
                    (!rest.is_empty()).then(|| Val::hash(rest))
                }
                _ => None,
            };
            self.hiera.explain = Some(Box::new(x));
        }
        let mut found = Ok(None);
        for key in &req.keys {
            found = self.hiera_lookup_merge(key, strategy.clone(), top, Span::default());
            if !matches!(found, Ok(None)) {
                break;
            }
        }
        let explainer = self.hiera.explain.take();
        let mut value = match found {
            Ok(v) => v,
            Err(Flow::Err(e)) => return Err(self.error_out(e)),
            Err(_) => None,
        };
        let mut subject = "Found value";
        if value.is_none() && req.default.is_some() {
            value = req.default.clone();
            subject = "Default value";
        }
        if let (Some(t), Some(v)) = (&ty, &value) {
            if !self.instance_of(t, v) {
                return Err(outside(format!(
                    "{subject} has wrong type, {}",
                    crate::types::mismatch(t, v)
                )));
            }
        }
        let explanation = explainer.map(|mut x| {
            if value.is_none() {
                x.text(not_found_message(&req.keys));
            }
            Explanation::of(&x)
        });
        Ok(LookupResult { value, explanation })
    }

    /// `--type`'s type expression, evaluated in the lookup's top scope.
    fn lookup_type(&mut self, text: &str, top: usize) -> Result<Ty, String> {
        let bad = || format!("The expression '{text}' is not a valid type");
        match self.eval_text(text, top) {
            Some(Ok(Val::Type(t))) => Ok((*t).clone()),
            Some(Err(Flow::Err(e))) => Err(e.msg),
            _ => Err(bad()),
        }
    }
}

pub use crate::hiera::{not_found_message, value_to_yaml};

/// A value as `puppet lookup --render-as s` prints it: a string as it is, anything else as
/// Ruby's `inspect` (`{"a"=>1}`, Ruby 3.1).
pub fn render_s(v: &Val) -> String {
    match v {
        Val::Str(s) => s.to_string(),
        other => crate::erb::value::inspect(&crate::erb::value::from_puppet(other)),
    }
}
