import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scriptsToXml } from "./blocks-xml.ts";

// jsdom's import.meta.url is not a file address: the content folder from this file's own.
const content = resolve(__dirname, "../../../../content/courses/");
/** Every reference solution of the sample Scratch lessons: real scripts the ladder draws. */
const solutions = readdirSync(content, { recursive: true, encoding: "utf8" })
  .filter((path) => /exercise-\d+\.solution\.json$/.test(path))
  .map((path) => ({ path, project: JSON.parse(readFileSync(join(content, path), "utf8")) }));

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

describe("scriptsToXml", () => {
  it("writes a script as scratch-blocks loads it: blocks, shadows for numbers, substacks, next", () => {
    const xml = scriptsToXml({
      b1: {
        opcode: "event_whenflagclicked",
        next: "b2",
        parent: null,
        inputs: {},
        fields: {},
        topLevel: true,
        x: 40,
        y: 40,
      },
      b2: {
        opcode: "control_repeat",
        next: null,
        parent: "b1",
        inputs: { TIMES: [1, [4, "10"]], SUBSTACK: [2, "b3"] },
        fields: {},
        topLevel: false,
      },
      b3: {
        opcode: "looks_sayforsecs",
        next: null,
        parent: "b2",
        inputs: { MESSAGE: [1, [10, '你好 <小启> & "朋友"']], SECS: [1, [4, "2"]] },
        fields: {},
        topLevel: false,
      },
    });
    expect(xml).toBe(
      '<xml xmlns="http://www.w3.org/1999/xhtml"><block type="event_whenflagclicked" id="b1" x="40" y="40">' +
        '<next><block type="control_repeat" id="b2"><value name="TIMES"><shadow type="math_number"><field name="NUM">10</field></shadow></value>' +
        '<value name="SUBSTACK"><block type="looks_sayforsecs" id="b3"><value name="MESSAGE"><shadow type="text"><field name="TEXT">你好 &lt;小启&gt; &amp; &quot;朋友&quot;</field></shadow></value>' +
        '<value name="SECS"><shadow type="math_number"><field name="NUM">2</field></shadow></value></block></value></block></next></block></xml>',
    );
    expect(parse(xml).querySelector("parsererror")).toBeNull();
  });

  it("keeps variables, obscured shadows, fields with ids and a custom block's mutation", () => {
    const xml = scriptsToXml({
      h: { opcode: "event_whenflagclicked", next: "s", topLevel: true, x: 0, y: 0 },
      s: {
        opcode: "data_setvariableto",
        parent: "h",
        inputs: { VALUE: [3, [12, "分数", "v1"], [10, "0"]] },
        fields: { VARIABLE: ["分数", "v1"] },
      },
      d: {
        opcode: "procedures_definition",
        topLevel: true,
        x: 300,
        y: 0,
        inputs: { custom_block: [1, "p"] },
      },
      p: {
        opcode: "procedures_prototype",
        shadow: true,
        parent: "d",
        mutation: {
          tagName: "mutation",
          children: [],
          proccode: "跳 %s 下",
          argumentids: '["a1"]',
          warp: "false",
        },
      },
      loose: [12, "分数", "v1", 10, 200],
    });
    const doc = parse(xml);
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.querySelector('field[name="VARIABLE"]')?.getAttribute("variabletype")).toBe("");
    expect(doc.querySelector('field[name="VARIABLE"]')?.getAttribute("id")).toBe("v1");
    expect(doc.querySelector('value[name="VALUE"] > block[type="data_variable"]')).not.toBeNull();
    expect(doc.querySelector('value[name="VALUE"] > shadow[type="text"]')).not.toBeNull();
    expect(doc.querySelector("mutation")?.getAttribute("proccode")).toBe("跳 %s 下");
    expect(doc.querySelector("mutation")?.getAttribute("argumentids")).toBe('["a1"]');
    expect(doc.querySelectorAll("xml > block")).toHaveLength(3);
  });

  it("ends a malformed project's cycles and missing blocks instead of looping", () => {
    const xml = scriptsToXml({
      a: { opcode: "event_whenflagclicked", next: "b", topLevel: true },
      b: { opcode: "motion_movesteps", next: "a", inputs: { STEPS: [1, "missing"] } },
      c: "not a block",
    });
    expect(parse(xml).querySelectorAll("block")).toHaveLength(2);
  });

  it.each(solutions)("turns $path into well-formed XML with every block of its scripts", ({ project }) => {
    expect(solutions.length).toBeGreaterThan(3);
    for (const target of project.targets as {
      blocks: Record<string, { opcode?: string; shadow?: boolean }>;
    }[]) {
      const doc = parse(scriptsToXml(target.blocks));
      expect(doc.querySelector("parsererror")).toBeNull();
      const opcodes = Object.values(target.blocks)
        .filter((b) => b && typeof b === "object" && !Array.isArray(b) && b.opcode)
        .map((b) => b.opcode);
      const drawn = [...doc.querySelectorAll("block, shadow")].map((el) => el.getAttribute("type"));
      for (const opcode of opcodes) expect(drawn).toContain(opcode);
    }
  });
});
