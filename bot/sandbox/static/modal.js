// A modal the bot answered with: its text inputs, checked as Discord's client checks them
// (required, min and max length) before the submit goes to the bot.

import {clear, el} from "./dom.js";

const $ = (id) => document.getElementById(id);

// Text inputs sit in action rows, or (newer) each in a label component.
function inputs(modal) {
  const found = [];
  for (const row of modal.components || []) {
    if (row.type === 1) found.push(...(row.components || []).filter((c) => c.type === 4));
    else if (row.type === 18 && row.component?.type === 4) {
      found.push({...row.component, label: row.label, description: row.description});
    } else if (row.type === 4) found.push(row);
  }
  return found;
}

export function closeModal() {
  $("modal-backdrop").hidden = true;
  clear($("modal"));
}

export function showModal(interactionId, modal, ctx) {
  const form = clear($("modal"));
  const fields = inputs(modal).map((input) => {
    const required = input.required !== false; // Discord's default
    const attrs = {
      class: "modal-input", "data-custom-id": input.custom_id, placeholder: input.placeholder || null,
      maxlength: input.max_length ?? null, "aria-required": required ? "true" : null,
    };
    const box = input.style === 2 ? el("textarea", {...attrs, rows: 4}) : el("input", {...attrs, type: "text"});
    box.value = input.value || "";
    const error = el("div", {class: "modal-error"});
    const node = el("label", {class: "modal-field"},
      el("span", {class: "modal-label"}, input.label || input.custom_id, required ? el("span", {class: "required-star"}, " *") : null),
      input.description ? el("span", {class: "modal-description"}, input.description) : null, box, error);
    return {input, box, error, node, required};
  });
  form.append(
    el("header", {class: "modal-header"}, el("h2", {class: "modal-title"}, modal.title || ""),
      el("button", {type: "button", class: "modal-close", title: "Close", onclick: closeModal}, "×")),
    el("div", {class: "modal-body"}, fields.map((f) => f.node)),
    el("footer", {class: "modal-footer"},
      el("button", {type: "button", class: "modal-cancel", onclick: closeModal}, "Cancel"),
      el("button", {type: "submit", id: "modal-submit"}, "Submit")));
  form.onsubmit = async (e) => {
    e.preventDefault();
    let good = true;
    const values = {};
    for (const f of fields) {
      const value = f.box.value;
      const min = f.input.min_length ?? 0;
      let problem = "";
      if (f.required && !value.trim()) problem = "This field is required.";
      else if (value && value.length < min) problem = `Must be at least ${min} characters long.`;
      f.error.textContent = problem;
      good = good && !problem;
      values[f.input.custom_id] = value;
    }
    if (!good) return;
    if (await ctx.submit(interactionId, values)) closeModal();
  };
  $("modal-backdrop").hidden = false;
  fields[0]?.box.focus();
}

$("modal-backdrop").addEventListener("mousedown", (e) => {
  if (e.target === e.currentTarget) closeModal();
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && !$("modal-backdrop").hidden) closeModal();
});
