// Stock Pyodide in a module worker, as Pyodide's own "Using Pyodide in a web worker" page does it:
// load, then run what the page sends; each printed line is posted as it comes.
import { loadPyodide } from "/pyodide/pyodide.mjs";

const started = loadPyodide({
  stdout: (text) => postMessage({ type: "output", text }),
  stderr: (text) => postMessage({ type: "output", text }),
});
started.then(() => postMessage({ type: "ready" }));

self.onmessage = async ({ data }) => {
  const pyodide = await started;
  try {
    await pyodide.runPythonAsync(data.code);
  } catch (error) {
    postMessage({ type: "output", text: String(error) });
  }
  postMessage({ type: "done" });
};
