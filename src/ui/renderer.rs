//! Which way the window is drawn, chosen like a careful app. wgpu's own choice comes first;
//! when it cannot start (seen under Wine, in virtual machines, over remote desktop, with old
//! drivers) each of its other backends is tried, then eframe's OpenGL renderer (glow). The one
//! that started is remembered in `renderer.toml` in the config folder and tried first at the
//! next start. `GENDESK_RENDERER` names one to try first (for troubleshooting).

use std::path::{Path, PathBuf};

use eframe::egui_wgpu::{WgpuSetup, WgpuSetupCreateNew};
use eframe::wgpu;
use serde::{Deserialize, Serialize};

/// The variable that names a renderer to try first.
pub const RENDERER_ENV: &str = "GENDESK_RENDERER";

/// The file (in the config folder) that remembers the renderer that started last time.
pub const RENDERER_FILE: &str = "renderer.toml";

/// One way of drawing the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RendererChoice {
    /// wgpu, with the backend it picks itself (or the one `WGPU_BACKEND` names).
    Wgpu,
    /// wgpu on Vulkan.
    WgpuVulkan,
    /// wgpu on Direct3D 12 (Windows).
    WgpuDx12,
    /// wgpu on OpenGL (WGL on Windows, EGL elsewhere).
    WgpuGl,
    /// eframe's OpenGL renderer (glow).
    Glow,
}

impl RendererChoice {
    /// Every choice, by its name in `renderer.toml` and `GENDESK_RENDERER`.
    pub const ALL: [Self; 5] = [
        Self::Wgpu,
        Self::WgpuVulkan,
        Self::WgpuDx12,
        Self::WgpuGl,
        Self::Glow,
    ];

    /// The name used in `renderer.toml` and `GENDESK_RENDERER` (the one place it is spelled).
    pub fn name(self) -> &'static str {
        match self {
            Self::Wgpu => "wgpu",
            Self::WgpuVulkan => "wgpu-vulkan",
            Self::WgpuDx12 => "wgpu-dx12",
            Self::WgpuGl => "wgpu-gl",
            Self::Glow => "glow",
        }
    }

    /// The choice a name stands for (`None` for an unknown name).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|choice| choice.name().eq_ignore_ascii_case(name.trim()))
    }

    /// What people read, in their language: "wgpu on Vulkan", "OpenGL (glow)", …
    pub fn label(self) -> String {
        gendesk_core::t!(match self {
            Self::Wgpu => "store-renderer-wgpu",
            Self::WgpuVulkan => "store-renderer-wgpu-vulkan",
            Self::WgpuDx12 => "store-renderer-wgpu-dx12",
            Self::WgpuGl => "store-renderer-wgpu-gl",
            Self::Glow => "store-renderer-glow",
        })
    }

    /// The order tried on this system when nothing is remembered: wgpu's own choice, its
    /// other backends here, then glow.
    pub fn platform_order() -> &'static [Self] {
        if cfg!(windows) {
            &[
                Self::Wgpu,
                Self::WgpuVulkan,
                Self::WgpuDx12,
                Self::WgpuGl,
                Self::Glow,
            ]
        } else if cfg!(target_os = "macos") {
            // Metal is wgpu's only backend there.
            &[Self::Wgpu, Self::Glow]
        } else {
            &[Self::Wgpu, Self::WgpuVulkan, Self::WgpuGl, Self::Glow]
        }
    }

    /// Sets `native` up to draw this way.
    pub fn apply(self, native: &mut eframe::NativeOptions) {
        let backends = match self {
            Self::Glow => {
                native.renderer = eframe::Renderer::Glow;
                return;
            }
            Self::Wgpu => None,
            Self::WgpuVulkan => Some(wgpu::Backends::VULKAN),
            Self::WgpuDx12 => Some(wgpu::Backends::DX12),
            Self::WgpuGl => Some(wgpu::Backends::GL),
        };
        native.renderer = eframe::Renderer::Wgpu;
        let mut setup = WgpuSetupCreateNew::without_display_handle();
        if let Some(backends) = backends {
            setup.instance_descriptor.backends = backends;
        }
        native.wgpu_options.wgpu_setup = WgpuSetup::CreateNew(setup);
    }
}

/// The order to try: `first` (from `GENDESK_RENDERER`), then the remembered one, then this
/// system's order; each once.
pub fn attempt_order(
    first: Option<RendererChoice>,
    remembered: Option<RendererChoice>,
) -> Vec<RendererChoice> {
    let mut order = Vec::new();
    for choice in first
        .into_iter()
        .chain(remembered)
        .chain(RendererChoice::platform_order().iter().copied())
    {
        if !order.contains(&choice) {
            order.push(choice);
        }
    }
    order
}

/// The renderer `GENDESK_RENDERER` names; an unknown name is logged and ignored.
pub fn from_env() -> Option<RendererChoice> {
    let value = std::env::var(RENDERER_ENV).ok()?;
    let choice = RendererChoice::from_name(&value);
    if choice.is_none() {
        let known: Vec<&str> = RendererChoice::ALL.iter().map(|c| c.name()).collect();
        tracing::warn!(
            "{RENDERER_ENV}={value:?} is not a renderer GenDesk knows ({}); ignored",
            known.join(", ")
        );
    }
    choice
}

/// `renderer.toml`: the renderer that started last time, by its [`RendererChoice::name`].
#[derive(Debug, Serialize, Deserialize)]
struct Remembered {
    renderer: String,
}

/// The renderer remembered in `config_dir`, if any. A missing file is no memory; an
/// unreadable one, or one naming no renderer GenDesk knows, is logged and ignored.
pub fn remembered(config_dir: &Path) -> Option<RendererChoice> {
    let path = config_dir.join(RENDERER_FILE);
    let text = std::fs::read_to_string(&path).ok()?;
    let choice = toml::from_str::<Remembered>(&text)
        .map_err(|err| err.to_string())
        .and_then(|remembered| {
            RendererChoice::from_name(&remembered.renderer)
                .ok_or_else(|| format!("no renderer is called {:?}", remembered.renderer))
        });
    choice
        .inspect_err(|err| tracing::warn!("{} is not readable, ignored: {err}", path.display()))
        .ok()
}

/// Remembers `choice` in `config_dir` (written whole or not at all).
pub fn remember(config_dir: &Path, choice: RendererChoice) -> std::io::Result<PathBuf> {
    let path = config_dir.join(RENDERER_FILE);
    let remembered = Remembered {
        renderer: choice.name().to_owned(),
    };
    let text = toml::to_string(&remembered).map_err(std::io::Error::other)?;
    let text = format!(
        "# The renderer GenDesk's window started with last time; it is tried first.\n\
         # Delete this file to let GenDesk choose again.\n{text}"
    );
    gendesk_core::config::write_atomic(&path, text.as_bytes())?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_remembered_tries_this_systems_order() {
        let order = attempt_order(None, None);
        assert_eq!(order, RendererChoice::platform_order());
        assert_eq!(
            order.first(),
            Some(&RendererChoice::Wgpu),
            "wgpu's own choice first"
        );
        assert_eq!(order.last(), Some(&RendererChoice::Glow), "glow last");
    }

    #[test]
    fn the_remembered_renderer_comes_first_and_only_once() {
        let order = attempt_order(None, Some(RendererChoice::WgpuGl));
        assert_eq!(order[0], RendererChoice::WgpuGl);
        assert_eq!(
            order
                .iter()
                .filter(|c| **c == RendererChoice::WgpuGl)
                .count(),
            1
        );
        assert_eq!(order.len(), RendererChoice::platform_order().len());
    }

    #[test]
    fn the_variable_comes_before_the_memory() {
        let order = attempt_order(Some(RendererChoice::Glow), Some(RendererChoice::WgpuGl));
        assert_eq!(&order[..2], &[RendererChoice::Glow, RendererChoice::WgpuGl]);
        assert_eq!(order[2], RendererChoice::Wgpu);
    }

    #[test]
    fn names_round_trip_and_unknown_names_are_none() {
        for choice in RendererChoice::ALL {
            assert_eq!(RendererChoice::from_name(choice.name()), Some(choice));
        }
        assert_eq!(
            RendererChoice::from_name(" WGPU-GL "),
            Some(RendererChoice::WgpuGl)
        );
        assert_eq!(RendererChoice::from_name("dx11"), None);
    }

    #[test]
    fn the_memory_survives_a_restart_and_a_broken_file_is_no_memory() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(remembered(dir.path()), None, "nothing yet");
        let path = remember(dir.path(), RendererChoice::WgpuVulkan).unwrap();
        assert_eq!(remembered(dir.path()), Some(RendererChoice::WgpuVulkan));
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("renderer = \"wgpu-vulkan\""), "{text}");
        remember(dir.path(), RendererChoice::Glow).unwrap();
        assert_eq!(remembered(dir.path()), Some(RendererChoice::Glow));
        std::fs::write(&path, "renderer = \"dx11\"\n").unwrap();
        assert_eq!(remembered(dir.path()), None);
    }

    #[test]
    fn each_choice_sets_the_renderer_and_its_backends() {
        for choice in RendererChoice::ALL {
            let mut native = eframe::NativeOptions::default();
            choice.apply(&mut native);
            let expected = if choice == RendererChoice::Glow {
                eframe::Renderer::Glow
            } else {
                eframe::Renderer::Wgpu
            };
            assert_eq!(native.renderer, expected, "{choice:?}");
            let WgpuSetup::CreateNew(setup) = &native.wgpu_options.wgpu_setup else {
                panic!("{choice:?}: a new wgpu setup");
            };
            let backends = setup.instance_descriptor.backends;
            match choice {
                RendererChoice::WgpuVulkan => assert_eq!(backends, wgpu::Backends::VULKAN),
                RendererChoice::WgpuDx12 => assert_eq!(backends, wgpu::Backends::DX12),
                RendererChoice::WgpuGl => assert_eq!(backends, wgpu::Backends::GL),
                RendererChoice::Wgpu | RendererChoice::Glow => {}
            }
        }
    }
}
