//! libFuzzer entry of `fuzzing::import_file` (the body and its properties live there).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzing::import_file(data));
