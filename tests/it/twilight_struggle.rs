//! Twilight Struggle rules tests, named by the rule (R-numbers from the spec), plus the random
//! playthrough battery.

use warroom::engine::{AnyMatch, GameOptions};
use warroom::games::Registry;

mod effects;
mod events_early;
mod events_late;
mod events_mid_a;
mod events_mid_b;
mod notation;
mod odds;
mod random_play;
mod rules;
mod rulings;
mod saved;
mod support;
mod taps;

/// A fresh match through the registry, as the table creates it.
pub fn new_match(options: &[(&str, &str)], seed: u64) -> Box<dyn AnyMatch> {
    let registry = Registry::builtin();
    let kind = registry
        .get("twilight-struggle")
        .expect("twilight-struggle is registered");
    let options: GameOptions = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    kind.create(2, &options, seed).expect("valid setup").0
}
