import { parseArgs } from "node:util";
import { adminCommand } from "./cli-admin.ts";
import { problemCommand } from "./cli-problem.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { importLibrary, seedStarterLibrary } from "./scratch-library/library.ts";

const usage = `启思编程 server — operator commands

  node dist/cli.js scratch-library import <folder|file.sb3|file.sprite3|image|sound>... [--tags a,b] [--kind costume|backdrop]
      Adds costumes, backdrops, sprites and sounds to the Scratch studio's library.
      In a folder, sub-folders named costumes/ backdrops/ sprites/ sounds/ (or 造型/ 背景/ 角色/ 声音/)
      say what their files are; loose images are costumes, .wav/.mp3 are sounds. An .sb3 gives
      its sprites and its stage's backdrops; a .sprite3 gives one sprite. Names come from the
      file names (or the names inside .sb3/.sprite3). Uses DATABASE_URL or DATA_DIR like the server.

  node dist/cli.js scratch-library list
      Prints how many items of each kind the library holds.

  node dist/cli.js admin grant <phone>
  node dist/cli.js admin revoke <phone>
      Makes the account with this phone number an operator (the /admin page), or a learner again.
      The person must have signed in once. Numbers in ADMIN_PHONES are made admins again at sign-in.

  node dist/cli.js admin list
      Prints the admins' account ids and phone numbers.

  node dist/cli.js problem import <file.zip|folder>...
      Adds or replaces judge problems from Hydro-layout packages (problem.yaml, problem.md,
      testdata/config.yaml, *.in/*.out), all in one transaction. The same as the /admin upload.

  node dist/cli.js problem export <id> [file.zip]
      Writes a problem's package as a Hydro-layout zip (default <id>.zip).

  node dist/cli.js problem list
      Prints every problem's id, GESP level, title and tags.
`;

/**
 * One operator command: its exit code, its output on this process's stdout and stderr. `env` is
 * where DATABASE_URL and DATA_DIR come from (tests run commands in-process on their own folder).
 */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tags: { type: "string" },
      kind: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [area, command, ...paths] = positionals;
  if (values.help || !["scratch-library", "admin", "problem"].includes(area ?? "") || !command) {
    process.stdout.write(usage);
    return values.help ? 0 : 2;
  }
  if (values.kind && values.kind !== "costume" && values.kind !== "backdrop") {
    process.stderr.write("--kind 只能是 costume 或 backdrop\n");
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (area === "admin" || area === "problem") {
    try {
      return await (area === "admin" ? adminCommand : problemCommand)(database, command, paths);
    } finally {
      await database.close();
    }
  }
  try {
    await seedStarterLibrary(database.db);
    if (command === "import") {
      if (paths.length === 0) {
        process.stderr.write("请给出要导入的文件夹或文件。\n");
        return 2;
      }
      const summary = await importLibrary(database.db, paths, {
        ...(values.tags
          ? {
              tags: values.tags
                .split(",")
                .map((tag) => tag.trim())
                .filter(Boolean),
            }
          : {}),
        ...(values.kind ? { kind: values.kind as "costume" | "backdrop" } : {}),
      });
      process.stdout.write(
        `导入完成：造型 ${summary.costume}，背景 ${summary.backdrop}，角色 ${summary.sprite}，声音 ${summary.sound}，素材文件 ${summary.assets}\n`,
      );
      for (const skipped of summary.skipped) process.stdout.write(`跳过 ${skipped}\n`);
      return summary.skipped.length > 0 && summary.assets === 0 ? 1 : 0;
    }
    if (command === "list") {
      const rows = await database.query<{ kind: string; source: string; n: number }>(
        "SELECT kind, source, count(*)::int AS n FROM scratch_library GROUP BY kind, source ORDER BY kind, source",
      );
      for (const row of rows) process.stdout.write(`${row.kind}\t${row.source}\t${row.n}\n`);
      return 0;
    }
    process.stdout.write(usage);
    return 2;
  } finally {
    await database.close();
  }
}
