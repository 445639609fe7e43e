import { sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { WorkResource } from "../db/schema.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The processes that run jobs (`work_workers`), so a server with no workers of its own can tell
 * whether anybody is checking at all: a child waiting for a check nobody will run is told so.
 */
export class WorkerRegistry {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Says this worker is alive (at start and with every heartbeat). */
  async seen(id: string, resources: readonly WorkResource[], slots: number): Promise<void> {
    await this.db.execute(sql`
      INSERT INTO work_workers (id, resources, slots) VALUES (${id}, ${JSON.stringify(resources)}::jsonb, ${slots})
      ON CONFLICT (id) DO UPDATE SET seen_at = now(), resources = excluded.resources, slots = excluded.slots`);
  }

  async gone(id: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM work_workers WHERE id = ${id}`);
  }

  /** Whether a worker that runs `resource` sent a heartbeat in the last `withinSeconds`. */
  async serving(resource: WorkResource, withinSeconds: number): Promise<boolean> {
    const [row] = rowsOf<{ alive: boolean }>(
      await this.db.execute(sql`
        SELECT EXISTS (
          SELECT 1 FROM work_workers
          WHERE seen_at > now() - make_interval(secs => ${withinSeconds}) AND resources ? ${resource}
        ) AS alive`),
    );
    return row?.alive === true;
  }

  /** Forgets workers silent for an hour (killed without saying goodbye). */
  async forgetSilent(): Promise<void> {
    await this.db.execute(sql`DELETE FROM work_workers WHERE seen_at < now() - interval '1 hour'`);
  }
}
