import { createHash } from "node:crypto";

/**
 * The Scratch studio's starter library: original costumes, backdrops, sprites and sounds drawn
 * and synthesised here (simple SVG shapes, short 16-bit WAV tones), so nothing comes from
 * Scratch's CDN. Released under CC0 1.0 by the 启思编程 authors. Deterministic: the same code
 * always makes the same bytes, so the md5-named assets never change between servers.
 */

export type LibraryKind = "costume" | "backdrop" | "sprite" | "sound";

export interface LibraryAsset {
  md5ext: string;
  contentType: string;
  data: Buffer;
}

export interface LibraryEntry {
  kind: LibraryKind;
  name: string;
  tags: string[];
  /** The item in Scratch's library JSON format (name and tags included). */
  item: Record<string, unknown>;
}

export interface LibraryBundle {
  entries: LibraryEntry[];
  assets: LibraryAsset[];
}

const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");

export function asset(data: Buffer, extension: string, contentType: string): LibraryAsset {
  return { md5ext: `${md5(data)}.${extension}`, contentType, data };
}

interface Costume {
  name: string;
  svg: string;
  width: number;
  height: number;
  tags: string[];
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const face = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.15}" r="${r * 0.12}" fill="#1b2b34"/>` +
  `<circle cx="${cx + r * 0.35}" cy="${cy - r * 0.15}" r="${r * 0.12}" fill="#1b2b34"/>` +
  `<path d="M${cx - r * 0.35} ${cy + r * 0.25} Q${cx} ${cy + r * 0.55} ${cx + r * 0.35} ${cy + r * 0.25}" stroke="#1b2b34" stroke-width="${r * 0.08}" fill="none" stroke-linecap="round"/>`;

const robot = (armUp: boolean) =>
  svg(
    96,
    120,
    `<rect x="44" y="2" width="8" height="14" rx="3" fill="#5c6b73"/><circle cx="48" cy="6" r="6" fill="#ff7a59"/>` +
      `<rect x="14" y="14" width="68" height="56" rx="16" fill="#00aba9"/>${face(48, 42, 30)}` +
      `<rect x="24" y="72" width="48" height="34" rx="10" fill="#2a9d8f"/>` +
      `<rect x="${armUp ? 4 : 6}" y="${armUp ? 52 : 76}" width="16" height="${armUp ? 26 : 22}" rx="8" fill="#5c6b73" transform="rotate(${armUp ? -30 : 0} 12 80)"/>` +
      `<rect x="76" y="76" width="16" height="22" rx="8" fill="#5c6b73"/>` +
      `<rect x="28" y="104" width="14" height="14" rx="4" fill="#5c6b73"/><rect x="54" y="104" width="14" height="14" rx="4" fill="#5c6b73"/>`,
  );

const fish = (tail: number) =>
  svg(
    110,
    70,
    `<path d="M78 35 L106 ${35 - tail} L106 ${35 + tail} Z" fill="#f4a261"/>` +
      `<ellipse cx="48" cy="35" rx="40" ry="26" fill="#e76f51"/>` +
      `<circle cx="28" cy="28" r="6" fill="#fff"/><circle cx="27" cy="28" r="3" fill="#1b2b34"/>` +
      `<path d="M44 20 Q54 35 44 50" stroke="#f4a261" stroke-width="4" fill="none"/>`,
  );

const bird = (wingUp: boolean) =>
  svg(
    100,
    80,
    `<ellipse cx="50" cy="46" rx="30" ry="24" fill="#4d96ff"/>` +
      `<path d="M40 44 Q30 ${wingUp ? 8 : 70} 62 ${wingUp ? 30 : 58} Z" fill="#3a7bd5"/>` +
      `<circle cx="68" cy="36" r="6" fill="#fff"/><circle cx="70" cy="36" r="3" fill="#1b2b34"/>` +
      `<path d="M78 42 L94 46 L78 50 Z" fill="#ffb703"/>`,
  );

const star = (fill: string) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? 44 : 20;
    return `${(48 + radius * Math.cos(angle)).toFixed(1)},${(50 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  return svg(
    96,
    96,
    `<polygon points="${points}" fill="${fill}" stroke="#e09f00" stroke-width="3" stroke-linejoin="round"/>`,
  );
};

const costumes: Costume[] = [
  { name: "小启-挥手", svg: robot(true), width: 96, height: 120, tags: ["people", "fantasy"] },
  { name: "小启-站立", svg: robot(false), width: 96, height: 120, tags: ["people", "fantasy"] },
  { name: "小鱼-游", svg: fish(18), width: 110, height: 70, tags: ["animals"] },
  { name: "小鱼-摆尾", svg: fish(8), width: 110, height: 70, tags: ["animals"] },
  { name: "小鸟-展翅", svg: bird(true), width: 100, height: 80, tags: ["animals"] },
  { name: "小鸟-收翅", svg: bird(false), width: 100, height: 80, tags: ["animals"] },
  { name: "金星星", svg: star("#ffd166"), width: 96, height: 96, tags: ["fantasy"] },
  { name: "粉星星", svg: star("#ff8fab"), width: 96, height: 96, tags: ["fantasy"] },
  {
    name: "爱心",
    svg: svg(
      90,
      80,
      `<path d="M45 76 C10 50 0 30 12 14 C24 0 40 6 45 20 C50 6 66 0 78 14 C90 30 80 50 45 76 Z" fill="#ef476f"/>`,
    ),
    width: 90,
    height: 80,
    tags: ["fantasy"],
  },
  {
    name: "红苹果",
    svg: svg(
      80,
      90,
      `<path d="M40 10 Q44 0 54 2" stroke="#6a994e" stroke-width="5" fill="none"/><circle cx="28" cy="52" r="26" fill="#d62828"/><circle cx="52" cy="52" r="26" fill="#d62828"/><ellipse cx="30" cy="42" rx="6" ry="10" fill="#ff8787"/>`,
    ),
    width: 80,
    height: 90,
    tags: ["food"],
  },
  {
    name: "皮球",
    svg: svg(
      80,
      80,
      `<circle cx="40" cy="40" r="36" fill="#ffb703"/><path d="M4 40 H76 M40 4 V76" stroke="#fb8500" stroke-width="5"/><circle cx="40" cy="40" r="36" fill="none" stroke="#fb8500" stroke-width="4"/>`,
    ),
    width: 80,
    height: 80,
    tags: ["sports"],
  },
  {
    name: "小火箭",
    svg: svg(
      70,
      130,
      `<path d="M35 4 C56 24 58 60 52 96 H18 C12 60 14 24 35 4 Z" fill="#e9ecef" stroke="#495057" stroke-width="3"/><circle cx="35" cy="48" r="10" fill="#4d96ff" stroke="#495057" stroke-width="3"/><path d="M18 80 L4 108 L20 100 Z M52 80 L66 108 L50 100 Z" fill="#ef476f"/><path d="M24 98 L35 126 L46 98 Z" fill="#ffb703"/>`,
    ),
    width: 70,
    height: 130,
    tags: ["fantasy"],
  },
  {
    name: "太阳",
    svg: svg(
      110,
      110,
      `${Array.from({ length: 12 }, (_, i) => `<rect x="52" y="2" width="6" height="20" rx="3" fill="#ffb703" transform="rotate(${i * 30} 55 55)"/>`).join("")}<circle cx="55" cy="55" r="30" fill="#ffd166"/>${face(55, 55, 26)}`,
    ),
    width: 110,
    height: 110,
    tags: ["fantasy"],
  },
  {
    name: "白云",
    svg: svg(
      130,
      70,
      `<g fill="#ffffff" stroke="#adb5bd" stroke-width="3"><circle cx="38" cy="42" r="24"/><circle cx="68" cy="30" r="26"/><circle cx="96" cy="44" r="22"/></g><rect x="30" y="44" width="70" height="20" fill="#ffffff"/>`,
    ),
    width: 130,
    height: 70,
    tags: ["fantasy"],
  },
  {
    name: "字母A",
    svg: svg(
      80,
      90,
      `<path d="M10 86 L40 6 L70 86 M22 56 H58" stroke="#7b2cbf" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
    width: 80,
    height: 90,
    tags: ["letters"],
  },
  {
    name: "音符",
    svg: svg(
      70,
      90,
      `<path d="M26 70 V10 L62 4 V60" stroke="#1b2b34" stroke-width="6" fill="none"/><ellipse cx="18" cy="72" rx="14" ry="10" fill="#1b2b34"/><ellipse cx="54" cy="62" rx="14" ry="10" fill="#1b2b34"/>`,
    ),
    width: 70,
    height: 90,
    tags: ["music"],
  },
];

const backdrop = (name: string, body: string, tags: string[]): Costume => ({
  name,
  svg: svg(480, 360, body),
  width: 480,
  height: 360,
  tags,
});

const backdrops: Costume[] = [
  backdrop("白色", `<rect width="480" height="360" fill="#ffffff"/>`, ["patterns"]),
  backdrop(
    "蓝天草地",
    `<rect width="480" height="360" fill="#bde0fe"/><rect y="260" width="480" height="100" fill="#80b918"/><circle cx="410" cy="60" r="34" fill="#ffd166"/>`,
    ["outdoors"],
  ),
  backdrop(
    "星空",
    `<rect width="480" height="360" fill="#10002b"/>${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 97) % 480}" cy="${(i * 53) % 360}" r="${1 + (i % 3)}" fill="#ffffff"/>`).join("")}<circle cx="380" cy="80" r="40" fill="#f8f9fa"/><circle cx="396" cy="70" r="36" fill="#10002b"/>`,
    ["space"],
  ),
  backdrop(
    "海底",
    `<rect width="480" height="360" fill="#0077b6"/><rect y="300" width="480" height="60" fill="#e9c46a"/>${Array.from({ length: 8 }, (_, i) => `<circle cx="${40 + i * 55}" cy="${80 + ((i * 71) % 160)}" r="${6 + (i % 3) * 3}" fill="none" stroke="#90e0ef" stroke-width="3"/>`).join("")}<path d="M60 300 Q50 250 70 220 Q60 260 80 300 Z" fill="#2a9d8f"/>`,
    ["underwater"],
  ),
  backdrop(
    "沙漠",
    `<rect width="480" height="360" fill="#ffe8a3"/><path d="M0 270 Q120 220 240 270 T480 260 V360 H0 Z" fill="#e9c46a"/><rect x="360" y="170" width="22" height="110" rx="11" fill="#6a994e"/><rect x="336" y="200" width="18" height="44" rx="9" fill="#6a994e"/>`,
    ["outdoors"],
  ),
  backdrop(
    "方格纸",
    `<rect width="480" height="360" fill="#ffffff"/>${Array.from({ length: 25 }, (_, i) => `<path d="M${i * 20} 0 V360" stroke="#caf0f8" stroke-width="1"/>`).join("")}${Array.from({ length: 19 }, (_, i) => `<path d="M0 ${i * 20} H480" stroke="#caf0f8" stroke-width="1"/>`).join("")}<path d="M240 0 V360 M0 180 H480" stroke="#48cae4" stroke-width="2"/>`,
    ["patterns"],
  ),
  backdrop(
    "教室",
    `<rect width="480" height="360" fill="#fdf0d5"/><rect y="280" width="480" height="80" fill="#c08552"/><rect x="110" y="50" width="260" height="150" rx="6" fill="#2d6a4f" stroke="#8d5524" stroke-width="10"/><text x="240" y="135" font-size="40" fill="#ffffff" text-anchor="middle" font-family="sans-serif">1 + 1 = 2</text>`,
    ["indoors"],
  ),
];

interface Tone {
  name: string;
  seconds: number;
  tags: string[];
  /** Sample value in [-1, 1] at time t (seconds). */
  wave: (t: number, seconds: number) => number;
}

const rate = 22050;
const envelope = (t: number, seconds: number) => Math.min(1, t / 0.01) * Math.min(1, (seconds - t) / 0.05);
const sine = (frequency: number) => (t: number) => Math.sin(2 * Math.PI * frequency * t);
// A deterministic noise source (no Math.random: the same bytes on every server).
const noise = (t: number) => {
  const x = Math.sin(t * 12_345.678 * rate) * 43_758.5453;
  return (x - Math.floor(x)) * 2 - 1;
};

const tones: Tone[] = [
  { name: "哔哔", seconds: 0.4, tags: ["effects"], wave: (t) => (t % 0.2 < 0.12 ? sine(880)(t) : 0) },
  { name: "叮", seconds: 0.8, tags: ["notes"], wave: (t) => sine(1318.5)(t) * Math.exp(-5 * t) },
  { name: "咚", seconds: 0.5, tags: ["percussion"], wave: (t) => sine(110 - 60 * t)(t) * Math.exp(-8 * t) },
  {
    name: "上升音",
    seconds: 0.6,
    tags: ["effects", "wacky"],
    wave: (t) => Math.sin(2 * Math.PI * (300 * t + 500 * t * t)),
  },
  {
    name: "下降音",
    seconds: 0.6,
    tags: ["effects", "wacky"],
    wave: (t) => Math.sin(2 * Math.PI * (900 * t - 500 * t * t)),
  },
  { name: "沙沙", seconds: 0.3, tags: ["percussion"], wave: (t) => noise(t) * Math.exp(-12 * t) * 0.6 },
  {
    name: "大和弦",
    seconds: 1,
    tags: ["notes", "loops"],
    wave: (t) => (sine(261.6)(t) + sine(329.6)(t) + sine(392)(t)) / 3,
  },
  {
    name: "激光",
    seconds: 0.35,
    tags: ["space", "effects"],
    wave: (t) => Math.sign(Math.sin(2 * Math.PI * (1500 - 3000 * t) * t)) * 0.4,
  },
  {
    name: "铃铛",
    seconds: 0.9,
    tags: ["notes"],
    wave: (t) => (sine(1046.5)(t) + 0.5 * sine(2093)(t)) * Math.exp(-4 * t) * 0.7,
  },
  {
    name: "啵",
    seconds: 0.15,
    tags: ["effects", "wacky"],
    wave: (t) => sine(600 - 2500 * t)(t) * Math.exp(-20 * t),
  },
];

function wav(tone: Tone): { data: Buffer; sampleCount: number } {
  const sampleCount = Math.round(tone.seconds * rate);
  const data = Buffer.alloc(44 + sampleCount * 2);
  data.write("RIFF", 0, "ascii");
  data.writeUInt32LE(36 + sampleCount * 2, 4);
  data.write("WAVE", 8, "ascii");
  data.write("fmt ", 12, "ascii");
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20); // PCM
  data.writeUInt16LE(1, 22); // mono
  data.writeUInt32LE(rate, 24);
  data.writeUInt32LE(rate * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write("data", 36, "ascii");
  data.writeUInt32LE(sampleCount * 2, 40);
  for (let index = 0; index < sampleCount; index += 1) {
    const t = index / rate;
    const value = Math.max(-1, Math.min(1, tone.wave(t, tone.seconds) * envelope(t, tone.seconds) * 0.8));
    data.writeInt16LE(Math.round(value * 32_767), 44 + index * 2);
  }
  return { data, sampleCount };
}

/** A costume or backdrop item in Scratch's library format, and its asset. */
export function costumeItem(
  name: string,
  file: LibraryAsset,
  size: { width: number; height: number },
  tags: string[],
  bitmapResolution = 1,
) {
  const [assetId, dataFormat] = file.md5ext.split(".") as [string, string];
  return {
    name,
    assetId,
    md5ext: file.md5ext,
    dataFormat,
    bitmapResolution,
    rotationCenterX: Math.round((size.width * bitmapResolution) / 2),
    rotationCenterY: Math.round((size.height * bitmapResolution) / 2),
    tags,
  };
}

export function soundItem(
  name: string,
  file: LibraryAsset,
  rateHz: number,
  sampleCount: number,
  tags: string[],
) {
  const [assetId, dataFormat] = file.md5ext.split(".") as [string, string];
  return { name, assetId, md5ext: file.md5ext, dataFormat, rate: rateHz, sampleCount, tags };
}

const withoutTags = <T extends { tags: string[] }>({ tags: _tags, ...rest }: T) => rest;

/** A sprite item: a Scratch 3 target with no scripts. */
export function spriteItem(
  name: string,
  spriteCostumes: ReturnType<typeof costumeItem>[],
  sounds: ReturnType<typeof soundItem>[],
  tags: string[],
) {
  return {
    name,
    tags,
    isStage: false,
    variables: {},
    blocks: {},
    costumes: spriteCostumes.map(withoutTags),
    sounds: sounds.map(withoutTags),
  };
}

/** Builds the starter library and the project.json a new project starts from. */
export function starterLibrary(): LibraryBundle & { starter: Record<string, unknown> } {
  const assets: LibraryAsset[] = [];
  const entries: LibraryEntry[] = [];
  const costumeByName = new Map<string, ReturnType<typeof costumeItem>>();
  const soundByName = new Map<string, ReturnType<typeof soundItem>>();

  for (const costume of costumes) {
    const file = asset(Buffer.from(costume.svg, "utf8"), "svg", "image/svg+xml");
    assets.push(file);
    const item = costumeItem(costume.name, file, costume, costume.tags);
    costumeByName.set(costume.name, item);
    entries.push({ kind: "costume", name: costume.name, tags: costume.tags, item });
  }
  for (const scene of backdrops) {
    const file = asset(Buffer.from(scene.svg, "utf8"), "svg", "image/svg+xml");
    assets.push(file);
    const item = costumeItem(scene.name, file, scene, scene.tags);
    costumeByName.set(scene.name, item);
    entries.push({ kind: "backdrop", name: scene.name, tags: scene.tags, item });
  }
  for (const tone of tones) {
    const { data, sampleCount } = wav(tone);
    const file = asset(data, "wav", "audio/wav");
    assets.push(file);
    const item = soundItem(tone.name, file, rate, sampleCount, tone.tags);
    soundByName.set(tone.name, item);
    entries.push({ kind: "sound", name: tone.name, tags: tone.tags, item });
  }
  const sprites: [string, string[], string[], string[]][] = [
    ["小启", ["小启-挥手", "小启-站立"], ["哔哔"], ["people", "fantasy"]],
    ["小鱼", ["小鱼-游", "小鱼-摆尾"], ["啵"], ["animals"]],
    ["小鸟", ["小鸟-展翅", "小鸟-收翅"], ["叮"], ["animals"]],
    ["星星", ["金星星", "粉星星"], ["铃铛"], ["fantasy"]],
    ["皮球", ["皮球"], ["咚"], ["sports"]],
    ["小火箭", ["小火箭"], ["激光"], ["fantasy"]],
    ["红苹果", ["红苹果"], ["啵"], ["food"]],
  ];
  for (const [name, costumeNames, soundNames, tags] of sprites) {
    const item = spriteItem(
      name,
      costumeNames.map((costume) => costumeByName.get(costume)!),
      soundNames.map((sound) => soundByName.get(sound)!),
      tags,
    );
    entries.push({ kind: "sprite", name, tags, item });
  }

  const white = withoutTags(costumeByName.get("白色")!);
  const robotCostumes = ["小启-站立", "小启-挥手"].map((name) => withoutTags(costumeByName.get(name)!));
  const starter = {
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
        costumes: [{ ...white, name: "背景1" }],
        sounds: [withoutTags(soundByName.get("啵")!)],
        volume: 100,
        layerOrder: 0,
        tempo: 60,
        videoTransparency: 50,
        videoState: "on",
        textToSpeechLanguage: null,
      },
      {
        isStage: false,
        name: "小启",
        variables: {},
        lists: {},
        broadcasts: {},
        blocks: {},
        comments: {},
        currentCostume: 0,
        costumes: robotCostumes,
        sounds: [withoutTags(soundByName.get("哔哔")!)],
        volume: 100,
        layerOrder: 1,
        visible: true,
        x: 0,
        y: 0,
        size: 100,
        direction: 90,
        draggable: false,
        rotationStyle: "all around",
      },
    ],
    monitors: [],
    extensions: [],
    meta: { semver: "3.0.0", vm: "15.1.1", agent: "qisi" },
  };
  return { entries, assets, starter };
}
