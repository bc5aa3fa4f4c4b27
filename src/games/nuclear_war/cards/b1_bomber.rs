//! B-1 bomber (seed §1.11): a bomber of 100 MT total payload. It shares the bomber machinery of
//! the base game's B-70 (R-116: one warhead per reveal on successive turns, each at any target,
//! spent when its payload is used or a non-warhead follows). What the seed adds: when the B-1 is
//! shot down or sabotaged, the warheads already queued behind it are "lost at sea": revealed later
//! they find no armed carrier and are discarded without effect.

use super::super::data::{CarrierClass, Kind};
use super::super::{CardId, card_type};

/// True for a bomber whose queued warheads are lost with it (B-70 and B-1 alike).
pub fn is_bomber(card: CardId) -> bool {
    matches!(
        card_type(card).kind,
        Kind::Carrier {
            class: CarrierClass::Bomber,
            ..
        }
    )
}
