//! Three Kingdoms Redux at the integration level: many seeded random games through the engine's
//! shared battery with this game's own check of every log line, and the hot-seat terminal.

mod random_play;
mod terminal;
