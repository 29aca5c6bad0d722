//! Audio: a prompt-derived looping melody rendered to 16-bit mono PCM WAV.
//!
//! The prompt picks a key, a scale (major or minor pentatonic, major or
//! dorian), a tempo of 84–128 BPM, a chord progression and two 16-step
//! phrases A and B, played as A A B A in a loop over a bass line. Instruments
//! are wavetables (a few harmonics, built with integer maths) shaped by
//! attack/decay/release envelopes, so nothing clicks; the whole clip fades in
//! and out. With `instrumental == false` a third, voice-like part ("aah"
//! vowel: formant-weighted harmonics with vibrato) sings long notes an octave
//! below the melody.
//!
//! Synthesis is integer-only, so the same prompt gives the same bytes on
//! every platform.

use bytes::Bytes;

use super::seed::{Rng, TURN, prompt_seed, sin_q15};
use super::{MAX_AUDIO_SECS, Media, MediaError};

/// Sample rate of generated audio (Hz); the WAV is mono, 16-bit PCM.
pub const AUDIO_SAMPLE_RATE: u32 = 22_050;

/// Wavetable size: indexed by the top `TABLE_BITS` bits of a 32-bit phase.
const TABLE_BITS: u32 = 12;
const TABLE_SIZE: usize = 1 << TABLE_BITS;

/// One period of a waveform, `±32767`.
type Wavetable = Box<[i32; TABLE_SIZE]>;

/// Steps per phrase (eighth notes: two bars of 4/4).
const PHRASE_STEPS: usize = 16;

pub(super) fn render(
    prompt: &str,
    duration_secs: u32,
    instrumental: bool,
) -> Result<Media, MediaError> {
    if duration_secs == 0 || duration_secs > MAX_AUDIO_SECS {
        return Err(MediaError::InvalidDuration {
            kind: "audio",
            duration_secs,
            max_secs: MAX_AUDIO_SECS,
        });
    }
    let total = samples_for(duration_secs);
    let song = Song::from_prompt(prompt);
    let samples = song.render(total, !instrumental);
    let bytes = wav(&samples, AUDIO_SAMPLE_RATE)?;
    Ok(Media {
        content_type: "audio/wav",
        extension: "wav",
        bytes: Bytes::from(bytes),
    })
}

fn samples_for(duration_secs: u32) -> usize {
    // At most 600 * 22 050 = 13.2 million: fits any usize GenDesk runs on.
    usize::try_from(u64::from(duration_secs) * u64::from(AUDIO_SAMPLE_RATE)).unwrap_or(0)
}

/// Milliseconds to samples.
fn ms(millis: u32) -> usize {
    usize::try_from(u64::from(millis) * u64::from(AUDIO_SAMPLE_RATE) / 1000).unwrap_or(0)
}

/// A RIFF/WAVE file with one channel of 16-bit PCM.
fn wav(samples: &[i16], sample_rate: u32) -> Result<Vec<u8>, MediaError> {
    let data_len = samples
        .len()
        .checked_mul(2)
        .and_then(|n| u32::try_from(n).ok())
        .filter(|n| n.checked_add(36).is_some())
        .ok_or(MediaError::AudioTooLarge)?;
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate * 2).to_le_bytes()); // byte rate
    out.extend_from_slice(&2u16.to_le_bytes()); // block align
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    Ok(out)
}

/// One period of a waveform, `±32767`, from (harmonic, weight) pairs.
fn wavetable(harmonics: &[(u32, i64)]) -> Wavetable {
    let mut raw = vec![0i64; TABLE_SIZE];
    let step = TURN >> TABLE_BITS;
    for (index, value) in (0u32..).zip(raw.iter_mut()) {
        let phase = index * step;
        *value = harmonics
            .iter()
            .map(|&(k, weight)| weight * i64::from(sin_q15(phase.wrapping_mul(k) % TURN)))
            .sum();
    }
    let peak = raw.iter().map(|v| v.abs()).max().unwrap_or(1).max(1);
    let mut table = Box::new([0i32; TABLE_SIZE]);
    for (slot, value) in table.iter_mut().zip(raw) {
        // |value| <= peak, so the result is within ±32767.
        *slot = i32::try_from(value * 32_767 / peak).unwrap_or(0);
    }
    table
}

/// 32-bit phase increment per sample for a MIDI note number.
fn phase_increment(midi: i32) -> u32 {
    /// 2^(k/12) in 16.16 fixed point.
    const SEMITONES: [u64; 12] = [
        65_536, 69_433, 73_562, 77_936, 82_570, 87_480, 92_682, 98_193, 104_032, 110_218, 116_772,
        123_715,
    ];
    let midi = midi.clamp(24, 96);
    let offset = midi - 69; // relative to A4 = 440 Hz
    let octave = offset.div_euclid(12);
    let semitone = usize::try_from(offset.rem_euclid(12)).unwrap_or(0);
    let base = (440u64 << 32) * SEMITONES[semitone] / (u64::from(AUDIO_SAMPLE_RATE) << 16);
    let inc = if octave >= 0 {
        base << octave.unsigned_abs()
    } else {
        base >> octave.unsigned_abs()
    };
    // MIDI 96 is about 2093 Hz, far below the sample rate: fits in u32.
    u32::try_from(inc).unwrap_or(u32::MAX / 4)
}

/// Attack–decay–sustain–release envelope, times in samples, levels `0..=32767`.
#[derive(Debug, Clone, Copy)]
struct Envelope {
    attack: usize,
    decay: usize,
    sustain: i32,
    release: usize,
}

/// A straight piece of an envelope: length in samples, start and end level.
type Segment = (usize, i32, i32);

impl Envelope {
    /// The envelope of a note whose key is held for `gate` samples, as
    /// straight segments: attack, decay, sustain, release. A short gate cuts
    /// the attack or decay short and releases from wherever the level got to.
    fn segments(&self, gate: usize) -> [Segment; 4] {
        let attack = self.attack.min(gate);
        let peak = ramp(0, 32_767, attack, self.attack);
        let decay = self.decay.min(gate - attack);
        let plateau = if attack < self.attack {
            peak
        } else {
            ramp(32_767, self.sustain, decay, self.decay)
        };
        let hold = gate - attack - decay;
        [
            (attack, 0, peak),
            (decay, peak, plateau),
            (hold, plateau, plateau),
            (self.release, plateau, 0),
        ]
    }
}

/// The level `done` samples into a straight move from `from` to `to` that
/// takes `total` samples.
fn ramp(from: i32, to: i32, done: usize, total: usize) -> i32 {
    if done >= total {
        return to;
    }
    let done = i64::try_from(done).unwrap_or(0);
    let total = i64::try_from(total).unwrap_or(1).max(1);
    let level = i64::from(from) + (i64::from(to) - i64::from(from)) * done / total;
    // Between `from` and `to`, so it fits.
    i32::try_from(level).unwrap_or(to)
}

/// A note: start and held length in samples, pitch, loudness (`0..=256`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Note {
    start: usize,
    gate: usize,
    midi: i32,
    velocity: i32,
}

/// One instrument: waveform, envelope, loudness and optional vibrato.
struct Voice {
    table: Wavetable,
    envelope: Envelope,
    /// Mix gain, `0..=256`.
    gain: i32,
    /// Vibrato (LFO phase increment per sample, depth in 1/10000 of the pitch).
    vibrato: Option<(u32, i64)>,
}

/// Samples between vibrato updates (the LFO is slow: 32 samples ≈ 1.5 ms).
const VIBRATO_BLOCK: usize = 32;

impl Voice {
    /// Adds `notes` to `mix`.
    ///
    /// The inner loop is plain integer arithmetic on slices, so it stays fast
    /// in unoptimised builds too: the envelope advances by a constant step
    /// per segment and the vibrato is updated once per [`VIBRATO_BLOCK`].
    fn play(&self, notes: &[Note], mix: &mut [i32]) {
        let sine = wavetable(&[(1, 1)]);
        let table: &[i32; TABLE_SIZE] = &self.table;
        for note in notes {
            let amp = note.velocity * self.gain / 256;
            let inc = phase_increment(note.midi);
            let mut phase: u32 = 0;
            let mut lfo: u32 = 0;
            let mut pos = note.start;
            for (len, from, to) in self.envelope.segments(note.gate) {
                let end = pos.saturating_add(len).min(mix.len());
                let Some(out) = mix.get_mut(pos..end) else {
                    break;
                };
                pos += len;
                // Level in 1/256 steps of the 0..=32767 scale.
                let mut level = from << 8;
                let steps = i32::try_from(len).unwrap_or(i32::MAX).max(1);
                let delta = ((to - from) << 8) / steps;
                for block in out.chunks_mut(VIBRATO_BLOCK) {
                    let step = match self.vibrato {
                        Some((lfo_inc, depth)) => {
                            let swing = i64::from(sine[table_index(lfo)]);
                            lfo = lfo.wrapping_add(lfo_inc.wrapping_mul(32));
                            let base = i64::from(inc);
                            // |swing * depth| < 32767 * 10000: the result
                            // stays within a few per cent of `inc`.
                            u32::try_from(base + base * swing * depth / (32_767 * 10_000))
                                .unwrap_or(inc)
                        }
                        None => inc,
                    };
                    for slot in block {
                        let wave = table[table_index(phase)];
                        *slot += (((wave * (level >> 8)) >> 15) * amp) >> 8;
                        level += delta;
                        phase = phase.wrapping_add(step);
                    }
                }
            }
        }
    }
}

/// Table position for a 32-bit phase: its top `TABLE_BITS` bits.
#[allow(clippy::cast_possible_truncation)] // < TABLE_SIZE after the shift
const fn table_index(phase: u32) -> usize {
    (phase >> (32 - TABLE_BITS)) as usize
}

/// Everything derived from the prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Song {
    /// Samples per eighth note.
    step: usize,
    /// MIDI note of the key's root in the melody's octave.
    root: i32,
    scale: &'static [i32],
    /// Bass root per bar, in semitones above the key's root.
    progression: [i32; 4],
    /// Phrases A and B as scale degrees per step; `None` is a rest, and a
    /// held note repeats its degree with `tie` set on the continuation.
    phrases: [[Option<(i32, bool)>; PHRASE_STEPS]; 2],
}

const MAJOR_PENTATONIC: &[i32] = &[0, 2, 4, 7, 9];
const MINOR_PENTATONIC: &[i32] = &[0, 3, 5, 7, 10];
const MAJOR: &[i32] = &[0, 2, 4, 5, 7, 9, 11];
const DORIAN: &[i32] = &[0, 2, 3, 5, 7, 9, 10];

impl Song {
    fn from_prompt(prompt: &str) -> Self {
        let mut rng = Rng::new(prompt_seed(prompt, "audio"));
        let scales = [MAJOR_PENTATONIC, MINOR_PENTATONIC, MAJOR, DORIAN];
        let scale = rng.pick(&scales, MAJOR_PENTATONIC);
        let minor = scale[2] == 3 || scale[1] == 3;
        let progressions: [[i32; 4]; 3] = if minor {
            [[0, 8, 3, 10], [0, 5, 10, 3], [0, 10, 8, 7]]
        } else {
            [[0, 7, 9, 5], [0, 5, 7, 5], [0, 9, 5, 7]]
        };
        let progression = rng.pick(&progressions, progressions[0]);
        let root = 57 + i32::try_from(rng.below(8)).unwrap_or(0);
        let bpm = rng.range(84, 128);
        let step = samples_per_step(bpm);
        let top = i32::try_from(scale.len() * 2).unwrap_or(10);
        let a = phrase(&mut rng, top, None);
        let b = phrase(&mut rng, top, Some(&a));
        Self {
            step,
            root,
            scale,
            progression,
            phrases: [a, b],
        }
    }

    /// MIDI note for a scale degree (may be negative or above one octave).
    fn pitch(&self, degree: i32) -> i32 {
        let len = i32::try_from(self.scale.len()).unwrap_or(1).max(1);
        let octave = degree.div_euclid(len);
        let index = usize::try_from(degree.rem_euclid(len)).unwrap_or(0);
        self.root + 12 * octave + self.scale.get(index).copied().unwrap_or(0)
    }

    /// Melody, bass and voice notes covering `total` samples.
    fn notes(&self, total: usize) -> (Vec<Note>, Vec<Note>, Vec<Note>) {
        const FORM: [usize; 4] = [0, 0, 1, 0]; // A A B A
        let mut melody = Vec::new();
        let mut bass = Vec::new();
        let mut voice = Vec::new();
        let steps = total.div_ceil(self.step.max(1));
        let mut last_degree = 0;
        for s in 0..steps {
            let start = s * self.step;
            let phrase = FORM[(s / PHRASE_STEPS) % FORM.len()];
            let in_phrase = s % PHRASE_STEPS;
            let bar = s / 8;
            // Melody: one note per onset, held through tied steps.
            if let Some((degree, false)) = self.phrases[phrase][in_phrase] {
                let mut held = 1;
                while in_phrase + held < PHRASE_STEPS
                    && matches!(self.phrases[phrase][in_phrase + held], Some((_, true)))
                {
                    held += 1;
                }
                melody.push(Note {
                    start,
                    gate: held * self.step - self.step / 5,
                    midi: self.pitch(degree),
                    velocity: if in_phrase.is_multiple_of(4) {
                        256
                    } else {
                        210
                    },
                });
                last_degree = degree;
            }
            // Bass: the bar's chord root on beats 1 and 3.
            if s % 4 == 0 {
                let chord = self.progression[bar % 4];
                let midi = self.root - 24 + chord + if s % 8 == 4 { 7 } else { 0 };
                bass.push(Note {
                    start,
                    gate: 4 * self.step - self.step / 3,
                    midi,
                    velocity: if s % 8 == 0 { 256 } else { 200 },
                });
            }
            // Voice: long notes on each half bar, an octave below the melody.
            if s % 4 == 0 {
                let degree = match self.phrases[phrase][in_phrase] {
                    Some((degree, _)) => degree,
                    None => last_degree,
                };
                voice.push(Note {
                    start,
                    gate: 4 * self.step - self.step / 4,
                    midi: self.pitch(degree) - 12,
                    velocity: 256,
                });
            }
        }
        (melody, bass, voice)
    }

    /// Renders `total` samples; `with_voice` adds the voice-like part.
    fn render(&self, total: usize, with_voice: bool) -> Vec<i16> {
        let (melody, bass, voice) = self.notes(total);
        let mut mix = vec![0i32; total];
        let lead = Voice {
            table: wavetable(&[(1, 1000), (2, 350), (3, 120), (4, 60)]),
            envelope: Envelope {
                attack: ms(8),
                decay: ms(300),
                sustain: 11_000,
                release: ms(120),
            },
            gain: if with_voice { 96 } else { 120 },
            vibrato: None,
        };
        lead.play(&melody, &mut mix);
        let bass_voice = Voice {
            table: wavetable(&[(1, 1000), (2, 250), (3, 60)]),
            envelope: Envelope {
                attack: ms(15),
                decay: ms(250),
                sustain: 20_000,
                release: ms(100),
            },
            gain: 80,
            vibrato: None,
        };
        bass_voice.play(&bass, &mut mix);
        if with_voice {
            // "aah": strong 3rd–5th harmonics (first formant) and a second
            // bump around the 7th, with a gentle 5.5 Hz vibrato.
            let singer = Voice {
                table: wavetable(&[
                    (1, 600),
                    (2, 500),
                    (3, 700),
                    (4, 900),
                    (5, 700),
                    (6, 350),
                    (7, 400),
                    (8, 250),
                    (9, 120),
                    (10, 60),
                ]),
                envelope: Envelope {
                    attack: ms(90),
                    decay: ms(200),
                    sustain: 26_000,
                    release: ms(160),
                },
                gain: 64,
                vibrato: Some((lfo_increment(), 60)),
            };
            singer.play(&voice, &mut mix);
        }
        fade(&mut mix);
        mix.iter().map(|&v| to_i16(v)).collect()
    }
}

/// Fades in over 10 ms and out over the last quarter second (or over a
/// quarter of the clip, when shorter), so the clip starts and ends silent.
fn fade(mix: &mut [i32]) {
    let len = mix.len();
    let fade_in = ms(10).min(len / 4).max(1);
    let fade_out = ms(250).min(len / 4).max(1);
    let scale = |value: &mut i32, numerator: usize, denominator: usize| {
        let scaled = i64::from(*value) * i64::try_from(numerator).unwrap_or(0)
            / i64::try_from(denominator).unwrap_or(1).max(1);
        *value = i32::try_from(scaled).unwrap_or(0);
    };
    for (i, value) in mix.iter_mut().take(fade_in).enumerate() {
        scale(value, i, fade_in);
    }
    let start = len.saturating_sub(fade_out);
    for (i, value) in mix.iter_mut().enumerate().skip(start) {
        scale(value, len - 1 - i, fade_out);
    }
}

/// Clamps a mixed sample to 16 bits (symmetric, so inversion cannot overflow).
#[allow(clippy::cast_possible_truncation)] // clamped to the i16 range first
const fn to_i16(value: i32) -> i16 {
    if value > 32_767 {
        32_767
    } else if value < -32_767 {
        -32_767
    } else {
        value as i16
    }
}

/// Phase increment of the 5.5 Hz vibrato oscillator.
fn lfo_increment() -> u32 {
    u32::try_from((11u64 << 31) / u64::from(AUDIO_SAMPLE_RATE)).unwrap_or(0)
}

fn samples_per_step(bpm: u32) -> usize {
    // Eighth notes: two per beat.
    usize::try_from(u64::from(AUDIO_SAMPLE_RATE) * 60 / (u64::from(bpm.max(1)) * 2)).unwrap_or(1)
}

/// A 16-step phrase of scale degrees in `-2..=top`. With `answer`, the first
/// ten steps follow it and the end is new, resolving to the root.
fn phrase(
    rng: &mut Rng,
    top: i32,
    answer: Option<&[Option<(i32, bool)>; PHRASE_STEPS]>,
) -> [Option<(i32, bool)>; PHRASE_STEPS] {
    let mut steps = [None; PHRASE_STEPS];
    let mut degree = i32::try_from(rng.below(5)).unwrap_or(0);
    let mut s = 0;
    while s < PHRASE_STEPS {
        if let Some(a) = answer.filter(|_| s < 10) {
            steps[s] = a[s];
            if let Some((d, _)) = a[s] {
                degree = d;
            }
            s += 1;
            continue;
        }
        if answer.is_some() && s >= 14 {
            // Resolve: the root (or its octave), held to the end.
            let home = if degree > top / 2 { top / 2 } else { 0 };
            steps[14] = Some((home, false));
            steps[15] = Some((home, true));
            break;
        }
        if s > 0 && rng.chance(15) {
            s += 1; // rest
            continue;
        }
        let moves = [-2, -1, -1, 0, 1, 1, 2, 3, -3];
        degree = (degree + rng.pick(&moves, 1)).clamp(-2, top);
        steps[s] = Some((degree, false));
        if s + 1 < PHRASE_STEPS && rng.chance(30) {
            steps[s + 1] = Some((degree, true));
            s += 1;
        }
        s += 1;
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::media::{MediaSpec, render as render_spec};

    fn audio(prompt: &str, duration_secs: u32, instrumental: bool) -> MediaSpec {
        MediaSpec::Audio {
            prompt: prompt.to_owned(),
            duration_secs,
            instrumental,
        }
    }

    fn read(bytes: &[u8]) -> (hound::WavSpec, Vec<i16>) {
        let reader = hound::WavReader::new(std::io::Cursor::new(bytes)).unwrap();
        let spec = reader.spec();
        let samples = reader.into_samples::<i16>().map(Result::unwrap).collect();
        (spec, samples)
    }

    #[test]
    fn wav_parses_with_right_rate_channels_and_duration() {
        for (secs, instrumental) in [(1, true), (3, false), (7, true)] {
            let media = render_spec(&audio("calm piano", secs, instrumental)).unwrap();
            assert_eq!(media.content_type, "audio/wav");
            assert_eq!(media.extension, "wav");
            let reader = hound::WavReader::new(std::io::Cursor::new(&media.bytes[..])).unwrap();
            let spec = reader.spec();
            assert_eq!(spec.sample_rate, AUDIO_SAMPLE_RATE);
            assert_eq!(spec.channels, 1);
            assert_eq!(spec.bits_per_sample, 16);
            assert_eq!(spec.sample_format, hound::SampleFormat::Int);
            assert_eq!(reader.duration(), secs * AUDIO_SAMPLE_RATE);
            assert_eq!(reader.len(), secs * AUDIO_SAMPLE_RATE);
            assert_eq!(
                media.bytes.len(),
                44 + 2 * to_usize(secs * AUDIO_SAMPLE_RATE)
            );
        }
    }

    fn to_usize(v: u32) -> usize {
        usize::try_from(v).unwrap()
    }

    #[test]
    fn same_prompt_gives_identical_bytes() {
        let a = render_spec(&audio("sea shanty", 4, false)).unwrap();
        let b = render_spec(&audio("sea shanty", 4, false)).unwrap();
        assert_eq!(a.bytes, b.bytes);
    }

    #[test]
    fn prompts_and_voice_change_the_music() {
        let a = render_spec(&audio("sea shanty", 4, true)).unwrap();
        let b = render_spec(&audio("desert wind", 4, true)).unwrap();
        let c = render_spec(&audio("sea shanty", 4, false)).unwrap();
        assert_ne!(a.bytes, b.bytes);
        assert_ne!(a.bytes, c.bytes);
        assert_ne!(
            Song::from_prompt("sea shanty"),
            Song::from_prompt("desert wind")
        );
    }

    #[test]
    fn audio_is_audible_without_clipping_or_clicks() {
        for instrumental in [true, false] {
            let media = render_spec(&audio("morning birds", 6, instrumental)).unwrap();
            let (_, samples) = read(&media.bytes);
            let peak = samples.iter().map(|s| s.unsigned_abs()).max().unwrap();
            assert!(peak > 6000, "too quiet: peak {peak}");
            assert!(peak < 32_767, "clipped");
            let sum: f64 = samples.iter().map(|&s| f64::from(s).powi(2)).sum();
            let rms = (sum / f64::from(u32::try_from(samples.len()).unwrap())).sqrt();
            assert!(rms > 1500.0, "too quiet: rms {rms}");
            // Faded in and out.
            assert!(samples[0].unsigned_abs() < 50);
            assert!(samples[samples.len() - 1].unsigned_abs() < 50);
            // No hard steps between neighbouring samples.
            let jump = samples
                .windows(2)
                .map(|w| (i32::from(w[1]) - i32::from(w[0])).unsigned_abs())
                .max()
                .unwrap();
            assert!(jump < 12_000, "click: jump of {jump}");
        }
    }

    #[test]
    fn longest_clip_is_accepted() {
        let song = Song::from_prompt("long");
        let (melody, bass, voice) = song.notes(samples_for(MAX_AUDIO_SECS));
        assert!(melody.len() > 500 && bass.len() > 200 && voice.len() > 200);
        let last = melody.iter().map(|n| n.start).max().unwrap();
        assert!(last <= samples_for(MAX_AUDIO_SECS));
    }

    #[test]
    fn bad_durations_are_errors() {
        for secs in [0, MAX_AUDIO_SECS + 1, u32::MAX] {
            let err = render_spec(&audio("x", secs, true)).unwrap_err();
            assert!(matches!(err, MediaError::InvalidDuration { .. }), "{err}");
            assert!(err.to_string().contains("audio duration"), "{err}");
        }
    }

    #[test]
    fn concert_pitch_is_440_hz() {
        // 440 Hz at 22 050 Hz: 440 / 22050 of a 2^32 turn per sample.
        let expected = (440u64 << 32) / 22_050;
        assert_eq!(u64::from(phase_increment(69)), expected);
        assert_eq!(u64::from(phase_increment(81)), expected * 2);
        assert_eq!(u64::from(phase_increment(57)), expected / 2);
    }

    #[test]
    fn envelope_rises_holds_and_releases() {
        let env = Envelope {
            attack: 10,
            decay: 10,
            sustain: 16_000,
            release: 10,
        };
        assert_eq!(
            env.segments(50),
            [
                (10, 0, 32_767),
                (10, 32_767, 16_000),
                (30, 16_000, 16_000),
                (10, 16_000, 0)
            ]
        );
        // Released during the attack: the release starts where the level got to.
        assert_eq!(
            env.segments(5),
            [
                (5, 0, 16_383),
                (0, 16_383, 16_383),
                (0, 16_383, 16_383),
                (10, 16_383, 0)
            ]
        );
        // Released during the decay.
        let [_, (len, _, level), hold, release] = env.segments(15);
        assert_eq!(len, 5);
        assert!((24_000..25_000).contains(&level), "{level}");
        assert_eq!(hold, (0, level, level));
        assert_eq!(release, (10, level, 0));
    }

    #[test]
    fn phrases_stay_in_range_and_b_resolves() {
        for prompt in ["a", "b", "c", "d", "e"] {
            let song = Song::from_prompt(prompt);
            let top = i32::try_from(song.scale.len() * 2).unwrap();
            for phrase in &song.phrases {
                for (degree, _) in phrase.iter().flatten() {
                    assert!((-2..=top).contains(degree));
                }
            }
            let (end, _) = song.phrases[1][14].unwrap();
            assert_eq!(song.pitch(end).rem_euclid(12), song.root.rem_euclid(12));
        }
    }
}
