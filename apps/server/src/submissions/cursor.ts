import { badRequest } from "../errors.ts";
import type { SubmissionCursor } from "./store.ts";

/** The `next` of a page: opaque to clients, so the order it encodes can change. */
export function encodeSubmissionCursor(row: { createdAt: Date; id: number }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString("base64url");
}

/** Reads `until`; anything that is not a cursor of ours (or a date outside Postgres's range) is a 400. */
export function decodeSubmissionCursor(cursor: string): SubmissionCursor {
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const date = new Date(time);
    const year = date.getUTCFullYear();
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && year >= 2000 && year <= 9999)
      return [date, id];
  } catch {}
  throw badRequest("翻页位置不对，请从第一页重新加载。");
}
