import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "../db/connect.ts";

/** A job was queued (payload: its resource), so idle workers look at once instead of at their next poll. */
export const workChannel = "qisi_work";
/** A job's result was recorded (payload: `attempt:<id>` or `submission:<id>`), so a waiting answer goes out. */
export const resultChannel = "qisi_result";

export type Listener = (payload: string) => void;

/**
 * Postgres LISTEN/NOTIFY between every process on the database: the SQL that queues a job or
 * records a result calls `pg_notify` inside its transaction, so the signal leaves exactly when the
 * row is there to read. A signal is a hint, never the truth: a listener that missed one (its
 * connection dropped) still finds the row at its next poll.
 */
export interface Signals {
  on(channel: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export function openSignals(database: Database): Signals {
  return database.kind === "pglite"
    ? pgliteSignals((database as Database & { client: PGlite }).client)
    : postgresSignals(database.url as string);
}

class ListenerSet {
  private readonly byChannel = new Map<string, Set<Listener>>();

  /** True for a channel's first listener ever: the one that has to start listening. */
  add(channel: string, listener: Listener): boolean {
    const set = this.byChannel.get(channel);
    if (set) {
      set.add(listener);
      return false;
    }
    this.byChannel.set(channel, new Set([listener]));
    return true;
  }

  remove(channel: string, listener: Listener): void {
    this.byChannel.get(channel)?.delete(listener);
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  emit(channel: string, payload: string): void {
    for (const listener of this.byChannel.get(channel) ?? []) listener(payload);
  }
}

/** Embedded PGlite: one connection in this process, whose own NOTIFYs come back to its listeners. */
function pgliteSignals(client: PGlite): Signals {
  const listeners = new ListenerSet();
  const unlisten: Promise<() => Promise<void>>[] = [];
  return {
    on(channel, listener) {
      if (listeners.add(channel, listener)) {
        unlisten.push(client.listen(channel, (payload) => listeners.emit(channel, payload)));
      }
      return () => listeners.remove(channel, listener);
    },
    async close() {
      for (const stop of await Promise.allSettled(unlisten)) {
        if (stop.status === "fulfilled") await stop.value().catch(() => {});
      }
    },
  };
}

/**
 * Postgres: one connection of its own (a pooled one cannot hold LISTEN), opened again a second
 * after it drops, with every channel listened to again.
 */
function postgresSignals(url: string): Signals {
  const listeners = new ListenerSet();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnect: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => listeners.emit(message.channel, message.payload ?? ""));
    next.on("error", () => dropped(next));
    next.on("end", () => dropped(next));
    try {
      await next.connect();
      for (const channel of listeners.channels()) await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
    } catch {
      dropped(next);
    }
  };
  const dropped = (which: pg.Client) => {
    if (client === which) client = null;
    which.end().catch(() => {});
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = null;
      void connect();
    }, 1000);
    reconnect.unref();
  };
  const ready = connect();

  return {
    on(channel, listener) {
      if (listeners.add(channel, listener)) {
        void ready.then(() => client?.query(`LISTEN ${channel}`).catch(() => {}));
      }
      return () => listeners.remove(channel, listener);
    },
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      await ready;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
