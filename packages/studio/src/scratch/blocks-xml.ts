/**
 * A Scratch target's scripts as project.json (sb3) holds them, turned into the XML scratch-blocks
 * loads (the same XML scratch-vm's `Blocks.toXML` gives the GUI's workspace), so the Scratch frame
 * can draw a reference solution's blocks (issue 37: the Scratch hint ladder's last rung). Pure: no
 * DOM, no VM. Project files are the author's, but are read as untrusted data all the same: every
 * text goes through XML escaping and a cycle or a missing block just ends that branch.
 */

type Sb3Primitive = [number, ...unknown[]];

interface Sb3Block {
  opcode: string;
  next?: string | null;
  parent?: string | null;
  inputs?: Record<string, unknown[]>;
  fields?: Record<string, unknown[]>;
  shadow?: boolean;
  topLevel?: boolean;
  x?: number;
  y?: number;
  mutation?: Record<string, unknown>;
}

export type Sb3Blocks = Record<string, unknown>;

/** sb3's compressed primitives (scratch-vm's serialization/sb3.js): the shadow block each stands for. */
const primitives: Record<number, { opcode: string; field: string; variableType?: string }> = {
  4: { opcode: "math_number", field: "NUM" },
  5: { opcode: "math_positive_number", field: "NUM" },
  6: { opcode: "math_whole_number", field: "NUM" },
  7: { opcode: "math_integer", field: "NUM" },
  8: { opcode: "math_angle", field: "NUM" },
  9: { opcode: "colour_picker", field: "COLOUR" },
  10: { opcode: "text", field: "TEXT" },
  11: { opcode: "event_broadcast_menu", field: "BROADCAST_OPTION", variableType: "broadcast_msg" },
  12: { opcode: "data_variable", field: "VARIABLE", variableType: "" },
  13: { opcode: "data_listcontents", field: "LIST", variableType: "list" },
};

/** Fields that name a variable, a list or a broadcast, with the type scratch-blocks expects. */
const variableFields: Record<string, string> = {
  VARIABLE: "",
  LIST: "list",
  BROADCAST_OPTION: "broadcast_msg",
};

const xmlText = (value: unknown) =>
  String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

const isBlock = (value: unknown): value is Sb3Block =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Sb3Block).opcode === "string";

const isPrimitive = (value: unknown): value is Sb3Primitive =>
  Array.isArray(value) && typeof value[0] === "number" && value[0] in primitives;

function fieldXml(name: string, value: unknown, id: unknown, variableType: string | undefined): string {
  const idAttribute = typeof id === "string" ? ` id="${xmlText(id)}"` : "";
  const typeAttribute = variableType === undefined ? "" : ` variabletype="${xmlText(variableType)}"`;
  return `<field name="${xmlText(name)}"${idAttribute}${typeAttribute}>${xmlText(value)}</field>`;
}

function primitiveXml(primitive: Sb3Primitive, tag: "shadow" | "block", position = ""): string {
  const kind = primitives[primitive[0]]!;
  const [, value, id] = primitive;
  return `<${tag} type="${kind.opcode}"${position}>${fieldXml(kind.field, value, id, kind.variableType)}</${tag}>`;
}

function mutationXml(mutation: Record<string, unknown> | undefined): string {
  if (!mutation) return "";
  const attributes = Object.entries(mutation)
    .filter(([key, value]) => key !== "tagName" && key !== "children" && value !== undefined)
    .map(([key, value]) => ` ${key.replace(/[^A-Za-z0-9_-]/g, "")}="${xmlText(value)}"`)
    .join("");
  return `<mutation${attributes}></mutation>`;
}

/** Blocks of one target to XML; `seen` stops a malformed project's cycles. */
function blockXml(blocks: Sb3Blocks, id: string, seen: Set<string>, position = ""): string {
  const block = blocks[id];
  if (seen.has(id) || !isBlock(block)) return "";
  seen.add(id);
  const tag = block.shadow ? "shadow" : "block";
  let xml = `<${tag} type="${xmlText(block.opcode)}" id="${xmlText(id)}"${position}>`;
  xml += mutationXml(block.mutation);
  for (const [name, field] of Object.entries(block.fields ?? {})) {
    if (!Array.isArray(field)) continue;
    xml += fieldXml(name, field[0], field[1], variableFields[name]);
  }
  for (const [name, input] of Object.entries(block.inputs ?? {})) {
    if (!Array.isArray(input)) continue;
    const [, main, shadow] = input;
    let inner = "";
    if (typeof main === "string") inner += blockXml(blocks, main, seen);
    else if (isPrimitive(main)) inner += primitiveXml(main, input[0] === 1 ? "shadow" : "block");
    // An obscured shadow (a block dropped over a number field): drawn under the block, as in the GUI.
    if (typeof shadow === "string" && shadow !== main) inner += blockXml(blocks, shadow, seen);
    else if (isPrimitive(shadow)) inner += primitiveXml(shadow, "shadow");
    if (inner) xml += `<value name="${xmlText(name)}">${inner}</value>`;
  }
  if (typeof block.next === "string" && isBlock(blocks[block.next]))
    xml += `<next>${blockXml(blocks, block.next, seen)}</next>`;
  return `${xml}</${tag}>`;
}

const at = (x: unknown, y: unknown) =>
  typeof x === "number" && typeof y === "number" ? ` x="${Math.round(x)}" y="${Math.round(y)}"` : "";

/**
 * The XML of a target's scripts: each top-level block with everything under it, and top-level
 * variable reporters (sb3 keeps those as primitives). `<xml>` holds them all.
 */
export function scriptsToXml(blocks: Sb3Blocks): string {
  const seen = new Set<string>();
  let xml = "";
  for (const [id, value] of Object.entries(blocks)) {
    if (isBlock(value) && value.topLevel && !value.shadow)
      xml += blockXml(blocks, id, seen, at(value.x, value.y));
    else if (isPrimitive(value) && (value[0] === 12 || value[0] === 13))
      xml += primitiveXml(value, "block", at(value[3], value[4]));
  }
  return `<xml xmlns="http://www.w3.org/1999/xhtml">${xml}</xml>`;
}
