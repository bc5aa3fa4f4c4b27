//! Three Kingdoms Redux (3 players: Wei, Wu, Shu). Being built in steps (issue 15): the data and
//! the rules engine first; the game is registered for `/new` once it plays to the end.

pub mod data;
