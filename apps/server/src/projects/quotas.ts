import type { ProjectKind } from "@qisi/api/contract";
import type { QuotaSettings } from "../config.ts";
import { HttpError } from "../errors.ts";
import { assetNames } from "./asset-names.ts";

const quotaExceeded = (detail: string) => new HttpError(403, "quota_exceeded", "Quota exceeded.", detail);

const megabytes = (chars: number) => `${Math.round((chars / 1024 / 1024) * 10) / 10} MB`;

/** Refuses a new project when the account already keeps as many as it may. */
export function checkProjectCount(owned: number, quotas: QuotaSettings): void {
  if (owned < quotas.projectsPerAccount) return;
  throw quotaExceeded(
    `作品太多啦：一个账号最多保存 ${quotas.projectsPerAccount} 个作品。删掉一些不再需要的作品，就能继续创作了。`,
  );
}

/**
 * Checks a body about to be stored and answers the assets it names (Scratch), which the store keeps
 * beside it: too large a body is a 413, too many costumes and sounds a `quota_exceeded`.
 */
export function checkProjectBody(kind: ProjectKind, body: string, quotas: QuotaSettings): string[] {
  if (body.length > quotas.projectChars) {
    throw new HttpError(
      413,
      "payload_too_large",
      "Payload too large.",
      `作品太大啦：最多只能保存 ${megabytes(quotas.projectChars)}。试试删掉一些用不上的造型、背景或声音，再保存一次。`,
    );
  }
  if (kind !== "scratch") return [];
  const names = assetNames(body);
  if (names.length > quotas.assetsPerProject) {
    throw quotaExceeded(
      `这个作品里的造型和声音太多啦（${names.length} 个），一个作品最多 ${quotas.assetsPerProject} 个。删掉一些用不上的，再保存吧。`,
    );
  }
  return names;
}
