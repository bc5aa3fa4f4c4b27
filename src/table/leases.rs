//! Leases held by this process (see `crate::store::leases`): a worker that must run in one place
//! at a time across bot processes — the courier, the timer worker, the AI worker — takes its
//! lease before each round and renews it while it works.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::{Table, TableError};
use crate::store;

/// The leases of the three workers that run in one process at a time.
pub const COURIER_LEASE: &str = "courier";
pub const TIMERS_LEASE: &str = "timers";
pub const AI_LEASE: &str = "ai";

/// This process's name as a lease holder: host, process id and start time, so a restarted
/// process (same pid after a reboot, say) is never taken for its predecessor.
pub fn process_holder() -> &'static str {
    static HOLDER: OnceLock<String> = OnceLock::new();
    HOLDER.get_or_init(|| {
        let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .map(|h| h.trim().to_string())
            .unwrap_or_else(|_| "host".into());
        format!("{host}:{}:{}", std::process::id(), store::now_ms())
    })
}

/// True when `holder` names a process of this machine that no longer runs: its pid is gone, or
/// it is this process's own pid with another start time (a restarted container's pid 1). Holders
/// on other machines are never judged: their leases lapse on their own.
fn holder_is_dead(holder: &str) -> bool {
    let mine = process_holder();
    let (Some((host, rest)), Some((my_host, _))) = (holder.split_once(':'), mine.split_once(':')) else {
        return false;
    };
    let Some(pid) = rest.split(':').next().and_then(|p| p.parse::<u32>().ok()) else {
        return false;
    };
    if host != my_host || holder == mine || !std::path::Path::new("/proc/self").exists() {
        return false;
    }
    pid == std::process::id() || !process_runs(pid)
}

/// Whether process `pid` runs: it exists and is not a zombie (killed, not yet reaped by its
/// parent, which still shows it in /proc).
fn process_runs(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // `pid (name) state …`: the name may hold spaces and parentheses, the state follows the last `)`.
        Ok(stat) => stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X"),
        Err(_) => false,
    }
}

/// A lease this process holds until it lapses or is given back.
pub struct Lease {
    table: Table,
    name: &'static str,
    ttl: Duration,
    /// Renew once this instant has passed (half the time to live after the last renewal).
    renew_at: Instant,
}

impl Table {
    /// Takes lease `name` for `ttl` (or renews it if this process has it); `None` while another
    /// process holds it.
    pub async fn take_lease(&self, name: &'static str, ttl: Duration) -> Result<Option<Lease>, TableError> {
        let mut conn = self.store.conn().await?;
        let ttl_ms = ttl.as_millis() as i64;
        if !store::take_lease(&mut conn, name, process_holder(), ttl_ms).await? {
            // A holder on this machine that is gone (killed, or this process's predecessor)
            // need not be waited for.
            let Some(holder) = store::lease_holder(&mut conn, name).await? else {
                return Ok(None);
            };
            if !holder_is_dead(&holder)
                || !store::take_lease_from(&mut conn, name, &holder, process_holder(), ttl_ms).await?
            {
                return Ok(None);
            }
            tracing::info!(
                lease = name,
                dead = holder,
                "took over the lease of a process that is gone"
            );
        }
        Ok(Some(Lease {
            table: self.clone(),
            name,
            ttl,
            renew_at: Instant::now() + ttl / 2,
        }))
    }

    /// Waits up to `patience` for lease `name` (another process is using it: it gives it back
    /// when its round is done, or it lapses if that process died). `None` if it never came.
    pub async fn wait_for_lease(&self, name: &'static str, ttl: Duration, patience: Duration) -> Option<Lease> {
        let give_up = Instant::now() + patience;
        loop {
            match self.take_lease(name, ttl).await {
                Ok(Some(lease)) => return Some(lease),
                Ok(None) => {}
                Err(e) => tracing::warn!(lease = name, "taking a lease failed: {e:?}"),
            }
            if Instant::now() >= give_up {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Who holds lease `name` now, if anyone.
    pub async fn lease_holder(&self, name: &str) -> Result<Option<String>, TableError> {
        let mut conn = self.store.conn().await?;
        Ok(store::lease_holder(&mut conn, name).await?)
    }
}

impl Lease {
    /// Renews the lease when half its time is gone; false when it was lost (it lapsed and
    /// another process took it): the work must stop, the other process goes on with it.
    pub async fn keep(&mut self) -> bool {
        if Instant::now() < self.renew_at {
            return true;
        }
        let renewed = match self.table.store.conn().await {
            Ok(mut conn) => {
                store::take_lease(&mut conn, self.name, process_holder(), self.ttl.as_millis() as i64).await
            }
            Err(e) => Err(e),
        };
        match renewed {
            Ok(true) => {
                self.renew_at = Instant::now() + self.ttl / 2;
                true
            }
            Ok(false) => {
                tracing::warn!(lease = self.name, "lease lost to another process");
                false
            }
            Err(e) => {
                tracing::warn!(lease = self.name, "renewing a lease failed: {e}");
                false
            }
        }
    }

    /// Gives the lease back so another process need not wait for it to lapse.
    pub async fn release(self) {
        let released = match self.table.store.conn().await {
            Ok(mut conn) => store::release_lease(&mut conn, self.name, process_holder()).await,
            Err(e) => Err(e),
        };
        if let Err(e) = released {
            tracing::warn!(lease = self.name, "giving a lease back failed: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_gone_processes_of_this_machine_are_dead_holders() {
        let mine = process_holder();
        let (host, _) = mine.split_once(':').unwrap();
        assert!(!holder_is_dead(mine), "this process is alive");
        assert!(
            holder_is_dead(&format!("{host}:{}:1", std::process::id())),
            "a predecessor with this pid"
        );
        // pid 1 always runs; a pid beyond the kernel's limit never does.
        assert!(!holder_is_dead(&format!("{host}:1:1")));
        assert!(holder_is_dead(&format!("{host}:4194305:1")));
        assert!(
            !holder_is_dead("elsewhere:4194305:1"),
            "another machine's holder is never judged"
        );
        assert!(!holder_is_dead("garbage"));
        // A killed child not yet reaped is a zombie: gone, though /proc still lists it.
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        std::thread::sleep(std::time::Duration::from_millis(200));
        assert!(holder_is_dead(&format!("{host}:{pid}:1")), "a zombie holds nothing");
        child.wait().unwrap();
    }
}
