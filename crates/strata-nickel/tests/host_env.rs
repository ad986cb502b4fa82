//! `@env:NAME` of the customize mode reads the environment through the session's host.

use strata_core::host::{Guarded, MemoryHost, Policy};
use strata_nickel::Nickel;

#[test]
fn environment_variables_come_from_the_host() {
    let host = MemoryHost::new().with_env("PORT", "8080");
    let nk = Nickel::new(Box::new(host), strata_nickel::DEFAULT_LIMITS);
    assert_eq!(
        nk.env_var("PORT").map_err(|e| e.msg),
        Ok("8080".to_string())
    );
    assert_eq!(
        nk.env_var("MISSING").map_err(|e| e.msg),
        Err("environment variable `MISSING` is not set".to_string())
    );
}

#[test]
fn a_sandboxed_host_refuses_the_environment() {
    let policy = Policy {
        sandbox: true,
        ..Policy::default()
    };
    let host = Guarded::new(MemoryHost::new().with_env("PORT", "8080"), policy);
    let nk = Nickel::new(Box::new(host), strata_nickel::DEFAULT_LIMITS);
    let err = nk.env_var("PORT").unwrap_err().msg;
    assert!(
        err.starts_with("cannot read environment variable `PORT`: "),
        "{err}"
    );
}
