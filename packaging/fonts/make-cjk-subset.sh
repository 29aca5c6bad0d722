#!/usr/bin/env bash
# The font GenDesk falls back on for Chinese, Japanese and Korean words where the system has
# none (a Linux without CJK fonts): Noto Sans CJK JP from Debian's fonts-noto-cjk, cut down to
# the characters of GenDesk's translations and the languages' own names, so it stays small.
#
#   apt-get install -y fonts-noto-cjk python3-fonttools
#   packaging/fonts/make-cjk-subset.sh
#
# Writes assets/fonts/noto-sans-cjk-subset.otf and, beside it, the characters it holds
# (noto-sans-cjk-subset.txt, which the window reads to know what it covers). Run it again after
# changing a translation: the test `every_translation_renders_with_the_bundled_fonts` says when.
set -euo pipefail
cd "$(dirname "$0")/../.."

source_font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
out=assets/fonts/noto-sans-cjk-subset
[ -f "$source_font" ] || { echo "needs $source_font: apt-get install -y fonts-noto-cjk" >&2; exit 1; }

# The characters of the translations and the language names that egui's own fonts lack.
/usr/bin/python3 - "$out.txt" <<'PY'
import pathlib, sys
text = ""
for path in sorted(pathlib.Path("crates/gendesk-core/locales").rglob("*.ftl")):
    text += path.read_text(encoding="utf-8")
# The language names and the dates' and spans' own words ("11월 23일", "2分05秒").
for name in ("languages.rs", "dates.rs", "durations.rs", "numbers.rs"):
    text += pathlib.Path("crates/gendesk-core/src/i18n", name).read_text(encoding="utf-8")
# CJK from U+2E80 on, and arrows ("Settings → Updates"), which egui's own fonts lack.
wide = sorted({c for c in text if ord(c) >= 0x2E80 or 0x2190 <= ord(c) <= 0x21FF})
pathlib.Path(sys.argv[1]).write_text("".join(wide) + "\n", encoding="utf-8")
print(f"{len(wide)} characters")
PY

# Face 0 of the collection is Noto Sans CJK JP (it has every Han character, kana and hangul).
/usr/bin/python3 -m fontTools.subset "$source_font" --font-number=0 \
  --text-file="$out.txt" --output-file="$out.otf" \
  --layout-features='*' --no-hinting --desubroutinize --name-IDs='*' --name-languages='*'
ls -l "$out.otf"
