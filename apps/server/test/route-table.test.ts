import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guard } from "../src/http/guards.ts";
import { openApiDocument } from "../src/http/openapi-document.ts";
import { freshPglite, startTestServer, type TestServer } from "./support/test-server.ts";

/**
 * Routes still on hand validation and in-handler auth (issue 15 moves them domain by domain). The
 * list may only shrink: a route that gains a schema and a guard must leave it, or this test fails.
 */
const notYetOnContract = new Set<string>([]);

const methods = (route: RouteOptions) => [route.method].flat().filter((method) => method !== "HEAD");
const hooks = (value: unknown): unknown[] => (value === undefined ? [] : [value].flat());
const access = (route: RouteOptions) =>
  [...hooks(route.onRequest), ...hooks(route.preHandler)]
    .map((hook) => (hook as Partial<Guard>).access)
    .filter(Boolean);

const sourceDir = fileURLToPath(new URL("../src/", import.meta.url));
/** Every file that registers routes: `<domain>/plugin.ts` and `<domain>/<part>-plugin.ts`. */
const pluginFiles = readdirSync(sourceDir, { recursive: true, encoding: "utf8" })
  .filter((path) => /(^|[/-])plugin\.ts$/.test(path))
  .sort();

describe("the route handlers' sources", () => {
  it("are found", () => {
    expect(pluginFiles).toContain(join("accounts", "plugin.ts"));
    expect(pluginFiles.length).toBeGreaterThan(10);
  });

  // Handlers call stores and services; queries live in `<domain>/store.ts` (issue 15).
  it.each(pluginFiles)("%s never touches the database itself", (path) => {
    const source = readFileSync(join(sourceDir, path), "utf8");
    expect(source).not.toMatch(
      /from "drizzle-orm|from "\.\.\/db\/schema\.ts"|\bctx\.db\b|\.db\.(select|insert|update|delete|execute)\(/,
    );
  });

  it.each(pluginFiles)("%s never validates input by hand", (path) => {
    expect(readFileSync(join(sourceDir, path), "utf8")).not.toMatch(/parseInput|validation\.ts/);
  });
});

describe("the API's route table", () => {
  let server: TestServer;
  let apiRoutes: { key: string; route: RouteOptions }[];
  beforeAll(async () => {
    server = await startTestServer("pglite");
    apiRoutes = server.routes
      .filter((route) => route.url.startsWith("/api/") && !route.url.startsWith("/api/docs"))
      .flatMap((route) => methods(route).map((method) => ({ key: `${method} ${route.url}`, route })));
  });
  afterAll(() => server.close());

  it("gives every route a schema from the contract and a declared guard", () => {
    const missing = apiRoutes
      .filter(({ key }) => !notYetOnContract.has(key))
      .filter(({ route }) => !route.schema || access(route).length === 0)
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it("keeps the list of routes still to move accurate", () => {
    const keys = new Set(apiRoutes.map(({ key }) => key));
    const gone = [...notYetOnContract].filter((key) => !keys.has(key));
    const moved = apiRoutes
      .filter(({ key }) => notYetOnContract.has(key))
      .filter(({ route }) => route.schema && access(route).length > 0)
      .map(({ key }) => key);
    expect({ gone, moved }).toEqual({ gone: [], moved: [] });
  });

  it("declares who may call each converted route", () => {
    const declared = Object.fromEntries(
      apiRoutes.filter(({ key }) => !notYetOnContract.has(key)).map(({ key, route }) => [key, access(route)]),
    );
    expect(declared).toMatchObject({
      "POST /api/projects": ["signed-in"],
      "GET /api/projects/:id": ["anyone"],
      "PUT /api/projects/:id": ["signed-in", "owner"],
      "DELETE /api/projects/:id": ["signed-in", "owner"],
      "GET /api/healthz": ["public"],
      "GET /api/accounts/session": ["public"],
      "POST /api/accounts/chal/sms": ["public"],
      "PATCH /api/accounts/profile": ["signed-in"],
      "DELETE /api/accounts/me": ["signed-in"],
      "GET /api/r/:id": ["public"],
      "GET /api/apps": ["public"],
      "GET /api/apps/user/:userId": ["signed-in", "owner"],
      "GET /api/apps/:appId": ["public"],
      "GET /api/apps/:appId/depot": ["public"],
      // Issue 39: 开课时提醒我 is the caller's own reminder (no route names an account).
      "GET /api/apps/:appId/reminder": ["signed-in"],
      "PUT /api/apps/:appId/reminder": ["signed-in"],
      "DELETE /api/apps/:appId/reminder": ["signed-in"],
      // Development only, beside the payment sandbox: a course held as by an earlier buyer.
      "POST /api/dev/grants": ["signed-in"],
      "GET /api/apps/depot/:depotId/data": ["signed-in", "entitlement"],
      "GET /api/lessons/:lessonId": ["signed-in", "entitlement"],
      "POST /api/lessons/:lessonId/progress": ["signed-in", "entitlement"],
      "GET /api/lessons/progress": ["signed-in"],
      // Issue 20: everything about an exercise needs its lesson; a certificate is the learner's own.
      "POST /api/exercises/:exerciseId/attempts": ["signed-in", "entitlement"],
      // Issue 38: an attempt's answer (polled while the server checks it) is its owner's only.
      "GET /api/exercises/attempts/:attemptId": ["signed-in", "owner"],
      "POST /api/exercises/:exerciseId/hints": ["signed-in", "entitlement"],
      "GET /api/lessons/:lessonId/exercises": ["signed-in", "entitlement"],
      "GET /api/apps/:appId/certificate": ["signed-in"],
      // Issue 37: the ladder's Parsons puzzle checked on its own; the player's heartbeat.
      "POST /api/exercises/:exerciseId/parsons": ["signed-in", "entitlement"],
      "POST /api/lessons/:lessonId/activity": ["signed-in", "entitlement"],
      // Issue 37: the editor's code per exercise, the caller's own only (no route names an account).
      "GET /api/lessons/:lessonId/code": ["signed-in", "entitlement"],
      "PUT /api/exercises/:exerciseId/code": ["signed-in", "entitlement"],
      "POST /api/orders": ["signed-in"],
      "GET /api/orders/:id": ["signed-in", "owner"],
      "POST /api/payment/order": ["signed-in"],
      "POST /api/payment/internal": ["signed-in"],
      "GET /api/payment/:id": ["signed-in", "owner"],
      // The sandbox provider's test page (/tests/pay) stands in for the payer: only the owner.
      "POST /api/payment/sandbox/:id": ["signed-in", "owner"],
      // The provider's signature over the raw body is the real guard (orders/notify-plugin.ts).
      "POST /api/payment/notify": ["public"],
      "GET /api/admin/overview": ["admin"],
      "GET /api/admin/orders": ["admin"],
      "GET /api/admin/payments": ["admin"],
      "GET /api/admin/redirects": ["admin"],
      "POST /api/admin/redirects": ["admin"],
      "DELETE /api/admin/redirects/:id": ["admin"],
      "POST /api/assets/:md5ext": ["signed-in"],
      "PUT /api/assets/:md5ext": ["signed-in"],
      "GET /api/assets/:md5ext": ["public"],
      // Live sync works for visitors: writing needs the snapshot's secret, not an account.
      "POST /api/live": ["anyone"],
      "POST /api/live/:id": ["public", "secret-holder"],
      "GET /api/live/:id": ["public"],
      "GET /api/live/number/:number": ["public"],
      // Issue 18: statements are public; submitting needs an account; a submission is its owner's (and admins').
      "GET /api/problems": ["anyone"],
      "GET /api/problems/:problemId": ["anyone"],
      "POST /api/problems/:problemId/submissions": ["signed-in"],
      "GET /api/submissions/mine": ["signed-in"],
      "GET /api/submissions/:id": ["signed-in", "owner"],
      "POST /api/admin/problems": ["admin"],
      "GET /api/admin/problems/:problemId/package": ["admin"],
    });
  });

  it("matches the committed OpenAPI document (run `pnpm --filter @qisi/server openapi` after a change)", async () => {
    const committed = readFileSync(new URL("../openapi.json", import.meta.url), "utf8");
    // The whole app, on the run's migrated template PGlite rather than a fresh one (initdb and
    // every migration were most of this test's minute on a busy machine).
    const database = await freshPglite();
    try {
      expect(await openApiDocument(database)).toBe(committed);
    } finally {
      await database.close();
    }
  }, 90_000);
});
