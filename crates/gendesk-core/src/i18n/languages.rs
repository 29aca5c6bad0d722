//! The languages GenDesk speaks, named in themselves, and how a system's language tag
//! (`ja_JP.UTF-8`, `zh-Hans-CN`, `pt-PT`) finds the closest of them.

/// A language GenDesk ships.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Language {
    /// Its tag, and the folder of its `.ftl` files under `locales/`.
    pub tag: &'static str,
    /// Its name in itself, as the language picker shows it.
    pub name: &'static str,
}

/// English, the language every other is checked against.
pub const ENGLISH: Language = Language {
    tag: "en-US",
    name: "English",
};

/// Every shipped language, English first.
pub const LANGUAGES: [Language; 8] = [
    ENGLISH,
    Language {
        tag: "zh-CN",
        name: "简体中文",
    },
    Language {
        tag: "ja",
        name: "日本語",
    },
    Language {
        tag: "ko",
        name: "한국어",
    },
    Language {
        tag: "es",
        name: "Español",
    },
    Language {
        tag: "pt-BR",
        name: "Português (Brasil)",
    },
    Language {
        tag: "de",
        name: "Deutsch",
    },
    Language {
        tag: "fr",
        name: "Français",
    },
];

/// The pseudo-language: English with accents, 40 % longer and bracketed, to find clipped
/// and untranslated text. Not offered in Settings; `GENDESK_LANGUAGE=en-XA` or tests choose it.
pub const PSEUDO: Language = Language {
    tag: "en-XA",
    name: "Ƥšéûðö",
};

/// The shipped language (or the pseudo-language) with this exact tag, ignoring case and `_`.
pub fn by_tag(tag: &str) -> Option<Language> {
    let tag = tag.replace('_', "-");
    LANGUAGES
        .into_iter()
        .chain([PSEUDO])
        .find(|language| language.tag.eq_ignore_ascii_case(&tag))
}

/// The shipped language closest to `requested` (a BCP 47 or POSIX tag), else English.
///
/// The language decides; the region only picks between variants: every Portuguese gets
/// Brazilian Portuguese and every Chinese Simplified Chinese (the only ones shipped).
pub fn negotiate(requested: &str) -> Language {
    // `ja_JP.UTF-8@euro` → `ja-JP`.
    let cleaned = requested
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .replace('_', "-");
    if let Some(exact) = by_tag(&cleaned).filter(|language| *language != PSEUDO) {
        return exact;
    }
    let Ok(wanted) = cleaned.parse::<unic_langid::LanguageIdentifier>() else {
        return ENGLISH;
    };
    LANGUAGES
        .into_iter()
        .find(|language| {
            language
                .tag
                .parse::<unic_langid::LanguageIdentifier>()
                .is_ok_and(|shipped| shipped.language == wanted.language)
        })
        .unwrap_or(ENGLISH)
}

/// The shipped language closest to the system's (`LC_ALL`, `LC_MESSAGES`, `LANG` on Linux; the
/// user's language on Windows and macOS), else English.
pub fn system() -> Language {
    sys_locale::get_locale().map_or(ENGLISH, |tag| negotiate(&tag))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_tags_find_the_closest_language() {
        let cases = [
            ("ja_JP.UTF-8", "ja"),
            ("ja", "ja"),
            ("zh-Hans-CN", "zh-CN"),
            ("zh_TW.UTF-8", "zh-CN"),
            ("pt_PT", "pt-BR"),
            ("pt-BR", "pt-BR"),
            ("es-MX", "es"),
            ("de_AT.UTF-8@euro", "de"),
            ("fr-CA", "fr"),
            ("ko-KR", "ko"),
            ("en-GB", "en-US"),
            ("C", "en-US"),
            ("POSIX", "en-US"),
            ("nl-NL", "en-US"),
            ("", "en-US"),
            ("en-XA", "en-US"),
        ];
        for (system, want) in cases {
            assert_eq!(negotiate(system).tag, want, "{system}");
        }
    }

    #[test]
    fn tags_are_found_whatever_their_case() {
        assert_eq!(by_tag("PT_br"), Some(LANGUAGES[5]));
        assert_eq!(by_tag("en-xa"), Some(PSEUDO));
        assert_eq!(by_tag("nl"), None);
    }
}
