// The message box: plain text is a message to the channel; "/" lists the bot's slash commands,
// filtered as you type; choosing one shows its options as fields (choices as a select,
// autocomplete asks the bot); Enter sends.
//
// `ctx` (from app.js): commands(), where() -> {channelId, dm, admin}, members(), channels(),
// send(body), autocomplete(body), problem(line), sent(interactionId, commandName).

import {clear, el} from "./dom.js";

const SUB_COMMAND = 1;
const GROUP = 2;
const MOST_CHARACTERS = 2000; // Discord's Create Message, in code points
const TYPE_WORDS = {3: "text", 4: "whole number", 5: "true or false", 6: "member", 7: "channel", 8: "role",
  9: "member or role", 10: "number", 11: "file"};

// Every command a member can type, as "poker robots add", each with its own options.
export function leaves(commands) {
  const out = [];
  for (const root of commands || []) {
    if (root.type && root.type !== 1) continue;
    const walk = (prefix, options, description) => {
      const subs = (options || []).filter((o) => o.type === SUB_COMMAND || o.type === GROUP);
      if (!subs.length) {
        out.push({name: prefix, description, options: options || [], root});
        return;
      }
      for (const sub of subs) walk(`${prefix} ${sub.name}`, sub.options, sub.description);
    };
    walk(root.name, root.options, root.description);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

function usable(command, where) {
  const root = command.root;
  const contexts = root.contexts;
  if (where.dm) return contexts ? contexts.includes(1) : root.dm_permission !== false && !root.guild_id;
  if (contexts && !contexts.includes(0)) return false;
  const need = root.default_member_permissions;
  if (need === null || need === undefined) return true;
  const bits = BigInt(need);
  return where.admin && bits !== 0n && (bits & ~0x20n) === 0n; // an admin here holds Manage Server
}

export function setupComposer(ctx) {
  const box = document.getElementById("composer");
  const sendButton = document.getElementById("send");
  const list = document.getElementById("suggestions");
  const fieldsBar = document.getElementById("command-options");
  let chosen = null;
  let offered = [];
  let highlighted = 0;
  let fields = [];

  const available = () => leaves(ctx.commands()).filter((c) => usable(c, ctx.where()));

  function fit() {
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight, 200)}px`;
  }

  function hideSuggestions() {
    list.hidden = true;
    offered = [];
  }

  function suggest(query) {
    const q = query.trim().toLowerCase();
    const words = (name) => name.split(" ");
    offered = available()
      .filter((c) => !q || c.name.startsWith(q) || words(c.name).some((w) => w.startsWith(q)) || c.name.includes(q))
      .sort((a, b) => Number(!a.name.startsWith(q)) - Number(!b.name.startsWith(q)) || a.name.localeCompare(b.name));
    highlighted = 0;
    clear(list);
    if (!offered.length) {
      list.append(el("div", {class: "no-suggestion"}, q ? `No command matches /${q}` : "The bot has no commands here"));
    }
    offered.forEach((c, i) => list.append(el("div", {
      class: "command-suggestion" + (i === 0 ? " highlighted" : ""), "data-command": c.name, role: "option",
      onmousedown: (e) => e.preventDefault(), // keep the focus in the box
      onclick: () => choose(c),
    }, el("span", {class: "suggestion-name"}, `/${c.name}`),
    c.options.length ? el("span", {class: "suggestion-options"}, c.options.map((o) => o.name).join(" ")) : null,
    el("span", {class: "suggestion-description"}, c.description || ""))));
    list.hidden = false;
  }

  function move(step) {
    const items = list.querySelectorAll(".command-suggestion");
    if (!items.length) return;
    items[highlighted]?.classList.remove("highlighted");
    highlighted = (highlighted + step + items.length) % items.length;
    items[highlighted].classList.add("highlighted");
    items[highlighted].scrollIntoView({block: "nearest"});
  }

  function choose(command) {
    chosen = command;
    hideSuggestions();
    box.value = `/${command.name} `;
    fit();
    clear(fieldsBar);
    fields = command.options.slice().sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)))
      .map((option) => optionField(option));
    fieldsBar.append(el("span", {class: "chosen-command"}, `/${command.name}`),
      ...(fields.length ? fields.map((f) => f.node) : [el("span", {class: "no-options"}, "no options: press Enter to send")]));
    fieldsBar.hidden = false;
    (fields.find((f) => f.option.required)?.input || box).focus();
  }

  function unchoose() {
    chosen = null;
    fields = [];
    clear(fieldsBar);
    fieldsBar.hidden = true;
  }

  function optionField(option) {
    const words = [TYPE_WORDS[option.type] || "value"];
    if (option.min_value !== undefined) words.push(`from ${option.min_value}`);
    if (option.max_value !== undefined) words.push(`to ${option.max_value}`);
    const hint = `${option.description || ""} (${words.join(" ")})`.trim();
    let input;
    let menu = null;
    const choices = option.choices || (option.type === 5 ? [{name: "True", value: true}, {name: "False", value: false}]
      : option.type === 6 ? ctx.members().map((u) => ({name: u.name, value: u.id}))
        : option.type === 7 ? ctx.channels().map((c) => ({name: `#${c.name}`, value: c.id})) : null);
    if (choices) {
      input = el("select", {title: hint}, el("option", {value: ""}, option.required ? "choose…" : "(none)"),
        choices.map((c, i) => el("option", {value: String(i)}, c.name)));
    } else {
      input = el("input", {type: "text", placeholder: option.description || "", title: hint, autocomplete: "off",
        inputmode: option.type === 4 || option.type === 10 ? "decimal" : null});
    }
    const node = el("label", {class: "command-option" + (option.required ? " required" : ""), "data-option": option.name},
      el("span", {class: "option-name"}, option.name), input);
    const field = {option, input, node, picked: null};
    field.value = () => {
      if (choices) return input.value === "" ? undefined : choices[Number(input.value)].value;
      if (field.picked && field.picked.name === input.value) return field.picked.value;
      return input.value.trim() === "" ? undefined : input.value.trim();
    };
    if (option.autocomplete) {
      menu = el("div", {class: "autocomplete-menu", hidden: true});
      node.append(menu);
      let timer = null;
      const ask = () => {
        clearTimeout(timer);
        timer = setTimeout(() => complete(field, menu), 200);
      };
      input.addEventListener("input", ask);
      input.addEventListener("focus", ask);
      input.addEventListener("blur", () => setTimeout(() => { menu.hidden = true; }, 150));
    }
    input.addEventListener("keydown", (e) => {
      if (menu && !menu.hidden && ["ArrowDown", "ArrowUp", "Enter", "Tab"].includes(e.key)) {
        const items = [...menu.querySelectorAll(".autocomplete-choice")];
        let at = items.findIndex((i) => i.classList.contains("highlighted"));
        if (e.key === "ArrowDown" || e.key === "ArrowUp") {
          e.preventDefault();
          items[at]?.classList.remove("highlighted");
          at = (at + (e.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
          items[at]?.classList.add("highlighted");
          return;
        }
        if (at >= 0) {
          e.preventDefault();
          items[at].click();
          return;
        }
      }
      if (e.key === "Enter" && !e.shiftKey) {
        e.preventDefault();
        submit();
      } else if (e.key === "Escape") {
        unchoose();
        box.focus();
      }
    });
    input.addEventListener("input", () => node.classList.remove("invalid"));
    return field;
  }

  async function complete(field, menu) {
    if (!chosen || !fields.includes(field)) return; // the command was put away meanwhile
    const where = ctx.where();
    const options = {};
    for (const f of fields) {
      const raw = f === field ? field.input.value : f.value();
      if (raw !== undefined) options[f.option.name] = raw;
    }
    const choices = await ctx.autocomplete({channel_id: where.channelId, command: chosen.name, options,
      focused: field.option.name});
    if (document.activeElement !== field.input) return;
    clear(menu);
    if (!choices) menu.append(el("div", {class: "autocomplete-failed"}, "Loading options failed"));
    for (const choice of choices || []) {
      menu.append(el("div", {
        class: "autocomplete-choice", "data-value": String(choice.value),
        onmousedown: (e) => e.preventDefault(),
        onclick: () => {
          field.picked = choice;
          field.input.value = choice.name;
          menu.hidden = true;
        },
      }, choice.name));
    }
    menu.hidden = !menu.childElementCount;
  }

  // Options typed in the box itself, Discord style: /poker join stake:100
  function typedOptions() {
    const rest = box.value.slice(chosen.name.length + 1);
    const found = {};
    for (const m of rest.matchAll(/(\w[\w-]*):\s*("[^"]*"|\S+)/g)) found[m[1]] = m[2].replace(/^"|"$/g, "");
    return found;
  }

  function check(field, value) {
    const o = field.option;
    if (o.type === 4 || o.type === 10) {
      const number = Number(value);
      if (typeof value === "string" && (o.type === 4 ? !/^-?\d+$/.test(value) : !Number.isFinite(number) || value === "")) {
        return [null, `${o.name} must be a ${o.type === 4 ? "whole number" : "number"}; "${value}" is not`];
      }
      if (o.min_value !== undefined && number < o.min_value) return [null, `${o.name} must be at least ${o.min_value}`];
      if (o.max_value !== undefined && number > o.max_value) return [null, `${o.name} must be at most ${o.max_value}`];
      return [number, null];
    }
    if (o.type === 3 && typeof value === "string") {
      if (o.min_length !== undefined && value.length < o.min_length) {
        return [null, `${o.name} needs at least ${o.min_length} characters`];
      }
      if (o.max_length !== undefined && value.length > o.max_length) {
        return [null, `${o.name} takes at most ${o.max_length} characters`];
      }
    }
    return [value, null];
  }

  // A plain message, trimmed as Discord's client sends it, held to Discord's 1 to 2,000 characters.
  async function say(text) {
    const length = [...text].length;
    if (!length) return ctx.problem("A message needs some text: type one, or / for the bot's commands.");
    if (length > MOST_CHARACTERS) {
      return ctx.problem(`A message is at most 2,000 characters: this one has ${length.toLocaleString("en")}.`);
    }
    const answer = await ctx.send({kind: "message", channel_id: ctx.where().channelId, content: text});
    if (answer) reset();
    return answer;
  }

  async function submit() {
    const text = box.value.trim();
    if (!chosen) {
      if (!text.startsWith("/")) return say(text);
      const name = text.slice(1).replace(/\s+/g, " ");
      const exact = available().filter((c) => name === c.name || name.startsWith(`${c.name} `))
        .sort((a, b) => b.name.length - a.name.length)[0];
      if (exact) {
        const typed = box.value;
        choose(exact);
        box.value = typed;
      } else if (!list.hidden && offered[highlighted]) {
        return choose(offered[highlighted]);
      } else {
        ctx.problem(`No command /${name} here: type / to see the bot's commands.`);
        return;
      }
    }
    const typed = typedOptions();
    const options = {};
    for (const field of fields) {
      let value = field.value();
      if (value === undefined && typed[field.option.name] !== undefined) value = typed[field.option.name];
      if (value === undefined) {
        if (field.option.required) return refuse(field, `${field.option.name} is required: fill it in`);
        continue;
      }
      const [good, problem] = check(field, value);
      if (problem) return refuse(field, problem);
      options[field.option.name] = good;
    }
    const command = chosen.name;
    const answer = await ctx.send({kind: "slash", channel_id: ctx.where().channelId, command, options});
    if (answer) {
      ctx.sent(answer.interaction_id, command);
      reset();
    }
  }

  function refuse(field, problem) {
    field.node.classList.add("invalid");
    field.input.focus();
    ctx.problem(problem);
  }

  function reset() {
    unchoose();
    hideSuggestions();
    box.value = "";
    fit();
    box.focus();
  }

  box.addEventListener("input", () => {
    fit();
    const text = box.value;
    if (chosen && !text.startsWith(`/${chosen.name}`)) unchoose();
    if (!chosen && text.startsWith("/")) {
      const query = text.slice(1).replace(/\s+/g, " ");
      const whole = available().filter((c) => query.startsWith(`${c.name} `))
        .sort((a, b) => b.name.length - a.name.length)[0];
      if (whole) {
        choose(whole);
        box.value = text;
      } else {
        suggest(query);
      }
    } else {
      hideSuggestions();
    }
  });
  box.addEventListener("keydown", (e) => {
    if (!list.hidden && offered.length) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        return move(e.key === "ArrowDown" ? 1 : -1);
      }
      if (e.key === "Tab" || (e.key === "Enter" && !e.shiftKey)) {
        e.preventDefault();
        const exact = offered.find((c) => `/${c.name}` === box.value.trim().replace(/\s+/g, " "));
        choose(exact || offered[highlighted]);
        if (e.key === "Enter" && exact && !exact.options.some((o) => o.required)) submit();
        return;
      }
    }
    if (e.key === "Escape") {
      hideSuggestions();
      if (chosen) unchoose();
    } else if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  });
  box.addEventListener("blur", () => setTimeout(() => { if (document.activeElement !== box) hideSuggestions(); }, 150));
  box.addEventListener("focus", () => { if (!chosen && box.value.startsWith("/")) suggest(box.value.slice(1)); });
  sendButton.addEventListener("click", () => submit());
  document.getElementById("composer-plus").addEventListener("click", () => {
    if (!box.value.startsWith("/")) box.value = `/${box.value}`;
    box.focus();
    box.dispatchEvent(new Event("input"));
  });

  return {
    // A new channel (or member): the box empties, its placeholder names where it writes.
    reset(placeholder) {
      unchoose();
      hideSuggestions();
      box.value = "";
      box.placeholder = placeholder;
      fit();
    },
  };
}
