//! The JSON messages of the WebSocket protocol (docs/protocol.md) and their errors.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

mod audit;
mod re;

pub use audit::audit;
pub use re::{scan_re, valid_re};

/// A message from a client. Every one may carry `"re"` (a number or string the reply echoes).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Keep-alive; answered with `pong`.
    Ping,
    /// Lists the rule sets a room can be created with.
    Rules,
    /// Creates a room; the connection becomes its host.
    Create {
        /// Rule-set id.
        rules: String,
        /// Seat count.
        seats: usize,
        /// Fixed seed (only when the server allows it, for tests).
        #[serde(default)]
        seed: Option<u64>,
    },
    /// Takes a seat (an empty one, or the one named) under a name.
    Join {
        /// Room code.
        code: String,
        /// Player name.
        name: String,
        /// Seat index (0-based), or any empty seat.
        #[serde(default)]
        seat: Option<usize>,
    },
    /// Resumes a seat or the host role with its token.
    Resume {
        /// Room code.
        code: String,
        /// Seat or host token.
        token: String,
    },
    /// Watches the public view.
    Watch {
        /// Room code.
        code: String,
    },
    /// Answers one of this seat's prompts.
    Answer {
        /// The prompt id as pushed.
        prompt: u64,
        /// Option indices.
        choice: Vec<usize>,
    },
    /// Asks for a full state again.
    Sync,
    /// Host: seats bots in every empty seat.
    FillBots,
    /// Host: frees a seat (a bot takes it over if a game is running).
    Remove {
        /// Seat index.
        seat: usize,
    },
    /// Host: how strongly the bots play, `normal` (普通) or `strong` (强), in the lobby
    /// or between games.
    Bots {
        /// `normal` or `strong` (checked by the room, which names both when it is neither).
        level: String,
    },
    /// Host: starts the first game.
    Start,
    /// Host: starts another game in the room with the same seats.
    NewGame,
    /// Host: closes the room.
    End,
}

/// The `type`s a client may send.
pub const CLIENT_TYPES: &[&str] = &[
    "ping",
    "rules",
    "create",
    "join",
    "resume",
    "watch",
    "answer",
    "sync",
    "fill_bots",
    "remove",
    "bots",
    "start",
    "new_game",
    "end",
];

/// An error answered to a client: a stable `code` and a message for people.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProtoError {
    /// Machine code (`bad_json`, `stale_prompt`, …), listed in docs/protocol.md.
    pub code: String,
    /// What went wrong and what to do.
    pub message: String,
}

impl ProtoError {
    /// An error with `code` and `message`.
    pub fn new(code: &str, message: impl Into<String>) -> Self {
        ProtoError {
            code: code.to_string(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for ProtoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

/// Parses one text frame into its request id and message.
pub fn parse(text: &str) -> (Value, Result<ClientMsg, ProtoError>) {
    let mut v: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            return (
                Value::Null,
                Err(ProtoError::new(
                    "bad_json",
                    format!("不是 JSON / not JSON: {e}"),
                )),
            );
        }
    };
    let Some(obj) = v.as_object_mut() else {
        return (
            Value::Null,
            Err(ProtoError::new(
                "bad_message",
                "消息须是带 \"type\" 的 JSON 对象 / a message is a JSON object with a \"type\"",
            )),
        );
    };
    let re = match obj.remove("re") {
        None | Some(Value::Null) => Value::Null,
        Some(r) => match valid_re(r) {
            Some(r) => r,
            None => {
                return (
                    Value::Null,
                    Err(ProtoError::new(
                        "bad_message",
                        "\"re\" 须是短数字或字符串 / \"re\" must be a short number or string",
                    )),
                );
            }
        },
    };
    let ty = match obj.get("type") {
        Some(Value::String(t)) => t.clone(),
        _ => {
            return (
                re,
                Err(ProtoError::new(
                    "bad_message",
                    "缺少 \"type\" / missing \"type\" (a string)",
                )),
            );
        }
    };
    if !CLIENT_TYPES.contains(&ty.as_str()) {
        let shown: String = ty.chars().take(32).collect();
        return (
            re,
            Err(ProtoError::new(
                "unknown_type",
                format!(
                    "未知消息类型 / unknown message type `{shown}`; known: {}",
                    CLIENT_TYPES.join(", ")
                ),
            )),
        );
    }
    match serde_json::from_value::<ClientMsg>(v) {
        Ok(m) => (re, Ok(m)),
        Err(e) => (
            re,
            Err(ProtoError::new(
                "bad_message",
                format!("消息格式有误 / bad `{ty}` message: {e}"),
            )),
        ),
    }
}

/// The reply frame for a request: `{"type": ..., "re": ..., ...fields}`.
pub fn reply(re: &Value, ty: &str, mut fields: Value) -> String {
    if let Some(o) = fields.as_object_mut() {
        o.insert("type".into(), json!(ty));
        o.insert("re".into(), re.clone());
        return fields.to_string();
    }
    json!({"type": ty, "re": re}).to_string()
}

/// The error frame for a request.
pub fn error(re: &Value, e: &ProtoError) -> String {
    json!({"type": "error", "re": re, "code": e.code, "message": e.message}).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_parse_with_their_request_id() {
        let (re, m) = parse(r#"{"type":"answer","re":7,"prompt":3,"choice":[1]}"#);
        assert_eq!(re, json!(7));
        assert_eq!(
            m,
            Ok(ClientMsg::Answer {
                prompt: 3,
                choice: vec![1]
            })
        );
        assert_eq!(parse(r#"{"type":"fill_bots"}"#).1, Ok(ClientMsg::FillBots));
    }

    #[test]
    fn bad_input_gets_a_code() {
        assert_eq!(parse("{nope").1.unwrap_err().code, "bad_json");
        assert_eq!(parse("[1]").1.unwrap_err().code, "bad_message");
        assert_eq!(
            parse(r#"{"type":"fly"}"#).1.unwrap_err().code,
            "unknown_type"
        );
        assert_eq!(
            parse(r#"{"type":"answer","prompt":"x"}"#)
                .1
                .unwrap_err()
                .code,
            "bad_message"
        );
        assert_eq!(
            parse(r#"{"type":"answer","prompt":1,"choice":[0],"seat":3}"#)
                .1
                .unwrap_err()
                .code,
            "bad_message",
            "a seat cannot be named in an answer"
        );
    }
}
