// Inlined by scripts/prerender.mjs into the shell (the HTML of client-only routes, studios among
// them). On a Scratch studio's address it creates the Scratch frame at navigation, hidden, while
// the app, its route chunk and the session are still loading (issue 25: the studio used to create
// it ~1.3 s later, and the frame's 17 MB bundle is most of the wait). ScratchStudio adopts it with
// the messages it sent meanwhile (`takeEarlyScratchFrame` in packages/studio/src/scratch/early-frame.ts),
// moved into place with Element.moveBefore, which keeps a frame's page where appending would
// reload it: without moveBefore nothing starts early, so the frame is never loaded twice.
// __FRAME_SRC__ (the address the studio page gives its frame in the default language) and
// __PHONE_QUERY__ (the screens the page shows a notice on instead of the studio) are filled in by the build.
(() => {
  if (!/^\/studio\/scratch\/(?!remix\/)[^/]+\/?$/.test(location.pathname)) return;
  if (typeof Element.prototype.moveBefore !== "function" || matchMedia("__PHONE_QUERY__").matches) return;
  // Another language gives the frame another address (its brand): the studio makes its own then.
  let stored = null;
  try {
    stored = localStorage.getItem("qisi-locale");
  } catch {}
  if (new URLSearchParams(location.search).has("lang") || (stored && stored !== "zh-CN")) return;
  const frame = document.createElement("iframe");
  // Set before it loads: a frame's permissions are fixed when its page is created.
  frame.allow = "microphone; camera; fullscreen";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  // Laid out at the window's size (the editor measures itself as it starts), never seen or hit.
  frame.style.cssText =
    "position:fixed;inset:0;width:100%;height:100%;border:0;visibility:hidden;pointer-events:none";
  frame.src = "__FRAME_SRC__";
  const early = { frame, messages: [], dispose: null };
  const record = (event) => {
    if (event.source === frame.contentWindow) early.messages.push(event);
  };
  addEventListener("message", record);
  // Nobody took it (the visitor left before the studio mounted): give its memory back.
  const timer = setTimeout(() => {
    if (window.qisiEarlyScratch !== early) return;
    window.qisiEarlyScratch = undefined;
    early.dispose();
    frame.remove();
  }, 60_000);
  early.dispose = () => {
    removeEventListener("message", record);
    clearTimeout(timer);
  };
  window.qisiEarlyScratch = early;
  document.documentElement.append(frame);
})();
