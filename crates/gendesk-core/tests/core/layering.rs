#![allow(clippy::unwrap_used, clippy::expect_used, reason = "test code")]
//! The product's core does not depend on its test double: `gendesk-sandbox` (the simulator)
//! is only an optional dependency behind the `testing` feature and a dev-dependency. What the
//! core needs from the demo world (its catalogue and prices) lives in `gendesk-demo`, below
//! both; the sandbox's clock reaches the engine as an `engine::ServiceClock`.

use toml::Table;

fn manifest() -> Table {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap();
    text.parse().unwrap()
}

#[test]
fn the_simulator_is_only_a_test_dependency_of_the_core() {
    let manifest = manifest();
    let normal = manifest["dependencies"].as_table().unwrap();
    let sandbox = normal["gendesk-sandbox"].as_table().unwrap();
    assert_eq!(
        sandbox.get("optional").and_then(toml::Value::as_bool),
        Some(true)
    );
    let features = manifest["features"].as_table().unwrap();
    for (name, enables) in features {
        let names_sandbox = enables
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f.as_str().unwrap().contains("gendesk-sandbox"));
        assert!(
            !names_sandbox || name == "testing",
            "feature {name} pulls in the simulator"
        );
    }
    assert!(normal.contains_key("gendesk-demo"));
    for table in ["build-dependencies", "target"] {
        let text = manifest
            .get(table)
            .map(ToString::to_string)
            .unwrap_or_default();
        assert!(!text.contains("gendesk-sandbox"), "{table}: {text}");
    }
}

#[test]
fn no_default_feature_turns_the_simulator_on() {
    let manifest = manifest();
    let defaults = manifest["features"]
        .get("default")
        .and_then(toml::Value::as_array)
        .cloned()
        .unwrap_or_default();
    assert!(
        defaults.iter().all(|f| f.as_str() != Some("testing")),
        "{defaults:?}"
    );
}

/// Every `.rs` file under `dir`.
fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_core_names_the_simulator_only_in_tests() {
    let mut files = Vec::new();
    sources(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() > 50, "{} files", files.len());
    for file in files {
        if file.ends_with("testing.rs") {
            continue; // The `testing` feature's scaffolding.
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let product = text.split("#[cfg(test)]").next().unwrap_or_default();
        assert!(
            !product.contains("gendesk_sandbox"),
            "{} names the simulator outside its tests",
            file.display()
        );
    }
}
