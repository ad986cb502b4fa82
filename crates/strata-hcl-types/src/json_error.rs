//! The error of the JSON functions, shared by the writer ([`json`](crate::json)) and the
//! reader ([`json_decode`](crate::json_decode)).

/// Why a value cannot be written as JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What failed ("cannot serialize infinity as JSON", a JSON syntax error, ...).
    pub message: String,
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for JsonError {}
