//! `/play`, `/hand`, `/undo`, `/concede`, `/autopass`: playing a running game.

use poise::serenity_prelude as serenity;

use super::deliver::prompt_body;
use super::respond::Invocation;
use super::text::{one_line, truncate};
use super::{Context, Error, caller_from};
use crate::i18n::catalog;
use crate::table::{OptionView, Place, WindowKindView};

/// Make your move.
#[poise::command(slash_command, guild_only)]
pub async fn play(ctx: Context<'_>, #[autocomplete = "autocomplete_action"] action: String) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let result = inv.table().act(inv.place, &inv.caller, &action, None).await;
    inv.finish(result).await
}

/// The caller's legal options, filtered by what they typed: labels shown, notation submitted.
async fn autocomplete_action(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let member = ctx.author_member().await;
    let caller = caller_from(ctx.author(), member.as_deref(), ctx.locale());
    let place = Place {
        guild: ctx.guild_id().map_or(0, |g| g.get()),
        channel: ctx.channel_id().get(),
    };
    let choices = match ctx.data().table.options_for(place, &caller, partial).await {
        Ok(options) => action_choices(&options),
        Err(e) => {
            // Show why there is nothing to pick (not your turn, no game…) right in the list.
            let lang = caller.locale.unwrap_or_default();
            vec![refusal_choice(&catalog().render(lang, &e.message, &[]), partial)]
        }
    };
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A single suggestion carrying the table's refusal. Picking it submits what was typed, which the
/// table refuses again with the same reason, so it can never play a move by accident.
pub fn refusal_choice(reason: &str, typed: &str) -> serenity::AutocompleteChoice {
    let typed = typed.trim();
    // Discord wants a non-empty value of at most 100 characters.
    let value = if typed.is_empty() || typed.chars().count() > 100 {
        "?".to_string()
    } else {
        typed.to_string()
    };
    // A suggestion is one line: the reason's line breaks become spaces.
    let reason = reason.split_whitespace().collect::<Vec<_>>().join(" ");
    serenity::AutocompleteChoice::new(truncate(&reason, 100), value)
}

/// At most 25 suggestions; notations longer than Discord's 100-character value limit cannot be
/// submitted from a suggestion and are left out (they can still be typed).
pub fn action_choices(options: &[OptionView]) -> Vec<serenity::AutocompleteChoice> {
    options
        .iter()
        .filter(|o| !o.notation.is_empty() && o.notation.chars().count() <= 100)
        .take(25)
        .map(|o| {
            let label = if o.label.trim().is_empty() {
                &o.notation
            } else {
                &o.label
            };
            serenity::AutocompleteChoice::new(suggestion_name(label, o.detail.as_deref()), o.notation.clone())
        })
        .collect()
}

/// A suggestion's name: the label, then as much of the option's detail as fits Discord's 100
/// characters.
pub fn suggestion_name(label: &str, detail: Option<&str>) -> String {
    match detail.map(str::trim) {
        Some(detail) if !detail.is_empty() && !label.contains(detail) => one_line(&format!("{label} — {detail}"), 100),
        _ => one_line(label, 100),
    }
}

/// See your cards and choices (only you see it; works in a DM with the bot too).
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>, game: Option<i64>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let place = match inv.game_place(game).await {
        Ok(place) => place,
        Err(e) => return inv.refuse(&e).await,
    };
    let view = match inv.table().hand(place, &inv.caller).await {
        Ok(view) => view,
        Err(e) => return inv.refuse(&e).await,
    };
    let (body, components) = prompt_body(&view.text, view.prompt.as_ref(), inv.lang, Some(ctx.channel_id()));
    inv.send(&body, view.board.as_ref(), components, true).await
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum UndoAnswer {
    #[name = "yes"]
    Yes,
    #[name = "no"]
    No,
}

/// Ask to take back the last move, or answer such a request.
#[poise::command(slash_command, guild_only)]
pub async fn undo(ctx: Context<'_>, answer: Option<UndoAnswer>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let table = inv.table();
    let result = match answer {
        None => table.request_undo(inv.place, &inv.caller).await,
        Some(answer) => {
            table
                .answer_undo(inv.place, &inv.caller, answer == UndoAnswer::Yes)
                .await
        }
    };
    inv.finish(result).await
}

/// Concede: leave the game for good.
#[poise::command(slash_command, guild_only)]
pub async fn concede(ctx: Context<'_>) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let result = inv.table().concede(inv.place, &inv.caller).await;
    inv.finish(result).await
}

/// Pass automatically on a kind of response window, or list your choices.
#[poise::command(slash_command, guild_only)]
pub async fn autopass(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_window_kind"] kind: Option<String>,
    on: Option<bool>,
) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let table = inv.table();
    let Some(kind) = kind else {
        // Nothing to change: the caller's choices, the kinds and how to change them.
        return match table.auto_pass_summary(inv.place, &inv.caller).await {
            Ok(text) => inv.reply_private(&text).await,
            Err(e) => inv.refuse(&e).await,
        };
    };
    let result = table.auto_pass(inv.place, &inv.caller, &kind, on.unwrap_or(true)).await;
    inv.finish(result).await
}

/// The running game's kinds of window, named in the caller's language (✓: auto-passed now).
async fn autocomplete_window_kind(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let member = ctx.author_member().await;
    let caller = caller_from(ctx.author(), member.as_deref(), ctx.locale());
    let place = Place {
        guild: ctx.guild_id().map_or(0, |g| g.get()),
        channel: ctx.channel_id().get(),
    };
    let choices = match ctx.data().table.window_kinds(place, &caller).await {
        Ok(kinds) => kind_choices(&kinds, partial),
        Err(e) => {
            let lang = ctx.data().table.lang_of(&caller).await;
            vec![refusal_choice(&catalog().render(lang, &e.message, &[]), partial)]
        }
    };
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Kinds whose id or name contains what was typed: the name shown, the id submitted.
pub fn kind_choices(kinds: &[WindowKindView], partial: &str) -> Vec<serenity::AutocompleteChoice> {
    let typed = partial.trim().to_lowercase();
    kinds
        .iter()
        .filter(|k| typed.is_empty() || k.id.contains(&typed) || k.name.to_lowercase().contains(&typed))
        .take(25)
        .map(|k| {
            let mark = if k.auto_pass { " ✓" } else { "" };
            serenity::AutocompleteChoice::new(truncate(&format!("{}{mark}", k.name), 100), k.id.clone())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_show_labels_and_submit_notation() {
        let options: Vec<OptionView> = (0..30)
            .map(|i| OptionView {
                index: i,
                notation: format!("play {i}"),
                label: format!("Card {i}"),
                group: None,
                cap: None,
                detail: None,
            })
            .chain([OptionView {
                index: 30,
                notation: "x".repeat(101),
                label: "Too long".into(),
                group: None,
                cap: None,
                detail: None,
            }])
            .collect();
        let json = serde_json::to_value(action_choices(&options)).unwrap();
        let choices = json.as_array().unwrap();
        assert_eq!(choices.len(), 25);
        assert_eq!(choices[3]["name"], "Card 3");
        assert_eq!(choices[3]["value"], "play 3");
        let only_long = action_choices(&options[30..]);
        assert!(only_long.is_empty());
    }

    #[test]
    fn a_suggestion_appends_as_much_of_the_detail_as_fits() {
        assert_eq!(suggestion_name("Place Polaris", None), "Place Polaris");
        assert_eq!(
            suggestion_name("Duck and Cover (3, US)", Some("DEFCON drops by 1.")),
            "Duck and Cover (3, US) — DEFCON drops by 1."
        );
        let long = suggestion_name("Duck and Cover (3, US)", Some(&"word ".repeat(40)));
        assert!(
            long.starts_with("Duck and Cover (3, US) — word") && long.ends_with('…'),
            "{long}"
        );
        assert_eq!(long.chars().count(), 100);
    }

    #[test]
    fn window_kinds_show_names_and_submit_ids() {
        let kinds = [
            WindowKindView {
                id: "attack".into(),
                name: "공격 선언".into(),
                auto_pass: true,
            },
            WindowKindView {
                id: "cruise".into(),
                name: "순항 미사일 발사".into(),
                auto_pass: false,
            },
        ];
        let json = serde_json::to_value(kind_choices(&kinds, "")).unwrap();
        assert_eq!(json[0]["name"], "공격 선언 ✓");
        assert_eq!(json[0]["value"], "attack");
        assert_eq!(json[1]["value"], "cruise");
        let typed = serde_json::to_value(kind_choices(&kinds, "순항")).unwrap();
        assert_eq!(typed.as_array().map(Vec::len), Some(1));
        assert_eq!(typed[0]["value"], "cruise");
        assert_eq!(
            serde_json::to_value(kind_choices(&kinds, "att")).unwrap()[0]["value"],
            "attack"
        );
    }

    #[test]
    fn a_refusal_is_shown_as_the_only_suggestion() {
        let reason = format!("It is not your turn to decide. Waiting for: {}", "Bob, ".repeat(30));
        let json = serde_json::to_value(refusal_choice(&reason, "  play 3 ")).unwrap();
        assert_eq!(json["value"], "play 3");
        let name = json["name"].as_str().unwrap();
        assert!(
            name.starts_with("It is not your turn") && name.chars().count() <= 100,
            "{name}"
        );
        assert_eq!(
            serde_json::to_value(refusal_choice("No game here.", "")).unwrap()["value"],
            "?"
        );
        let two_lines =
            serde_json::to_value(refusal_choice("Not your turn.\nYou have nothing to decide.", "")).unwrap();
        assert_eq!(two_lines["name"], "Not your turn. You have nothing to decide.");
    }
}

/// Send a private message to your ally of this round (by DM).
#[poise::command(slash_command, guild_only)]
pub async fn ally(ctx: Context<'_>, message: String) -> Result<(), Error> {
    let inv = Invocation::begin(ctx).await?;
    let result = inv.table().message_allies(inv.place, &inv.caller, &message).await;
    inv.finish(result).await
}
