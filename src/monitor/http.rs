//! `--http ADDR`: `/health` (liveness, database, shards, outbox backlog, who holds which lease)
//! and `/metrics` (Prometheus text format). Plain HTTP on an address the operator chooses; it
//! shows no game content, only counts.

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use axum::routing::get;
use serde::Serialize;

use crate::store;
use crate::table::{AI_LEASE, COURIER_LEASE, TIMERS_LEASE, Table, process_holder};

/// One gateway shard of this process as the health check reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShardState {
    pub id: u32,
    /// `Connected`, `Connecting`, `Resuming`, ...
    pub stage: String,
    pub latency_ms: Option<u64>,
}

impl ShardState {
    fn connected(&self) -> bool {
        self.stage == "Connected"
    }
}

/// Reads the shards' states now (the Discord adapter asks serenity's shard manager).
pub type ShardProbe = Arc<dyn Fn() -> Pin<Box<dyn Future<Output = Vec<ShardState>> + Send>> + Send + Sync>;

#[derive(Clone)]
struct Monitor {
    table: Table,
    shards: ShardProbe,
    /// Shards this process should run.
    expected: u32,
}

/// What `/health` answers (as JSON; 200 when healthy, 503 when not).
#[derive(Debug, Serialize)]
pub struct Health {
    pub healthy: bool,
    pub process: String,
    pub backend: &'static str,
    pub database_reachable: bool,
    pub shards_expected: u32,
    pub shards: Vec<ShardState>,
    pub outbox_pending: Option<i64>,
    pub outbox_oldest_pending_ms: Option<i64>,
    pub outbox_failed: Option<i64>,
    /// Which process holds each worker's lease (`None`: nobody right now).
    pub leases: Vec<(String, Option<String>)>,
}

/// The endpoint's routes (tests serve them on a port of their own).
pub fn router(table: Table, shards: ShardProbe, expected: u32) -> Router {
    Router::new()
        .route("/health", get(health))
        .route("/metrics", get(metrics))
        .with_state(Monitor {
            table,
            shards,
            expected,
        })
}

/// Serves the endpoint at `addr` in the background; an address that cannot be bound is an error
/// at start-up, not a silent loss of monitoring.
pub async fn spawn(addr: SocketAddr, table: Table, shards: ShardProbe, expected: u32) -> anyhow::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    let app = router(table, shards, expected);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!("the health endpoint stopped: {e}");
        }
    });
    tracing::info!(%bound, "serving /health and /metrics");
    Ok(bound)
}

/// Checks the database, the shards and the outbox.
pub async fn check(table: &Table, shards: &ShardProbe, expected: u32) -> Health {
    let mut shards = shards().await;
    shards.sort_by_key(|s| s.id);
    let report = match table.store.conn().await {
        Ok(mut conn) => store::outbox_report(&mut conn).await.ok(),
        Err(_) => None,
    };
    let mut leases = Vec::new();
    for name in [COURIER_LEASE, TIMERS_LEASE, AI_LEASE] {
        leases.push((name.to_string(), table.lease_holder(name).await.ok().flatten()));
    }
    let database_reachable = report.is_some();
    let healthy = database_reachable && shards.len() as u32 == expected && shards.iter().all(ShardState::connected);
    Health {
        healthy,
        process: process_holder().to_string(),
        backend: table.store.backend.name(),
        database_reachable,
        shards_expected: expected,
        shards,
        outbox_pending: report.as_ref().map(|r| r.pending),
        outbox_oldest_pending_ms: report.as_ref().and_then(|r| r.oldest_pending_ms),
        outbox_failed: report.as_ref().map(|r| r.failed),
        leases,
    }
}

async fn health(State(monitor): State<Monitor>) -> impl IntoResponse {
    let health = check(&monitor.table, &monitor.shards, monitor.expected).await;
    let status = if health.healthy {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        serde_json::to_string_pretty(&health).unwrap_or_default(),
    )
}

async fn metrics() -> impl IntoResponse {
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        super::metrics::encode(),
    )
}

#[cfg(test)]
mod tests {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    use super::*;
    use crate::games::Registry;

    async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nHost: local\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        let status = response[9..12].parse().unwrap();
        let body = response
            .split_once("\r\n\r\n")
            .map(|(_, b)| b.to_string())
            .unwrap_or_default();
        (status, body)
    }

    fn probe(stages: &'static [(u32, &'static str)]) -> ShardProbe {
        Arc::new(move || {
            Box::pin(async move {
                stages
                    .iter()
                    .map(|(id, stage)| ShardState {
                        id: *id,
                        stage: stage.to_string(),
                        latency_ms: Some(12),
                    })
                    .collect()
            })
        })
    }

    #[tokio::test]
    async fn health_reports_shards_backlog_and_leases_and_metrics_are_served() {
        let table = Table::new(store::Store::memory().await.unwrap(), Registry::builtin());
        table
            .take_lease("timers", std::time::Duration::from_secs(60))
            .await
            .unwrap()
            .expect("free");
        let up = spawn(
            "127.0.0.1:0".parse().unwrap(),
            table.clone(),
            probe(&[(0, "Connected"), (1, "Connected")]),
            2,
        )
        .await
        .unwrap();
        let (status, body) = get(up, "/health").await;
        assert_eq!(status, 200, "{body}");
        let health: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(health["shards"].as_array().unwrap().len(), 2);
        assert_eq!(health["outbox_pending"], 0);
        assert_eq!(health["backend"], "SQLite");
        let timers = health["leases"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l[0] == "timers")
            .unwrap();
        assert_eq!(timers[1], process_holder(), "{body}");

        // One shard still connecting: alive but not healthy.
        let down = spawn(
            "127.0.0.1:0".parse().unwrap(),
            table,
            probe(&[(0, "Connected"), (1, "Resuming")]),
            2,
        )
        .await
        .unwrap();
        let (status, body) = get(down, "/health").await;
        assert_eq!(status, 503, "{body}");

        super::super::metrics::move_refused("health-test");
        let (status, text) = get(up, "/metrics").await;
        assert_eq!(status, 200);
        assert!(
            text.contains("warroom_refusals_total{reason=\"health-test\"} 1"),
            "{text}"
        );
        assert!(text.ends_with("# EOF\n"), "{text}");
    }
}
