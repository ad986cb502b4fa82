//! The spec model: one [`Spec`] per spec block type, and what each implies for the body it
//! decodes (its schema, its result type and the source range it reports problems at).
//!
//! A spec decodes one body. Some specs read the body directly (`attr`, `literal`, and
//! `object`, `array`, `default` and `transform` through their children); the block specs
//! select child blocks and decode each child's body with their nested spec. The schema a
//! body is checked against is the union of what every spec reading that same body expects:
//! walking from the spec, `attr` contributes an attribute, the block specs contribute a
//! block type, and `object`, `array`, `default` and `transform` contribute their children's
//! expectations (a `default` also repeats its first child's attribute or block type, as the
//! original does, so a missing required attribute under a `default` is reported twice).

use std::collections::BTreeMap;
use std::sync::Arc;

use smol_str::SmolStr;
use strata_hcl::{AttributeSchema, BlockHeaderSchema, BodySchema, Expression};
use strata_hcl_types::{Type, Value};

use crate::engine::SpecContext;

/// One spec block.
#[derive(Clone, Debug)]
pub enum Spec {
    /// `object`: an object with one property per labelled child spec.
    Object(BTreeMap<String, Spec>),
    /// `array`: a tuple with one element per child spec.
    Array(Vec<Spec>),
    /// `attr`: the value of one attribute, converted to a type.
    Attr(AttrSpec),
    /// `block`: the nested spec applied to the single block of a type.
    Block(BlockSpec),
    /// `block_list` and `block_set`: the nested spec applied to each block of a type.
    BlockList(BlockListSpec),
    /// `block_map`: blocks of a type keyed by their labels.
    BlockMap(BlockMapSpec),
    /// `block_attrs`: the attributes of the single block of a type, as a map.
    BlockAttrs(BlockAttrsSpec),
    /// `literal`: a constant.
    Literal(Value),
    /// `default`: the primary's value unless it is null, then the fallback's.
    Default {
        /// The spec whose value is used when it is not null.
        primary: Box<Spec>,
        /// The spec used when the primary's value is null.
        fallback: Box<Spec>,
    },
    /// `transform`: an expression of the nested spec's value.
    Transform(TransformSpec),
}

/// An `attr` spec: one attribute of the body, converted to a type.
#[derive(Clone, Debug)]
pub struct AttrSpec {
    /// The attribute's name.
    pub name: SmolStr,
    /// The type the value is converted to.
    pub ty: Type,
    /// Whether a missing attribute is an error.
    pub required: bool,
}

/// A `block` spec: the single block of a type, decoded by the nested spec.
#[derive(Clone, Debug)]
pub struct BlockSpec {
    /// The block type.
    pub type_name: SmolStr,
    /// The spec applied to the block's body.
    pub nested: Box<Spec>,
    /// Whether a missing block is an error.
    pub required: bool,
}

/// Whether a [`BlockListSpec`] produces a list or a set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Collection {
    /// `block_list`: a list, in source order.
    List,
    /// `block_set`: a set.
    Set,
}

/// A `block_list` or `block_set` spec: every block of a type, each decoded by the nested spec.
#[derive(Clone, Debug)]
pub struct BlockListSpec {
    /// List or set.
    pub kind: Collection,
    /// The block type.
    pub type_name: SmolStr,
    /// The spec applied to each block's body.
    pub nested: Box<Spec>,
    /// Fewer blocks than this is an error.
    pub min_items: i64,
    /// When positive, more blocks than this is an error.
    pub max_items: i64,
}

/// A `block_map` spec: blocks of a type in nested maps keyed by their labels.
#[derive(Clone, Debug)]
pub struct BlockMapSpec {
    /// The block type.
    pub type_name: SmolStr,
    /// The names of the labels, one map level each.
    pub labels: Vec<SmolStr>,
    /// The spec applied to each block's body.
    pub nested: Box<Spec>,
}

/// A `block_attrs` spec: the attributes of the single block of a type, as a map.
#[derive(Clone, Debug)]
pub struct BlockAttrsSpec {
    /// The block type.
    pub type_name: SmolStr,
    /// The type every attribute value is converted to.
    pub element_type: Type,
    /// Whether a missing block is an error.
    pub required: bool,
}

/// A `transform` spec: an expression over the nested spec's value.
#[derive(Clone, Debug)]
pub struct TransformSpec {
    /// The spec whose value the expression sees as `nested`.
    pub nested: Box<Spec>,
    /// Evaluated with `nested` bound to the nested spec's value; absent means null.
    pub result: Option<Expression>,
    /// The spec-definition functions the result expression may call.
    pub ctx: Arc<SpecContext>,
}

impl Spec {
    /// The spec that stands in for one that failed to load: a null of unknown type.
    pub fn error() -> Spec {
        Spec::Literal(Value::dynamic_null())
    }

    /// The specs that read the same body as this one.
    fn same_body_children(&self) -> Vec<&Spec> {
        match self {
            Spec::Object(m) => m.values().collect(),
            Spec::Array(v) => v.iter().collect(),
            Spec::Default { primary, fallback } => vec![primary, fallback],
            Spec::Transform(t) => vec![&t.nested],
            _ => Vec::new(),
        }
    }

    /// Attributes this spec itself expects (not counting children).
    fn attr_schemata(&self) -> Vec<AttributeSchema> {
        match self {
            Spec::Attr(a) => vec![AttributeSchema {
                name: a.name.clone(),
                required: a.required,
            }],
            Spec::Default { primary, fallback } => {
                let mut out = primary.attr_schemata();
                out.extend(fallback.attr_schemata());
                out
            }
            _ => Vec::new(),
        }
    }

    /// Block types this spec itself expects.
    fn block_schemata(&self) -> Vec<BlockHeaderSchema> {
        let header = |type_name: &SmolStr, label_names: Vec<SmolStr>| {
            vec![BlockHeaderSchema {
                type_name: type_name.clone(),
                label_names,
            }]
        };
        match self {
            Spec::Block(b) => header(&b.type_name, Vec::new()),
            Spec::BlockList(b) => header(&b.type_name, Vec::new()),
            Spec::BlockMap(b) => header(&b.type_name, b.labels.clone()),
            Spec::BlockAttrs(b) => header(&b.type_name, Vec::new()),
            Spec::Default { primary, .. } => primary.block_schemata(),
            _ => Vec::new(),
        }
    }

    /// The schema of the body this spec decodes.
    pub fn implied_schema(&self) -> BodySchema {
        let mut schema = BodySchema::default();
        let mut stack = vec![self];
        // An explicit stack keeps deep specs off the call stack; the order of entries only
        // affects the order of diagnostics, which are sorted at output.
        while let Some(s) = stack.pop() {
            schema.attributes.extend(s.attr_schemata());
            for b in s.block_schemata() {
                if !schema.blocks.iter().any(|x| x.type_name == b.type_name) {
                    schema.blocks.push(b);
                }
            }
            let mut children = s.same_body_children();
            children.reverse();
            stack.extend(children);
        }
        schema
    }

    /// The type of the value this spec produces, as far as it is known without input.
    pub fn implied_type(&self) -> Type {
        match self {
            Spec::Object(m) => Type::object(
                m.iter()
                    .map(|(k, s)| (k.clone(), s.implied_type()))
                    .collect(),
            ),
            Spec::Array(v) => Type::tuple(v.iter().map(Spec::implied_type).collect()),
            Spec::Attr(a) => a.ty.clone(),
            Spec::Block(b) => b.nested.implied_type(),
            Spec::BlockList(b) => match b.kind {
                Collection::List => Type::list(b.nested.implied_type()),
                Collection::Set => Type::set(b.nested.implied_type()),
            },
            Spec::BlockMap(b) => {
                let mut ty = b.nested.implied_type();
                for _ in &b.labels {
                    ty = Type::map(ty);
                }
                ty
            }
            Spec::BlockAttrs(b) => Type::map(b.element_type.clone()),
            Spec::Literal(v) => v.ty().clone(),
            Spec::Default { primary, .. } => primary.implied_type(),
            Spec::Transform(t) => {
                let nested = Value::unknown(t.nested.implied_type());
                let (v, _) = t.ctx.eval_with_nested(&t.result, nested);
                v.ty().clone()
            }
        }
    }
}
