import { z } from "zod";
import { assetContentTypes } from "./constants.ts";

// ── Scratch assets ───────────────────────────────────────────────────────────────────────────────

/** Largest costume, backdrop or sound a learner may upload. */
export const maxAssetBytes = 10 * 1024 * 1024;

/** An asset's name: md5 of its bytes (32 hex digits) and an extension Scratch uses. */
export const AssetName = z
  .string()
  .toLowerCase()
  .regex(new RegExp(`^[0-9a-f]{32}\\.(${Object.keys(assetContentTypes).join("|")})$`), {
    message: "素材的名字不对：应该是 32 位校验码加上图片或声音的扩展名。",
  });

/** `POST|PUT|GET assets/{md5ext}`. The upload body is the file's raw bytes, of any content type. */
export const AssetParams = z.object({ md5ext: AssetName });

/** `POST|PUT assets/{md5ext}`: stored (or already there: equal names mean equal bytes). */
export const AssetSaved = z.object({ ok: z.literal(true), md5ext: z.string() });
export type AssetSaved = z.infer<typeof AssetSaved>;
