//! Twilight Struggle's unit tests that need private access, one file per subject.

mod ai;
mod board;
mod cards;
mod data;
mod game;
mod power;
