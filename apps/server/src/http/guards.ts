import type { FastifyRequest } from "fastify";
import { optionalAccount, requireAccount } from "../auth/guard.ts";
import { isAdmin, requireAdmin } from "../auth/roles.ts";
import type { AppContext } from "../context.ts";
import type { CourseContent, EntitlementStore } from "../courses/entitlement-store.ts";
import { type HttpError, lessonDraft, notEntitled, unauthorized } from "../errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Who is calling, set by the route's guard: an account id, or 0 for a visitor. */
    accountId: number;
  }
}

/** Who may call a route. Every route under /api declares one (a test walks the route table). */
export type Access = "public" | "anyone" | "signed-in" | "owner" | "entitlement" | "admin" | "secret-holder";

/** An `onRequest`/`preHandler` hook that lets a request through or throws the error it deserves. */
export type Guard = ((request: FastifyRequest) => Promise<void>) & { access: Access };

const guard = (access: Access, check: (request: FastifyRequest) => Promise<void>): Guard =>
  Object.assign(check, { access });

export interface Guards {
  /** Everyone, and no account is read: answers that are the same for all (health, short links). */
  public: Guard;
  /** Visitors too; a token, when sent, must be valid (an expired one gets the refreshing 401). */
  anyone: Guard;
  /** A signed-in account, else 401. */
  signedIn: Guard;
  /** Admins only; everyone else gets exactly an unknown path's 404, so admin routes stay hidden. */
  admin: Guard;
  /**
   * The signed-in owner of the resource the request names (use after `signedIn`, as a
   * `preHandler`, where params are parsed). Anyone else gets `missing`, the same answer as for a
   * resource that does not exist, so ids cannot be probed. `{ admins: true }` lets admins read it
   * too (a teacher looking at a child's submission).
   */
  owner: <Params>(
    ownerOf: (params: Params) => Promise<number | undefined>,
    missing: () => HttpError,
    options?: { admins?: boolean },
  ) => Guard;
  /**
   * Paid content (lesson text, and what later hangs off a lesson: exercises, hints, solutions,
   * progress, submissions). `contentOf` names the course the request's params point into, or
   * undefined (then `missing`). Let through: the course's buyers and admins, and for `free` content
   * anyone signed in. A visitor gets 401; a signed-in learner who has not bought it 403
   * `not_entitled`, which the site turns into a locked lesson with the way to buy it. A lesson
   * still being written (`draft`) is 409 `lesson_draft` for everyone, buyers too, unless the server
   * previews drafts (CONTENT_PREVIEW_DRAFTS=1): nothing of it is read, answered or finished. Use
   * after `signedIn` (or `anyone`), as a `preHandler`, where params are parsed.
   */
  entitlement: <Params>(
    contentOf: (params: Params) => Promise<CourseContent | undefined>,
    missing: () => HttpError,
  ) => Guard;
  /**
   * Whoever holds the write secret of the resource the request names, with or without an account
   * (live sync works for visitors). `holds` checks params and body (use as a `preHandler`, where
   * both are parsed) against the stored hash; anyone else gets `refused`.
   */
  secretHolder: <Params, Body>(
    holds: (params: Params, body: Body) => Promise<boolean>,
    refused: () => HttpError,
  ) => Guard;
}

/** `entitlements` is the one store the course routes use too, so both read paid access one way. */
export function createGuards(ctx: AppContext, entitlements: EntitlementStore): Guards {
  return {
    public: guard("public", async () => {}),
    anyone: guard("anyone", async (request) => {
      request.accountId = await optionalAccount(ctx, request);
    }),
    signedIn: guard("signed-in", async (request) => {
      request.accountId = await requireAccount(ctx, request);
    }),
    admin: guard("admin", async (request) => {
      request.accountId = await requireAdmin(ctx, request);
    }),
    owner: (ownerOf, missing, options = {}) =>
      guard("owner", async (request) => {
        const owner = await ownerOf(request.params as never);
        if (owner === undefined) throw missing();
        if (owner === request.accountId) return;
        if (options.admins && (await isAdmin(ctx.db, request.accountId))) return;
        throw missing();
      }),
    entitlement: (contentOf, missing) =>
      guard("entitlement", async (request) => {
        if (!request.accountId) throw unauthorized("登录后才能学习这节课哦。");
        const content = await contentOf(request.params as never);
        if (!content) throw missing();
        if (content.draft && !ctx.config.previewDraftLessons) throw lessonDraft();
        if (content.free) return;
        if (!(await entitlements.holds(request.accountId, content))) throw notEntitled();
      }),
    secretHolder: (holds, refused) =>
      guard("secret-holder", async (request) => {
        if (!(await holds(request.params as never, request.body as never))) throw refused();
      }),
  };
}
