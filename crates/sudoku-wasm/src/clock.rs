//! The time an answer reports (`micros`, `stats.micros`) and the clock the
//! core's budgets read on wasm32: `performance.now()` of the page or of
//! node (both have it as a global), natively `Instant`.

#[cfg(target_arch = "wasm32")]
mod imp {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        fn performance_now() -> f64;
        #[wasm_bindgen(js_namespace = Math, js_name = random)]
        fn math_random() -> f64;
    }

    /// A reading in milliseconds.
    #[derive(Debug, Clone, Copy)]
    pub struct Start(f64);

    pub fn start() -> Start {
        Start(performance_now())
    }

    pub fn micros_since(start: Start) -> u64 {
        ((performance_now() - start.0) * 1000.0).max(0.0) as u64
    }

    /// Gives the core's budgets `performance.now()` (once per instance).
    pub fn install() {
        sudoku_core::budget::set_clock(performance_now);
    }

    /// 53 random bits for a drawn seed.
    pub fn entropy() -> u64 {
        (math_random() * 9_007_199_254_740_992.0) as u64
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::time::Instant;

    /// A reading of the clock.
    #[derive(Debug, Clone, Copy)]
    pub struct Start(Instant);

    pub fn start() -> Start {
        Start(Instant::now())
    }

    pub fn micros_since(start: Start) -> u64 {
        u64::try_from(start.0.elapsed().as_micros()).unwrap_or(u64::MAX)
    }

    /// Clock bits for a drawn seed, as the server's.
    pub fn entropy() -> u64 {
        sudoku_api::endpoint::clock_entropy()
    }
}

#[cfg(target_arch = "wasm32")]
pub use imp::install;
pub use imp::{entropy, micros_since, start};
