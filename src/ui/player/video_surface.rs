//! Where a playing video's pictures are shown: with the wgpu renderer, a GPU picture converted
//! from the decoder's YUV planes by a shader ([`super::yuv_gpu`]); otherwise an egui texture
//! of RGBA pictures converted on the decoding thread.

use std::sync::Arc;

use super::video_feed::{FeedOutput, Pixels, color_image};
use super::yuv_gpu::{GpuPicture, YuvPipeline};

/// One video's picture on screen.
pub struct VideoSurface {
    kind: Kind,
}

enum Kind {
    /// RGBA pictures in an egui texture (made at the first picture).
    Texture(Option<egui::TextureHandle>),
    /// YUV pictures converted on the GPU (its textures' handles are large: boxed).
    Gpu(Box<GpuPicture>),
}

impl VideoSurface {
    /// A surface on the GPU when `gpu` is there, else an egui texture.
    pub fn new(gpu: Option<&Arc<YuvPipeline>>) -> Self {
        let kind = match gpu {
            Some(pipeline) => Kind::Gpu(Box::new(GpuPicture::new(Arc::clone(pipeline)))),
            None => Kind::Texture(None),
        };
        Self { kind }
    }

    /// What the decoding thread should hand over for this surface.
    pub fn wants(&self) -> FeedOutput {
        match self.kind {
            Kind::Texture(_) => FeedOutput::Rgba,
            Kind::Gpu(_) => FeedOutput::Yuv,
        }
    }

    /// Puts `pixels` on screen.
    pub fn show(&mut self, pixels: Pixels, ctx: &egui::Context) {
        match (&mut self.kind, pixels) {
            (Kind::Gpu(picture), Pixels::Yuv(frame)) => picture.show(&frame),
            (Kind::Texture(texture), pixels) => {
                let image = match pixels {
                    Pixels::Rgba(image) => image,
                    // Not asked for (see `wants`); converted here rather than lost.
                    Pixels::Yuv(frame) => color_image(&frame),
                };
                let image = egui::ImageData::Color(image);
                match texture {
                    Some(texture) => texture.set(image, egui::TextureOptions::LINEAR),
                    None => {
                        *texture = Some(ctx.load_texture(
                            "video-player",
                            image,
                            egui::TextureOptions::LINEAR,
                        ));
                    }
                }
            }
            // An RGBA picture for the GPU surface is not asked for either; it is dropped
            // (the next YUV one follows).
            (Kind::Gpu(_), Pixels::Rgba(_)) => {}
        }
    }

    /// The texture to draw and its size in pixels, once a picture was shown.
    pub fn image(&self) -> Option<(egui::TextureId, egui::Vec2)> {
        match &self.kind {
            Kind::Texture(texture) => texture.as_ref().map(|t| (t.id(), t.size_vec2())),
            Kind::Gpu(picture) => picture.image(),
        }
    }
}
