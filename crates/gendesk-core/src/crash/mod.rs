//! Crash reports. A panic hook ([`install_hook`]) writes what happened — the message, where,
//! the thread, a backtrace, GenDesk's version and the system — into `<data>/crashes/` as a
//! text file, with every secret GenDesk knows of, bearer tokens and URL query strings removed
//! (`scrub`). The next start takes the reports it has not shown yet ([`take_unseen`]) and
//! says GenDesk closed unexpectedly.

mod reports;
mod scrub;

use std::backtrace::Backtrace;
use std::io::Write as _;
use std::panic::PanicHookInfo;
use std::path::{Path, PathBuf};

pub use reports::{CrashReport, KEPT_REPORTS, take_unseen};
pub use scrub::{keep_out_of_reports, scrub};

/// The folder of the crash reports in the data folder `data_dir`.
pub fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("crashes")
}

/// From now on a panic anywhere in the process also writes a report into `folder` (then the
/// previous hook runs, which prints the message to stderr as before).
pub fn install_hook(folder: PathBuf) {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let backtrace = Backtrace::force_capture();
        let text = report_text(info, &backtrace, &jiff::Zoned::now());
        match write_report(&folder, &text) {
            Ok(path) => tracing::error!(report = %path.display(), "GenDesk panicked"),
            Err(err) => tracing::error!(%err, "GenDesk panicked; the crash report was not written"),
        }
        previous(info);
    }));
}

/// The report of the panic `info`, secrets removed.
fn report_text(info: &PanicHookInfo<'_>, backtrace: &Backtrace, now: &jiff::Zoned) -> String {
    let message = info
        .payload()
        .downcast_ref::<&str>()
        .map(|text| (*text).to_owned())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".to_owned());
    let place = info.location().map_or_else(
        || "(unknown)".to_owned(),
        |l| format!("{}:{}:{}", l.file(), l.line(), l.column()),
    );
    let thread = std::thread::current();
    let text = format!(
        "GenDesk crash report\n\
         \n\
         time: {now}\n\
         version: GenDesk {version}\n\
         system: {os} {arch}\n\
         thread: {thread}\n\
         place: {place}\n\
         message: {message}\n\
         \n\
         backtrace:\n{backtrace}\n",
        now = now.strftime("%Y-%m-%d %H:%M:%S %:z"),
        version = crate::update::RUNNING_VERSION,
        os = std::env::consts::OS,
        arch = std::env::consts::ARCH,
        thread = thread.name().unwrap_or("(unnamed)"),
    );
    scrub(&text)
}

/// Writes `text` as a new report in `folder`: whole or not at all (a temporary file renamed),
/// then keeps only the newest [`KEPT_REPORTS`].
pub fn write_report(folder: &Path, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    // Names sort by time: the second, then a counter for reports of the same second.
    let stamp = jiff::Zoned::now().strftime("%Y%m%d-%H%M%S");
    let mut n = 1;
    let mut path = folder.join(format!("crash-{stamp}-{n:03}.txt"));
    while path.exists() {
        n += 1;
        path = folder.join(format!("crash-{stamp}-{n:03}.txt"));
    }
    let partial = path.with_extension("txt.part");
    {
        let mut file = std::fs::File::create(&partial)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
    }
    std::fs::rename(&partial, &path)?;
    reports::prune(folder);
    Ok(path)
}

/// Panics with `message` when a test build is started with `GENDESK_PANIC_FOR_TEST` set: how
/// the tests provoke a crash in the real binary. Release builds never panic here.
pub fn panic_if_asked_in_a_test_build() {
    #[cfg(debug_assertions)]
    if let Some(message) = std::env::var_os("GENDESK_PANIC_FOR_TEST") {
        panic!("{}", message.to_string_lossy());
    }
}

#[cfg(test)]
mod tests;
