//! Reading the games' TSV data files: the data lines with their line numbers, and the small field
//! checks every loader shares (a malformed row is refused naming its line).

/// The data lines of a TSV file (after its header; `#` comments and blank lines skipped), each
/// with its 1-based line number and exactly `columns` fields.
pub fn rows(src: &'static str, columns: usize) -> Result<Vec<(usize, Vec<&'static str>)>, String> {
    let mut out = Vec::new();
    let mut header = true;
    for (n, line) in src.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if header {
            header = false;
            continue;
        }
        let fields: Vec<&str> = line.split('\t').map(str::trim).collect();
        if fields.len() != columns {
            return Err(format!("{}: {} fields, expected {columns}", n + 1, fields.len()));
        }
        out.push((n + 1, fields));
    }
    Ok(out)
}

/// A small number within `range`, else an error naming the line and the field.
pub fn number(line: usize, what: &str, s: &str, range: std::ops::RangeInclusive<u8>) -> Result<u8, String> {
    s.parse::<u8>()
        .ok()
        .filter(|v| range.contains(v))
        .ok_or_else(|| format!("{line}: {what} `{s}` is not a number in {range:?}"))
}

/// A lower-case kebab-case id, else an error naming the line.
pub fn id(line: usize, s: &'static str) -> Result<&'static str, String> {
    let ok = !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    ok.then_some(s)
        .ok_or_else(|| format!("{line}: id `{s}` must be lower-case kebab-case"))
}
