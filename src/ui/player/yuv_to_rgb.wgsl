// A video picture's YUV planes (three R8 textures, chroma at half size) to RGB, drawn as one
// full-screen triangle into an Rgba8Unorm texture that egui shows. The colour matrix and range
// come from the stream (`Colour::rgb_from_yuv`): each row maps (Y, U, V, 1) to a channel. Video
// RGB is gamma-encoded, and so are egui's textures (egui blends in gamma space): the values are
// written as they are.

struct Colour {
    r: vec4<f32>,
    g: vec4<f32>,
    b: vec4<f32>,
};

@group(0) @binding(0) var luma: texture_2d<f32>;
@group(0) @binding(1) var chroma_u: texture_2d<f32>;
@group(0) @binding(2) var chroma_v: texture_2d<f32>;
@group(0) @binding(3) var planes: sampler;
@group(0) @binding(4) var<uniform> colour: Colour;

struct VertexOut {
    @builtin(position) position: vec4<f32>,
    @location(0) uv: vec2<f32>,
};

@vertex
fn vs_main(@builtin(vertex_index) index: u32) -> VertexOut {
    // (0,0), (2,0), (0,2): a triangle covering the whole target.
    let uv = vec2<f32>(f32((index << 1u) & 2u), f32(index & 2u));
    var out: VertexOut;
    out.position = vec4<f32>(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, 0.0, 1.0);
    out.uv = uv;
    return out;
}

@fragment
fn fs_main(in: VertexOut) -> @location(0) vec4<f32> {
    let yuv = vec4<f32>(
        textureSample(luma, planes, in.uv).r,
        textureSample(chroma_u, planes, in.uv).r,
        textureSample(chroma_v, planes, in.uv).r,
        1.0,
    );
    let rgb = clamp(
        vec3<f32>(dot(colour.r, yuv), dot(colour.g, yuv), dot(colour.b, yuv)),
        vec3<f32>(0.0),
        vec3<f32>(1.0),
    );
    return vec4<f32>(rgb, 1.0);
}
