//! Downloaded results land where the person's file-name pattern says: folders made from
//! fields, names safe on every system, and two results a pattern names alike both kept, the
//! second numbered. Through the engine, from the in-process sandbox over loopback.
#![allow(
    clippy::unwrap_used,
    reason = "integration tests: a failed unwrap is a failed test"
)]

use std::path::Path;
use std::sync::Arc;

use gendesk_core::download::NamePattern;
use gendesk_core::engine::{Command, Engine};
use gendesk_core::testing::{config, image, sent_and_downloaded};
use gendesk_sandbox::DEMO_KEY;
use gendesk_sandbox::testing::start_sandbox;

fn listing(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = walk(folder)
        .iter()
        .map(|path| {
            path.strip_prefix(folder)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    names.sort();
    names
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[tokio::test(flavor = "multi_thread")]
async fn results_land_in_the_folders_and_names_the_pattern_gives() {
    let sandbox = start_sandbox(100.0).await;
    let dir = tempfile::tempdir().unwrap();
    let mut settings = config(&sandbox, dir.path(), DEMO_KEY);
    settings.name_pattern = NamePattern::parse("{kind}/{model}/{prompt:14} {n}").unwrap();
    let engine = Engine::start(settings, Arc::new(|| {})).unwrap();
    let folder = dir.path().join("downloads");

    let (_, first) = sent_and_downloaded(&engine, image("A fox: red? In snow"), &folder).await;
    // The same prompt again: the same wished name, so the second file is numbered.
    let (_, second) = sent_and_downloaded(&engine, image("A fox: red? In snow"), &folder).await;
    // Changed while running: downloads from now on follow the new pattern.
    engine
        .send(Command::SetNamePattern(
            NamePattern::parse("{date}/{batch}/con").unwrap(),
        ))
        .unwrap();
    let day_before = chrono::Local::now().format("%Y-%m-%d").to_string();
    let (_, third) = sent_and_downloaded(&engine, image("a third"), &folder).await;
    let day_after = chrono::Local::now().format("%Y-%m-%d").to_string();
    engine.shutdown();
    sandbox.shutdown().await;

    let model = gendesk_core::testing::IMAGE.replace('/', "_");
    assert_eq!(
        first,
        folder
            .join("image")
            .join(&model)
            .join("A fox_ red_ In 1.png")
    );
    assert_eq!(
        second,
        folder
            .join("image")
            .join(&model)
            .join("A fox_ red_ In 1 (2).png")
    );
    // The day it was sent (the test may run across midnight).
    let today = [day_before, day_after]
        .into_iter()
        .find(|day| folder.join(day).is_dir())
        .unwrap();
    // `{batch}` is empty for a task sent alone, so it makes no folder; `con` is reserved on
    // Windows, so it gets a `_`.
    assert_eq!(third, folder.join(&today).join("con_.png"));
    assert_eq!(
        listing(&folder),
        [
            format!("{today}/con_.png"),
            format!("image/{model}/A fox_ red_ In 1 (2).png"),
            format!("image/{model}/A fox_ red_ In 1.png"),
        ],
        "no .part left behind, nothing else written"
    );
    // Both files are whole pictures.
    for path in [&first, &second, &third] {
        ::image::open(path).unwrap();
    }
}
