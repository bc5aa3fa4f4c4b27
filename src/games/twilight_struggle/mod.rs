//! Twilight Struggle (GMT Deluxe edition). Only the static game data exists so far: the 84-country
//! map and the 110-card deck, with names and our own short card summaries in
//! `i18n/*/twilight-struggle.ftl`. There is no rules engine yet, so the game is not in
//! [`crate::games::Registry::builtin`].

pub mod board;
pub mod data;
pub mod power;

pub use data::{
    Card, Country, Era, Region, SUPERPOWER_IDS, Side, SubRegion, card, card_by_number, cards, countries, country,
};
