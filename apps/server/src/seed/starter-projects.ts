import { createHash } from "node:crypto";

/** Shared starter projects that lessons point at; anyone signed in may remix them. */

const backdropSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#ffffff"/></svg>';
const spriteSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80"><circle cx="40" cy="40" r="36" fill="#00aba9"/><circle cx="28" cy="32" r="6" fill="#fff"/><circle cx="52" cy="32" r="6" fill="#fff"/><path d="M26 52 Q40 64 54 52" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/></svg>';

export interface SeedAsset {
  md5ext: string;
  contentType: string;
  data: Buffer;
}

function svgAsset(svg: string): SeedAsset {
  const data = Buffer.from(svg, "utf8");
  return {
    md5ext: `${createHash("md5").update(data).digest("hex")}.svg`,
    contentType: "image/svg+xml",
    data,
  };
}

const backdrop = svgAsset(backdropSvg);
const sprite = svgAsset(spriteSvg);
export const seedAssets: SeedAsset[] = [backdrop, sprite];

const scratchStarter = {
  targets: [
    {
      isStage: true,
      name: "Stage",
      variables: {},
      lists: {},
      broadcasts: {},
      blocks: {},
      comments: {},
      currentCostume: 0,
      costumes: [
        {
          name: "背景1",
          dataFormat: "svg",
          assetId: backdrop.md5ext.slice(0, 32),
          md5ext: backdrop.md5ext,
          rotationCenterX: 240,
          rotationCenterY: 180,
        },
      ],
      sounds: [],
      volume: 100,
      layerOrder: 0,
      tempo: 60,
      videoTransparency: 50,
      videoState: "on",
      textToSpeechLanguage: null,
    },
    {
      isStage: false,
      name: "小圆",
      variables: {},
      lists: {},
      broadcasts: {},
      blocks: {
        flag: {
          opcode: "event_whenflagclicked",
          next: "say",
          parent: null,
          inputs: {},
          fields: {},
          shadow: false,
          topLevel: true,
          x: 40,
          y: 40,
        },
        say: {
          opcode: "looks_sayforsecs",
          next: "move",
          parent: "flag",
          inputs: { MESSAGE: [1, [10, "你好，启思编程！"]], SECS: [1, [4, "2"]] },
          fields: {},
          shadow: false,
          topLevel: false,
        },
        move: {
          opcode: "motion_movesteps",
          next: null,
          parent: "say",
          inputs: { STEPS: [1, [4, "100"]] },
          fields: {},
          shadow: false,
          topLevel: false,
        },
      },
      comments: {},
      currentCostume: 0,
      costumes: [
        {
          name: "造型1",
          dataFormat: "svg",
          assetId: sprite.md5ext.slice(0, 32),
          md5ext: sprite.md5ext,
          rotationCenterX: 40,
          rotationCenterY: 40,
        },
      ],
      sounds: [],
      volume: 100,
      layerOrder: 1,
      visible: true,
      x: -100,
      y: 0,
      size: 100,
      direction: 90,
      draggable: false,
      rotationStyle: "all around",
    },
  ],
  monitors: [],
  extensions: [],
  meta: { semver: "3.0.0", vm: "0.2.0", agent: "qisi-seed" },
};

export const seedProjects = [
  {
    id: "starter-scratch-cat",
    kind: "scratch" as const,
    title: "启蒙第 1 课：你好，小圆",
    body: JSON.stringify(scratchStarter),
  },
  {
    id: "starter-python-hello",
    kind: "python" as const,
    title: "第 1 课：你好，Python",
    body: 'print("你好，启思编程！")\nname = input("你叫什么名字？")\nprint(name, "，欢迎来到编程世界！")\n',
  },
  {
    id: "starter-python-guess",
    kind: "python" as const,
    title: "第 5 课：猜数字游戏",
    body: 'import random\n\nsecret = random.randint(1, 100)\ntries = 0\nwhile True:\n    guess = int(input("猜一个 1 到 100 的数："))\n    tries += 1\n    if guess > secret:\n        print("大了，再小一点")\n    elif guess < secret:\n        print("小了，再大一点")\n    else:\n        print("猜对了！你一共猜了", tries, "次")\n        break\n',
  },
  {
    id: "starter-cpp-hello",
    kind: "cpp" as const,
    title: "第 1 课：第一个 C++ 程序",
    body: '#include <iostream>\nusing namespace std;\n\nint main() {\n    cout << "你好，C++！" << endl;\n    return 0;\n}\n',
  },
];
