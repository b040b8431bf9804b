// Discord's markdown, drawn as DOM nodes (never as an HTML string).
//
// `ctx` names what a message points at: userName(id), roleName(id), channelName(id),
// emojiUrl(id, animated), openChannel(id). Every piece of text becomes a text node.

import {el, link} from "./dom.js";
import {timestamp} from "./time.js";

const BULLET = /^\s*[-*] +(?=\S)/;
const NUMBERED = /^\s*\d{1,9}\. +(?=\S)/;
const CODE_BLOCK = /```(?:([A-Za-z0-9_+.#-]+)\n)?\n?([\s\S]*?)\n?```/g;

// Blocks: code blocks, quotes, headings, subtext, lists; the rest is inline text.
export function markdown(text, ctx, {inline = false} = {}) {
  const out = document.createDocumentFragment();
  text = String(text ?? "");
  if (inline) {
    out.append(...spans(text, ctx));
    return out;
  }
  let at = 0;
  for (const match of text.matchAll(CODE_BLOCK)) {
    lines(text.slice(at, match.index), ctx, out, true);
    out.append(el("pre", {class: "code-block"}, el("code", {"data-lang": match[1] || null}, match[2])));
    at = match.index + match[0].length;
  }
  lines(text.slice(at), ctx, out, true);
  return out;
}

function lines(text, ctx, out, quotes) {
  if (!text) return;
  const rows = text.replace(/^\n|\n$/g, "").split("\n");
  let plain = [];
  const flush = () => {
    if (plain.length) out.append(el("div", {class: "md-text"}, ...spans(plain.join("\n"), ctx)));
    plain = [];
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    let m;
    if (quotes && (m = /^>>> ?([\s\S]*)$/.exec(row))) {
      flush();
      const rest = [m[1], ...rows.slice(i + 1)].join("\n");
      out.append(quote(rest, ctx));
      return;
    }
    if (quotes && /^> |^>$/.test(row)) {
      flush();
      const quoted = [];
      while (i < rows.length && /^> |^>$/.test(rows[i])) quoted.push(rows[i++].slice(2));
      i--;
      out.append(quote(quoted.join("\n"), ctx));
    } else if ((m = /^(#{1,3}) +(\S.*)$/.exec(row))) {
      flush();
      out.append(el(`h${m[1].length}`, {class: "md-heading"}, ...spans(m[2], ctx)));
    } else if ((m = /^-# +(\S.*)$/.exec(row))) {
      flush();
      out.append(el("div", {class: "md-subtext"}, ...spans(m[1], ctx)));
    } else if (BULLET.test(row) || NUMBERED.test(row)) {
      flush();
      const kind = NUMBERED.test(row) ? NUMBERED : BULLET;
      const list = el(kind === NUMBERED ? "ol" : "ul", {class: "md-list"});
      const first = /^\s*(\d+)\./.exec(row);
      if (first && first[1] !== "1") list.start = Number(first[1]);
      while (i < rows.length && kind.test(rows[i])) {
        list.append(el("li", {}, ...spans(rows[i++].replace(kind, ""), ctx)));
      }
      i--;
      out.append(list);
    } else {
      plain.push(row);
    }
  }
  flush();
}

function quote(text, ctx) {
  const box = el("blockquote", {class: "md-quote"});
  const inner = document.createDocumentFragment();
  lines(text, ctx, inner, false);
  box.append(inner);
  return box;
}

// Inline rules, tried in order at each place; the first that matches wins.
const RULES = [
  [/\\([^A-Za-z0-9\s])/y, (m) => m[1]],
  [/(`+)([\s\S]*?[^`])\1(?!`)/y, (m) => el("code", {class: "inline-code"}, m[2])],
  [/<@!?(\d+)>/y, (m, ctx) => mention("@" + (ctx.userName(m[1]) ?? "unknown-user"))],
  [/<@&(\d+)>/y, (m, ctx) => mention("@" + (ctx.roleName(m[1]) ?? "unknown-role"))],
  [/<#(\d+)>/y, (m, ctx) => {
    const name = ctx.channelName(m[1]);
    const node = mention("#" + (name ?? "unknown"));
    if (name !== null) {
      node.classList.add("clickable");
      node.addEventListener("click", () => ctx.openChannel(m[1]));
    }
    return node;
  }],
  [/<(a?):(\w{1,32}):(\d+)>/y, (m, ctx) => el("img", {
    class: "emoji", src: ctx.emojiUrl(m[3], m[1] === "a"), alt: `:${m[2]}:`, title: `:${m[2]}:`,
    draggable: "false"})],
  [/<t:(-?\d{1,13})(?::([tTdDfFR]))?>/y, (m) => timestamp(Number(m[1]), m[2] || "f")],
  [/\[((?:\\[\s\S]|[^\]\\])+)\]\(\s*<?(https?:\/\/[^\s)>]+)>?\s*\)/y, (m, ctx) => link(m[2], ...spans(m[1], ctx))],
  [/<(https?:\/\/[^\s>]+)>/y, (m) => link(m[1], m[1])],
  [/https?:\/\/[^\s<]+[^<.,:;"')\]\s]/y, (m) => link(m[0], m[0])],
  [/\*\*((?:\\[\s\S]|[^\\])+?)\*\*(?!\*)/y, (m, ctx) => el("strong", {}, ...spans(m[1], ctx))],
  [/__((?:\\[\s\S]|[^\\])+?)__(?!_)/y, (m, ctx) => el("u", {}, ...spans(m[1], ctx))],
  [/\*(?=\S)((?:\*\*|\\[\s\S]|\s+(?:\\[\s\S]|[^\s*\\]|\*\*)|[^\s*\\])+?)\*(?!\*)/y,
    (m, ctx) => el("em", {}, ...spans(m[1], ctx))],
  [/_((?:__|\\[\s\S]|[^\\_])+?)_(?![A-Za-z0-9])/y, (m, ctx) => el("em", {}, ...spans(m[1], ctx)), "word-start"],
  [/~~([\s\S]+?)~~/y, (m, ctx) => el("s", {}, ...spans(m[1], ctx))],
  [/\|\|([\s\S]+?)\|\|/y, (m, ctx) => el("span", {
    class: "spoiler", title: "Spoiler", onclick: (e) => e.currentTarget.classList.add("revealed")}, ...spans(m[1], ctx))],
];
const SPECIAL = /[\\`<[*_~|h]/g;

function spans(text, ctx) {
  const nodes = [];
  let plain = "";
  let at = 0;
  outer: while (at < text.length) {
    for (const [rule, make, where] of RULES) {
      if (where === "word-start" && at > 0 && /\w/.test(text[at - 1])) continue;
      rule.lastIndex = at;
      const m = rule.exec(text);
      if (!m) continue;
      if (plain) nodes.push(document.createTextNode(plain));
      plain = "";
      const made = make(m, ctx);
      nodes.push(made instanceof Node ? made : document.createTextNode(made));
      at += m[0].length;
      continue outer;
    }
    SPECIAL.lastIndex = at + 1;
    const next = SPECIAL.exec(text);
    const end = next ? next.index : text.length;
    plain += text.slice(at, end);
    at = end;
  }
  if (plain) nodes.push(document.createTextNode(plain));
  return nodes;
}

function mention(text) {
  return el("span", {class: "mention"}, text);
}

// Only custom emojis (at most 30) and spaces: Discord draws them large.
export function onlyEmojis(text) {
  const found = String(text ?? "").match(/<a?:\w+:\d+>/g);
  return Boolean(found) && found.length <= 30 && /^(\s*<a?:\w+:\d+>)+\s*$/.test(text);
}
