//! Functions and the function-call protocol of the HCL information model.
//!
//! A [`Function`] has positional [`Parameter`]s, an optional variadic parameter, a return-type
//! callback and an implementation callback, or one callback whose value gives both
//! ([`Function::from_value`]). [`Function::call`] does, in order:
//!
//! 1. Arity: exactly one argument per positional parameter, or at least that many with a
//!    variadic parameter (`wrong number of arguments (...)`).
//! 2. Conversion of each argument to its parameter's type (unsafe conversions allowed). A
//!    failure is an argument error with the conversion message (`string required`).
//! 3. Semantic checks per argument, in order: a null argument for a parameter without
//!    `allow_null` is the argument error `argument must not be null`; an argument of the
//!    dynamic pseudo-type for a parameter without `allow_dynamic_type` makes the result type
//!    dynamic at once (later arguments are not checked).
//! 4. The return type, from the callback (which may inspect argument values), or the type of
//!    the value the single callback computes (kept as the result in step 5).
//! 5. If an argument is itself unknown (unknowns nested inside a known collection do not count)
//!    and its parameter lacks `allow_unknown`, the result
//!    is the unknown value of the return type; otherwise the implementation runs.
//!
//! Errors are [`FunctionError`]s: `arg_index` names the offending argument when there is one.
//! HCL reports an argument error as `Invalid value for "NAME" parameter: MESSAGE.` and any
//! other as `Call to function "F" failed: MESSAGE.`.

use std::fmt;
use std::sync::Arc;

use crate::convert::convert;
use crate::types::Type;
use crate::value::Value;

/// One parameter of a function.
#[derive(Clone, Debug)]
pub struct Parameter {
    /// The parameter's name, as error messages and documentation show it.
    pub name: String,
    /// The type specification arguments are converted to (`Dynamic` accepts any type).
    pub ty: Type,
    /// Whether a null argument is passed to the implementation; otherwise a null argument is an
    /// error.
    pub allow_null: bool,
    /// Whether an unknown argument is passed to the implementation; otherwise the call
    /// short-circuits to an unknown result of the return type.
    pub allow_unknown: bool,
    /// Whether an argument of the dynamic pseudo-type is passed as it is; otherwise it
    /// short-circuits like an unknown.
    pub allow_dynamic_type: bool,
}

impl Parameter {
    /// A parameter that accepts neither null, unknown nor dynamic-typed arguments.
    pub fn new(name: impl Into<String>, ty: Type) -> Parameter {
        Parameter {
            name: name.into(),
            ty,
            allow_null: false,
            allow_unknown: false,
            allow_dynamic_type: false,
        }
    }

    /// Accepts null arguments (see [`Parameter::allow_null`](#structfield.allow_null)).
    pub fn allow_null(mut self) -> Parameter {
        self.allow_null = true;
        self
    }

    /// Passes unknown arguments to the implementation instead of short-circuiting.
    pub fn allow_unknown(mut self) -> Parameter {
        self.allow_unknown = true;
        self
    }

    /// Passes arguments of the dynamic pseudo-type to the implementation instead of
    /// short-circuiting.
    pub fn allow_dynamic_type(mut self) -> Parameter {
        self.allow_dynamic_type = true;
        self
    }
}

/// A function call failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionError {
    /// The argument at fault, if the error concerns one argument.
    pub arg_index: Option<usize>,
    /// The message HCL shows in the "Error in function call" diagnostic.
    pub message: String,
}

impl FunctionError {
    /// An error about the call as a whole.
    pub fn new(message: impl Into<String>) -> FunctionError {
        FunctionError {
            arg_index: None,
            message: message.into(),
        }
    }

    /// An error about argument `index` (0-based); the diagnostic points at that argument.
    pub fn arg(index: usize, message: impl Into<String>) -> FunctionError {
        FunctionError {
            arg_index: Some(index),
            message: message.into(),
        }
    }
}

impl fmt::Display for FunctionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FunctionError {}

/// Computes the return type from the (converted) arguments.
pub type ReturnTypeFn = Arc<dyn Fn(&[Value]) -> Result<Type, FunctionError> + Send + Sync>;
/// Computes the result from the (converted, checked) arguments and the return type.
pub type ImplFn = Arc<dyn Fn(&[Value], &Type) -> Result<Value, FunctionError> + Send + Sync>;

/// A function callable from HCL expressions. Cheap to clone.
#[derive(Clone)]
pub struct Function {
    /// The positional parameters, in order; a call needs at least this many arguments.
    pub params: Vec<Parameter>,
    /// The variadic parameter that binds every argument past the positional ones, if any.
    pub var_param: Option<Parameter>,
    /// A one-line description of the function (empty if none was given).
    pub description: String,
    body: Body,
}

/// What computes a call's type and value.
#[derive(Clone)]
enum Body {
    /// A return-type callback and an implementation, called in that order.
    Split(ReturnTypeFn, ImplFn),
    /// One callback whose value's type is the return type: computing the type means computing
    /// the value, so a call computes it once ([`Function::from_value`]).
    Value(ValueFn),
}

/// Computes the result, whose type is the return type, from the (converted) arguments.
pub type ValueFn = Arc<dyn Fn(&[Value]) -> Result<Value, FunctionError> + Send + Sync>;

impl fmt::Debug for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Function")
            .field("params", &self.params)
            .field("var_param", &self.var_param)
            .finish_non_exhaustive()
    }
}

impl Function {
    /// A function from its parameters, a return-type callback (given the converted arguments; it
    /// may fail) and an implementation (given the converted, checked arguments and the return
    /// type).
    pub fn new(
        params: Vec<Parameter>,
        var_param: Option<Parameter>,
        return_type: impl Fn(&[Value]) -> Result<Type, FunctionError> + Send + Sync + 'static,
        implementation: impl Fn(&[Value], &Type) -> Result<Value, FunctionError> + Send + Sync + 'static,
    ) -> Function {
        Function {
            params,
            var_param,
            description: String::new(),
            body: Body::Split(Arc::new(return_type), Arc::new(implementation)),
        }
    }

    /// A function whose return type is the type of the value `value` computes (hcldec's user
    /// functions, whose result type is that of their body's value, as in the original): the
    /// value is computed once per call, for the type and the result alike.
    pub fn from_value(
        params: Vec<Parameter>,
        var_param: Option<Parameter>,
        value: impl Fn(&[Value]) -> Result<Value, FunctionError> + Send + Sync + 'static,
    ) -> Function {
        Function {
            params,
            var_param,
            description: String::new(),
            body: Body::Value(Arc::new(value)),
        }
    }

    /// A function whose return type is always `ty`.
    pub fn with_static_type(
        params: Vec<Parameter>,
        var_param: Option<Parameter>,
        ty: Type,
        implementation: impl Fn(&[Value], &Type) -> Result<Value, FunctionError> + Send + Sync + 'static,
    ) -> Function {
        Function::new(params, var_param, move |_| Ok(ty.clone()), implementation)
    }

    /// The function with `description` as its description.
    pub fn with_description(mut self, description: impl Into<String>) -> Function {
        self.description = description.into();
        self
    }

    /// The parameter argument `i` binds to (the variadic one past the positional ones).
    pub fn param_for(&self, i: usize) -> Option<&Parameter> {
        self.params.get(i).or(self.var_param.as_ref())
    }

    /// Checks the argument count.
    pub fn check_arity(&self, count: usize) -> Result<(), FunctionError> {
        let n = self.params.len();
        match &self.var_param {
            None if count != n => Err(FunctionError::new(format!(
                "wrong number of arguments ({n} required; {count} given)"
            ))),
            Some(_) if count < n => Err(FunctionError::new(format!(
                "wrong number of arguments (at least {n} required; {count} given)"
            ))),
            _ => Ok(()),
        }
    }

    /// Converts every argument to its parameter's type; returns every conversion failure.
    pub fn convert_args(&self, args: &[Value]) -> Result<Vec<Value>, Vec<FunctionError>> {
        let mut out = Vec::with_capacity(args.len());
        let mut errs = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let Some(p) = self.param_for(i) else {
                out.push(a.clone());
                continue;
            };
            match convert(a, &p.ty) {
                Ok(v) => out.push(v),
                Err(e) => {
                    errs.push(FunctionError::arg(i, e.message));
                    out.push(Value::unknown(p.ty.clone()));
                }
            }
        }
        if errs.is_empty() {
            Ok(out)
        } else {
            Err(errs)
        }
    }

    /// The result type for these (already converted) arguments, after the checks of the
    /// call protocol (arity, nulls, dynamic types).
    pub fn return_type_for(&self, args: &[Value]) -> Result<Type, FunctionError> {
        Ok(match self.checked_type(args)? {
            Some(ty) => ty,
            None => match &self.body {
                Body::Split(return_type, _) => return_type(args)?,
                Body::Value(value) => value(args)?.ty().clone(),
            },
        })
    }

    /// The call protocol's checks (arity, nulls, dynamic types): `Some(Type::Dynamic)` when an
    /// argument's type is not known yet, `None` when the function decides the type.
    fn checked_type(&self, args: &[Value]) -> Result<Option<Type>, FunctionError> {
        self.check_arity(args.len())?;
        for (i, a) in args.iter().enumerate() {
            let Some(p) = self.param_for(i) else { continue };
            if a.is_null() && !p.allow_null {
                return Err(FunctionError::arg(i, "argument must not be null"));
            }
            if a.ty().is_dynamic() {
                if !p.allow_dynamic_type {
                    // Later arguments are not checked: the result is simply not known yet.
                    return Ok(Some(Type::Dynamic));
                }
            } else if let Err(errs) = a.ty().test_conformance(&p.ty) {
                let msg = errs.first().map(|e| e.to_string()).unwrap_or_default();
                return Err(FunctionError::arg(i, msg));
            }
        }
        Ok(None)
    }

    /// Calls the function with arguments already converted to the parameter types.
    pub fn call_converted(&self, args: &[Value]) -> Result<Value, FunctionError> {
        let (ret, computed) = match (self.checked_type(args)?, &self.body) {
            (Some(ty), _) => (ty, None),
            (None, Body::Split(return_type, _)) => (return_type(args)?, None),
            (None, Body::Value(value)) => {
                let v = value(args)?;
                (v.ty().clone(), Some(v))
            }
        };
        for (i, a) in args.iter().enumerate() {
            let Some(p) = self.param_for(i) else { continue };
            if !p.allow_unknown && !a.is_known() {
                return Ok(Value::unknown(ret));
            }
        }
        let v = match (computed, &self.body) {
            (Some(v), _) => v,
            (None, Body::Split(_, implementation)) => implementation(args, &ret)?,
            (None, Body::Value(value)) => value(args)?,
        };
        if v.ty().test_conformance(&ret).is_err() {
            return Err(FunctionError::new(format!(
                "function returned {} where {} was expected",
                v.ty().friendly_name(),
                ret.friendly_name()
            )));
        }
        Ok(v)
    }

    /// Calls the function: arity check, argument conversion (the first failure is returned),
    /// then [`Function::call_converted`].
    pub fn call(&self, args: &[Value]) -> Result<Value, FunctionError> {
        self.check_arity(args.len())?;
        let args = self
            .convert_args(args)
            .map_err(|mut errs| errs.swap_remove(0))?;
        self.call_converted(&args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upper() -> Function {
        Function::with_static_type(
            vec![Parameter::new("str", Type::String).allow_dynamic_type()],
            None,
            Type::String,
            |args, _| {
                Ok(Value::string(
                    args[0].as_str().unwrap_or_default().to_uppercase(),
                ))
            },
        )
    }

    #[test]
    fn converts_and_checks_arguments() {
        let f = upper();
        assert_eq!(f.call(&[Value::int(5)]).unwrap(), Value::string("5"));
        let e = f.call(&[Value::empty_tuple()]).unwrap_err();
        assert_eq!(e, FunctionError::arg(0, "string required"));
        let e = f.call(&[Value::null(Type::String)]).unwrap_err();
        assert_eq!(e, FunctionError::arg(0, "argument must not be null"));
        assert!(f.call(&[]).is_err());
    }

    #[test]
    fn unknowns_short_circuit() {
        let f = upper();
        assert_eq!(
            f.call(&[Value::unknown(Type::String)]).unwrap(),
            Value::unknown(Type::String)
        );
        assert_eq!(
            f.call(&[Value::dynamic()]).unwrap(),
            Value::unknown(Type::String)
        );
    }
}
