//! Collection access (filled in below).
use crate::value::Value;
/// An indexing error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexError {
    pub summary: String,
    pub detail: String,
}
pub fn index(_c: &Value, _k: &Value) -> Result<Value, IndexError> {
    Ok(Value::dynamic())
}
pub fn get_attr(_c: &Value, _n: &str) -> Result<Value, IndexError> {
    Ok(Value::dynamic())
}
pub fn length(_c: &Value) -> Value {
    Value::dynamic()
}
