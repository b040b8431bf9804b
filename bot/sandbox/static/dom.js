// Building the page's elements. Text always goes in as text nodes (never as HTML): what the
// bot writes is shaped by what members type.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "style") node.setAttribute("style", value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

export function append(node, children) {
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function clear(node) {
  while (node.firstChild) node.firstChild.remove();
  return node;
}

const SVG = "http://www.w3.org/2000/svg";

export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  for (const child of children) node.append(child);
  return node;
}

// A link may only lead to the web; anything else (javascript:, data:) is shown as text.
export function webUrl(url) {
  try {
    const parsed = new URL(String(url), location.href);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function link(url, ...children) {
  const href = webUrl(url);
  if (!href) return el("span", {}, ...children);
  return el("a", {href, target: "_blank", rel: "noopener noreferrer"}, ...children);
}

// Snowflakes are 64-bit: compared as strings of digits, never as JavaScript numbers.
export function byId(a, b) {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
