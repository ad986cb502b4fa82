//! The streamed decode's blocks written as they are read, without their syntax tree.
//!
//! [`BlockWriter`] is the [`ItemSink`] of [`strata_hcl::parser::NativeItems::next_walked`]
//! for the top-level `block_map` and `block_list` specs whose nested spec
//! [`writes_directly`](crate::decode::writes_directly) accepts: each block's arguments are
//! written as JSON text as soon as they are read (a plain string of a `string` argument
//! straight from the source), and when the block closes its object is put together in the
//! spec's order, exactly as [`Decoder::write_native`] writes it from the block's body. The
//! writer refuses (and the chunk is parsed and decoded the usual way) whatever
//! `write_native` or the streamed decode would not take: a block of another spec, labels
//! of the wrong number, an argument or block the spec does not name, a missing required
//! argument, too few or too many nested blocks, a value with an error.

use strata_hcl::walk::{ItemSink, ItemValue, MAX_WALK_LABELS};

use crate::decode::{close_property, open_made_property, property_text, Decoder};
use crate::spec::{AttrSpec, BlockListSpec, Spec};

/// A top-level block type the writer takes: the spec its blocks are decoded with.
pub(crate) struct Top<'s> {
    /// The block type.
    pub type_name: &'s str,
    /// The nested spec (one [`writes_directly`](crate::decode::writes_directly) accepts).
    pub nested: &'s Spec,
    /// How many labels each block must have (0 for a `block_list`).
    pub labels: usize,
}

/// A top-level block written whole: which [`Top`] it belongs to, its labels, its JSON text.
pub(crate) struct Written<'a> {
    pub top: usize,
    pub labels: [&'a str; MAX_WALK_LABELS],
    pub label_count: usize,
    pub text: String,
}

/// The children of an object spec, in its (sorted) key order.
struct Plan<'s> {
    slots: Vec<Slot<'s>>,
}

impl<'s> Plan<'s> {
    /// The first slot `pick` accepts: its index and what `pick` made of it.
    fn find<T>(&self, pick: impl Fn(&SlotKind<'s>) -> Option<T>) -> Option<(usize, T)> {
        self.slots
            .iter()
            .enumerate()
            .find_map(|(j, s)| pick(&s.kind).map(|t| (j, t)))
    }
}

struct Slot<'s> {
    /// `"key":`, the JSON text `write_native` writes for the key ([`property_text`]).
    property: String,
    kind: SlotKind<'s>,
}

enum SlotKind<'s> {
    Attr(&'s AttrSpec),
    /// A `block_list` and the plan of its nested spec (an index into the writer's plans).
    List(&'s BlockListSpec, usize),
}

/// A block being read: the JSON texts of its values so far, in source order.
struct Frame {
    plan: usize,
    /// The slot of the enclosing block's plan this block is an element of.
    parent_slot: usize,
    buf: String,
    /// (slot, start, end, null) of each value written in `buf`.
    values: Vec<(usize, usize, usize, bool)>,
}

/// See the module documentation.
pub(crate) struct BlockWriter<'s, 'a, 'd> {
    decoder: &'d Decoder<'d>,
    keep_nulls: bool,
    tops: Vec<(Top<'s>, usize)>,
    plans: Vec<Plan<'s>>,
    open: Vec<Frame>,
    spare: Vec<Frame>,
    /// The top-level block being read: its top and labels.
    current: Option<(usize, [&'a str; MAX_WALK_LABELS], usize)>,
    scratch: String,
    /// The blocks of the chunk written so far (the caller takes them when the walk took the
    /// chunk, and clears them when it did not).
    pub written: Vec<Written<'a>>,
}

impl<'s, 'a, 'd> BlockWriter<'s, 'a, 'd> {
    /// A writer for `tops` (each nested spec accepted by `writes_directly`).
    pub fn new(decoder: &'d Decoder<'d>, keep_nulls: bool, tops: Vec<Top<'s>>) -> Self {
        let mut w = BlockWriter {
            decoder,
            keep_nulls,
            tops: Vec::new(),
            plans: Vec::new(),
            open: Vec::new(),
            spare: Vec::new(),
            current: None,
            scratch: String::new(),
            written: Vec::new(),
        };
        for top in tops {
            let plan = w.plan(top.nested);
            w.tops.push((top, plan));
        }
        w
    }

    /// Forgets what the last walk gave (the chunk is decoded the usual way instead).
    pub fn reset(&mut self) {
        while let Some(f) = self.open.pop() {
            self.recycle(f);
        }
        self.current = None;
        self.written.clear();
    }

    fn plan(&mut self, spec: &'s Spec) -> usize {
        let mut slots = Vec::new();
        if let Spec::Object(m) = spec {
            for (k, s) in m {
                let kind = match s {
                    Spec::Attr(a) => SlotKind::Attr(a),
                    Spec::BlockList(b) => SlotKind::List(b, self.plan(&b.nested)),
                    // Not accepted by `writes_directly`: a block of this spec is refused.
                    _ => continue,
                };
                slots.push(Slot {
                    property: property_text(k),
                    kind,
                });
            }
        }
        self.plans.push(Plan { slots });
        self.plans.len() - 1
    }

    fn frame(&mut self, plan: usize, parent_slot: usize) -> Frame {
        match self.spare.pop() {
            Some(mut f) => {
                f.plan = plan;
                f.parent_slot = parent_slot;
                f
            }
            None => Frame {
                plan,
                parent_slot,
                buf: String::new(),
                values: Vec::new(),
            },
        }
    }

    fn recycle(&mut self, mut f: Frame) {
        f.buf.clear();
        f.values.clear();
        self.spare.push(f);
    }
}

impl<'a> ItemSink<'a> for BlockWriter<'_, 'a, '_> {
    fn open_block(&mut self, type_name: &'a str, labels: &[&'a str]) -> bool {
        let Some(parent) = self.open.last() else {
            let Some(top) = self.tops.iter().position(|(t, _)| t.type_name == type_name) else {
                return false;
            };
            let Some(&(Top { labels: wanted, .. }, plan)) = self.tops.get(top) else {
                return false;
            };
            if labels.len() != wanted || labels.len() > MAX_WALK_LABELS {
                return false;
            }
            let mut kept = [""; MAX_WALK_LABELS];
            kept[..labels.len()].copy_from_slice(labels);
            self.current = Some((top, kept, labels.len()));
            let f = self.frame(plan, 0);
            self.open.push(f);
            return true;
        };
        if !labels.is_empty() {
            return false;
        }
        let Some(plan) = self.plans.get(parent.plan) else {
            return false;
        };
        let found = plan.find(|kind| match *kind {
            SlotKind::List(b, nested) if b.type_name == type_name => Some(nested),
            _ => None,
        });
        let Some((slot, nested)) = found else {
            return false;
        };
        let f = self.frame(nested, slot);
        self.open.push(f);
        true
    }

    fn argument(&mut self, name: &'a str, value: ItemValue<'a>) -> bool {
        let Some(f) = self.open.last_mut() else {
            return false;
        };
        let Some(plan) = self.plans.get(f.plan) else {
            return false;
        };
        let found = plan.find(|kind| match *kind {
            SlotKind::Attr(a) if a.name == name => Some(a),
            _ => None,
        });
        let Some((slot, a)) = found else {
            return false;
        };
        let start = f.buf.len();
        let null = match value {
            ItemValue::PlainString { text, .. }
                if matches!(a.ty, strata_hcl_types::Type::String) =>
            {
                // An ASCII string is its own normal form: its value's text.
                strata_core::json::write_string(&mut f.buf, text, true);
                false
            }
            other => {
                let expr = other.into_expr();
                match self
                    .decoder
                    .write_attr(&expr, &a.ty, self.keep_nulls, &mut f.buf)
                {
                    Ok(null) => null,
                    Err(()) => return false,
                }
            }
        };
        let end = f.buf.len();
        f.values.push((slot, start, end, null));
        true
    }

    fn close_block(&mut self) -> bool {
        let Some(f) = self.open.pop() else {
            return false;
        };
        let ok = match self.open.last_mut() {
            Some(parent) => {
                let start = parent.buf.len();
                let ok = assemble(&self.plans, self.keep_nulls, &f, &mut parent.buf);
                let end = parent.buf.len();
                parent.values.push((f.parent_slot, start, end, false));
                ok
            }
            None => {
                let mut text = std::mem::take(&mut self.scratch);
                text.clear();
                let ok = assemble(&self.plans, self.keep_nulls, &f, &mut text);
                if ok {
                    if let Some((top, labels, label_count)) = self.current.take() {
                        self.written.push(Written {
                            top,
                            labels,
                            label_count,
                            text: text.as_str().to_owned(),
                        });
                    }
                }
                self.scratch = text;
                ok
            }
        };
        self.recycle(f);
        ok
    }
}

/// Writes the object of the block `f` to `out`, as `write_native` writes it; false when
/// a required argument is missing or a `block_list` has too few or too many blocks.
fn assemble(plans: &[Plan<'_>], keep_nulls: bool, f: &Frame, out: &mut String) -> bool {
    let Some(plan) = plans.get(f.plan) else {
        return false;
    };
    out.push('{');
    let mut first = true;
    for (j, slot) in plan.slots.iter().enumerate() {
        let mark = open_made_property(out, &slot.property, first);
        let null = match slot.kind {
            SlotKind::Attr(a) => match f.values.iter().find(|v| v.0 == j) {
                None if a.required => return false,
                None => true,
                Some(&(_, _, _, null)) if null => true,
                Some(&(_, start, end, _)) => {
                    out.push_str(f.buf.get(start..end).unwrap_or(""));
                    false
                }
            },
            SlotKind::List(b, _) => {
                out.push('[');
                let mut count: i64 = 0;
                for &(_, start, end, _) in f.values.iter().filter(|v| v.0 == j) {
                    if count > 0 {
                        out.push(',');
                    }
                    out.push_str(f.buf.get(start..end).unwrap_or(""));
                    count += 1;
                }
                if count < b.min_items || (b.max_items > 0 && count > b.max_items) {
                    return false;
                }
                out.push(']');
                false
            }
        };
        first = close_property(out, mark, null, keep_nulls, first);
    }
    out.push('}');
    true
}
