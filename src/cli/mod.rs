//! Front ends without Discord: hot-seat terminal play, scenario scripts and board rendering.

pub mod play;
pub mod render;
pub mod script;
