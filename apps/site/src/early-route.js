// Inlined by scripts/prerender.mjs into the shell (the HTML of client-only routes: the learning
// centre, class pages, studios). It asks for the code of the page at this address (and of the login
// gate, where the page needs one) at navigation, beside the app's own code. The app asks for it
// only once its own code has been fetched and run (main.tsx's loadFirstPage), which on a lesson
// page was ~0.5 s after navigation (issue 20: a lesson page interactive ≤ 1.5 s).
// __FILES__ (every chunk and stylesheet named below) and __ROUTES__ ([a test of paths, indexes into
// __FILES__], in the app's route order, the first match wins) are filled in by the build.
(() => {
  const files = __FILES__;
  const route = __ROUTES__.find(([test]) => new RegExp(test).test(location.pathname));
  if (!route) return;
  for (const index of route[1]) {
    const link = document.createElement("link");
    const file = files[index];
    // As Vite's loader adds them (in its order, with its attributes), so it finds each one already
    // here and adds it no more.
    link.rel = file.endsWith(".css") ? "stylesheet" : "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    link.dataset.earlyRoute = "";
    document.head.append(link);
  }
})();
