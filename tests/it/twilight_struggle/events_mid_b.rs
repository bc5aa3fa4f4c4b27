//! Mid War card events #59–#81, #107, #108, one test per card named by its number, plus the interactions of their lasting
//! effects with the rules they change.

#[allow(unused_imports)]
use super::support::*;
