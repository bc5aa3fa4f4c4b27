//! Korean particles chosen by the word before them. Translations write the two forms, as in
//! `{ $power }이(가)`, because the word is only known when the message is rendered; this pass
//! then picks the one a Korean reader expects (소련이, 미국이, 탄두를, 카드는), reading the
//! last syllable's final consonant (받침), a number the way it is said (1 일, 10 십), or a lone
//! Latin letter by its name (A 에이, M 엠). After a word whose sound it cannot tell (a Latin
//! player name), both forms stay.

/// The dual forms written in translations: (written, after a final consonant, after a vowel).
const PAIRS: &[(&str, &str, &str)] = &[
    ("이(가)", "이", "가"),
    ("을(를)", "을", "를"),
    ("은(는)", "은", "는"),
    ("과(와)", "과", "와"),
    ("와(과)", "과", "와"),
    ("(이)라", "이라", "라"),
    ("(이)나", "이나", "나"),
    // 으로 after a final consonant other than ㄹ; 로 after a vowel or ㄹ.
    ("(으)로", "으로", "로"),
    // The same pairs written the other way round.
    ("가(이)", "이", "가"),
    ("를(을)", "을", "를"),
    ("는(은)", "은", "는"),
    ("으로(로)", "으로", "로"),
    ("로(으로)", "으로", "로"),
];

/// Whether the sound before the particle ends in a consonant: `Some((has_final, final_is_rieul))`,
/// `None` when it cannot be told.
fn final_consonant(before: &str) -> Option<(bool, bool)> {
    let mut chars = before.chars().rev().peekable();
    // Markup and quotes around the word do not change how it is read.
    while chars
        .peek()
        .is_some_and(|c| matches!(c, '*' | '_' | '`' | '\'' | '"' | '’' | '”' | '」' | '』'))
    {
        chars.next();
    }
    // A parenthesised original name after the Korean one ("미사일 경쟁(Missile Envy)"), or a
    // note after a name ("Bot 1 (basic)"): the particle follows the word before it.
    if chars.peek() == Some(&')') {
        let mut depth = 0;
        for c in chars.by_ref() {
            match c {
                ')' => depth += 1,
                '(' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
        }
        while chars.peek().is_some_and(|c| *c == ' ') {
            chars.next();
        }
    }
    let last = chars.next()?;
    if ('가'..='힣').contains(&last) {
        let jong = (last as u32 - '가' as u32) % 28;
        return Some((jong != 0, jong == 8));
    }
    if last.is_ascii_digit() {
        return Some(number_final(last));
    }
    // A lone letter ("요격미사일 A", "Bot B") is read by its name; a longer Latin word is not
    // read here.
    if last.is_ascii_alphabetic() && !chars.next().is_some_and(|c| c.is_ascii_alphabetic()) {
        return Some(letter_final(last));
    }
    None
}

/// How a Latin letter's name ends: L 엘 and R 알 in ㄹ, M 엠 and N 엔 in another consonant, every
/// other letter in a vowel (A 에이, B 비, F 에프, S 에스, X 엑스, Z 제트).
fn letter_final(letter: char) -> (bool, bool) {
    match letter.to_ascii_uppercase() {
        'L' | 'R' => (true, true),
        'M' | 'N' => (true, false),
        _ => (false, false),
    }
}

/// How a number ending in `last` is read: 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant (1, 7
/// and 8 in ㄹ); 0 is 영, or the unit of a round number (10 십, 100 백, 1,000 천, 10,000 만), all
/// ending in a consonant other than ㄹ.
fn number_final(last: char) -> (bool, bool) {
    match last {
        '1' | '7' | '8' => (true, true),
        '0' | '3' | '6' => (true, false),
        _ => (false, false),
    }
}

/// A number of millions written the Korean way, in 만 (10,000) and 억 (100,000,000):
/// 25 → "2,500만", 1 → "100만", 150 → "1억 5,000만" (the `MAN` function of the translations).
pub fn millions(n: i64) -> String {
    if n == 0 {
        return "0".to_string();
    }
    let sign = if n < 0 { "-" } else { "" };
    let total = n.unsigned_abs() * 100;
    let (eok, man) = (total / 10_000, total % 10_000);
    let man_text = match man {
        0 => String::new(),
        m if m >= 1_000 => format!("{},{:03}만", m / 1_000, m % 1_000),
        m => format!("{m}만"),
    };
    match (eok, man_text.is_empty()) {
        (0, _) => format!("{sign}{man_text}"),
        (e, true) => format!("{sign}{e}억"),
        (e, false) => format!("{sign}{e}억 {man_text}"),
    }
}

/// The count of 만 in `n` millions, with thousands separators (25 → "2,500"), for a big number
/// under a "만 명" label (the `MAN_COUNT` function of the translations).
pub fn man_count(n: i64) -> String {
    let digits = (n.unsigned_abs() * 100).to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if n < 0 { format!("-{out}") } else { out }
}

/// Replaces every dual particle whose word can be read.
pub fn resolve_particles(text: &str) -> String {
    if !text.contains('(') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while !rest.is_empty() {
        for &(written, after_consonant, after_vowel) in PAIRS {
            if let Some(tail) = rest.strip_prefix(written) {
                let chosen = match final_consonant(&out) {
                    Some((true, rieul)) if after_consonant == "으로" && rieul => after_vowel,
                    Some((true, _)) => after_consonant,
                    Some((false, _)) => after_vowel,
                    None => written,
                };
                out.push_str(chosen);
                rest = tail;
                continue 'scan;
            }
        }
        let c = rest.chars().next().expect("not empty");
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::resolve_particles as r;

    #[test]
    fn particles_follow_the_last_sound() {
        assert_eq!(r("소련이(가) 탄두을(를) 씁니다"), "소련이 탄두를 씁니다");
        assert_eq!(r("미국이(가) 카드은(는)"), "미국이 카드는");
        assert_eq!(r("서울(으)로, 부산(으)로, 바다(으)로"), "서울로, 부산으로, 바다로");
        assert_eq!(r("**소련**이(가)"), "**소련**이");
        assert_eq!(r("미사일 경쟁(Missile Envy)을(를)"), "미사일 경쟁(Missile Envy)을");
        assert_eq!(r("사과과(와) 배와(과)"), "사과와 배와");
        assert_eq!(
            r("소련가(이) 탄두를(을) 카드는(은) 서울으로(로) 부산로(으로)"),
            "소련이 탄두를 카드는 서울로 부산으로"
        );
    }

    #[test]
    fn numbers_are_read_aloud() {
        assert_eq!(
            r("1이(가) 2이(가) 3이(가) 6을(를) 10을(를) 100은(는)"),
            "1이 2가 3이 6을 10을 100은"
        );
        assert_eq!(r("7(으)로 2(으)로 3(으)로"), "7로 2로 3으로");
        assert_eq!(r("0이(가)"), "0이");
    }

    #[test]
    fn millions_are_written_in_man_and_eok() {
        use super::millions;
        assert_eq!(millions(25), "2,500만");
        assert_eq!(millions(1), "100만");
        assert_eq!(millions(10), "1,000만");
        assert_eq!(millions(0), "0");
        assert_eq!(millions(100), "1억");
        assert_eq!(millions(150), "1억 5,000만");
        assert_eq!(millions(-5), "-500만");
        assert_eq!(r(&format!("{}이(가) 죽습니다", millions(25))), "2,500만이 죽습니다");
        assert_eq!(super::man_count(54), "5,400");
        assert_eq!(super::man_count(3), "300");
        assert_eq!(super::man_count(0), "0");
        assert_eq!(super::man_count(123), "12,300");
    }

    #[test]
    fn a_lone_letter_is_read_by_its_name() {
        assert_eq!(
            r("요격미사일 A은(는) 미사일 B을(를) 막고 요격미사일 M이(가) 막습니다"),
            "요격미사일 A는 미사일 B를 막고 요격미사일 M이 막습니다"
        );
        assert_eq!(
            r("등급 L(으)로, 등급 N(으)로, 등급 X(으)로"),
            "등급 L로, 등급 N으로, 등급 X로"
        );
        assert_eq!(r("`am-p`을(를)"), "`am-p`를");
    }

    #[test]
    fn a_note_after_a_name_is_skipped() {
        assert_eq!(r("Bot 1 (basic)이(가) 이깁니다"), "Bot 1 (basic)이 이깁니다");
        assert_eq!(r("Bot 2 (basic)을(를)"), "Bot 2 (basic)를");
    }

    #[test]
    fn an_unreadable_word_keeps_both_forms() {
        assert_eq!(r("Ada이(가) 이깁니다"), "Ada이(가) 이깁니다");
        assert_eq!(r("괄호(이것) 그대로"), "괄호(이것) 그대로");
    }
}
