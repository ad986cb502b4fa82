//! `strata`: one binary for every configuration system strata implements ([`strata_cli::strata`]).

// Every evaluator makes and frees many small objects; with the system allocator malloc/free
// were about 22% of the instructions of a Puppet fleet diff (BENCHMARKS.md, stop 26).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc reserves a 1 GiB arena at the first allocation and, by default, asks the kernel
/// for transparent huge pages on it (`madvise(MADV_HUGEPAGE)`): every 2 MiB of the arena that
/// a run touches is then backed by a whole huge page, 7-9 MB more peak memory on every
/// benchmark (issue 22; BENCHMARKS.md, "mimalloc without transparent huge pages"). This turns
/// the option off by default (`MIMALLOC_ALLOW_THP=1` still turns it on). It has to run before
/// the first allocation, and Rust's runtime allocates before `main`: it runs as an ELF
/// constructor, which the C runtime calls before `main`.
#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static MIMALLOC_NO_THP: extern "C" fn() = mimalloc_no_thp;

#[cfg(target_os = "linux")]
extern "C" fn mimalloc_no_thp() {
    /// `mi_option_allow_thp` in mimalloc 2.3's `mi_option_e` (libmimalloc-sys 0.1.49 names no
    /// constant for it; its `_mi_option_last` is 38, the value after it).
    const MI_OPTION_ALLOW_THP: std::ffi::c_int = 37;
    extern "C" {
        fn mi_option_set_default(option: std::ffi::c_int, value: std::ffi::c_long);
    }
    // SAFETY: stores one value in mimalloc's table of options (an index in range, checked by
    // mimalloc too); it allocates nothing and reads no other state.
    unsafe { mi_option_set_default(MI_OPTION_ALLOW_THP, 0) }
}

fn main() -> std::process::ExitCode {
    strata_cli::run(strata_cli::strata::main)
}
