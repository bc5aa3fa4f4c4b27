//! Game options: what a creator may set with `/new` or a script's `option` line, and the check
//! every game runs first in its setup.

use super::{RuleError, Text};
use std::collections::BTreeMap;

/// Game options as `key=value` pairs (from `/new` options or `option` script lines).
pub type GameOptions = BTreeMap<String, String>;

/// A game option the creator may set with `/new` or a script's `option` line.
#[derive(Clone, Debug)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    /// Message id of the option's description.
    pub help: &'static str,
}

/// Checks options against the specs: unknown keys and values are refused by name; missing keys get
/// their defaults. Games call this first in `setup`.
pub fn resolve_options(specs: &[OptionSpec], given: &GameOptions) -> Result<GameOptions, RuleError> {
    let mut out = GameOptions::new();
    for (key, value) in given {
        let Some(spec) = specs.iter().find(|s| s.key == key) else {
            let known: Vec<Text> = specs.iter().map(|s| Text::new("raw").str("value", s.key)).collect();
            return Err(RuleError::new(
                Text::new("err-unknown-option")
                    .str("option", key.clone())
                    .list("known", known),
            ));
        };
        if !spec.values.is_empty() && !spec.values.contains(&value.as_str()) {
            let legal: Vec<Text> = spec.values.iter().map(|v| Text::new("raw").str("value", *v)).collect();
            return Err(RuleError::new(
                Text::new("err-bad-option-value")
                    .str("option", key.clone())
                    .str("value", value.clone())
                    .list("legal", legal),
            ));
        }
        out.insert(key.clone(), value.clone());
    }
    for spec in specs {
        out.entry(spec.key.to_string())
            .or_insert_with(|| spec.default.to_string());
    }
    Ok(out)
}
