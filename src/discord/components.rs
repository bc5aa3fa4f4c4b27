//! Prompt buttons and select menus, handled from their custom ids alone, so a press works after
//! a restart: the table checks the version in the id against the stored game.

use poise::serenity_prelude as serenity;

use super::deliver::deliver;
use super::ids::{ComponentId, Target};
use super::text::{MAX_MESSAGE, truncate};
use super::{Data, Error, caller_from};
use crate::engine::Text;
use crate::i18n::{catalog, msg, tr};
use crate::table::ErrorKind;

pub(super) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        on_press(framework.serenity_context, framework.user_data, press).await?;
    }
    Ok(())
}

async fn on_press(ctx: &serenity::Context, data: &Data, press: &serenity::ComponentInteraction) -> Result<(), Error> {
    // Not one of our prompt components: leave it alone.
    let Some(id) = ComponentId::parse(&press.data.custom_id) else {
        return Ok(());
    };
    // Acknowledge first (3-second limit); the message is edited below.
    press.defer(&ctx.http).await?;
    let caller = caller_from(&press.user, press.member.as_ref(), Some(&press.locale));
    let table = &data.table;
    let pressed = match (id.target, &press.data.kind) {
        (Target::Select | Target::Group(_), serenity::ComponentInteractionDataKind::StringSelect { values }) => {
            table
                .select(id.game_id, &caller, id.version, id.prompt, values.clone())
                .await
        }
        (target, kind) => {
            let Some(index) = pressed_index(target, kind) else {
                tracing::warn!(custom_id = %press.data.custom_id, "component press without a usable value");
                let lang = table.lang_of(&caller).await;
                return tell(ctx, press, msg(lang, "discord-bad-button")).await;
            };
            table.press(id.game_id, &caller, id.version, id.prompt, index).await
        }
    };
    let outbox = match pressed {
        Ok(outbox) => outbox,
        Err(error) => {
            if matches!(error.kind, ErrorKind::Stale { .. })
                && !is_living_prompt(table, id.game_id, &caller, press).await
            {
                // This prompt can never be answered again: take its buttons away. (Not the
                // player's living prompt: it was edited to the current choice since the client
                // drew this button, and keeps that choice.)
                retire(ctx, press, press.message.content.clone()).await;
            }
            let lang = table.lang_of(&caller).await;
            return tell(ctx, press, catalog().render(lang, &error.message, &[])).await;
        }
    };
    // The move is committed: retire this prompt's components so old buttons don't linger. The
    // pressed message now shows the answer ("✔ You chose: …"), so the table's "Done" reply is
    // not sent (a typed `/play` gets it); a further step of the turn is then edited into the
    // same message, which shows the answer again at its top.
    let label = chosen_labels(&press.message.components, &press.data.custom_id, &press.data.kind);
    // The table read the caller's language for its reply: no second read on the way out.
    let lang = outbox.caller_lang.unwrap_or_default();
    let chosen = tr(lang, &Text::new("discord-you-chose").str("label", label));
    retire(ctx, press, with_choice_line(&press.message.content, &chosen)).await;
    let delivered = if outbox.persisted {
        data.courier.deliver_change(&ctx.http, table, &outbox).await
    } else {
        deliver(&ctx.http, table, &outbox).await
    };
    if delivered.failures > 0 {
        // The move stands (it is committed); the presser should know the channel missed it.
        tell(ctx, press, msg(lang, "discord-post-failed")).await?;
    }
    Ok(())
}

/// Whether the pressed message is the caller's current prompt of that game (edited in place).
async fn is_living_prompt(
    table: &crate::table::Table,
    game: crate::table::GameId,
    caller: &crate::table::Caller,
    press: &serenity::ComponentInteraction,
) -> bool {
    matches!(
        table.dm_prompt(game, caller.user).await,
        Ok(Some(living)) if living.message == press.message.id.get()
    )
}

/// Replaces the pressed message's text and removes its components.
async fn retire(ctx: &serenity::Context, press: &serenity::ComponentInteraction, content: String) {
    let edit = serenity::EditInteractionResponse::new()
        .content(content)
        .components(Vec::new());
    if let Err(e) = press.edit_response(&ctx.http, edit).await {
        tracing::warn!("could not retire the pressed prompt: {e}");
    }
}

/// An answer only the presser sees.
async fn tell(ctx: &serenity::Context, press: &serenity::ComponentInteraction, text: String) -> Result<(), Error> {
    let followup = serenity::CreateInteractionResponseFollowup::new()
        .content(truncate(&text, MAX_MESSAGE))
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    press.create_followup(&ctx.http, followup).await?;
    Ok(())
}

/// The option index a press chose: the button's own index, or the single value of a select menu.
pub fn pressed_index(target: Target, kind: &serenity::ComponentInteractionDataKind) -> Option<usize> {
    use serenity::ComponentInteractionDataKind as Kind;
    match (target, kind) {
        (Target::Option(index), Kind::Button) => Some(index),
        (Target::Menu(_), Kind::StringSelect { values }) => match values.as_slice() {
            [value] if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => value.parse().ok(),
            _ => None,
        },
        _ => None,
    }
}

/// The labels of what was chosen (joined), read back from the pressed message's components.
fn chosen_labels(
    rows: &[serenity::ActionRow],
    custom_id: &str,
    kind: &serenity::ComponentInteractionDataKind,
) -> String {
    let values: Vec<String> = match kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
        _ => Vec::new(),
    };
    let labels: Vec<String> = if values.is_empty() {
        ComponentId::parse(custom_id)
            .and_then(|id| match id.target {
                Target::Option(index) => chosen_label(rows, custom_id, index),
                _ => None,
            })
            .into_iter()
            .collect()
    } else {
        values
            .iter()
            .map(|v| chosen_value_label(rows, custom_id, v).unwrap_or_else(|| v.clone()))
            .collect()
    };
    if labels.is_empty() {
        "—".to_string()
    } else {
        labels.join(", ")
    }
}

/// The label of the menu option with `value`.
fn chosen_value_label(rows: &[serenity::ActionRow], custom_id: &str, value: &str) -> Option<String> {
    rows.iter()
        .flat_map(|row| &row.components)
        .find_map(|component| match component {
            serenity::ActionRowComponent::SelectMenu(menu) if menu.custom_id.as_deref() == Some(custom_id) => {
                menu.options.iter().find(|o| o.value == value).map(|o| o.label.clone())
            }
            _ => None,
        })
}

/// The label of what was chosen, read back from the pressed message's components.
pub fn chosen_label(rows: &[serenity::ActionRow], custom_id: &str, index: usize) -> Option<String> {
    let value = index.to_string();
    rows.iter()
        .flat_map(|row| &row.components)
        .find_map(|component| match component {
            serenity::ActionRowComponent::Button(button) => match &button.data {
                serenity::ButtonKind::NonLink { custom_id: id, .. } if id == custom_id => button.label.clone(),
                _ => None,
            },
            serenity::ActionRowComponent::SelectMenu(menu) if menu.custom_id.as_deref() == Some(custom_id) => {
                menu.options.iter().find(|o| o.value == value).map(|o| o.label.clone())
            }
            _ => None,
        })
}

/// The pressed message's text with the choice appended, within Discord's 2000 characters (the
/// original is shortened, never the choice line).
pub fn with_choice_line(original: &str, line: &str) -> String {
    let original = original.trim_end();
    if original.is_empty() {
        return truncate(line, MAX_MESSAGE);
    }
    let room = MAX_MESSAGE.saturating_sub(line.chars().count() + 2);
    format!("{}\n\n{line}", truncate(original, room))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use serenity::ComponentInteractionDataKind as Kind;

    fn rows() -> Vec<serenity::ActionRow> {
        serde_json::from_value(serde_json::json!([
            {"type": 1, "components": [
                {"type": 2, "style": 1, "custom_id": "wr:5:9:00000001:0", "label": "Play Super Germ"},
                {"type": 2, "style": 1, "custom_id": "wr:5:9:00000001:1", "label": "Pass"}
            ]},
            {"type": 1, "components": [
                {"type": 3, "custom_id": "wr:5:9:00000001:m1", "options": [
                    {"label": "Card 25", "value": "25"},
                    {"label": "Card 26", "value": "26"}
                ]}
            ]}
        ]))
        .expect("Discord component JSON")
    }

    #[test]
    fn reads_the_chosen_label_back() {
        let rows = rows();
        assert_eq!(chosen_label(&rows, "wr:5:9:00000001:1", 1).as_deref(), Some("Pass"));
        assert_eq!(
            chosen_label(&rows, "wr:5:9:00000001:m1", 26).as_deref(),
            Some("Card 26")
        );
        assert_eq!(chosen_label(&rows, "wr:5:9:00000001:m1", 3), None);
        assert_eq!(chosen_label(&rows, "wr:5:8:00000001:1", 1), None);
    }

    #[test]
    fn press_index_comes_from_the_button_or_the_single_menu_value() {
        assert_eq!(pressed_index(Target::Option(4), &Kind::Button), Some(4));
        let select = |v: &[&str]| Kind::StringSelect {
            values: v.iter().map(|s| s.to_string()).collect(),
        };
        assert_eq!(pressed_index(Target::Menu(1), &select(&["27"])), Some(27));
        assert_eq!(pressed_index(Target::Menu(1), &select(&[])), None);
        assert_eq!(pressed_index(Target::Menu(1), &select(&["1", "2"])), None);
        assert_eq!(pressed_index(Target::Menu(1), &select(&["-1"])), None);
        assert_eq!(pressed_index(Target::Menu(1), &select(&["x"])), None);
        assert_eq!(
            pressed_index(Target::Option(1), &select(&["1"])),
            None,
            "a button id with a menu payload"
        );
        assert_eq!(pressed_index(Target::Menu(0), &Kind::Button), None);
    }

    #[test]
    fn choice_line_fits_in_one_message() {
        assert_eq!(
            with_choice_line("Your move", "✔ You chose: Pass"),
            "Your move\n\n✔ You chose: Pass"
        );
        assert_eq!(with_choice_line("", "✔ You chose: Pass"), "✔ You chose: Pass");
        let edited = with_choice_line(&"x".repeat(MAX_MESSAGE), "✔ You chose: Pass");
        assert!(edited.chars().count() <= MAX_MESSAGE);
        assert!(edited.ends_with("✔ You chose: Pass"));
        let chosen = tr(Lang::Ko, &Text::new("discord-you-chose").str("label", "통과"));
        assert!(chosen.contains("통과") && !chosen.starts_with("discord-"), "{chosen}");
    }
}
