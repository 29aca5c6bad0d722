//! Compose: the model list loading or unreadable, an image form being filled in, and a music
//! form that cannot be sent yet (its version is not chosen).

use egui_kittest::kittest::Queryable as _;
use gendesk_core::catalog::Catalog;

use super::super::catalog_state::CatalogState;
use super::super::compose::{ComposeCtx, ComposeState, compose_ui};
use super::{Scene, WINDOW, harness, snapshot};

fn harness_for(
    catalog: CatalogState,
    model: Option<&str>,
) -> egui_kittest::Harness<'static, Scene<(ComposeState, CatalogState)>> {
    let mut compose = ComposeState::default();
    compose.reset(model.map(str::to_owned));
    harness(
        WINDOW,
        Scene::new((compose, catalog)),
        |ui, scene, _players| {
            let (compose, catalog) = &mut scene.view;
            let ctx = ComposeCtx {
                catalog,
                base_url: "http://127.0.0.1:38017",
                balance: Some(25.0),
                sandbox: true,
                receiver: None,
                pictures: super::super::compose::PictureHosting::Sandbox,
                now_ms: 0,
            };
            let mut thumbs = super::super::thumbnails::Thumbnails::without_workers();
            compose_ui(ui, compose, &ctx, &mut thumbs, &mut scene.actions);
        },
    )
}

fn builtin() -> Catalog {
    Catalog::builtin().unwrap_or_else(|err| panic!("the built-in catalogue does not read: {err}"))
}

#[test]
fn the_model_list_loading() {
    let catalog = CatalogState::idle(
        egui::Context::default(),
        "models.toml".into(),
        gendesk_core::update::UpdatePaths::new(std::path::Path::new("")),
    );
    snapshot(&mut harness_for(catalog, None), "compose_loading");
}

#[test]
fn the_model_list_could_not_be_read() {
    let catalog = CatalogState::failed(
        "The built-in model list is damaged (expected value at line 1 column 1). Reinstall GenDesk.",
    );
    snapshot(&mut harness_for(catalog, None), "compose_unreadable");
}

#[test]
fn an_image_form_being_filled_in() {
    let mut harness = harness_for(
        CatalogState::read(builtin(), true),
        Some("sandbox/image-pro"),
    );
    harness.step();
    harness.get_by_label("Prompt").focus();
    harness.step();
    harness
        .get_by_label("Prompt")
        .type_text("a lighthouse at dusk, oil painting, warm light on the waves");
    let actions = snapshot(&mut harness, "compose_image_form");
    assert!(actions.is_empty(), "typing sends nothing");
}

#[test]
fn a_music_form_that_cannot_be_sent_yet() {
    let mut harness = harness_for(CatalogState::read(builtin(), true), Some("sandbox/music"));
    harness.step();
    harness.get_by_label("Submit").click();
    let actions = snapshot(&mut harness, "compose_music_problems");
    assert!(
        actions.is_empty(),
        "a form with problems is not sent: {actions:?}"
    );
}
