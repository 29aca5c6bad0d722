//! libFuzzer entry point for `bodies::audio_clip` (see fuzz/bodies.rs). Symphonia's panics, which
//! GenDesk catches, are let unwind to GenDesk's guard.
#![no_main]

#[path = "../bodies.rs"]
mod bodies;

libfuzzer_sys::fuzz_target!(init: bodies::let_symphonia_panics_unwind(), |data: &[u8]| bodies::audio_clip(data));
