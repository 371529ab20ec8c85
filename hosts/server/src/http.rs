//! HTTP routes: the embedded pages, the WebSocket endpoint, rule-set listing, finished-game
//! records and QR codes for join links.

use std::sync::Arc;

use axum::{
    Extension, Json, Router,
    extract::{Path, State, WebSocketUpgrade},
    http::{HeaderMap, StatusCode, header},
    response::{Html, IntoResponse, Response},
    routing::{get, post},
};
use serde_json::json;

use crate::{
    conn,
    house::{self, HouseRequest},
    hub::Hub,
    identity::normalize_code,
    lan,
    limits::Kind,
    listen::Peer,
    review::cache::Found,
    web,
};

/// What every handler shares.
#[derive(Clone)]
pub struct AppState {
    /// Rooms.
    pub hub: Arc<Hub>,
}

/// The router of the whole server.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/", get(|| async { Html(web::TABLE) }))
        .route("/t/{code}", get(|| async { Html(web::TABLE) }))
        .route("/p", get(|| async { Html(web::PHONE) }))
        .route("/p/{code}", get(|| async { Html(web::PHONE) }))
        .route(
            "/app.js",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
                    web::APP_JS,
                )
            }),
        )
        .route(
            "/review.js",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
                    web::REVIEW_JS,
                )
            }),
        )
        .route(
            "/style.css",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
                    web::STYLE,
                )
            }),
        )
        .route("/ws", get(ws))
        .route(
            "/api/rules",
            get(|State(s): State<AppState>| async move { Json(s.hub.rules_json.clone()) }),
        )
        .route("/api/rules/{id}/options", get(house_options))
        .route("/api/house", post(house_check))
        .route("/api/records/{code}/{game}", get(record))
        .route("/api/records/{code}/{game}/review", get(review_story))
        .route("/api/records/{code}/{game}/review/{step}", get(review))
        .route("/qr/{code}", get(qr))
        .with_state(AppState { hub })
}

/// `GET /api/rules/{id}/options`: the form of a shipped rule set ([`crate::house`]).
async fn house_options(State(s): State<AppState>, Path(id): Path<String>) -> Response {
    house::options(&s.hub.rules, &id)
}

/// `POST /api/house`: a house rule file checked, and kept when it holds ([`crate::house`]).
/// Kept under the sender's address, within its budget ([`house::PER_ADDR`]).
async fn house_check(
    State(s): State<AppState>,
    p: Option<Extension<Peer>>,
    Json(req): Json<HouseRequest>,
) -> Response {
    let owner = s.hub.limits.key(peer(p).ip);
    house::check(&s.hub.rules, &s.hub.house, owner, req)
}

/// Who sent a request; a router served by other means than [`crate::listen`] sees no peer.
fn peer(p: Option<Extension<Peer>>) -> Peer {
    p.map(|Extension(p)| p).unwrap_or_else(|| Peer {
        ip: std::net::Ipv4Addr::UNSPECIFIED.into(),
        forwarded: false,
        abort: Default::default(),
    })
}

async fn ws(
    State(s): State<AppState>,
    p: Option<Extension<Peer>>,
    up: WebSocketUpgrade,
) -> Response {
    let Ok(permit) = s.hub.ws_permits.clone().try_acquire_owned() else {
        return (StatusCode::SERVICE_UNAVAILABLE, "too many connections").into_response();
    };
    if s.hub.shutting_down() {
        return (StatusCode::SERVICE_UNAVAILABLE, "the server is restarting").into_response();
    }
    let peer = peer(p);
    // Behind a trusted proxy the accept loop counted nobody: the client counts here.
    let slot = if peer.forwarded {
        match s.hub.limits.connect(s.hub.limits.key(peer.ip)) {
            Some(slot) => Some(slot),
            None => {
                return (
                    StatusCode::TOO_MANY_REQUESTS,
                    "too many connections from your address; close some and try again",
                )
                    .into_response();
            }
        }
    } else {
        None
    };
    let c = &s.hub.config;
    let hub = s.hub.clone();
    up.max_message_size(c.hard_message_bytes)
        .max_frame_size(c.hard_message_bytes)
        .read_buffer_size(c.ws_read_buffer)
        .write_buffer_size(c.ws_write_buffer)
        .max_write_buffer_size(c.hard_message_bytes * 4)
        .on_upgrade(move |socket| async move {
            conn::serve(socket, hub, peer).await;
            drop((permit, slot));
        })
}

fn not_found(msg: &str) -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(json!({"code": "not_found", "message": msg})),
    )
        .into_response()
}

fn too_many_lookups() -> Response {
    (
        StatusCode::TOO_MANY_REQUESTS,
        [(header::RETRY_AFTER, "10")],
        Json(json!({"code": "rate_limited", "message": "too many wrong room codes from your address; wait a minute"})),
    )
        .into_response()
}

/// `GET /api/records/{code}/{game}/review/{step}`: the table at a step of a finished game's
/// 复盘 ([`crate::review`]).
async fn review(
    State(s): State<AppState>,
    p: Option<Extension<Peer>>,
    Path((code, game, step)): Path<(String, String, usize)>,
) -> Response {
    match review_of(&s, p, &code, &game).await {
        Ok(r) => r.respond(step),
        Err(refused) => refused,
    }
}

/// `GET /api/records/{code}/{game}/review`: the whole game told as a story.
async fn review_story(
    State(s): State<AppState>,
    p: Option<Extension<Peer>>,
    Path((code, game)): Path<(String, String)>,
) -> Response {
    match review_of(&s, p, &code, &game).await {
        Ok(r) => ([(header::CONTENT_TYPE, "application/json")], r.story()).into_response(),
        Err(refused) => refused,
    }
}

/// The review of `code`'s game `game`, built once and kept; each request is charged to the
/// address (`addr_reviews`), and one that must build takes a lookup token that is not given
/// back.
async fn review_of(
    s: &AppState,
    p: Option<Extension<Peer>>,
    code: &str,
    game: &str,
) -> Result<Arc<crate::review::Review>, Response> {
    let (Some(code), Ok(game)) = (normalize_code(code), game.parse::<u32>()) else {
        return Err(not_found(
            "reviews are at /api/records/CODE/GAME/review/STEP",
        ));
    };
    let key = s.hub.limits.key(peer(p).ip);
    if !s.hub.limits.take(key, Kind::Review) {
        return Err((
            StatusCode::TOO_MANY_REQUESTS,
            [(header::RETRY_AFTER, "5")],
            Json(json!({"code": "rate_limited", "message": "复盘请求太频繁，请稍后再试 / too many 复盘 requests from your address; wait a moment"})),
        )
            .into_response());
    }
    if let Some(r) = s.hub.reviews.cached(&code, game) {
        return Ok(r);
    }
    if !s.hub.limits.take_lookup(key) {
        return Err(too_many_lookups());
    }
    match s.hub.reviews.load(s.hub.store.clone(), &code, game).await {
        Ok(Found::Review(r)) => Ok(r),
        Ok(Found::Missing) => Err(not_found("no such game")),
        Ok(Found::Running) => Err((
            StatusCode::FORBIDDEN,
            Json(json!({"code": "not_finished", "message": "the game is still running; 复盘 opens when it ends"})),
        )
            .into_response()),
        Err(e) => Err((
            StatusCode::INTERNAL_SERVER_ERROR,
            Json(json!({"code": "storage", "message": e.to_string()})),
        )
            .into_response()),
    }
}

/// `GET /api/records/{code}/{game}`: the `GameRecord` of a finished game (loadable by
/// `tianhei replay`). Unfinished games are not served: their records hold every secret.
/// A miss counts against the address's failed lookups, like a wrong code on the socket.
async fn record(
    State(s): State<AppState>,
    p: Option<Extension<Peer>>,
    Path((code, game)): Path<(String, String)>,
) -> Response {
    let (Some(code), Ok(game)) = (normalize_code(&code), game.parse::<u32>()) else {
        return not_found("records are at /api/records/CODE/GAME, GAME counted from 1");
    };
    let key = s.hub.limits.key(peer(p).ip);
    if !s.hub.limits.take_lookup(key) {
        return too_many_lookups();
    }
    let store = s.hub.store.clone();
    let found = tokio::task::spawn_blocking(move || store.record(&code, game))
        .await
        .unwrap_or_else(|e| Err(crate::store::StoreError(e.to_string())));
    if !matches!(found, Ok(None)) {
        s.hub.limits.found(key);
    }
    match found {
        Ok(Some(r)) if r.outcome.is_some() => Json(r).into_response(),
        Ok(Some(_)) => (
            StatusCode::FORBIDDEN,
            Json(json!({"code": "not_finished", "message": "the game is still running; its record is served when it ends"})),
        )
            .into_response(),
        Ok(None) => not_found("no such game"),
        Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"code": "storage", "message": e.to_string()}))).into_response(),
    }
}

/// `GET /qr/{code}`: an SVG QR code of the room's phone link; 404 if the room is not
/// open (counted as a failed lookup of the address, 429 past its budget).
async fn qr(
    State(s): State<AppState>,
    p: Option<Extension<Peer>>,
    headers: HeaderMap,
    Path(code): Path<String>,
) -> Response {
    let Some(code) = normalize_code(&code) else {
        return not_found("no such room");
    };
    let key = s.hub.limits.key(peer(p).ip);
    if !s.hub.limits.take_lookup(key) {
        return too_many_lookups();
    }
    if s.hub.get(&code).is_none() {
        return not_found("no such room");
    }
    s.hub.limits.found(key);
    let base = match &s.hub.config.public_url {
        Some(u) => u.trim_end_matches('/').to_string(),
        None => {
            let host = headers
                .get(header::HOST)
                .and_then(|h| h.to_str().ok())
                .unwrap_or("127.0.0.1");
            format!("http://{host}")
        }
    };
    match lan::qr_svg(&format!("{base}/p/{code}")) {
        Some(svg) => ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response(),
        None => not_found("cannot encode this link"),
    }
}
