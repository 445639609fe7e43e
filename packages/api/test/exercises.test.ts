import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../src/index.ts";
import { signedIn, testClient } from "./support/fixtures.ts";
import { json, type RecordingServer, startRecordingServer } from "./support/recording-server.ts";

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

describe("exercises", () => {
  it("attemptExercise POSTs the body to the exercise's attempts, signed in", async () => {
    server.on("POST", "exercises/l1-e1/attempts", json(200, { exerciseId: "l1-e1", lessonDone: false }));
    const client = testClient(server, { session: signedIn() });
    await expect(
      client.attemptExercise("l1-e1", { kind: "python", code: "print(1)" }),
    ).resolves.toMatchObject({ exerciseId: "l1-e1" });
    expect(server.requestsTo("POST", "exercises/l1-e1/attempts").map((r) => r.json())).toEqual([
      { kind: "python", code: "print(1)" },
    ]);
    expect(server.requests[0]!.headers.authorization).toBe("Bearer token-1");
  });

  it("attemptExercise follows a pending attempt until the server confirms it, never from a cache", async () => {
    const pending = { state: "pending", attemptId: 9, exerciseId: "l1-e1", retryAfterMs: 10 };
    const confirmed = { state: "confirmed", attemptId: 9, exerciseId: "l1-e1", lessonDone: false };
    server.on("POST", "exercises/l1-e1/attempts", json(202, pending));
    let polls = 0;
    server.on("GET", "exercises/attempts/9", (request, response) =>
      json(++polls < 3 ? 202 : 200, polls < 3 ? pending : confirmed)(request, response),
    );
    const client = testClient(server, { session: signedIn() });
    await expect(client.attemptExercise("l1-e1", { kind: "python", code: "print(1)" })).resolves.toEqual(
      confirmed,
    );
    expect(server.requestsTo("GET", "exercises/attempts/9")).toHaveLength(3);
  });

  it("attemptExercise passes the server's refusal on as an ApiError with its Chinese detail", async () => {
    const detail = "排队的同学有点多，10 秒后再点一次检查。";
    server.on("POST", "exercises/l1-e1/attempts", json(429, { message: "full", code: "queue_full", detail }));
    const client = testClient(server, { session: signedIn() });
    const error = await client
      .attemptExercise("l1-e1", { kind: "quiz", answer: "A" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "queue_full", detail });
    // A POST is never repeated by the client: pressing again is the child's choice.
    expect(server.requestsTo("POST", "exercises/l1-e1/attempts")).toHaveLength(1);
  });

  it("an attempt drops the cached lesson records, course progress and course cards", async () => {
    server.on("GET", "lessons/l1/exercises", json(200, { lessonId: "l1", exercises: [] }));
    server.on("GET", "lessons/progress", json(200, { appUid: "a", visited: [], done: [] }));
    server.on("GET", "apps/user/7", json(200, []));
    server.on("POST", "exercises/l1-e1/attempts", json(200, { exerciseId: "l1-e1" }));
    const client = testClient(server, { session: signedIn() });
    const readAll = async () => {
      await client.getLessonExercises("l1");
      await client.getCourseProgress("a");
      await client.getUserApps(7);
    };
    await readAll();
    await readAll();
    expect(server.requests).toHaveLength(3);
    await client.attemptExercise("l1-e1", { kind: "quiz", answer: "A" });
    await readAll();
    expect(server.requestsTo("GET", "lessons/l1/exercises")).toHaveLength(2);
    expect(server.requestsTo("GET", "lessons/progress")).toHaveLength(2);
    expect(server.requestsTo("GET", "apps/user/7")).toHaveLength(2);
  });

  it("revealHint POSTs {} or {confirm: true} and drops the cached lesson records", async () => {
    server.on("GET", "lessons/l1/exercises", json(200, { lessonId: "l1", exercises: [] }));
    server.on("POST", "exercises/l1-e1/hints", json(200, { exerciseId: "l1-e1", revealed: [], total: 3 }));
    const client = testClient(server, { session: signedIn() });
    await client.getLessonExercises("l1");
    await client.revealHint("l1-e1");
    await client.revealHint("l1-e1", { confirm: true });
    await client.getLessonExercises("l1");
    expect(server.requestsTo("POST", "exercises/l1-e1/hints").map((r) => r.json())).toEqual([
      {},
      { confirm: true },
    ]);
    expect(server.requestsTo("GET", "lessons/l1/exercises")).toHaveLength(2);
  });

  it("saveExerciseCode PUTs the code; getLessonCode is never answered from the cache", async () => {
    server.on(
      "PUT",
      "exercises/l1-e1/code",
      json(200, { exerciseId: "l1-e1", code: "print(2)", updatedAt: "t" }),
    );
    server.on("GET", "lessons/l1/code", json(200, { lessonId: "l1", exercises: [] }));
    const client = testClient(server, { session: signedIn() });
    await client.getLessonCode("l1");
    await client.saveExerciseCode("l1-e1", "print(2)");
    await client.getLessonCode("l1");
    expect(server.requestsTo("PUT", "exercises/l1-e1/code").map((r) => r.json())).toEqual([
      { code: "print(2)" },
    ]);
    expect(server.requestsTo("GET", "lessons/l1/code")).toHaveLength(2);
  });

  it("checkParsons POSTs the arrangement; sendLessonActivity posts the exercise in front, no seconds", async () => {
    server.on(
      "POST",
      "exercises/l1-e1/parsons",
      json(200, { exerciseId: "l1-e1", result: { passed: true } }),
    );
    server.on("POST", "lessons/l1/activity", json(200, { lessonId: "l1", seconds: 30 }));
    const client = testClient(server, { session: signedIn() });
    await client.checkParsons("l1-e1", [
      { line: 1, indent: 0 },
      { line: 0, indent: 1 },
    ]);
    await client.sendLessonActivity("l1", "l1-e1");
    await client.sendLessonActivity("l1");
    expect(server.requestsTo("POST", "exercises/l1-e1/parsons").map((r) => r.json())).toEqual([
      {
        lines: [
          { line: 1, indent: 0 },
          { line: 0, indent: 1 },
        ],
      },
    ]);
    expect(server.requestsTo("POST", "lessons/l1/activity").map((r) => r.json())).toEqual([
      { exerciseId: "l1-e1" },
      {},
    ]);
  });

  it("getCertificate asks for one course; its 404 arrives as a typed ApiError and is not cached", async () => {
    const client = testClient(server, { session: signedIn() });
    const error = await client.getCertificate("c-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    server.on("GET", "apps/c-1/certificate", json(200, { appUid: "c-1" }));
    await expect(client.getCertificate("c-1")).resolves.toEqual({ appUid: "c-1" });
    expect(server.requestsTo("GET", "apps/c-1/certificate")).toHaveLength(2);
  });
});
