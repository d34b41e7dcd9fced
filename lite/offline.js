// JupyterLite page check (lite/build.py wraps it with PROBE, WORDS and WAIT): the kernel fetches micropip, numpy
// and matplotlib from the Pyodide CDN when it starts; without internet it would stay "Unknown" with no word.
// So ask the CDN for the first of them as the page opens; no answer within WAIT ms: show what is missing,
// that it needs internet, and where else to run the notebooks.
  function show(reason) {
    if (document.getElementById("teachkit-offline")) { return; }
    var box = document.createElement("div");
    box.id = "teachkit-offline";
    box.setAttribute("role", "alert");
    box.style.cssText = "position:fixed;right:16px;bottom:16px;z-index:100000;" +
      "max-width:640px;padding:14px 18px;border:3px solid #d55e00;border-radius:8px;background:#fff;" +
      "color:#1a1a1a;font:15px/1.45 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.25)";
    var title = document.createElement("strong");
    title.textContent = WORDS.title;
    var body = document.createElement("p");
    body.style.margin = "6px 0";
    body.textContent = WORDS.body;
    var list = document.createElement("ul");
    list.style.margin = "4px 0";
    var binder = document.createElement("li");
    var link = document.createElement("a");
    link.href = WORDS.binder;
    link.textContent = "on Binder";
    link.target = "_blank";
    binder.appendChild(link);
    binder.appendChild(document.createTextNode(" (a kernel in the cloud: " + WORDS.binder + ")"));
    var local = document.createElement("li");
    local.textContent = WORDS.local;
    list.appendChild(binder);
    list.appendChild(local);
    var still = document.createElement("p");
    still.style.margin = "6px 0 0";
    still.textContent = WORDS.still;
    var detail = document.createElement("p");
    detail.style.cssText = "margin:4px 0 0;font-size:13px";
    detail.textContent = "Details: " + reason + ".";
    var close = document.createElement("button");
    close.type = "button";
    close.textContent = "Close";
    close.style.cssText = "float:right;min-height:36px;min-width:44px;margin-left:12px";
    close.onclick = function () { box.remove(); };
    box.appendChild(close);
    box.appendChild(title);
    box.appendChild(body);
    box.appendChild(list);
    box.appendChild(still);
    box.appendChild(detail);
    (document.body || document.documentElement).appendChild(box);
  }
  var done = false;
  var timer = setTimeout(function () { if (!done) { done = true; show("no answer in " + WAIT / 1000 + " s"); } }, WAIT);
  fetch(PROBE, { method: "HEAD", mode: "no-cors", cache: "no-store" }).then(
    function () { done = true; clearTimeout(timer); },
    function (error) { if (!done) { done = true; clearTimeout(timer); show("could not fetch " + PROBE.split("/").pop()); } }
  );
