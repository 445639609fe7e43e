import { blockLabel } from "./block-names.ts";
import { opcodesOf, type ScratchProjectJson } from "./project.ts";

/**
 * Blocks whose answer needs scratch-render (a browser's WebGL stage): headless, `touching` and
 * colour sensing are always false, `if on edge, bounce` never bounces and pen draws nothing
 * (TOOLCHAIN.md). A behaviour check of a program built on them would be wrong without a word, so
 * content refuses a reference solution that uses them in a checked exercise (content/README.md).
 */
export const rendererOpcodes = new Set([
  "motion_ifonedgebounce",
  "sensing_touchingobject",
  "sensing_touchingcolor",
  "sensing_coloristouchingcolor",
  "event_whentouchingobject",
  "pen_penDown",
  "pen_stamp",
]);

/** The renderer-only blocks a project's running scripts use, as the editor names them. */
export function rendererOpcodesIn(project: ScratchProjectJson): string[] {
  const labels = new Set<string>();
  for (const target of project.targets)
    for (const opcode of opcodesOf(target)) if (rendererOpcodes.has(opcode)) labels.add(blockLabel(opcode));
  return [...labels];
}
