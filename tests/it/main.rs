//! One integration-test binary (each test binary links the whole crate; fewer is faster).

mod cli;
mod concurrency;
mod drive;
mod e2e;
mod fake_discord;
mod fuzz;
mod leaks;
mod nuclear_war;
mod scenarios;
mod table;
mod table_nuclear;
