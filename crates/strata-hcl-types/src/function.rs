//! Functions (filled in below).
#[derive(Clone)]
pub struct Function;
#[derive(Clone)]
pub struct Parameter;
#[derive(Clone, Debug)]
pub struct FunctionError;
