import type { AdminAccountRef, AdminList } from "@qisi/api/contract";
import { z } from "zod";

/** `?offset=&limit=` of every admin list. */
export const adminListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type AdminListParams = z.infer<typeof adminListQuery>;

export function adminList<T>(items: T[], total: number, { offset, limit }: AdminListParams): AdminList<T> {
  return { items, total, offset, limit };
}

/** Operators see who bought, not the whole number: 138****0000. */
export function maskPhone(phone: string | null): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : null;
}

export function accountRef(id: number, nickname: string | null, phone: string | null): AdminAccountRef {
  return { id, nickname: nickname ?? "", phone: maskPhone(phone) };
}
