//! libFuzzer entry point for `bodies::webhook_verify` (see fuzz/bodies.rs).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::webhook_verify(data));
