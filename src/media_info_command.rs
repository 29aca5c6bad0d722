//! `gendesk media info FILE [--json]`: the generation record a file carries (GenDesk's own, or
//! an AUTOMATIC1111 `parameters` text) and, for a picture, its format and size. Exits 0 when
//! the file carries a record, 1 when it carries none, 2 when it cannot be read.

use std::path::PathBuf;
use std::process::ExitCode;

use gendesk_core::provenance::{self, Found, MediaFormat};

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
            eprintln!("gendesk: {} could not be read: {err}", args.file.display());
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
    let size = size.map(|(w, h)| format!(", {w}×{h}")).unwrap_or_default();
    let mut out = format!("{}\nFile: {}{size}\n", file.display(), format_name(format));
    match (&found.record, &found.parameters) {
        (Some(record), _) => {
            for line in gendesk_core::wording::record_lines(record) {
                out.push_str(&line);
                out.push('\n');
            }
        }
        (None, Some(parameters)) => {
            out.push_str("No GenDesk record; AUTOMATIC1111 parameters:\n");
            out.push_str(parameters);
            out.push('\n');
        }
        (None, None) => out.push_str(
            "No record: this file does not say how it was made (GenDesk writes one into the PNG, JPEG and WebP files it downloads while Settings → Downloads keeps it on).\n",
        ),
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
