//! The XMP packet a JPEG carries the record in: the prompt as `dc:description`, GenDesk as
//! `xmp:CreatorTool`, and the whole record as `gendesk:record` (exiftool shows it as
//! `XMP-gendesk:Record`). Text is escaped and read back with quick-xml.

use quick_xml::Reader;
use quick_xml::escape::escape;
use quick_xml::events::Event;

use super::record::Record;

/// GenDesk's XMP namespace.
pub const NAMESPACE: &str = "https://gendesk.app/ns/xmp/1.0/";

/// The `rdf:Description` holding the record (`describe`: also the prompt as
/// `dc:description`, left out when the packet it joins has one already).
pub fn description(record: &Record, describe: bool) -> String {
    let prompt = match record.prompt() {
        Some(prompt) if describe => format!(
            "<dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">{}</rdf:li></rdf:Alt></dc:description>",
            escape(prompt)
        ),
        _ => String::new(),
    };
    format!(
        "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmlns:gendesk=\"{NAMESPACE}\">{prompt}<xmp:CreatorTool>{}</xmp:CreatorTool><gendesk:record>{}</gendesk:record></rdf:Description>",
        escape(record.generator.as_str()),
        escape(record.to_json().as_str())
    )
}

/// A whole packet holding only the record.
pub fn packet(record: &Record) -> String {
    format!(
        "<?xpacket begin=\"\u{feff}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?><x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">{}</rdf:RDF></x:xmpmeta><?xpacket end=\"w\"?>",
        description(record, true)
    )
}

/// `packet` (someone else's) with the record's description added to its `rdf:RDF`; `None`
/// when it has no `rdf:RDF` to add to.
pub fn merged(packet: &str, record: &Record) -> Option<String> {
    let end = packet.rfind("</rdf:RDF>")?;
    let describe = !packet.contains("dc:description");
    let mut merged = String::with_capacity(packet.len() + 1024);
    merged.push_str(&packet[..end]);
    merged.push_str(&description(record, describe));
    merged.push_str(&packet[end..]);
    Some(merged)
}

/// `packet` with GenDesk's earlier description taken out (the one [`description`] wrote), so
/// a record written again replaces it and keeps everyone else's.
pub fn without_ours(packet: &str) -> String {
    let Some(ours) = packet.find(NAMESPACE) else {
        return packet.to_owned();
    };
    let start = packet[..ours].rfind("<rdf:Description");
    let end = packet[ours..]
        .find("</rdf:Description>")
        .map(|at| ours + at + "</rdf:Description>".len());
    match (start, end) {
        (Some(start), Some(end)) => format!("{}{}", &packet[..start], &packet[end..]),
        _ => packet.to_owned(),
    }
}

/// The packet to write: `existing` (anyone's) with the record joined to it, or a packet of the
/// record alone; `None` when `existing` has no `rdf:RDF` to join.
pub fn with_record(existing: Option<&str>, record: &Record) -> Option<String> {
    match existing {
        Some(existing) => merged(&without_ours(existing), record),
        None => Some(packet(record)),
    }
}

/// What a picture's XMP packets carry: the first record that reads.
pub fn found(packets: impl IntoIterator<Item = String>) -> super::Found {
    super::Found {
        record: packets.into_iter().find_map(|packet| record_in(&packet)),
        parameters: None,
    }
}

/// The record in `packet`, if it holds one that reads.
pub fn record_in(packet: &str) -> Option<Record> {
    let mut reader = Reader::from_str(packet);
    let mut inside = false;
    let mut text = String::new();
    loop {
        match reader.read_event().ok()? {
            Event::Start(start) if start.name().as_ref() == b"gendesk:record" => inside = true,
            Event::Text(part) if inside => text.push_str(&part.decode().ok()?),
            Event::GeneralRef(reference) if inside => {
                if let Some(character) = reference.resolve_char_ref().ok()? {
                    text.push(character);
                } else {
                    let name = reference.decode().ok()?;
                    text.push_str(quick_xml::escape::resolve_predefined_entity(&name)?);
                }
            }
            Event::End(end) if inside && end.name().as_ref() == b"gendesk:record" => {
                return Record::from_json(&text);
            }
            Event::Eof => return None,
            _ => {}
        }
    }
}
