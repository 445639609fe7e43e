import { z } from "zod";
import { IsoTime, TextId } from "./common.ts";

// ── Live sync, diagnostics, short links ──────────────────────────────────────────────────────────

/** SPEC §3: what a learner's Python studio posts to `live/{number}`. */
export const LiveSync = z.object({
  name: z.string().max(200),
  code: z.string().max(200_000),
  console: z.string().max(200_000),
});
export type LiveSync = z.infer<typeof LiveSync>;

export const LiveSnapshot = z.object({ ...LiveSync.shape, number: z.number().int(), updatedAt: IsoTime });
export type LiveSnapshot = z.infer<typeof LiveSnapshot>;

/** SPEC §7: the number is 1704067200 minus Unix seconds, so it is usually negative. */
export const LiveParams = z.object({
  number: z
    .string()
    .regex(/^-?\d{1,12}$/)
    .transform(Number),
});

export const DiagParams = z.object({ code: z.coerce.number<number>().int().min(200).max(599) });

export const DiagStatusQuery = z.object({
  message: z.string().max(500).optional(),
  /** Milliseconds, capped by the server. */
  delay: z.coerce.number<number>().int().min(0).max(2_147_483_647).optional(),
});
export type DiagStatusQuery = z.infer<typeof DiagStatusQuery>;

/** `GET diag/status/{code}` with a status below 400. */
export const DiagAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  delay: z.number().int(),
});
export type DiagAnswer = z.infer<typeof DiagAnswer>;

/** `GET healthz`: up only while the database answers (503 otherwise). */
export const Health = z.object({ ok: z.boolean(), database: z.enum(["pglite", "postgres"]) });
export type Health = z.infer<typeof Health>;

/** `GET qr.svg?text=`: a QR code of an http(s) link, as SVG. */
export const QrQuery = z.object({
  text: z
    .string({ message: "请告诉我们二维码里要放什么链接。" })
    .url({ message: "二维码里只能放 http 或 https 链接。" })
    .max(512, { message: "链接太长了，二维码放不下。" })
    .refine((value) => /^https?:\/\//.test(value), { message: "二维码里只能放 http 或 https 链接。" }),
});

/** `GET r/{id}`: where a short link goes. */
export const Redirect = z.object({ id: z.string(), url: z.string() });
export type Redirect = z.infer<typeof Redirect>;

export const RedirectParams = z.object({ id: TextId });
