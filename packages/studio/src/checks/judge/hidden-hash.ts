import type { PackedValue } from "@qisi/api/contract";
import { type CompareMode, normaliseOutput } from "./output-difference.ts";
import { canonicalValue } from "./python-values.ts";
import { sha256Hex } from "./sha256.ts";

/**
 * What the browser gets of a hidden case's answer: a salted hash of the answer as the comparison
 * sees it (the output in its normal form for the exercise's compare mode, a returned value in its
 * canonical text), so a program that prints constants fails at once in the browser without the
 * answer ever leaving the server. The salt is the exercise's own.
 */
export const hiddenOutputHash = (salt: string, stdout: string, mode: CompareMode) =>
  sha256Hex(`${salt}\nstdout\n${normaliseOutput(stdout, mode)}`);

export const hiddenValueHash = (salt: string, value: PackedValue) =>
  sha256Hex(`${salt}\nvalue\n${canonicalValue(value)}`);
