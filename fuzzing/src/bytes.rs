//! The fuzzer's input read as a stream of bytes.

/// The input as a stream of bytes; zeros once it runs out.
pub(crate) struct Bytes<'a>(pub(crate) &'a [u8]);

impl Bytes<'_> {
    pub(crate) fn next(&mut self) -> Option<u8> {
        let (first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(*first)
    }

    pub(crate) fn byte(&mut self) -> u8 {
        self.next().unwrap_or(0)
    }

    pub(crate) fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.byte()))
    }
}
