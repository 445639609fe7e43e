import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/connect.ts";
import { seedCatalog } from "../src/seed/seed.ts";
import { freshPostgresDatabase } from "./support/test-server.ts";

describe("migrations on an empty Postgres", () => {
  it("let several instances start together: each file is applied once", async () => {
    const url = await freshPostgresDatabase(false);
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null })),
    );
    try {
      await Promise.all(instances.map((instance) => seedCatalog(instance.db)));
      const applied = await instances[0]!.query<{ name: string }>("SELECT name FROM schema_migrations");
      expect(applied.map((row) => row.name)).toEqual([
        "0001_init.sql",
        "0002_scratch_library.sql",
        "0003_admin_progress.sql",
      ]);
      const apps = await instances[1]!.query<{ n: number }>("SELECT count(*)::int AS n FROM apps");
      expect(apps[0]!.n).toBe(6);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
