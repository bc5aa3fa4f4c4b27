//! One integration-test binary (each test binary links the whole crate; fewer is faster).

mod battery;
mod cli;
mod concurrency;
mod crash;
mod drive;
mod e2e;
mod e2e_auth;
mod e2e_autopass;
mod e2e_edge;
mod e2e_escalation;
mod e2e_game;
mod e2e_kinds;
mod e2e_twilight;
mod fake_discord;
mod fuzz;
mod harness;
mod leaks;
mod nuclear_war;
mod round_trip;
mod scenarios;
mod size_limits;
mod table;
mod table_auto_pass;
mod table_nuclear;
mod table_recap;
mod twilight_struggle;
