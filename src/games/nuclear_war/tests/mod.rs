//! Nuclear War's unit tests that need private access, one file per subject.

mod ai;
mod data;
mod game;
mod notation;
