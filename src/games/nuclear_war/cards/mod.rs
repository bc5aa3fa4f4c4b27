//! Nuclear Escalation: the special cards of seed §1.11–1.18 and the fallout die with its
//! misfunction chart (seed §1.5, §1.20). One small file per special; each exports its `HOOKS`
//! (the hook points of `state::hooks`) and adds methods to [`NuclearWar`] that its hooks call.
//! [`SPECIALS`] lists them; the game's `mod.rs` registers that list with the core.
//!
//! Response windows never reveal who holds what: every living seat but the actor is asked the
//! same question and answers in secret (`pass` is always legal; the response cards only appear in
//! a holder's private options). See `docs/nuclear-escalation.md`.

pub mod b1_bomber;
pub mod cruise_missile;
pub mod misfunction;
pub mod mx_missile;
pub mod saboteur;
pub mod space_platform;
pub mod spy;
pub mod super_virus;

#[cfg(doc)]
use super::state::NuclearWar;
use super::state::hooks::Hooks;

/// Every special with hooks, in the order their options are listed.
pub const SPECIALS: &[&Hooks] = &[
    &space_platform::HOOKS,
    &spy::HOOKS,
    &cruise_missile::HOOKS,
    &saboteur::HOOKS,
    &super_virus::HOOKS,
];
