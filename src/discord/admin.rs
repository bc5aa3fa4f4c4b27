//! `/abort`: ending a game without a result.

use super::respond::Invocation;
use super::{Context, Error};

/// End this channel's game without a result (its creator, or a member with Manage Server).
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    // `inv.caller.is_admin` carries the Manage Server permission; the table decides.
    let result = inv.table().abort(inv.place, &inv.caller).await;
    inv.finish(result).await
}
