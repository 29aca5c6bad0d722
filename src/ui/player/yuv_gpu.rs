//! Converting a playing video's YUV planes to RGB on the GPU (the wgpu renderer only): the
//! three planes are uploaded to R8 textures and one render pass (`yuv_to_rgb.wgsl`) writes an
//! RGBA texture that is registered with egui as a native texture, so the UI thread copies
//! 1.5 bytes per pixel to the GPU and never makes RGBA. With the OpenGL renderer (or none, in
//! tests) the decoding thread converts to RGBA instead.

use std::sync::Arc;

use eframe::egui_wgpu::RenderState;
use eframe::wgpu;
use gendesk_video::{Colour, YuvFrame};

/// Texture format of the converted picture: like egui's own textures, gamma-encoded values
/// that egui's shader uses as they are.
const OUTPUT_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

/// What every video's conversion shares: the pipeline and its layout.
pub struct YuvPipeline {
    render: RenderState,
    pipeline: wgpu::RenderPipeline,
    layout: wgpu::BindGroupLayout,
    sampler: wgpu::Sampler,
}

impl YuvPipeline {
    /// Builds the pipeline on the window's device.
    pub fn new(render: &RenderState) -> Self {
        let device = &render.device;
        let shader = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("gendesk yuv_to_rgb"),
            source: wgpu::ShaderSource::Wgsl(include_str!("yuv_to_rgb.wgsl").into()),
        });
        let plane = |binding| wgpu::BindGroupLayoutEntry {
            binding,
            visibility: wgpu::ShaderStages::FRAGMENT,
            ty: wgpu::BindingType::Texture {
                sample_type: wgpu::TextureSampleType::Float { filterable: true },
                view_dimension: wgpu::TextureViewDimension::D2,
                multisampled: false,
            },
            count: None,
        };
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("gendesk yuv planes"),
            entries: &[
                plane(0),
                plane(1),
                plane(2),
                wgpu::BindGroupLayoutEntry {
                    binding: 3,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 4,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Uniform,
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    },
                    count: None,
                },
            ],
        });
        let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("gendesk yuv_to_rgb"),
            bind_group_layouts: &[Some(&layout)],
            immediate_size: 0,
        });
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("gendesk yuv_to_rgb"),
            layout: Some(&pipeline_layout),
            vertex: wgpu::VertexState {
                module: &shader,
                entry_point: Some("vs_main"),
                compilation_options: wgpu::PipelineCompilationOptions::default(),
                buffers: &[],
            },
            primitive: wgpu::PrimitiveState::default(),
            depth_stencil: None,
            multisample: wgpu::MultisampleState::default(),
            fragment: Some(wgpu::FragmentState {
                module: &shader,
                entry_point: Some("fs_main"),
                compilation_options: wgpu::PipelineCompilationOptions::default(),
                targets: &[Some(wgpu::ColorTargetState {
                    format: OUTPUT_FORMAT,
                    blend: None,
                    write_mask: wgpu::ColorWrites::ALL,
                })],
            }),
            multiview_mask: None,
            cache: None,
        });
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("gendesk yuv planes"),
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            ..wgpu::SamplerDescriptor::default()
        });
        Self {
            render: render.clone(),
            pipeline,
            layout,
            sampler,
        }
    }
}

/// One video's converted picture on the GPU, shown by egui as [`Self::image`]. Dropping it
/// frees the egui texture.
pub struct GpuPicture {
    pipeline: Arc<YuvPipeline>,
    target: Option<Target>,
}

/// The textures of one picture size.
struct Target {
    width: u32,
    height: u32,
    planes: [wgpu::Texture; 3],
    colour_buffer: wgpu::Buffer,
    colour: Option<Colour>,
    bind_group: wgpu::BindGroup,
    output: wgpu::TextureView,
    id: egui::TextureId,
}

impl GpuPicture {
    /// An empty picture on `pipeline`'s device.
    pub fn new(pipeline: Arc<YuvPipeline>) -> Self {
        Self {
            pipeline,
            target: None,
        }
    }

    /// Uploads `frame`'s planes and converts them into the texture egui shows.
    pub fn show(&mut self, frame: &YuvFrame) {
        if self
            .target
            .as_ref()
            .is_none_or(|t| (t.width, t.height) != (frame.width, frame.height))
        {
            self.release();
            self.target = Some(Target::new(&self.pipeline, frame.width, frame.height));
        }
        let Some(target) = self.target.as_mut() else {
            return;
        };
        let render = &self.pipeline.render;
        if target.colour != Some(frame.colour) {
            render
                .queue
                .write_buffer(&target.colour_buffer, 0, &colour_bytes(frame.colour));
            target.colour = Some(frame.colour);
        }
        let sizes = [
            (frame.width, frame.height),
            (frame.chroma_width(), frame.chroma_height()),
            (frame.chroma_width(), frame.chroma_height()),
        ];
        for ((texture, data), (width, height)) in target
            .planes
            .iter()
            .zip([&frame.y, &frame.u, &frame.v])
            .zip(sizes)
        {
            render.queue.write_texture(
                texture.as_image_copy(),
                data,
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(width),
                    rows_per_image: Some(height),
                },
                extent(width, height),
            );
        }
        let mut encoder = render
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("gendesk yuv_to_rgb"),
            });
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("gendesk yuv_to_rgb"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &target.output,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                depth_stencil_attachment: None,
                timestamp_writes: None,
                occlusion_query_set: None,
                multiview_mask: None,
            });
            pass.set_pipeline(&self.pipeline.pipeline);
            pass.set_bind_group(0, &target.bind_group, &[]);
            pass.draw(0..3, 0..1);
        }
        render.queue.submit([encoder.finish()]);
    }

    /// The texture and its size in pixels, once a picture was shown.
    pub fn image(&self) -> Option<(egui::TextureId, egui::Vec2)> {
        self.target.as_ref().map(|t| {
            #[allow(
                clippy::cast_precision_loss,
                reason = "picture sizes are far below 2^24"
            )]
            let size = egui::vec2(t.width as f32, t.height as f32);
            (t.id, size)
        })
    }

    fn release(&mut self) {
        if let Some(target) = self.target.take() {
            self.pipeline
                .render
                .renderer
                .write()
                .free_texture(&target.id);
        }
    }
}

impl Drop for GpuPicture {
    fn drop(&mut self) {
        self.release();
    }
}

impl Target {
    fn new(pipeline: &YuvPipeline, width: u32, height: u32) -> Self {
        let device = &pipeline.render.device;
        let texture = |label, (w, h), format, usage| {
            device.create_texture(&wgpu::TextureDescriptor {
                label: Some(label),
                size: extent(w, h),
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: &[],
            })
        };
        let chroma = (width.div_ceil(2), height.div_ceil(2));
        let plane_usage = wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST;
        let r8 = wgpu::TextureFormat::R8Unorm;
        let planes = [
            texture("gendesk video Y", (width, height), r8, plane_usage),
            texture("gendesk video U", chroma, r8, plane_usage),
            texture("gendesk video V", chroma, r8, plane_usage),
        ];
        let output = texture(
            "gendesk video RGB",
            (width, height),
            OUTPUT_FORMAT,
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::TEXTURE_BINDING,
        )
        .create_view(&wgpu::TextureViewDescriptor::default());
        let colour_buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("gendesk video colour"),
            size: COLOUR_BYTES as u64,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let views: Vec<wgpu::TextureView> = planes
            .iter()
            .map(|t| t.create_view(&wgpu::TextureViewDescriptor::default()))
            .collect();
        let entries: Vec<wgpu::BindGroupEntry<'_>> = views
            .iter()
            .zip(0u32..)
            .map(|(view, binding)| wgpu::BindGroupEntry {
                binding,
                resource: wgpu::BindingResource::TextureView(view),
            })
            .chain([
                wgpu::BindGroupEntry {
                    binding: 3,
                    resource: wgpu::BindingResource::Sampler(&pipeline.sampler),
                },
                wgpu::BindGroupEntry {
                    binding: 4,
                    resource: colour_buffer.as_entire_binding(),
                },
            ])
            .collect();
        let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("gendesk video planes"),
            layout: &pipeline.layout,
            entries: &entries,
        });
        let id = pipeline.render.renderer.write().register_native_texture(
            device,
            &output,
            wgpu::FilterMode::Linear,
        );
        Self {
            width,
            height,
            planes,
            colour_buffer,
            colour: None,
            bind_group,
            output,
            id,
        }
    }
}

fn extent(width: u32, height: u32) -> wgpu::Extent3d {
    wgpu::Extent3d {
        width,
        height,
        depth_or_array_layers: 1,
    }
}

/// Three `vec4<f32>` rows.
const COLOUR_BYTES: usize = 3 * 4 * 4;

/// The shader's `Colour` uniform: the rows of [`Colour::rgb_from_yuv`], little-endian.
fn colour_bytes(colour: Colour) -> [u8; COLOUR_BYTES] {
    let mut out = [0u8; COLOUR_BYTES];
    let values = colour.rgb_from_yuv().into_iter().flatten();
    for (chunk, value) in out.chunks_exact_mut(4).zip(values) {
        chunk.copy_from_slice(&value.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::wgpu::{WgpuTestRenderer, create_render_state, default_wgpu_setup};
    use gendesk_video::{VideoFile, VideoLimits};

    fn first_frame(fixture: &str) -> YuvFrame {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(fixture);
        let file = VideoFile::open(std::fs::read(path).unwrap(), &VideoLimits::default()).unwrap();
        file.decoder().unwrap().next_yuv().unwrap().unwrap()
    }

    /// A window of `size` that draws the texture `shown` holds, through egui's wgpu renderer.
    fn window(
        render: &RenderState,
        size: egui::Vec2,
        shown: Arc<std::sync::Mutex<Option<egui::TextureId>>>,
    ) -> Harness<'static> {
        Harness::builder()
            .with_size(size)
            .with_pixels_per_point(1.0)
            .renderer(WgpuTestRenderer::from_render_state(render.clone()))
            .build_ui(move |ui| {
                if let Some(id) = *shown.lock().unwrap() {
                    let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
                    ui.painter().image(
                        id,
                        egui::Rect::from_min_size(egui::Pos2::ZERO, size),
                        uv,
                        egui::Color32::WHITE,
                    );
                }
            })
    }

    #[test]
    fn the_shader_converts_like_the_cpu_for_each_matrix_and_range() {
        let render = create_render_state(
            default_wgpu_setup(),
            eframe::egui_wgpu::RendererOptions::PREDICTABLE,
        );
        let pipeline = Arc::new(YuvPipeline::new(&render));
        let mut picture = GpuPicture::new(Arc::clone(&pipeline));
        assert!(picture.image().is_none());
        let shown = Arc::new(std::sync::Mutex::new(None));
        let mut harness = window(&render, egui::vec2(64.0, 48.0), Arc::clone(&shown));
        for fixture in ["h264_green_bt709_full.mp4", "h264_green_bt601_limited.mp4"] {
            let frame = first_frame(fixture);
            picture.show(&frame);
            let (id, size) = picture.image().unwrap();
            assert_eq!(size, egui::vec2(64.0, 48.0));
            *shown.lock().unwrap() = Some(id);
            harness.run();
            let gpu = harness.render().unwrap();
            let cpu = frame.to_rgba();
            for (x, y) in [(32u32, 24u32), (5, 5), (60, 40)] {
                let shown = gpu.get_pixel(x, y).0;
                let at = ((y * cpu.width + x) * 4) as usize;
                let want = &cpu.rgba[at..at + 4];
                let off = shown
                    .iter()
                    .zip(want)
                    .map(|(a, b)| i32::from(*a).abs_diff(i32::from(*b)))
                    .max()
                    .unwrap_or(0);
                // Rounding differs (float shader, integer SIMD), by a level or two.
                assert!(
                    off <= 3,
                    "{fixture} at {x},{y}: GPU {shown:?}, CPU {want:?}"
                );
            }
        }
    }

    #[test]
    fn a_new_size_makes_new_textures_and_frees_the_old_one() {
        let render = create_render_state(
            default_wgpu_setup(),
            eframe::egui_wgpu::RendererOptions::PREDICTABLE,
        );
        let pipeline = Arc::new(YuvPipeline::new(&render));
        let mut picture = GpuPicture::new(pipeline);
        let mut frame = first_frame("h264_green_bt709_full.mp4");
        picture.show(&frame);
        let (first, _) = picture.image().unwrap();
        // Half the size: planes cut to 32×24 (chroma 16×12).
        frame.width = 32;
        frame.height = 24;
        frame.y.truncate(32 * 24);
        frame.u.truncate(16 * 12);
        frame.v.truncate(16 * 12);
        picture.show(&frame);
        let (second, size) = picture.image().unwrap();
        assert_eq!(size, egui::vec2(32.0, 24.0));
        assert_ne!(first, second);
        assert!(render.renderer.read().texture(&first).is_none(), "freed");
        assert!(render.renderer.read().texture(&second).is_some());
        drop(picture);
        assert!(
            render.renderer.read().texture(&second).is_none(),
            "freed on drop"
        );
    }
}
