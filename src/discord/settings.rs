//! `/settings`: a player's language and ping preference.

use poise::serenity_prelude as serenity;

use super::respond::Invocation;
use super::{Context, Error};
use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English"]
    En,
    #[name = "Korean"]
    Ko,
}

impl From<LanguageChoice> for Lang {
    fn from(choice: LanguageChoice) -> Lang {
        match choice {
            LanguageChoice::En => Lang::En,
            LanguageChoice::Ko => Lang::Ko,
        }
    }
}

/// Your language, pings, time zone and quiet hours (works in DMs too).
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    language: Option<LanguageChoice>,
    pings: Option<bool>,
    #[autocomplete = "autocomplete_time_zone"] time_zone: Option<String>,
    quiet_hours: Option<String>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let result = inv
        .table()
        .settings_with(
            &inv.caller,
            language.map(Lang::from),
            pings,
            time_zone.as_deref(),
            quiet_hours.as_deref(),
        )
        .await;
    match result {
        Ok(reply) => inv.reply_private(&reply).await,
        Err(e) => inv.refuse(&e).await,
    }
}

/// Time zone names containing what was typed (`seoul` → `Asia/Seoul`), at most 25.
async fn autocomplete_time_zone(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = crate::table::time_zones_matching(partial)
        .into_iter()
        .map(|name| serenity::AutocompleteChoice::new(name.clone(), name))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
