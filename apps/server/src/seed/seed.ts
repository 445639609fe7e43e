import { eq } from "drizzle-orm";
import { defaultContentDir } from "../config.ts";
import { ensureContent } from "../content/import.ts";
import type { Db } from "../db/connect.ts";
import { accounts, projects, redirects } from "../db/schema.ts";
import { seedProjects } from "./starter-projects.ts";

/**
 * The account that owns shared starter projects. Its "phone" can never pass the sign-in check
 * (^1[3-9]\d{9}$), so nobody can sign in as it.
 */
const systemPhone = "system";

/** Short links for /r/{id}. */
const seedRedirects = [
  { id: "trial", url: "/app/25s2-python-cpp-01?view=all&plan=trial" },
  { id: "book", url: "/articles/first-thinking-book#purchase" },
  { id: "scratch", url: "/studio/scratch/editor" },
  { id: "dashboard", url: "/dashboard" },
];

/** Brings the catalogue to the shipped state; safe to run at every start and from several instances. */
export async function seedCatalog(db: Db, contentDir: string = defaultContentDir): Promise<void> {
  // Courses, units, lessons, exercises and packages come from content/ (imported when it changed).
  await ensureContent(db, contentDir);
  await db.transaction(async (tx) => {
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
