#!/usr/bin/env python3
"""The WASM each page loads, as served (raw and brotli), from a `make site` build.

A page loads the main module (`karak.wasm`) and, for its lazy parts, each part's split
module and the shared chunks the split tool's manifest lists for it (`make site` keeps it as
`bundles/parts.json`, and each part's bundle holds those same files: server/src/bundles.rs).
Usage:
    scripts/wasm-size.py [target/site/pkg]
"""
import json
import os
import re
import sys

pkg = sys.argv[1] if len(sys.argv) > 1 else "target/site/pkg"
parts = os.path.join(pkg, "bundles", "parts.json")
if not os.path.exists(parts):
    parts = os.path.join(pkg, "__wasm_split_manifest.json")
manifest = json.load(open(parts))

# Which lazy parts a page loads, by the prefix of their names in the manifest. The games
# are found in the manifest itself: a game's table and replay entry points are named
# `<kind>_screen` and `<kind>_replay` (the manifest adds a number: `goblin_screen_8958…`) (the split tool writes a digit as a word of its own:
# `karak2_screen` is `karak_2_screen`).
SHELL_PAGES = {
    "home, lobby, not found": [],
    "new game": ["__new_game_route_view"],
    "history": ["__history_route_view"],
    "account": ["__account_route_view"],
    "sign in": ["__sign_in_route_view"],
    "how to play": ["__how_to_play_route_view"],
}
GAMES = sorted(
    {m.group(1) for m in map(re.compile(r"^(\w+?)_screen_\d+$").match, manifest) if m}
)
PAGES = dict(SHELL_PAGES)
for game in GAMES:
    PAGES[f"{game} game page"] = ["game_page_view", f"{game}_screen"]
    PAGES[f"{game} replay"] = ["replay_page_view", f"{game}_replay"]


def size(name):
    path = os.path.join(pkg, name + ".wasm")
    return os.path.getsize(path), os.path.getsize(path + ".br")


def files_of(prefixes):
    files = {"karak"}
    for key, chunks in manifest.items():
        if any(key.startswith(p) for p in prefixes):
            files.update(chunks)
    return files


def main():
    for page, prefixes in PAGES.items():
        files = files_of(prefixes)
        missing = [p for p in prefixes if not any(k.startswith(p) for k in manifest)]
        if missing:
            sys.exit(f"{page}: no lazy part named {missing} in the manifest")
        raw = sum(size(f)[0] for f in files)
        br = sum(size(f)[1] for f in files)
        print(f"{page:24} {raw:>10,} B raw {br:>9,} B brotli  ({len(files)} files)")
    # Each game's own code: the chunks its table and replay load that no other page does.
    for kind in GAMES:
        own = files_of([f"{kind}_screen", f"{kind}_replay"])
        others = set()
        for page, prefixes in PAGES.items():
            if not any(p in (f"{kind}_screen", f"{kind}_replay") for p in prefixes):
                others |= files_of(prefixes)
        own -= others
        raw = sum(size(f)[0] for f in own)
        br = sum(size(f)[1] for f in own)
        print(f"{kind + ' own chunks':24} {raw:>10,} B raw {br:>9,} B brotli  ({len(own)} files)")


main()
