// Inlined by scripts/prerender.mjs into the shell (the HTML of client-only routes, studios among
// them). On a Python studio's address it starts the Pyodide worker at navigation, while the app,
// its route chunk and the project are still loading (issue 25: the studio used to create it only
// once all of that had run). The studio's PythonRunner adopts it (`takeEarlyWorker` in
// packages/studio/src/python/runner/python-runner.ts), with the messages it posted meanwhile.
// __PYTHON_WORKER__ and __PYODIDE_BASE__ are filled in by the build.
(() => {
  if (!/^\/(studio|embed)\/python\//.test(location.pathname) || typeof Worker !== "function") return;
  const isolated = typeof crossOriginIsolated !== "undefined" && crossOriginIsolated;
  // The same shapes PythonRunner gives its own workers (SharedChannels in worker/messages.ts).
  const shared = isolated
    ? { interrupt: new SharedArrayBuffer(4), input: new SharedArrayBuffer(8 + 64 * 1024) }
    : null;
  const indexURL = new URL("__PYODIDE_BASE__", location.href).href;
  const worker = new Worker("__PYTHON_WORKER__", { type: "module", name: "qisi-python" });
  const early = { worker, indexURL, shared, messages: [], error: null };
  worker.onmessage = (event) => early.messages.push(event.data);
  worker.onerror = (event) => {
    early.error = event.message || "the Python worker failed to start";
  };
  worker.postMessage({ type: "init", indexURL, shared });
  window.qisiEarlyPython = early;
  // Nobody took it (the visitor left the studio before it mounted): give the memory back.
  setTimeout(() => {
    if (window.qisiEarlyPython !== early) return;
    window.qisiEarlyPython = undefined;
    worker.terminate();
  }, 120_000);
})();
