import { z } from "zod";

// ── Scratch library (issue 8) ────────────────────────────────────────────────────────────────────

/** One costume or backdrop in Scratch's library format; its file is `GET assets/{md5ext}`. */
export const ScratchLibraryCostume = z.object({
  name: z.string(),
  assetId: z.string(),
  md5ext: z.string(),
  dataFormat: z.string(),
  bitmapResolution: z.number().optional(),
  rotationCenterX: z.number(),
  rotationCenterY: z.number(),
  tags: z.array(z.string()),
});
export type ScratchLibraryCostume = z.infer<typeof ScratchLibraryCostume>;

/** One sound in Scratch's library format. */
export const ScratchLibrarySound = z.object({
  name: z.string(),
  assetId: z.string(),
  md5ext: z.string(),
  dataFormat: z.string(),
  rate: z.number(),
  sampleCount: z.number(),
  tags: z.array(z.string()),
});
export type ScratchLibrarySound = z.infer<typeof ScratchLibrarySound>;

/** One sprite: a Scratch 3 target's JSON (costumes, sounds, blocks) with a name and tags. */
export const ScratchLibrarySprite = z.looseObject({
  name: z.string(),
  tags: z.array(z.string()),
  isStage: z.literal(false),
  costumes: z.array(ScratchLibraryCostume.omit({ tags: true })),
  sounds: z.array(ScratchLibrarySound.omit({ tags: true })),
  blocks: z.record(z.string(), z.unknown()),
  variables: z.record(z.string(), z.unknown()),
});
export type ScratchLibrarySprite = z.infer<typeof ScratchLibrarySprite>;

/** `GET scratch/library`: everything the Scratch GUI's libraries show, all hosted by our server. */
export const ScratchLibrary = z.object({
  costumes: z.array(ScratchLibraryCostume),
  backdrops: z.array(ScratchLibraryCostume),
  sprites: z.array(ScratchLibrarySprite),
  sounds: z.array(ScratchLibrarySound),
  /** The project.json a new project starts from (our own sprite and backdrop). */
  starter: z.record(z.string(), z.unknown()),
});
export type ScratchLibrary = z.infer<typeof ScratchLibrary>;
