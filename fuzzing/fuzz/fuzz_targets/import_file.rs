//! libFuzzer entry of the `import_file` body (it and its properties live in `fuzzing`); the
//! first byte of an input chooses the game.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzing::run("import_file", data));
