//! `strata`: one binary for every configuration system strata implements ([`strata_cmd::strata`]).

// Every evaluator makes and frees many small objects; with the system allocator malloc/free
// were about 22% of the instructions of a Puppet fleet diff (BENCHMARKS.md, stop 26).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    strata_cmd::run(strata_cmd::strata::main)
}
