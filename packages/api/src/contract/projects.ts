import { z } from "zod";
import { IsoTime, SerialId, TextId } from "./common.ts";

// ── Projects ─────────────────────────────────────────────────────────────────────────────────────

/** Scratch projects may be up to 10 MB of JSON. */
export const maxProjectBodyChars = 10 * 1024 * 1024;

export const ProjectKind = z.enum(["scratch", "python", "cpp"]);
export type ProjectKind = z.infer<typeof ProjectKind>;

export const ProjectSummary = z.object({
  id: z.string(),
  kind: ProjectKind,
  title: z.string(),
  ownerId: z.number().int(),
  thumbnail: z.string().nullable(),
  parentId: z.string().nullable(),
  rootId: z.string().nullable(),
  /** How the project came from its parent. */
  origin: z.enum(["new", "copy", "remix"]),
  /** Anyone signed in may remix a shared project (course starters are shared). */
  shared: z.boolean(),
  version: z.number().int(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
  /** The lesson this is the learner's own copy of; null for every other project. */
  lessonId: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

/** The lesson a learner's copy belongs to: what the studio header names and links back to. */
export const ProjectLesson = z.object({
  id: z.string(),
  title: z.string(),
  /** The course (app uid): the lesson's page is `/class/{courseId}/{id}`. */
  courseId: z.string(),
  /** The lesson's starter project: what "从头再来" goes back to. */
  starterProjectId: z.string().nullable(),
});
export type ProjectLesson = z.infer<typeof ProjectLesson>;

export const Project = z.object({
  ...ProjectSummary.shape,
  /** Scratch: the project.json text; Python: the source code. */
  body: z.string(),
  /** Set when `lessonId` is and the lesson still exists. */
  lesson: ProjectLesson.nullable(),
});
export type Project = z.infer<typeof Project>;

const ProjectTitle = z.string().trim().min(1).max(100);
const Thumbnail = z.string().max(200_000);
const ProjectBody = z.string().max(maxProjectBodyChars);

/** `POST projects`. */
export const ProjectCreate = z.object({
  kind: ProjectKind,
  title: ProjectTitle,
  body: ProjectBody,
  thumbnail: Thumbnail.optional(),
});
export type ProjectCreate = z.infer<typeof ProjectCreate>;

/** `PUT projects/{id}`: saves only if `version` is still current, else 409 `conflict`. */
export const ProjectSave = z.object({
  body: ProjectBody,
  version: z.number().int().min(1).max(2_147_483_647),
  title: ProjectTitle.optional(),
  thumbnail: Thumbnail.optional(),
});
export type ProjectSave = z.infer<typeof ProjectSave>;

/** `PATCH projects/{id}`: a new title, the share switch, or both. */
export const ProjectUpdate = z
  .object({ title: ProjectTitle.optional(), shared: z.boolean().optional() })
  .refine((input) => input.title !== undefined || input.shared !== undefined, {
    message: "请给出新的名字或分享设置。",
  });
export type ProjectUpdate = z.infer<typeof ProjectUpdate>;

export const ProjectSaved = z.object({
  id: z.string(),
  version: z.number().int(),
  updatedAt: IsoTime,
});
export type ProjectSaved = z.infer<typeof ProjectSaved>;

export const ProjectParams = z.object({ id: TextId });
export const ProjectOwnerParams = z.object({ userId: SerialId });

/** `?until=&limit=`: `until` is the `next` of the page before. */
export const ProjectPageQuery = z.object({
  until: z.string().max(200).optional(),
  limit: z.coerce.number<number>().int().min(1).max(100).optional(),
});

/** `GET projects/user/{userId}?until=`: newest first; pass `next` as `until` for the next page. */
export const ProjectPage = z.object({
  items: z.array(ProjectSummary),
  next: z.string().nullable(),
});
export type ProjectPage = z.infer<typeof ProjectPage>;

/** `?project=a&project=b`: up to 50 ids. */
export const RemixQuery = z.object({
  project: z.union([z.string().max(64), z.array(z.string().max(64)).max(50)]),
});

/** `GET projects/remixes?project=a&project=b`: remixes of each asked-for project. */
export const RemixIndex = z.record(z.string(), z.array(ProjectSummary));
export type RemixIndex = z.infer<typeof RemixIndex>;

/** `POST projects/lesson/{lessonId}`: the learner's own copy of a lesson's starter project. */
export const LessonProjectParams = z.object({ lessonId: TextId });

/** `POST projects/remix` (SPEC §7). */
export const RemixBody = z.object({ projectId: TextId });
export type RemixBody = z.infer<typeof RemixBody>;

/** `POST projects/remix` (SPEC §7) and `POST projects/{id}/copy`. */
export const ProjectIdResponse = z.object({ projectId: z.string() });
export type ProjectIdResponse = z.infer<typeof ProjectIdResponse>;
