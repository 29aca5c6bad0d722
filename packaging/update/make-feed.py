#!/usr/bin/env python3
"""Writes GenDesk's update feed (update.json) for the packages of one release.

Usage:
  packaging/update/make-feed.py --dist DIR --version X.Y.Z --base-url URL
      [--notes FILE] [--minimum-version X.Y.Z] [--catalog FILE --catalog-url URL]
      [--published RFC3339] [--output FILE]

DIR holds the release's files; each package found there by its name is listed with its size
and SHA-256 (gendesk_<v>_x64-setup.exe, gendesk-<v>-linux-<arch>.tar.gz,
gendesk_<v>-1_<arch>.deb, GenDesk_<v>_universal.dmg), at BASE-URL/<file name>. The notes are
the file's Markdown (packaging/update/notes.md by default). The catalogue is named with the
version inside it. Then sign the feed:
  minisign -S -s KEY -m update.json -t "gendesk X.Y.Z"
(the signed comment must be exactly "gendesk " and the version; GenDesk refuses anything else).
"""

import argparse
import datetime
import hashlib
import json
import os
import re
import sys

KINDS = [
    ("windows-installer", re.compile(r"^gendesk_(?P<v>[^_]+)_x64-setup\.exe$")),
    ("linux-tar-gz", re.compile(r"^gendesk-(?P<v>.+)-linux-x86_64\.tar\.gz$")),
    ("deb", re.compile(r"^gendesk_(?P<v>[^_]+)-1_amd64\.deb$")),
    ("macos-dmg", re.compile(r"^GenDesk_(?P<v>[^_]+)_universal\.dmg$")),
]


def file_ref(path, url):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return {"url": url, "size": os.path.getsize(path), "sha256": digest.hexdigest()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--notes", default=os.path.join(os.path.dirname(__file__), "notes.md"))
    parser.add_argument("--minimum-version")
    parser.add_argument("--catalog")
    parser.add_argument("--catalog-url")
    parser.add_argument("--published")
    parser.add_argument("--output", default="update.json")
    args = parser.parse_args()

    base = args.base_url.rstrip("/")
    packages = {}
    for name in sorted(os.listdir(args.dist)):
        for kind, pattern in KINDS:
            match = pattern.match(name)
            if match and match.group("v") == args.version:
                packages[kind] = file_ref(os.path.join(args.dist, name), f"{base}/{name}")
    if not packages:
        sys.exit(f"no package of version {args.version} in {args.dist}")
    with open(args.notes, encoding="utf-8") as f:
        notes = f.read().strip()
    published = args.published or datetime.datetime.now(datetime.timezone.utc).strftime(
        "%Y-%m-%dT%H:%M:%SZ"
    )
    feed = {
        "format": 1,
        "version": args.version,
        "published": published,
        "notes": notes,
        "packages": packages,
    }
    if args.minimum_version:
        feed["minimum_version"] = args.minimum_version
    if args.catalog:
        with open(args.catalog, encoding="utf-8") as f:
            version = json.load(f)["version"]
        url = args.catalog_url or f"{base}/{os.path.basename(args.catalog)}"
        feed["catalog"] = {"version": version, **file_ref(args.catalog, url)}
    with open(args.output, "w", encoding="utf-8") as f:
        json.dump(feed, f, indent=2)
        f.write("\n")
    print(f"{args.output}: GenDesk {args.version}, {len(packages)} package(s): {', '.join(packages)}")


if __name__ == "__main__":
    main()
