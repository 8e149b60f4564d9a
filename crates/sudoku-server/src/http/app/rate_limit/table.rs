//! The key table: one token bucket per client, in shards under their own
//! locks, with a hard bound on the clients remembered.
//!
//! A bucket holds up to `burst` tokens and gains `rate` a second; a request
//! is served when the bucket holds its cost, which is taken. A client seen
//! for the first time starts full. Times are passed in (microseconds since
//! the table's start), so the tests feed made-up times.
//!
//! Memory: each shard holds at most its part of `--rate-limit-max-clients`.
//! A new client in a full shard first clears the buckets that have refilled
//! (a full bucket says nothing a fresh one would not); when none has, the
//! eighth of the shard seen longest ago goes (so the scan is paid once per
//! eighth of a shard's new clients, not per client). A client dropped while
//! active starts again full: eviction is only ever lenient.

use std::collections::HashMap;
use std::sync::Mutex;

use super::client::ClientKey;

/// Shards of the table: requests of different clients rarely wait on the
/// same lock.
const SHARDS: usize = 16;

/// A bucket's state.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    /// Tokens held at `at`, in millionths of a token (integer arithmetic:
    /// no rounding drift over millions of requests).
    micro_tokens: u64,
    /// When `micro_tokens` was last brought up to date (µs since start).
    at: u64,
}

/// What a charge decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    /// Served: the cost was taken.
    pub allowed: bool,
    /// Whole tokens left after the charge.
    pub remaining: u64,
    /// Seconds until the bucket is full again (rounded up).
    pub full_in_secs: u64,
    /// Refused only: seconds until the bucket holds the cost (rounded up,
    /// at least 1).
    pub retry_after_secs: u64,
}

/// What the table changed besides the charged bucket, for the metrics.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Churn {
    /// A new client was added.
    pub added: bool,
    /// Clients dropped to make room.
    pub evicted: u64,
}

/// The buckets of every client (see the [module](self) docs).
#[derive(Debug)]
pub struct Table {
    shards: Vec<Mutex<HashMap<ClientKey, Bucket>>>,
    per_shard: usize,
    /// Tokens gained per second.
    rate: u64,
    /// Tokens held at most.
    burst: u64,
}

const MICRO: u64 = 1_000_000;

impl Table {
    /// A table for buckets of `rate` tokens a second up to `burst`, holding
    /// about `max_clients` clients at most (rounded up to a multiple of the
    /// shard count).
    pub fn new(rate: u32, burst: u32, max_clients: usize) -> Table {
        let per_shard = max_clients.div_ceil(SHARDS).max(1);
        Table {
            shards: (0..SHARDS).map(|_| Mutex::new(HashMap::new())).collect(),
            per_shard,
            rate: u64::from(rate.max(1)),
            burst: u64::from(burst.max(1)),
        }
    }

    /// The most clients remembered at once.
    pub fn capacity(&self) -> usize {
        self.per_shard * SHARDS
    }

    /// Clients remembered now.
    pub fn len(&self) -> usize {
        self.shards
            .iter()
            .map(|s| s.lock().map_or(0, |m| m.len()))
            .sum()
    }

    /// True when no client is remembered.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn shard_of(&self, key: &ClientKey) -> usize {
        use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
        let h = BuildHasherDefault::<DefaultHasher>::default().hash_one(key);
        (h as usize) % SHARDS
    }

    /// The bucket's tokens at `now` (refilled, capped).
    fn refilled(&self, b: &Bucket, now: u64) -> u64 {
        let gained = now.saturating_sub(b.at).saturating_mul(self.rate);
        b.micro_tokens
            .saturating_add(gained)
            .min(self.burst * MICRO)
    }

    /// Charges `cost` tokens to `key`'s bucket at `now` (µs since start);
    /// a cost above the burst is charged as the burst (served when full).
    pub fn charge(&self, key: ClientKey, cost: u32, now: u64) -> (Decision, Churn) {
        let cost = u64::from(cost).min(self.burst) * MICRO;
        let mut churn = Churn::default();
        let idx = self.shard_of(&key);
        let Ok(mut shard) = self.shards[idx].lock() else {
            // A poisoned lock (a panic while holding it) serves rather than
            // refuses: fairness is not worth failing requests for.
            return (self.decision(true, self.burst * MICRO, cost), churn);
        };
        if !shard.contains_key(&key) {
            if shard.len() >= self.per_shard {
                churn.evicted = self.make_room(&mut shard, now);
            }
            churn.added = true;
            shard.insert(
                key,
                Bucket {
                    micro_tokens: self.burst * MICRO,
                    at: now,
                },
            );
        }
        let Some(bucket) = shard.get_mut(&key) else {
            return (self.decision(true, self.burst * MICRO, cost), churn);
        };
        let tokens = self.refilled(bucket, now);
        let allowed = tokens >= cost;
        let left = if allowed { tokens - cost } else { tokens };
        *bucket = Bucket {
            micro_tokens: left,
            at: now.max(bucket.at),
        };
        (self.decision(allowed, left, cost), churn)
    }

    fn decision(&self, allowed: bool, left: u64, cost: u64) -> Decision {
        let per_sec = self.rate * MICRO;
        let full_in = (self.burst * MICRO).saturating_sub(left);
        let short = cost.saturating_sub(left);
        Decision {
            allowed,
            remaining: left / MICRO,
            full_in_secs: full_in.div_ceil(per_sec),
            retry_after_secs: if allowed {
                0
            } else {
                short.div_ceil(per_sec).max(1)
            },
        }
    }

    /// Drops the refilled buckets of a full shard, or else its eighth seen
    /// longest ago; returns how many went.
    fn make_room(&self, shard: &mut HashMap<ClientKey, Bucket>, now: u64) -> u64 {
        let before = shard.len();
        let full = self.burst * MICRO;
        shard.retain(|_, b| self.refilled(b, now) < full);
        if shard.len() >= self.per_shard {
            let mut ages: Vec<u64> = shard.values().map(|b| b.at).collect();
            let drop = (shard.len() / 8).max(1);
            let (_, cut, _) = ages.select_nth_unstable(drop - 1);
            let cut = *cut;
            let mut left = drop;
            shard.retain(|_, b| {
                if left > 0 && b.at <= cut {
                    left -= 1;
                    false
                } else {
                    true
                }
            });
        }
        (before - shard.len()) as u64
    }
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;

    use super::*;

    fn ip(n: u32) -> ClientKey {
        ClientKey::Addr(IpAddr::V4(n.into()))
    }

    const S: u64 = 1_000_000;

    #[test]
    fn a_bucket_serves_its_burst_then_its_rate() {
        let t = Table::new(10, 50, 1000);
        let k = ip(1);
        for i in 0..50 {
            let (d, _) = t.charge(k, 1, 0);
            assert!(d.allowed, "request {i} of the burst");
            assert_eq!(d.remaining, 49 - i);
        }
        let (d, _) = t.charge(k, 1, 0);
        assert!(!d.allowed);
        assert_eq!(d.retry_after_secs, 1);
        assert_eq!(d.full_in_secs, 5);
        // A tenth of a second brings one token.
        assert!(t.charge(k, 1, S / 10).0.allowed);
        assert!(!t.charge(k, 1, S / 10).0.allowed);
        // Another client is not touched.
        assert!(t.charge(ip(2), 1, S / 10).0.allowed);
    }

    #[test]
    fn a_weighted_request_takes_its_cost_and_waits_for_it() {
        let t = Table::new(2, 20, 1000);
        let k = ip(1);
        let (d, _) = t.charge(k, 10, 0);
        assert!(d.allowed);
        assert_eq!(d.remaining, 10);
        assert!(t.charge(k, 10, 0).0.allowed);
        let (d, _) = t.charge(k, 10, 0);
        assert!(!d.allowed);
        assert_eq!(d.retry_after_secs, 5, "10 tokens at 2 a second");
        // Refused requests take nothing: after 5 s it is served.
        assert!(t.charge(k, 10, 5 * S).0.allowed);
        // A cost above the burst is served once the bucket is full.
        assert!(!t.charge(k, 500, 5 * S).0.allowed);
        assert!(t.charge(k, 500, 15 * S).0.allowed);
    }

    #[test]
    fn the_table_stays_within_its_bound_dropping_idle_clients_first() {
        let t = Table::new(1, 10, 160);
        assert_eq!(t.capacity(), 160);
        // 2,000 clients, each emptying its bucket at time 0: none refills,
        // so the longest unseen go.
        for n in 0..2_000u32 {
            t.charge(ip(n), 10, 0);
            assert!(t.len() <= t.capacity());
        }
        let mut evicted = 0;
        // 20 s later every old bucket has refilled: new clients clear them.
        for n in 10_000..10_100u32 {
            evicted += t.charge(ip(n), 10, 20 * S).1.evicted;
        }
        assert!(evicted > 0);
        assert!(t.len() <= t.capacity());
    }
}
