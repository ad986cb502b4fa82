//! `hcldec`: the drop-in binary, identical to `strata hcldec` ([`strata_cmd::hcldec`]).

/// Decoding builds a syntax tree and values out of many small allocations: mimalloc serves
/// them with a fraction of the CPU of the system allocator (see BENCHMARKS.md, "hcldec").
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    strata_cmd::run(strata_cmd::hcldec::main)
}
