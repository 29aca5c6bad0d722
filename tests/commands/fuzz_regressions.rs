//! The fuzz targets' bodies (`fuzz/bodies.rs`) on stable: every input the fuzzers found that
//! once broke a reader (`tests/fuzz_regressions/<target>/`, named for what it broke) and every
//! committed seed (`fuzz/seeds/<target>/`) is run through its target's body again, so the
//! bodies keep compiling and past findings stay fixed. See docs/development.md, "Fuzzing".

#[path = "../../fuzz/bodies.rs"]
mod bodies;

use std::path::{Path, PathBuf};

/// The files in `dir/<target>/`, for each target, sorted; a target without a folder has none.
fn inputs(dir: &Path) -> Vec<(&'static str, bodies::Body, PathBuf)> {
    let mut found = Vec::new();
    for &(target, body) in bodies::TARGETS {
        let Ok(entries) = std::fs::read_dir(dir.join(target)) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter(|path| path.is_file())
            .collect();
        paths.sort();
        found.extend(paths.into_iter().map(|path| (target, body, path)));
    }
    found
}

fn replay(dir: &Path) -> usize {
    let found = inputs(dir);
    for (target, body, path) in &found {
        let data = std::fs::read(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        eprintln!("{target}: {}", path.display());
        body(&data);
    }
    found.len()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_finding_stays_fixed() {
    // The folder may hold no finding yet; the seeds below always exist.
    replay(&root().join("tests/fuzz_regressions"));
}

#[test]
fn every_body_runs_over_its_seeds() {
    let seeds = root().join("fuzz/seeds");
    let count = replay(&seeds);
    assert!(count > 0, "no seeds under {}", seeds.display());
    for (target, _) in bodies::TARGETS {
        assert!(
            seeds.join(target).is_dir(),
            "fuzz target {target} has no seeds in fuzz/seeds/{target}"
        );
    }
}

#[test]
fn every_body_has_a_fuzz_target() {
    for (target, _) in bodies::TARGETS {
        let path = root().join(format!("fuzz/fuzz_targets/{target}.rs"));
        assert!(path.is_file(), "{} is missing", path.display());
    }
}
