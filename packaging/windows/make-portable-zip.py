#!/usr/bin/env python3
"""Packs GenDesk for Windows as a portable zip: one folder GenDesk-<version>/ with gendesk.exe,
the `portable` marker (everything GenDesk keeps goes into GenDesk-data beside it, the keys
encrypted with a passphrase), the README, the guide and the third-party licences.

Usage: make-portable-zip.py GENDESK_EXE VERSION OUT.zip   (run from the repository's root)
"""
import pathlib
import sys
import zipfile

MARKER = """# GenDesk runs portable: everything it keeps is in GenDesk-data beside this file.
# keys = "file" keeps the keys there, encrypted with a passphrase asked at each start;
# keys = "keyring" keeps them in this computer's keyring instead (they stay behind when the folder moves).
keys = "file"
"""


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    exe, version, out = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3])
    top = f"GenDesk-{version}"
    files = [(exe, "gendesk.exe"), (pathlib.Path("README.md"), "README.md"),
             (pathlib.Path("assets/third-party-licenses.txt"), "third-party-licenses.txt")]
    files += [(p, p.as_posix()) for p in sorted(pathlib.Path("docs").glob("*.md"))]
    files += [(p, p.as_posix()) for p in sorted(pathlib.Path("docs/screenshots").glob("*.png"))]
    partial = out.with_name(out.name + ".part")
    with zipfile.ZipFile(partial, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for source, name in files:
            archive.write(source, f"{top}/{name}")
        archive.writestr(f"{top}/portable", MARKER)
    partial.replace(out)
    print(f"{out}: {len(files) + 1} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
