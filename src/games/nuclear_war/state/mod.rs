//! What the game remembers.

pub mod notation;
