//! What an operator watches: Prometheus metrics counted across the bot (`metrics`) and the
//! `--http` endpoint that serves them with a health check (`http`).

pub mod http;
pub mod metrics;
