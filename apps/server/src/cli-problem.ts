import { readFile, stat, writeFile } from "node:fs/promises";
import { ProblemPackageError, readProblemFolder, readProblemZip } from "@qisi/judge";
import type { Database } from "./db/connect.ts";
import { toProblemRecord } from "./problems/import.ts";
import { type ProblemRecord, ProblemStore } from "./problems/store.ts";

/**
 * `cli problem import <file.zip|folder>...`, `cli problem export <id> [file.zip]` and `cli problem
 * list`; answers the process exit code. An import reads every package first and writes them in one
 * transaction: one broken package imports none.
 */
export async function problemCommand(database: Database, command: string, args: string[]): Promise<number> {
  const store = new ProblemStore(database.db);
  if (command === "list") {
    for (const row of await store.list()) {
      process.stdout.write(`${row.id}\tGESP ${row.level}\t${row.title}\t${row.tags.join(",")}\n`);
    }
    return 0;
  }
  if (command === "import") {
    if (args.length === 0) {
      process.stderr.write("请给出题目压缩包（.zip）或题目文件夹。\n");
      return 2;
    }
    const records: ProblemRecord[] = [];
    for (const path of args) {
      try {
        const info = await stat(path);
        const pkg = info.isDirectory()
          ? await readProblemFolder(path)
          : readProblemZip(new Uint8Array(await readFile(path)));
        records.push(toProblemRecord(pkg, "import"));
      } catch (error) {
        const reason = error instanceof ProblemPackageError ? error.messageZh : (error as Error).message;
        process.stderr.write(`${path} 不能导入：\n${reason}\n`);
        return 1;
      }
    }
    await store.save(records);
    for (const record of records) {
      process.stdout.write(`导入 ${record.id}：${record.title}（${record.tests.length} 个测试点）\n`);
    }
    return 0;
  }
  if (command === "export") {
    const [id, out = `${id}.zip`] = args;
    if (!id) {
      process.stderr.write("请给出题目编号，例如 problem export gesp1-001\n");
      return 2;
    }
    const zip = await store.packageOf(id);
    if (!zip) {
      process.stderr.write(`没有编号为 ${id} 的题目。\n`);
      return 1;
    }
    await writeFile(out, zip);
    process.stdout.write(`已导出到 ${out}\n`);
    return 0;
  }
  process.stderr.write("problem 后面只能是 import、export 或 list。\n");
  return 2;
}
