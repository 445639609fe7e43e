// Inlined by scripts/prerender.mjs into the shell (the HTML of client-only routes: the learning
// centre, class pages, studios). It asks for the session at navigation, and on a lesson's address
// for the lesson's data too, while the app's code is still loading (issue 20: a lesson page was
// usable only after the app had loaded, then the session, then the lesson, one after another).
// The app's API client adopts these answers (src/app/early-responses.ts) instead of asking again;
// an answer it never asks for is simply dropped.
(() => {
  if (typeof fetch !== "function" || typeof Map !== "function") return;
  // WeChat's sign-in (a `code` in the address, or the trip to get one) goes through start-up itself.
  if (/MicroMessenger/i.test(navigator.userAgent) || new URLSearchParams(location.search).has("code")) return;
  const responses = new Map();
  window.qisiEarlyResponses = responses;
  // Each is kept from navigation on, with the bearer it is asked with ("" for a visitor's call; null
  // when it will not be asked) as a promise: on a busy phone the app can want a lesson's data before
  // the session's answer is in, and it then waits for this one instead of asking a second time.
  const ask = (path, bearer) => {
    const answer = bearer.then((token) => {
      if (token === null) throw new Error("not asked: no session");
      // The same headers the client's first attempt sends (packages/api, transport/create-transport.ts).
      const headers = { accept: "application/json", "X-RETRY": "0" };
      if (token) headers.authorization = `Bearer ${token}`;
      return fetch(`/api/${path}`, { mode: "cors", credentials: "include", headers });
    });
    // A failure is the app's to handle once it takes the answer; one it never takes is nobody's error.
    answer.catch(() => {});
    responses.set(`/api/${path}`, { answer, bearer, at: Date.now() });
    return answer;
  };
  const session = ask("accounts/session", Promise.resolve(""));
  const lesson = location.pathname.match(/^\/class\/([^/]+)\/([^/]+)\/?$/);
  if (!lesson || lesson[2] === "certificate") return;
  // Read from a copy taken before the app can read the answer's body (this reaction comes first).
  const token = session
    .then((response) => (response.ok ? response.clone().json() : null))
    .then(
      (answer) => answer?.token || null,
      () => null,
    );
  const [, course, lessonId] = lesson;
  for (const path of [
    `lessons/${lessonId}`,
    `lessons/${lessonId}/exercises`,
    `apps/${course}`,
    `apps/${course}/depot`,
    `lessons/progress?app=${course}`,
  ])
    ask(path, token);
  // The course's language, read from a copy of its answer (before the app reads it), so the page can
  // start its studio's code the moment it is known (pages/ClassPage): the app's own call for the
  // course comes later, and a call made before the session is in is a visitor's, not this answer.
  window.qisiEarlyCourseKind = responses
    .get(`/api/apps/${course}`)
    .answer.then((response) => (response.ok ? response.clone().json() : null))
    .then(
      (app) => (typeof app?.kind === "string" ? app.kind : null),
      () => null,
    );
})();
