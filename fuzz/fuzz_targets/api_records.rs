//! libFuzzer entry point for `bodies::api_records` (see fuzz/bodies.rs).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::api_records(data));
