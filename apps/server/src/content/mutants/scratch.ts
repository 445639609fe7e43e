import { blockLabel } from "@qisi/studio/checks/scratch";
import { distinct, type ProjectMutant } from "./mutant.ts";

/** At most this many mutants of each kind: each costs the caller a headless run. */
export const scratchMutantsPerKind = 6;

interface Block {
  opcode: string;
  next: string | null;
  parent: string | null;
  inputs?: Record<string, unknown[]>;
  fields?: Record<string, unknown>;
  topLevel?: boolean;
  shadow?: boolean;
}
interface Target {
  name: string;
  isStage?: boolean;
  blocks: Record<string, Block | unknown[]>;
}
interface Project {
  targets: Target[];
}

/** Number inputs as the project stores them: `[4, "10"]` (math_number) … `[8, "90"]` (angle). */
const numberPrimitives = new Set([4, 5, 6, 7, 8]);

/** How long a block says, thinks, waits or glides: one second more is rarely a mistake a check must catch. */
const secondsInputs = new Set(["SECS", "DURATION"]);

const isBlock = (value: unknown): value is Block =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "opcode" in value;
/** A script's first block that starts it: "when the green flag is clicked", "when I start as a clone"… */
const isHat = (block: Block) =>
  block.parent === null &&
  (block.opcode.startsWith("event_when") ||
    block.opcode === "control_start_as_clone" ||
    block.opcode === "procedures_definition");
const where = (target: Target) => (target.isStage ? "舞台" : `角色“${target.name}”`);
const label = (block: Block) => blockLabel(block.opcode);

/**
 * Generic mutants of a Scratch reference project (its project.json text): a number typed into a
 * block changed by one, a block (with what it holds) taken out of its script, two blocks of a
 * script swapped.
 */
export function scratchMutants(reference: string): ProjectMutant[] {
  const project = JSON.parse(reference) as Project;
  const mutants: ProjectMutant[][] = [
    changedNumbers(project),
    removedBlocks(project),
    swappedBlocks(project),
  ];
  return distinct(
    JSON.stringify(project),
    mutants.flatMap((kind) => kind.slice(0, scratchMutantsPerKind)),
  );
}

/** Each mutant edits a fresh copy of the project. */
function mutate(project: Project, change: (copy: Project) => void): string {
  const copy = structuredClone(project);
  change(copy);
  return JSON.stringify(copy);
}

function* stackBlocks(project: Project) {
  for (const [targetIndex, target] of project.targets.entries())
    for (const [id, block] of Object.entries(target.blocks))
      if (isBlock(block) && !block.shadow) yield { targetIndex, target, id, block };
}

function changedNumbers(project: Project): ProjectMutant[] {
  const mutants: ProjectMutant[] = [];
  for (const { targetIndex, target, id, block } of stackBlocks(project))
    for (const [input, value] of Object.entries(block.inputs ?? {})) {
      const primitive = value[1];
      if (!Array.isArray(primitive) || !numberPrimitives.has(primitive[0] as number)) continue;
      const number = Number(primitive[1]);
      if (!Number.isFinite(number) || String(primitive[1]).trim() === "") continue;
      const changed = String(number + 1);
      mutants.push({
        kind: "constant",
        name: `${where(target)}的“${label(block)}”：${input} 从 ${primitive[1]} 改成 ${changed}`,
        ...(secondsInputs.has(input) && {
          mayBeEquivalent: "只多说（或多等）了一秒：孩子在舞台上看到的几乎一样，除非这一步讲的就是时间",
        }),
        project: mutate(project, (copy) => {
          const inputs = ((copy.targets[targetIndex] as Target).blocks[id] as Block).inputs as Record<
            string,
            unknown[]
          >;
          ((inputs[input] as unknown[])[1] as unknown[])[1] = changed;
        }),
      });
    }
  return mutants;
}

/** The input of `parent` that holds `child` as the first block of a stack (SUBSTACK, SUBSTACK2). */
function slotOf(parent: Block, child: string): string | undefined {
  return Object.entries(parent.inputs ?? {}).find(([, value]) => value[1] === child)?.[0];
}

/** Every block `id` holds in its inputs (its substacks, reporters, shadows), not what follows it. */
function heldBy(blocks: Target["blocks"], id: string): string[] {
  const held: string[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const current = blocks[stack.pop() as string];
    if (!isBlock(current)) continue;
    for (const value of Object.values(current.inputs ?? {}))
      for (const item of value.slice(1))
        if (typeof item === "string" && item in blocks) {
          held.push(item);
          stack.push(item);
          for (
            let next = (blocks[item] as Block).next;
            next;
            next = (blocks[next] as Block | undefined)?.next ?? null
          ) {
            held.push(next);
            stack.push(next);
          }
        }
  }
  return held;
}

function removedBlocks(project: Project): ProjectMutant[] {
  const mutants: ProjectMutant[] = [];
  for (const { targetIndex, target, id, block } of stackBlocks(project)) {
    if (isHat(block)) continue;
    const parent = block.parent === null ? undefined : target.blocks[block.parent];
    if (block.parent !== null && !isBlock(parent)) continue;
    // A script without a hat (blocks the child clicks) starts with the block itself.
    const slot = !isBlock(parent) ? "top" : parent.next === id ? "next" : slotOf(parent, id);
    // A reporter (in an input that is not a stack) is not a block a child drags out of a script.
    if (slot === undefined || (slot !== "top" && slot !== "next" && !slot.startsWith("SUBSTACK"))) continue;
    mutants.push({
      kind: "remove",
      name: `${where(target)}：去掉积木“${label(block)}”`,
      project: mutate(project, (copy) => {
        const blocks = (copy.targets[targetIndex] as Target).blocks;
        const me = blocks[id] as Block & { x?: number; y?: number };
        const up = blocks[me.parent as string] as Block;
        if (slot === "top") {
          if (me.next)
            Object.assign(blocks[me.next] as Block, { topLevel: true, x: me.x ?? 0, y: me.y ?? 0 });
        } else if (slot === "next") up.next = me.next;
        else if (me.next) (up.inputs as Record<string, unknown[]>)[slot] = [2, me.next];
        else delete (up.inputs as Record<string, unknown[]>)[slot];
        if (me.next) (blocks[me.next] as Block).parent = me.parent;
        for (const held of heldBy(blocks, id)) delete blocks[held];
        delete blocks[id];
      }),
    });
  }
  return mutants;
}

function swappedBlocks(project: Project): ProjectMutant[] {
  const mutants: ProjectMutant[] = [];
  for (const { targetIndex, target, id, block } of stackBlocks(project)) {
    if (isHat(block) || block.parent === null || !block.next) continue;
    const second = target.blocks[block.next];
    const parent = target.blocks[block.parent as string];
    if (!isBlock(second) || !isBlock(parent)) continue;
    const slot = parent.next === id ? "next" : slotOf(parent, id);
    if (slot === undefined) continue;
    if (
      JSON.stringify({ ...block, next: null, parent: null }) ===
      JSON.stringify({ ...second, next: null, parent: null })
    )
      continue;
    const secondId = block.next;
    mutants.push({
      kind: "swap",
      name: `${where(target)}：“${label(block)}”和下面的“${label(second)}”换了位置`,
      project: mutate(project, (copy) => {
        const blocks = (copy.targets[targetIndex] as Target).blocks;
        const a = blocks[id] as Block;
        const b = blocks[secondId] as Block;
        const up = blocks[a.parent as string] as Block;
        const after = b.next;
        if (slot === "next") up.next = secondId;
        else (up.inputs as Record<string, unknown[]>)[slot] = [2, secondId];
        b.parent = a.parent;
        b.next = id;
        a.parent = secondId;
        a.next = after;
        if (after) (blocks[after] as Block).parent = id;
      }),
    });
  }
  return mutants;
}
