//! libFuzzer entry of `fuzzing::action_json` (the body and its properties live there).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzing::action_json(data));
