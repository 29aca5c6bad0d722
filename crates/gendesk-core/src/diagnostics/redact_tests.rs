#![allow(clippy::unwrap_used, reason = "tests")]

use super::*;

#[test]
fn named_values_are_hidden_in_every_usual_spelling() {
    let cases = [
        ("api_key=SENTINEL1 next", "api_key=*** next"),
        ("url?x&token=SENTINEL2&y=1", "url?x&token=***&y=1"),
        ("password = \"SENT INEL3\"", "password = \"***\""),
        (
            "{\"secret\": \"SENTINEL4\", \"n\": 1}",
            "{\"secret\": \"***\", \"n\": 1}",
        ),
        ("X-Api-Key: SENTINEL5", "X-Api-Key: ***"),
        ("PROXY_PASSWORD='SENTINEL6'", "PROXY_PASSWORD='***'"),
        (
            "body=\"{\\\"access_token\\\":\\\"SENTINEL7\\\"}\"",
            "body=\"{\\\"access_token\\\":\\\"***\\\"}\"",
        ),
        ("passwd:SENTINEL8;", "passwd:***;"),
        ("key = \"\"\"SENTINEL9\nmore\"\"\"", "key = \"\"\"***\"\"\""),
    ];
    for (text, hidden) in cases {
        assert_eq!(hide_secrets(text), hidden, "{text}");
    }
}

#[test]
fn authorization_headers_are_hidden_to_the_end_of_the_line() {
    let text = "GET /x\nAuthorization: Basic SENTINELdXNlcjpwYXNz extra\nproxy-authorization=Negotiate SENTINELabc\nnext line";
    let hidden = hide_secrets(text);
    assert!(!hidden.contains("SENTINEL"), "{hidden}");
    assert!(hidden.contains("Authorization: ***\n"), "{hidden}");
    assert!(hidden.ends_with("\nnext line"), "{hidden}");
    let quoted = hide_secrets(r#"{"authorization": "Bearer SENTINEL", "accept": "*/*"}"#);
    assert_eq!(quoted, r#"{"authorization": "***", "accept": "*/*"}"#);
}

#[test]
fn bearer_tokens_are_hidden_in_headers_and_after_bearer() {
    assert_eq!(hide_secrets("Bearer SENTINEL x"), "Bearer *** x");
    assert_eq!(
        hide_secrets("authorization: bearer SENTINEL\nnext"),
        "authorization: ***\nnext"
    );
    assert_eq!(
        hide_secrets("{\"token_type\":\"bearer\",\"access_token\":\"SENTINEL\"}"),
        "{\"token_type\":\"bearer\",\"access_token\":\"***\"}"
    );
    // A word, not a header.
    assert_eq!(
        hide_secrets("refresh bearer tokens"),
        "refresh bearer tokens"
    );
}

#[test]
fn url_passwords_and_queries_are_hidden() {
    let text = "proxy socks5://ann:SENTINEL@proxy.example:1080 and \
                \"http://bob:p@ss/w0rd-SENTINEL@10.0.0.1:3128\" and \
                https://bucket.example/x.png?X-Amz-Signature=SENTINEL&X-Amz-Credential=a";
    let hidden = hide_secrets(text);
    assert!(!hidden.contains("SENTINEL"), "{hidden}");
    assert!(
        hidden.contains("socks5://ann:***@proxy.example:1080"),
        "{hidden}"
    );
    assert!(hidden.contains("http://bob:***@10.0.0.1:3128"), "{hidden}");
    assert!(
        hidden.contains("https://bucket.example/x.png?***"),
        "{hidden}"
    );
}

#[test]
fn ordinary_text_is_left_alone() {
    let text = "keyring store opened; key_id=AKIA1; gendesk_api::key::ApiKey; tokens: 3; \
                https://example.com/a/b; monkeys are fine; secret_version=2; no @ here";
    assert_eq!(hide_secrets(text), text);
    // Hiding twice changes nothing more.
    let once = hide_secrets("password=SENTINEL https://u:SENTINEL@h/x?q=1");
    assert_eq!(hide_secrets(&once), once);
    assert!(!once.contains("SENTINEL"), "{once}");
}

#[test]
fn secrets_the_process_read_are_hidden_anywhere() {
    crate::crash::keep_out_of_reports("registered-SENTINEL-value");
    assert_eq!(
        hide_secrets("loaded registered-SENTINEL-value for Main"),
        "loaded *** for Main"
    );
}

#[test]
fn text_in_other_scripts_survives() {
    let text = "プロンプト：赤い狐 · clé d’API · password=SENTINEL · ключ";
    let hidden = hide_secrets(text);
    assert_eq!(
        hidden,
        "プロンプト：赤い狐 · clé d’API · password=*** · ключ"
    );
}
