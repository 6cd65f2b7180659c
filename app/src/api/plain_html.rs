//! Forms sent as plain HTML (before the page's WASM has arrived, or without JavaScript):
//! how a server function knows it was called by one, and how it answers it, with a
//! redirect (303 See Other) to the page the browser should show next.

/// Whether the call came from a form sent as plain HTML (it asks for a page), not from the
/// page's WASM (which asks for data): leptos_axum's own test for its redirects.
pub fn plain_form() -> bool {
    leptos::prelude::use_context::<http::request::Parts>().is_some_and(|parts| {
        parts
            .headers
            .get(http::header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.contains("text/html"))
    })
}

/// Answers the request with a redirect (303 See Other) to `to`, a path on this site.
///
/// # Errors
/// The server's wiring: no response options in the request's context.
pub fn see_other(to: &str) -> Result<(), &'static str> {
    let response = leptos::prelude::use_context::<leptos_axum::ResponseOptions>()
        .ok_or("no response options in context")?;
    response.set_status(http::StatusCode::SEE_OTHER);
    if let Ok(location) = http::HeaderValue::from_str(to) {
        response.insert_header(http::header::LOCATION, location);
    }
    Ok(())
}
