//! libFuzzer entry point for `bodies::batch_manifest` (see fuzz/bodies.rs).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::batch_manifest(data));
