// tianhei web client: connection with reconnection, request/reply, generic rendering of
// any game's views and prompts. No game knowledge lives here.
'use strict';

const T = {
  // Bilingual text objects from the server: {zh, en}.
  text(t) { if (t == null) return ''; if (typeof t === 'object' && 'zh' in t) return t.zh; return String(t); },
  both(t) {
    const span = document.createElement('span');
    if (t && typeof t === 'object' && 'zh' in t) {
      span.textContent = t.zh;
      if (t.en && t.en !== t.zh) { const e = document.createElement('span'); e.className = 'en'; e.textContent = t.en; span.appendChild(e); }
    } else span.textContent = t == null ? '' : String(t);
    return span;
  },
};

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else if (v != null) e.setAttribute(k, v);
  }
  for (const k of kids) if (k != null) e.append(k instanceof Node ? k : String(k));
  return e;
}

// Seat numbers: games count seats from 0, players from 1 (the core's convention).
function seatLabel(n) { return (Number(n) + 1) + '号'; }
function isSeatKey(k) { return /seat/i.test(k || ''); }

// Renders any JSON value as readable sections. Keys naming seats show seat numbers.
function renderValue(v, key) {
  if (v === null || v === undefined) return document.createTextNode('—');
  if (typeof v === 'boolean') return document.createTextNode(v ? '是 ✓' : '否');
  if (typeof v === 'number') return document.createTextNode(isSeatKey(key) ? seatLabel(v) : String(v));
  if (typeof v === 'string') return document.createTextNode(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return document.createTextNode('—');
    if (v.every(x => typeof x !== 'object' || x === null)) {
      return document.createTextNode(v.map(x => (typeof x === 'number' && isSeatKey(key)) ? seatLabel(x) : (x === null ? '—' : String(x))).join('，'));
    }
    const ol = el('ol');
    v.forEach(x => ol.append(el('li', {}, renderValue(x, key))));
    return ol;
  }
  if ('zh' in v && 'en' in v && Object.keys(v).length === 2) return T.both(v);
  const dl = el('dl');
  for (const [k, x] of Object.entries(v)) {
    dl.append(el('dt', {}, k.replace(/_/g, ' ')), el('dd', {}, renderValue(x, k)));
  }
  return dl;
}

function renderView(view, only, skip) {
  const box = el('div');
  if (!view || typeof view !== 'object') return box;
  for (const [k, v] of Object.entries(view)) {
    if (only && !only.includes(k)) continue;
    if (skip && skip.includes(k)) continue;
    const sec = el('div', { class: 'card', 'data-key': k }, el('h2', {}, k.replace(/_/g, ' ')), renderValue(v, k));
    box.append(sec);
  }
  return box;
}

// A connection that resumes by itself: `hello(conn)` is called after every (re)connect.
class Conn {
  constructor(hello, onMessage, onStatus) {
    this.hello = hello; this.onMessage = onMessage; this.onStatus = onStatus || (() => {});
    this.re = 1; this.waiting = new Map(); this.backoff = 500; this.ws = null; this.open();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && (!this.ws || this.ws.readyState > 1)) this.open();
    });
    setInterval(() => { if (this.ws && this.ws.readyState === 1) this.send({ type: 'ping' }).catch(() => {}); }, 15000);
  }
  open() {
    if (this.ws && this.ws.readyState <= 1) return;
    const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
    this.ws = ws;
    this.onStatus('connecting');
    ws.onopen = () => { this.backoff = 500; this.onStatus('online'); this.hello(this); };
    ws.onclose = () => {
      this.onStatus('offline');
      for (const [, w] of this.waiting) w.reject({ code: 'offline', message: '连接已断开 / disconnected' });
      this.waiting.clear();
      setTimeout(() => this.open(), this.backoff);
      this.backoff = Math.min(this.backoff * 2, 8000);
    };
    ws.onmessage = (ev) => {
      let m; try { m = JSON.parse(ev.data); } catch { return; }
      if (m.re != null && this.waiting.has(m.re)) {
        const w = this.waiting.get(m.re); this.waiting.delete(m.re);
        if (m.type === 'error') w.reject(m); else w.resolve(m);
        return;
      }
      this.onMessage(m);
    };
  }
  send(msg) {
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== 1) { reject({ code: 'offline', message: '未连接 / not connected' }); return; }
      const re = this.re++;
      this.waiting.set(re, { resolve, reject });
      this.ws.send(JSON.stringify(Object.assign({}, msg, { re })));
    });
  }
}

// Keeps the screen on while the page is visible (where the browser allows it).
async function keepAwake() {
  try { if ('wakeLock' in navigator && document.visibilityState === 'visible') await navigator.wakeLock.request('screen'); } catch (e) { /* not allowed: ignore */ }
}
document.addEventListener('visibilitychange', keepAwake);

// Accumulates the log from pushes: full states replace it, others append.
class LogBook {
  constructor() { this.lines = []; }
  take(state) {
    const fresh = [];
    if (state.full) this.lines = [];
    if (state.log_from === this.lines.length) { this.lines.push(...state.log); if (!state.full) fresh.push(...state.log); }
    return fresh;
  }
}

function renderLog(ul, lines) {
  ul.replaceChildren(...lines.slice().reverse().map(l => el('li', { class: l.key === 'narrate' ? 'narrate' : '' }, T.both(l.text))));
}

function countdown(at, now, received) {
  const left = Math.max(0, Math.round((at - now - (Date.now() - received)) / 1000));
  return left + 's';
}

function codeFromPath(prefix) {
  const m = location.pathname.match(new RegExp('^/' + prefix + '/([A-Za-z0-9]{4})'));
  return m ? m[1].toUpperCase() : null;
}
