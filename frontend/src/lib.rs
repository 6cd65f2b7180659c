#![recursion_limit = "256"]
//! The WASM entry point. The server renders every page; this hydrates it.

#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    console_error_panic_hook::set_once();
    // `hydrate_lazy`: the lazy routes (game pages) load their WASM chunk before they hydrate.
    leptos::mount::hydrate_lazy(app::App);
}
