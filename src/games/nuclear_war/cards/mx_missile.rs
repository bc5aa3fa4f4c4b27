//! MX missile (seed §1.15): carries exactly one warhead bigger than 10 MT, aimed at one target;
//! the warhead is fired as separate 10 MT strikes, each 2 M + its own die roll, each misfunction
//! touching only its own strike (the roll loop lives in `misfunction::resolve_attack_die`).

use super::super::data::{CarrierClass, Kind};
use super::super::{CardId, NuclearWar, card_type};

/// Population a single 10 MT strike kills before the die (seed §1.15: "2백만 + 낙진굴림").
pub const SHOT_KILL: u32 = 2;

/// The number of 10 MT strikes a warhead makes on an MX (20 MT → 2, 50 → 5, 100 → 10).
pub fn shots(megatons: u32) -> u32 {
    megatons / 10
}

impl NuclearWar {
    /// Can `carrier` lift a warhead of `megatons` now? A bomber within its remaining
    /// payload (B-70, B-1: seed §1.11), an MX only over 10 MT (seed §1.15), others by capacity.
    pub fn lifts(&self, carrier: CardId, megatons: u32) -> bool {
        match card_type(carrier).kind {
            Kind::Carrier {
                class: CarrierClass::Mx,
                payload,
                ..
            } => megatons > 10 && megatons <= payload,
            Kind::Carrier { payload, .. } => megatons <= self.bomber_left(carrier).unwrap_or(payload),
            _ => false,
        }
    }
}
