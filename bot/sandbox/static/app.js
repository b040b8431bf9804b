// The sandbox's page: one member's view of the server, kept live over /api/live.
// The contract (API, websocket messages, element names) is docs/sandbox.md.

import {byId, clear, el} from "./dom.js";
import {closeSelect, renderMessage} from "./render.js";
import {setupComposer} from "./composer.js";
import {drawHealth, drawBot} from "./health.js";
import {closeModal, showModal} from "./modal.js";
import {drawer} from "./drawers.js";
import {tickRelative} from "./time.js";

const EPHEMERAL = 1 << 6;
const KEPT_PER_CHANNEL = 200;
const $ = (id) => document.getElementById(id);

const params = new URLSearchParams(location.search);
const S = {
  as: params.get("as") || "",
  channel: params.get("channel") || "",
  state: null, // the server's last word, for S.as only
  messages: new Map(), // channel id -> messages, oldest first
  unread: new Set(),
  dismissed: new Set(),
  commandNames: new Map(), // interaction id -> "poker join": the line above a reply
  ws: null,
  generation: 0, // bumped on every (re)connection: a stale socket's news is dropped
  backoff: 500,
  retry: null,
  shown: null, // the channel drawn now
  names: "", // the channels' and members' names mentions were drawn with
};

// -- talking to the sandbox -------------------------------------------------

class Problem extends Error {
  constructor(message, status = 0) {
    super(message);
    this.status = status;
  }
}

async function api(path, body) {
  let response;
  try {
    response = await fetch(path, body === undefined ? {cache: "no-store"} : {
      method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  } catch {
    throw new Problem("The sandbox does not answer: is it still running?");
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    // not JSON: said below
  }
  if (!response.ok) throw new Problem(data?.error || `The sandbox answered ${response.status}.`, response.status);
  return data;
}

let toastTimer = null;

function toast(line) {
  const box = $("toast");
  clearTimeout(toastTimer);
  box.textContent = line;
  box.hidden = !line;
  if (line) toastTimer = setTimeout(() => { box.hidden = true; }, 10000);
}

// Every action clears the last error first; its own error, if any, takes its place.
async function action(run) {
  toast("");
  try {
    return await run();
  } catch (problem) {
    toast(problem.message || String(problem));
    return null;
  }
}

function act(body, element) {
  $("interaction-failed").hidden = true;
  if (element) {
    element.classList.add("pending");
    setTimeout(() => element.classList.remove("pending"), 3000);
  }
  return action(() => api("/api/act", {as: S.as, ...body}));
}

async function changeWorld(body) {
  const state = await action(() => api("/api/world", {...body, as: S.as}));
  if (state) applyState(state);
  return state;
}

// -- the live connection ------------------------------------------------------

async function connect() {
  const generation = ++S.generation;
  clearTimeout(S.retry);
  if (S.ws) {
    S.ws.onclose = null;
    S.ws.close();
    S.ws = null;
  }
  let state;
  try {
    state = await api(`/api/state?as=${encodeURIComponent(S.as)}`);
  } catch (problem) {
    if (generation !== S.generation) return;
    if (problem.status === 400 && S.as) { // an unknown member in the address: act as the first
      toast(problem.message);
      S.as = "";
      connect();
    } else {
      offline(generation);
    }
    return;
  }
  if (generation !== S.generation) return;
  $("banner").hidden = true;
  applyState(state);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/api/live?as=${encodeURIComponent(S.as)}`);
  S.ws = ws;
  ws.onmessage = (event) => {
    if (generation !== S.generation) return;
    $("banner").hidden = true;
    S.backoff = 500;
    receive(JSON.parse(event.data));
  };
  ws.onclose = (event) => {
    // 1013: too many pages are open; the reason says so. Try again, but seldom.
    if (generation === S.generation) offline(generation, event.code === 1013 ? event.reason : "");
  };
}

function offline(generation, refused = "") {
  const banner = $("banner");
  banner.textContent = refused ? `The sandbox refused this page (${refused}); trying again…`
    : "Sandbox offline — reconnecting…";
  banner.hidden = false;
  drawBot({status: "offline", name: botName(), detail: refused || "the sandbox does not answer"}, {quiet: true});
  S.retry = setTimeout(() => { if (generation === S.generation) connect(); }, refused ? 10000 : S.backoff);
  S.backoff = Math.min(S.backoff * 2, 4000);
}

function receive(event) {
  switch (event.type) {
    case "state": return applyState(event.state);
    case "message": return upsert(event.message);
    case "delete": return remove(event.channel_id, event.id);
    case "modal": return showModal(event.interaction_id, event.modal, modalCtx);
    case "failed": return failed(event);
    case "health": return drawHealth(event.health);
    default: return null;
  }
}

function failed(event) {
  const box = $("interaction-failed");
  box.textContent = event.error || "The application did not respond";
  box.hidden = false;
  setTimeout(() => { box.hidden = true; }, 10000);
}

// -- the state --------------------------------------------------------------

function applyState(state) {
  if (!state || (S.as && state.me !== S.as)) return; // another member's view: never drawn here
  S.as = state.me;
  S.state = state;
  // What mentions are drawn with: a message naming a channel or member not yet known (a thread
  // the bot has just made) is drawn again once the state knows it.
  S.names = JSON.stringify([state.channels.map((c) => [c.id, c.name]), state.members.map((m) => [m.id, m.name])]);
  S.messages = new Map(Object.entries(state.messages || {}).map(
    ([id, list]) => [id, list.slice().sort((a, b) => byId(a.id, b.id))]));
  if (!where(S.channel)) S.channel = state.channels.find((c) => c.type === 0)?.id || state.dm?.id || "";
  const fresh = S.channel !== S.shown;
  drawSidebar();
  drawMembers();
  drawBot(state.bot);
  drawChannel(fresh);
  saveUrl();
}

function where(channelId) {
  const state = S.state;
  if (!state || !channelId) return null;
  if (state.dm && state.dm.id === channelId) return {id: channelId, name: botName(), dm: true};
  const channel = state.channels.find((c) => c.id === channelId);
  return channel ? {...channel, thread: Boolean(channel.parent_id)} : null;
}

function botName() {
  return S.state?.bot?.name || "Foster";
}

function me() {
  return S.state?.members.find((m) => m.id === S.as);
}

function upsert(message) {
  if (!S.state) return;
  const channelId = message.channel_id;
  if (!where(channelId)) {
    if (message.guild_id) return; // a channel the next state will bring
    S.state.dm = {id: channelId, type: 1}; // the bot's first DM to this member
    drawSidebar();
  }
  const list = S.messages.get(channelId) || [];
  const at = list.findIndex((m) => m.id === message.id);
  if (at >= 0) list[at] = message;
  else list.push(message);
  list.sort((a, b) => byId(a.id, b.id));
  if (list.length > KEPT_PER_CHANNEL) list.splice(0, list.length - KEPT_PER_CHANNEL);
  S.messages.set(channelId, list);
  if (channelId === S.channel) {
    drawMessage(message, at < 0);
  } else if (at < 0) {
    S.unread.add(channelId);
    drawSidebar();
  }
}

function remove(channelId, id) {
  const list = S.messages.get(channelId);
  if (!list) return;
  S.messages.set(channelId, list.filter((m) => m.id !== id));
  if (channelId === S.channel) drawChannel(false);
}

function saveUrl() {
  const query = new URLSearchParams(location.search);
  query.set("as", S.as);
  if (S.channel) query.set("channel", S.channel);
  history.replaceState(null, "", `?${query}`);
  const here = where(S.channel);
  document.title = `${here ? (here.dm ? "@" : "#") + here.name : "Sandbox"} · ${me()?.name || ""} · Foster sandbox`;
}

// -- drawing ----------------------------------------------------------------

const ctx = {
  userName: (id) => (id === S.state?.bot?.id ? botName() : S.state?.members.find((m) => m.id === id)?.name ?? null),
  roleName: () => null,
  channelName: (id) => where(id)?.name ?? null,
  emojiUrl: (id) => S.state?.emojis?.[id]?.url || `/emojis/${encodeURIComponent(id)}.png`,
  openChannel: (id) => openChannel(id),
  members: () => S.state?.members || [],
  channels: () => S.state?.channels || [],
  commandName: (interactionId) => S.commandNames.get(interactionId),
  dismiss: (id) => {
    S.dismissed.add(id);
    document.querySelector(`#messages .message[data-message-id="${CSS.escape(id)}"]`)?.remove();
  },
  act,
};

const modalCtx = {
  submit: (interactionId, values) => act({kind: "modal", interaction_id: interactionId, values}),
};

const composer = setupComposer({
  ...ctx,
  commands: () => S.state?.commands || [],
  where: () => ({channelId: S.channel, dm: Boolean(where(S.channel)?.dm), admin: Boolean(me()?.admin)}),
  send: (body) => act(body),
  autocomplete: async (body) => { // typing is no action: a failure shows in the menu, not the toast
    try {
      return (await api("/api/autocomplete", {as: S.as, ...body})).choices || [];
    } catch {
      return null;
    }
  },
  problem: toast,
  sent: (interactionId, command) => { // its reply may have come before this answer: draw it again
    S.commandNames.set(interactionId, command);
    const reply = $("messages").querySelector(`.message[data-interaction-id="${CSS.escape(interactionId)}"]`);
    if (reply) {
      reply.version = "";
      drawChannel(false);
    }
  },
});

function openChannel(id) {
  if (!where(id)) return;
  drawer(null);
  S.channel = id;
  S.unread.delete(id);
  drawSidebar();
  drawChannel(S.shown !== id);
  saveUrl();
}

// Redrawn only when what they show has changed: an element a member (or a test) has just
// found stays in the page.
const drawn = {};

function unchanged(part, ...inputs) {
  const key = JSON.stringify(inputs);
  if (drawn[part] === key) return true;
  drawn[part] = key;
  return false;
}

function drawSidebar() {
  const state = S.state;
  if (unchanged("sidebar", state.guild, state.channels, state.dm, S.channel, [...S.unread], botName())) return;
  $("guild-name").textContent = state.guild?.name || "";
  const box = clear($("channels"));
  const item = (channel, kind) => el("div", {
    class: `channel ${kind}` + (channel.id === S.channel ? " active" : "") + (S.unread.has(channel.id) ? " unread" : ""),
    "data-channel-id": channel.id, role: "link", tabindex: "0", title: channel.name,
    onclick: () => openChannel(channel.id),
    onkeydown: (e) => { if (e.key === "Enter") openChannel(channel.id); },
  }, el("span", {class: "channel-label"}, channel.name)); // its icon is drawn by the stylesheet
  box.append(el("div", {class: "category"}, "Text channels"));
  const tops = state.channels.filter((c) => !c.parent_id || !state.channels.some((p) => p.id === c.parent_id));
  for (const channel of tops) {
    box.append(item(channel, channel.parent_id ? "thread" : "text"));
    for (const thread of state.channels.filter((c) => c.parent_id === channel.id)) box.append(item(thread, "thread"));
  }
  box.append(el("div", {class: "category"}, "Direct messages"));
  if (state.dm) box.append(item({id: state.dm.id, name: botName()}, "dm"));
  else box.append(el("div", {class: "no-dm"}, `${botName()} has not written to you yet.`));
  const parent = clear($("thread-parent"));
  for (const channel of state.channels.filter((c) => c.type === 0)) {
    parent.append(el("option", {value: channel.id}, `in #${channel.name}`));
  }
  const here = where(S.channel);
  if (here && !here.dm) parent.value = here.parent_id || here.id;
}

function drawMembers() {
  const state = S.state;
  if (unchanged("members", state.members, S.as, state.bot?.status, botName(), state.guild.locale)) return;
  $("acting-name").textContent = me()?.name || "";
  $("acting-avatar").textContent = (me()?.name || "").slice(0, 1).toUpperCase();
  const pick = clear($("as"));
  for (const member of state.members) pick.append(el("option", {value: member.id}, member.name));
  pick.value = S.as;
  const list = clear($("member-list"));
  list.append(el("div", {class: "member bot"},
    el("span", {class: "avatar bot small", "aria-hidden": "true"}, "♠"),
    el("span", {class: "member-name"}, botName()), el("span", {class: "app-tag"}, "APP"),
    el("span", {class: `status-dot ${state.bot?.status || "offline"}`, title: state.bot?.status || ""})));
  for (const member of state.members) {
    list.append(el("div", {class: "member" + (member.id === S.as ? " me" : ""), "data-user-id": member.id},
      el("span", {class: "avatar small", "aria-hidden": "true"}, member.name.slice(0, 1).toUpperCase()),
      el("span", {class: "member-name"}, member.name),
      member.admin ? el("span", {class: "badge admin", title: "Manage Server"}, "admin") : null,
      member.dms_open ? null : el("span", {class: "badge dms-closed", title: "Takes no DMs from the server"}, "DMs closed"),
      el("span", {class: "member-actions"},
        el("button", {type: "button", class: "set-admin",
          onclick: () => changeWorld({op: "set_admin", user_id: member.id, admin: !member.admin})},
        member.admin ? "Unmake admin" : "Make admin"),
        el("button", {type: "button", class: "set-dms",
          onclick: () => changeWorld({op: "set_dms", user_id: member.id, open: !member.dms_open})},
        member.dms_open ? "Close DMs" : "Open DMs"),
        languagePick(member.locale, `${member.name}'s client language`,
          (locale) => changeWorld({op: "set_locale", user_id: member.id, locale})))));
  }
  list.append(el("div", {class: "member server-language"},
    el("span", {class: "member-name"}, "Server language"),
    el("span", {class: "member-actions"},
      languagePick(state.guild.locale, "The server's language (its preferred locale)",
        (locale) => changeWorld({op: "set_server_locale", locale})))));
}

// A client's language, as Discord's settings offer it: each interaction then carries it (`locale`).
function languagePick(current, label, chosen) {
  const pick = el("select", {class: "set-locale", "aria-label": label, title: label,
    onchange: (event) => chosen(event.target.value)});
  for (const locale of S.state.locales || ["en-US"]) pick.append(el("option", {value: locale}, locale));
  pick.value = current || "en-US";
  return pick;
}

// Whether the reader stays at the channel's bottom as it grows (he let go by scrolling up).
let stuck = true;
let lastTop = 0;

function nearBottom(box) {
  return box.scrollHeight - box.scrollTop - box.clientHeight < 80;
}

function drawChannel(fresh) {
  const here = where(S.channel);
  const box = $("messages");
  const stick = fresh || stuck || nearBottom(box); // a reader at the bottom stays there as it grows
  const keep = box.scrollTop;
  $("channel-name").textContent = here ? here.name : "";
  $("channel-icon").textContent = here ? (here.dm ? "@" : here.thread ? "🧵" : "#") : "";
  if (fresh) composer.reset(here ? `Message ${here.dm ? "@" : "#"}${here.name}` : "");
  S.shown = S.channel;
  if (!here) {
    clear(box);
    return;
  }
  // Each message keeps its node while it is unchanged (same payload, same neighbour above).
  const old = new Map([...box.querySelectorAll(".message")].map((node) => [node.dataset.messageId, node]));
  const nodes = [box.querySelector(`.channel-start[data-for="${CSS.escape(S.channel)}"]`) || channelStart(here)];
  let prev = null;
  for (const message of S.messages.get(S.channel) || []) {
    if (S.dismissed.has(message.id)) continue;
    nodes.push(messageNode(message, prev, old.get(message.id)));
    prev = message;
  }
  if (nodes.some((node, i) => box.children[i] !== node) || box.children.length !== nodes.length) {
    box.replaceChildren(...nodes);
    if (!box.querySelector(".select.open")) closeSelect(); // its message was redrawn
  }
  box.scrollTop = stick ? box.scrollHeight : keep;
  if (stick) stuck = true;
}

function messageNode(message, prev, old) {
  const version = JSON.stringify(message) + (prev ? prev.id : "") + S.names;
  if (old && old.version === version) return old;
  const node = renderMessage(message, ctx, prev);
  node.version = version;
  return node;
}

function channelStart(here) {
  return el("div", {class: "channel-start", "data-for": here.id},
    el("div", {class: "channel-start-icon", "aria-hidden": "true"}, here.dm ? "♠" : "#"),
    el("h2", {}, here.dm ? botName() : `Welcome to #${here.name}!`),
    el("p", {}, here.dm ? `The beginning of your direct messages with ${botName()}.`
      : `This is the start of the #${here.name} ${here.thread ? "thread" : "channel"}.`));
}

function drawMessage(message, isNew) {
  const box = $("messages");
  const stick = stuck || nearBottom(box) || (isNew && message.author?.id === S.as); // one's own line is shown, as in Discord
  drawChannel(false);
  if (stick) box.scrollTop = box.scrollHeight;
  const node = box.querySelector(`.message[data-message-id="${CSS.escape(message.id)}"]`);
  if (node && isNew && message.flags & EPHEMERAL) node.classList.add("arrived");
}

// -- switching member, and the forms -----------------------------------------

function switchMember(id) {
  drawer(null);
  if (id === S.as) return;
  const wasDm = where(S.channel)?.dm;
  S.as = id;
  S.state = null; // nothing of the last member's view survives the switch
  S.messages = new Map();
  S.unread.clear();
  S.dismissed.clear();
  S.commandNames.clear();
  if (wasDm) S.channel = "";
  closeModal();
  clear($("messages"));
  S.shown = null;
  connect();
}

function form(id, run) {
  $(id).addEventListener("submit", async (e) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.target));
    if (await run(data)) e.target.querySelectorAll('input[type="text"]').forEach((input) => { input.value = ""; });
  });
}

// A picture that loads late keeps a channel read at its bottom there. Only the reader's own
// scrolling (wheel, touch, keys, the scroll bar) lets go of the bottom. A scroll the page or the
// layout made does not: a picture may grow the channel after the page scrolled to its foot, and
// the scroll event read then looks like a step up that no reader took.
let readerAt = -Infinity;
const reading = () => { readerAt = performance.now(); };
for (const kind of ["wheel", "touchstart", "touchmove", "keydown"]) {
  $("messages").addEventListener(kind, reading, {passive: true});
}
$("messages").addEventListener("pointerdown", (e) => { if (e.target === $("messages")) reading(); }); // its scroll bar
$("messages").addEventListener("scroll", () => {
  const box = $("messages");
  const byReader = performance.now() - readerAt < 1000;
  if (byReader && box.scrollTop < lastTop - 2) stuck = nearBottom(box);
  else if (nearBottom(box)) stuck = true;
  lastTop = box.scrollTop;
});
$("messages").addEventListener("load", () => { if (stuck) $("messages").scrollTop = $("messages").scrollHeight; }, true);
$("as").addEventListener("change", (e) => switchMember(e.target.value));
form("add-member", ({name}) => changeWorld({op: "add_member", name: name.trim()}));
form("add-channel", ({name}) => changeWorld({op: "add_channel", name: name.trim()}));
form("add-thread", ({parent_id: parentId, name}) => changeWorld({op: "add_thread", parent_id: parentId, name: name.trim()}));
$("restart-bot").addEventListener("click", () => changeWorld({op: "restart_bot"}));
$("toast").addEventListener("click", () => toast(""));
setInterval(() => tickRelative($("messages")), 1000);
connect();
