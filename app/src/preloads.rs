//! The WASM the head of a game or replay page preloads: the bundles of the lazy parts it
//! draws (server side only).

use leptos::prelude::*;

/// The lazy parts whose WASM the page's head preloads (each part's bundle, see
/// `server/src/bundles.rs`), each written once. Leptos' server integration writes such
/// preloads only when the context it reads them from happens to be reachable after
/// rendering (in about one response of four here), with a `crossorigin` Chromium does not
/// match with the loader's fetch (the page's nonce), and registers a game's table or
/// replay only when its code first runs within reach of that context; so the bundled
/// manifest gives it nothing to write, and the game and replay pages name their parts
/// themselves as they are drawn (the page, [`PreloadedParts::part`], and the game's table or
/// replay, [`PreloadedParts::game`]). Other pages preload none: their loader asks for a
/// part's bundle when it needs the part (`app/src/bundles.js`).
#[derive(Clone, Default)]
pub struct PreloadedParts(std::sync::Arc<std::sync::Mutex<std::collections::HashSet<String>>>);

impl PreloadedParts {
    /// Preloads `part` ("screen", "replay") of game `kind`, drawn on this page.
    pub fn game(kind: protocol::GameKind, part: &str) {
        Self::part(&format!("{}_{part}", kind.name()));
    }

    /// Preloads the lazy part of the `#[lazy]` function named `function`.
    pub fn part(function: &str) {
        let name = lazy_part_name(function);
        // A part's key in the manifest is its name, '_' and a number.
        let is_it = |key: &str| {
            key.strip_prefix(name.as_str())
                .and_then(|rest| rest.strip_prefix('_'))
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        };
        Self::preload(is_it);
    }

    /// Writes into the head a preload of every file of each part of the split manifest
    /// that `wanted` names and that is not preloaded yet.
    fn preload(wanted: impl Fn(&str) -> bool) {
        use leptos::WasmSplitManifest;
        use leptos_meta::Link;
        let (Some(done), Some(split)) = (
            use_context::<PreloadedParts>(),
            use_context::<WasmSplitManifest>(),
        ) else {
            return;
        };
        let Ok(mut done) = done.0.lock() else {
            return;
        };
        let hrefs: Vec<String> = split
            .0
            .try_with_value(|(pkg, manifest, _)| {
                let mut parts: Vec<&String> = manifest
                    .keys()
                    .filter(|key| wanted(key) && !done.contains(key.as_str()))
                    .collect();
                parts.sort_unstable();
                done.extend(parts.iter().map(|part| (*part).clone()));
                parts
                    .into_iter()
                    .flat_map(|part| {
                        // A bundled part lists no file (`make site`); a site built without
                        // bundles lists each of its files.
                        let files = &manifest[part];
                        if files.is_empty() {
                            vec![format!("{pkg}/bundles/{part}.wasm")]
                        } else {
                            files
                                .iter()
                                .map(|file| format!("{pkg}/{file}.wasm"))
                                .collect()
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        for href in hrefs {
            // `to_html` registers a meta component with the head rather than drawing it here.
            // "anonymous": the mode of the loader's `fetch`, so the preload is what it gets.
            _ = view! {
                <Link rel="preload" href=href as_="fetch" type_="application/wasm" crossorigin="anonymous"/>
            }
            .to_html();
        }
    }
}

/// The name Leptos' `#[lazy]` gives a function's part before its number: the name in snake
/// case, where a digit after a letter starts a word (`karak2_screen` → `karak_2_screen`).
fn lazy_part_name(function: &str) -> String {
    let mut out = String::new();
    let mut last = None::<char>;
    for c in function.chars() {
        if c.is_ascii_digit() && last.is_some_and(|l| l.is_ascii_alphabetic()) {
            out.push('_');
        }
        out.push(c);
        last = Some(c);
    }
    out
}

#[cfg(test)]
mod tests {
    /// A game's lazy parts are named as Leptos' `#[lazy]` names them in the split manifest
    /// (`karak_2_screen_1098693280256521780` for `karak2_screen`).
    #[test]
    fn game_parts_are_named_as_leptos_names_them() {
        assert_eq!(super::lazy_part_name("karak2_screen"), "karak_2_screen");
        assert_eq!(super::lazy_part_name("goblin_replay"), "goblin_replay");
        assert_eq!(super::lazy_part_name("karak_screen"), "karak_screen");
    }
}
