//! What the generals and state enhancements do: their benefits on the hook points the rules call
//! (`benefits`), the formula kinds their data rows name, read in one place (`kinds`), and the card catalog for `/card` (`catalog`).

pub mod benefits;
pub mod catalog;
pub mod kinds;
