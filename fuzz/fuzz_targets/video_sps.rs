//! libFuzzer entry point for `bodies::video_sps` (see fuzz/bodies.rs).
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(|data: &[u8]| bodies::video_sps(data));
