// Times as Discord writes them: <t:unix:style> in messages, and each message's own time.

import {el} from "./dom.js";

const STYLES = {
  t: {hour: "2-digit", minute: "2-digit"},
  T: {hour: "2-digit", minute: "2-digit", second: "2-digit"},
  d: {day: "2-digit", month: "2-digit", year: "numeric"},
  D: {day: "numeric", month: "long", year: "numeric"},
  f: {day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit"},
  F: {weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit"},
};
const UNITS = [["year", 31536000], ["month", 2592000], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
const relativeFormat = new Intl.RelativeTimeFormat(undefined, {numeric: "always"});

export function formatTimestamp(unix, style) {
  const when = new Date(unix * 1000);
  if (Number.isNaN(when.getTime())) return "Invalid Date";
  if (style === "R") return relative(unix);
  return when.toLocaleString(undefined, STYLES[style] || STYLES.f);
}

function relative(unix) {
  const seconds = Math.round(unix - Date.now() / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === "second") {
      return relativeFormat.format(Math.trunc(seconds / size), unit);
    }
  }
  return "";
}

export function timestamp(unix, style) {
  const when = new Date(unix * 1000);
  return el("span", {
    class: "timestamp", "data-unix": unix, "data-style": style,
    title: Number.isNaN(when.getTime()) ? null : when.toLocaleString(undefined, STYLES.F),
  }, formatTimestamp(unix, style));
}

// The relative ones count down (or up) as the seconds pass.
export function tickRelative(root = document) {
  for (const node of root.querySelectorAll('.timestamp[data-style="R"]')) {
    const text = formatTimestamp(Number(node.dataset.unix), "R");
    if (node.textContent !== text) node.textContent = text;
  }
}

// A message's time in its header: "Today at 14:03", "Yesterday at 09:10", or the date.
export function messageTime(iso) {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return "";
  const clock = when.toLocaleTimeString(undefined, {hour: "2-digit", minute: "2-digit"});
  const day = new Date(when).setHours(0, 0, 0, 0);
  const today = new Date().setHours(0, 0, 0, 0);
  if (day === today) return `Today at ${clock}`;
  if (today - day === 86400000) return `Yesterday at ${clock}`;
  return `${when.toLocaleDateString()} ${clock}`;
}

export function fullTime(iso) {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? "" : when.toLocaleString(undefined, STYLES.F);
}
