/**
 * Builds small Scratch 3 project.json documents from scripts written as data, for tests and for
 * writing lesson files. Values become the primitives the editor saves (`[4, "10"]` numbers,
 * `[10, "你好！"]` text); a variable field names a variable of the stage.
 */
export interface BlockSpec {
  opcode: string;
  inputs?: Record<string, number | string | BlockSpec>;
  fields?: Record<string, string>;
  /** The blocks inside a C-block (重复执行, 如果). */
  substack?: BlockSpec[];
  /** For custom blocks: run without screen refresh, and the block's text. */
  mutation?: Record<string, string>;
}

export interface SpriteSpec {
  name: string;
  x?: number;
  y?: number;
  direction?: number;
  visible?: boolean;
  costumes?: string[];
  scripts?: BlockSpec[][];
}

/** A costume entry whose asset the server has (the starter library's robot); checks load no assets. */
const costume = (name: string, md5 = "cd21514d0531fdffb22204e0ec5ed84a") => ({
  name,
  assetId: md5,
  md5ext: `${md5}.svg`,
  dataFormat: "svg",
  rotationCenterX: 48,
  rotationCenterY: 60,
});

export function buildProject(sprites: SpriteSpec[], variables: Record<string, number | string> = {}) {
  let next = 0;
  const variableIds = new Map(Object.keys(variables).map((name, index) => [name, `var${index + 1}`]));
  const spriteTarget = (sprite: SpriteSpec, layerOrder: number) => {
    const blocks: Record<string, unknown> = {};
    const add = (spec: BlockSpec, parent: string | null, topLevel: boolean): string => {
      const id = `b${++next}`;
      const inputs: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(spec.inputs ?? {})) {
        if (typeof value === "object") inputs[name] = [3, add(value, id, false), [10, ""]];
        else inputs[name] = [1, [typeof value === "number" ? 4 : 10, String(value)]];
      }
      const fields: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(spec.fields ?? {}))
        fields[name] = name === "VARIABLE" ? [value, variableIds.get(value) ?? value] : [value, null];
      blocks[id] = { opcode: spec.opcode, next: null, parent, inputs, fields, shadow: false, topLevel };
      if (spec.mutation)
        (blocks[id] as Record<string, unknown>).mutation = {
          tagName: "mutation",
          children: [],
          ...spec.mutation,
        };
      if (spec.substack?.length) inputs.SUBSTACK = [2, chain(spec.substack, id)];
      return id;
    };
    const chain = (specs: BlockSpec[], parent: string | null): string => {
      const ids: string[] = [];
      specs.forEach((spec, index) => {
        const id = add(spec, index === 0 ? parent : ids[index - 1]!, parent === null && index === 0);
        if (index > 0) (blocks[ids[index - 1]!] as { next: string }).next = id;
        ids.push(id);
      });
      return ids[0]!;
    };
    for (const [index, script] of (sprite.scripts ?? []).entries()) {
      const top = chain(script, null);
      Object.assign(blocks[top] as object, { x: 40, y: 40 + index * 200 });
    }
    return {
      isStage: false,
      name: sprite.name,
      variables: {},
      lists: {},
      broadcasts: {},
      blocks,
      comments: {},
      currentCostume: 0,
      costumes: (sprite.costumes ?? ["小启-站立", "小启-挥手"]).map((name) => costume(name)),
      sounds: [],
      volume: 100,
      layerOrder,
      visible: sprite.visible ?? true,
      x: sprite.x ?? 0,
      y: sprite.y ?? 0,
      size: 100,
      direction: sprite.direction ?? 90,
      draggable: false,
      rotationStyle: "all around",
    };
  };
  return {
    targets: [
      {
        isStage: true,
        name: "Stage",
        variables: Object.fromEntries(
          Object.entries(variables).map(([name, value]) => [variableIds.get(name)!, [name, value]]),
        ),
        lists: {},
        broadcasts: {},
        blocks: {},
        comments: {},
        currentCostume: 0,
        costumes: [{ ...costume("背景1"), rotationCenterX: 240, rotationCenterY: 180 }],
        sounds: [],
        volume: 100,
        layerOrder: 0,
        tempo: 60,
        videoTransparency: 50,
        videoState: "on",
        textToSpeechLanguage: null,
      },
      ...sprites.map((sprite, index) => spriteTarget(sprite, index + 1)),
    ],
    monitors: [],
    extensions: [],
    meta: { semver: "3.0.0", vm: "15.1.1", agent: "qisi" },
  };
}
