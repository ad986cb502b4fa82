//! The layering decisions of one resource that `strata explain puppet` records during a
//! compile (see [`super`]): data the compiler holds, below the compiler.

use crate::eval::ids::{ResId, ScopeId};
use crate::value::Val;
use std::collections::HashMap;
use std::sync::Arc;
use strata_core::Span;

/// The layering decisions of one resource (see the module docs).
#[derive(Debug, Default)]
pub struct Trace {
    /// The resource's type as the catalog names it (`File`, `Class`, `Mymod::Thing`).
    pub(crate) ty: String,
    /// Its title (a class's in lower case).
    pub(crate) title: String,
    /// The resource once made.
    pub(crate) rid: Option<ResId>,
    /// Where it was declared, and the attributes the declaration gave.
    pub(crate) declared: Option<Span>,
    pub(crate) attrs: Vec<(Arc<str>, Val, bool, Span)>,
    /// Where each resource default was written: (scope, type, parameter).
    pub(crate) default_spans: HashMap<(ScopeId, Arc<str>, Arc<str>), Span>,
    /// What happened to the parameters after the declaration, in order.
    pub(crate) events: Vec<Event>,
}

#[derive(Debug, Clone)]
pub(crate) enum Event {
    /// A resource default of `scope` was considered (`applied`: the parameter was unset).
    Default {
        param: Arc<str>,
        value: Val,
        scope: ScopeId,
        applied: bool,
    },
    /// An override or a collector's override.
    Override {
        param: Arc<str>,
        value: Val,
        append: bool,
        span: Span,
        collector: bool,
    },
    /// A class parameter's source.
    ClassParam {
        param: Arc<str>,
        value: Val,
        given: Option<(Val, Span)>,
        hiera: Option<(String, Vec<(String, String, Val)>)>,
        default: Option<Span>,
    },
}

impl Trace {
    /// A trace for the resource `ty[title]` (`Class[name]` for a class).
    pub fn new(ty: &str, title: &str) -> Trace {
        let ty = crate::value::capitalize_name(ty.trim_start_matches("::"));
        let title = if ty == "Class" {
            title.trim_start_matches("::").to_lowercase()
        } else {
            title.to_string()
        };
        Trace {
            ty,
            title,
            ..Trace::default()
        }
    }
}
