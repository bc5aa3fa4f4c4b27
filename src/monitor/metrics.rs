//! Prometheus metrics of this process (served at `/metrics` with `--http`): moves accepted and
//! refused, move and delivery latency, errors. Counted where they happen (the table reports its
//! events through `table::events`, which [`install`] listens to; the courier calls here) into one
//! registry per process; each process of a sharded bot reports its own.

use std::sync::LazyLock;
use std::time::Duration;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct GameLabel {
    game: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ReasonLabel {
    reason: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KindLabel {
    kind: String,
}

struct Metrics {
    registry: Registry,
    moves: Family<GameLabel, Counter>,
    refusals: Family<ReasonLabel, Counter>,
    move_seconds: Histogram,
    deliveries: Family<KindLabel, Counter>,
    delivery_seconds: Histogram,
    errors: Family<ReasonLabel, Counter>,
}

static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let mut registry = Registry::with_prefix("warroom");
    let moves = Family::<GameLabel, Counter>::default();
    registry.register("moves", "Moves accepted and stored, by game", moves.clone());
    let refusals = Family::<ReasonLabel, Counter>::default();
    registry.register(
        "refusals",
        "Moves refused (a rule, a stale button, not your turn, ...), by reason",
        refusals.clone(),
    );
    // 1 ms … ~4 s: a move is a few milliseconds; a slow disk or a lock wait shows at the top.
    let move_seconds = Histogram::new(exponential_buckets(0.001, 2.0, 13));
    registry.register(
        "move_seconds",
        "Time from a move's arrival at the table to its commit",
        move_seconds.clone(),
    );
    let deliveries = Family::<KindLabel, Counter>::default();
    registry.register(
        "deliveries",
        "Outbox rows delivered to Discord, by kind (public, dm, ...)",
        deliveries.clone(),
    );
    // 10 ms … ~80 s: from the commit that owed a message to Discord accepting it.
    let delivery_seconds = Histogram::new(exponential_buckets(0.01, 2.0, 14));
    registry.register(
        "delivery_seconds",
        "Time from a change's commit to Discord accepting what it owed",
        delivery_seconds.clone(),
    );
    let errors = Family::<ReasonLabel, Counter>::default();
    registry.register(
        "errors",
        "Failures: storage errors, deliveries given up, refused deliveries",
        errors.clone(),
    );
    Metrics {
        registry,
        moves,
        refusals,
        move_seconds,
        deliveries,
        delivery_seconds,
        errors,
    }
});

/// A move of game kind `game` was stored; it took `took` at the table.
pub fn move_accepted(game: &str, took: Duration) {
    METRICS.moves.get_or_create(&GameLabel { game: game.into() }).inc();
    METRICS.move_seconds.observe(took.as_secs_f64());
}

/// A move was refused for `reason` (a short fixed name such as `rule` or `stale`).
pub fn move_refused(reason: &str) {
    METRICS
        .refusals
        .get_or_create(&ReasonLabel { reason: reason.into() })
        .inc();
}

/// An outbox row of `kind` reached Discord `latency` after the change that owed it.
pub fn delivered(kind: &str, latency: Duration) {
    METRICS.deliveries.get_or_create(&KindLabel { kind: kind.into() }).inc();
    METRICS.delivery_seconds.observe(latency.as_secs_f64());
}

/// Something failed (`storage`, `delivery-given-up`, `delivery-refused`, ...).
pub fn error(reason: &str) {
    METRICS
        .errors
        .get_or_create(&ReasonLabel { reason: reason.into() })
        .inc();
}

/// The table's events counted here.
struct TableMetrics;

impl crate::table::events::TableListener for TableMetrics {
    fn move_accepted(&self, game: &str, took: Duration) {
        move_accepted(game, took);
    }
    fn move_refused(&self, reason: &str) {
        move_refused(reason);
    }
    fn error(&self, reason: &str) {
        error(reason);
    }
}

/// Counts the table's moves, refusals and storage errors in this process's metrics (the bot
/// calls it at start-up).
pub fn install() {
    crate::table::events::listen(&TableMetrics);
}

/// Every metric in the Prometheus text format.
pub fn encode() -> String {
    let mut out = String::new();
    if let Err(e) = prometheus_client::encoding::text::encode(&mut out, &METRICS.registry) {
        tracing::warn!("encoding the metrics failed: {e}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads one sample's value from the text format.
    fn sample(text: &str, name_and_labels: &str) -> f64 {
        text.lines()
            .find_map(|l| l.strip_prefix(name_and_labels).and_then(|v| v.trim().parse().ok()))
            .unwrap_or(0.0)
    }

    #[test]
    fn counted_events_show_in_the_text_format() {
        let before = encode();
        move_accepted("toy-game", Duration::from_millis(3));
        move_accepted("toy-game", Duration::from_millis(5));
        move_refused("toy-reason");
        delivered("toy-kind", Duration::from_millis(40));
        error("toy-error");
        let after = encode();
        let grew = |key: &str| sample(&after, key) - sample(&before, key);
        assert_eq!(grew("warroom_moves_total{game=\"toy-game\"}"), 2.0);
        assert_eq!(grew("warroom_refusals_total{reason=\"toy-reason\"}"), 1.0);
        assert_eq!(grew("warroom_deliveries_total{kind=\"toy-kind\"}"), 1.0);
        assert_eq!(grew("warroom_errors_total{reason=\"toy-error\"}"), 1.0);
        assert!(grew("warroom_move_seconds_count") >= 2.0, "{after}");
        assert!(after.contains("# TYPE warroom_delivery_seconds histogram"), "{after}");
    }
}
