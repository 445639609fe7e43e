import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One Postgres cluster for the whole run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
