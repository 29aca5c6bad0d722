//! Validates JSON bodies against the vendored `OpenAPI` 3.0 document
//! (`assets/spec/openapi.yaml`), so tests can prove that every response the sandbox sends and
//! every callback or webhook body it posts matches the published interface.
//!
//! Include it with `#[path = "support/openapi.rs"] mod openapi;` and call
//! [`OpenApi::load`] (or [`OpenApi::shared`] to compile the document once per test binary).
//!
//! How the `OpenAPI` 3.0 dialect is mapped onto JSON Schema draft 4 (the draft `OpenAPI` 3.0
//! schemas are closest to: boolean `exclusiveMinimum`, `$ref` siblings ignored):
//! - `nullable: true` becomes `type: [<type>, "null"]` (and adds `null` to an `enum`); where the
//!   schema has no `type` or combines `$ref`/`allOf`/`anyOf`/`oneOf`/`not`, it becomes
//!   `anyOf: [{type: null}, <schema>]` instead, so `null` is accepted without weakening the rest.
//! - `$ref: '#/components/...'` is resolved by the validator itself: the whole converted
//!   document is registered as one draft-4 resource, and each validator is compiled from
//!   `{"$ref": "<base>#<JSON pointer to the schema>"}`.
//! - A response given as `$ref: '#/components/responses/Error'` is followed (by this module) to
//!   its `content` and the JSON media type's `schema`.
//! - `format` is not checked (unknown formats such as `int64` are ignored); everything else
//!   (`allOf`, `enum`, `pattern`, `minLength`, `minimum`, `maxItems`, `required`, ...) is.
//! - Extra properties are allowed unless a schema says `additionalProperties: false`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test scaffolding: a failure here is a test failure"
)]
#![allow(dead_code, reason = "each test binary uses a different part")]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

use jsonschema::{Draft, Registry, Validator};
use serde_json::{Map, Value, json};

/// Where the vendored document lives.
pub const SPEC_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../assets/spec/openapi.yaml"
);

/// The URI the converted document is registered under, so `$ref`s resolve inside it.
const BASE_URI: &str = "urn:gendesk:openapi";

/// HTTP methods an `OpenAPI` path item may hold.
const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// Longest rendering of one violation; bodies can be large.
const MAX_VIOLATION_CHARS: usize = 400;

/// One operation of the document.
struct Operation {
    /// Lower-case HTTP method.
    method: String,
    /// `operationId`, or `METHOD template` when the document gives none.
    id: String,
    /// Status key as written (`"200"`, `"4XX"`, `"default"`) to the resolved response.
    responses: BTreeMap<String, ResponseBody>,
}

/// What a documented response allows as a body.
enum ResponseBody {
    /// No `content`: the response has no body.
    None,
    /// JSON content without a schema: any body.
    Any,
    /// JSON pointer (into the converted document) of the body's schema.
    Schema(String),
    /// Only non-JSON media types are documented.
    NotJson(Vec<String>),
}

/// One templated path, such as `/generateTask/{model}/batches/{batchId}`.
struct PathTemplate {
    template: String,
    /// `Some(literal)` or `None` for a `{parameter}` segment.
    segments: Vec<Option<String>>,
    operations: Vec<Operation>,
}

impl PathTemplate {
    /// Number of literal segments if `segments` match, for picking the most specific template.
    fn score(&self, request: &[&str]) -> Option<usize> {
        if self.segments.len() != request.len() {
            return None;
        }
        let mut literals = 0;
        for (want, got) in self.segments.iter().zip(request) {
            match want {
                Some(literal) if literal == got => literals += 1,
                Some(_) => return None,
                None if got.is_empty() => return None,
                None => {}
            }
        }
        Some(literals)
    }

    fn operation(&self, method: &str) -> Option<&Operation> {
        self.operations
            .iter()
            .find(|op| op.method.eq_ignore_ascii_case(method))
    }
}

/// A compiled schema and how reports name it.
struct Compiled {
    /// `#/components/schemas/X` when the schema is just a reference to X, else its own pointer.
    label: String,
    validator: Validator,
}

/// The vendored `OpenAPI` document, prepared for validation.
pub struct OpenApi {
    /// Path part of the first server URL (for example `/api/v1`), without a trailing slash.
    server_prefix: String,
    paths: Vec<PathTemplate>,
    /// Component schema name to its JSON pointer.
    component_schemas: BTreeMap<String, String>,
    /// JSON pointer of a schema to its compiled validator.
    validators: BTreeMap<String, Compiled>,
}

impl std::fmt::Debug for OpenApi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenApi")
            .field("server_prefix", &self.server_prefix)
            .field(
                "paths",
                &self.paths.iter().map(|p| &p.template).collect::<Vec<_>>(),
            )
            .field("component_schemas", &self.component_schemas.keys())
            .finish_non_exhaustive()
    }
}

impl OpenApi {
    /// Loads and prepares the vendored spec (panics with a clear message if it is unreadable or
    /// cannot be compiled: this is test code).
    pub fn load() -> Self {
        let text = std::fs::read_to_string(SPEC_PATH)
            .unwrap_or_else(|e| panic!("cannot read the OpenAPI document {SPEC_PATH}: {e}"));
        Self::from_yaml(&text)
            .unwrap_or_else(|e| panic!("cannot prepare the OpenAPI document {SPEC_PATH}: {e}"))
    }

    /// One instance per test binary, loaded on first use.
    pub fn shared() -> &'static Self {
        static SHARED: OnceLock<OpenApi> = OnceLock::new();
        SHARED.get_or_init(Self::load)
    }

    /// Prepares a document given as YAML (or JSON, which is YAML too) text.
    pub fn from_yaml(text: &str) -> Result<Self, String> {
        let mut yaml: serde_yaml_ng::Value =
            serde_yaml_ng::from_str(text).map_err(|e| format!("not YAML: {e}"))?;
        yaml.apply_merge()
            .map_err(|e| format!("bad YAML merge key: {e}"))?;
        let mut doc = yaml_to_json(yaml)?;
        let version = doc.get("openapi").and_then(Value::as_str).unwrap_or("");
        if !version.starts_with("3.0") {
            return Err(format!(
                "expected an OpenAPI 3.0.x document, found openapi: {version:?}"
            ));
        }
        convert_document(&mut doc);

        let server_prefix = server_prefix(&doc);
        let component_schemas: BTreeMap<String, String> = doc
            .pointer("/components/schemas")
            .and_then(Value::as_object)
            .map(|schemas| {
                schemas
                    .keys()
                    .map(|name| {
                        (
                            name.clone(),
                            format!("/components/schemas/{}", escape_pointer(name)),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        let paths = collect_paths(&doc)?;

        let mut pointers: Vec<&str> = component_schemas.values().map(String::as_str).collect();
        for template in &paths {
            for op in &template.operations {
                for body in op.responses.values() {
                    if let ResponseBody::Schema(pointer) = body {
                        pointers.push(pointer);
                    }
                }
            }
        }
        let validators = compile(&doc, &pointers)?;

        Ok(Self {
            server_prefix,
            paths,
            component_schemas,
            validators,
        })
    }

    /// Validates a response body for an operation.
    ///
    /// `method` is the HTTP method (any case); `path` is the path as requested, for example
    /// `/api/v1/generateTask/img-model/batches/b1?x`: the server prefix, any query or fragment
    /// (and any `scheme://authority`) are dropped before it is matched against the templated
    /// paths, one raw (still percent-encoded) segment per `{parameter}`. The response for
    /// `status` is the one documented under that exact code, else under its range (`4XX`),
    /// else `default`. The error lists every violation with its JSON pointer, plus the operation
    /// and status; it is also an error when the operation or the status is not documented.
    pub fn validate_response(
        &self,
        method: &str,
        path: &str,
        status: u16,
        body: &Value,
    ) -> Result<(), String> {
        let (template, op) = self.find_operation(method, path)?;
        let context = format!(
            "{} ({} {}) status {status}",
            op.id,
            op.method.to_ascii_uppercase(),
            template.template
        );
        let Some((key, response)) = find_response(op, status) else {
            let documented: Vec<&str> = op.responses.keys().map(String::as_str).collect();
            return Err(format!(
                "{context}: status {status} is undocumented for this operation (documented: {})",
                documented.join(", ")
            ));
        };
        match response {
            ResponseBody::None if body.is_null() => Ok(()),
            ResponseBody::None => Err(format!(
                "{context}: the response documented under {key:?} has no body, but one was given"
            )),
            ResponseBody::Any => Ok(()),
            ResponseBody::NotJson(types) => Err(format!(
                "{context}: the response documented under {key:?} has no JSON content (only {})",
                types.join(", ")
            )),
            ResponseBody::Schema(pointer) => self.run(pointer, body, &context),
        }
    }

    /// Validates a value against a named component schema, for example `BatchWebhookBody`,
    /// `TaskEnvelope`, `SubmitTaskRequest` or `BatchRequest`.
    pub fn validate_schema(&self, schema_name: &str, value: &Value) -> Result<(), String> {
        let Some(pointer) = self.component_schemas.get(schema_name) else {
            let known: Vec<&str> = self.component_schemas.keys().map(String::as_str).collect();
            return Err(format!(
                "no component schema named {schema_name:?} (known: {})",
                known.join(", ")
            ));
        };
        self.run(pointer, value, &format!("schema {schema_name}"))
    }

    /// The `operationId` matched for a request, for diagnostics (`None` if no path and method
    /// match).
    pub fn operation_id(&self, method: &str, path: &str) -> Option<String> {
        self.find_operation(method, path)
            .ok()
            .map(|(_, op)| op.id.clone())
    }

    /// The templated path matched for a request path, such as `/statusTask/{model}`.
    pub fn path_template(&self, path: &str) -> Option<&str> {
        self.find_template(path)
            .ok()
            .map(|template| template.template.as_str())
    }

    /// The names of all component schemas.
    pub fn schema_names(&self) -> impl Iterator<Item = &str> {
        self.component_schemas.keys().map(String::as_str)
    }

    fn run(&self, pointer: &str, value: &Value, context: &str) -> Result<(), String> {
        let compiled = self
            .validators
            .get(pointer)
            .unwrap_or_else(|| panic!("no validator compiled for {pointer}"));
        let mut violations = String::new();
        let mut count = 0usize;
        for error in compiled.validator.iter_errors(value) {
            count += 1;
            let at = error.instance_path().as_str();
            let at = if at.is_empty() { "(root)" } else { at };
            let mut message = error.to_string();
            if message.chars().count() > MAX_VIOLATION_CHARS {
                message = message.chars().take(MAX_VIOLATION_CHARS).collect();
                message.push_str("...");
            }
            let _ = write!(
                violations,
                "\n  - at {at}: {message} (schema {})",
                error.schema_path().as_str()
            );
        }
        if count == 0 {
            Ok(())
        } else {
            Err(format!(
                "{context}: {count} violations (at least one) of {}:{violations}",
                compiled.label
            ))
        }
    }

    fn find_template(&self, path: &str) -> Result<&PathTemplate, String> {
        let relative = self.relative_path(path);
        let segments: Vec<&str> = relative.split('/').skip(1).collect();
        if !relative.starts_with('/') {
            return Err(format!(
                "no documented path matches {path:?} (not absolute)"
            ));
        }
        let mut best: Option<(usize, &PathTemplate)> = None;
        for template in &self.paths {
            if let Some(score) = template.score(&segments)
                && best.is_none_or(|(best_score, _)| score > best_score)
            {
                best = Some((score, template));
            }
        }
        best.map(|(_, template)| template).ok_or_else(|| {
            format!(
                "no documented path matches {path:?} (looked up {relative:?} under server \
                 prefix {:?})",
                self.server_prefix
            )
        })
    }

    fn find_operation(
        &self,
        method: &str,
        path: &str,
    ) -> Result<(&PathTemplate, &Operation), String> {
        let template = self.find_template(path)?;
        let op = template.operation(method).ok_or_else(|| {
            let documented: Vec<String> = template
                .operations
                .iter()
                .map(|op| op.method.to_ascii_uppercase())
                .collect();
            format!(
                "{path:?} matches {} but {} is not documented for it (documented: {})",
                template.template,
                method.to_ascii_uppercase(),
                documented.join(", ")
            )
        })?;
        Ok((template, op))
    }

    /// Drops `scheme://authority`, query, fragment and the server prefix.
    fn relative_path<'p>(&self, path: &'p str) -> &'p str {
        let mut rest = path;
        if let Some(after_scheme) = rest.split_once("://").map(|(_, after)| after) {
            rest = after_scheme.find('/').map_or("", |i| &after_scheme[i..]);
        }
        if let Some(end) = rest.find(['?', '#']) {
            rest = &rest[..end];
        }
        if !self.server_prefix.is_empty()
            && let Some(after) = rest.strip_prefix(self.server_prefix.as_str())
            && (after.is_empty() || after.starts_with('/'))
        {
            rest = after;
        }
        rest
    }
}

/// Picks the response for `status`: exact code, then range (`4XX`), then `default`.
fn find_response(op: &Operation, status: u16) -> Option<(&str, &ResponseBody)> {
    let exact = status.to_string();
    let range = format!("{}XX", status / 100);
    op.responses
        .get_key_value(&exact)
        .or_else(|| {
            op.responses
                .iter()
                .find(|(key, _)| key.eq_ignore_ascii_case(&range))
        })
        .or_else(|| op.responses.get_key_value("default"))
        .map(|(key, body)| (key.as_str(), body))
}

/// The path part of the first server URL, such as `/api/v1`; empty when there is none.
fn server_prefix(doc: &Value) -> String {
    let url = doc
        .pointer("/servers/0/url")
        .and_then(Value::as_str)
        .unwrap_or("");
    let path = match url.split_once("://") {
        Some((_, after)) => after.find('/').map_or("", |i| &after[i..]),
        None => url,
    };
    path.trim_end_matches('/').to_owned()
}

fn collect_paths(doc: &Value) -> Result<Vec<PathTemplate>, String> {
    let Some(paths) = doc.get("paths").and_then(Value::as_object) else {
        return Err("the document has no paths".to_owned());
    };
    let mut out = Vec::new();
    for (template, item) in paths {
        if !template.starts_with('/') {
            return Err(format!("path {template:?} does not start with '/'"));
        }
        let segments = template
            .split('/')
            .skip(1)
            .map(|segment| {
                if segment.starts_with('{') && segment.ends_with('}') {
                    None
                } else {
                    Some(segment.to_owned())
                }
            })
            .collect();
        let mut operations = Vec::new();
        for method in METHODS {
            let Some(op) = item.get(method) else {
                continue;
            };
            let pointer = format!("/paths/{}/{method}", escape_pointer(template));
            operations.push(collect_operation(doc, &pointer, method, template, op)?);
        }
        out.push(PathTemplate {
            template: template.clone(),
            segments,
            operations,
        });
    }
    Ok(out)
}

fn collect_operation(
    doc: &Value,
    pointer: &str,
    method: &str,
    template: &str,
    op: &Value,
) -> Result<Operation, String> {
    let id = op.get("operationId").and_then(Value::as_str).map_or_else(
        || format!("{} {template}", method.to_ascii_uppercase()),
        str::to_owned,
    );
    let mut responses = BTreeMap::new();
    if let Some(map) = op.get("responses").and_then(Value::as_object) {
        for (key, response) in map {
            let response_pointer = format!("{pointer}/responses/{}", escape_pointer(key));
            let (response_pointer, response) = follow_refs(doc, &response_pointer, response)?;
            responses.insert(key.clone(), response_body(&response_pointer, response));
        }
    }
    Ok(Operation {
        method: method.to_owned(),
        id,
        responses,
    })
}

/// What a (dereferenced) response object at `pointer` allows as a body.
fn response_body(pointer: &str, response: &Value) -> ResponseBody {
    let Some(content) = response.get("content").and_then(Value::as_object) else {
        return ResponseBody::None;
    };
    if content.is_empty() {
        return ResponseBody::None;
    }
    let json_type = if content.contains_key("application/json") {
        Some("application/json")
    } else {
        content
            .keys()
            .map(String::as_str)
            .find(|media| is_json_media_type(media))
    };
    let Some(media) = json_type else {
        return ResponseBody::NotJson(content.keys().cloned().collect());
    };
    if content[media].get("schema").is_some() {
        ResponseBody::Schema(format!(
            "{pointer}/content/{}/schema",
            escape_pointer(media)
        ))
    } else {
        ResponseBody::Any
    }
}

fn is_json_media_type(media: &str) -> bool {
    let essence = media
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json") || essence == "*/*"
}

/// Follows local `$ref`s (`#/components/responses/Error`, ...) from `value` (which sits at
/// `pointer`) to the object they name; returns that object and its pointer.
fn follow_refs<'d>(
    doc: &'d Value,
    pointer: &str,
    mut value: &'d Value,
) -> Result<(String, &'d Value), String> {
    let mut pointer = pointer.to_owned();
    for _ in 0..32 {
        let Some(reference) = value.get("$ref").and_then(Value::as_str) else {
            return Ok((pointer, value));
        };
        let Some(target) = reference.strip_prefix('#') else {
            return Err(format!(
                "{pointer}: only local references are supported, found {reference:?}"
            ));
        };
        let target = percent_decode(target);
        value = doc
            .pointer(&target)
            .ok_or_else(|| format!("{pointer}: unresolvable reference {reference:?}"))?;
        pointer = target;
    }
    Err(format!("{pointer}: reference chain too long (a cycle?)"))
}

/// Compiles one validator per schema pointer against the converted document.
fn compile(doc: &Value, pointers: &[&str]) -> Result<BTreeMap<String, Compiled>, String> {
    let registry = Registry::new()
        .draft(Draft::Draft4)
        .add(BASE_URI, Draft::Draft4.create_resource(doc.clone()))
        .and_then(jsonschema::RegistryBuilder::prepare)
        .map_err(|e| format!("cannot register the document: {e}"))?;
    let options = jsonschema::options()
        .with_draft(Draft::Draft4)
        .with_registry(&registry)
        .should_validate_formats(false)
        .should_ignore_unknown_formats(true);
    let mut validators = BTreeMap::new();
    for &pointer in pointers {
        if validators.contains_key(pointer) {
            continue;
        }
        let wrapper = json!({ "$ref": format!("{BASE_URI}#{}", encode_fragment(pointer)) });
        let validator = options
            .build(&wrapper)
            .map_err(|e| format!("cannot compile the schema at {pointer}: {e}"))?;
        let label = match doc.pointer(pointer).and_then(Value::as_object) {
            Some(schema) if schema.len() == 1 => schema
                .get("$ref")
                .and_then(Value::as_str)
                .map_or_else(|| format!("#{pointer}"), str::to_owned),
            _ => format!("#{pointer}"),
        };
        validators.insert(pointer.to_owned(), Compiled { label, validator });
    }
    Ok(validators)
}

/// Converts every Schema Object of the document from the `OpenAPI` 3.0 dialect to draft 4.
fn convert_document(doc: &mut Value) {
    if let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    {
        for schema in schemas.values_mut() {
            convert_schema(schema);
        }
    }
    if let Some(paths) = doc.get_mut("paths") {
        convert_schema_fields(paths);
    }
    if let Some(Value::Object(components)) = doc.get_mut("components") {
        for (kind, section) in components.iter_mut() {
            if kind != "schemas" {
                convert_schema_fields(section);
            }
        }
    }
}

/// Walks a part of the document that is not itself a schema and converts the value of every
/// `schema` field (parameters, media types, headers; also inside callbacks).
fn convert_schema_fields(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, child) in map.iter_mut() {
                match key.as_str() {
                    "schema" => convert_schema(child),
                    "example" | "examples" => {}
                    _ => convert_schema_fields(child),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(convert_schema_fields),
        _ => {}
    }
}

/// Converts one `OpenAPI` 3.0 Schema Object (and its subschemas) to JSON Schema draft 4.
fn convert_schema(schema: &mut Value) {
    let Value::Object(map) = schema else {
        return;
    };
    for key in ["properties", "patternProperties", "definitions"] {
        if let Some(Value::Object(children)) = map.get_mut(key) {
            children.values_mut().for_each(convert_schema);
        }
    }
    for key in ["additionalProperties", "not", "additionalItems"] {
        if let Some(child) = map.get_mut(key) {
            convert_schema(child);
        }
    }
    match map.get_mut("items") {
        Some(Value::Array(items)) => items.iter_mut().for_each(convert_schema),
        Some(child) => convert_schema(child),
        None => {}
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(Value::Array(children)) = map.get_mut(key) {
            children.iter_mut().for_each(convert_schema);
        }
    }
    let nullable = map.remove("nullable").and_then(|v| v.as_bool()) == Some(true);
    if nullable {
        make_nullable(schema);
    }
}

/// Lets `null` through a converted schema without loosening it for other values.
fn make_nullable(schema: &mut Value) {
    let Value::Object(map) = schema else {
        return;
    };
    let composite = ["$ref", "allOf", "anyOf", "oneOf", "not"]
        .iter()
        .any(|key| map.contains_key(*key));
    let single_type = map.get("type").and_then(Value::as_str).map(str::to_owned);
    match single_type {
        Some(ty) if !composite => {
            map.insert("type".to_owned(), json!([ty, "null"]));
            if let Some(Value::Array(values)) = map.get_mut("enum")
                && !values.contains(&Value::Null)
            {
                values.push(Value::Null);
            }
        }
        _ => {
            let inner = std::mem::take(map);
            let mut wrapper = Map::new();
            wrapper.insert(
                "anyOf".to_owned(),
                json!([{ "type": "null" }, Value::Object(inner)]),
            );
            *map = wrapper;
        }
    }
}

/// Converts parsed YAML to JSON; scalar mapping keys (such as unquoted `200:`) become strings.
fn yaml_to_json(value: serde_yaml_ng::Value) -> Result<Value, String> {
    use serde_yaml_ng::Value as Y;
    Ok(match value {
        Y::Null => Value::Null,
        Y::Bool(b) => Value::Bool(b),
        Y::Number(n) => {
            if let Some(i) = n.as_i64() {
                Value::from(i)
            } else if let Some(u) = n.as_u64() {
                Value::from(u)
            } else {
                let f = n.as_f64().unwrap_or(f64::NAN);
                Value::Number(
                    serde_json::Number::from_f64(f)
                        .ok_or_else(|| format!("number {n} has no JSON form"))?,
                )
            }
        }
        Y::String(s) => Value::String(s),
        Y::Sequence(items) => Value::Array(
            items
                .into_iter()
                .map(yaml_to_json)
                .collect::<Result<_, _>>()?,
        ),
        Y::Mapping(entries) => {
            let mut map = Map::new();
            for (key, value) in entries {
                let key = match key {
                    Y::String(s) => s,
                    Y::Number(n) => n.to_string(),
                    Y::Bool(b) => b.to_string(),
                    Y::Null => "null".to_owned(),
                    other => return Err(format!("unsupported mapping key {other:?}")),
                };
                map.insert(key, yaml_to_json(value)?);
            }
            Value::Object(map)
        }
        Y::Tagged(tagged) => yaml_to_json(tagged.value)?,
    })
}

/// Escapes one JSON pointer token (RFC 6901).
fn escape_pointer(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

/// Percent-encodes a JSON pointer for use as a URI fragment (`{model}` becomes `%7Bmodel%7D`).
fn encode_fragment(pointer: &str) -> String {
    let mut out = String::with_capacity(pointer.len());
    for byte in pointer.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/".contains(&byte) {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

/// Decodes `%XX` escapes of a URI fragment (so `$ref`s written with `%7B` resolve).
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
            if let Some(byte) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(byte);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
