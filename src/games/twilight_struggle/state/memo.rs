//! A card's own state, kept by the core without reading it: where a paused event stands (the
//! card's `Stage`, in a question or a resume point on the stack) and what a card in effect
//! remembers (Missile Envy's victim, in `card_state`). The card file declares the type and is
//! its only reader, so a new card never needs a change here or in the state.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One card's state, saved as its own JSON.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Memo(Value);

impl Memo {
    pub fn of<T: Serialize>(state: &T) -> Memo {
        Memo(serde_json::to_value(state).expect("a card's state is plain data"))
    }

    /// The state as the card wrote it; `None` if it is not a `T`.
    pub fn read<T: DeserializeOwned>(&self) -> Option<T> {
        T::deserialize(&self.0).ok()
    }
}

/// A point where a card's event waits for an answer: the state it keeps there, and which of
/// the card's questions it asks.
pub trait CardStage: Serialize {
    /// The `<n>` of the question's message id `ts-q-<card>-<n>`.
    fn question(&self) -> u8 {
        0
    }
}

/// A card with one question and nothing to remember.
impl CardStage for () {}
