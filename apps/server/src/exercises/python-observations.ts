import { type PythonObservation, PythonObservations } from "@qisi/api/contract";

/**
 * The observations in the Python harness's observe phase's JSON (checks.py.ts), or null when the text is not that: the learner's
 * process wrote it, so garbage is the learner's doing (their program failed), never an exception.
 */
export function parseObservations(text: string): PythonObservation[] | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = PythonObservations.safeParse(data);
  return parsed.success ? parsed.data : null;
}
