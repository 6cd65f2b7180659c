//! libFuzzer entry of the `rules_actions` body (it and its properties live in `fuzzing`); the
//! first byte of an input chooses the game.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzing::run("rules_actions", data));
