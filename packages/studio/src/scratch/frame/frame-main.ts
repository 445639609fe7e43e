import { createQisiClient, type Project } from "@qisi/api";
import { connectToHost, type HostMessage, type StudioChannel } from "../../protocol/studio-protocol.ts";
import { scratchGuiBase } from "../scratch-gui-version.ts";
import { keepCompiledBundle } from "./code-cache.ts";
import type { EditorStateLike, ScratchGuiGlobal, ScratchVm } from "./gui-types.ts";
import { qisiLogo } from "./logo.ts";
import { CommandError, type EditorAccess, ProjectController } from "./project-controller.ts";
import { createServerStorage } from "./scratch-storage.ts";

/**
 * The Scratch frame (`/studio/scratch/frame.html?project=<id>&title=<default title>&origin=<host>`):
 * boots scratch-gui's standalone bundle in Chinese with our branding, library and storage, and
 * speaks the studio protocol with its parent. It runs on our origin, so it signs in with the same
 * refresh cookie as the site and every request stays on our server.
 */

declare global {
  interface Window {
    GUI?: ScratchGuiGlobal;
    qisiScratchLibrary?: unknown;
    qisiAllowedExtensions?: string[];
    qisiLogo?: string;
    qisiLogoAlt?: string;
    /** For tests and benchmarks: the running editor. */
    qisiScratch?: { vm: ScratchVm; state: EditorStateLike; controller: ProjectController; ready: boolean };
  }
}

const params = new URLSearchParams(location.search);
const initialProjectId = params.get("project");
const defaultTitle = params.get("title") || "Scratch";
const allowedOrigins = [location.origin, ...params.getAll("origin")];
// Extensions that work offline on our origin; translate, text to speech, face sensing, music
// (its samples live on Scratch's servers) and the hardware ones (Scratch Link) are left out.
self.qisiAllowedExtensions = ["pen", "videoSensing", "makeymakey"];
self.qisiLogo = qisiLogo;
self.qisiLogoAlt = params.get("brand") || "Qisi";

const api = createQisiClient();

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

function thumbnailOf(vm: ScratchVm): Promise<string | undefined> {
  return new Promise((resolve) => {
    const renderer = vm.renderer;
    if (!renderer) return resolve(undefined);
    const timer = setTimeout(() => resolve(undefined), 1000);
    renderer.requestSnapshot((dataUrl) => {
      const image = new Image();
      image.onload = () => {
        clearTimeout(timer);
        const canvas = document.createElement("canvas");
        canvas.width = 240;
        canvas.height = 180;
        canvas.getContext("2d")?.drawImage(image, 0, 0, 240, 180);
        const small = canvas.toDataURL("image/jpeg", 0.7);
        resolve(small.length < 200_000 ? small : undefined);
      };
      image.onerror = () => resolve(undefined);
      image.src = dataUrl;
    });
  });
}

async function boot() {
  const container = document.getElementById("scratch-gui")!;
  const session = api.fetchSession();
  const library = api.getScratchLibrary();
  const firstProject: Promise<Project | null> = initialProjectId
    ? session.then(() => api.getProject(initialProjectId))
    : Promise.resolve(null);
  firstProject.catch(() => undefined);
  const { starter } = await library.then((value) => {
    self.qisiScratchLibrary = value;
    return value;
  });
  await loadScript(`${scratchGuiBase}scratch-gui-standalone.js`);
  const GUI = window.GUI!;
  const starterJson = JSON.stringify(starter);

  let controller: ProjectController | null = null;
  const scratchStorage = new GUI.ScratchStorage();
  const storage = createServerStorage(scratchStorage, api, async () => {
    // The GUI's own save paths (none are shown) end up in ours.
    const saved = await controller!.save();
    return { id: saved.id };
  });
  storage.cacheProject("0", starterJson);

  const state = new GUI.EditorState({ locale: "zh-cn", showTelemetryModal: false }, () => ({
    storage: storage.guiStorage,
  }));
  const vm = () => state.store.getState().scratchGui.vm;

  let ignoreChangesUntilLoaded = true;
  const editor: EditorAccess = {
    projectJson: () => vm().toJSON(),
    assets: () => vm().assets,
    thumbnail: () => thumbnailOf(vm()),
    loadProject: async (source) => {
      ignoreChangesUntilLoaded = true;
      try {
        await vm().loadProject(
          source === "starter" ? starterJson : "json" in source ? source.json : source.sb3,
        );
        await nextFrame();
      } finally {
        ignoreChangesUntilLoaded = false;
      }
    },
    setTitle: (title) => state.dispatch({ type: "projectTitle/SET_PROJECT_TITLE", title }),
  };

  const channel: StudioChannel | null =
    window.parent !== window
      ? connectToHost(window.parent, allowedOrigins, (message) => handle(message))
      : null;
  const send: StudioChannel["send"] = (message) => channel?.send(message);
  controller = new ProjectController(api, storage, editor, send, defaultTitle);
  const project = controller;

  const fail = (error: unknown, requestId?: string) => {
    const code = error instanceof CommandError ? error.code : "save-failed";
    send({
      type: "error",
      code,
      message: error instanceof Error ? error.message : String(error),
      ...(requestId ? { requestId } : {}),
    });
  };

  function handle(message: HostMessage) {
    switch (message.type) {
      case "load":
        if ("code" in message) return;
        void project
          .run(() =>
            "sb3" in message
              ? project.load({ sb3: message.sb3 }, message.title)
              : project.load({ projectId: message.projectId }, message.title),
          )
          .catch((error) =>
            fail(error instanceof CommandError ? error : new CommandError("load-failed", String(error))),
          );
        return;
      case "save":
        void project.save().catch((error) => fail(error));
        return;
      case "save-as-copy":
        void project.saveAsCopy().catch((error) => fail(error));
        return;
      case "remix":
        void project.remix().catch((error) => fail(error));
        return;
      case "set-title":
        project.setTitle(message.title);
        return;
      case "get-title":
        send({ type: "title", title: project.getTitle(), requestId: message.requestId });
        return;
      case "export-sb3":
        void vm()
          .saveProjectSb3()
          .then((blob) => blob.arrayBuffer())
          .then(
            (sb3) => send({ type: "sb3", requestId: message.requestId, sb3 }),
            (error) => fail(new CommandError("export-failed", String(error)), message.requestId),
          );
        return;
      default:
    }
  }

  // Which project the GUI fetches first: the one asked for (already fetched, cached here) or the starter.
  let initial: Project | null = null;
  let initialError: unknown = null;
  try {
    initial = await firstProject;
    if (initial) {
      if (initial.kind !== "scratch") throw new CommandError("not-found", "not a Scratch project");
      storage.cacheProject(initial.id, initial.body);
    }
  } catch (error) {
    initialError = error;
    initial = null;
  }
  await session.catch(() => undefined);

  GUI.setAppElement(container);
  const root = GUI.createStandaloneRoot(state, container);
  root.render({
    projectId: initial?.id ?? "0",
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

  // The GUI fetches and shows the first project on its own; wait for it.
  await new Promise<void>((resolve) => {
    const check = () => {
      const { loadingState } = state.store.getState().scratchGui.projectState;
      if (
        loadingState === "SHOWING_WITH_ID" ||
        loadingState === "SHOWING_WITHOUT_ID" ||
        loadingState === "ERROR"
      ) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = state.store.subscribe(check);
    check();
  });
  await nextFrame();
  ignoreChangesUntilLoaded = false;
  vm().on("PROJECT_CHANGED", () => {
    if (!ignoreChangesUntilLoaded) project.markChanged();
  });
  // "Load from your computer" names the project after the file: the host's title follows.
  let lastGuiTitle = state.store.getState().scratchGui.projectTitle;
  state.store.subscribe(() => {
    const title = state.store.getState().scratchGui.projectTitle;
    if (title === lastGuiTitle) return;
    lastGuiTitle = title;
    if (title && title !== project.getTitle()) {
      project.setTitle(title);
      send({ type: "title", title: project.getTitle() });
    }
  });

  project.opened(initial);
  window.qisiScratch = { vm: vm(), state, controller: project, ready: true };
  send({ type: "ready", kind: "scratch", projectId: initial?.id ?? "new" });
  send({ type: "project", project: project.info() });
  if (!import.meta.env.DEV)
    keepCompiledBundle().catch((error) => console.warn("the GUI's code cache is unavailable", error));
  if (initialError)
    fail(
      initialError instanceof CommandError
        ? initialError
        : new CommandError(
            (initialError as { status?: number }).status === 404 ? "not-found" : "load-failed",
            String(initialError),
          ),
    );
}

boot().catch((error) => {
  console.error(error);
  if (window.parent !== window)
    connectToHost(window.parent, allowedOrigins, () => undefined).send({
      type: "error",
      code: "load-failed",
      message: String(error),
    });
});
