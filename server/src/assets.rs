//! The built site's scripts and WASM under a path that names their build
//! (`/v/{version}/pkg/…`), cached by browsers for good.
//!
//! Their file names are the same in every build (`karak.wasm`, `chunk_12.wasm`), so at
//! `/pkg/…` a browser must ask again on every visit whether each one changed: a game
//! page's ~180 files cost ~180 round trips on a phone even when nothing did. The
//! version is a hash of the files' contents, the same on every server of one build, so
//! a page names exactly the files it was built with and a new build gets new URLs.

use std::path::Path;

use axum::http::{header, HeaderValue};
use sha2::{Digest, Sha256};
use tower::Layer;
use tower_http::services::ServeDir;
use tower_http::set_header::{SetResponseHeader, SetResponseHeaderLayer};

/// The version of the site's `pkg` folder under `site_root`: 16 hex digits of a hash
/// of every file's name and contents (the precompressed copies follow from those);
/// `None` when there is no such folder (a server started without a built site).
pub fn version_of(site_root: &Path) -> std::io::Result<Option<String>> {
    let pkg = site_root.join("pkg");
    if !pkg.is_dir() {
        return Ok(None);
    }
    let mut names: Vec<_> = std::fs::read_dir(&pkg)?
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".br") && !name.ends_with(".gz"))
        .collect();
    names.sort();
    let mut hash = Sha256::new();
    for name in names {
        let path = pkg.join(&name);
        if path.is_file() {
            hash.update(name.as_bytes());
            hash.update([0]);
            hash.update(std::fs::read(&path)?);
        }
    }
    let digest = hash.finalize();
    Ok(Some(
        digest[..8].iter().map(|b| format!("{b:02x}")).collect(),
    ))
}

/// The site's files as `/v/{version}/…` serves them: precompressed when the browser
/// accepts it, and cacheable for a year without asking again.
pub fn versioned_files(site_root: &Path) -> SetResponseHeader<ServeDir, HeaderValue> {
    let dir = ServeDir::new(site_root)
        .precompressed_br()
        .precompressed_gzip()
        .append_index_html_on_directories(false);
    SetResponseHeaderLayer::overriding(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    )
    .layer(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version changes with any file's contents and not with the compressed copies.
    #[test]
    fn a_version_follows_the_files() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(version_of(dir.path()).unwrap(), None);
        let pkg = dir.path().join("pkg");
        std::fs::create_dir(&pkg).unwrap();
        std::fs::write(pkg.join("karak.wasm"), b"one").unwrap();
        let first = version_of(dir.path()).unwrap().unwrap();
        assert_eq!(first.len(), 16);
        std::fs::write(pkg.join("karak.wasm.br"), b"compressed").unwrap();
        assert_eq!(version_of(dir.path()).unwrap().unwrap(), first);
        std::fs::write(pkg.join("karak.wasm"), b"two").unwrap();
        assert_ne!(version_of(dir.path()).unwrap().unwrap(), first);
    }
}
