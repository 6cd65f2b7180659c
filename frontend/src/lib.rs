#![recursion_limit = "256"]
//! The WASM entry point. The server renders every page; this hydrates it.

#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    // Panic messages in the console while developing. The release bundle aborts on a
    // panic without formatting it (`make site`: `-Cpanic=immediate-abort`), so the hook
    // and the formatting code it pulls in would be dead weight there.
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    wasm_bindgen_futures::spawn_local(async {
        // The shell's texts in the page's language come from the server (the WASM
        // carries English only), and hydration must render exactly what the server did.
        app::i18n::tables::load_page_texts().await;
        // `hydrate_lazy`: the lazy routes (game pages) load their WASM chunk before they
        // hydrate.
        leptos::mount::hydrate_lazy(app::App);
    });
}
