//! libFuzzer entry of `fuzzing::rules_actions` (the body and its properties live there).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzing::rules_actions(data));
