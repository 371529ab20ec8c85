//! Reading a request's `re` without parsing the request: for the errors given before a
//! frame is parsed (`too_large`, `rate_limited`), so they still carry the `re` they answer.
//!
//! The scan walks the top level of the frame's first [`SCAN_LIMIT`]-ish bytes (the caller
//! passes the limit: `max_message_bytes`), skipping other members' values without building
//! them, and returns the last valid `re` it saw (a later duplicate wins, as in the full
//! parse). It allocates nothing unless the key is escaped or `re` is found. A frame whose
//! `re` comes after the limit gets `re: null`, which is why the web client puts `re` first.

use serde_json::Value;

/// Whether `v` is a usable request id: a number or a string, 64 characters at most as JSON.
pub fn valid_re(v: Value) -> Option<Value> {
    match v {
        Value::Number(_) | Value::String(_) if v.to_string().len() <= 64 => Some(v),
        _ => None,
    }
}

struct Scan<'a> {
    b: &'a [u8],
    i: usize,
}

impl Scan<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        let ok = self.peek() == Some(c);
        if ok {
            self.i += 1;
        }
        ok
    }

    /// Skips a string starting at its opening quote; false if it does not end in view.
    fn string(&mut self) -> bool {
        if !self.eat(b'"') {
            return false;
        }
        while let Some(c) = self.peek() {
            match c {
                b'\\' => self.i += 2,
                b'"' => {
                    self.i += 1;
                    return true;
                }
                _ => self.i += 1,
            }
        }
        false
    }

    /// Skips one value; false if it is malformed at its start or does not end in view.
    fn value(&mut self) -> bool {
        match self.peek() {
            None => false,
            Some(b'"') => self.string(),
            Some(b'{' | b'[') => {
                let mut depth = 0usize;
                while let Some(c) = self.peek() {
                    match c {
                        b'"' => {
                            if !self.string() {
                                return false;
                            }
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth -= 1;
                            if depth == 0 {
                                self.i += 1;
                                return true;
                            }
                        }
                        _ => {}
                    }
                    self.i += 1;
                }
                false
            }
            Some(b',' | b'}' | b']' | b':') => false,
            Some(_) => {
                let start = self.i;
                while let Some(c) = self.peek() {
                    if matches!(c, b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r') {
                        return self.i > start;
                    }
                    self.i += 1;
                }
                // Ran to the end of what is in view: maybe cut short.
                false
            }
        }
    }
}

/// Whether a key, as written between its quotes, means `re`.
fn is_re(raw: &[u8]) -> bool {
    if !raw.contains(&b'\\') {
        return raw == b"\"re\"";
    }
    raw.len() <= 64 && serde_json::from_slice::<String>(raw).is_ok_and(|k| k == "re")
}

/// The `re` of a frame, read from its first `limit` bytes; `null` if there is none, it is
/// not a number or a short string, or it is past `limit`.
pub fn scan_re(frame: &[u8], limit: usize) -> Value {
    let mut s = Scan {
        b: &frame[..frame.len().min(limit)],
        i: 0,
    };
    let mut found = Value::Null;
    s.ws();
    if !s.eat(b'{') {
        return found;
    }
    loop {
        s.ws();
        if s.peek() == Some(b'}') {
            return found;
        }
        let key_at = s.i;
        if !s.string() {
            return found;
        }
        let re = is_re(&s.b[key_at..s.i]);
        s.ws();
        if !s.eat(b':') {
            return found;
        }
        s.ws();
        let at = s.i;
        if !s.value() {
            return found;
        }
        if re {
            found = serde_json::from_slice::<Value>(&s.b[at..s.i])
                .ok()
                .and_then(valid_re)
                .unwrap_or(Value::Null);
        }
        s.ws();
        if !s.eat(b',') {
            return found;
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn re_is_found_wherever_it_is_in_view() {
        assert_eq!(scan_re(br#"{"re":7,"type":"ping"}"#, 1024), json!(7));
        assert_eq!(
            scan_re(br#"{"type":"answer","choice":[1,{"re":2}],"re":"x"}"#, 1024),
            json!("x")
        );
        assert_eq!(scan_re(br#" { "r\u0065" : 3 } "#, 1024), json!(3));
        assert_eq!(scan_re(br#"{"a":"\"re\":4","re":5}"#, 1024), json!(5));
        assert_eq!(
            scan_re(br#"{"re":1,"re":2}"#, 1024),
            json!(2),
            "the last wins"
        );
    }

    #[test]
    fn no_re_or_an_unusable_one_is_null() {
        for f in [
            &br#"{"type":"ping"}"#[..],
            br#"{"re":{"a":1}}"#,
            br#"{"re":[1]}"#,
            br#"{"re":true}"#,
            br#"[{"re":1}]"#,
            b"",
            b"{",
            b"\xff\xfe",
        ] {
            assert_eq!(
                scan_re(f, 1024),
                Value::Null,
                "{}",
                String::from_utf8_lossy(f)
            );
        }
        let long = format!(r#"{{"re":"{}"}}"#, "x".repeat(70));
        assert_eq!(scan_re(long.as_bytes(), 1024), Value::Null);
    }

    #[test]
    fn a_re_past_the_limit_is_not_read() {
        let f = format!(r#"{{"pad":"{}","re":9}}"#, "x".repeat(100));
        assert_eq!(scan_re(f.as_bytes(), 1024), json!(9));
        assert_eq!(scan_re(f.as_bytes(), 50), Value::Null);
        // A number cut by the limit is not taken for a shorter one.
        assert_eq!(scan_re(br#"{"re":12345}"#, 9), Value::Null);
    }
}
