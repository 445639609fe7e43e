import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../src/config.ts";
import { ensureContent } from "../src/content/import.ts";
import { ContentInvalidError } from "../src/content/issues.ts";
import { contentImports, lessons } from "../src/db/schema.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

/** A copy of content/ the test may edit and break. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "qisi-content-"));
  cpSync(defaultContentDir, dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, from: string, to: string) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

const lesson4 = "courses/25s2-python-cpp-01/04-if/lesson.md";

describe.each(backends)("content import on %s", (backend) => {
  let server: TestServer;
  let dir: string;
  const title = async (id: string) =>
    (await server.ctx.db.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, id)))[0]?.title;
  const hash = async () => (await server.ctx.db.select().from(contentImports))[0]?.hash;

  beforeAll(async () => {
    server = await startTestServer(backend);
    dir = contentCopy();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("imports at start-up only when content changed", async () => {
    expect(await ensureContent(server.ctx.db, dir)).toBe(false);
    expect(await title("25s2-01-l4")).toBe("第 4 课：如果……就……");
  });

  it("keeps the class page's text plain until the player renders steps", async () => {
    const [first] = await server.ctx.db
      .select({ body: lessons.body, steps: lessons.steps })
      .from(lessons)
      .where(eq(lessons.id, "25s2-01-l1"));
    expect(first!.body).toContain('print("生日快乐！")');
    expect(first!.body).not.toMatch(/```|::: exercise/);
    expect(first!.steps[0]).toMatchObject({ title: "计算机照着做", exerciseId: "25s2-01-l1-e1" });
  });

  it("refuses content with a broken file before writing anything", async () => {
    const before = await hash();
    edit(dir, lesson4, "title: 第 4 课：如果……就……", "title: 第 4 课：改过的标题");
    rmSync(join(dir, "courses/25s2-python-cpp-01/05-guess-number/lesson.md"));
    const refused = await ensureContent(server.ctx.db, dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentInvalidError);
    expect((refused as ContentInvalidError).issues).toContainEqual({
      file: "courses/25s2-python-cpp-01/05-guess-number",
      line: 1,
      reason: "课的文件夹里没有 lesson.md",
    });
    expect(await title("25s2-01-l4")).toBe("第 4 课：如果……就……");
    expect(await hash()).toBe(before);
  });

  it("rolls the whole import back when the database refuses one row", async () => {
    cpSync(
      join(defaultContentDir, "courses/25s2-python-cpp-01/05-guess-number"),
      join(dir, "courses/25s2-python-cpp-01/05-guess-number"),
      { recursive: true },
    );
    const before = await hash();
    // Packages are written after lessons: a refusal there must take the new lesson title back too.
    await server.ctx.db.execute(sql`
      CREATE FUNCTION refuse_package() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await server.ctx.db.execute(sql`
      CREATE TRIGGER refuse_package BEFORE UPDATE ON sales_packages FOR EACH ROW
      WHEN (NEW.uid = 'scratch-01-full') EXECUTE FUNCTION refuse_package()`);
    await expect(ensureContent(server.ctx.db, dir)).rejects.toThrow();
    expect(await title("25s2-01-l4")).toBe("第 4 课：如果……就……");
    expect(await hash()).toBe(before);
    await server.ctx.db.execute(sql`DROP TRIGGER refuse_package ON sales_packages`);
    expect(await ensureContent(server.ctx.db, dir)).toBe(true);
    expect(await title("25s2-01-l4")).toBe("第 4 课：改过的标题");
  });

  it("deletes a lesson that left the content, and keeps the others", async () => {
    edit(dir, "courses/25s2-python-cpp-01/course.yaml", "      - 05-guess-number\n", "");
    // The full package sells every lesson the course has: one fewer now (its count, whatever it is today).
    const course = readFileSync(join(dir, "courses/25s2-python-cpp-01/course.yaml"), "utf8");
    const sold = Number(/^ {4}lessons: (\d+)$/m.exec(course)?.[1]);
    edit(
      dir,
      "courses/25s2-python-cpp-01/course.yaml",
      `    lessons: ${sold}\n`,
      `    lessons: ${sold - 1}\n`,
    );
    rmSync(join(dir, "courses/25s2-python-cpp-01/05-guess-number"), { recursive: true });
    expect(await ensureContent(server.ctx.db, dir)).toBe(true);
    expect(await title("25s2-01-l5")).toBeUndefined();
    expect(await title("25s2-01-l4")).toBe("第 4 课：改过的标题");
  });

  it("does not start a server on broken content", async () => {
    const broken = contentCopy();
    try {
      edit(broken, "courses/25s2-python-cpp-01/02-variables/exercise-7.yaml", "kind: quiz", "kind: essay");
      await expect(startTestServer(backend, { CONTENT_DIR: broken })).rejects.toThrow(
        /kind 只能是 python、cpp、scratch、quiz/,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
