//! The embedded web client: plain HTML/CSS/JS, no build step. The table screen (`/`,
//! `/t/CODE`) and the phone page (`/p/CODE`) share `app.js` and `style.css`; both render
//! any game's views generically.

/// The table screen.
pub const TABLE: &str = include_str!("web/table.html");
/// The phone page.
pub const PHONE: &str = include_str!("web/phone.html");
/// Shared script: connection, reconnection, generic view rendering.
pub const APP_JS: &str = include_str!("web/app.js");
/// 复盘: a finished game told as a story (needs `app.js`).
pub const REVIEW_JS: &str = include_str!("web/review.js");
/// Shared style, phone-sized first.
pub const STYLE: &str = include_str!("web/style.css");
