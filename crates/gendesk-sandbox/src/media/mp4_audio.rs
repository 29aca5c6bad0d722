//! The sound track of a sandbox MP4: a `trak` for AAC-LC (`mp4a` with its `esds` decoder
//! configuration), every frame 1024 samples, all in one chunk after the pictures.

use super::aac::{AacTrack, SAMPLES_PER_FRAME};
use super::mp4::{BoxWriter, MuxError};

/// The track's duration in `timescale` ticks.
pub(super) fn duration_in(track: &AacTrack, timescale: u32) -> u64 {
    let samples = track.frames.len() as u64 * u64::from(SAMPLES_PER_FRAME);
    samples * u64::from(timescale) / u64::from(track.sample_rate.max(1))
}

/// Writes the sound `trak` (track 2); its samples start at `chunk_offset` in the file.
#[allow(
    clippy::similar_names,
    reason = "handles are named after the boxes they close"
)]
pub(super) fn audio_trak(
    w: &mut BoxWriter,
    track: &AacTrack,
    movie_duration: u32,
    chunk_offset: u32,
) -> Result<(), MuxError> {
    let count = u32::try_from(track.frames.len()).map_err(|_| MuxError::TooLarge)?;
    let media_duration =
        u32::try_from(duration_in(track, track.sample_rate)).map_err(|_| MuxError::TooLarge)?;
    let trak = w.open(*b"trak");
    let tkhd = w.open_full(*b"tkhd", 0, 0x7);
    w.u32(0);
    w.u32(0);
    w.u32(2); // track_ID
    w.u32(0);
    w.u32(movie_duration);
    w.zeros(8);
    w.u16(0); // layer
    w.u16(1); // alternate_group
    w.u16(0x0100); // volume 1.0
    w.u16(0);
    for v in [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000_u32] {
        w.u32(v);
    }
    w.u32(0); // width, height: none for sound
    w.u32(0);
    w.close(tkhd)?;

    let mdia = w.open(*b"mdia");
    let mdhd = w.open_full(*b"mdhd", 0, 0);
    w.u32(0);
    w.u32(0);
    w.u32(track.sample_rate);
    w.u32(media_duration);
    w.u16(0x55c4); // language "und"
    w.u16(0);
    w.close(mdhd)?;
    let hdlr = w.open_full(*b"hdlr", 0, 0);
    w.u32(0);
    w.bytes(b"soun");
    w.zeros(12);
    w.bytes(b"SoundHandler\0");
    w.close(hdlr)?;

    let minf = w.open(*b"minf");
    let smhd = w.open_full(*b"smhd", 0, 0);
    w.u16(0); // balance
    w.u16(0);
    w.close(smhd)?;
    let dinf = w.open(*b"dinf");
    let dref = w.open_full(*b"dref", 0, 0);
    w.u32(1);
    let url = w.open_full(*b"url ", 0, 1);
    w.close(url)?;
    w.close(dref)?;
    w.close(dinf)?;

    let stbl = w.open(*b"stbl");
    stsd(w, track)?;
    let stts = w.open_full(*b"stts", 0, 0);
    w.u32(1);
    w.u32(count);
    w.u32(SAMPLES_PER_FRAME);
    w.close(stts)?;
    let stsc = w.open_full(*b"stsc", 0, 0);
    w.u32(1);
    w.u32(1);
    w.u32(count);
    w.u32(1);
    w.close(stsc)?;
    let stsz = w.open_full(*b"stsz", 0, 0);
    w.u32(0);
    w.u32(count);
    for frame in &track.frames {
        w.u32(u32::try_from(frame.len()).map_err(|_| MuxError::TooLarge)?);
    }
    w.close(stsz)?;
    let stco = w.open_full(*b"stco", 0, 0);
    w.u32(1);
    w.u32(chunk_offset);
    w.close(stco)?;
    w.close(stbl)?;
    w.close(minf)?;
    w.close(mdia)?;
    w.close(trak)
}

/// `stsd` with one `mp4a` entry and its `esds` (ES, decoder config, `AudioSpecificConfig`).
fn stsd(w: &mut BoxWriter, track: &AacTrack) -> Result<(), MuxError> {
    let stsd = w.open_full(*b"stsd", 0, 0);
    w.u32(1);
    let mp4a = w.open(*b"mp4a");
    w.zeros(6);
    w.u16(1); // data_reference_index
    w.zeros(8); // reserved
    w.u16(track.channels);
    w.u16(16); // sample size
    w.zeros(4); // pre_defined, reserved
    w.u32(track.sample_rate << 16); // 16.16 fixed point
    let esds = w.open_full(*b"esds", 0, 0);
    // Descriptors with one-byte lengths: each is small.
    let config_len = u8::try_from(track.config.len()).map_err(|_| MuxError::TooLarge)?;
    let decoder_len = 13 + 2 + config_len;
    let es_len = 3 + 2 + decoder_len + 3;
    w.bytes(&[0x03, es_len]); // ES_Descriptor
    w.u16(2); // ES_ID
    w.bytes(&[0]); // flags
    w.bytes(&[0x04, decoder_len]); // DecoderConfigDescriptor
    w.bytes(&[0x40, 0x15]); // objectTypeIndication: MPEG-4 audio; streamType: audio
    w.bytes(&[0, 0x18, 0]); // bufferSizeDB
    w.u32(64_000); // maxBitrate
    w.u32(64_000); // avgBitrate
    w.bytes(&[0x05, config_len]); // DecoderSpecificInfo
    w.bytes(&track.config);
    w.bytes(&[0x06, 1, 0x02]); // SLConfigDescriptor: predefined = MP4
    w.close(esds)?;
    w.close(mp4a)?;
    w.close(stsd)
}
