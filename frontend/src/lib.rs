#![recursion_limit = "256"]
//! The WASM entry point. The server renders every page; this hydrates it.

#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    // Panic messages in the console while developing. The release bundle aborts on a
    // panic without formatting it (`make site`: `-Cpanic=immediate-abort`), so the hook
    // and the formatting code it pulls in would be dead weight there.
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    // The lazy routes (game pages) load their WASM chunk before they hydrate.
    wasm_bindgen_futures::spawn_local(app::hydrate_page());
}
