// At phone width (app.css) the channels and the members are drawers over the channel, as in
// Discord's app: opened from the channel's top bar, shut by a tap beside them, by Escape, or
// (app.js) once a channel or a member is chosen. Wider, the classes change nothing.

const $ = (id) => document.getElementById(id);
const DRAWERS = [["channels", "open-channels"], ["members", "open-members"]];

// Open one drawer ("channels" or "members"), or none.
export function drawer(which) {
  for (const [name, button] of DRAWERS) {
    document.body.classList.toggle(`show-${name}`, which === name);
    $(button).setAttribute("aria-expanded", String(which === name));
  }
  $("drawer-backdrop").hidden = !which;
}

for (const [name, button] of DRAWERS) {
  $(button).addEventListener("click", () => drawer(document.body.classList.contains(`show-${name}`) ? null : name));
}
$("drawer-backdrop").addEventListener("click", () => drawer(null));
document.addEventListener("keydown", (e) => { if (e.key === "Escape") drawer(null); });
