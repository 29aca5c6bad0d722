//! A font for Chinese, Japanese and Korean words where the system has none: a small subset of
//! Noto Sans CJK JP holding exactly the characters of GenDesk's translations and its language
//! names (`assets/fonts/`, made by `packaging/fonts/make-cjk-subset.sh`; SIL Open Font
//! License). It is asked after the system's fonts, so a system font, with its own regional
//! forms, always wins; prompts in these scripts still need the system's fonts.

use std::sync::Arc;

use egui::epaint::text::{FallbackRequest, FontInsert, FontPriority, InsertFontFamily};

/// The subset (OpenType, about 241 KB).
const FONT: &[u8] = include_bytes!("../../assets/fonts/noto-sans-cjk-subset.otf");
/// The characters it holds.
const COVERS: &str = include_str!("../../assets/fonts/noto-sans-cjk-subset.txt");
/// Its name among egui's fonts.
const NAME: &str = "gendesk-noto-sans-cjk-subset";

/// Whether the bundled font has `c`.
pub fn covers(c: char) -> bool {
    COVERS.contains(c)
}

/// Adds the bundled font as the last place egui looks for a character.
pub fn install(ctx: &egui::Context) {
    ctx.add_font_provider(Arc::new(|request: &FallbackRequest<'_>| {
        let first = request.cluster.chars().next()?;
        covers(first).then(|| FontInsert {
            name: NAME.to_owned(),
            data: egui::FontData::from_static(FONT),
            families: vec![InsertFontFamily {
                family: request.family.clone(),
                priority: FontPriority::Lowest,
            }],
        })
    }));
}
