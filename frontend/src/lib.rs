#![recursion_limit = "256"]
//! The WASM entry point. The server renders every page; this hydrates it.

#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    console_error_panic_hook::set_once();
    leptos::mount::hydrate_body(app::App);
}
