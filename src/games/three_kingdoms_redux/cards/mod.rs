//! What the generals and state enhancements do: their benefits on the hook points the rules call
//! (`benefits`) and the card catalog for `/card` (`catalog`).

pub mod benefits;
pub mod catalog;
