//! The HTTP routes that are not Leptos pages: health, static assets and the games'
//! stylesheets.

use std::path::Path;

use axum::extract::{Path as UrlPath, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use tower::Layer;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::AppState;

/// `GET /healthz`: version and whether the database answers (503 when it does not).
pub async fn healthz(State(state): State<AppState>) -> impl IntoResponse {
    let health = state.service.health().await;
    let status = if health.status == "ok" {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, [(header::CACHE_CONTROL, "no-store")], Json(health))
}

/// `GET /styles/{kind}.css`: a game's own stylesheet (the `style.css` of its folder,
/// compiled into the server), which its game and replay pages link. Revalidated like the
/// site's files (`no-cache`), by a tag of its text.
pub async fn game_style(UrlPath(file): UrlPath<String>, headers: HeaderMap) -> Response {
    let Some(kind) = file
        .strip_suffix(".css")
        .and_then(protocol::GameKind::parse)
    else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let css = app::components::game_ui::game_style(kind);
    let tag = format!("\"{:016x}\"", style_tag(css));
    let cache = [
        (header::CACHE_CONTROL, "no-cache"),
        (header::ETAG, tag.as_str()),
    ];
    if headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|seen| seen.as_bytes() == tag.as_bytes())
    {
        return (StatusCode::NOT_MODIFIED, cache).into_response();
    }
    let css_type = (header::CONTENT_TYPE, "text/css; charset=utf-8");
    (cache, [css_type], css).into_response()
}

/// A tag of a stylesheet's text: the same on every server of one build (the standard
/// hasher's keys are fixed), new whenever the text changes.
fn style_tag(text: &str) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// Static files of the built site, served precompressed (`.br`, `.gz`) when the
/// browser accepts it; anything not found goes to `not_found` (the Leptos 404 page).
/// File names are not content-hashed, so browsers revalidate (`no-cache` +
/// Last-Modified) rather than cache blindly.
pub fn static_files<F>(
    site_root: &Path,
    not_found: F,
) -> tower_http::set_header::SetResponseHeader<ServeDir<F>, HeaderValue> {
    let dir = ServeDir::new(site_root)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false)
        .fallback(not_found);
    SetResponseHeaderLayer::if_not_present(
        header::CACHE_CONTROL,
        HeaderValue::from_static("no-cache"),
    )
    .layer(dir)
}

/// The site's files that change rarely and do no harm a day out of date: browsers
/// keep them a day instead of asking again on every page.
pub const DAY_CACHED: [&str; 4] = [
    "favicon.svg",
    "logo.svg",
    "manifest.webmanifest",
    "robots.txt",
];

/// File `name` of the site (one of [`DAY_CACHED`]), kept by browsers for a day.
pub fn day_cached(
    site_root: &Path,
    name: &str,
) -> tower_http::set_header::SetResponseHeader<ServeFile, HeaderValue> {
    let file = ServeFile::new(site_root.join(name))
        .precompressed_br()
        .precompressed_gzip();
    SetResponseHeaderLayer::overriding(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    )
    .layer(file)
}

/// Refuses state-changing requests (anything but GET, HEAD, OPTIONS) whose `Origin`
/// is not this server, so other sites cannot act with a visitor's session cookie
/// (SameSite=Lax already keeps the cookie off cross-site POSTs; this is the second
/// lock). Requests without `Origin` (non-browser clients) pass.
pub async fn same_origin(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::http::Method;
    let safe = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if !safe {
        if let Some(origin) = request.headers().get(header::ORIGIN) {
            let host = request
                .headers()
                .get("x-forwarded-host")
                .or_else(|| request.headers().get(header::HOST))
                .and_then(|h| h.to_str().ok());
            let origin_host = origin
                .to_str()
                .ok()
                .and_then(|o| o.split_once("://"))
                .map(|(_, rest)| rest.trim_end_matches('/'));
            if host.is_none() || origin_host != host {
                tracing::warn!(?origin, ?host, "cross-origin request refused");
                return (StatusCode::FORBIDDEN, "cross-origin request refused").into_response();
            }
        }
    }
    next.run(request).await
}
