import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { type CppDiagnosticRow, cppModules } from "../db/schema.ts";

export type CppModuleRow = typeof cppModules.$inferSelect;

/** Every query of compiled C++ modules: stored by content, so a second store of a hash changes nothing. */
export class CppModuleStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async find(hash: string): Promise<CppModuleRow | undefined> {
    const [row] = await this.db.select().from(cppModules).where(eq(cppModules.hash, hash));
    return row;
  }

  /** The warnings of a stored module, marking it used (a cache hit), or undefined when it is not stored. */
  async touch(hash: string): Promise<Pick<CppModuleRow, "compiler" | "warnings"> | undefined> {
    const [row] = await this.db
      .update(cppModules)
      .set({ usedAt: sql`now()` })
      .where(eq(cppModules.hash, hash))
      .returning({ compiler: cppModules.compiler, warnings: cppModules.warnings });
    return row;
  }

  async put(input: { hash: string; wasm: Uint8Array; compiler: string; warnings: CppDiagnosticRow[] }) {
    const wasm = Buffer.from(input.wasm.buffer, input.wasm.byteOffset, input.wasm.byteLength);
    await this.db
      .insert(cppModules)
      .values({ ...input, wasm, size: wasm.length })
      .onConflictDoNothing();
  }

  /** Deletes modules nobody compiled since `before`; the next compile of the same program stores it again. */
  async deleteUnusedSince(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(cppModules)
      .where(lt(cppModules.usedAt, before))
      .returning({ hash: cppModules.hash });
    return deleted.length;
  }
}
