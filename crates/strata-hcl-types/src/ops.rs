//! Operators (filled in below).
#[derive(Clone, Debug)]
pub struct OpError;
