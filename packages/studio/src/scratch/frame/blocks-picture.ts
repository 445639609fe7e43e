import { scriptsToXml } from "../blocks-xml.ts";

/**
 * Pictures of a reference solution's scripts, drawn by the GUI's own scratch-blocks (issue 37: the
 * Scratch hint ladder ends in a picture of the solution's blocks): the same renderer, Chinese
 * labels and colours the child sees in the editor, in a read-only workspace of its own, then
 * serialized as a self-contained SVG (its styles and icons inlined), so the host shows it as an
 * image and the child's own workspace is never touched.
 */

/** A target's drawn scripts: the picture, and its blocks in words for the image's alt text. */
export interface BlocksPicture {
  name: string;
  svg: string;
  description: string;
}

export interface ScriptsToDraw {
  name: string;
  isStage: boolean;
  blocks: Record<string, unknown>;
}

/** The little of scratch-blocks (Blockly 12 inside scratch-gui 15.1.1) this uses. */
interface WorkspaceLike {
  options: { pathToMedia?: string; renderer?: string };
  getTheme(): unknown;
  getCanvas(): SVGGElement;
  getParentSvg(): SVGSVGElement;
  getTopBlocks(ordered: boolean): BlockLike[];
  cleanUp(): void;
  dispose(): void;
}

interface BlockLike {
  isShadow(): boolean;
  getDescendants(ordered: boolean): BlockLike[];
  inputList: {
    type: number;
    fieldRow: { getText(): string }[];
    connection?: { targetBlock(): BlockLike | null } | null;
  }[];
}

interface ScratchBlocksLike {
  inject(container: Element, options: Record<string, unknown>): WorkspaceLike;
  utils: { xml: { textToDom(text: string): Element } };
  clearWorkspaceAndLoadFromXml(dom: Element, workspace: WorkspaceLike): unknown;
  Events: { disable(): void; enable(): void };
  renderManagement?: { finishQueuedRenders(): Promise<void> };
}

/**
 * scratch-gui keeps scratch-blocks inside its bundle: its Blocks container (a React class) holds it
 * as `ScratchBlocks` beside its `workspace`. Found from the workspace's element up React's tree.
 */
function guiBlocks(): { ScratchBlocks: ScratchBlocksLike; workspace: WorkspaceLike } | null {
  const host = document.querySelector(".injectionDiv")?.parentElement;
  if (!host) return null;
  const key = Object.keys(host).find((name) => name.startsWith("__reactFiber$"));
  let fiber = key
    ? (host as unknown as Record<string, { stateNode?: unknown; return?: unknown }>)[key]
    : undefined;
  while (fiber) {
    const instance = fiber.stateNode as {
      ScratchBlocks?: ScratchBlocksLike;
      workspace?: WorkspaceLike;
    } | null;
    if (instance?.ScratchBlocks && instance.workspace)
      return { ScratchBlocks: instance.ScratchBlocks, workspace: instance.workspace };
    fiber = fiber.return as typeof fiber;
  }
  return null;
}

/** The workspace's styles (scratch-blocks injects them into the document), for the picture to carry. */
function blocklyStyles(): string {
  return [...document.querySelectorAll("style")]
    .map((style) => style.textContent ?? "")
    .filter((text) => /\.blockly|scratch-renderer/.test(text))
    .join("\n");
}

/** The custom properties the styles read (`var(--colour-text)`), with their values where the workspace is. */
function customProperties(styles: string, scope: Element): string {
  const computed = getComputedStyle(scope);
  const names = new Set([...styles.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]!));
  return [...names]
    .map((name) => [name, computed.getPropertyValue(name).trim()] as const)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
}

async function dataUrl(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) return href;
  const type = response.headers.get("content-type") ?? "image/svg+xml";
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${type};base64,${btoa(binary)}`;
}

/** The icons (the green flag, the turn arrows) as data: an image's SVG loads nothing from outside. */
async function inlineImages(svg: SVGSVGElement): Promise<void> {
  const images = [...svg.querySelectorAll("image")];
  const hrefs = new Map<string, Promise<string>>();
  for (const image of images) {
    const href = image.getAttribute("href") ?? image.getAttribute("xlink:href") ?? "";
    if (!href || href.startsWith("data:")) continue;
    if (!hrefs.has(href))
      hrefs.set(
        href,
        dataUrl(href).catch(() => href),
      );
    image.setAttribute("href", await hrefs.get(href)!);
    image.removeAttribute("xlink:href");
  }
}

const pad = 8;

/** Blockly's statement inputs (a loop's inside): their blocks are told in turn, not inside the loop's words. */
const statementInput = 3;

/** A block's words as the child reads them on it: its labels and what is in its number and text fields. */
function blockText(block: BlockLike): string {
  const parts: string[] = [];
  for (const input of block.inputList) {
    for (const field of input.fieldRow) parts.push(field.getText());
    if (input.type === statementInput) continue;
    const inner = input.connection?.targetBlock();
    if (inner) parts.push(inner.isShadow() ? blockText(inner) : `（${blockText(inner)}）`);
  }
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

/** Whether a block sits in another's value input (a reporter): its words are already in that block's. */
function isInsideInput(block: BlockLike, top: BlockLike): boolean {
  return top
    .getDescendants(true)
    .some((other) =>
      other.inputList.some(
        (input) => input.type !== statementInput && input.connection?.targetBlock() === block,
      ),
    );
}

async function drawOne(
  ScratchBlocks: ScratchBlocksLike,
  main: WorkspaceLike,
  target: ScriptsToDraw,
  styles: string,
): Promise<BlocksPicture> {
  // Laid out (text is measured) but never seen or hit.
  const container = document.createElement("div");
  container.setAttribute("aria-hidden", "true");
  container.style.cssText = "position:fixed;left:-20000px;top:0;width:2000px;height:3000px;visibility:hidden";
  document.body.append(container);
  const workspace = ScratchBlocks.inject(container, {
    readOnly: true,
    media: main.options.pathToMedia,
    renderer: main.options.renderer,
    theme: main.getTheme(),
    zoom: { startScale: 0.9 },
    scrollbars: false,
    sounds: false,
    comments: false,
  });
  try {
    ScratchBlocks.Events.disable();
    try {
      ScratchBlocks.clearWorkspaceAndLoadFromXml(
        ScratchBlocks.utils.xml.textToDom(scriptsToXml(target.blocks)),
        workspace,
      );
      workspace.cleanUp();
    } finally {
      ScratchBlocks.Events.enable();
    }
    await ScratchBlocks.renderManagement?.finishQueuedRenders();
    const canvas = workspace.getCanvas();
    const box = canvas.getBBox();
    const scale = Number(/scale\(([\d.]+)/.exec(canvas.getAttribute("transform") ?? "")?.[1] ?? 1);
    const width = Math.ceil(box.width * scale + pad * 2);
    const height = Math.ceil(box.height * scale + pad * 2);
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    svg.setAttribute("width", String(width));
    svg.setAttribute("height", String(height));
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    // The renderer's rules are scoped by the classes round the workspace (`scratch-renderer
    // default-theme` on its injection div), and read custom properties set there; the workspace's
    // own background (`.blocklySvg`) stays out, so the picture is transparent.
    const scope = workspace.getParentSvg().parentElement ?? container;
    svg.setAttribute("class", scope.getAttribute("class") ?? "");
    svg.setAttribute("style", customProperties(styles, scope));
    const style = document.createElementNS("http://www.w3.org/2000/svg", "style");
    style.textContent = styles;
    svg.append(style);
    // The workspace's defs (shadows, glows) are referenced by the blocks.
    for (const defs of workspace.getParentSvg().querySelectorAll(":scope > defs"))
      svg.append(defs.cloneNode(true));
    const copy = canvas.cloneNode(true) as SVGGElement;
    copy.setAttribute(
      "transform",
      `translate(${pad - box.x * scale} ${pad - box.y * scale}) scale(${scale})`,
    );
    svg.append(copy);
    await inlineImages(svg);
    return {
      name: target.name,
      svg: new XMLSerializer().serializeToString(svg),
      description: workspace
        .getTopBlocks(true)
        .map((top) =>
          top
            .getDescendants(true)
            .filter((block) => !block.isShadow() && !isInsideInput(block, top))
            .map(blockText)
            .join("，"),
        )
        .join("；"),
    };
  } finally {
    workspace.dispose();
    container.remove();
  }
}

/** Draws each target's scripts; a target without scripts is left out. */
export async function drawBlocksPictures(targets: readonly ScriptsToDraw[]): Promise<BlocksPicture[]> {
  const gui = guiBlocks();
  if (!gui) throw new Error("the GUI's blocks are not up yet");
  const styles = blocklyStyles();
  const pictures: BlocksPicture[] = [];
  for (const target of targets) {
    if (Object.keys(target.blocks).length === 0) continue;
    pictures.push(await drawOne(gui.ScratchBlocks, gui.workspace, target, styles));
  }
  return pictures;
}
