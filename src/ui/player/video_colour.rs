//! Where a playing video's colour is converted: on the GPU by a shader (with wgpu on a real
//! adapter), or on the decoding thread with SIMD. A software adapter (lavapipe, llvmpipe,
//! WARP) does a shader's work on the CPU, and slower than the SIMD converter, so `Auto` keeps
//! the CPU path there.

use eframe::wgpu;

/// The choice, from `GENDESK_VIDEO_COLOUR` (`auto`, `gpu`, `cpu`) or set by tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VideoColour {
    /// On the GPU when the window is drawn by wgpu on a hardware adapter.
    #[default]
    Auto,
    /// Always on the decoding thread.
    Cpu,
    /// On the GPU whenever the window is drawn by wgpu, even on a software adapter.
    Gpu,
}

impl VideoColour {
    /// What the environment variable `GENDESK_VIDEO_COLOUR` says (anything else: `Auto`).
    pub fn from_env() -> Self {
        Self::from_words(std::env::var("GENDESK_VIDEO_COLOUR").ok().as_deref())
    }

    fn from_words(words: Option<&str>) -> Self {
        match words.map(str::trim) {
            Some(w) if w.eq_ignore_ascii_case("cpu") => Self::Cpu,
            Some(w) if w.eq_ignore_ascii_case("gpu") => Self::Gpu,
            _ => Self::Auto,
        }
    }

    /// Whether to convert on the GPU of `adapter`.
    pub fn on_gpu(self, adapter: &wgpu::AdapterInfo) -> bool {
        match self {
            Self::Auto => adapter.device_type != wgpu::DeviceType::Cpu,
            Self::Cpu => false,
            Self::Gpu => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn adapter(device_type: wgpu::DeviceType) -> wgpu::AdapterInfo {
        wgpu::AdapterInfo::new(device_type, wgpu::Backend::Vulkan)
    }

    #[test]
    fn auto_keeps_software_adapters_on_the_cpu() {
        let software = adapter(wgpu::DeviceType::Cpu);
        let hardware = adapter(wgpu::DeviceType::DiscreteGpu);
        assert!(!VideoColour::Auto.on_gpu(&software));
        assert!(VideoColour::Auto.on_gpu(&hardware));
        assert!(VideoColour::Gpu.on_gpu(&software));
        assert!(!VideoColour::Cpu.on_gpu(&hardware));
        assert_eq!(VideoColour::from_words(Some(" CPU ")), VideoColour::Cpu);
        assert_eq!(VideoColour::from_words(Some("gpu")), VideoColour::Gpu);
        assert_eq!(VideoColour::from_words(Some("fast")), VideoColour::Auto);
        assert_eq!(VideoColour::from_words(None), VideoColour::Auto);
    }
}
