// 复盘: a finished game told as a story, in the moderator's view, for any game. The server
// replays the record once (GET /api/records/CODE/GAME/review: every step told — who acted,
// with the role the moderator knew, what they were asked and chose, the lines it added and
// to whom, the moments that decided the game; …/review/STEP: the table at that step, every
// hand shown). Offered only once the game has ended. The TV draws it at sofa size: the
// story on the left, the table on the right; a phone stacks them.
'use strict';

function reviewButton(code, game, roomSeats) {
  return el('button', { type: 'button', id: 'review-btn', class: 'review-btn', onclick: () => openReview(code, game, roomSeats) }, '复盘 / Review');
}

// What a moment is called, with its mark.
const MOMENTS = {
  out: { mark: '☠', zh: '出局', en: 'out' },
  shown: { mark: '◉', zh: '亮明身份', en: 'shown' },
  end: { mark: '⚑', zh: '终局', en: 'the end' },
};

// 「3号（潜伏战线）」: a seat with the role the moderator knew.
function reviewActor(s) {
  return el('span', { class: 'actor' }, el('b', {}, seatLabel(s.seat.no)),
    s.secret ? el('span', { class: 'badge role-badge ' + toneClass(s.secret.tone) }, T.t(s.secret.text)) : null);
}

// What a step's actor chose: the card it used, drawn as a card, and the words.
function reviewChoice(c) {
  const words = T.t(c.short || c.label);
  return el('span', { class: 'chose' }, c.card ? cardFace(c.card, { mini: true }) : null, words);
}

// One line of the log: who it was written to, when not everyone.
function reviewLine(l) {
  const to = (l.to || []).length ? el('span', { class: 'to' }, '→' + l.to.map(s => seatLabel(s.no)).join('、') + T.s('：', ': ')) : null;
  const mod = l.moderator ? el('span', { class: 'to' }, T.s('（法官）', '(moderator) ')) : null;
  return el('li', { class: l.to && l.to.length ? 'private' : '' }, mod, to, T.t(l.text));
}

// A step of the story, as one sentence: 「12 · 2号（杀手） 今晚杀谁？ → 7号」.
function reviewSentence(s) {
  return el('span', { class: 'sentence' }, reviewActor(s), ' ',
    el('span', { class: 'question' }, T.t(s.question)),
    s.chose.length ? el('span', { class: 'arrow' }, ' → ') : null,
    ...s.chose.map(reviewChoice));
}

// The story as a list: a run of passes folds into one line; moments are marked.
function reviewStory(story, at, go) {
  const items = [];
  let i = 0;
  while (i < story.length) {
    const s = story[i];
    if (s.minor && !s.moments.length) {
      let j = i;
      while (j + 1 < story.length && story[j + 1].minor && !story[j + 1].moments.length) j++;
      const run = story.slice(i, j + 1);
      const who = [...new Set(run.map(r => r.seat.no))].map(seatLabel).join('、');
      const cur = at >= run[0].step && at <= run[run.length - 1].step;
      items.push(el('li', { class: 'minor' + (cur ? ' current' : ''), 'data-step': run[0].step, onclick: () => go(run[run.length - 1].step) },
        el('span', { class: 'no' }, run.length > 1 ? run[0].step + '–' + run[run.length - 1].step : String(run[0].step)),
        T.s(`${who} 让过或无可选（${run.length}步）`, `${who} passed or had no choice (${run.length})`)));
      i = j + 1;
      continue;
    }
    items.push(el('li', { class: (s.step === at ? 'current' : '') + (s.moments.length ? ' moment' : ''), 'data-step': s.step, onclick: () => go(s.step) },
      el('span', { class: 'no' }, String(s.step)),
      s.moments.map(m => el('span', { class: 'mark', title: T.s(MOMENTS[m].zh, MOMENTS[m].en) }, MOMENTS[m].mark)),
      reviewSentence(s)));
    i++;
  }
  return items;
}

// The table at a step: every seat with its role, badges, cards in front and its hand.
function reviewTable(sc, roomSeats) {
  const zones = (sc.zones || []).filter(z => !z.reference);
  const mine = (no) => zones.filter(z => z.owner && z.owner.no === no);
  const seats = sc.seats.map(c => {
    const card = seatCard({ ...c, role: c.role || c.secret }, { roomSeats });
    for (const z of mine(c.seat.no)) {
      const cards = (z.cards || []).map(f => cardFace(f, { mini: true }));
      if (z.hidden) cards.push(cardBack(z.hidden));
      card.append(el('div', { class: 'hand zone private' }, el('span', { class: 'dim' }, T.t(z.title)), el('div', { class: 'cards' }, cards.length ? cards : el('span', { class: 'dim' }, T.s('（无）', '(none)')))));
    }
    return card;
  });
  const centre = zones.filter(z => !z.owner).map(z => renderZone(z, ''));
  return [el('div', { class: 'review-seats' }, seats),
    el('div', { class: 'review-zones' }, centre, renderPending(sc.pending || []))];
}

async function openReview(code, game, roomSeats) {
  const box = el('div', { id: 'review', class: 'overlay review' });
  document.body.append(box);
  const close = () => el('button', { type: 'button', 'data-review': 'close', onclick: () => box.remove() }, T.s('关闭', 'Close'));
  const fail = (m) => box.replaceChildren(el('div', { class: 'error' }, m || T.s('复盘打不开', 'the review did not open')), close());
  const sr = await fetch(`/api/records/${code}/${game}/review`);
  const whole = await sr.json().catch(() => ({}));
  if (!sr.ok) { fail(T.msg(whole.message)); return; }
  const story = whole.story, phases = whole.phases.map(p => p.step);
  let at = 0, last = null;
  const show = async (step) => {
    const r = await fetch(`/api/records/${code}/${game}/review/${step}`);
    const v = await r.json().catch(() => ({}));
    if (!r.ok) { fail(T.msg(v.message)); return; }
    at = v.step; last = v;
    const sc = v.scene, banner = el('div', { class: 'banner' });
    renderBanner(sc.banner, banner);
    const prevPhase = [...phases].reverse().find(p => p < at), nextPhase = phases.find(p => p > at);
    const btn = (label, to, name) => el('button', { type: 'button', 'data-review': name, disabled: to == null || to < 0 || to > whole.steps, onclick: () => show(to) }, label);
    const told = v.told;
    const now = el('div', { class: 'review-now' },
      told ? reviewSentence(told) : el('span', {}, T.s('发牌', 'The deal')),
      told && told.moments.length ? el('span', { class: 'marks' }, told.moments.map(m => MOMENTS[m].mark + T.s(MOMENTS[m].zh, MOMENTS[m].en)).join(' ')) : null);
    const moments = story.filter(s => s.moments.length).map(s => el('button', { type: 'button', class: 'moment-chip' + (s.step === at ? ' current' : ''), 'data-review': 'moment', onclick: () => show(s.step) },
      s.moments.map(m => MOMENTS[m].mark).join(''), ' ',
      s.out && s.out.length ? s.out.map(o => seatLabel(o.no)).join('、') + T.s('出局', ' out') : T.s(MOMENTS[s.moments[0]].zh, MOMENTS[s.moments[0]].en)));
    const list = el('ol', { class: 'review-story' }, reviewStory(story, at, show));
    box.replaceChildren(
      el('div', { class: 'review-head' },
        el('h2', {}, '复盘 ', el('span', { class: 'en' }, 'Review'), ' · ', T.s(`第 ${at} / ${whole.steps} 步`, `step ${at} of ${whole.steps}`)),
        el('div', { class: 'row review-controls' },
          btn('« ' + T.s('上一阶段', 'phase'), prevPhase, 'prev-phase'), btn('◀ ' + T.s('上一步', 'back'), at - 1, 'prev'),
          btn(T.s('下一步', 'next') + ' ▶', at + 1, 'next'), btn(T.s('下一阶段', 'phase') + ' »', nextPhase, 'next-phase'), close())),
      el('div', { class: 'review-moments row' }, el('span', { class: 'dim' }, T.s('关键时刻', 'Moments')), moments),
      el('div', { class: 'review-main' },
        el('div', { class: 'review-left' }, now, el('ul', { class: 'log review-lines' }, (v.lines || []).map(reviewLine)), list),
        el('div', { class: 'review-right' }, banner, ...reviewTable(sc, roomSeats))));
    // The current step in the middle of the story's own scroll (the page stays put).
    const cur = list.querySelector('.current');
    if (cur) list.scrollTop = cur.offsetTop - list.offsetTop - list.clientHeight / 2;
  };
  await show(0);
  return () => last;
}
