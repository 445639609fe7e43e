/**
 * The address words that mean "a new project": the Python studio says `new`, the Scratch studio
 * `editor`; either works in both, so `/studio/scratch/new` never asks the server for a project `new`.
 */
const newProjectWords = new Set(["new", "editor"]);

/** The project id a studio route names, or null for a new project. */
export function projectIdFromRoute(param: string | undefined): string | null {
  return param === undefined || newProjectWords.has(param) ? null : param;
}
