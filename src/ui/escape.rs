//! Esc closes the one thing on top: the topmost window or full-screen view, else a detail
//! panel when nothing floats above it. One press closes one thing (the key is consumed), a
//! modal confirmation is above every window (egui's `Modal` closes itself on Esc), and an open
//! menu or combo box takes Esc first.

use egui::{Context, Key, LayerId, Modifiers, Order};

/// The top visible overlay (a window, or a full-screen view or modal in the foreground),
/// from this frame's and the last frame's visibility.
fn top_overlay(ctx: &Context) -> Option<LayerId> {
    ctx.memory(|memory| {
        let areas = memory.areas();
        let visible = areas.visible_layer_ids();
        memory
            .layer_ids()
            .filter(|layer| matches!(layer.order, Order::Middle | Order::Foreground))
            .filter(|layer| visible.contains(layer) && areas.parent_layer(*layer).is_none())
            .last()
    })
}

/// Whether Esc was pressed for the overlay on `layer` (what `Window::show` or `Area::show`
/// returned): true, and the key consumed, only when `layer` is the topmost overlay and no menu
/// is open.
pub fn closes_overlay(ctx: &Context, layer: LayerId) -> bool {
    if egui::Popup::is_any_open(ctx) || top_overlay(ctx) != Some(layer) {
        return false;
    }
    ctx.input_mut(|input| input.consume_key(Modifiers::NONE, Key::Escape))
}

/// Whether Esc was pressed for a detail panel: true, and the key consumed, only when no
/// window, full-screen view, modal or menu is open above it.
pub fn closes_panel(ctx: &Context) -> bool {
    if egui::Popup::is_any_open(ctx) || top_overlay(ctx).is_some() {
        return false;
    }
    ctx.input_mut(|input| input.consume_key(Modifiers::NONE, Key::Escape))
}

/// Closes a window shown with `.open(&mut open)` when Esc is meant for it.
pub fn close_window_on_escape<R>(
    ctx: &Context,
    shown: Option<&egui::InnerResponse<R>>,
    open: &mut bool,
) {
    if let Some(shown) = shown
        && closes_overlay(ctx, shown.response.layer_id)
    {
        *open = false;
    }
}
