/**
 * The parts of a Scratch 3 `project.json` the checks read (the .sb3 format's serialized blocks),
 * with helpers to walk a sprite's scripts top to bottom as the editor shows them.
 */

/** A block input: `[shadowKind, blockIdOrPrimitive, shadowUnder?]`; a primitive is `[type, value, id?]`. */
export type ScratchInput = [number, ...unknown[]];

export interface ScratchBlock {
  opcode: string;
  next: string | null;
  parent: string | null;
  inputs: Record<string, ScratchInput>;
  fields: Record<string, [unknown, unknown?]>;
  shadow: boolean;
  topLevel: boolean;
}

export interface ScratchTargetJson {
  isStage: boolean;
  name: string;
  /** Blocks by id; a top-level reporter dropped alone may be stored as a bare primitive array. */
  blocks: Record<string, ScratchBlock | unknown[]>;
  variables: Record<string, [string, unknown, boolean?]>;
}

export interface ScratchProjectJson {
  targets: ScratchTargetJson[];
}

/** What a child calls the stage in rules and expectations. */
export const stageName = "舞台";

/** The project, or null when the text is not a Scratch 3 project.json. */
export function parseProject(text: string): ScratchProjectJson | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const targets = (value as { targets?: unknown }).targets;
  if (!Array.isArray(targets) || targets.length === 0) return null;
  const valid = targets.every(
    (target) =>
      typeof target === "object" &&
      target !== null &&
      typeof target.name === "string" &&
      typeof target.blocks === "object" &&
      target.blocks !== null,
  );
  return valid ? (value as ScratchProjectJson) : null;
}

/** A target's scripts as project.json holds them: what a picture of its blocks is drawn from. */
export interface TargetScripts {
  /** The sprite's name, or the stage's (`stageName` unless told otherwise). */
  name: string;
  isStage: boolean;
  blocks: Record<string, unknown>;
}

/**
 * Each target's scripts (blocks under an event hat) from a project.json, for a picture of its blocks
 * (the hint ladder's solution, a predict step's program); targets without a script are left out.
 */
export function projectScripts(projectJson: string, stage = stageName): TargetScripts[] {
  const project = parseProject(projectJson);
  if (!project) return [];
  return project.targets.flatMap((target) => {
    const blocks = target.blocks as Record<string, { topLevel?: boolean; opcode?: string }>;
    const hasScript = Object.values(blocks).some(
      (block) => typeof block === "object" && block?.topLevel && block.opcode?.startsWith("event_"),
    );
    return hasScript ? [{ name: target.isStage ? stage : target.name, isStage: target.isStage, blocks }] : [];
  });
}

/** The sprite named `name` (or the stage for "舞台"/"Stage"), or undefined. */
export function findTarget(project: ScratchProjectJson, name: string): ScratchTargetJson | undefined {
  if (name === stageName) return project.targets.find((target) => target.isStage);
  return project.targets.find((target) => !target.isStage && target.name === name);
}

const isBlock = (value: unknown): value is ScratchBlock =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "opcode" in value;

export function blockOf(target: ScratchTargetJson, id: unknown): ScratchBlock | undefined {
  if (typeof id !== "string") return undefined;
  const block = target.blocks[id];
  return isBlock(block) ? block : undefined;
}

/** Ids of the blocks that start a script (hats and loose stacks), in the file's order. */
export function scriptTops(target: ScratchTargetJson): string[] {
  return Object.entries(target.blocks).flatMap(([id, block]) =>
    isBlock(block) && block.topLevel && !block.shadow ? [id] : [],
  );
}

/** The C-block inputs holding stacks, in the order the editor draws them. */
const stackInputs = ["SUBSTACK", "SUBSTACK2"];

export interface StackEntry {
  id: string;
  block: ScratchBlock;
  /** How deep inside C-blocks (0 for the script's own column). */
  depth: number;
}

/**
 * A script's stack blocks top to bottom as the editor shows them: each block, then the blocks
 * inside it (a C-block's mouths), then the block under it. Reporters in inputs are not listed.
 */
export function scriptBlocks(target: ScratchTargetJson, topId: string): StackEntry[] {
  const out: StackEntry[] = [];
  const seen = new Set<string>();
  const walk = (startId: unknown, depth: number) => {
    for (let id = startId; typeof id === "string" && !seen.has(id); ) {
      const block = blockOf(target, id);
      if (!block) return;
      seen.add(id);
      out.push({ id, block, depth });
      for (const name of stackInputs) {
        const input = block.inputs?.[name];
        if (input) walk(input[1], depth + 1);
      }
      id = block.next;
    }
  };
  walk(topId, 0);
  return out;
}

/** A script that runs by itself starts with a hat ("当绿旗被点击", "当角色被点击", a custom block's definition). */
export const isHat = (opcode: string) =>
  /^[a-z0-9]+_when|^control_start_as_clone$|^procedures_definition$/i.test(opcode);

/**
 * Every opcode in the target's scripts that start with a hat, reporters in their inputs included
 * (for "uses this block"): a block lying loose on the canvas never runs, so it does not count.
 */
export function opcodesOf(target: ScratchTargetJson): Set<string> {
  const opcodes = new Set<string>();
  const addReporters = (block: ScratchBlock) => {
    for (const input of Object.values(block.inputs ?? {})) {
      for (const id of input.slice(1)) {
        const reporter = blockOf(target, id);
        if (!reporter || reporter.shadow) continue;
        opcodes.add(reporter.opcode);
        addReporters(reporter);
      }
    }
  };
  for (const top of scriptTops(target)) {
    const entries = scriptBlocks(target, top);
    if (!entries[0] || !isHat(entries[0].block.opcode)) continue;
    for (const { block } of entries) {
      opcodes.add(block.opcode);
      addReporters(block);
    }
  }
  return opcodes;
}

/** Every opcode in the target's loose scripts (no hat on top): blocks the child dragged out but never attached. */
export function looseOpcodes(target: ScratchTargetJson): Set<string> {
  const opcodes = new Set<string>();
  for (const top of scriptTops(target)) {
    const entries = scriptBlocks(target, top);
    if (!entries[0] || isHat(entries[0].block.opcode)) continue;
    for (const { block } of entries) opcodes.add(block.opcode);
  }
  return opcodes;
}

/** Names of the variables a target owns (the stage's are everyone's). */
export function variableNames(target: ScratchTargetJson): string[] {
  return Object.values(target.variables ?? {}).map((variable) => variable[0]);
}
