//! The 2-player Game of Thrones card game (HBO edition: Stark against Lannister), issue 16. Being
//! built in steps: the card pool (`data`) and the ability hook points (`abilities`) first.

pub mod abilities;
pub mod data;
