//! The video track's sample index: where each frame's bytes are, when it is decoded and
//! shown, and whether it is a keyframe. Built from the `stbl` tables (`stsz`, `stsc`,
//! `stco`/`co64`, `stts`, `ctts`, `stss`) and from movie fragments (`moof`/`traf`/`trun`),
//! with every count and offset checked: a sample outside the file, an empty sample or an
//! index that contradicts itself is an error, never a panic or a huge allocation.

use re_mp4::{Co64Box, CttsBox, StcoBox, StscBox, StssBox, StszBox, SttsBox, TfdtBox, TfhdBox};
use re_mp4::{TrexBox, TrunBox};

use super::boxes::Mp4Box;
use super::{VideoError, VideoLimits};

/// One coded frame of the video track, in decode order.
///
/// Timestamps are in ticks of the track's timescale ([`super::VideoInfo::timescale`]),
/// shifted so that the first frame shown has presentation time 0 (decode times of streams
/// with B-frames then start below 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VideoSample {
    /// Offset of the frame's first byte in the file.
    pub offset: u64,
    /// Size of the frame in bytes (at least 1).
    pub size: u32,
    /// Decode timestamp, in track ticks.
    pub decode_ts: i64,
    /// Presentation (composition) timestamp, in track ticks.
    pub presentation_ts: i64,
    /// How long the frame lasts in decode order, in track ticks.
    pub duration: u32,
    /// A sync sample: decoding can start here.
    pub keyframe: bool,
}

/// Builds the sample list of a track from its `stbl` box.
pub(crate) fn from_stbl(
    stbl: &Mp4Box<'_>,
    file_len: u64,
    limits: &VideoLimits,
) -> Result<Vec<VideoSample>, VideoError> {
    let sizes: StszBox = stbl.require(0, *b"stsz")?.read()?;
    let count = u64::from(sizes.sample_count);
    if count == 0 {
        return Ok(Vec::new());
    }
    limits.check_frames(count)?;
    // Each frame needs at least one byte of the file.
    if count > file_len {
        return Err(VideoError::damaged(format!(
            "its index lists {count} frames, more than the file has bytes"
        )));
    }
    // At most the file's length, which is in memory: fits in usize.
    let count = usize::try_from(count).map_err(|_| VideoError::damaged("too many frames"))?;
    let mut samples = locate(stbl, &sizes, count, file_len)?;
    add_timing(stbl, &mut samples)?;
    if let Some(table) = stbl.child(0, *b"stss")? {
        let sync: StssBox = table.read()?;
        for sample in &mut samples {
            sample.keyframe = false;
        }
        for number in sync.entries {
            if let Some(sample) = usize::try_from(number)
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| samples.get_mut(i))
            {
                sample.keyframe = true;
            }
        }
    }
    Ok(samples)
}

/// Places `count` samples in the file from the chunk map (`stsc`), the chunk offsets
/// (`stco`/`co64`) and the sizes; timestamps are left at 0.
fn locate(
    stbl: &Mp4Box<'_>,
    sizes: &StszBox,
    count: usize,
    file_len: u64,
) -> Result<Vec<VideoSample>, VideoError> {
    let chunk_map: StscBox = stbl.require(0, *b"stsc")?.read()?;
    let chunk_offsets: Vec<u64> = if let Some(table) = stbl.child(0, *b"stco")? {
        let offsets: StcoBox = table.read()?;
        offsets.entries.into_iter().map(u64::from).collect()
    } else if let Some(table) = stbl.child(0, *b"co64")? {
        let offsets: Co64Box = table.read()?;
        offsets.entries
    } else {
        return Err(VideoError::damaged("its sample table has no chunk offsets"));
    };
    let size_of = |index: usize| -> Result<u32, VideoError> {
        let size = if sizes.sample_size != 0 {
            sizes.sample_size
        } else {
            sizes.sample_sizes.get(index).copied().unwrap_or(0)
        };
        if size == 0 {
            return Err(VideoError::damaged(format!("frame {index} has no data")));
        }
        Ok(size)
    };

    let mut samples: Vec<VideoSample> = Vec::with_capacity(count);
    let entries = &chunk_map.entries;
    if entries.is_empty() {
        return Err(VideoError::damaged("its chunk map (stsc) is empty"));
    }
    let mut previous_first = 0u32;
    'entries: for (index, entry) in entries.iter().enumerate() {
        if entry.first_chunk == 0 || entry.first_chunk <= previous_first {
            return Err(VideoError::damaged("its chunk map (stsc) is out of order"));
        }
        previous_first = entry.first_chunk;
        let last_chunk = match entries.get(index + 1) {
            Some(next) => u64::from(next.first_chunk) - 1,
            None => chunk_offsets.len() as u64,
        };
        for chunk in u64::from(entry.first_chunk)..=last_chunk {
            let Some(&chunk_offset) = usize::try_from(chunk - 1)
                .ok()
                .and_then(|i| chunk_offsets.get(i))
            else {
                return Err(VideoError::damaged(format!(
                    "its chunk map refers to chunk {chunk}, but there are only {} chunks",
                    chunk_offsets.len()
                )));
            };
            let mut position = chunk_offset;
            for _ in 0..entry.samples_per_chunk {
                if samples.len() == count {
                    break 'entries;
                }
                let index = samples.len();
                let size = size_of(index)?;
                let end = check_range(index, position, size, file_len)?;
                samples.push(VideoSample {
                    offset: position,
                    size,
                    decode_ts: 0,
                    presentation_ts: 0,
                    duration: 0,
                    keyframe: true,
                });
                position = end;
            }
        }
    }
    if samples.len() < count {
        return Err(VideoError::damaged(format!(
            "its index lists {count} frames but its chunks hold only {}",
            samples.len()
        )));
    }
    Ok(samples)
}

/// Sets decode times and durations from `stts` and presentation times from `ctts`.
fn add_timing(stbl: &Mp4Box<'_>, samples: &mut [VideoSample]) -> Result<(), VideoError> {
    let durations: SttsBox = stbl.require(0, *b"stts")?.read()?;
    let mut deltas = durations
        .entries
        .iter()
        .flat_map(|e| std::iter::repeat_n(e.sample_delta, e.sample_count as usize));
    let mut last_delta = None;
    let mut time: i64 = 0;
    for sample in samples.iter_mut() {
        // A short table repeats its last duration (as other players do).
        let delta = deltas
            .next()
            .or(last_delta)
            .ok_or_else(|| VideoError::damaged("its frame durations (stts) are missing"))?;
        last_delta = Some(delta);
        sample.decode_ts = time;
        sample.presentation_ts = time;
        sample.duration = delta;
        time = time
            .checked_add(i64::from(delta))
            .ok_or_else(|| VideoError::damaged("its timestamps overflow"))?;
    }
    if let Some(table) = stbl.child(0, *b"ctts")? {
        let composition: CttsBox = table.read()?;
        let offsets = composition
            .entries
            .iter()
            .flat_map(|e| std::iter::repeat_n(e.sample_offset, e.sample_count as usize));
        for (sample, offset) in samples.iter_mut().zip(offsets) {
            sample.presentation_ts = sample.decode_ts + i64::from(offset);
        }
    }
    Ok(())
}

/// Defaults for fragments of one track, from `mvex`/`trex`.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct FragmentDefaults {
    duration: u32,
    size: u32,
    flags: u32,
}

impl From<&TrexBox> for FragmentDefaults {
    fn from(trex: &TrexBox) -> Self {
        Self {
            duration: trex.default_sample_duration,
            size: trex.default_sample_size,
            flags: trex.default_sample_flags,
        }
    }
}

/// Appends the samples of track `track_id` found in movie fragments (`moof` boxes, in file
/// order) to `samples`.
pub(crate) fn add_fragments(
    samples: &mut Vec<VideoSample>,
    moofs: &[Mp4Box<'_>],
    track_id: u32,
    defaults: FragmentDefaults,
    file_len: u64,
    limits: &VideoLimits,
) -> Result<(), VideoError> {
    // Continue after the samples from `stbl`, if any.
    let mut next_dts = samples
        .last()
        .map_or(0, |s| s.decode_ts + i64::from(s.duration));
    let mut total = samples.len() as u64;
    for moof in moofs {
        let mut previous_traf_end: Option<u64> = None;
        for traf in moof.children(0) {
            let traf = traf?;
            if &traf.kind != b"traf" {
                continue;
            }
            let tfhd: TfhdBox = traf.require(0, *b"tfhd")?.read()?;
            if tfhd.track_id != track_id {
                continue;
            }
            if let Some(tfdt) = traf.child(0, *b"tfdt")? {
                let tfdt: TfdtBox = tfdt.read()?;
                next_dts = i64::try_from(tfdt.base_media_decode_time)
                    .map_err(|_| VideoError::damaged("a fragment's start time overflows"))?;
            }
            let base = if tfhd.flags & TfhdBox::FLAG_BASE_DATA_OFFSET != 0 {
                tfhd.base_data_offset.unwrap_or(moof.offset)
            } else if tfhd.flags & TfhdBox::FLAG_DEFAULT_BASE_IS_MOOF != 0 {
                moof.offset
            } else {
                previous_traf_end.unwrap_or(moof.offset)
            };
            let duration = tfhd.default_sample_duration.unwrap_or(defaults.duration);
            let size = tfhd.default_sample_size.unwrap_or(defaults.size);
            let flags = tfhd.default_sample_flags.unwrap_or(defaults.flags);
            let mut position = base;
            for trun in traf.children(0) {
                let trun = trun?;
                if &trun.kind != b"trun" {
                    continue;
                }
                // The count is checked before the run is read: a run without per-sample fields
                // is a few bytes however many samples it claims, and reading it walks them all
                // (two billion took seconds).
                let claimed = super::boxes::read_u32(trun.body(), 4)
                    .ok_or_else(|| VideoError::damaged("a fragment's run is cut short"))?;
                total += u64::from(claimed);
                limits.check_frames(total)?;
                if total > file_len {
                    return Err(VideoError::damaged(format!(
                        "its fragments list {total} frames, more than the file has bytes"
                    )));
                }
                let trun: TrunBox = trun.read()?;
                if trun.sample_count != claimed {
                    return Err(VideoError::damaged("a fragment's run contradicts itself"));
                }
                if let Some(offset) = trun.data_offset {
                    position = base
                        .checked_add_signed(i64::from(offset))
                        .ok_or_else(|| VideoError::damaged("a fragment's data offset overflows"))?;
                }
                for i in 0..trun.sample_count as usize {
                    let sample_size = trun.sample_sizes.get(i).copied().unwrap_or(size);
                    let sample_duration = trun.sample_durations.get(i).copied().unwrap_or(duration);
                    let sample_flags = match (trun.sample_flags.get(i), trun.first_sample_flags) {
                        (Some(f), _) => *f,
                        (None, Some(first)) if i == 0 => first,
                        _ => flags,
                    };
                    let cts = trun.sample_cts.get(i).map_or(0, |c| {
                        if trun.version == 0 {
                            i64::from(*c)
                        } else {
                            // Version 1 offsets are signed.
                            i64::from(i32::from_be_bytes(c.to_be_bytes()))
                        }
                    });
                    let index = samples.len();
                    if sample_size == 0 {
                        return Err(VideoError::damaged(format!("frame {index} has no data")));
                    }
                    let end = check_range(index, position, sample_size, file_len)?;
                    samples.push(VideoSample {
                        offset: position,
                        size: sample_size,
                        decode_ts: next_dts,
                        presentation_ts: next_dts + cts,
                        duration: sample_duration,
                        keyframe: (sample_flags >> 16) & 1 == 0,
                    });
                    position = end;
                    next_dts = next_dts
                        .checked_add(i64::from(sample_duration))
                        .ok_or_else(|| VideoError::damaged("its timestamps overflow"))?;
                }
            }
            previous_traf_end = Some(position);
        }
    }
    Ok(())
}

/// Checks that sample `index` at `offset` with `size` bytes lies inside the file; returns
/// its end offset.
fn check_range(index: usize, offset: u64, size: u32, file_len: u64) -> Result<u64, VideoError> {
    let end = offset
        .checked_add(u64::from(size))
        .ok_or_else(|| VideoError::damaged(format!("frame {index} has an impossible offset")))?;
    if end > file_len {
        return Err(VideoError::truncated(format!(
            "frame {index} needs bytes {offset} to {end}, but the file ends at byte {file_len}"
        )));
    }
    Ok(end)
}

/// Every byte of a real file belongs to one frame at most. Frames whose sizes add up to more
/// than the file share bytes: a 1 KB file could have the decoder work through the same picture
/// hundreds of times, so such an index is refused as damaged.
pub(crate) fn check_frame_bytes(samples: &[VideoSample], file_len: u64) -> Result<(), VideoError> {
    let total = samples
        .iter()
        .try_fold(0u64, |sum, s| sum.checked_add(u64::from(s.size)))
        .unwrap_or(u64::MAX);
    if total > file_len {
        return Err(VideoError::damaged(format!(
            "its frames add up to {total} bytes, more than the file's {file_len}: they overlap"
        )));
    }
    Ok(())
}

/// Shifts all timestamps so that the earliest presentation time is 0.
pub(crate) fn normalize(samples: &mut [VideoSample]) {
    let Some(first) = samples.iter().map(|s| s.presentation_ts).min() else {
        return;
    };
    if first == 0 {
        return;
    }
    for sample in samples {
        sample.presentation_ts -= first;
        sample.decode_ts -= first;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(offset: u64, size: u32) -> VideoSample {
        VideoSample {
            offset,
            size,
            decode_ts: 0,
            presentation_ts: 0,
            duration: 1,
            keyframe: true,
        }
    }

    #[test]
    fn frames_that_share_bytes_are_refused() {
        let apart = [sample(100, 400), sample(500, 400)];
        assert!(check_frame_bytes(&apart, 1_000).is_ok());
        // Three hundred frames of the same 400 bytes in a 1 KB file.
        let reused = vec![sample(100, 400); 300];
        let err = check_frame_bytes(&reused, 1_000).unwrap_err();
        assert!(matches!(err, VideoError::Damaged { .. }), "{err:?}");
        assert!(err.to_string().contains("120000 bytes"), "{err}");
    }
}
