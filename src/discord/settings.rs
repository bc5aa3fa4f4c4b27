//! `/settings`: a player's language and ping preference.

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

/// Your language and ping preferences (works in DMs too).
#[poise::command(slash_command)]
pub async fn settings(ctx: Context<'_>, language: Option<LanguageChoice>, pings: Option<bool>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    match inv.table().settings(&inv.caller, language.map(Lang::from), pings).await {
        Ok(reply) => inv.reply_private(&reply).await,
        Err(e) => inv.refuse(&e).await,
    }
}
