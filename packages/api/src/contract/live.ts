import { z } from "zod";
import { IsoTime, TextId } from "./common.ts";

// ── Live sync, diagnostics, short links ──────────────────────────────────────────────────────────

/** SPEC §3: what a learner's Python studio sends to live sync. */
export const LiveSync = z.object({
  name: z.string().max(200),
  code: z.string().max(200_000),
  console: z.string().max(200_000),
});
export type LiveSync = z.infer<typeof LiveSync>;

/**
 * A snapshot's view id: 128 random bits in base64url. Whoever has it may watch; nobody can guess it.
 * (SPEC's `live/{number}` took 1704067200 minus the Unix seconds, which anyone could guess.)
 */
export const LiveId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, {
  message: "课堂同步的链接不完整，请重新打开老师给的链接。",
});

/** The short number a learner reads out to the teacher: 8 digits, valid for a while only. */
export const LiveNumber = z
  .string()
  .regex(/^[1-9]\d{7}$/, { message: "课堂同步号是 8 位数字，请再核对一下。" })
  .transform(Number);

/** `POST live/{id}`: the snapshot and the write secret `POST live` gave this studio. */
export const LiveWrite = z.object({
  ...LiveSync.shape,
  secret: z.string().min(1).max(128),
});
export type LiveWrite = z.infer<typeof LiveWrite>;

/**
 * The number to show (a new one once the old has expired), how many seconds it still works (relative,
 * so a studio whose clock is wrong still renews it on time), and when the snapshot itself expires.
 */
export const LiveTicket = z.object({
  number: z.number().int(),
  numberExpiresIn: z.number().int(),
  expiresAt: IsoTime,
});
export type LiveTicket = z.infer<typeof LiveTicket>;

/** `POST live`: the view id and, this once, the write secret; the server keeps only its hash. */
export const LiveCreated = z.object({ id: z.string(), secret: z.string(), ...LiveTicket.shape });
export type LiveCreated = z.infer<typeof LiveCreated>;

/** `GET live/{id}`: the last snapshot, for the teacher's view. */
export const LiveSnapshot = z.object({
  ...LiveSync.shape,
  id: z.string(),
  updatedAt: IsoTime,
  expiresAt: IsoTime,
});
export type LiveSnapshot = z.infer<typeof LiveSnapshot>;

/** `GET live/number/{number}`: which snapshot a short number stands for. */
export const LiveFound = z.object({ id: z.string() });
export type LiveFound = z.infer<typeof LiveFound>;

export const LiveParams = z.object({ id: LiveId });
export const LiveNumberParams = z.object({ number: LiveNumber });

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
