// The browser side of teachkit's play-it-yourself boards (teachkit/playwidget.py).
// The kernel draws the board as SVG and decides every move; this view shows the SVG inline (crisp at any
// zoom), turns clicks, Enter/Space on a focused square and the game's keys into {act: ...} messages, and
// shows the message, the status line and the help text as page text (selectable, read by screen readers).

const NO_KERNEL_MS = 3000;

function render({ model, el }) {
  el.classList.add("teachkit-play");
  el.innerHTML = `
    <div class="tk-board" role="group" tabindex="0" data-lm-suppress-shortcuts="true"></div>
    <div class="tk-side">
      <div class="tk-title"></div>
      <div class="tk-buttons" role="toolbar"></div>
      <p class="tk-message" role="status" aria-live="polite"></p>
      <p class="tk-status"></p>
      <p class="tk-help"></p>
    </div>`;
  el.dataset.kind = model.get("kind");
  const board = el.querySelector(".tk-board");
  const message = el.querySelector(".tk-message");
  let waiting = null;

  function send(act) {
    model.send({ act });
    clearTimeout(waiting);
    waiting = setTimeout(() => {
      message.textContent = "No answer from the kernel: run the cell to play.";
      message.dataset.tone = "refused";
    }, NO_KERNEL_MS);
  }

  function drawBoard() {
    const focused = document.activeElement && board.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-act") : null;
    board.innerHTML = model.get("svg");
    // Inline, the picture holds buttons: a "group", not an "img" (whose children screen readers skip).
    const svg = board.querySelector("svg");
    if (svg) svg.setAttribute("role", "group");
    board.setAttribute("aria-label", model.get("alt"));
    board.setAttribute("title", model.get("help"));
    // Keep the keyboard focus on the same square (or on the board) after a redraw.
    const again = focused && [...board.querySelectorAll("[data-act]")].find((g) => g.getAttribute("data-act") === focused);
    if (again) again.focus({ preventScroll: true });
    else if (focused !== null) board.focus({ preventScroll: true });
  }

  function drawTexts() {
    clearTimeout(waiting);
    el.querySelector(".tk-title").textContent = model.get("title");
    message.textContent = model.get("message");
    message.dataset.tone = model.get("tone");
    el.querySelector(".tk-status").textContent = model.get("status");
    el.querySelector(".tk-help").textContent = model.get("help");
  }

  function drawButtons() {
    const bar = el.querySelector(".tk-buttons");
    bar.innerHTML = "";
    for (const { act, label, tip } of model.get("buttons")) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "tk-button";
      b.textContent = label;
      b.title = tip;
      b.setAttribute("aria-label", `${label}: ${tip}`);
      b.dataset.act = act;
      b.addEventListener("click", () => send(act));
      bar.appendChild(b);
    }
  }

  function onClick(event) {
    const target = event.target.closest("[data-act]");
    if (target && board.contains(target)) send(target.getAttribute("data-act"));
    if (!target) board.focus({ preventScroll: true });
  }

  function onKey(event) {
    const target = event.target.closest && event.target.closest("[data-act]");
    const keys = model.get("keymap");
    let act = null;
    if ((event.key === "Enter" || event.key === " ") && target) act = target.getAttribute("data-act");
    else if (Object.prototype.hasOwnProperty.call(keys, event.key)) act = keys[event.key];
    if (act === null) return;
    event.preventDefault();
    event.stopPropagation(); // the notebook must not also move between cells
    send(act);
  }

  board.addEventListener("click", onClick);
  board.addEventListener("keydown", onKey);
  model.on("change:svg", drawBoard);
  model.on("change:alt", drawBoard);
  model.on("change:message", drawTexts);
  model.on("change:tone", drawTexts);
  model.on("change:status", drawTexts);
  model.on("change:help", drawTexts);
  model.on("change:serial", drawTexts);
  model.on("change:buttons", drawButtons);
  drawBoard();
  drawTexts();
  drawButtons();
  return () => {
    clearTimeout(waiting);
    board.removeEventListener("click", onClick);
    board.removeEventListener("keydown", onKey);
  };
}

export default { render };
