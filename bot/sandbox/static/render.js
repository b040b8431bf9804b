// A Discord message, drawn as Discord draws it: header, content, embeds, attachments,
// components (buttons and selects), the "thinking…" state and the ephemeral note.
//
// `ctx` (from app.js) adds to markdown's: me, act(body, element), commandName(interactionId),
// dismiss(messageId), members(), channels().

import {el, link, svg, webUrl} from "./dom.js";
import {markdown, onlyEmojis} from "./markdown.js";
import {fullTime, messageTime, timestamp} from "./time.js";

const EPHEMERAL = 1 << 6;
const THINKING = 1 << 7;
const COMPONENTS_V2 = 1 << 15; // the message is drawn from its components alone
const GROUP_WITHIN_MS = 7 * 60 * 1000;

export function renderMessage(m, ctx, prev) {
  const flags = m.flags || 0;
  const meta = m.interaction_metadata;
  const author = m.author || {};
  const continued = prev && !meta && prev.author?.id === author.id
    && Boolean((prev.flags || 0) & EPHEMERAL) === Boolean(flags & EPHEMERAL)
    && Date.parse(m.timestamp) - Date.parse(prev.timestamp) < GROUP_WITHIN_MS;
  const node = el("div", {
    class: "message" + (continued ? " continued" : "") + (flags & EPHEMERAL ? " ephemeral" : ""),
    "data-message-id": m.id, "data-channel-id": m.channel_id, "data-interaction-id": meta?.id,
  });
  if (meta && meta.type === 2) node.append(usedCommand(m, meta, ctx));
  const name = author.global_name || author.username || "unknown";
  node.append(continued
    ? el("span", {class: "gutter-time", title: fullTime(m.timestamp)}, shortTime(m.timestamp))
    : el("div", {class: "avatar" + (author.bot ? " bot" : ""), style: `--hue:${hue(author.id)}`, "aria-hidden": "true"},
      author.bot ? "♠" : name.slice(0, 1).toUpperCase()));
  const body = el("div", {class: "message-body"});
  if (!continued) {
    body.append(el("div", {class: "message-header"},
      el("span", {class: "author"}, name),
      author.bot ? el("span", {class: "app-tag"}, "APP") : null,
      el("time", {class: "time", title: fullTime(m.timestamp), datetime: m.timestamp}, messageTime(m.timestamp))));
  }
  if (flags & THINKING) {
    body.append(el("div", {class: "thinking"}, `${name} is thinking`, el("span", {class: "dots"}, "…")));
  } else if (m.content) {
    const content = el("div", {class: "content" + (onlyEmojis(m.content) ? " jumbo" : "")}, markdown(m.content, ctx));
    if (m.edited_timestamp && !meta) { // Discord marks a reply's first filling-in as no edit
      const last = content.lastChild?.classList?.contains("md-text") ? content.lastChild : content;
      last.append(el("span", {class: "edited", title: fullTime(m.edited_timestamp)}, "(edited)"));
    }
    body.append(content);
  }
  const embeds = m.embeds || [];
  if (embeds.length) body.append(el("div", {class: "embeds"}, embeds.map((e) => embed(e, m, ctx))));
  // With components v2 a file shows only through a component that names it, as in Discord.
  const shown = flags & COMPONENTS_V2 ? [] : attachments(m, embeds);
  if (shown.length) body.append(el("div", {class: "attachments"}, shown));
  if ((m.components || []).length) {
    body.append(el("div", {class: "components"}, m.components.map((c) => component(c, m, ctx))));
  }
  if (flags & EPHEMERAL) {
    body.append(el("div", {class: "ephemeral-note"},
      eye(), " Only you can see this · ",
      el("button", {class: "dismiss", type: "button", onclick: () => ctx.dismiss(m.id)}, "Dismiss message")));
  }
  node.append(body);
  return node;
}

function eye() {
  return svg("svg", {class: "eye", viewBox: "0 0 24 24", width: 16, height: 16, "aria-hidden": "true"},
    svg("path", {fill: "currentColor", d: "M12 5C5.6 5 2 12 2 12s3.6 7 10 7 10-7 10-7-3.6-7-10-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"}));
}

function fileIcon() {
  return svg("svg", {class: "file-icon", viewBox: "0 0 24 30", width: 24, height: 30, "aria-hidden": "true"},
    svg("path", {fill: "currentColor", d: "M3 0h12l9 9v18a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3zm11 2v8h8z"}));
}

function usedCommand(m, meta, ctx) {
  const user = meta.user || {};
  const command = m.interaction?.name || ctx.commandName(meta.id);
  return el("div", {class: "interaction-line"},
    el("span", {class: "reply-spine", "aria-hidden": "true"}),
    el("span", {class: "used-by"}, user.global_name || user.username || "someone"),
    command ? [" used ", el("span", {class: "used-command"}, `/${command}`)] : " used a command");
}

function shortTime(iso) {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? "" : when.toLocaleTimeString(undefined, {hour: "2-digit", minute: "2-digit"});
}

function hue(id) {
  let h = 0;
  for (const c of String(id || "")) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

// attachment://name points at one of the message's own files.
function media(url, m) {
  if (!url) return null;
  if (String(url).startsWith("attachment://")) {
    const file = (m.attachments || []).find((a) => a.filename === url.slice("attachment://".length));
    return file ? webUrl(file.url) : null;
  }
  return webUrl(url);
}

// The description of the message's file an attachment:// address names ("" for none).
function described(url, m) {
  if (!String(url || "").startsWith("attachment://")) return "";
  const file = (m.attachments || []).find((a) => a.filename === url.slice("attachment://".length));
  return file?.description || "";
}

function embed(e, m, ctx) {
  const color = Number.isInteger(e.color) ? `#${e.color.toString(16).padStart(6, "0")}` : null;
  const box = el("div", {class: "embed", style: color ? `border-left-color:${color}` : null});
  const thumb = media(e.thumbnail?.url, m);
  if (thumb) box.classList.add("has-thumbnail");
  if (e.author?.name) {
    const icon = media(e.author.icon_url, m);
    box.append(el("div", {class: "embed-author"}, icon ? el("img", {src: icon, alt: ""}) : null,
      e.author.url ? link(e.author.url, e.author.name) : el("span", {}, e.author.name)));
  }
  if (e.title) {
    const title = markdown(e.title, ctx, {inline: true});
    box.append(el("div", {class: "embed-title"}, e.url ? link(e.url, title) : title));
  }
  if (e.description) box.append(el("div", {class: "embed-description"}, markdown(e.description, ctx)));
  if ((e.fields || []).length) box.append(fields(e.fields, ctx, thumb ? 2 : 3));
  if (thumb) box.append(el("img", {class: "embed-thumbnail", src: thumb, alt: ""}));
  const image = media(e.image?.url, m);
  if (image) {
    // A picture of the bot's own carries its words (the attachment's description): the alt text.
    const words = described(e.image?.url, m);
    box.append(el("img", {class: "embed-image", src: image, alt: words, title: words || null}));
  }
  if (e.footer?.text || e.timestamp) {
    const icon = media(e.footer?.icon_url, m);
    box.append(el("div", {class: "embed-footer"}, icon ? el("img", {src: icon, alt: ""}) : null,
      el("span", {}, e.footer?.text || ""),
      e.timestamp ? [e.footer?.text ? " • " : "", timestamp(Date.parse(e.timestamp) / 1000, "f")] : null));
  }
  return box;
}

// Inline fields share a row (up to three, two beside a thumbnail); others take a row each.
function fields(list, ctx, perRow) {
  const grid = el("div", {class: "embed-fields"});
  let run = [];
  const place = () => {
    for (let i = 0; i < run.length; i += perRow) {
      const row = run.slice(i, i + perRow);
      const span = 12 / row.length;
      row.forEach((node, j) => { node.style.gridColumn = `${1 + j * span} / ${1 + (j + 1) * span}`; });
    }
    run = [];
  };
  for (const f of list) {
    const node = el("div", {class: "embed-field" + (f.inline ? " inline" : "")},
      el("div", {class: "embed-field-name"}, markdown(f.name, ctx, {inline: true})),
      el("div", {class: "embed-field-value"}, markdown(f.value, ctx)));
    if (f.inline) {
      run.push(node);
    } else {
      place();
      node.style.gridColumn = "1 / 13";
    }
    grid.append(node);
  }
  place();
  return grid;
}

function isImage(a) {
  return String(a.content_type || "").startsWith("image/") || /\.(png|jpe?g|gif|webp)$/i.test(a.filename || "");
}

function attachments(m, embeds) {
  const used = new Set();
  for (const e of embeds) {
    for (const url of [e.image?.url, e.thumbnail?.url, e.author?.icon_url, e.footer?.icon_url]) {
      if (String(url || "").startsWith("attachment://")) used.add(url.slice("attachment://".length));
    }
  }
  return (m.attachments || []).filter((a) => !used.has(a.filename)).map((a) => {
    const url = webUrl(a.url);
    if (isImage(a) && url) {
      // Drawn at its final size at once (Discord sends the picture's size), so the channel
      // does not jump when it loads.
      const scale = a.width && a.height ? Math.min(1, 400 / a.width, 300 / a.height) : 0;
      return link(url, el("img", {
        class: "attachment-image", src: url, alt: a.description || a.filename || "",
        title: a.description || a.filename || "",
        style: scale ? `width:${Math.round(a.width * scale)}px;height:${Math.round(a.height * scale)}px;`
          + `aspect-ratio:${a.width}/${a.height}` : null})); // the ratio keeps it whole where the column is narrower
    }
    return fileBox(url, a.filename, a.size);
  });
}

function fileBox(url, name, bytes) {
  return el("div", {class: "attachment-file"}, fileIcon(),
    el("div", {}, url ? link(url, name) : name, el("div", {class: "file-size"}, size(bytes))));
}

// A picture a component shows (thumbnail, gallery item), at its final size at once.
function picture(item, m, cls, most) {
  const src = media(item.media?.url, m);
  if (!src) return null;
  const w = item.media?.width, h = item.media?.height;
  const scale = w && h ? Math.min(1, most / w, most / h) : 0;
  return link(src, el("img", {class: cls, src, alt: item.description || "", title: item.description || "",
    style: scale ? `width:${Math.round(w * scale)}px;height:${Math.round(h * scale)}px` : null}));
}

function size(bytes) {
  if (!Number.isFinite(bytes)) return "";
  return bytes < 1024 ? `${bytes} bytes` : bytes < 1048576 ? `${(bytes / 1024).toFixed(2)} KB`
    : `${(bytes / 1048576).toFixed(2)} MB`;
}

function emoji(e, ctx) {
  if (!e) return null;
  if (e.id) return el("img", {class: "emoji", src: ctx.emojiUrl(e.id, e.animated), alt: `:${e.name || "emoji"}:`});
  return e.name ? el("span", {class: "emoji-text"}, e.name) : null;
}

// Components: action rows of buttons and selects, and the layout pieces of components v2.
function component(c, m, ctx) {
  switch (c.type) {
    case 1: return el("div", {class: "action-row"}, (c.components || []).map((x) => component(x, m, ctx)));
    case 2: return button(c, m, ctx);
    case 3: case 5: case 6: case 7: case 8: return select(c, m, ctx);
    case 9: return el("div", {class: "section"},
      el("div", {class: "section-text"}, (c.components || []).map((x) => component(x, m, ctx))),
      c.accessory ? component(c.accessory, m, ctx) : null);
    case 10: return el("div", {class: "text-display"}, markdown(c.content, ctx));
    case 11: return picture(c, m, "v2-thumbnail", 80);
    case 12: return el("div", {class: "gallery"}, (c.items || []).map((i) => picture(i, m, "gallery-image", 400)));
    case 13: return fileBox(media(c.file?.url, m), c.name || String(c.file?.url || "").replace("attachment://", ""),
      c.size);
    case 14: return el("hr", {class: "separator" + (c.divider === false ? " blank" : "")});
    case 17: return el("div", {class: "container",
      style: Number.isInteger(c.accent_color) ? `border-left-color:#${c.accent_color.toString(16).padStart(6, "0")}` : null},
    (c.components || []).map((x) => component(x, m, ctx)));
    default: return null;
  }
}

function button(c, m, ctx) {
  const style = [1, 2, 3, 4, 5].includes(c.style) ? c.style : 2;
  const inside = [emoji(c.emoji, ctx), c.label ? el("span", {class: "label"}, c.label) : null];
  if (style === 5) {
    const href = webUrl(c.url);
    return el(href && !c.disabled ? "a" : "span", {
      class: "button style-5" + (c.disabled || !href ? " disabled" : ""), href,
      target: "_blank", rel: "noopener noreferrer"}, inside, el("span", {class: "external", "aria-hidden": "true"}, "↗"));
  }
  const node = el("button", {
    class: `button style-${style}`, type: "button", "data-custom-id": c.custom_id, disabled: Boolean(c.disabled),
    onclick: () => ctx.act({kind: "click", message_id: m.id, custom_id: c.custom_id}, node)}, inside);
  return node;
}

// A select: click opens its menu; one value sends at once, several are ticked and then sent.
let openSelect = null;

export function closeSelect() {
  if (openSelect) openSelect.classList.remove("open");
  openSelect = null;
}

document.addEventListener("click", (e) => {
  if (openSelect && !openSelect.contains(e.target)) closeSelect();
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") closeSelect();
});

function selectOptions(c, ctx) {
  if (c.type === 3) return c.options || [];
  if (c.type === 5) return ctx.members().map((u) => ({label: u.name, value: u.id}));
  if (c.type === 8) return ctx.channels().map((ch) => ({label: `#${ch.name}`, value: ch.id}));
  return [];
}

function select(c, m, ctx) {
  const options = selectOptions(c, ctx);
  const min = c.min_values ?? 1;
  const max = Math.min(c.max_values ?? 1, Math.max(options.length, 1));
  const several = max > 1;
  const picked = new Set(options.filter((o) => o.default).map((o) => String(o.value)));
  const shown = el("div", {class: "select-value"});
  const done = several ? el("button", {class: "select-done", type: "button"}) : null;
  const node = el("div", {
    class: "select" + (c.disabled ? " disabled" : ""), "data-custom-id": c.custom_id,
    role: "listbox", tabindex: c.disabled ? null : "0", "aria-disabled": c.disabled ? "true" : null,
  });
  const items = options.map((o) => el("div", {
    class: "select-option", "data-value": String(o.value), role: "option",
    onclick: (e) => {
      e.stopPropagation();
      if (!several) return send([String(o.value)]);
      const value = String(o.value);
      if (picked.has(value)) picked.delete(value);
      else if (picked.size < max) picked.add(value);
      refresh();
    }},
  several ? el("span", {class: "tick", "aria-hidden": "true"}) : null,
  emoji(o.emoji, ctx),
  el("div", {class: "option-text"}, el("div", {class: "option-label"}, o.label),
    o.description ? el("div", {class: "option-description"}, o.description) : null)));
  const menu = el("div", {class: "select-menu"}, items, done);
  const refresh = () => {
    items.forEach((item) => {
      const on = picked.has(item.dataset.value);
      item.classList.toggle("selected", on);
      item.classList.toggle("unavailable", several && !on && picked.size >= max);
    });
    const labels = options.filter((o) => picked.has(String(o.value))).map((o) => o.label);
    shown.textContent = labels.length ? labels.join(", ") : (c.placeholder || "Make a selection");
    shown.classList.toggle("placeholder", !labels.length);
    if (done) {
      done.disabled = picked.size < min || picked.size > max;
      done.textContent = picked.size ? `Done (${picked.size})` : "Done (none)";
    }
  };
  const send = (values) => {
    closeSelect();
    shown.textContent = options.filter((o) => values.includes(String(o.value))).map((o) => o.label).join(", ")
      || "(none)";
    ctx.act({kind: "select", message_id: m.id, custom_id: c.custom_id, values}, node);
  };
  if (done) done.addEventListener("click", (e) => { e.stopPropagation(); send([...picked]); });
  node.append(shown, el("span", {class: "chevron", "aria-hidden": "true"}, "⌄"), menu);
  node.addEventListener("click", (e) => {
    if (c.disabled || menu.contains(e.target)) return;
    const wasOpen = openSelect === node;
    closeSelect();
    if (!wasOpen) {
      node.classList.add("open");
      openSelect = node;
      // Like Discord's: it opens upwards when the channel has no room for it below.
      const pane = node.closest("#messages")?.getBoundingClientRect();
      const box = node.getBoundingClientRect();
      const tall = menu.getBoundingClientRect().height;
      node.classList.toggle("up", Boolean(pane) && box.bottom + tall > pane.bottom && box.top - tall > pane.top);
      menu.scrollIntoView({block: "nearest"});
    }
  });
  node.addEventListener("keydown", (e) => {
    if ((e.key === "Enter" || e.key === " ") && e.target === node) { e.preventDefault(); node.click(); }
  });
  refresh();
  return node;
}
