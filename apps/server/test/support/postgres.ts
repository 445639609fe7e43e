import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const bin = "/usr/lib/postgresql/15/bin";

export interface TestPostgres {
  url: string;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command as the `postgres` OS user when we are root (postgres refuses to run as root). */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: "pipe" });
}

/** A throwaway Postgres 15 cluster in a temp dir on a free port; `stop` removes it. */
export async function startTestPostgres(): Promise<TestPostgres> {
  if (!existsSync(`${bin}/initdb`)) {
    throw new Error(
      `Postgres 15 is needed for the server tests: apt-get install -y postgresql-15 (looked in ${bin})`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "qisi-pg-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) spawnSync("chown", ["postgres:postgres", dir]);
  const dataDir = join(dir, "data");
  const port = await freePort();
  asPostgres(`${bin}/initdb`, ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"]);
  asPostgres(`${bin}/pg_ctl`, [
    "-D",
    dataDir,
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(`${bin}/pg_ctl`, ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
