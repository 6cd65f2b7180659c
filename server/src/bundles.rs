//! The WASM chunks of each lazily loaded part of the site in one file, so a page on a slow
//! link asks for one or two files instead of ~180 (issue 44).
//!
//! `cargo leptos build --split` cuts the site's WASM into one module per lazy part
//! (`split_{part}.wasm`) and the chunks parts share (`chunk_{n}.wasm`);
//! `pkg/__wasm_split_manifest.json` lists each part's files. A page names the files of the
//! parts it shows in `<link rel="preload">`s, each a request: over HTTP/1.1's six
//! connections and a 150 ms round trip, a game page's 179 files took seconds of waiting
//! alone. `make site` writes, for each part, a bundle of those files
//! (`pkg/bundles/{part}.wasm`, brotli-compressed beside it; the format below), keeps the
//! split tool's manifest as `pkg/bundles/parts.json`, and rewrites
//! `__wasm_split_manifest.json` to list no file for any part: a part with no files is a
//! bundled one. The page writes its preloads itself (`PreloadedParts` in `app/src/preloads.rs`:
//! one bundle per part it shows; Leptos' own preloads, from the manifest, are left empty
//! because their `crossorigin` is the page's nonce, which Chromium does not match with
//! the loader's fetch), and its loader takes each file out of the bundle it arrived in
//! (`app/src/bundles.js`). A file that is in no bundle the page named (a part reached by a
//! client-side navigation) is fetched on its own, as before.
//!
//! Format (little-endian): `KWB1`, the number of files (u32), for each file its name's
//! length (u8), its name (ASCII, e.g. `chunk_20.wasm`) and its length (u32); then the
//! files' bytes one after the other, in that order.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use anyhow::Context;

/// The folder of the bundles, inside `pkg`.
pub const FOLDER: &str = "bundles";
const MAGIC: &[u8; 4] = b"KWB1";
/// Brotli's best: written once per build, read by every phone.
const BROTLI_QUALITY: u32 = 11;
const BROTLI_WINDOW: u32 = 24;

/// The split tool's manifest, the preloads' manifest once rewritten, and the copy of the
/// former kept beside the bundles.
const MANIFEST: &str = "__wasm_split_manifest.json";
const PARTS: &str = "parts.json";

/// Each lazy part and its files (names without `.wasm`).
type Parts = BTreeMap<String, Vec<String>>;

fn read_parts(path: &Path) -> anyhow::Result<Parts> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("reading {}", path.display()))
}

/// The parts and their files: the split tool's manifest, or, when that was rewritten
/// already (a site bundled before and not rebuilt since), the copy kept of it.
fn parts(pkg: &Path) -> anyhow::Result<Parts> {
    let manifest = read_parts(&pkg.join(MANIFEST))?;
    let rewritten = manifest.values().all(Vec::is_empty);
    if rewritten {
        read_parts(&pkg.join(FOLDER).join(PARTS))
    } else {
        Ok(manifest)
    }
}

/// The bundle of `files` (names without `.wasm`) read from `pkg`.
fn bundle(pkg: &Path, files: &[String]) -> anyhow::Result<Vec<u8>> {
    let mut header = MAGIC.to_vec();
    let mut bodies = Vec::new();
    header.extend_from_slice(&u32::try_from(files.len())?.to_le_bytes());
    for file in files {
        let name = format!("{file}.wasm");
        let bytes = std::fs::read(pkg.join(&name))
            .with_context(|| format!("reading {name} for a bundle"))?;
        header.push(u8::try_from(name.len()).context("a file name longer than 255 bytes")?);
        header.extend_from_slice(name.as_bytes());
        header.extend_from_slice(&u32::try_from(bytes.len())?.to_le_bytes());
        bodies.extend_from_slice(&bytes);
    }
    header.extend_from_slice(&bodies);
    Ok(header)
}

/// Writes every lazy part's bundle into `site_root/pkg/bundles` (replacing what was
/// there), each with its brotli copy, and points the split manifest at them; answers how
/// many parts and bytes (raw, brotli). Running it again on the same site changes nothing.
///
/// # Errors
/// A site without a split manifest, or a file it names that cannot be read or written.
pub fn write(site_root: &Path) -> anyhow::Result<(usize, usize, usize)> {
    let pkg = site_root.join("pkg");
    let parts = parts(&pkg)?;
    let folder = pkg.join(FOLDER);
    if folder.exists() {
        std::fs::remove_dir_all(&folder)?;
    }
    std::fs::create_dir_all(&folder)?;
    let (mut raw, mut compressed) = (0, 0);
    for (part, files) in &parts {
        let bytes = bundle(&pkg, files)?;
        let mut br = Vec::new();
        {
            let mut writer =
                brotli::CompressorWriter::new(&mut br, 64 * 1024, BROTLI_QUALITY, BROTLI_WINDOW);
            writer.write_all(&bytes)?;
        }
        std::fs::write(folder.join(format!("{part}.wasm")), &bytes)?;
        std::fs::write(folder.join(format!("{part}.wasm.br")), &br)?;
        raw += bytes.len();
        compressed += br.len();
    }
    std::fs::write(folder.join(PARTS), serde_json::to_string_pretty(&parts)?)?;
    let preloads: Parts = parts
        .keys()
        .map(|part| (part.clone(), Vec::new()))
        .collect();
    std::fs::write(pkg.join(MANIFEST), serde_json::to_string(&preloads)?)?;
    // The build's compressed copies of the manifest say what it said before.
    for copy in [".br", ".gz"] {
        let path = pkg.join(format!("{MANIFEST}{copy}"));
        if path.exists() {
            std::fs::remove_file(path)?;
        }
    }
    Ok((parts.len(), raw, compressed))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bundle holds each file of its part under its name, in the manifest's order; the
    /// manifest then lists no file for a bundled part, and bundling again changes nothing.
    #[test]
    fn a_bundle_holds_its_parts_files() {
        let dir = tempfile::tempdir().unwrap();
        let pkg = dir.path().join("pkg");
        std::fs::create_dir(&pkg).unwrap();
        let split = r#"{"table": ["split_table", "chunk_1"], "replay": ["chunk_1"]}"#;
        std::fs::write(pkg.join(MANIFEST), split).unwrap();
        std::fs::write(pkg.join(format!("{MANIFEST}.br")), b"old").unwrap();
        std::fs::write(pkg.join("split_table.wasm"), b"\0asm-table").unwrap();
        std::fs::write(pkg.join("chunk_1.wasm"), b"\0asm-1").unwrap();

        let (parts, raw, compressed) = write(dir.path()).unwrap();
        assert_eq!(parts, 2);
        assert!(compressed > 0 && raw > 0);
        let bytes = std::fs::read(pkg.join("bundles/table.wasm")).unwrap();
        let mut expected = b"KWB1\x02\0\0\0".to_vec();
        expected.extend_from_slice(b"\x10split_table.wasm\x0a\0\0\0");
        expected.extend_from_slice(b"\x0cchunk_1.wasm\x06\0\0\0");
        expected.extend_from_slice(b"\0asm-table\0asm-1");
        assert_eq!(bytes, expected);
        let mut unpacked = Vec::new();
        brotli::BrotliDecompress(
            &mut std::fs::File::open(pkg.join("bundles/table.wasm.br")).unwrap(),
            &mut unpacked,
        )
        .unwrap();
        assert_eq!(unpacked, bytes);

        let preloads = read_parts(&pkg.join(MANIFEST)).unwrap();
        assert!(preloads["table"].is_empty() && preloads["replay"].is_empty());
        assert!(!pkg.join(format!("{MANIFEST}.br")).exists());
        assert_eq!(
            read_parts(&pkg.join("bundles/parts.json")).unwrap(),
            serde_json::from_str::<Parts>(split).unwrap()
        );

        write(dir.path()).unwrap();
        assert_eq!(
            std::fs::read(pkg.join("bundles/table.wasm")).unwrap(),
            expected
        );
        assert_eq!(read_parts(&pkg.join(MANIFEST)).unwrap(), preloads);
    }
}
