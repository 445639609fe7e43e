import { createBrowserScratchChecker } from "../../checks/scratch/browser/headless-checker.ts";
import {
  connectToHost,
  type HostMessage,
  type ScratchErrorCode,
  type ScratchStageSize,
  type StudioChannel,
} from "../../protocol/studio-protocol.ts";
import { scratchGuiBase } from "../scratch-gui-version.ts";
import { drawBlocksPictures } from "./blocks-picture.ts";
import { keepCompiledBundle } from "./code-cache.ts";
import { assetUrl, fetchScratchLibrary } from "./frame-urls.ts";
import type { EditorStateLike, ScratchGuiGlobal, ScratchVm } from "./gui-types.ts";
import { qisiLogo } from "./logo.ts";
import { createServerStorage } from "./scratch-storage.ts";
import { thumbnailOf } from "./thumbnail.ts";

/**
 * The Scratch frame (`/studio/scratch/frame.html?title=<default title>&origin=<host>`): boots
 * scratch-gui's standalone bundle in Chinese with our branding, library and storage, and shows,
 * captures and exports projects for its host over the studio protocol. The host owns the project
 * (the shared project model with the site's one API client); the frame only loads and serializes.
 */

declare global {
  interface Window {
    GUI?: ScratchGuiGlobal;
    qisiScratchLibrary?: unknown;
    qisiAllowedExtensions?: string[];
    qisiLogo?: string;
    qisiLogoAlt?: string;
    /** For tests and benchmarks: the running editor. */
    qisiScratch?: { vm: ScratchVm; state: EditorStateLike; ready: boolean };
  }
}

type LoadMessage = Exclude<Extract<HostMessage, { type: "load" }>, { code: string }>;

const params = new URLSearchParams(location.search);
const allowedOrigins = [location.origin, ...params.getAll("origin")];
// Extensions that work offline on our origin; translate, text to speech, face sensing, music
// (its samples live on Scratch's servers) and the hardware ones (Scratch Link) are left out.
self.qisiAllowedExtensions = ["pen", "videoSensing", "makeymakey"];
self.qisiLogo = qisiLogo;
self.qisiLogoAlt = params.get("brand") || "Qisi";

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));

// The host may speak before the GUI is up: its first project is shown first (no starter in
// between), and every other message waits for the editor.
let firstLoad: LoadMessage | null = null;
let editorUp: ((message: HostMessage) => void) | null = null;
const early: HostMessage[] = [];
/** The stage's size the host asked for; applied as soon as the GUI's state exists, before it draws. */
let stageSize: ScratchStageSize | null = null;
let applyStageSize: ((size: ScratchStageSize) => void) | null = null;
const channel: StudioChannel | null =
  window.parent !== window
    ? connectToHost(window.parent, allowedOrigins, (message) => {
        if (message.type === "stage-size") {
          stageSize = message.size;
          return applyStageSize?.(message.size);
        }
        if (editorUp) return editorUp(message);
        if (message.type === "load" && !("code" in message)) firstLoad = message as LoadMessage;
        else early.push(message);
      })
    : null;
const send: StudioChannel["send"] = (message) => channel?.send(message);
send({ type: "listening" });

const fail = (code: ScratchErrorCode, error: unknown, requestId?: string) =>
  send({
    type: "error",
    code,
    message: error instanceof Error ? error.message : String(error),
    ...(requestId ? { requestId } : {}),
  });

async function boot() {
  const container = document.getElementById("scratch-gui")!;
  const library = await fetchScratchLibrary();
  self.qisiScratchLibrary = library;
  // Milestones of the start for bench/studios/scratch-phases.ts (on the frame's clock).
  performance.mark("qisi-scratch:library");
  await loadScript(`${scratchGuiBase}scratch-gui-standalone.js`);
  performance.mark("qisi-scratch:bundle-run");
  const GUI = window.GUI!;
  const starterJson = JSON.stringify(library.starter);

  const scratchStorage = new GUI.ScratchStorage();
  const storage = createServerStorage(scratchStorage, { assetUrl }, async () => {
    // The GUI's own save paths are hidden (canSave false): saving is the host's.
    throw new Error("the host saves this project");
  });
  storage.cacheProject("0", starterJson);

  const state = new GUI.EditorState({ locale: "zh-cn", showTelemetryModal: false }, () => ({
    storage: storage.guiStorage,
  }));
  const vm = () => state.store.getState().scratchGui.vm;
  // The editor's state from the start (not yet ready), so the studios bench reads "ready" from the
  // GUI's own state, as it does for the stock GUI (bench/studios/probes.ts).
  window.qisiScratch = { vm: vm(), state, ready: false };
  const setTitle = (title: string) => state.dispatch({ type: "projectTitle/SET_PROJECT_TITLE", title });
  // The GUI's own small/large stage toggle (scratch-gui's reducers/stage-size.js).
  applyStageSize = (size) =>
    state.dispatch({ type: "scratch-gui/StageSize/SET_STAGE_SIZE", stageSize: size });
  if (stageSize) applyStageSize(stageSize);

  // The first project: the host's, when it came in time (cached for the GUI's own first fetch).
  const initial = firstLoad;
  if (initial && "json" in initial) storage.cacheProject("1", initial.json);
  GUI.setAppElement(container);
  const root = GUI.createStandaloneRoot(state, container);
  root.render({
    projectId: initial && "json" in initial ? "1" : "0",
    basePath: scratchGuiBase,
    logo: qisiLogo,
    onClickLogo: () => undefined,
    canEditTitle: false,
    canSave: false,
    canCreateNew: false,
    canCreateCopy: false,
    canRemix: false,
    canShare: false,
    canChangeLanguage: false,
    canChangeTheme: false,
    canChangeColorMode: false,
    canUseCloud: false,
    canManageFiles: true,
    enableCommunity: false,
    showComingSoon: false,
    backpackVisible: false,
    hideTutorialProjects: true,
    isShared: false,
  });

  performance.mark("qisi-scratch:rendered");
  // The GUI fetches and shows the first project on its own; wait for it.
  await new Promise<void>((resolve) => {
    const check = () => {
      const { loadingState } = state.store.getState().scratchGui.projectState;
      if (["SHOWING_WITH_ID", "SHOWING_WITHOUT_ID", "ERROR"].includes(loadingState)) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = state.store.subscribe(check);
    check();
  });
  performance.mark("qisi-scratch:project-shown");
  await nextFrame();

  // Exercise checks run on a headless VM in a realm of its own, started at the first check.
  const checker = createBrowserScratchChecker();

  // Changes made by loading are not the child's; the starter untouched need not be loaded again.
  let loading = false;
  let untouchedStarter = !(initial && "json" in initial);
  vm().on("PROJECT_CHANGED", () => {
    if (loading) return;
    untouchedStarter = false;
    send({ type: "dirty", dirty: true });
  });

  async function load(message: LoadMessage) {
    const starter = "projectId" in message;
    if (message.title) setTitle(message.title);
    if (!(starter && untouchedStarter)) {
      loading = true;
      try {
        await vm().loadProject(
          "json" in message ? message.json : "sb3" in message ? message.sb3 : starterJson,
        );
        await nextFrame();
      } finally {
        loading = false;
      }
    }
    untouchedStarter = starter;
    if (message.requestId) send({ type: "loaded", requestId: message.requestId });
  }

  function handle(message: HostMessage) {
    switch (message.type) {
      case "load":
        if ("code" in message) return;
        if ("projectId" in message && message.projectId !== null) {
          fail("load-failed", "the host loads projects and sends their JSON", message.requestId);
          return;
        }
        void load(message).catch((error) => fail("load-failed", error, message.requestId));
        return;
      case "capture": {
        const assets = storage.missingAssets(vm().assets).map((asset) => ({
          md5ext: `${asset.assetId}.${asset.dataFormat}`,
          data: asset.data,
        }));
        const json = vm().toJSON();
        void thumbnailOf(vm()).then((thumbnail) =>
          send({
            type: "captured",
            requestId: message.requestId,
            json,
            assets,
            ...(thumbnail ? { thumbnail } : {}),
          }),
        );
        return;
      }
      case "assets-stored":
        storage.markStored(message.md5ext);
        return;
      case "set-title":
        setTitle(message.title);
        return;
      case "get-title":
        send({
          type: "title",
          title: state.store.getState().scratchGui.projectTitle,
          requestId: message.requestId,
        });
        return;
      case "export-sb3":
        void vm()
          .saveProjectSb3()
          .then((blob) => blob.arrayBuffer())
          .then(
            (sb3) => send({ type: "sb3", requestId: message.requestId, sb3 }),
            (error) => fail("export-failed", error, message.requestId),
          );
        return;
      case "get-project":
        send({ type: "project-json", requestId: message.requestId, json: vm().toJSON() });
        return;
      case "check":
        void checker.check(vm().toJSON(), message.spec).then(
          (result) => send({ type: "checked", requestId: message.requestId, result }),
          (error) => fail("check-failed", error, message.requestId),
        );
        return;
      case "draw-blocks":
        void drawBlocksPictures(message.targets).then(
          (pictures) => send({ type: "blocks-drawn", requestId: message.requestId, pictures }),
          (error) => fail("draw-failed", error, message.requestId),
        );
        return;
      case "save":
      case "save-as-copy":
      case "remix":
        fail("read-only", "the host saves this project");
        return;
      default:
    }
  }

  // "Load from your computer" names the project after the file: the host's title follows.
  let lastGuiTitle = state.store.getState().scratchGui.projectTitle;
  state.store.subscribe(() => {
    const title = state.store.getState().scratchGui.projectTitle;
    if (title === lastGuiTitle) return;
    lastGuiTitle = title;
    if (title && !loading) send({ type: "title", title });
  });

  window.qisiScratch = { vm: vm(), state, ready: true };
  if (initial?.title) setTitle(initial.title);
  if (initial && !("json" in initial)) await load(initial).catch((error) => fail("load-failed", error));
  else if (initial?.requestId) send({ type: "loaded", requestId: initial.requestId });
  // A newer load that came while the first one showed replaces it now.
  if (firstLoad !== initial && firstLoad) await load(firstLoad).catch((error) => fail("load-failed", error));
  editorUp = handle;
  for (const message of early.splice(0)) handle(message);
  send({ type: "ready", kind: "scratch", projectId: "host" });
  if (!import.meta.env.DEV)
    keepCompiledBundle().catch((error) => console.warn("the GUI's code cache is unavailable", error));
}

boot().catch((error) => {
  console.error(error);
  fail("load-failed", error);
});
