//! Tests of the command list, its translations, the caller and the configuration.

use poise::serenity_prelude as serenity;

use super::localize::{KOREAN_LOCALE, command_key, param_key};
use super::*;
use crate::games::Registry;
use crate::i18n::{catalog, msg};
use crate::store::Store;

const EXPECTED: [&str; 22] = [
    "new",
    "join",
    "leave",
    "start",
    "status",
    "hand",
    "play",
    "log",
    "undo",
    "concede",
    "rules",
    "card",
    "abort",
    "settings",
    "autopass",
    "ally",
    "reminders",
    "replace",
    "games",
    "history",
    "stats",
    "replay",
];

/// Discord: names are 1–32 lower-case characters without spaces; descriptions 1–100 characters.
fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq(std::iter::once(c)))
}

fn valid_description(text: &str) -> bool {
    (1..=100).contains(&text.chars().count())
}

fn korean<'a>(pairs: &'a [(std::borrow::Cow<'static, str>, std::borrow::Cow<'static, str>)]) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(locale, _)| locale == KOREAN_LOCALE)
        .map(|(_, text)| text.as_ref())
}

#[test]
fn every_command_is_there_with_english_and_korean_texts() {
    let commands = commands();
    let names: Vec<&str> = commands.iter().map(|c| c.name.as_ref()).collect();
    assert_eq!(names, EXPECTED);
    for command in &commands {
        let name = command.name.as_ref();
        // The English ftl name is the canonical name: a renamed command must rename its messages.
        assert_eq!(msg(Lang::En, &command_key(name, "name")), name);
        let en = command.description.as_deref().unwrap_or_default();
        assert!(valid_description(en), "/{name}: {en:?}");
        assert_eq!(
            en,
            msg(Lang::En, &command_key(name, "desc")),
            "/{name} description comes from the ftl"
        );
        let ko_desc =
            korean(&command.description_localizations).unwrap_or_else(|| panic!("/{name}: no Korean description"));
        assert!(valid_description(ko_desc) && ko_desc != en, "/{name}: {ko_desc:?}");
        let ko_name = korean(&command.name_localizations).unwrap_or_else(|| panic!("/{name}: no Korean name"));
        assert!(valid_name(ko_name) && ko_name != name, "/{name}: {ko_name:?}");
        assert!(command.slash_action.is_some(), "/{name} is a slash command");
        for param in &command.parameters {
            let p = param.name.as_ref();
            assert_eq!(msg(Lang::En, &param_key(name, p, "name")), p);
            let desc = param.description.as_deref().unwrap_or_default();
            assert!(
                valid_description(desc) && desc == msg(Lang::En, &param_key(name, p, "desc")),
                "/{name} {p}: {desc:?}"
            );
            let ko = korean(&param.description_localizations)
                .unwrap_or_else(|| panic!("/{name} {p}: no Korean description"));
            assert!(valid_description(ko), "/{name} {p}: {ko:?}");
            assert!(
                korean(&param.name_localizations).is_some_and(valid_name),
                "/{name} {p}: Korean name"
            );
            for choice in param.choices.iter() {
                assert!(
                    korean(&choice.localizations).is_some(),
                    "/{name} {p} choice {}",
                    choice.name
                );
            }
        }
    }
}

#[test]
fn commands_have_the_expected_parameters_and_places() {
    let commands = commands();
    let find = |name: &str| commands.iter().find(|c| c.name == name).expect("command exists");
    let params = |name: &str| {
        find(name)
            .parameters
            .iter()
            .map(|p| (p.name.to_string(), p.required))
            .collect::<Vec<_>>()
    };
    let owned = |v: &[(&str, bool)]| v.iter().map(|(n, r)| (n.to_string(), *r)).collect::<Vec<_>>();
    assert_eq!(
        params("new"),
        owned(&[
            ("game", true),
            ("options", false),
            ("language", false),
            ("remind_after", false),
            ("remind_every", false),
            ("deadline", false),
            ("ai", false),
            ("ai_level", false)
        ])
    );
    assert_eq!(
        params("reminders"),
        owned(&[("remind_after", false), ("remind_every", false), ("deadline", false)])
    );
    assert_eq!(
        params("replace"),
        owned(&[("seat", true), ("player", false), ("ai", false), ("level", false)])
    );
    assert!(params("games").is_empty());
    assert_eq!(
        params("join"),
        owned(&[("seat", false), ("ai", false), ("level", false)])
    );
    assert_eq!(params("play"), owned(&[("action", true)]));
    assert_eq!(params("log"), owned(&[("lines", false)]));
    assert_eq!(params("undo"), owned(&[("answer", false)]));
    assert_eq!(params("rules"), owned(&[("game", false)]));
    assert_eq!(params("card"), owned(&[("name", true), ("game", false)]));
    assert_eq!(params("ally"), owned(&[("message", true)]));
    assert!(find("card").parameters[0].autocomplete_callback.is_some());
    assert_eq!(
        params("settings"),
        owned(&[
            ("language", false),
            ("pings", false),
            ("time_zone", false),
            ("quiet_hours", false)
        ])
    );
    assert!(find("settings").parameters[2].autocomplete_callback.is_some());
    assert_eq!(params("autopass"), owned(&[("kind", false), ("on", false)]));
    assert!(find("autopass").parameters[0].autocomplete_callback.is_some());
    assert!(find("play").parameters[0].autocomplete_callback.is_some());
    assert!(find("new").parameters[0].autocomplete_callback.is_some());
    assert_eq!(find("undo").parameters[0].choices.len(), 2);
    assert_eq!(params("hand"), owned(&[("game", false)]));
    assert_eq!(params("status"), owned(&[("game", false), ("part", false)]));
    assert!(find("status").parameters[1].autocomplete_callback.is_some());
    assert_eq!(params("history"), owned(&[("scope", false), ("game", false)]));
    assert_eq!(find("history").parameters[0].choices.len(), 2);
    assert_eq!(params("stats"), owned(&[("player", false), ("game", false)]));
    assert_eq!(params("replay"), owned(&[("game", false)]));
    for name in EXPECTED {
        let dm_ok = matches!(
            name,
            "rules" | "card" | "settings" | "hand" | "status" | "games" | "history" | "stats" | "replay"
        );
        assert_eq!(find(name).guild_only, !dm_ok, "/{name}");
    }
}

#[test]
fn every_discord_message_exists_in_both_languages() {
    let en = catalog().ids(Lang::En);
    let discord: Vec<&String> = en.iter().filter(|id| id.starts_with("discord-")).collect();
    assert!(discord.len() > 60, "{}", discord.len());
    for id in discord {
        assert!(catalog().has(Lang::Ko, id), "{id} has no Korean text");
        assert_ne!(msg(Lang::Ko, id), msg(Lang::En, id), "{id} is not translated");
    }
}

fn user(json: serde_json::Value) -> serenity::User {
    serde_json::from_value(json).expect("user JSON")
}

#[test]
fn caller_comes_from_user_member_and_locale() {
    let alice = user(
        serde_json::json!({"id": "42", "username": "alice", "discriminator": "0", "global_name": "Alice", "avatar": null}),
    );
    let member: serenity::Member = serde_json::from_value(serde_json::json!({
        "user": {"id": "42", "username": "alice", "discriminator": "0", "global_name": "Alice", "avatar": null},
        "nick": "General Alice", "roles": [], "joined_at": "2026-01-01T00:00:00Z", "deaf": false, "mute": false,
        "flags": 0, "permissions": "32", "guild_id": "7"
    }))
    .expect("member JSON");
    let caller = caller_from(&alice, Some(&member), Some("ko"));
    assert_eq!(caller.user, 42);
    assert_eq!(caller.name, "General Alice");
    assert_eq!(caller.locale, Some(Lang::Ko));
    assert!(caller.is_admin, "permission bit 32 is Manage Server");

    let dm = caller_from(&alice, None, Some("fr"));
    assert_eq!((dm.name.as_str(), dm.locale, dm.is_admin), ("Alice", None, false));

    assert!(!is_admin(None));
    assert!(!is_admin(Some(serenity::Permissions::SEND_MESSAGES)));
    assert!(is_admin(Some(serenity::Permissions::ADMINISTRATOR)));
}

#[test]
fn config_reads_variables_and_hides_the_token() {
    let vars = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
    };
    let config = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "sekrit"),
        ("DISCORD_API_BASE", "http://127.0.0.1:9"),
    ]))
    .unwrap();
    assert_eq!(config.database_url, "sqlite://warroom.db");
    assert_eq!(config.api_base.as_deref(), Some("http://127.0.0.1:9"));
    assert_eq!(config.dev_guild_id, None);
    assert!(!format!("{config:?}").contains("sekrit"));
    assert!(Config::from_vars(vars(&[])).is_err());
    assert!(Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "abc")])).is_err());
    assert!(Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "0")])).is_err());
    let dev = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("DEV_GUILD_ID", "123")])).unwrap();
    assert_eq!(dev.dev_guild_id, Some(123));
}

#[tokio::test]
async fn client_builds_offline_against_a_local_api_base() {
    // A lazily connecting pool: the client must not touch the database or the network to build.
    sqlx::any::install_default_drivers();
    let pool = sqlx::any::AnyPoolOptions::new()
        .connect_lazy("sqlite::memory:")
        .expect("in-memory pool");
    let table = Table::new(
        Store::from_pool(pool, crate::store::Backend::Sqlite),
        Registry::builtin(),
    );
    let config = Config {
        token: "test-token".into(),
        database_url: "sqlite::memory:".into(),
        dev_guild_id: Some(7),
        api_base: Some("http://127.0.0.1:9/".into()),
        shards: None,
        http: None,
    };
    let client = build_client(&config, table.clone()).await.expect("client builds");
    assert_eq!(
        client.http.proxy.as_deref(),
        Some("http://127.0.0.1:9"),
        "REST goes to the fake, not discord.com"
    );
    assert!(
        client.http.ratelimiter.is_none(),
        "the ratelimiter would bypass the proxy"
    );
    let zero_guild = Config {
        dev_guild_id: Some(0),
        ..config
    };
    assert!(build_client(&zero_guild, table).await.is_err());
}

#[test]
fn registration_payload_carries_korean_names_and_descriptions() {
    let commands = commands();
    let json = serde_json::to_value(poise::builtins::create_application_commands(&commands)).unwrap();
    let join = json
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "join")
        .expect("join registered");
    assert_eq!(join["name_localizations"]["ko"], "참가");
    assert_eq!(join["description"], "Take a seat in this channel's lobby");
    assert!(
        join["description_localizations"]["ko"]
            .as_str()
            .unwrap()
            .contains("대기실")
    );
    assert_eq!(join["options"][0]["name_localizations"]["ko"], "자리");
    let undo = json.as_array().unwrap().iter().find(|c| c["name"] == "undo").unwrap();
    assert_eq!(undo["options"][0]["choices"][0]["name_localizations"]["ko"], "예");
    let play = json.as_array().unwrap().iter().find(|c| c["name"] == "play").unwrap();
    assert_eq!(
        play["contexts"],
        serde_json::json!([0]),
        "guild-only commands are not offered in DMs: {play}"
    );
    let hand = json.as_array().unwrap().iter().find(|c| c["name"] == "hand").unwrap();
    assert!(
        hand["contexts"].is_null(),
        "/hand works in a DM with the bot too: {hand}"
    );
}

#[test]
fn shard_ranges_are_read_from_the_environment_and_checked() {
    let vars = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string())
    };
    let config = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("WARROOM_SHARDS", "2-3"),
        ("WARROOM_SHARD_TOTAL", "4"),
        ("WARROOM_HTTP", "127.0.0.1:9100"),
    ]))
    .unwrap();
    assert_eq!(
        config.shards,
        Some(Shards {
            first: 2,
            last: 3,
            total: 4
        })
    );
    assert!(!config.shards.unwrap().has_direct_messages(), "DMs come to shard 0");
    assert_eq!(config.http.unwrap().port(), 9100);
    assert_eq!(Config::from_vars(vars(&[("DISCORD_TOKEN", "t")])).unwrap().shards, None);
    assert!(Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("WARROOM_SHARDS", "0-1")])).is_err());
    assert!(Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("WARROOM_HTTP", "nine")])).is_err());
    assert_eq!(
        Shards::parse("5", 8).unwrap(),
        Shards {
            first: 5,
            last: 5,
            total: 8
        }
    );
    assert!(Shards::parse("0-3", 8).unwrap().has_direct_messages());
    for bad in ["3-1", "0-8", "x", ""] {
        assert!(Shards::parse(bad, 8).is_err(), "{bad}");
    }
    assert!(Shards::parse("0", 0).is_err());
}
