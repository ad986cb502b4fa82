//! `nickel`: the drop-in binary, identical to `strata nickel` ([`strata_cmd::nickel`]).

/// Nickel programs allocate many small objects (syntax nodes, thunks, record fields): mimalloc
/// serves them with fewer instructions than the system allocator (`merge_disjoint_100k`: 270 ms
/// -> 173 ms of CPU when it had transparent huge pages; built without them since, for memory:
/// see strata-cli's Cargo.toml).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    strata_cmd::run(strata_cmd::nickel::main)
}
