//! libFuzzer entry point for `bodies::reference_picture` (see fuzz/bodies.rs).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::reference_picture(data));
