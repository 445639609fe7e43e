/**
 * The asset files a Scratch project.json names: every costume and sound of every target, as
 * `md5ext` (Scratch 3 writes it; older saves give `assetId` and `dataFormat`). A body that is not a
 * Scratch project names none.
 */
export function assetNames(body: string): string[] {
  let project: unknown;
  try {
    project = JSON.parse(body);
  } catch {
    return [];
  }
  const targets = (project as { targets?: unknown })?.targets;
  if (!Array.isArray(targets)) return [];
  const names = new Set<string>();
  for (const target of targets) {
    for (const list of [target?.costumes, target?.sounds]) {
      if (!Array.isArray(list)) continue;
      for (const asset of list) {
        const name =
          typeof asset?.md5ext === "string"
            ? asset.md5ext
            : typeof asset?.assetId === "string" && typeof asset?.dataFormat === "string"
              ? `${asset.assetId}.${asset.dataFormat}`
              : null;
        if (name) names.add(name.toLowerCase().slice(0, 64));
      }
    }
  }
  return [...names];
}
