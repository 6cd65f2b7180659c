//! The JSON of every server function's answer, read as text.
//!
//! Leptos' own `JsonEncoding` reads answers with `serde_json::from_slice`, while hydration
//! data and live updates are read with `serde_json::from_str`: every type the browser
//! reads both ways had its deserialiser compiled twice into the WASM (about 70 KB of
//! code before optimisation, measured with twiggy). [`TextJson`] reads answers and errors
//! as text, so one deserialiser per type serves all three.

use leptos::server_fn::codec::Post;
use leptos::server_fn::{Bytes, ContentType, Decodes, Encodes, Format, FormatType};
use serde::de::{DeserializeOwned, Error as _};
use serde::Serialize;

/// JSON, written as bytes and read back as UTF-8 text.
pub struct JsonText;

/// The protocol of every server function's answer: a POST answered with [`JsonText`].
pub type TextJson = Post<JsonText>;

impl ContentType for JsonText {
    const CONTENT_TYPE: &'static str = "application/json";
}

impl FormatType for JsonText {
    const FORMAT_TYPE: Format = Format::Text;
}

impl<T: Serialize> Encodes<T> for JsonText {
    type Error = serde_json::Error;

    fn encode(output: &T) -> Result<Bytes, Self::Error> {
        serde_json::to_vec(output).map(Bytes::from)
    }
}

impl<T: DeserializeOwned> Decodes<T> for JsonText {
    type Error = serde_json::Error;

    fn decode(bytes: Bytes) -> Result<T, Self::Error> {
        let text = std::str::from_utf8(&bytes).map_err(serde_json::Error::custom)?;
        serde_json::from_str(text)
    }
}
