//! Warroom: long strategy board games played asynchronously in Discord channels.
//!
//! Layers (each a folder): `ai` (AI seats), `engine` (the game contract), `games` (one folder per game), `table`
//! (lobby, seats, moves, outboxes), `store` (SQLite), `render` (SVG → PNG), `i18n` (Fluent),
//! `discord` (poise adapter) and `cli` (terminal play, scripts, rendering).

pub mod ai;
pub mod cli;
pub mod discord;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod monitor;
pub mod render;
pub mod store;
pub mod table;
