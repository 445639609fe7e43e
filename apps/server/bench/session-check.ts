/**
 * What the per-request session check costs (issue 16 finding 10): the guard's one query
 * (`RefreshTokens.isLive`) against the JWT verification every signed-in request already paid, timed
 * in one process on PGlite, so a loaded machine skews both alike.
 *
 *   node --conditions=source apps/server/bench/session-check.ts [--runs 20000]
 */
import { eq } from "drizzle-orm";
import { AccessTokens } from "../src/auth/access-token.ts";
import { RefreshTokens } from "../src/auth/refresh-tokens.ts";
import { openDatabase } from "../src/db/connect.ts";
import { accounts } from "../src/db/schema.ts";

const args = process.argv.slice(2);
const runs = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 20_000;

const database = await openDatabase({ databaseUrl: null, dataDir: null });
const refresh = new RefreshTokens(database.db, 2_592_000);
const access = new AccessTokens("bench-secret", 900);
// A table with some sessions in it, not just ours.
const ids: number[] = [];
for (let n = 0; n < 200; n += 1) {
  const [row] = await database.db
    .insert(accounts)
    .values({ phone: `1390000${String(n).padStart(4, "0")}` })
    .returning({ id: accounts.id });
  ids.push(row!.id);
  for (let s = 0; s < 5; s += 1) await refresh.create(row!.id);
}
const { family } = await refresh.create(ids[0]!);
const { token } = await access.issue(ids[0]!, family);

async function time(label: string, work: () => Promise<unknown>): Promise<number> {
  for (let n = 0; n < 1000; n += 1) await work();
  const started = performance.now();
  for (let n = 0; n < runs; n += 1) await work();
  const microseconds = ((performance.now() - started) * 1000) / runs;
  console.log(`${label.padEnd(34)} ${microseconds.toFixed(1)} µs per request`);
  return microseconds;
}

const verify = await time("JWT verify (before and after)", () => access.verify(token));
const check = await time("session check (added)", () => refresh.isLive(family, ids[0]!));
await time("for scale: an account read by id", () =>
  database.db.select().from(accounts).where(eq(accounts.id, ids[0]!)),
);
console.log(
  `added per signed-in request: ${check.toFixed(1)} µs (${(check / verify).toFixed(1)}× the JWT verify)`,
);
await database.close();
