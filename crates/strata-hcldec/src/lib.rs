//! hcldec's spec format: decode HCL configuration into JSON-shaped values as a spec file
//! describes.
//!
//! # Semantics
//!
//! A spec file ([`load::load_spec`]) holds optional `function` blocks (functions offered to
//! the input), optional `variables` blocks (variables offered to the input) and exactly one
//! root spec block. Each spec block type becomes one [`spec::Spec`]:
//!
//! | block | value |
//! |---|---|
//! | `object` | an object with one property per labelled child spec |
//! | `array` | a tuple with one element per child spec |
//! | `attr` | an attribute's value converted to `type`; null when absent (error if `required`) |
//! | `block` | the nested spec applied to the one block of `block_type`; null when absent |
//! | `block_list` / `block_set` | the nested spec per block, with `min_items`/`max_items` |
//! | `block_map` | nested maps keyed by the block `labels` |
//! | `block_attrs` | the attributes of the one block of `block_type` as a map of `element_type` |
//! | `literal` | a constant |
//! | `default` | the first child's value that is not null |
//! | `transform` | `result` evaluated with `nested` bound to the child's value |
//!
//! Decoding ([`decode::decode`]) checks the input body against the schema the spec implies
//! and evaluates what it selects; [`varrefs::variables`] lists the variables the input
//! refers to instead; [`output::render`] writes the result as hcldec prints it.
//!
//! The crate does no I/O: callers parse files into bodies and print what it returns.
//!
//! ```
//! use strata_core::SourceMap;
//! use strata_hcldec::{decode, engine::input_context, load_spec, output::render};
//!
//! let spec_src = r#"
//! function "shout" {
//!   params = [s]
//!   result = upper(s)
//! }
//! object {
//!   attr "name" {
//!     type     = string
//!     required = true
//!   }
//!   block_list "port" {
//!     attr {
//!       name = "number"
//!       type = number
//!     }
//!   }
//! }
//! "#;
//! let input_src = "name = shout(\"web\")\nport {\n  number = 80\n}\nport {\n  number = 443\n}\n";
//!
//! let mut map = SourceMap::new();
//! let spec_file = map.add("spec.hcldec", spec_src);
//! let (spec_body, diags) = strata_hcl::parse_native(spec_src.as_bytes(), spec_file);
//! assert!(diags.is_empty());
//! let (spec, diags) = load_spec(&map, &spec_body);
//! assert!(diags.is_empty());
//!
//! let input_file = map.add("input.hcl", input_src);
//! let (body, diags) = strata_hcl::parse_native(input_src.as_bytes(), input_file);
//! assert!(diags.is_empty());
//! let ctx = input_context(&spec.variables, &spec.functions);
//! let (value, diags) = decode(&map, &body, &spec.root, ctx.as_ref());
//! assert!(diags.is_empty());
//! assert_eq!(render(&value, false, false).unwrap(), r#"{"name":"WEB","port":[80,443]}"#);
//! ```
//!
//! # Limits
//!
//! Every recursion follows the nesting of the spec file or of a value. The syntax layer bounds
//! the spec file's nesting; a `block_map` names at most [`load::MAX_BLOCK_MAP_LABELS`] labels
//! and the values a spec describes nest at most [`load::MAX_RESULT_DEPTH`] levels (both
//! reported as errors when exceeded); output stops at [`output::MAX_DEPTH`] levels.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod decode;
pub mod engine;
pub mod explain;
pub mod load;
pub mod output;
pub mod spec;
pub mod stream;
pub mod typeexpr;
pub mod userfunc;
pub mod varrefs;
mod walk;

pub use decode::decode;
pub use load::{load_spec, SpecFile};
pub use spec::Spec;
