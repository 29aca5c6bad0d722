//! `gendesk media info FILE [--json]`: the generation record a file carries (GenDesk's own, or
//! an AUTOMATIC1111 `parameters` text) and, for a picture, its format and size. Exits 0 when
//! the file carries a record, 1 when it carries none, 2 when it cannot be read.

use std::path::PathBuf;
use std::process::ExitCode;

use gendesk_core::provenance::{self, Found, MediaFormat};
use gendesk_core::t;

/// Options of `gendesk media info`.
#[derive(Debug, clap::Args)]
pub struct InfoArgs {
    /// The file to read (a PNG, JPEG or WebP GenDesk downloaded, or any other file).
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Print one JSON object instead of lines for people.
    #[arg(long)]
    json: bool,
}

/// Runs `gendesk media info`.
pub fn run(args: &InfoArgs) -> ExitCode {
    let read = MediaFormat::of(&args.file)
        .map_err(provenance::ProvenanceError::from)
        .and_then(|format| Ok((format, provenance::read(&args.file)?)));
    let (format, found) = match read {
        Ok(read) => read,
        Err(err) => {
            eprintln!(
                "gendesk: {}",
                t!(
                    "cli-media-unreadable",
                    file = args.file.display().to_string(),
                    reason = err.to_string()
                )
            );
            return ExitCode::from(2);
        }
    };
    let size = image::ImageReader::open(&args.file)
        .ok()
        .and_then(|reader| reader.with_guessed_format().ok())
        .and_then(|reader| reader.into_dimensions().ok());
    #[allow(clippy::print_stdout, reason = "the command's output")]
    if args.json {
        println!("{}", json(&args.file, format, size, &found));
    } else {
        print!("{}", text(&args.file, format, size, &found));
    }
    let carries = found.record.is_some() || found.parameters.is_some();
    ExitCode::from(u8::from(!carries))
}

/// The format's name as `--json` gives it (English, for scripts).
fn format_name(format: MediaFormat) -> &'static str {
    match format {
        MediaFormat::Png => "PNG",
        MediaFormat::Jpeg => "JPEG",
        MediaFormat::WebP => "WebP",
        MediaFormat::Mp4 => "MP4",
        MediaFormat::Audio(provenance::AudioKind::Mp3) => "MP3",
        MediaFormat::Audio(provenance::AudioKind::Wav) => "WAV",
        MediaFormat::Audio(provenance::AudioKind::Flac) => "FLAC",
        MediaFormat::Audio(provenance::AudioKind::Ogg) => "Ogg",
        MediaFormat::Other => "not a kind of file GenDesk writes records into",
    }
}

fn text(
    file: &std::path::Path,
    format: MediaFormat,
    size: Option<(u32, u32)>,
    found: &Found,
) -> String {
    let format = match format {
        MediaFormat::Other => t!("cli-media-other-format"),
        known => format_name(known).to_owned(),
    };
    let line = if let Some((w, h)) = size {
        t!(
            "cli-media-file-size",
            format = format,
            width = w.to_string(),
            height = h.to_string()
        )
    } else {
        t!("cli-media-file", format = format)
    };
    let mut out = format!("{}\n{line}\n", file.display());
    match (&found.record, &found.parameters) {
        (Some(record), _) => {
            for line in gendesk_core::wording::record_lines(record) {
                out.push_str(&line);
                out.push('\n');
            }
        }
        (None, Some(parameters)) => {
            out.push_str(&t!("cli-media-parameters"));
            out.push('\n');
            out.push_str(parameters);
            out.push('\n');
        }
        (None, None) => {
            out.push_str(&t!("cli-media-no-record"));
            out.push('\n');
        }
    }
    out
}

fn json(
    file: &std::path::Path,
    format: MediaFormat,
    size: Option<(u32, u32)>,
    found: &Found,
) -> serde_json::Value {
    serde_json::json!({
        "file": file.display().to_string(),
        "format": format_name(format),
        "width": size.map(|s| s.0),
        "height": size.map(|s| s.1),
        "record": found.record,
        "parameters": found.parameters,
    })
}
