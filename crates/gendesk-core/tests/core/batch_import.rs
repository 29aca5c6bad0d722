//! The batch importer: reading files (size cap, UTF-8, BOM), CSV / JSON Lines / prompt lists
//! with their line numbers and per-row problems, and rows converted to typed values for the
//! sandbox models.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::collections::BTreeMap;
use std::path::PathBuf;

use gendesk_core::batch::{
    ColumnPlan, ColumnRole, ConvertedRow, ImportError, Imported, ImportedRow, RowProblem,
    SourceFormat, UnknownChoice, import_file, import_str, read_source,
};
use gendesk_core::catalog::{Catalog, FieldSpec, FieldType, ModelSpec};
use serde_json::{Map, Value, json};

fn csv(text: &str) -> Imported {
    import_str(text, Some(SourceFormat::Csv)).unwrap()
}

fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        other => panic!("not an object: {other}"),
    }
}

fn fields(value: Value) -> BTreeMap<String, Value> {
    object(value).into_iter().collect()
}

fn row(line: usize, id: Option<&str>, values: Value) -> ImportedRow {
    ImportedRow {
        line,
        client_item_id: id.map(str::to_owned),
        values: object(values),
    }
}

fn model(id: &str) -> ModelSpec {
    Catalog::builtin().unwrap().get(id).unwrap().clone()
}

fn write_file(dir: &tempfile::TempDir, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

// ---- reading ----------------------------------------------------------------------------

#[test]
fn a_file_over_the_cap_is_refused_before_reading() {
    let dir = tempfile::tempdir().unwrap();
    let path = write_file(&dir, "big.csv", &[b'a'; 2048]);
    let error = read_source(&path, 1000).unwrap_err();
    assert!(matches!(
        error,
        ImportError::TooLarge {
            size: 2048,
            limit: 1000
        }
    ));
    assert_eq!(
        error.to_string(),
        "the file is 2.0 KiB, more than the 1000 bytes an import may be; split it into smaller files or remove the rows you do not need (a batch takes at most 50 items)"
    );
    // Exactly at the cap is fine.
    assert_eq!(read_source(&path, 2048).unwrap().len(), 2048);
}

#[test]
fn non_utf8_bytes_are_named_by_offset_and_line() {
    let dir = tempfile::tempdir().unwrap();
    // "prompt\nok\ncaf" then Latin-1 é (0xE9) at offset 13, line 3.
    let path = write_file(&dir, "latin1.csv", b"prompt\nok\ncaf\xe9\n");
    let error = read_source(&path, 1 << 20).unwrap_err();
    assert!(matches!(
        error,
        ImportError::NotUtf8 {
            offset: 13,
            line: 3
        }
    ));
    assert_eq!(
        error.to_string(),
        "the file is not UTF-8 text: the byte at offset 13 (line 3) is not valid UTF-8. Save the file as UTF-8 (in Excel: Save As → \"CSV UTF-8\"; in other editors choose the UTF-8 encoding) and import it again"
    );
    let utf16 = write_file(&dir, "utf16.txt", b"\xff\xfep\0r\0");
    assert!(matches!(
        read_source(&utf16, 1 << 20),
        Err(ImportError::Utf16)
    ));
}

#[test]
fn a_bom_is_dropped_and_crlf_lines_count_right() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = "\u{FEFF}prompt,seed\r\nfirst,1\r\n\r\nsecond,2\r\n";
    let path = write_file(&dir, "excel.csv", bytes.as_bytes());
    assert_eq!(
        read_source(&path, 1 << 20).unwrap(),
        "prompt,seed\r\nfirst,1\r\n\r\nsecond,2\r\n"
    );
    let imported = import_file(&path, 1 << 20).unwrap();
    assert_eq!(imported.format, SourceFormat::Csv);
    assert_eq!(imported.columns, ["prompt", "seed"]);
    assert_eq!(
        imported.rows,
        [
            row(2, None, json!({"prompt": "first", "seed": "1"})),
            row(4, None, json!({"prompt": "second", "seed": "2"})),
        ]
    );
    assert!(imported.problems.is_empty());
    // Pasted text with a BOM too.
    assert_eq!(import_str(bytes, None).unwrap(), imported);
}

#[test]
fn missing_files_and_folders_say_so() {
    let dir = tempfile::tempdir().unwrap();
    assert!(matches!(
        read_source(&dir.path().join("nope.csv"), 100),
        Err(ImportError::Read { .. })
    ));
    assert!(matches!(
        read_source(dir.path(), 100),
        Err(ImportError::NotAFile { .. })
    ));
    let empty = write_file(&dir, "empty.txt", b"\n  \r\n");
    assert!(matches!(import_file(&empty, 100), Err(ImportError::Empty)));
}

#[test]
fn the_format_comes_from_the_extension_or_the_content() {
    let dir = tempfile::tempdir().unwrap();
    let jsonl = "{\"prompt\": \"a fox\"}\n";
    let cases = [
        ("a.CSV", "prompt\nx\n", SourceFormat::Csv),
        ("a.tsv", "prompt\tseed\nx\t1\n", SourceFormat::Csv),
        ("a.ndjson", jsonl, SourceFormat::Jsonl),
        ("a.jsonl", jsonl, SourceFormat::Jsonl),
        ("a.txt", "prompt,seed\n", SourceFormat::Text),
        ("pasted", jsonl, SourceFormat::Jsonl),
        ("list.dat", "a fox, running\n", SourceFormat::Text),
        ("table", "Prompt,seed\nx,1\n", SourceFormat::Csv),
    ];
    for (name, text, format) in cases {
        let path = write_file(&dir, name, text.as_bytes());
        assert_eq!(import_file(&path, 1000).unwrap().format, format, "{name}");
    }
    let tabs = import_file(&dir.path().join("a.tsv"), 1000).unwrap();
    assert_eq!(
        tabs.rows,
        [row(2, None, json!({"prompt": "x", "seed": "1"}))]
    );
}

// ---- CSV ----------------------------------------------------------------------------------

#[test]
fn csv_quoted_cells_keep_commas_quotes_and_line_breaks() {
    let text = "prompt,aspect_ratio,image_urls\n\
                \"a cat, sitting\",16:9,\n\
                \"a poem\nin two lines\",1:1,\n\
                \"she said \"\"hi\"\"\",4:3,https://e.com/x.png|https://e.com/y.png\n\
                \n\
                plain,  3:4 ,\n";
    let imported = csv(text);
    assert_eq!(imported.columns, ["prompt", "aspect_ratio", "image_urls"]);
    assert_eq!(
        imported.rows,
        [
            row(
                2,
                None,
                json!({"prompt": "a cat, sitting", "aspect_ratio": "16:9"})
            ),
            row(
                3,
                None,
                json!({"prompt": "a poem\nin two lines", "aspect_ratio": "1:1"})
            ),
            row(
                5,
                None,
                json!({"prompt": "she said \"hi\"", "aspect_ratio": "4:3",
                       "image_urls": "https://e.com/x.png|https://e.com/y.png"})
            ),
            // The raw cell is kept; conversion trims it.
            row(
                7,
                None,
                json!({"prompt": "plain", "aspect_ratio": "  3:4 "})
            ),
        ]
    );
    assert!(imported.problems.is_empty());
}

#[test]
fn csv_empty_lines_and_blank_rows_are_skipped_with_lines_still_right() {
    let text = "\n\nprompt,seed\n\n\n,\n  ,  \nfirst,\n\r\n\r\nsecond,9";
    let imported = csv(text);
    assert_eq!(
        imported.rows,
        [
            row(8, None, json!({"prompt": "first"})),
            row(11, None, json!({"prompt": "second", "seed": "9"})),
        ]
    );
    assert!(imported.problems.is_empty());
}

#[test]
fn csv_headers_are_trimmed_and_matched_in_any_case() {
    let imported = csv(" Prompt , Aspect_Ratio ,Client_Item_ID,\nx,16:9, id-1 ,\n");
    assert_eq!(
        imported.columns,
        ["Prompt", "Aspect_Ratio", "Client_Item_ID", "column_4"]
    );
    assert_eq!(
        imported.rows,
        [row(
            2,
            Some("id-1"),
            json!({"Prompt": "x", "Aspect_Ratio": "16:9"})
        )]
    );
    let spec = model("sandbox/image-fast");
    let plan = ColumnPlan::for_import(&spec, &imported);
    assert_eq!(
        plan.role("Prompt"),
        Some(&ColumnRole::Field("prompt".into()))
    );
    assert_eq!(
        plan.role("Aspect_Ratio"),
        Some(&ColumnRole::Field("aspect_ratio".into()))
    );
    assert_eq!(plan.role("Client_Item_ID"), Some(&ColumnRole::ClientItemId));
    assert_eq!(
        plan.role("column_4"),
        Some(&ColumnRole::Unknown(UnknownChoice::Ignore))
    );
}

#[test]
fn csv_without_a_prompt_column_is_refused_with_the_columns_found() {
    let error = import_str(
        "Prompts,aspect_ratio\na fox,16:9\n",
        Some(SourceFormat::Csv),
    )
    .unwrap_err();
    let ImportError::MissingPromptColumn {
        columns,
        suggestion,
    } = &error
    else {
        panic!("{error:?}");
    };
    assert_eq!(columns, &["Prompts", "aspect_ratio"]);
    assert_eq!(suggestion.as_deref(), Some("Prompts"));
    assert_eq!(
        error.to_string(),
        "the CSV file has no \"prompt\" column. Its first row must name the columns, and one of them must be \"prompt\" (the text to generate from). Columns found: \"Prompts\", \"aspect_ratio\". To fix it, rename the column \"Prompts\" to \"prompt\" and import again"
    );

    // No header at all: the first prompt was taken as the header.
    let error = import_str("a red fox,16:9\na whale,1:1\n", Some(SourceFormat::Csv)).unwrap_err();
    assert_eq!(
        error.to_string(),
        "the CSV file has no \"prompt\" column. Its first row must name the columns, and one of them must be \"prompt\" (the text to generate from). Columns found: \"a red fox\", \"16:9\". To fix it, if the first row is already a prompt, add a header row above it (such as prompt,aspect_ratio); a plain list of prompts can be imported as a .txt file, one prompt per line"
    );

    // `negative_prompt` is not a misspelt prompt.
    let error = import_str("negative_prompt\nblur\n", Some(SourceFormat::Csv)).unwrap_err();
    assert!(matches!(
        error,
        ImportError::MissingPromptColumn {
            suggestion: None,
            ..
        }
    ));
}

#[test]
fn csv_duplicate_columns_are_refused() {
    let error = import_str("prompt,seed, PROMPT \na,1,b\n", Some(SourceFormat::Csv)).unwrap_err();
    assert!(
        matches!(&error, ImportError::DuplicateColumn { name, first: 1, second: 3 } if name == "PROMPT"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "the header row names the column \"PROMPT\" twice (columns 1 and 3); every column needs its own name: rename or remove one of them"
    );
}

#[test]
fn csv_a_row_with_the_wrong_number_of_cells_is_a_problem_of_that_row() {
    let imported = csv("prompt,aspect_ratio\na,1:1\nb, with a comma,16:9\nc\n\"d\nstill d\",4:3\n");
    assert_eq!(
        imported.rows,
        [
            row(2, None, json!({"prompt": "a", "aspect_ratio": "1:1"})),
            row(
                5,
                None,
                json!({"prompt": "d\nstill d", "aspect_ratio": "4:3"})
            ),
        ]
    );
    assert_eq!(
        imported.problems,
        [
            RowProblem::new(
                3,
                "this row has 3 cells but the header has 2 columns (prompt, aspect_ratio); the row was left out. Check for a missing or extra comma: a cell that contains a comma must be in double quotes"
            ),
            RowProblem::new(
                4,
                "this row has 1 cell but the header has 2 columns (prompt, aspect_ratio); the row was left out. Check for a missing or extra comma: a cell that contains a comma must be in double quotes"
            ),
        ]
    );
    assert!(
        imported.problems[0]
            .to_string()
            .starts_with("Line 3: this row has 3 cells")
    );
}

#[test]
fn csv_an_unclosed_quote_is_reported_where_it_opens() {
    let imported = csv("prompt,aspect_ratio\nok,1:1\n\"a cat,1:1\nb,16:9\nc,4:3\n");
    assert_eq!(
        imported.rows,
        [row(2, None, json!({"prompt": "ok", "aspect_ratio": "1:1"}))]
    );
    assert_eq!(imported.problems.len(), 1);
    assert_eq!(imported.problems[0].line, 3);
    assert!(
        imported.problems[0].message.ends_with(
            "The row runs on to line 5: a double quote opened on line 3 may be missing its closing quote"
        ),
        "{}",
        imported.problems[0].message
    );
}

// ---- JSON Lines and prompt lists ----------------------------------------------------------

#[test]
fn jsonl_takes_both_item_shapes_and_reports_bad_lines() {
    let text = "{\"prompt\": \"a fox\", \"aspect_ratio\": \"16:9\"}\n\
                \n\
                {\"client_item_id\": \"row-b\", \"input\": {\"prompt\": \"a whale\", \"seed\": 7}}\r\n\
                \x20\x20{\"prompt\": \"broken\"\n\
                [1, 2]\n\
                {\"client_item_id\": 12, \"prompt\": \"flat, with an id\"}\n\
                {\"client_item_id\": [\"x\"], \"prompt\": \"bad id\"}\n\
                {\n";
    let imported = import_str(text, None).unwrap();
    assert_eq!(imported.format, SourceFormat::Jsonl);
    assert_eq!(imported.columns, ["prompt", "aspect_ratio", "seed"]);
    assert_eq!(
        imported.rows,
        [
            row(1, None, json!({"prompt": "a fox", "aspect_ratio": "16:9"})),
            row(3, Some("row-b"), json!({"prompt": "a whale", "seed": 7})),
            row(6, Some("12"), json!({"prompt": "flat, with an id"})),
        ]
    );
    assert_eq!(
        imported.problems,
        [
            RowProblem::new(
                4,
                "this line is not valid JSON (EOF while parsing an object at column 21); each line must be one complete JSON object such as {\"prompt\": \"a red fox\"}, with a line break inside a text written as \\n"
            ),
            RowProblem::new(
                5,
                "this is a JSON array, not a JSON object; each line must be one object such as {\"prompt\": \"a red fox\"} (for a list of items, put each item on its own line)"
            ),
            RowProblem::new(
                7,
                "\"client_item_id\" is a JSON array; write it as a string such as \"item-1\", or leave it out"
            ),
            RowProblem::new(
                8,
                "this line is not valid JSON (EOF while parsing an object at column 1); JSON Lines needs each object on a single line; a pretty-printed JSON file must be rewritten with one object per line"
            ),
        ]
    );
}

#[test]
fn a_prompt_list_is_one_trimmed_prompt_per_line() {
    let imported = import_str(
        "  first prompt  \n\n\nsecond, with a comma\r\n   \nthird",
        Some(SourceFormat::Text),
    )
    .unwrap();
    assert_eq!(imported.columns, ["prompt"]);
    assert_eq!(
        imported.rows,
        [
            row(1, None, json!({"prompt": "first prompt"})),
            row(4, None, json!({"prompt": "second, with a comma"})),
            row(6, None, json!({"prompt": "third"})),
        ]
    );
    assert!(imported.problems.is_empty());
    assert_eq!(
        import_str("a fox, running\n", None).unwrap().format,
        SourceFormat::Text
    );
}

// ---- conversion ---------------------------------------------------------------------------

fn convert_csv(spec: &ModelSpec, text: &str) -> Vec<Result<ConvertedRow, RowProblem>> {
    let imported = csv(text);
    assert!(imported.problems.is_empty(), "{:?}", imported.problems);
    let plan = ColumnPlan::for_import(spec, &imported);
    imported
        .rows
        .iter()
        .map(|r| plan.convert(spec, r))
        .collect()
}

#[test]
fn video_cells_become_the_fields_types() {
    let spec = model("sandbox/video-lite");
    let rows = convert_csv(
        &spec,
        "prompt,duration,sound,aspect_ratio,resolution,mode,negative_prompt\n\
         \" a wave \",5,yes,16:9,720P,text-to-video, blurry \n\
         b,10.0,0,9:16,1080p,,\n\
         c,7,FALSE,2:1,,,\n\
         d,long,1,,,,\n",
    );
    let expected = [
        json!({"prompt": " a wave ", "duration": 5, "sound": true, "aspect_ratio": "16:9",
               "resolution": "720p", "mode": "text-to-video", "negative_prompt": " blurry "}),
        json!({"prompt": "b", "duration": 10, "sound": false, "aspect_ratio": "9:16",
               "resolution": "1080p"}),
        // Not among the choices: kept (as a number / as text) for the form's validation.
        json!({"prompt": "c", "duration": 7, "sound": false, "aspect_ratio": "2:1"}),
        json!({"prompt": "d", "duration": "long", "sound": true}),
    ];
    for ((result, expected), line) in rows.into_iter().zip(expected).zip(2..) {
        let converted = result.unwrap();
        assert_eq!(converted.line, line);
        assert_eq!(converted.fields, fields(expected));
        assert!(converted.extra.is_empty());
        assert_eq!(converted.client_item_id, None);
    }
}

#[test]
fn bad_numbers_and_yes_no_name_the_column_value_and_line() {
    let spec = model("sandbox/image-pro");
    let rows = convert_csv(&spec, "prompt,seed\na,42\nb,5.0\nc, abc \n");
    assert_eq!(
        rows[0].as_ref().unwrap().fields,
        fields(json!({"prompt": "a", "seed": 42}))
    );
    assert_eq!(
        rows[1].as_ref().unwrap().fields,
        fields(json!({"prompt": "b", "seed": 5}))
    );
    let problem = rows[2].as_ref().unwrap_err();
    assert_eq!(
        problem.to_string(),
        "Line 4: \"abc\" in the column \"seed\" is not a whole number; Seed takes digits only, such as 42"
    );

    let spec = model("sandbox/video-lite");
    let rows = convert_csv(&spec, "prompt,Sound\n\n\"x\ny\",maybe\n");
    assert_eq!(
        rows[0].as_ref().unwrap_err(),
        &RowProblem::new(
            3,
            "\"maybe\" in the column \"Sound\" is not yes or no; Sound takes true, false, yes, no, 1 or 0"
        )
    );
}

#[test]
fn number_fields_and_music_fields_convert() {
    let mut spec = model("sandbox/image-pro");
    spec.fields.push(FieldSpec {
        key: "guidance".into(),
        label: "Guidance".into(),
        help: String::new(),
        field_type: FieldType::Number {
            min: Some(0.0),
            max: Some(20.0),
        },
        default: Value::Null,
        required: false,
        modes: Vec::new(),
    });
    let rows = convert_csv(&spec, "prompt,guidance\na,7.5\nb,7\nc,high\n");
    assert_eq!(rows[0].as_ref().unwrap().fields["guidance"], json!(7.5));
    assert_eq!(rows[1].as_ref().unwrap().fields["guidance"], json!(7));
    assert_eq!(
        rows[2].as_ref().unwrap_err().to_string(),
        "Line 4: \"high\" in the column \"guidance\" is not a number; Guidance takes a number written with digits and a dot, such as 2.5"
    );

    let music = model("sandbox/music");
    let rows = convert_csv(
        &music,
        "prompt,mode,custommode,INSTRUMENTAL\nla la,v4_5plus,1,no\n",
    );
    assert_eq!(
        rows[0].as_ref().unwrap().fields,
        fields(
            json!({"prompt": "la la", "mode": "V4_5PLUS", "customMode": true,
                      "instrumental": false})
        )
    );
}

#[test]
fn image_urls_split_on_bars_and_spaces() {
    let spec = model("sandbox/image-fast");
    let rows = convert_csv(
        &spec,
        "prompt,image_urls,mode\n\
         edit,\"https://e.com/1.png | https://e.com/2.png  https://e.com/3.png\",image-to-image\n\
         one,https://e.com/only.png,\n",
    );
    assert_eq!(
        rows[0].as_ref().unwrap().fields,
        fields(
            json!({"prompt": "edit", "mode": "image-to-image", "image_urls":
            ["https://e.com/1.png", "https://e.com/2.png", "https://e.com/3.png"]})
        )
    );
    assert_eq!(
        rows[1].as_ref().unwrap().fields["image_urls"],
        json!(["https://e.com/only.png"])
    );
}

#[test]
fn unknown_columns_are_ignored_unless_sent_as_extra() {
    let spec = model("sandbox/image-fast");
    let imported = csv("prompt,style,guidance,flag,code,client_item_id\n\
                        a, warm light ,7.5,true,007,item-1\n\
                        b,,,,,\n");
    let mut plan = ColumnPlan::for_import(&spec, &imported);
    assert_eq!(
        plan.unknown_columns().collect::<Vec<_>>(),
        ["style", "guidance", "flag", "code"]
    );
    let first = plan.convert(&spec, &imported.rows[0]).unwrap();
    assert_eq!(first.client_item_id.as_deref(), Some("item-1"));
    assert_eq!(first.fields, fields(json!({"prompt": "a"})));
    assert!(first.extra.is_empty());

    for column in ["style", "guidance", "flag", "code"] {
        assert!(plan.set_unknown(column, UnknownChoice::Extra));
    }
    assert!(!plan.set_unknown("prompt", UnknownChoice::Extra));
    assert!(!plan.set_unknown("nope", UnknownChoice::Extra));
    assert!(plan.set_unknown("flag", UnknownChoice::Ignore));
    let first = plan.convert(&spec, &imported.rows[0]).unwrap();
    assert_eq!(first.fields, fields(json!({"prompt": "a"})));
    assert_eq!(
        first.extra,
        object(json!({"style": "warm light", "guidance": 7.5, "code": "007"}))
    );
    let second = plan.convert(&spec, &imported.rows[1]).unwrap();
    assert_eq!(second.line, 3);
    assert_eq!(second.client_item_id, None);
    assert!(second.extra.is_empty());
}

#[test]
fn jsonl_values_keep_their_json_types() {
    let spec = model("sandbox/video-lite");
    let imported = import_str(
        "{\"prompt\": \"a\", \"duration\": 10, \"sound\": true, \"style\": {\"tone\": \"warm\"}}\n\
         {\"client_item_id\": \"b\", \"input\": {\"prompt\": \"b\", \"duration\": \"5\", \"camera\": \"pan\"}}\n\
         {\"prompt\": \"c\", \"Prompt\": \"C\"}\n",
        None,
    )
    .unwrap();
    let mut plan = ColumnPlan::for_import(&spec, &imported);
    assert!(plan.set_unknown("style", UnknownChoice::Extra));
    let rows: Vec<_> = imported
        .rows
        .iter()
        .map(|r| plan.convert(&spec, r))
        .collect();
    let first = rows[0].as_ref().unwrap();
    assert_eq!(
        first.fields,
        fields(json!({"prompt": "a", "duration": 10, "sound": true}))
    );
    assert_eq!(first.extra, object(json!({"style": {"tone": "warm"}})));
    let second = rows[1].as_ref().unwrap();
    assert_eq!(second.client_item_id.as_deref(), Some("b"));
    // A string stays a string in JSON Lines; the form's validation reports it.
    assert_eq!(
        second.fields,
        fields(json!({"prompt": "b", "duration": "5"}))
    );
    assert!(second.extra.is_empty(), "camera is ignored by default");
    assert_eq!(
        rows[2].as_ref().unwrap_err().to_string(),
        "Line 3: both \"prompt\" and \"Prompt\" give the field \"prompt\" (Prompt); keep only one of them"
    );
}

#[test]
fn a_prompt_list_converts_for_any_model() {
    let spec = model("sandbox/music");
    let imported = import_str("  a song about rain \n", None).unwrap();
    let plan = ColumnPlan::for_import(&spec, &imported);
    let converted = plan.convert(&spec, &imported.rows[0]).unwrap();
    assert_eq!(
        converted,
        ConvertedRow {
            line: 1,
            client_item_id: None,
            fields: fields(json!({"prompt": "a song about rain"})),
            extra: Map::new(),
        }
    );
}
