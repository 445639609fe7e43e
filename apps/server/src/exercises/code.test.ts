import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newPhone, type SignedIn, signIn } from "../../test/support/client.ts";
import { backends, startTestServer, type TestServer } from "../../test/support/test-server.ts";
import { exercises } from "../db/schema.ts";

/**
 * The lesson player's kept code (issue 37 item 5): each Python and C++ exercise keeps the child's
 * own code on the server, read back per lesson after a reload, and so does each Scratch fix or
 * modify task (its project.json). Real server, real content: lesson 1 of the Python course is a
 * free taster, lesson 2 is paid; the Scratch course's first lesson has a quiz, a modify task (its
 * own starter) and a make task (built in the lesson's project). Exercises are found through the
 * lesson view, by kind.
 */

const freeLesson = "25s2-01-l1";
const paidLesson = "25s2-01-l2";
const scratchLesson = "scratch-01-l1";

interface ExerciseRef {
  id: string;
  kind: string;
  task?: string;
  starter?: string;
}

describe.each(backends)("kept exercise code on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let learner: SignedIn;
  /** Another learner: lesson 1 is free for them too, lesson 2 is not theirs. */
  let other: SignedIn;
  let python: ExerciseRef[];
  let quiz: ExerciseRef;
  /** A make task: built in the lesson's own project. */
  let scratch: ExerciseRef;
  /** A modify task: it opens with a starter project of its own. */
  let scratchWithStarter: ExerciseRef;
  let paidExercise: ExerciseRef | undefined;

  const exercisesOf = async (lessonId: string, who: SignedIn): Promise<ExerciseRef[]> => {
    const { status, body } = await call(base, `/lessons/${lessonId}`, { token: who.token });
    expect(status).toBe(200);
    return body.exercises;
  };
  const keep = (who: SignedIn | null, exerciseId: string, body: unknown) =>
    call(base, `/exercises/${exerciseId}/code`, { method: "PUT", token: who?.token ?? null, body });
  const kept = (who: SignedIn | null, lessonId: string) =>
    call(base, `/lessons/${lessonId}/code`, { token: who?.token ?? null });

  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
    [learner, other] = await Promise.all([signIn(base, newPhone()), signIn(base, newPhone())]);
    const free = await exercisesOf(freeLesson, learner);
    python = free.filter((exercise) => exercise.kind === "python");
    const scratchSteps = await exercisesOf(scratchLesson, learner);
    quiz = scratchSteps.find((exercise) => exercise.kind === "quiz")!;
    scratch = scratchSteps.find((exercise) => exercise.kind === "scratch" && !exercise.starter)!;
    scratchWithStarter = scratchSteps.find((exercise) => exercise.kind === "scratch" && exercise.starter)!;
    // The paid lesson's view is refused to these learners: its exercise is read from the database.
    [paidExercise] = await server.ctx.db
      .select({ id: exercises.id, kind: exercises.kind })
      .from(exercises)
      .where(eq(exercises.lessonId, paidLesson))
      .limit(1);
    expect(python.length).toBeGreaterThanOrEqual(2);
    expect(quiz && scratch && scratchWithStarter && paidExercise).toBeTruthy();
  });
  afterAll(() => server?.close());

  it("keeps each exercise's own code, the last version, and reads the lesson's back in step order", async () => {
    const [first, second] = python as [ExerciseRef, ExerciseRef];
    expect((await kept(learner, freeLesson)).body).toEqual({ lessonId: freeLesson, exercises: [] });

    const saved = await keep(learner, second.id, { code: 'print("第二题")\n' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ exerciseId: second.id, code: 'print("第二题")\n' });
    expect(Number.isNaN(Date.parse(saved.body.updatedAt))).toBe(false);
    await keep(learner, first.id, { code: "print(1)\n" });
    await keep(learner, first.id, { code: 'print("第一题")\n' });

    const reply = await kept(learner, freeLesson);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    expect(
      reply.body.exercises.map((e: { exerciseId: string; code: string }) => [e.exerciseId, e.code]),
    ).toEqual([
      [first.id, 'print("第一题")\n'],
      [second.id, 'print("第二题")\n'],
    ]);
    // Empty is code too: a child who cleared the editor comes back to an empty editor.
    expect((await keep(learner, second.id, { code: "" })).body.code).toBe("");
  });

  it("never shows one learner's code to another", async () => {
    const [first] = python as [ExerciseRef];
    await keep(learner, first.id, { code: 'print("我的")\n' });
    expect((await kept(other, freeLesson)).body.exercises).toEqual([]);
    await keep(other, first.id, { code: 'print("别人的")\n' });
    const mine = (await kept(learner, freeLesson)).body.exercises;
    expect(mine.find((e: { exerciseId: string }) => e.exerciseId === first.id).code).toBe('print("我的")\n');
  });

  it("keeps a Scratch fix or modify task's project.json, which fits the bound many times over", async () => {
    const starter = scratchWithStarter.starter!;
    // Our starters are a few KB: a child's project may grow more than tenfold before the bound.
    expect(starter.length).toBeLessThan(65_536 / 10);
    const changed = starter.replace("你好！", "我是小启！");
    const saved = await keep(learner, scratchWithStarter.id, { code: changed });
    expect(saved.status).toBe(200);
    const reply = await kept(learner, scratchLesson);
    expect(reply.body.exercises).toEqual([
      { exerciseId: scratchWithStarter.id, code: changed, updatedAt: saved.body.updatedAt },
    ]);
  });

  describe("refusals", () => {
    it("a visitor gets 401 on both routes", async () => {
      expect((await kept(null, freeLesson)).status).toBe(401);
      expect((await keep(null, python[0]!.id, { code: "print(1)" })).status).toBe(401);
    });

    it("a paid lesson without the course is 403 not_entitled; unknown lessons and exercises are 404", async () => {
      for (const reply of [
        await kept(other, paidLesson),
        await keep(other, paidExercise!.id, { code: "print(1)" }),
      ]) {
        expect(reply.status).toBe(403);
        expect(reply.body.code).toBe("not_entitled");
      }
      const noLesson = await kept(learner, "no-such-lesson");
      expect(noLesson.status).toBe(404);
      expect(noLesson.body.detail).toContain("课");
      const noExercise = await keep(learner, "no-such-exercise", { code: "print(1)" });
      expect(noExercise.status).toBe(404);
      expect(noExercise.body.detail).toContain("练习");
    });

    it("a quiz or a Scratch make task keeps no code (a typed 400)", async () => {
      for (const exercise of [quiz, scratch]) {
        const reply = await keep(learner, exercise.id, { code: "print(1)" });
        expect(reply.status).toBe(400);
        expect(reply.body.code).toBe("exercise_kind_mismatch");
        expect(reply.body.detail).toMatch(/[\u4e00-\u9fff]/);
      }
    });

    it("a Scratch task's code must be a Scratch 3 project.json (a typed 400)", async () => {
      for (const code of ["print(1)", "{}", '{"targets": []}', "[1, 2]", "", '{"targets": [{"name": 1}]}']) {
        const reply = await keep(learner, scratchWithStarter.id, { code });
        expect(reply.status, code).toBe(400);
        expect(reply.body.code).toBe("bad_request");
        expect(reply.body.detail).toMatch(/[\u4e00-\u9fff]/);
      }
    });

    it("answers hostile input with a 400 and Chinese, never a 500", async () => {
      const exerciseId = python[0]!.id;
      const bad = [
        { code: "长".repeat(65_537) },
        { code: 42 },
        { code: null },
        { code: ["print(1)"] },
        { code: "print(1)", extra: true },
        {},
        null,
        [],
        "print(1)",
      ];
      for (const body of bad) {
        const reply = await keep(learner, exerciseId, body);
        expect(reply.status, JSON.stringify(body)?.slice(0, 60)).toBe(400);
        expect(reply.body.detail).toMatch(/[\u4e00-\u9fff]/);
      }
      const badJson = await call(base, `/exercises/${exerciseId}/code`, {
        method: "PUT",
        token: learner.token,
        raw: '{"code": "print(',
        headers: { "content-type": "application/json" },
      });
      expect(badJson.status).toBe(400);
      for (const id of ["a".repeat(65), encodeURIComponent("\u0000")]) {
        expect((await keep(learner, id, { code: "print(1)" })).status).toBe(400);
        expect((await kept(learner, id)).status).toBe(400);
      }
      // The largest code allowed is kept whole, Chinese and all.
      const largest = "长".repeat(65_536);
      expect((await keep(learner, exerciseId, { code: largest })).body.code).toBe(largest);
    });
  });
});
