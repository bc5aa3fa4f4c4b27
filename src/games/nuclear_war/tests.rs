//! Board rendering checks (rules are tested in `tests/it/nuclear_war.rs`).
