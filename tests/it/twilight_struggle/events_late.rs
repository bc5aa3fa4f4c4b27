//! Late War card events #82–#102, #109, #110, one test per card named by its number, plus the interactions of their lasting
//! effects with the rules they change.

#[allow(unused_imports)]
use super::support::*;
