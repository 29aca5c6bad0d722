//! Windows: `gendesk.exe` is a GUI program (no console window opens behind GenDesk when it is
//! started from the Start menu), so a console it was typed into must be joined by hand for
//! the command-line tools (`gendesk sandbox`, `gendesk media probe`, `--help`, …) to print
//! there. Elsewhere this does nothing.

/// Joins the console of the process that started GenDesk, if it has one and GenDesk's own
/// output is not already going somewhere (redirected to a file or a pipe). Started from the
/// Start menu or Explorer there is no such console, and nothing changes.
#[cfg(windows)]
#[allow(unsafe_code, reason = "two Win32 calls; see the SAFETY note")]
pub fn attach_parent_console() {
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_OUTPUT_HANDLE,
    };
    // SAFETY: GetStdHandle and AttachConsole take plain integers and touch no memory of
    // ours; they only fail (null handle, FALSE), which both branches below accept. The
    // standard library asks Windows for the standard handles on every write, so it sees the
    // console from here on.
    unsafe {
        if GetStdHandle(STD_OUTPUT_HANDLE).is_null() {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}

/// Not Windows: a terminal's output is already GenDesk's.
#[cfg(not(windows))]
pub fn attach_parent_console() {}
