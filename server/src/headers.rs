//! Security headers on every answer, and the Content-Security-Policy of pages.
//!
//! Every answer: `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
//! `Referrer-Policy: same-origin`, and `Cache-Control: private, no-store` unless
//! the handler set its own (static files keep `no-cache`): pages and API answers
//! may carry a seat's private view, which no shared cache may keep.
//!
//! Every rendered page: a Content-Security-Policy with the nonce Leptos draws for
//! the page (`leptos::nonce`, put on its own inline hydration and streaming
//! scripts): scripts only from this site or with that nonce, WebAssembly compiled
//! (`'wasm-unsafe-eval'`), no plugins, no framing by other sites, forms and
//! connections only to this site. Inline `style` attributes stay allowed (a few
//! views set sizes with them).

use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;

/// The policy of a page whose inline scripts carry `nonce`. Under `cargo leptos
/// watch` (`LEPTOS_WATCH` set) pages also open the live-reload websocket, on its
/// own port.
pub fn content_security_policy(nonce: &str) -> String {
    let reload = if std::env::var_os("LEPTOS_WATCH").is_some() {
        " ws: wss:"
    } else {
        ""
    };
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'{reload}; \
         object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// Sets the page's Content-Security-Policy; called in the Leptos context of every
/// rendered page (after Leptos has drawn the page's nonce).
pub fn provide_csp() {
    use leptos::prelude::use_context;
    let (Some(nonce), Some(response)) = (
        leptos::nonce::use_nonce(),
        use_context::<leptos_axum::ResponseOptions>(),
    ) else {
        return;
    };
    if let Ok(value) = HeaderValue::from_str(&content_security_policy(&nonce)) {
        response.insert_header(header::CONTENT_SECURITY_POLICY, value);
    }
}

/// Adds the headers every answer carries (see the module).
pub async fn security_headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("private, no-store"));
    response
}
