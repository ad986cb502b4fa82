//! Robustness: arbitrary text and values never make the crate panic. Inputs come from a
//! fixed-seed generator, so failures reproduce.

use strata_hcl_types::{convert, json, ops, stdlib, unify, Number, Type, Value};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

fn text(rng: &mut Rng, alphabet: &[&str]) -> String {
    (0..rng.below(12)).map(|_| *rng.pick(alphabet)).collect()
}

fn ty(rng: &mut Rng, depth: u32) -> Type {
    match if depth > 2 {
        rng.below(4)
    } else {
        rng.below(9)
    } {
        0 => Type::String,
        1 => Type::Number,
        2 => Type::Bool,
        3 => Type::Dynamic,
        4 => Type::list(ty(rng, depth + 1)),
        5 => Type::set(ty(rng, depth + 1)),
        6 => Type::map(ty(rng, depth + 1)),
        7 => {
            let mut attrs = std::collections::BTreeMap::new();
            for k in ["a", "b"] {
                if rng.below(2) == 0 {
                    attrs.insert(k.to_string(), ty(rng, depth + 1));
                }
            }
            Type::object(attrs)
        }
        _ => Type::tuple((0..rng.below(3)).map(|_| ty(rng, depth + 1)).collect()),
    }
}

fn value(rng: &mut Rng, t: &Type) -> Value {
    match rng.below(10) {
        0 => return Value::null(t.clone()),
        1 => return Value::unknown(t.clone()),
        _ => {}
    }
    match t {
        Type::Dynamic => Value::dynamic_null(),
        Type::String => Value::string(rng.pick(&["", "1", "x", "true", "1e400", "-0", "é"])),
        Type::Number => {
            let t: &&str = rng.pick(&["0", "-0", "1", "2.5", "1e300", "-7", "0.1"]);
            Value::number(Number::parse(t).unwrap_or_else(Number::zero))
        }
        Type::Bool => Value::bool(rng.below(2) == 0),
        Type::List(e) | Type::Set(e) => {
            let items = (0..rng.below(3)).map(|_| value(rng, e)).collect();
            if t.is_list() {
                Value::list((**e).clone(), items)
            } else {
                Value::set((**e).clone(), items)
            }
        }
        Type::Map(e) => {
            let mut items = std::collections::BTreeMap::new();
            for k in ["a", "b"] {
                if rng.below(2) == 0 {
                    items.insert(k.to_string(), value(rng, e));
                }
            }
            Value::map((**e).clone(), items)
        }
        Type::Object(o) => Value::object(
            o.iter()
                .map(|(k, at)| (k.clone(), value(rng, at)))
                .collect(),
        ),
        Type::Tuple(ts) => Value::tuple(ts.iter().map(|et| value(rng, et)).collect()),
    }
}

#[test]
fn number_and_json_text_never_panic() {
    let mut rng = Rng(0x5eed);
    let num_alphabet = [
        "0",
        "1",
        "9",
        ".",
        "e",
        "E",
        "-",
        "+",
        "p",
        "Inf",
        " ",
        "x",
        "00000000000000000000",
    ];
    let json_alphabet = [
        "{", "}", "[", "]", ":", ",", "\"", "\\", "u", "1", "-", ".", "e", "t", "r", "f", "n", "a",
        " ", "é", "\n",
    ];
    for _ in 0..20_000 {
        let t = text(&mut rng, &num_alphabet);
        if let Some(n) = Number::parse(&t) {
            let again = Number::parse(&n.to_text());
            if !n.is_infinite() {
                assert_eq!(
                    again.as_ref(),
                    Some(&n),
                    "{t} printed as {n} reads back differently"
                );
            }
        }
        let j = text(&mut rng, &json_alphabet);
        let _ = json::decode(&j);
    }
}

#[test]
fn operations_on_arbitrary_values_never_panic() {
    let mut rng = Rng(0xfeed);
    let functions = stdlib::functions();
    let names: Vec<&String> = functions.keys().collect();
    for _ in 0..5_000 {
        let (ta, tb) = (ty(&mut rng, 0), ty(&mut rng, 0));
        let (a, b) = (value(&mut rng, &ta), value(&mut rng, &tb));
        let _ = convert(&a, &tb);
        let _ = unify(&[ta.clone(), tb.clone()]);
        let _ = a.equals(&b);
        for op in [ops::add, ops::modulo, ops::equal, ops::less, ops::and] {
            let _ = op(&a, &b);
        }
        let _ = strata_hcl_types::index(&a, &b);
        let f = &functions[*rng.pick(&names)];
        let args: Vec<Value> = (0..rng.below(4)).map(|_| value(&mut rng, &ta)).collect();
        let _ = f.call(&args);
        let _ = json::to_json(&a);
        let _ = json::encode(&a);
    }
}
