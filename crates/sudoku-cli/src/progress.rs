//! The progress bar on stderr: drawn only when stderr is a terminal, so
//! pipes and CI logs stay clean.

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Progress of one run: by bytes when the input size is known, else a count.
pub struct Progress {
    bar: Option<ProgressBar>,
    by_bytes: bool,
    done: u64,
}

impl Progress {
    /// A bar for an input of `size` bytes (`None`: unknown, e.g. a pipe);
    /// `noun` names what is counted ("puzzles", "grids").
    pub fn new(size: Option<u64>, noun: &str) -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress {
                bar: None,
                by_bytes: false,
                done: 0,
            };
        }
        let (bar, template) = match size {
            Some(bytes) => (
                ProgressBar::with_draw_target(Some(bytes), ProgressDrawTarget::stderr()),
                format!("{{wide_bar}} {{percent:>3}}% {{msg}} {noun} [{{elapsed_precise}} < {{eta_precise}}]"),
            ),
            None => (
                ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
                format!("{{spinner}} {{human_pos}} {noun} [{{elapsed_precise}}]"),
            ),
        };
        let style = ProgressStyle::with_template(&template)
            .unwrap_or_else(|_| ProgressStyle::default_bar());
        bar.set_style(style);
        Progress {
            bar: Some(bar),
            by_bytes: size.is_some(),
            done: 0,
        }
    }

    /// `n` more results written; `end` is the byte offset just past the
    /// last one's line. Called once per chunk (indicatif also rate-limits
    /// drawing).
    pub fn advance(&mut self, n: u64, end: u64) {
        self.done += n;
        if let Some(bar) = &self.bar {
            if self.by_bytes {
                bar.set_position(end);
                bar.set_message(self.done.to_string());
            } else {
                bar.set_position(self.done);
            }
        }
    }

    /// Removes the bar, so the summary line stands alone.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
