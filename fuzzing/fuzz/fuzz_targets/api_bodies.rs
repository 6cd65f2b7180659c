//! libFuzzer entry of `fuzzing::api_bodies` (the body and its properties live there).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzing::api_bodies(data));
