//! Hidden cards never leak (issue #3, item 5), for every registered game: over seeded random games
//! played through the table, no public post or board, no log line a viewer may read, no DM and no
//! `/hand`, `/status` or `/log` answer names a card that viewer may not know — neither by its id
//! (`AnyMatch::hidden_card_ids`) nor by its display name in any language of the catalog.
//!
//! How names are matched, and why it does not cry wolf:
//! * A card's names come from `AnyMatch::card_name(id)`, else from the message `<prefix>-card-<id>`
//!   (`<prefix>` = the game's name key up to its first `-`, e.g. `ts` for `ts-name`); every hidden
//!   id must have one, so a new game cannot silently skip this test.
//! * Matching ignores case and is whole-word wherever the name begins or ends with an ASCII letter
//!   or digit (`10 MT warhead` is not found in `110 MT warhead`, nor a name `NATO` in `NATOs`).
//!   Where a name begins or ends with Hangul it is a plain substring, because Korean particles
//!   attach to the noun (`폴라리스 미사일을`).
//! * Names identify card types, not physical cards: a name counts as hidden from a viewer only if
//!   no card of that name is sayable to them: in their sight now (not hidden from them and listed
//!   as hidden from someone else, or in their own view) or seen by them earlier in the game and
//!   not hidden from them again (a played card the view no longer lists). So a public copy of
//!   "Polaris missile" makes the name sayable while another copy sits in a rival's hand; such a
//!   leak is still caught by id, and by name whenever the name is unambiguous (early in a game,
//!   most are).
//! * A move's text may name a card whose visibility the move changed (revealed, played, taken back
//!   into a hand). So a move's posts, DMs and log lines may not show the id of a card hidden from
//!   the viewer both before and after the move, nor the name of such a card if, after the move, a
//!   seat holds it and that seat held it before too (or it came from the draw pile). Cards that
//!   stay in or return to the draw pile are checked by id only: within one move a card can be
//!   drawn, played openly and shuffled back with the discards, and the snapshots before and after
//!   cannot see that. (Left over: a card played openly and reshuffled in one move while a copy of
//!   the same name sits in a hand could be reported falsely; no seed shows it.)
//! * `/hand` and `/status` are checked against the hidden cards of the moment; `/log` must be
//!   exactly the stored log lines the reader's audience includes, each of which was checked when
//!   its move was made. `/history` and `/stats` never list the running game and are checked like
//!   `/status`; `/replay` of the running game must be refused, its refusal checked too.
//!
//! Knobs: `LEAK_GAMES` games per registered game (4), `LEAK_MOVES` moves per game at most (300).

use std::collections::{HashMap, HashSet};
use warroom::ai::Level;
use warroom::engine::GameOptions;

use aho_corasick::AhoCorasick;
use serde_json::Value;
use warroom::engine::{AnyMatch, LogEntry, Viewer};
use warroom::games::Registry;
use warroom::i18n::{Lang, catalog};
use warroom::store;
use warroom::table::{Caller, Delivery, HistoryScope, Outbox, Place, Table};

use crate::drive::{Driven, caller, env_or};

/// The names of every card id, lower-cased, in every language (cached: an id names one card).
struct Names {
    game: &'static str,
    prefix: String,
    cache: HashMap<String, Option<Vec<String>>>,
}

impl Names {
    fn new(game: &'static str, name_key: &str) -> Self {
        let prefix = name_key.split('-').next().unwrap_or_default().to_string();
        Names {
            game,
            prefix,
            cache: HashMap::new(),
        }
    }

    /// The card's names, or `None` when `id` is not a card id of this game.
    fn of(&mut self, m: &dyn AnyMatch, id: &str) -> Option<&[String]> {
        if !self.cache.contains_key(id) {
            let text = m.card_name(id).or_else(|| {
                let key = format!("{}-card-{id}", self.prefix);
                catalog().has(Lang::En, &key).then(|| warroom::engine::Text::new(key))
            });
            let names = text.map(|t| {
                let mut names: Vec<String> = Lang::ALL
                    .iter()
                    .map(|&lang| catalog().render(lang, &t, &[]).to_lowercase())
                    .collect();
                names.dedup();
                names
            });
            self.cache.insert(id.to_string(), names);
        }
        self.cache[id].as_deref()
    }

    fn of_hidden(&mut self, m: &dyn AnyMatch, id: &str) -> Vec<String> {
        let game = self.game;
        self.of(m, id)
            .unwrap_or_else(|| {
                panic!(
                    "{game}: hidden card id `{id}` has no name: implement `Game::card_name` (or name the \
                     card `<prefix>-card-<id>`) so the leak tests can look for it"
                )
            })
            .to_vec()
    }
}

/// Is `name` (lower case) in `text` (lower case) as a whole word? See the module comment.
fn contains_name(text: &str, name: &str) -> bool {
    if name.is_empty() {
        return false;
    }
    text.match_indices(name).any(|(at, _)| whole_word_at(text, name, at))
}

/// Is the occurrence of `name` at byte `at` of `text` a whole word? (Only ends that are ASCII
/// letters or digits are guarded: Korean particles attach to the noun.)
fn whole_word_at(text: &str, name: &str, at: usize) -> bool {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric());
    let guard_start = word(name.chars().next());
    let guard_end = word(name.chars().next_back());
    let before = text[..at].chars().next_back();
    let after = text[at + name.len()..].chars().next();
    !((guard_start && word(before)) || (guard_end && word(after)))
}

/// What every viewer may not know at one moment, and which card ids each one sees.
struct Snapshot {
    /// Hidden ids by viewer: index 0 is the public, `1 + s` is seat `s`.
    hidden: Vec<HashSet<String>>,
    /// Card ids (or other card keys with a name) in each viewer's own view, same indexing.
    in_view: Vec<HashSet<String>>,
    /// Every id some viewer's hidden list names.
    listed: HashSet<String>,
}

impl Snapshot {
    /// The seats that know card `id` (for a card in a hand: its holder).
    fn knowers(&self, id: &str) -> Vec<usize> {
        (1..self.hidden.len())
            .filter(|&i| !self.hidden[i].contains(id))
            .map(|i| i - 1)
            .collect()
    }
}

fn viewers(seats: usize) -> Vec<Viewer> {
    std::iter::once(Viewer::Public)
        .chain((0..seats).map(Viewer::Seat))
        .collect()
}

fn viewer_index(v: Viewer) -> usize {
    match v {
        Viewer::Public => 0,
        Viewer::Seat(s) => 1 + s,
    }
}

fn json_strings<'a>(value: &'a Value, out: &mut Vec<&'a str>) {
    match value {
        Value::String(s) => out.push(s),
        Value::Array(items) => items.iter().for_each(|v| json_strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| json_strings(v, out)),
        _ => {}
    }
}

fn snapshot(m: &dyn AnyMatch, names: &mut Names) -> Snapshot {
    let mut hidden = Vec::new();
    let mut in_view = Vec::new();
    let mut listed = HashSet::new();
    for v in viewers(m.seats()) {
        let ids: HashSet<String> = m.hidden_card_ids(v).into_iter().collect();
        for id in &ids {
            names.of_hidden(m, id);
        }
        listed.extend(ids.iter().cloned());
        hidden.push(ids);
        let view = m.view(v);
        let mut strings = Vec::new();
        json_strings(&view, &mut strings);
        let seen: HashSet<String> = strings
            .into_iter()
            .filter(|s| names.of(m, s).is_some())
            .map(str::to_string)
            .collect();
        in_view.push(seen);
    }
    Snapshot {
        hidden,
        in_view,
        listed,
    }
}

/// The ids and names one viewer must not be shown.
#[derive(Default)]
struct Forbidden {
    ids: Vec<String>,
    /// (name, the id it belongs to)
    names: Vec<(String, String)>,
    /// Sayable names that contain a forbidden one ("Southeast Asia Scoring" holds "Asia
    /// Scoring"): blanked out before the forbidden names are looked for (and the fixed rule
    /// sentences, see [`fixed_rule_sentences`]).
    shadowing: Vec<String>,
    /// Every id and name at once (built on first use: a text is searched once, not once per
    /// name).
    finder: std::sync::OnceLock<(AhoCorasick, Vec<usize>)>,
}

impl Forbidden {
    /// Ids of `secret_ids` and names of `secret_names` are forbidden, except names that a card of
    /// `sayable` also bears.
    fn new(
        m: &dyn AnyMatch,
        names: &mut Names,
        secret_ids: &HashSet<String>,
        secret_names: &HashSet<String>,
        sayable: &HashSet<String>,
    ) -> Self {
        let mut allowed: HashSet<String> = HashSet::new();
        for id in sayable {
            if let Some(ns) = names.of(m, id) {
                allowed.extend(ns.iter().cloned());
            }
        }
        let mut out = Forbidden {
            ids: secret_ids.iter().map(|id| id.to_lowercase()).collect(),
            names: Vec::new(),
            shadowing: Vec::new(),
            finder: Default::default(),
        };
        for id in secret_names {
            for name in names.of_hidden(m, id) {
                if !allowed.contains(&name) && !out.names.iter().any(|(n, _)| *n == name) {
                    out.names.push((name, id.clone()));
                }
            }
        }
        out.shadowing = allowed
            .into_iter()
            .filter(|a| {
                out.names
                    .iter()
                    .any(|(n, _)| a.len() > n.len() && a.contains(n.as_str()))
            })
            .collect();
        out.shadowing.extend(
            sayable
                .iter()
                .map(|id| id.to_lowercase())
                .filter(|a| out.ids.iter().any(|i| a.len() > i.len() && a.contains(i.as_str()))),
        );
        out.shadowing.sort_by_key(|a| std::cmp::Reverse(a.len()));
        out
    }

    /// Pattern `i`: `ids[i]`, then `names[i - ids.len()]`.
    fn pattern(&self, i: usize) -> &str {
        match i.checked_sub(self.ids.len()) {
            None => &self.ids[i],
            Some(n) => &self.names[n].0,
        }
    }

    /// The automaton over every non-empty pattern, and each one's pattern number.
    fn finder(&self) -> &(AhoCorasick, Vec<usize>) {
        self.finder.get_or_init(|| {
            let numbers: Vec<usize> = (0..self.ids.len() + self.names.len())
                .filter(|&i| !self.pattern(i).is_empty())
                .collect();
            // An NFA: built for a handful of texts, so cheap to build beats fast to run.
            let automaton = AhoCorasick::builder()
                .kind(Some(aho_corasick::AhoCorasickKind::NoncontiguousNFA))
                .build(numbers.iter().map(|&i| self.pattern(i)))
                .expect("card names make an automaton");
            (automaton, numbers)
        })
    }

    /// `text` lower-cased with the sayable texts that contain a forbidden name blanked out.
    fn blanked(&self, text: &str) -> String {
        let mut lower = String::new();
        fixed_rule_sentences().replace_all_with(&text.to_lowercase(), &mut lower, |_, _, out| {
            out.push(' ');
            true
        });
        for longer in &self.shadowing {
            lower = lower.replace(longer.as_str(), " ");
        }
        lower
    }

    /// The patterns (see [`Forbidden::pattern`]) `lower` shows as whole words.
    fn found(&self, lower: &str) -> std::collections::BTreeSet<usize> {
        let (automaton, numbers) = self.finder();
        automaton
            .find_overlapping_iter(lower)
            .map(|m| (numbers[m.pattern().as_usize()], m.start()))
            .filter(|&(i, at)| whole_word_at(lower, self.pattern(i), at))
            .map(|(i, _)| i)
            .collect()
    }

    /// The first forbidden card `text` shows, described.
    fn find(&self, text: &str) -> Option<String> {
        let lower = self.blanked(text);
        // Ids come first in the pattern order, so the smallest pattern is an id if any is shown.
        let first = *self.found(&lower).iter().next()?;
        Some(match first.checked_sub(self.ids.len()) {
            None => format!("hidden card id {}", self.pattern(first)),
            Some(n) => {
                let (name, id) = &self.names[n];
                format!("hidden card {id} by its name `{name}`")
            }
        })
    }

    /// Panics if `text` shows a forbidden card.
    fn check(&self, text: &str, what: &str) {
        if let Some(leak) = self.find(text) {
            panic!("{what} shows {leak}:\n{text}");
        }
    }

    /// How many names of `self` appear in `text` (for the non-vacuity check).
    fn sightings(&self, text: &str) -> usize {
        let lower = text.to_lowercase();
        self.found(&lower).iter().filter(|&&p| p >= self.ids.len()).count()
    }
}

/// The games' fixed refusal reasons (`*-why-*` messages with no placeable), lower-cased, in every
/// language: a rule such as "NATO needs Marshall Plan … (R-114)" names a card type whatever any
/// hand holds, so it tells nobody where a card is. One automaton (longest sentence first), so a
/// text is searched once for all of them.
fn fixed_rule_sentences() -> &'static AhoCorasick {
    static SENTENCES: std::sync::OnceLock<AhoCorasick> = std::sync::OnceLock::new();
    SENTENCES.get_or_init(|| {
        let sentences: Vec<String> = Lang::ALL
            .iter()
            .flat_map(|&lang| {
                catalog()
                    .ids(lang)
                    .into_iter()
                    .filter(|id| id.contains("-why-"))
                    .map(move |id| warroom::i18n::msg(lang, &id))
                    .filter(|text| !text.contains('{'))
                    .map(|text| text.to_lowercase())
            })
            .collect();
        AhoCorasick::builder()
            .match_kind(aho_corasick::MatchKind::LeftmostLongest)
            .build(sentences)
            .expect("rule sentences make an automaton")
    })
}

/// What viewer `v` may not be shown in the text of a move from `before` to `after` (module doc).
/// `seen` holds every card `v` has had in sight before; it grows by what this move showed.
fn forbidden_across(
    m: &dyn AnyMatch,
    names: &mut Names,
    v: usize,
    before: &Snapshot,
    after: &Snapshot,
    seen: &mut HashSet<String>,
) -> Forbidden {
    let both: HashSet<String> = before.hidden[v].intersection(&after.hidden[v]).cloned().collect();
    // In `v`'s sight at some point of the move: listed as hidden from someone but not from `v`, or
    // in `v`'s own view; or seen earlier and not hidden again.
    let mut sayable: HashSet<String> = before
        .listed
        .iter()
        .chain(&after.listed)
        .chain(&before.in_view[v])
        .chain(&after.in_view[v])
        .chain(seen.iter())
        .filter(|id| !both.contains(*id))
        .cloned()
        .collect();
    let mut secret_names = HashSet::new();
    let mut secret_ids = both.clone();
    // Did the draw pile take back cards someone knew (a reshuffle)? Then a card can have been
    // played openly, shuffled in and dealt back to the same hand within this one move.
    let reshuffled = after.hidden[v]
        .iter()
        .any(|id| after.knowers(id).is_empty() && (!before.hidden[v].contains(id) || !before.knowers(id).is_empty()));
    for id in &both {
        let (was, is) = (before.knowers(id), after.knowers(id));
        if reshuffled && !was.is_empty() && was == is {
            sayable.insert(id.clone());
            secret_ids.remove(id);
        } else if !is.is_empty() && (was.is_empty() || was == is) {
            secret_names.insert(id.clone());
        } else if !was.is_empty() && was != is {
            // Changed hands: it may have been shown on the way (e.g. played openly, then
            // shuffled back into the draw pile in the same move), so neither its name nor its
            // id (some games' ids read like names: `norad`) counts as a leak here.
            sayable.insert(id.clone());
            secret_ids.remove(id);
        }
    }
    let forbidden = Forbidden::new(m, names, &secret_ids, &secret_names, &sayable);
    seen.extend(sayable);
    forbidden
}

/// What viewer `v` may not be shown in a view of the moment `now`, having seen `seen` so far.
fn forbidden_now(m: &dyn AnyMatch, names: &mut Names, v: usize, now: &Snapshot, seen: &HashSet<String>) -> Forbidden {
    let secret = &now.hidden[v];
    let held: HashSet<String> = secret
        .iter()
        .filter(|id| !now.knowers(id).is_empty())
        .cloned()
        .collect();
    let sayable: HashSet<String> = now
        .listed
        .iter()
        .chain(&now.in_view[v])
        .chain(seen)
        .filter(|id| !secret.contains(*id))
        .cloned()
        .collect();
    Forbidden::new(m, names, secret, &held, &sayable)
}

/// Board SVG text with the XML escapes undone, so names with `&` or quotes are still found.
fn svg_text(svg: &str) -> String {
    svg.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

fn renderings(entry: &LogEntry, names: &[String]) -> Vec<String> {
    Lang::ALL
        .iter()
        .map(|&lang| catalog().render(lang, &entry.text, names))
        .collect()
}

/// Every log entry stored for one game so far: the start's, then each action's (undone ones
/// included, as `/log` shows them). Read incrementally: each refresh parses only the actions
/// stored since the last one (a game's log is read after every move).
#[derive(Default)]
struct StoredLog {
    entries: Vec<LogEntry>,
    /// The last action read; `None` before the setup log is read.
    last_seq: Option<i64>,
}

impl StoredLog {
    async fn refresh(&mut self, table: &Table, id: i64) {
        let mut conn = table.store.conn().await.expect("connection");
        if self.last_seq.is_none() {
            let row = store::game(&mut conn, id).await.expect("read").expect("row");
            self.entries = serde_json::from_str(&row.setup_log).expect("setup log");
            self.last_seq = Some(0);
        }
        let rows: Vec<(i64, String)> =
            sqlx::query_as("SELECT seq, log FROM actions WHERE game = $1 AND seq > $2 ORDER BY seq")
                .bind(id)
                .bind(self.last_seq.unwrap_or_default())
                .fetch_all(&mut *conn)
                .await
                .expect("actions");
        for (seq, log) in rows {
            let entries: Vec<LogEntry> = serde_json::from_str(&log).expect("stored log");
            self.entries.extend(entries);
            self.last_seq = Some(seq);
        }
    }
}

/// The log lines a seat may read, rendered in its language: the lines a recap quotes (`> …`).
/// Kept per seat and extended by each move's new entries.
#[derive(Default)]
struct OwnLines {
    rendered: usize,
    lines: HashSet<String>,
}

impl OwnLines {
    fn update(&mut self, log: &[LogEntry], seat: usize, lang: Lang, names: &[String]) -> &HashSet<String> {
        for e in &log[self.rendered..] {
            if e.audience.includes(Viewer::Seat(seat)) {
                self.lines.insert(catalog().render(lang, &e.text, names));
            }
        }
        self.rendered = log.len();
        &self.lines
    }
}

/// One game's leak bookkeeping.
struct Watch {
    names: Names,
    log: StoredLog,
    /// By seat.
    own_lines: Vec<OwnLines>,
    seats: usize,
    player_names: Vec<String>,
    /// Log entries already checked (the start's and those of earlier moves).
    checked_entries: usize,
    /// Every card each viewer has had in sight so far (same indexing as `Snapshot::hidden`).
    seen: Vec<HashSet<String>>,
    /// Names of cards private to a seat found in that seat's own DMs (proves the check can see).
    own_sightings: usize,
    /// Reminder DMs checked (a check that never runs proves nothing).
    reminders_checked: usize,
    /// Public boards whose alt text was checked.
    boards_described: usize,
}

impl Watch {
    /// Checks one outbox and the log entries stored with it.
    async fn check_change(
        &mut self,
        table: &Table,
        game: &Driven,
        out: &Outbox,
        mover: Option<usize>,
        before: &Snapshot,
        after: &Snapshot,
    ) {
        let m = game.mirror.as_ref();
        let forbidden: Vec<Forbidden> = (0..=self.seats)
            .map(|v| forbidden_across(m, &mut self.names, v, before, after, &mut self.seen[v]))
            .collect();
        let tag = format!("{} game {} move {}", game.game, game.id, game.moves);
        for post in &out.public {
            forbidden[0].check(&post.text, &format!("{tag}: public post"));
            if let Some(board) = &post.board {
                forbidden[0].check(&svg_text(&board.svg), &format!("{tag}: public board"));
                // Its alt text, for screen readers: always there, and as public as the board.
                assert!(!board.description.trim().is_empty(), "{tag}: a board without alt text");
                forbidden[0].check(&board.description, &format!("{tag}: public board's alt text"));
                self.boards_described += 1;
            }
        }
        self.log.refresh(table, game.id).await;
        let log = &self.log.entries;
        for dm in &out.private {
            // The "since your last move" recap quotes stored log lines of this seat's audience:
            // earlier moves' lines were checked at their move, this move's are checked below.
            let who = &game.players[dm.seat];
            let lang = table.lang_of(who).await;
            let own_lines = self.own_lines[dm.seat].update(log, dm.seat, lang, &self.player_names);
            let mut text: String = dm
                .text
                .lines()
                .filter(|l| !l.strip_prefix("> ").is_some_and(|quoted| own_lines.contains(quoted)))
                .collect::<Vec<_>>()
                .join("\n");
            if let Some(p) = &dm.prompt {
                text.push('\n');
                text.push_str(&p.question);
                for o in &p.options {
                    text.push_str(&format!("\n{} | {}", o.notation, o.label));
                }
                if let Some(syntax) = &p.free_form {
                    text.push('\n');
                    text.push_str(syntax);
                }
            }
            forbidden[1 + dm.seat].check(&text, &format!("{tag}: seat {}'s DM", dm.seat));
            // Cards this seat holds that another seat may not know: its own DM may show them.
            let private: HashSet<String> = (0..self.seats)
                .filter(|&s| s != dm.seat)
                .flat_map(|s| after.hidden[1 + s].iter().cloned())
                .filter(|id| !after.hidden[1 + dm.seat].contains(id))
                .collect();
            let own = Forbidden::new(m, &mut self.names, &HashSet::new(), &private, &HashSet::new());
            self.own_sightings += own.sightings(&text);
        }
        if let (Some(reply), Some(seat)) = (&out.reply, mover) {
            forbidden[1 + seat].check(reply, &format!("{tag}: reply to seat {seat}"));
        }

        // The log entries this change stored, as everyone in their audience reads them, in every
        // language (what `/log` shows).
        let log = &self.log.entries;
        for entry in &log[self.checked_entries..] {
            for v in viewers(self.seats) {
                if entry.audience.includes(v) {
                    for text in renderings(entry, &self.player_names) {
                        forbidden[viewer_index(v)].check(&text, &format!("{tag}: log line for {v:?}"));
                    }
                }
            }
        }
        self.checked_entries = log.len();
    }

    /// `/hand` of every seat and `/status` against what is hidden now; `/log` of every seat and of
    /// an onlooker is exactly the stored lines their audience includes (each checked above).
    async fn check_views(&mut self, table: &Table, game: &Driven, now: &Snapshot) {
        let m = game.mirror.as_ref();
        let tag = format!("{} game {} after move {}", game.game, game.id, game.moves);
        let onlooker = caller(999_999, "Onlooker", None);
        let mut askers: Vec<(Viewer, &Caller)> = game
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| (Viewer::Seat(s), p))
            .collect();
        askers.push((Viewer::Public, &onlooker));
        self.log.refresh(table, game.id).await;
        let log = &self.log.entries;
        let reminders = fire_reminders(table, game.moves).await;
        for (v, who) in askers {
            let i = viewer_index(v);
            let current = forbidden_now(m, &mut self.names, i, now, &self.seen[i]);
            match v {
                Viewer::Seat(s) => {
                    let hand = table.hand(game.place, who).await.expect("hand");
                    assert_eq!(hand.seat, s);
                    // The "since your last move" recap quotes stored log lines of this seat's
                    // audience, each checked when its move was made; a card it names may since
                    // have been reshuffled and dealt to a rival, which is history, not a leak.
                    let lang = table.lang_of(who).await;
                    let own_lines = self.own_lines[s].update(log, s, lang, &self.player_names);
                    let present: String = hand
                        .text
                        .lines()
                        .filter(|l| !l.strip_prefix("> ").is_some_and(|quoted| own_lines.contains(quoted)))
                        .collect::<Vec<_>>()
                        .join("\n");
                    current.check(&present, &format!("{tag}: /hand of seat {s}"));
                    if let Some(p) = &hand.prompt {
                        let labels: Vec<&str> = p.options.iter().map(|o| o.label.as_str()).collect();
                        current.check(
                            &format!("{}\n{}", p.question, labels.join("\n")),
                            &format!("{tag}: /hand prompt of seat {s}"),
                        );
                    }
                    if let Some(board) = &hand.board {
                        current.check(&svg_text(&board.svg), &format!("{tag}: /hand board of seat {s}"));
                    }
                    for dm in reminders.iter().filter_map(|d| match d {
                        Delivery::Dm(dm) if dm.seat == s => Some(dm),
                        _ => None,
                    }) {
                        let labels = dm
                            .prompt
                            .iter()
                            .flat_map(|p| p.options.iter().map(|o| o.label.as_str()));
                        let text = std::iter::once(dm.text.as_str())
                            .chain(labels)
                            .collect::<Vec<_>>()
                            .join("\n");
                        current.check(&text, &format!("{tag}: reminder DM of seat {s}"));
                        self.reminders_checked += 1;
                    }
                }
                Viewer::Public => {
                    let status = table.status(game.place).await.expect("status");
                    current.check(&status.text, &format!("{tag}: /status"));
                    for post in reminders.iter().filter_map(|d| match d {
                        Delivery::Public(post) => Some(post),
                        _ => None,
                    }) {
                        current.check(&post.text, &format!("{tag}: reminder in the channel"));
                    }
                    let listed = table.games_in_guild(game.place.guild, who).await.expect("/games");
                    assert!(listed.iter().any(|l| l.id == game.id), "{tag}: /games lists the game");
                    for lang in Lang::ALL {
                        let text = warroom::discord::table_admin::games_text(&listed, lang, false);
                        current.check(&text, &format!("{tag}: /games ({lang:?})"));
                    }
                    if let Some(board) = &status.board {
                        current.check(&svg_text(&board.svg), &format!("{tag}: /status board"));
                    }
                    // `/status part:` views (every few moves: a game has up to eight parts).
                    if game.moves.is_multiple_of(5) {
                        for part in table.board_parts(game.place, Lang::En).await.expect("parts") {
                            let view = table.status_part(game.place, &part.id).await.expect("a listed part");
                            let svg = view.board.expect("a part has a picture").svg;
                            current.check(&svg_text(&svg), &format!("{tag}: /status part:{}", part.id));
                        }
                    }
                }
            }
            ended_game_views(table, game, who, &current, &tag).await;
            let lang = table.lang_of(who).await;
            let expected: Vec<String> = log
                .iter()
                .filter(|e| e.audience.includes(v))
                .map(|e| catalog().render(lang, &e.text, &self.player_names))
                .collect();
            let shown = table.log(game.place, who, usize::MAX).await.expect("log");
            assert_eq!(shown, expected, "{tag}: /log of {v:?} is its audience's stored lines");
        }
    }
}

/// Fires every reminder (as if days had passed since the last check) and returns what they owe:
/// the reminder DMs (with their prompts) and the channel lines.
async fn fire_reminders(table: &Table, moves: usize) -> Vec<Delivery> {
    for owed in table.pending_deliveries().await.expect("pending") {
        table.mark_delivered(owed.id).await.expect("mark");
    }
    let days_later = store::now_ms() + (moves as i64 + 1) * 100 * 3_600_000;
    let fired = table.fire_due_timers_at(days_later).await.expect("reminders");
    let owed: Vec<Delivery> = table
        .pending_deliveries()
        .await
        .expect("pending")
        .into_iter()
        .map(|o| o.delivery)
        .collect();
    assert!(fired == 0 || !owed.is_empty(), "a reminder that fired owes a message");
    owed
}

/// `/history` (channel and server) and `/stats` while the game runs, and `/replay` of it, which
/// must be refused: none of them may name a card hidden from the asker.
async fn ended_game_views(table: &Table, game: &Driven, who: &Caller, current: &Forbidden, tag: &str) {
    for scope in [HistoryScope::Channel, HistoryScope::Server] {
        let history = table.history(game.place, who, scope, None).await.expect("history");
        assert!(
            history.entries.iter().all(|e| e.id != game.id),
            "{tag}: a running game is not history"
        );
        current.check(&history.text, &format!("{tag}: /history {scope:?}"));
    }
    let stats = table.stats(game.place, who, None, None).await.expect("stats");
    current.check(&stats.text, &format!("{tag}: /stats"));
    let refused = table
        .replay_for(game.place, who, Some(game.id))
        .await
        .expect_err("the replay of a running game is refused");
    assert_eq!(refused.message.key, "history-err-replay-running", "{tag}");
    let lang = table.lang_of(who).await;
    current.check(
        &catalog().render(lang, &refused.message, &[]),
        &format!("{tag}: refused /replay"),
    );
}

/// A checker that finds nothing proves nothing: a name it must flag is flagged.
fn assert_checker_sees(m: &dyn AnyMatch, names: &mut Names) {
    let now = snapshot(m, names);
    let Some(id) = now.hidden[0].iter().next().cloned() else {
        return;
    };
    let one = HashSet::from([id.clone()]);
    let forbidden = Forbidden::new(m, names, &one, &one, &HashSet::new());
    for name in names.of_hidden(m, &id) {
        let leak = format!("Spy report: {name}.");
        assert!(
            forbidden.find(&leak).is_some(),
            "the checker misses `{name}` in `{leak}`"
        );
    }
    assert!(
        forbidden.find(&format!("card {id} drawn")).is_some(),
        "the checker misses id {id}"
    );
}

async fn play_and_watch(kind_id: &str, game_no: usize, max_moves: usize) -> (usize, usize) {
    play_and_watch_with(kind_id, GameOptions::new(), game_no, max_moves).await
}

pub async fn play_and_watch_with(
    kind_id: &str,
    options: GameOptions,
    game_no: usize,
    max_moves: usize,
) -> (usize, usize) {
    let (moves, sightings, _) = play_and_watch_ai(kind_id, options, game_no, max_moves, None).await;
    (moves, sightings)
}

/// [`play_and_watch_with`] with the last seat played by an AI at `ai` (the table's own AI turns:
/// no DMs go to it, and nothing it decides from may show in any other seat's posts or views).
pub async fn play_and_watch_ai(
    kind_id: &str,
    options: GameOptions,
    game_no: usize,
    max_moves: usize,
    ai: Option<Level>,
) -> (usize, usize, usize) {
    let registry = Registry::builtin();
    let kind = registry.get(kind_id).expect("registered");
    // As the bot runs it: what each change owes is stored, and reminders fire from the waits.
    let table = Table::new(
        warroom::store::scratch_store().await.expect("memory store"),
        registry.clone(),
    )
    .with_persisted_deliveries();
    let range = kind.seat_range();
    let seats = range.start() + game_no % range.clone().count();
    // Names that are no card's name in any language; seat 1 reads Korean DMs.
    let mut players: Vec<Caller> = (0..seats)
        .map(|s| caller(100 + s as u64, format!("Agent{s}"), (s == 1).then_some(Lang::Ko)))
        .collect();
    let ai_seat = ai.map(|level| {
        let user = warroom::ai::ai_user(1, level);
        players[seats - 1] = caller(user, warroom::ai::ai_name(1, level), None);
        (seats - 1, user)
    });
    let lang = if game_no.is_multiple_of(2) { Lang::En } else { Lang::Ko };
    let place = Place { guild: 4, channel: 40 };
    let seed = 0x1EA4 + game_no as u64;
    let (mut game, start) = Driven::start_with(&table, place, kind, players, seed, lang, options).await;
    let mut watch = Watch {
        names: Names::new(kind.id(), kind.name_key()),
        log: StoredLog::default(),
        own_lines: (0..seats).map(|_| OwnLines::default()).collect(),
        seats,
        player_names: game.players.iter().map(|p| p.name.clone()).collect(),
        checked_entries: 0,
        seen: vec![HashSet::new(); seats + 1],
        own_sightings: 0,
        reminders_checked: 0,
        boards_described: 0,
    };
    assert_checker_sees(game.mirror.as_ref(), &mut watch.names);

    // The start (its outbox and its log) against the dealt position, before and after alike.
    let first = snapshot(game.mirror.as_ref(), &mut watch.names);
    watch.check_change(&table, &game, &start, None, &first, &first).await;
    assert!(watch.checked_entries > 0, "the start is logged");
    watch.check_views(&table, &game, &first).await;

    let mut before = first;
    let mut ai_moves = 0;
    while game.moves < max_moves {
        game.check_buttons();
        let Some((mut seat, mut notation, via)) = game.pick(4) else {
            break;
        };
        let out = match ai_seat {
            // The AI seat decides for itself, as the bot's worker has it do.
            Some((ai, user)) if ai == seat => {
                let out = table
                    .play_ai_turn(game.id, user)
                    .await
                    .unwrap_or_else(|e| panic!("{kind_id}: the AI could not move: {}", crate::drive::explain(&e)))
                    .expect("the AI seat owes a decision");
                let mut conn = table.store.conn().await.expect("connection");
                let last = store::actions(&mut conn, game.id)
                    .await
                    .expect("actions")
                    .pop()
                    .expect("a move");
                (seat, notation) = (last.seat.expect("a seat's move") as usize, last.notation);
                assert!(
                    out.private.iter().all(|dm| dm.seat != ai),
                    "{kind_id}: a DM went to the AI seat"
                );
                ai_moves += 1;
                out
            }
            _ => game
                .send(&table, seat, &notation, via)
                .await
                .unwrap_or_else(|e| panic!("{kind_id}: `{notation}` refused: {}", crate::drive::explain(&e))),
        };
        game.accepted(seat, &notation, &out);
        let after = snapshot(game.mirror.as_ref(), &mut watch.names);
        watch
            .check_change(&table, &game, &out, Some(seat), &before, &after)
            .await;
        // A finished game leaves the channel; its last outbox was checked above.
        if !game.over() && game.moves.is_multiple_of(25) {
            watch.check_views(&table, &game, &after).await;
        }
        before = after;
    }
    assert!(watch.reminders_checked > 0, "{kind_id}: no reminder was checked");
    assert!(
        watch.boards_described > 0,
        "{kind_id}: no public board's alt text was checked"
    );
    (game.moves, watch.own_sightings, ai_moves)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hidden_card_reaches_a_viewer_who_may_not_know_it_in_any_game() {
    let games = env_or("LEAK_GAMES", 4);
    let max_moves = env_or("LEAK_MOVES", 300);
    for kind in Registry::builtin().all() {
        let mut moves = 0;
        let mut sightings = 0;
        for game_no in 0..games {
            let (m, s) = play_and_watch(kind.id(), game_no, max_moves).await;
            moves += m;
            sightings += s;
        }
        eprintln!("{}: {games} games, {moves} moves checked for leaks", kind.id());
        assert!(moves > 0);
        assert!(
            sightings > 0,
            "{}: no DM ever named a card its own seat holds secretly, so the name check sees nothing",
            kind.id()
        );
    }
}

#[test]
fn names_match_as_whole_words_and_korean_takes_particles() {
    assert!(contains_name("p1 shows 10 mt warhead.", "10 mt warhead"));
    assert!(!contains_name("p1 shows 110 mt warhead.", "10 mt warhead"));
    assert!(!contains_name("natos", "nato"));
    assert!(contains_name("(nato)", "nato"));
    assert!(contains_name("폴라리스 미사일을 공개", "폴라리스 미사일"));
    assert!(contains_name("요격미사일 p로 요격", "요격미사일 p"));
    assert!(!contains_name("요격미사일 pa", "요격미사일 p"));
    assert!(!contains_name("anything", ""));
}

#[test]
fn every_card_id_of_nuclear_war_has_a_name_in_every_language() {
    let registry = Registry::builtin();
    let kind = registry.get("nuclear-war").expect("registered");
    let (m, _) = kind.create(3, &Default::default(), 1).expect("setup");
    for n in 1..=100 {
        let id = format!("nw-{n:03}");
        let text = m.card_name(&id).unwrap_or_else(|| panic!("{id} has a name"));
        for lang in Lang::ALL {
            assert!(catalog().has(lang, &text.key), "{} in {lang:?}", text.key);
        }
    }
    for bad in ["nw-000", "nw-101", "nw-1", "nw-+01", "wh10", "", "nw-"] {
        assert!(m.card_name(bad).is_none(), "`{bad}` is no card id");
    }
}

/// The same watch with an AI at the last seat of every game: what the AI is dealt stays hidden
/// from the other seats' posts, DMs, logs and boards, and it is never sent a DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hidden_card_leaks_from_or_to_an_ai_seat_in_any_game() {
    let max_moves = env_or("LEAK_MOVES", 300).min(200);
    for kind in Registry::builtin().all() {
        let (moves, _, ai_moves) =
            play_and_watch_ai(kind.id(), GameOptions::new(), 1, max_moves, Some(Level::Basic)).await;
        eprintln!(
            "{} with an AI seat: {moves} moves ({ai_moves} by the AI) checked for leaks",
            kind.id()
        );
        assert!(
            ai_moves > 0 && moves > ai_moves,
            "{}: both the AI and the players moved",
            kind.id()
        );
    }
}
