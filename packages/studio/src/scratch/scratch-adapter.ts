import type { LanguageAdapter } from "../project/language-adapter.ts";
import type { ScratchCapture, ScratchSource, ScratchStudioHandle } from "./ScratchStudio.tsx";

/**
 * A Scratch project as the shared model holds it: what the studio shows (project.json, an .sb3
 * draft, or the starter) or, after a capture, what is on screen with the assets to upload.
 */
export type ScratchContent = ScratchSource | (ScratchCapture & { captured: true });

/** Uploads one asset to our server (the site's client: `api.saveAsset`). */
export type SaveAsset = (md5ext: string, bytes: Uint8Array) => Promise<void>;

/**
 * The Scratch studio for the shared project model: a lazy editor (the frame says "changed"; the
 * model captures only to save), .sb3 drafts, and costumes and sounds uploaded before each save.
 */
export function scratchAdapter(
  studio: () => ScratchStudioHandle | null,
  saveAsset: SaveAsset,
  defaultTitle: string,
): LanguageAdapter<ScratchContent> {
  const editor = () => {
    const handle = studio();
    if (!handle) throw new Error("the Scratch studio is not open");
    return handle;
  };
  return {
    kind: "scratch",
    defaultTitle,
    starter: () => ({ projectId: null }),
    serialize: (content) => ("json" in content ? content.json : ""),
    deserialize: (body) => ({ json: body }),
    capture: async () => ({ ...(await editor().capture()), captured: true }),
    captureDraft: () => editor().exportSb3(),
    fromDraft: (body) => (typeof body === "string" ? { json: body } : { sb3: body }),
    thumbnail: async (content) => ("captured" in content ? content.thumbnail : undefined),
    async beforeSave(content) {
      if (!("captured" in content) || content.assets.length === 0) return;
      // A few at a time: a project from an .sb3 file may bring hundreds.
      const queue = [...content.assets];
      const stored: string[] = [];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await saveAsset(next.md5ext, next.data);
          stored.push(next.md5ext);
        }
      };
      try {
        await Promise.all([worker(), worker(), worker(), worker()]);
      } finally {
        editor().assetsStored(stored);
      }
    },
  };
}
