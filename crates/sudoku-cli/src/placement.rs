//! Moving a new worker thread off the CPU of the thread that spawned it.
//!
//! Linux often starts a new thread on the CPU of the thread that created
//! it, and only its load balancer moves one of them later. Until then the
//! new worker may wait milliseconds to run at all, and then share its
//! spawner's CPU while another CPU stands idle: on a machine with few CPUs
//! and a run of tens of milliseconds, that is a real share of the run.
//!
//! [`leave_cpu`], called first thing by a new worker, moves it to another
//! allowed CPU at once when it finds itself on its spawner's, then allows
//! every CPU again: the thread stays where it was moved (the kernel does
//! not migrate a running thread back without a reason), and the load
//! balancer remains free to move it when the machine is busy. A worker the
//! kernel already started elsewhere is left where it is. It is a no-op
//! where this is not supported or not possible.

/// The CPU the calling thread runs on, if known.
pub fn current_cpu() -> Option<usize> {
    #[cfg(target_os = "linux")]
    {
        Some(rustix::thread::sched_getcpu())
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// When the calling thread runs on CPU `avoid`, moves it to the `k`-th
/// (counting round) of the other CPUs it may run on, then lets it run on
/// all of them again. Returns the CPU it moved to: `None` (nothing done)
/// when `avoid` is unknown, the thread runs elsewhere already, no other CPU
/// is allowed, or the system refuses.
pub fn leave_cpu(avoid: Option<usize>, k: usize) -> Option<usize> {
    #[cfg(target_os = "linux")]
    {
        use rustix::thread::{sched_getaffinity, sched_setaffinity, CpuSet};
        let avoid = avoid?;
        if current_cpu() != Some(avoid) {
            return None;
        }
        let allowed = sched_getaffinity(None).ok()?;
        let others = (0..CpuSet::MAX_CPU).filter(|&c| c != avoid && allowed.is_set(c));
        let count = others.clone().count();
        let cpu = others.clone().nth(k % count.max(1))?;
        let mut one = CpuSet::new();
        one.set(cpu);
        // The call returns once the thread runs on `cpu`.
        sched_setaffinity(None, &one).ok()?;
        // If this fails the thread stays on `cpu`: slower on a busy
        // machine, still correct.
        let _ = sched_setaffinity(None, &allowed);
        Some(cpu)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (avoid, k);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The thread is moved to another allowed CPU when there is one, and
    /// ends up allowed on every CPU it was allowed on before; a thread not
    /// on the CPU to avoid is left alone.
    #[test]
    fn moves_off_the_cpu_and_keeps_the_mask() {
        std::thread::spawn(|| {
            #[cfg(target_os = "linux")]
            {
                use rustix::thread::{sched_getaffinity, sched_setaffinity, CpuSet};
                let Ok(before) = sched_getaffinity(None) else {
                    eprintln!("skipped: sched_getaffinity refused here");
                    return;
                };
                if sched_setaffinity(None, &before).is_err() {
                    eprintln!("skipped: sched_setaffinity refused here");
                    return;
                }
                // A CPU the thread may not run on: it is never there.
                let elsewhere = (0..CpuSet::MAX_CPU).find(|&c| !before.is_set(c));
                assert_eq!(leave_cpu(elsewhere, 0), None, "not on {elsewhere:?}");
                let others = before.count().saturating_sub(1);
                // The kernel may move the thread between reading its CPU and
                // the call (then nothing is done): a few tries.
                let moved = (0..10).find_map(|_| {
                    let cpu = current_cpu();
                    leave_cpu(cpu, 0).map(|to| (cpu, to))
                });
                assert_eq!(sched_getaffinity(None).ok(), Some(before));
                match moved {
                    Some((cpu, to)) => {
                        assert!(Some(to) != cpu && before.is_set(to), "{cpu:?} -> {to}")
                    }
                    None => assert_eq!(others, 0, "not moved with {others} other CPUs"),
                }
            }
            #[cfg(not(target_os = "linux"))]
            assert_eq!(leave_cpu(current_cpu(), 0), None);
        })
        .join()
        .unwrap();
    }
}
