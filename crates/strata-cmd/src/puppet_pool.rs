//! The worker pool of the Puppet commands that compile many catalogs: `strata puppet compile
//! --nodes` and `strata puppet diff --nodes` (its own module so that neither command's file
//! imports the other's).

/// Runs `work(state, i)` for every `i < count` on `threads` threads (each with its own
/// `state`, e.g. a Ruby companion kept between compiles); the results in order (`None` for
/// a job no thread ran). An error only when no thread could start.
pub(crate) fn parallel<S: Default, T: Send>(
    count: usize,
    threads: usize,
    work: impl Fn(&mut S, usize) -> T + Sync,
) -> Result<Vec<Option<T>>, String> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<T>>> =
        (0..count).map(|_| std::sync::Mutex::new(None)).collect();
    let (started, refused) = std::thread::scope(|s| {
        let mut started = 0;
        for _ in 0..threads.max(1).min(count.max(1)) {
            let worker = std::thread::Builder::new().spawn_scoped(s, || {
                let mut state = S::default();
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    let r = work(&mut state, i);
                    if let Ok(mut slot) = results[i].lock() {
                        *slot = Some(r);
                    }
                }
            });
            // the workers started take every job between them; stop at the first refusal
            match worker {
                Ok(_) => started += 1,
                Err(e) => return (started, Some(e)),
            }
        }
        (started, None)
    });
    if started == 0 && count > 0 {
        let why = refused.map_or_else(String::new, |e| format!(": {e}"));
        return Err(format!("cannot start a compile thread{why}"));
    }
    Ok(results
        .into_iter()
        .map(|m| m.into_inner().unwrap_or_else(|p| p.into_inner()))
        .collect())
}
