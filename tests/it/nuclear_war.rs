//! Nuclear War rules tests, named by the rule (R-numbers from the spec), plus the random
//! playthrough battery.

use warroom::engine::{AnyMatch, GameOptions};
use warroom::games::Registry;

mod auto_pass;
mod escalation;
mod old_saves;
mod random_play;
mod rules;

/// A fresh match through the registry, as the table creates it.
pub fn new_match(seats: usize, seed: u64) -> Box<dyn AnyMatch> {
    new_match_mode(seats, seed, "base")
}

/// A fresh match in one of the modes (`base`, `escalation`, `combined`).
pub fn new_match_mode(seats: usize, seed: u64, mode: &str) -> Box<dyn AnyMatch> {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("nuclear-war is registered");
    let mut options = GameOptions::new();
    options.insert("mode".into(), mode.into());
    kind.create(seats, &options, seed).expect("valid setup").0
}
