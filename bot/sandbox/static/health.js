// The health panel: the emulation's view of the bot, what Discord would have refused or given
// up on; and the bot's status, shown in the panel and across the channel when it is not online.

import {clear, el, svg} from "./dom.js";

const $ = (id) => document.getElementById(id);
let lastTrouble = "";

// `quiet`: the sandbox's own banner says it already (the page has lost the sandbox).
export function drawBot(bot, {quiet = false} = {}) {
  const status = ["online", "starting", "offline"].includes(bot?.status) ? bot.status : "offline";
  const name = bot?.name || "Foster";
  const badge = $("bot-status");
  badge.className = status;
  badge.textContent = status;
  $("bot-detail").textContent = bot?.detail || "";
  const banner = $("bot-banner");
  banner.hidden = status === "online" || quiet;
  banner.className = status;
  banner.textContent = status === "starting" ? `${name} is starting…`
    : `${name} is offline${bot?.detail ? `: ${bot.detail}` : ""}. The sandbox is starting it again.`;
  document.querySelector(".member.bot .status-dot")?.setAttribute("class", `status-dot ${status}`);
}

export function drawHealth(health) {
  if (!health) return;
  if (health.bot) drawBot(health.bot);
  $("rps").textContent = `${health.rps ?? 0} requests/s`;
  $("requests").textContent = `${health.requests ?? 0} in all`;
  sparkline($("sparkline"), health.series || []);
  const trouble = JSON.stringify([health.over_limits, health.refused_429, health.late, health.unhandled]);
  if (trouble === lastTrouble) return;
  lastTrouble = trouble;
  const box = clear($("trouble"));
  const list = (title, items, line) => {
    if (!items?.length) return;
    box.append(el("div", {class: "trouble-title"}, `${title} (${items.length})`),
      el("ul", {class: "trouble-list"}, items.slice().reverse().map((item) => el("li", {}, line(item)))));
  };
  list("Over Discord's limits", health.over_limits, (v) =>
    `${v.method} ${v.route} (limit ${v.limit}${v.count ? `, ${v.count} sent` : ""})`);
  if (health.refused_429) box.append(el("div", {class: "trouble-title"}, `Refused with 429: ${health.refused_429}`));
  list("Not answered within 3 s", health.late, (v) =>
    `${v.user} ${v.what}: ${v.latency === null || v.latency === undefined ? "no answer" : `${v.latency} s`}`);
  list("Unhandled requests", health.unhandled, (v) => `${v.method} ${v.path}`);
  if (!box.childElementCount) box.append(el("div", {class: "all-good"}, "Nothing Discord would refuse."));
}

function sparkline(node, series) {
  const width = 180;
  const height = 32;
  const top = Math.max(1, ...series);
  const step = series.length > 1 ? width / (series.length - 1) : width;
  const points = series.map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - (v / top) * (height - 4)).toFixed(1)}`);
  clear(node);
  node.setAttribute("viewBox", `0 0 ${width} ${height}`);
  if (points.length) {
    node.append(svg("polygon", {points: `0,${height} ${points.join(" ")} ${width},${height}`, class: "spark-fill"}),
      svg("polyline", {points: points.join(" "), class: "spark-line"}));
  }
  node.setAttribute("aria-label", `requests per second over the last ${series.length} s, at most ${top}`);
}
