import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import {
  accounts,
  apps,
  depotGroups,
  depots,
  lessons,
  projects,
  redirects,
  salesPackages,
} from "../db/schema.ts";
import { seedApps, seedRedirects } from "./catalog.ts";
import { seedProjects } from "./starter-projects.ts";

/**
 * The account that owns shared starter projects. Its "phone" can never pass the sign-in check
 * (^1[3-9]\d{9}$), so nobody can sign in as it.
 */
const systemPhone = "system";

/** Brings the catalogue to the shipped state; safe to run at every start and from several instances. */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, app] of seedApps.entries()) {
      const depotId = `depot-${app.uid}`;
      const appRow = {
        uid: app.uid,
        title: app.title,
        summary: app.summary,
        description: app.description,
        cover: app.cover,
        kind: app.kind,
        depotId,
        highlights: app.highlights,
        sort: index,
      };
      await tx.insert(apps).values(appRow).onConflictDoUpdate({ target: apps.uid, set: appRow });
      const depotRow = { id: depotId, appUid: app.uid, title: app.title };
      await tx.insert(depots).values(depotRow).onConflictDoUpdate({ target: depots.id, set: depotRow });
      for (const [groupIndex, group] of app.groups.entries()) {
        const groupRow = { id: group.id, depotId, title: group.title, sort: groupIndex };
        await tx
          .insert(depotGroups)
          .values(groupRow)
          .onConflictDoUpdate({ target: depotGroups.id, set: groupRow });
        for (const [lessonIndex, lesson] of group.lessons.entries()) {
          const lessonRow = {
            id: lesson.id,
            groupId: group.id,
            kind: lesson.kind,
            title: lesson.title,
            body: lesson.body,
            videoUrl: lesson.kind === "video" ? lesson.videoUrl : null,
            starterProjectId: lesson.starterProjectId ?? null,
            free: lesson.free ?? false,
            minutes: lesson.minutes,
            sort: groupIndex * 100 + lessonIndex,
          };
          await tx
            .insert(lessons)
            .values(lessonRow)
            .onConflictDoUpdate({ target: lessons.id, set: lessonRow });
        }
      }
      for (const [packageIndex, pkg] of app.packages.entries()) {
        const packageRow = {
          uid: pkg.uid,
          appUid: app.uid,
          title: pkg.title,
          description: pkg.description,
          priceFen: pkg.priceFen,
          listPriceFen: pkg.listPriceFen ?? null,
          lessons: pkg.lessons,
          trial: pkg.trial ?? false,
          sort: packageIndex,
        };
        await tx
          .insert(salesPackages)
          .values(packageRow)
          .onConflictDoUpdate({ target: salesPackages.uid, set: packageRow });
      }
    }
    for (const redirect of seedRedirects) {
      await tx
        .insert(redirects)
        .values(redirect)
        .onConflictDoUpdate({ target: redirects.id, set: { url: redirect.url } });
    }
    await tx
      .insert(accounts)
      .values({ phone: systemPhone, name: "启思编程", nickname: "启思编程" })
      .onConflictDoNothing();
    const [system] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.phone, systemPhone));
    for (const project of seedProjects) {
      // The shipped starters follow the shipped content (the learners' copies are their own rows).
      await tx
        .insert(projects)
        .values({ ...project, ownerId: system!.id, origin: "new", shared: true })
        .onConflictDoUpdate({
          target: projects.id,
          set: { kind: project.kind, title: project.title, body: project.body },
          setWhere: eq(projects.ownerId, system!.id),
        });
    }
  });
}
