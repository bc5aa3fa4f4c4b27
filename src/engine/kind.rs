//! A game's entry in the registry (`GameKind`, made for each `Game` type by `Kind<G>`), and the
//! card catalog entry `/card` reads.

use std::ops::RangeInclusive;

use super::{AnyMatch, Game, GameOptions, LogEntry, Match, OptionSpec, RuleError, Text};

/// One card for `/card` lookup: its name, a line of printed numbers (cost, operations…) when it
/// has any, its rules text in our own short words, and whether the card is a provisional design of
/// ours standing in for one whose real text is not public.
#[derive(Clone, Debug)]
pub struct CardInfo {
    pub id: String,
    pub name: Text,
    pub facts: Option<Text>,
    pub text: Text,
    pub provisional: bool,
}

/// A game's entry in the registry: creates and loads matches without knowing the type.
pub trait GameKind: Send + Sync {
    fn id(&self) -> &'static str;
    fn name_key(&self) -> &'static str;
    fn rules_key(&self) -> &'static str;
    fn seat_range(&self) -> RangeInclusive<usize>;
    fn option_specs(&self) -> Vec<OptionSpec>;
    fn create(
        &self,
        seats: usize,
        options: &GameOptions,
        seed: u64,
    ) -> Result<(Box<dyn AnyMatch>, Vec<LogEntry>), RuleError>;
    fn load(&self, saved: &str) -> Result<Box<dyn AnyMatch>, serde_json::Error>;
    /// Every card of the game (see [`Game::card_catalog`]).
    fn cards(&self) -> Vec<CardInfo>;
}

/// The registry entry for a [`Game`] type.
pub struct Kind<G: Game>(std::marker::PhantomData<fn() -> G>);

impl<G: Game> Kind<G> {
    pub const fn new() -> Self {
        Kind(std::marker::PhantomData)
    }
}

impl<G: Game> Default for Kind<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> GameKind for Kind<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn name_key(&self) -> &'static str {
        G::NAME
    }
    fn rules_key(&self) -> &'static str {
        G::RULES
    }
    fn seat_range(&self) -> RangeInclusive<usize> {
        G::seat_range()
    }
    fn option_specs(&self) -> Vec<OptionSpec> {
        G::option_specs()
    }
    fn create(
        &self,
        seats: usize,
        options: &GameOptions,
        seed: u64,
    ) -> Result<(Box<dyn AnyMatch>, Vec<LogEntry>), RuleError> {
        let (m, log) = Match::<G>::new(seats, options, seed)?;
        Ok((Box::new(m), log))
    }
    fn load(&self, saved: &str) -> Result<Box<dyn AnyMatch>, serde_json::Error> {
        let mut m = serde_json::from_str::<Match<G>>(saved)?;
        m.game.upgrade();
        Ok(Box::new(m))
    }
    fn cards(&self) -> Vec<CardInfo> {
        G::card_catalog()
    }
}
