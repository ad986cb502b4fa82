//! Gathering requests under load: the network thread's nap between rounds.
//!
//! A round is what the network thread does between two sleeps: it wakes in `epoll_wait`,
//! reads what arrived, answers it, writes the answers and sleeps again. On a busy server
//! whose clients' requests arrive one by one, every request costs a round, and a round's
//! system calls and its two context switches cost more CPU than answering a quick program
//! (`benches/fnhcl/RESULTS.md`). When requests keep arriving together, the thread therefore
//! naps for a short window after a round before it looks for more, so that the next round
//! reads, answers and writes everything that arrived meanwhile with one wake-up. Arrivals
//! during the nap wake nobody: the thread is not waiting on the sockets.
//!
//! The nap trades latency for CPU, so it is taken only while it pays:
//!
//! * A round that saw fewer than two requests arrive does not start napping: a single client
//!   calling one request after another never waits.
//! * After a nap, napping goes on only while the rounds after naps gather, on average, at
//!   least five requests and one more than rounds gather without a nap (`plain`, a moving
//!   average that a round without a nap every sixteen naps keeps current). Four clients that
//!   each keep one call in flight send at most four requests a round, nap or not: the nap
//!   would only slow them, so it stops (more such clients are slowed for the hundred or so
//!   naps that `plain` takes to catch up, then it stops too).
//! * A nap that did not pay is followed by a quiet time without naps, 10 ms at first and
//!   doubled (up to 1 s) by every further nap that does not pay, so that a client that never
//!   gains loses at most about 0.1% of its time to naps.
//!
//! Only [`crate::server::serve_until_signal`]'s own network thread naps (the runtime's park
//! hook); servers on other runtimes ([`crate::server::serve_on`]) never do. A window of zero
//! turns the nap off.

use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant};

/// The default nap: about seven requests gathered per round at 7,000 requests a second.
pub const DEFAULT_WINDOW: Duration = Duration::from_millis(1);
/// The longest window the server accepts.
pub const MAX_WINDOW: Duration = Duration::from_millis(10);
/// The first quiet time after a nap that did not pay.
const FIRST_QUIET: Duration = Duration::from_millis(10);
/// The longest quiet time.
const LONGEST_QUIET: Duration = Duration::from_secs(1);

thread_local! {
    /// Requests that arrived on this thread since its last park.
    static ARRIVED: Cell<u32> = const { Cell::new(0) };
    /// The network thread's pacer (a thread without the park hook never reads it).
    static PACER: RefCell<Pacer> = RefCell::new(Pacer::new(Duration::ZERO));
}

/// Counts a request (a stream opened) on the calling thread.
pub(crate) fn arrived() {
    ARRIVED.with(|n| n.set(n.get().saturating_add(1)));
}

/// The network thread's park hook: naps for `window` when the requests that arrived since
/// the last park say that a nap pays (see the module's documentation).
pub(crate) fn before_park(window: Duration) {
    let arrived = ARRIVED.with(|n| n.replace(0));
    let nap = PACER.with_borrow_mut(|p| {
        p.window = window;
        p.decide(arrived, Instant::now())
    });
    if let Some(nap) = nap {
        std::thread::sleep(nap);
    }
}

/// Whether to nap before the next park, from what each round gathered.
#[derive(Debug)]
pub(crate) struct Pacer {
    window: Duration,
    /// Requests a round gathers without a nap: a moving average (weight 1/4 for the newest)
    /// of the rounds with arrivals that did not follow a nap.
    plain: f32,
    /// Whether `plain` has a sample yet.
    measured: bool,
    /// Requests a round gathers after a nap: a moving average (weight 1/4) over the naps in
    /// a row, the first of them alone.
    gathered: f32,
    /// The last park napped: the next call sees what the nap gathered.
    napped: bool,
    /// Naps that paid in a row.
    streak: u32,
    /// No nap before this instant.
    quiet_until: Option<Instant>,
    /// The quiet time after the next nap that does not pay.
    quiet: Duration,
}

/// Naps must gather at least this many requests a round on average to go on: fewer is
/// what a few clients that each keep one call in flight send with or without a nap (the
/// nap then only slows them: `load.py --clients 4` answered 35-45% fewer requests a second
/// with it and used no less CPU a request).
const MIN_GATHERED: f32 = 5.0;

/// While naps pay, every this many naps the thread sleeps without one, so that `plain`
/// follows the clients.
const SAMPLE_EVERY: u32 = 16;

impl Pacer {
    pub(crate) fn new(window: Duration) -> Pacer {
        Pacer {
            window,
            plain: 1.0,
            measured: false,
            gathered: 0.0,
            napped: false,
            streak: 0,
            quiet_until: None,
            quiet: FIRST_QUIET,
        }
    }

    /// Called at every park with the requests that arrived since the previous one: the nap
    /// to take now, if any.
    pub(crate) fn decide(&mut self, arrived: u32, now: Instant) -> Option<Duration> {
        if self.window.is_zero() {
            return None;
        }
        let gathered = arrived as f32;
        if std::mem::take(&mut self.napped) {
            let pays = arrived >= 2 && {
                self.gathered = if self.streak == 0 {
                    gathered
                } else {
                    self.gathered + (gathered - self.gathered) / 4.0
                };
                self.gathered >= MIN_GATHERED && self.gathered >= self.plain + 1.0
            };
            if pays {
                self.quiet = FIRST_QUIET;
                self.streak += 1;
                if self.streak.is_multiple_of(SAMPLE_EVERY) {
                    return None;
                }
                self.napped = true;
                return Some(self.window);
            }
            self.streak = 0;
            self.quiet_until = Some(now + self.quiet);
            self.quiet = (self.quiet * 2).min(LONGEST_QUIET);
            return None;
        }
        if arrived == 0 {
            // A park after other work (a timer, an answer from the blocking pool).
            return None;
        }
        if self.measured {
            self.plain += (gathered - self.plain) / 4.0;
        } else {
            self.plain = gathered;
            self.measured = true;
        }
        if arrived >= 2 && self.quiet_until.is_none_or(|t| now >= t) {
            self.napped = true;
            return Some(self.window);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Duration = Duration::from_millis(1);

    /// Feeds rounds' arrivals one millisecond apart; answers which parks napped.
    fn run(p: &mut Pacer, start: Instant, rounds: &[u32]) -> Vec<bool> {
        rounds
            .iter()
            .enumerate()
            .map(|(i, &n)| p.decide(n, start + W * i as u32).is_some())
            .collect()
    }

    #[test]
    fn one_request_at_a_time_never_waits() {
        let mut p = Pacer::new(W);
        assert_eq!(run(&mut p, Instant::now(), &[1; 50]), vec![false; 50]);
    }

    #[test]
    fn requests_spread_out_in_time_are_gathered_while_naps_pay() {
        let mut p = Pacer::new(W);
        // Without naps, one or two requests a round; each nap gathers several.
        let naps = run(&mut p, Instant::now(), &[1, 1, 2, 7, 6, 9, 7]);
        assert_eq!(naps, [false, false, true, true, true, true, true]);
        // Every SAMPLE_EVERY naps that paid, one round goes without, to measure `plain`.
        let mut p = Pacer::new(W);
        let mut rounds = vec![1, 2];
        rounds.extend([7; 16]);
        rounds.extend([2, 7]);
        let naps = run(&mut p, Instant::now(), &rounds);
        assert_eq!(naps.iter().filter(|&&n| !n).count(), 2, "{naps:?}");
        assert!(
            !naps[17],
            "the sixteenth nap that paid is followed by a plain round"
        );
        assert!(naps[18] && naps[19]);
    }

    #[test]
    fn a_nap_that_gathers_nothing_more_stops_napping_for_a_quiet_time() {
        let mut p = Pacer::new(W);
        let t0 = Instant::now();
        // Four calls always in flight, answered at once: four a round, nap or not.
        assert_eq!(p.decide(4, t0), Some(W), "it tries");
        assert_eq!(p.decide(4, t0), None, "the nap gathered no more");
        let quiet = t0 + FIRST_QUIET;
        assert_eq!(p.decide(4, quiet - W), None, "quiet");
        assert_eq!(
            p.decide(4, quiet),
            Some(W),
            "tries again after the quiet time"
        );
        assert_eq!(p.decide(4, quiet), None);
        assert_eq!(
            p.quiet_until,
            Some(quiet + FIRST_QUIET * 2),
            "the quiet time doubles"
        );
        for _ in 0..20 {
            p.napped = true;
            p.decide(4, quiet);
        }
        assert_eq!(p.quiet, LONGEST_QUIET, "and is bounded");
    }

    #[test]
    fn a_plain_average_measured_low_at_first_catches_up() {
        // The clients start one by one: the first rounds see one request, then eight calls
        // in flight, answered at once, give eight a round with or without a nap. The rounds
        // left without a nap every SAMPLE_EVERY naps raise `plain` until the naps stop.
        let mut p = Pacer::new(W);
        let t0 = Instant::now();
        let mut naps = 0;
        let mut stopped = false;
        for i in 0..1000 {
            let n = if i < 2 { 1 } else { 8 };
            if p.decide(n, t0).is_some() {
                naps += 1;
            } else if p.quiet_until.is_some() {
                stopped = true;
                break;
            }
        }
        assert!(stopped, "the naps never stopped");
        assert!((16..150).contains(&naps), "{naps} naps before they stopped");
        assert!(p.plain > 7.0, "plain {}", p.plain);
    }

    #[test]
    fn a_nap_that_pays_resets_the_quiet_time() {
        let mut p = Pacer::new(W);
        let t0 = Instant::now();
        p.quiet = FIRST_QUIET * 8;
        assert_eq!(p.decide(2, t0), Some(W));
        assert_eq!(p.decide(8, t0), Some(W));
        assert_eq!(p.quiet, FIRST_QUIET);
    }

    #[test]
    fn naps_stop_when_the_requests_stop() {
        let mut p = Pacer::new(W);
        let t0 = Instant::now();
        assert_eq!(run(&mut p, t0, &[3, 8, 8]), [true, true, true]);
        assert_eq!(p.decide(0, t0), None, "a nap that gathered nothing");
        assert_eq!(p.decide(0, t0), None);
        assert!(!p.napped);
    }

    #[test]
    fn a_zero_window_never_naps() {
        let mut p = Pacer::new(Duration::ZERO);
        assert_eq!(run(&mut p, Instant::now(), &[5, 9, 12, 7]), vec![false; 4]);
    }

    #[test]
    fn the_park_hook_counts_and_resets_this_threads_arrivals() {
        std::thread::spawn(|| {
            arrived();
            arrived();
            assert_eq!(ARRIVED.with(Cell::get), 2);
            // A zero window: the count is taken, nothing sleeps.
            before_park(Duration::ZERO);
            assert_eq!(ARRIVED.with(Cell::get), 0);
        })
        .join()
        .unwrap();
    }
}
