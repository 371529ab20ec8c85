//! HTTP routes: the embedded pages, the WebSocket endpoint, rule-set listing, finished-game
//! records and QR codes for join links.

use std::sync::Arc;

use axum::{
    Json, Router,
    extract::{Path, State, WebSocketUpgrade},
    http::{HeaderMap, StatusCode, header},
    response::{Html, IntoResponse, Response},
    routing::get,
};
use serde_json::{Value, json};
use tokio::sync::Semaphore;

use crate::{conn, hub::Hub, identity::normalize_code, lan, room::blocking, web};

/// What every handler shares.
#[derive(Clone)]
pub struct AppState {
    /// Rooms.
    pub hub: Arc<Hub>,
    /// Caps concurrent WebSocket connections.
    pub conns: Arc<Semaphore>,
}

/// The router of the whole server.
pub fn router(hub: Arc<Hub>) -> Router {
    let conns = Arc::new(Semaphore::new(hub.config.max_connections));
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
            get(|State(s): State<AppState>| async move { Json(rules_json(&s.hub)) }),
        )
        .route("/api/records/{code}/{game}", get(record))
        .route("/qr/{code}", get(qr))
        .with_state(AppState { hub, conns })
}

/// The rule sets rooms may use: id, titles, seat counts.
pub fn rules_json(hub: &Hub) -> Value {
    Value::Array(
        hub.rules
            .iter()
            .map(|r| {
                json!({"id": r.meta.id, "title": r.meta.title, "title_en": r.meta.title_en,
                       "description": r.meta.description, "game": r.game, "seats": r.rules.seat_counts()})
            })
            .collect(),
    )
}

async fn ws(State(s): State<AppState>, up: WebSocketUpgrade) -> Response {
    let Ok(permit) = s.conns.clone().try_acquire_owned() else {
        return (StatusCode::SERVICE_UNAVAILABLE, "too many connections").into_response();
    };
    let c = &s.hub.config;
    let hub = s.hub.clone();
    up.max_message_size(c.hard_message_bytes)
        .max_frame_size(c.hard_message_bytes)
        .read_buffer_size(c.ws_read_buffer)
        .write_buffer_size(c.ws_write_buffer)
        .max_write_buffer_size(c.hard_message_bytes * 4)
        .on_upgrade(move |socket| async move {
            conn::serve(socket, hub).await;
            drop(permit);
        })
}

fn not_found(msg: &str) -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(json!({"code": "not_found", "message": msg})),
    )
        .into_response()
}

/// `GET /api/records/{code}/{game}`: the `GameRecord` of a finished game (loadable by
/// `tianhei replay`). Unfinished games are not served: their records hold every secret.
async fn record(State(s): State<AppState>, Path((code, game)): Path<(String, String)>) -> Response {
    let (Some(code), Ok(game)) = (normalize_code(&code), game.parse::<u32>()) else {
        return not_found("records are at /api/records/CODE/GAME, GAME counted from 1");
    };
    match blocking(&s.hub.store, move |st| st.record(&code, game)).await {
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

/// `GET /qr/{code}`: an SVG QR code of the room's phone link.
async fn qr(State(s): State<AppState>, headers: HeaderMap, Path(code): Path<String>) -> Response {
    let Some(code) = normalize_code(&code) else {
        return not_found("no such room");
    };
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
