//! A side's moves: the typed action and its notation (`notation`), who decides what now and the
//! rules for what they may answer (`legality`), the prompts offering every legal option
//! (`prompts`), and applying an action, one function per kind of step (`apply`, and
//! `answers` for the steps that answer an event), with the refusals naming their rule
//! (`refusals`).

mod answers;
mod apply;
mod legality;
mod notation;
mod options;
mod refusals;

pub use apply::{apply, apply_listed};
pub use legality::awaiting;
pub use notation::{TsAction, TsMove};
pub use options::{card_id, legal, pending, random_legal};
