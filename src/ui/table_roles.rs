//! Tables a screen reader can walk: Activity's task list, the Batches list and the Insights
//! tables say they are tables (AccessKit `Table`), with a header row of column names and rows
//! of cells, each with its place (row and column indices, the table's size).

use egui::accesskit::{Node, Role};
use egui::{Id, Response, Ui, UiBuilder, WidgetInfo};

/// Sets properties of `ui`'s own node (nothing when AccessKit is off).
fn node(ui: &Ui, id: Id, write: impl FnOnce(&mut Node)) {
    ui.ctx().accesskit_node_builder(id, write);
}

/// Draws `add` inside a node that says it is a table named `name`, of `rows` rows (the
/// header row included) and `columns` columns.
pub fn table<R>(
    ui: &mut Ui,
    name: String,
    rows: usize,
    columns: usize,
    add: impl FnOnce(&mut Ui) -> R,
) -> R {
    // Laid out top-down like any column of content; only its node changes.
    ui.vertical(|ui| {
        node(ui, ui.unique_id(), |table| {
            table.set_role(Role::Table);
            table.set_label(name);
            table.set_row_count(rows);
            table.set_column_count(columns);
        });
        add(ui)
    })
    .inner
}

/// One row of a `Grid` as a screen reader sees it: the grid lays the cells out (they belong to
/// its own `Ui`), this gives them a row to belong to and their column numbers.
pub struct GridRow {
    row: Id,
    column: usize,
    header: bool,
}

impl GridRow {
    /// Row `index` of the table (the header row is 0), `header` for the columns' names.
    pub fn new(ui: &mut Ui, salt: impl std::hash::Hash + std::fmt::Debug, index: usize) -> Self {
        let row = ui.new_child(
            UiBuilder::new()
                .id_salt(("table_row", salt))
                .accessibility_role(Role::Row),
        );
        let id = row.unique_id();
        node(ui, id, |node| node.set_row_index(index));
        Self {
            row: id,
            column: 0,
            header: index == 0,
        }
    }

    /// The next cell: what `add` draws.
    pub fn cell<R>(&mut self, ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
        let role = if self.header {
            Role::ColumnHeader
        } else {
            Role::Cell
        };
        let column = self.column;
        self.column += 1;
        ui.scope_builder(
            UiBuilder::new()
                .accessibility_parent(self.row)
                .accessibility_role(role),
            |ui| {
                node(ui, ui.unique_id(), |cell| cell.set_column_index(column));
                add(ui)
            },
        )
        .inner
    }
}

/// A cell in a row's own `Ui` (laid out left to right), `size` big, its content centred
/// vertically.
pub fn cell<R>(
    ui: &mut Ui,
    column: usize,
    header: bool,
    size: egui::Vec2,
    add: impl FnOnce(&mut Ui) -> R,
) -> R {
    let role = if header {
        Role::ColumnHeader
    } else {
        Role::Cell
    };
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            node(ui, ui.unique_id(), |cell| {
                cell.set_role(role);
                cell.set_column_index(column);
            });
            ui.set_width(size.x);
            add(ui)
        },
    )
    .inner
}

/// Says that `response` (a row's own sensed `Ui`, laid out in `rect`) is row `index` of its
/// table, named `name` (what a screen reader says for the whole row) and `selected` or not.
/// The bounds are the row's own: a new `Ui`'s response has none on its first frame.
pub fn row_info(response: &Response, rect: egui::Rect, index: usize, name: &str, selected: bool) {
    response.widget_info(|| WidgetInfo::selected(Role::Row, true, selected, name));
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_row_index(index);
        node.set_bounds(egui::accesskit::Rect {
            x0: rect.min.x.into(),
            y0: rect.min.y.into(),
            x1: rect.max.x.into(),
            y1: rect.max.y.into(),
        });
    });
}
