import { afterEach, describe, expect, it } from "vitest";
import { newPhone } from "../../test/support/client.ts";
import { freshPglite } from "../../test/support/test-server.ts";
import { accounts } from "../db/schema.ts";
import { RefreshTokens } from "./refresh-tokens.ts";

describe("a dead refresh token replayed", () => {
  let client: Awaited<ReturnType<typeof freshPglite>>["client"] | null = null;
  afterEach(async () => {
    if (client && !client.closed) await client.close();
  });

  async function tokensWithAccount() {
    // The run's migrated template: building a PGlite from scratch per test outran the time limit.
    const database = await freshPglite();
    client = database.client;
    const [account] = await database.db.insert(accounts).values({ phone: newPhone() }).returning();
    return { tokens: new RefreshTokens(database.db, 3600), accountId: account!.id };
  }

  // With the database closed, any query throws: an answer proves it came from memory (issue 25).
  it("is refused from memory after the first refusal, without touching the database", async () => {
    const { tokens, accountId } = await tokensWithAccount();
    const { token } = await tokens.create(accountId);
    await tokens.revoke(token);
    expect(await tokens.use(token)).toBeNull();
    await client!.close();
    expect(await tokens.use(token)).toBeNull();
  });

  it("an unknown token is remembered too, and a live one still goes to the database", async () => {
    const { tokens, accountId } = await tokensWithAccount();
    const { token: live } = await tokens.create(accountId);
    expect(await tokens.use("never-issued")).toBeNull();
    expect((await tokens.use(live))?.accountId).toBe(accountId);
    await client!.close();
    expect(await tokens.use("never-issued")).toBeNull();
    await expect(tokens.use(live)).rejects.toThrow();
  });
});
