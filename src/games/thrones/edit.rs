//! Game master's repairs (`set …` lines), logged publicly: `set stark|lannister power N` (banner
//! power) and `set stark|lannister gold N`.

use super::data::House;
use super::rules::check_victory;
use super::state::Thrones;
use super::text::house_text;
use crate::engine::{LogEntry, RuleError, Text};

pub fn edit(g: &mut Thrones, command: &str) -> Result<Vec<LogEntry>, RuleError> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let bad = || RuleError::new(Text::new("thrones-err-edit").str("line", command.to_string()));
    let ["set", house, what, n] = words[..] else {
        return Err(bad());
    };
    let house = House::parse(house).ok_or_else(bad)?;
    let n: u16 = n.parse().map_err(|_| bad())?;
    let seat = g.seat_of(house);
    match what {
        "power" => g.player_mut(seat).power = n,
        "gold" => g.player_mut(seat).gold = n,
        _ => return Err(bad()),
    }
    let mut log = vec![LogEntry::public(
        Text::new("thrones-log-edit")
            .text("house", house_text(g, seat))
            .str("what", what)
            .num("n", i64::from(n)),
    )];
    check_victory(g, &mut log);
    Ok(log)
}
