//! The process's resident memory, for the benchmarks that report memory.

/// `VmRSS` from `/proc/self/status`, in KiB (`None` where there is no procfs).
pub fn vm_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}
