//! The pseudo-language: every letter of English's text accented, each piece bracketed and
//! 40 % longer, so that clipped, overlapping and untranslated text shows on sight. Variables
//! (model names, figures) are left as they are: Fluent applies this to the text around them.

use std::borrow::Cow;

/// English text in the pseudo-language: `Settings` → `[Šéţţîñĝš····]`.
pub fn transform(text: &str) -> Cow<'_, str> {
    if text.trim().is_empty() {
        return Cow::Borrowed(text);
    }
    let letters = text.chars().count();
    let mut out = String::with_capacity(text.len() * 2 + 8);
    out.push('[');
    out.extend(text.chars().map(accented));
    // 40 % longer, rounded up.
    out.extend(std::iter::repeat_n('·', (letters * 2).div_ceil(5)));
    out.push(']');
    Cow::Owned(out)
}

fn accented(c: char) -> char {
    match c {
        'a' => 'á',
        'c' => 'ç',
        'e' => 'é',
        'g' => 'ĝ',
        'i' => 'î',
        'n' => 'ñ',
        'o' => 'ö',
        's' => 'š',
        't' => 'ţ',
        'u' => 'û',
        'y' => 'ý',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'O' => 'Ö',
        'S' => 'Š',
        'U' => 'Û',
        _ => c,
    }
}
