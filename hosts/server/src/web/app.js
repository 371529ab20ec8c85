// tianhei web client: connection with reconnection, request/reply, and the drawing of any
// game's scene (banner, seat ring, cards, pending items, tallies, private panel) and
// prompts. No game knowledge lives here: a scene is the game's own description of what a
// viewer sees. Seats are shown by their number `no` (1-based); nothing here counts from 0.
'use strict';

// ---- Language: Chinese first, English on request (a toggle remembered per device). ----
const Lang = {
  cur: localStorage.getItem('tianhei.lang') === 'en' ? 'en' : 'zh',
  set(l) { this.cur = l; localStorage.setItem('tianhei.lang', l); },
  other() { return this.cur === 'zh' ? 'en' : 'zh'; },
};

const T = {
  // One language: the current one.
  t(t) { if (t == null) return ''; if (typeof t === 'object' && 'zh' in t) return (Lang.cur === 'en' ? t.en : t.zh) || t.zh || ''; return String(t); },
  // Two strings in the current language.
  s(zh, en) { return Lang.cur === 'en' ? en : zh; },
  // A server message written "中文 / English": the part in the current language.
  msg(m) {
    if (m == null) return '';
    const t = String(m), i = t.indexOf(' / ');
    if (i < 0) return t;
    return Lang.cur === 'en' ? t.slice(i + 3) : t.slice(0, i);
  },
  // Headings: the current language, the other one small beside it.
  both(t) {
    const span = document.createElement('span');
    if (t && typeof t === 'object' && 'zh' in t) {
      span.textContent = T.t(t);
      const o = Lang.cur === 'en' ? t.zh : t.en;
      if (o && o !== span.textContent) { const e = document.createElement('span'); e.className = 'en'; e.textContent = o; span.appendChild(e); }
    } else span.textContent = t == null ? '' : String(t);
    return span;
  },
};

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else if (v != null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k != null && k !== false) e.append(k instanceof Node ? k : String(k));
  return e;
}

// The connection's state in the status corner.
function connText(st) {
  return ({ connecting: T.s('连接中…', 'connecting…'), online: T.s('已连接', 'online'),
    offline: T.s('已断开，正在重连…', 'offline, reconnecting…') })[st] || st;
}
function showConn(node, st) { node.textContent = connText(st); node.dataset.state = st; node.className = 'status' + (st === 'online' ? '' : ' bad'); }

// Marks a game uses that a player may not know, explained in one line where they appear
// (国战's faction cards).
const LEGENDS = [
  { mark: /[◆◇]/, zh: '◆黑 ◇白 ？未明置：势力牌，前为主、后为副；两张都明置才确定势力；只剩一种势力存活时游戏结束',
    en: '◆ black ◇ white ? face-down: faction cards, main first, secondary second; a faction is known once both are face-up; the game ends when one faction is left' },
];
function legends(text) {
  const found = LEGENDS.filter(l => l.mark.test(text));
  return found.length ? el('div', { class: 'legend dim' }, found.map(l => T.s(l.zh, l.en)).join(' · ')) : null;
}

// Shrinks `box`'s font (from `max` px down to `min`) until `inner` fits inside it: the
// table screen never clips what is in play or the end table.
function fitInside(box, inner, max, min) {
  let f = max;
  box.style.fontSize = f + 'px';
  const over = () => inner.scrollHeight > box.clientHeight + 1 || inner.scrollWidth > box.clientWidth + 1;
  while (f > min && over()) { f = Math.max(min, f * 0.92); box.style.fontSize = f + 'px'; }
  return f;
}

// ---- Seats: `no` is the number players see. ----
function seatLabel(no) { return Lang.cur === 'en' ? 'Seat ' + no : no + '号'; }
function seatName(no, roomSeats) {
  const r = (roomSeats || []).find(x => x.no === no);
  return r && r.name ? r.name : '';
}
function seatWithName(no, roomSeats) {
  const n = seatName(no, roomSeats);
  return n ? seatLabel(no) + ' ' + n : seatLabel(no);
}

// ---- Scene parts. ----
function toneClass(t) { return 'tone-' + (t || 'plain'); }

function badge(b, extra) { return el('span', { class: 'badge ' + toneClass(b.tone) + (extra ? ' ' + extra : '') }, T.t(b.text)); }

function cardFace(c, opts) {
  opts = opts || {};
  const tag = opts.button ? 'button' : 'div';
  const e = el(tag, { class: 'cardface ' + toneClass(c.tone) + (opts.mini ? ' mini' : '') + (opts.chosen ? ' chosen' : ''), type: opts.button ? 'button' : null },
    c.corner ? el('div', { class: 'corner' }, T.t(c.corner)) : null,
    el('div', { class: 'name' }, T.t(c.name)),
    c.note ? el('div', { class: 'note' }, T.t(c.note)) : null);
  if (opts.onclick) e.onclick = opts.onclick;
  return e;
}

function cardBack(n) {
  const label = n > 1 ? T.s(n + '张背面朝上', n + ' face down') : T.s('背面朝上', 'face down');
  return el('div', { class: 'cardface back' }, el('div', { class: 'name' }, '?'), el('div', { class: 'note' }, label));
}

function renderBanner(b, node) {
  node.className = 'banner' + (b.night ? ' night' : '');
  node.replaceChildren(...[
    el('span', { class: 'phase' }, T.t(b.phase)),
    b.round ? el('span', { class: 'round' }, T.t(b.round)) : null,
    b.turn ? el('span', { class: 'turn' }, T.s(seatLabel(b.turn.no) + '的回合', seatLabel(b.turn.no) + "'s turn")) : null,
    b.line ? el('span', { class: 'line' }, T.t(b.line)) : null].filter(Boolean));
}

// One seat card. `opts`: roomSeats (names), waiting (numbers asked in public), me (my no).
function seatCard(c, opts) {
  const no = c.seat.no;
  const asked = (opts.waiting || []).includes(no);
  const rs = (opts.roomSeats || []).find(x => x.no === no);
  const cls = ['seat', c.out ? 'out' : '', c.turn ? 'turn' : '', c.speaking ? 'speaking' : '', asked && !c.out ? 'asked' : '',
    rs && rs.kind === 'human' && !rs.connected ? 'offline' : ''].filter(Boolean).join(' ');
  // The number and the name on one line, so a ring of cards stays low.
  const head = el('div', { class: 'head' },
    el('span', { class: 'num' }, seatLabel(no)),
    el('span', { class: 'name' }, (rs && rs.name) || (rs && rs.kind === 'empty' ? T.s('（空位）', '(empty)') : '')),
    no === opts.me ? el('span', { class: 'badge tone-gold' }, T.s('我', 'me')) : null,
    c.out ? el('span', { class: 'out-tag' }, T.t(c.out)) : null);
  const timer = (opts.timers || []).find(t => t.no === no);
  const badges = el('div', { class: 'badges' }, c.role ? badge(c.role, 'role-badge') : null, ...(c.badges || []).map(b => badge(b)),
    timer ? el('span', { class: 'badge seat-timer', 'data-at': timer.at }, secondsLeft(timer.at)) : null);
  const chips = (c.cards || []).length ? el('div', { class: 'chips' }, ...c.cards.map(f => cardFace(f, { mini: true }))) : null;
  return el('div', { class: cls, 'data-no': no }, head, badges, chips);
}

function renderPending(list) {
  return (list || []).map(p => el('div', { class: 'pending' + (p.state ? ' struck' : '') },
    p.user ? el('b', {}, seatLabel(p.user.no)) : null,
    p.user ? el('span', { class: 'arrow' }, '→') : null,
    cardFace(p.item),
    (p.targets && p.targets.length) || p.target ? el('span', { class: 'arrow' }, '→') : null,
    (p.targets || []).length ? el('b', {}, p.targets.map(t => seatLabel(t.no)).join(T.s('、', ', '))) : null,
    p.target ? el('span', {}, T.t(p.target)) : null,
    p.state ? el('span', { class: 'state' }, T.t(p.state)) : null));
}

// A vote as it is cast: the leaders with bars (the first `top`, when given), who voted for
// whom, who votes now.
function renderTally(t, top) {
  if (!t) return null;
  const max = Math.max(1, ...t.counts.map(c => c.votes));
  const shown = top ? t.counts.slice(0, top) : t.counts;
  return el('div', { class: 'tally' },
    el('h3', {}, T.both(t.title)),
    t.counts.length ? shown.map(c => el('div', { class: 'bar' },
      el('b', {}, seatLabel(c.seat.no)),
      el('div', {}, el('div', { class: 'fill', style: 'width:' + Math.round(100 * c.votes / max) + '%' })),
      el('span', {}, String(c.votes)))) : el('div', { class: 'dim' }, T.s('尚无人投票', 'No votes yet')),
    t.casts.length ? el('div', { class: 'casts' }, t.casts.map(c => seatLabel(c.voter.no) + '→' + (c.pick ? seatLabel(c.pick.no) : T.s('弃票', 'abstain'))).join('  ')) : null,
    t.voter ? el('div', {}, T.s('轮到' + seatLabel(t.voter.no) + '投票', seatLabel(t.voter.no) + ' to vote')) : null);
}

function factText(f) {
  const v = T.t(f.value);
  return v || (f.seats || []).map(s => seatLabel(s.no)).join(T.s('、', ', '));
}

function renderFacts(facts) {
  if (!facts || !facts.length) return null;
  return el('div', { class: 'facts' }, ...facts.flatMap((f, i) => [i ? ' · ' : '', T.t(f.label) + T.s('：', ': '), el('b', {}, factText(f))]));
}

function renderZone(z, cls) {
  const cards = (z.cards || []).map(c => cardFace(c));
  if (z.hidden) cards.push(cardBack(z.hidden));
  return el('div', { class: 'zone ' + (cls || '') },
    el('div', { class: 'dim' }, T.t(z.title)),
    el('div', { class: 'cards' }, cards.length ? cards : el('span', { class: 'dim' }, T.s('（无）', '(none)'))));
}

// A zone of reference text (a character's skills) on a shared screen: one line of names.
function renderRefZone(z) {
  return el('div', { class: 'zone-ref' },
    el('span', { class: 'dim' }, T.t(z.title) + T.s('：', ': ')),
    (z.cards || []).map(c => T.t(c.name)).join(' · '));
}

function renderPanel(p) {
  if (!p) return el('div', { class: 'dim' }, T.s('没有秘密信息', 'Nothing secret'));
  return el('div', { class: toneClass(p.tone) },
    el('div', { class: 'panel-title' }, T.t(p.title)),
    p.text ? el('p', {}, T.t(p.text)) : null,
    (p.facts || []).map(f => el('div', {}, el('span', { class: 'dim' }, T.t(f.label) + T.s('：', ': ')), factText(f))));
}

// The outcome: each seat's role, result and points; `me` (a no) is marked. `columns`
// splits the seats into side-by-side tables (the TV, for big tables).
// In a draw a seat that did not win did not lose either.
function renderOutcome(o, roomSeats, me, columns) {
  const draw = o.result && o.result.result === 'draw';
  const mark = (s) => s.won ? 'won' : draw ? 'draw' : 'lost';
  const words = { won: ['你赢了', 'You won', '胜', 'won'], draw: ['平局', 'Draw', '平', 'draw'], lost: ['你输了', 'You lost', '负', 'lost'] };
  const mine = me != null ? o.seats.find(s => s.no === me) : null;
  const verdict = mine ? el('div', { class: 'verdict ' + mark(mine) },
    T.s(words[mark(mine)][0], words[mark(mine)][1]) + '  ' + (mine.score > 0 ? '+' : '') + mine.score) : null;
  const head = () => el('tr', {}, el('th', {}, T.s('座位', 'Seat')), el('th', {}, T.s('名字', 'Name')), el('th', {}, T.s('身份', 'Role')), el('th', {}, T.s('胜负', 'Result')), el('th', {}, T.s('得分', 'Points')));
  const row = (s) => el('tr', { class: (s.won ? 'won' : '') + (mine && s === mine ? ' me' : '') },
    el('td', {}, seatLabel(s.no)), el('td', {}, seatName(s.no, roomSeats)), el('td', {}, T.t(s.role)),
    el('td', {}, T.s(words[mark(s)][2], words[mark(s)][3])), el('td', { class: 'num' }, (s.score > 0 ? '+' : '') + s.score));
  const k = Math.max(1, columns || 1), per = Math.ceil(o.seats.length / k);
  const tables = [];
  for (let i = 0; i < o.seats.length; i += per) tables.push(el('table', { class: 'results' }, head(), o.seats.slice(i, i + per).map(row)));
  return el('div', { class: 'outcome-card card' },
    verdict,
    el('h2', {}, T.t(o.summary)),
    el('div', { class: 'result-tables' }, tables));
}

// The room's running scores, best first; `columns` splits a long list side by side.
function renderScores(scores, columns) {
  if (!scores || !scores.length) return null;
  const rows = scores.slice().sort((a, b) => b.score - a.score);
  const head = () => el('tr', {}, el('th', {}, T.s('名字', 'Name')), el('th', {}, T.s('局数', 'Games')), el('th', {}, T.s('胜', 'Wins')), el('th', {}, T.s('总分', 'Total')));
  const k = Math.max(1, columns || 1), per = Math.ceil(rows.length / k), tables = [];
  for (let i = 0; i < rows.length; i += per) tables.push(el('table', { class: 'results scores' }, head(),
    rows.slice(i, i + per).map(r => el('tr', {}, el('td', {}, r.name), el('td', { class: 'num' }, r.games), el('td', { class: 'num' }, r.wins), el('td', { class: 'num' }, r.score)))));
  return el('div', { class: 'scores-card' },
    el('h3', {}, T.both({ zh: '积分榜', en: 'Scores' })),
    el('div', { class: 'result-tables' }, tables));
}

// ---- A prompt as one action card: options grouped under their card, then targets. ----
// A tap is acknowledged at once: the choice is marked, the card greyed and no longer
// tappable ("已提交"), until the server's next state takes the prompt away — or refuses the
// answer, which gives the card back (`failed`).
class PromptCard {
  // `onAnswer(prompt, choice)` sends an answer; `redraw()` draws the page again after a tap;
  // `faces()` lists the card faces the viewer can see (to draw a pick of cards as cards).
  constructor(onAnswer, redraw, faces) {
    this.onAnswer = onAnswer; this.redraw = redraw; this.faces = faces || (() => []);
    this.id = null; this.subject = null; this.picks = []; this.sent = null;
  }
  // Sends `choice` for `p` and shows it sent.
  send(p, choice) {
    if (this.sent) return;
    this.sent = choice.slice(); this.picks = choice.slice();
    this.redraw();
    this.onAnswer(p, choice);
  }
  // The answer to prompt `id` was refused: the card may be used again.
  failed(id) { if (this.id === id && this.sent) { this.sent = null; this.redraw(); } }
  // The card for `p`: the same node while nothing about it changed (a push about others
  // must not rebuild the buttons under a finger), with its countdown updated.
  render(p, deadlineText) {
    if (p.id !== this.id) { this.id = p.id; this.subject = null; this.picks = []; this.sent = null; }
    const key = [p.id, this.subject, this.picks.join(','), this.sent ? 's' : '', Lang.cur].join('|');
    if (this.node && this.key === key) {
      const t = this.node.querySelector('.timer');
      if (t) t.textContent = deadlineText;
      return this.node;
    }
    const sent = !!this.sent;
    const card = el('div', { class: 'prompt' + (sent ? ' sent' : ''), 'data-kind': p.kind });
    this.node = card; this.key = key;
    card.append(el('h2', {}, T.both(p.text)));
    if (deadlineText) card.append(el('div', { class: 'timer' }, deadlineText));
    const single = p.max === 1 && p.min === 1;
    const subjects = p.subjects || [];
    const tap = (i) => {
      if (sent) return;
      if (single) { this.send(p, [i]); return; }
      this.picks = this.picks.includes(i) ? this.picks.filter(x => x !== i) : (this.picks.length < p.max ? this.picks.concat([i]) : this.picks);
      this.redraw();
    };
    const optionButton = (o, i, label) => {
      // An offered character's skills, read before choosing it.
      const body = o.detail ? [el('b', {}, label), el('span', { class: 'detail' }, T.t(o.detail))] : [label];
      const b = el('button', { class: 'option' + (o.detail ? ' detailed' : '') + (this.picks.includes(i) ? ' chosen' : ''), 'data-i': i, type: 'button' }, ...body);
      b.disabled = sent;
      b.onclick = () => tap(i);
      return b;
    };
    // A pick of cards (discards, a hand to hand over, cards turned up): the options drawn
    // as the cards they are — options that are each alone under their card, or whose
    // labels name cards the viewer can see.
    const alone = subjects.length && p.options.every(o => o.subject != null) &&
      subjects.every((_, k) => p.options.filter(o => o.subject === k).length === 1);
    const faces = alone ? p.options.map(o => subjects[o.subject])
      : !subjects.length ? cardsOf(p.options, this.faces()) : null;
    if (faces) {
      card.append(el('div', { class: 'subjects picks' }, p.options.map((o, i) => {
        const b = cardFace(faces[i], { button: true, chosen: this.picks.includes(i), onclick: () => tap(i) });
        b.classList.add('option'); b.dataset.i = i; b.disabled = sent;
        return b;
      })));
    } else {
      const loose = [];
      p.options.forEach((o, i) => { if (o.subject == null) loose.push(optionButton(o, i, T.t(o.label))); });
      // Options of no card (pass, accept) first; then the cards, then what to do with one.
      if (loose.length) card.append(el('div', { class: 'options' }, loose));
      if (subjects.length) {
        // Playing cards have a corner (suit and number) or a note (a stamp); other
        // subjects (a claim) have a name only.
        const cards = subjects.some(f => f.corner || f.note);
        const head = !loose.length ? (cards ? T.s('选一张牌：', 'Pick a card:') : T.s('选择：', 'Choose:'))
          : (cards ? T.s('或者出一张牌：', 'Or play a card:') : T.s('或者：', 'Or:'));
        card.append(el('div', { class: 'dim hint' }, head));
        card.append(el('div', { class: 'subjects' }, subjects.map((f, k) => {
          const b = cardFace(f, {
            button: true, chosen: this.subject === k,
            onclick: () => { if (!sent) { this.subject = this.subject === k ? null : k; this.redraw(); } },
          });
          b.disabled = sent;
          return b;
        })));
        if (this.subject != null) {
          const idx = p.options.map((o, i) => i).filter(i => p.options[i].subject === this.subject);
          // What to do with the card, drawn as cards when each names one the viewer sees
          // (【澄清】: which of the dying player's intel to discard).
          const named = cardsOf(idx.map(i => ({ label: p.options[i].short || p.options[i].label })), this.faces());
          const under = idx.map((i, k) => {
            if (!named) return optionButton(p.options[i], i, T.t(p.options[i].short || p.options[i].label));
            const b = cardFace(named[k], { button: true, chosen: this.picks.includes(i), onclick: () => tap(i) });
            b.classList.add('option'); b.dataset.i = i; b.disabled = sent;
            return b;
          });
          card.append(el('div', { class: 'dim hint' }, T.s('然后：', 'Then:')), el('div', { class: 'options targets' + (named ? ' picks' : '') }, under));
        }
      }
    }
    if (!single && !sent) {
      const what = faces ? T.s('张', ' cards') : T.s('项', '');
      card.append(el('div', { class: 'dim hint' }, p.min === p.max
        ? T.s(`选 ${p.min} ${what}`, `pick ${p.min}${what}`) : T.s(`选 ${p.min}–${p.max} ${what}`, `pick ${p.min} to ${p.max}${what}`)));
      const ok = el('button', { class: 'primary submit', type: 'button' }, T.s('确定', 'Confirm') + ' (' + this.picks.length + ')');
      ok.disabled = this.picks.length < p.min || this.picks.length > p.max;
      ok.onclick = () => this.send(p, this.picks.slice());
      card.append(ok);
    }
    if (sent) card.append(el('div', { class: 'sent-note' }, T.s('已提交，等待其他人…', 'Sent; waiting for the others…')));
    return card;
  }
}

// The card faces that `options` name, one per option, when every option is a card the
// viewer can see (`【闪】♦9` is the face named 闪 with ♦9 in its corner); else null.
function cardsOf(options, faces) {
  if (!options.length || !faces.length) return null;
  const out = options.map(o => {
    const label = (o.label && o.label.zh) || '';
    return faces.find(f => label === '【' + f.name.zh + '】' + (f.corner ? f.corner.zh : '')) ||
      faces.find(f => label === f.name.zh + (f.corner ? f.corner.zh : '')) ||
      // Intel as 谍战篇 names it, 「红【截获】→🔒」: the face's colours, then its kind and marks.
      (label.includes('【') ? faces.find(f => f.note && label.replace(/[【】]/g, '') === f.name.zh.replace('双色', '') + f.note.zh) : null) || null;
  });
  return out.every(Boolean) ? out : null;
}

// Every card face in a scene: zones, and the cards in front of seats.
function sceneFaces(sc) {
  if (!sc) return [];
  return [...(sc.zones || []).flatMap(z => z.cards || []), ...(sc.seats || []).flatMap(c => c.cards || [])];
}

// ---- Connection that resumes by itself: `hello(conn)` runs after every (re)connect. ----
class Conn {
  // `room()`: the room this page is in, if it knows one; named in the socket's URL, so a
  // busy server still lets a phone come back to its room.
  constructor(hello, onMessage, onStatus, room) {
    this.hello = hello; this.onMessage = onMessage; this.onStatus = onStatus || (() => {});
    this.room = room || (() => null);
    this.re = 1; this.waiting = new Map(); this.backoff = 500; this.ws = null; this.stopped = false; this.open();
    document.addEventListener('visibilitychange', () => {
      if (!this.stopped && document.visibilityState === 'visible' && (!this.ws || this.ws.readyState > 1)) this.open();
    });
    setInterval(() => { if (this.ws && this.ws.readyState === 1) this.send({ type: 'ping' }).catch(() => {}); }, 15000);
  }
  open() {
    if (this.stopped || (this.ws && this.ws.readyState <= 1)) return;
    // `base`: the server a `moved` reply named (several server processes); else this page's.
    const target = this.base;
    const room = this.room();
    const url = target || (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
    const ws = new WebSocket(room ? url + '?room=' + encodeURIComponent(room) : url);
    this.ws = ws;
    let opened = false;
    this.onStatus('connecting');
    ws.onopen = () => {
      opened = true; this.backoff = 500; this.onStatus('online');
      // After a move: the requests that were sent on go again, in place of the greeting.
      const again = this.resend || [];
      this.resend = [];
      if (again.length) for (const w of again) this.send(w.msg).then(w.resolve, w.reject);
      else this.hello(this);
    };
    ws.onclose = () => {
      // The named server is unreachable: back to this page's own, which knows where to go.
      if (target && !opened) this.base = null;
      this.onStatus('offline');
      for (const [, w] of this.waiting) w.reject({ code: 'offline', message: '连接已断开 / disconnected' });
      this.waiting.clear();
      if (!this.stopped) setTimeout(() => this.open(), this.backoff);
      this.backoff = Math.min(this.backoff * 2, 8000);
    };
    ws.onmessage = (ev) => {
      let m; try { m = JSON.parse(ev.data); } catch { return; }
      if (m.re != null && this.waiting.has(m.re)) {
        const w = this.waiting.get(m.re); this.waiting.delete(m.re);
        if (m.type === 'moved') { this.moveTo(m.url, w); return; }
        if (m.type === 'error') w.reject(m); else w.resolve(m);
        return;
      }
      this.onMessage(m);
    };
  }
  // The room runs in another server process: connect there and send the request again.
  moveTo(url, w) {
    this.base = url.replace(/^http/, 'ws').replace(/\/+$/, '') + '/ws';
    (this.resend = this.resend || []).push(w);
    this.backoff = 0;
    this.ws.close();
  }
  send(msg) {
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== 1) { reject({ code: 'offline', message: '未连接 / not connected' }); return; }
      const re = this.re++;
      this.waiting.set(re, { resolve, reject, msg });
      // `re` first: the server reads it even from a message it refuses unparsed (too large).
      this.ws.send(JSON.stringify(Object.assign({ re }, msg, { re })));
    });
  }
}

// Keeps the screen on while the page is visible (where the browser allows it).
async function keepAwake() {
  try { if ('wakeLock' in navigator && document.visibilityState === 'visible') await navigator.wakeLock.request('screen'); } catch (e) { /* not allowed: ignore */ }
}
document.addEventListener('visibilitychange', keepAwake);

// ---- The log from pushes: full states replace it, others append. ----
class LogBook {
  constructor() { this.lines = []; }
  take(state) {
    const fresh = [];
    if (state.full) this.lines = [];
    if (state.log_from === this.lines.length) { this.lines.push(...state.log); if (!state.full) fresh.push(...state.log); }
    return fresh;
  }
}

// Log lines newest first; a run of passes (keys ending in `.pass`) folds onto one line.
function logItems(lines, limit) {
  const items = [];
  for (const l of lines) {
    const pass = /\.pass$/.test(l.key || '') && l.pace_ms == null;
    const last = items[items.length - 1];
    if (pass && last && last.pass) last.texts.push(T.t(l.text));
    else items.push({ pass, texts: [T.t(l.text)], narrate: l.pace_ms != null || l.key === 'narrate' });
  }
  const out = items.slice(-(limit || 200)).reverse();
  return out.map(i => el('li', { class: i.pass ? 'passes' : (i.narrate ? 'narrate' : '') }, i.texts.join(' · ')));
}

function countdown(at, now, received) {
  const left = Math.max(0, Math.round((at - now - (Date.now() - received)) / 1000));
  return left + 's';
}

// The server's clock as this page sees it (deadlines are server epoch milliseconds).
const Clock = {
  offset: 0,
  take(state) { this.offset = state.now - Date.now(); },
  left(at) { return Math.max(0, Math.round((at - Date.now() - this.offset) / 1000)); },
};
// A countdown's words: `58秒` / `58 s`.
function secondsLeft(at) { const n = Clock.left(at); return T.s(n + '秒', n + ' s'); }
// Every drawn countdown (`data-at`) shows the seconds left.
function tickTimers() {
  for (const e of document.querySelectorAll('[data-at]')) {
    const t = secondsLeft(+e.dataset.at);
    if (e.textContent !== t) e.textContent = t;
  }
}
setInterval(tickTimers, 250);

function codeFromPath(prefix) {
  const m = location.pathname.match(new RegExp('^/' + prefix + '/([A-Za-z0-9]{4})'));
  return m ? m[1].toUpperCase() : null;
}

function langButton(onChange) {
  const b = el('button', { type: 'button', class: 'lang' }, Lang.cur === 'en' ? '中文' : 'EN');
  b.onclick = () => { Lang.set(Lang.other()); b.textContent = Lang.cur === 'en' ? '中文' : 'EN'; onChange(); };
  return b;
}

