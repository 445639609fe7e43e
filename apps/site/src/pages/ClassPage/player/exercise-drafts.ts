import { localStorageDrafts } from "@qisi/studio";

/**
 * The child's own last code for each exercise, in this browser, so leaving a lesson and coming back
 * (or moving between its exercises) starts from where they were, not from the starter again.
 */
const drafts = localStorageDrafts("qisi-exercise-draft:");

export async function readExerciseCode(exerciseId: string, starter: string): Promise<string> {
  const draft = await drafts.read(exerciseId);
  return typeof draft?.body === "string" ? draft.body : starter;
}

export function writeExerciseCode(exerciseId: string, code: string): Promise<void> {
  return drafts.write(exerciseId, { body: code, title: "", baseVersion: 0, savedAt: Date.now() });
}
