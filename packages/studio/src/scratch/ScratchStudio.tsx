import { useLingui } from "@lingui/react/macro";
import type { ExerciseCheckResult, ScratchCheckSpec } from "@qisi/api/contract";
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from "react";
import {
  connectToStudio,
  type HostChannel,
  type HostMessage,
  parseStudioMessage,
  type ScratchBlocksPicture,
  type ScratchErrorCode,
  type ScratchNewAsset,
  type ScratchScriptsToDraw,
  type ScratchStageSize,
  type StudioMessage,
} from "../protocol/studio-protocol.ts";
import { announceStudioReady } from "../studio-ready.ts";
import { type EarlyScratchFrame, hasEarlyScratchFrame, takeEarlyScratchFrame } from "./early-frame.ts";
import * as css from "./ScratchStudio.css";
import { scratchFramePath, scratchFrameSrc } from "./scratch-gui-version.ts";

type HostBody = HostMessage extends infer M
  ? M extends unknown
    ? Omit<M, "protocol" | "version">
    : never
  : never;

export interface ScratchStudioError {
  code?: ScratchErrorCode;
  message: string;
}

/** What is on screen, to save: project.json, the assets our server may lack, a picture. */
export interface ScratchCapture {
  json: string;
  assets: ScratchNewAsset[];
  thumbnail?: string;
}

/** What the studio can show: a project.json, an .sb3 file's bytes, or the starter. */
export type ScratchSource = { json: string } | { sb3: ArrayBuffer } | { projectId: null };

/**
 * What a host can ask of the studio (asked early, it waits for the frame). The host owns the
 * project; the studio shows, captures and exports it.
 */
export interface ScratchStudioHandle {
  /** Shows a project; resolves once it shows. */
  load(source: ScratchSource, title?: string): Promise<void>;
  capture(): Promise<ScratchCapture>;
  /** These assets are on our server now: later captures leave them out. */
  assetsStored(md5ext: string[]): void;
  setTitle(title: string): void;
  getTitle(): Promise<string>;
  exportSb3(): Promise<ArrayBuffer>;
  /**
   * Checks the project on screen against an exercise (the lesson player's 检查): the frame runs the
   * same engine as the server on a headless VM of its own, so the child's stage does not move.
   */
  check(spec: ScratchCheckSpec): Promise<ExerciseCheckResult>;
  /** The project on screen as project.json text, for the attempt the server checks again. */
  getProjectJson(): Promise<string>;
  /** Pictures of scripts (a solution's), drawn by the GUI's scratch-blocks: SVG text per target. */
  drawBlocks(targets: ScratchScriptsToDraw[]): Promise<ScratchBlocksPicture[]>;
  /** Any protocol message, for hosts that relay (partner embeds). */
  post(message: HostBody): void;
}

export interface ScratchStudioProps {
  /** A new project's title. */
  defaultTitle?: string;
  /** The name beside the logo in the GUI's menu bar (its alt text). */
  brandName?: string;
  /** The frame page; another origin's frame is addressed at that origin only. */
  frameUrl?: string;
  /**
   * The stage's size (the GUI's small-stage mode): `small` where the frame is narrower than the
   * GUI's 1024 px, as beside a lesson's steps, so the stage and the sprite pane stay in view.
   */
  stageSize?: ScratchStageSize;
  onReady?: () => void;
  /** Every change the child makes (the content is captured when the host needs it). */
  onChange?: () => void;
  /** The GUI renamed the project (a file loaded from the computer). */
  onTitle?: (title: string) => void;
  onError?: (error: ScratchStudioError) => void;
  /** Every message from the frame, after the callbacks above. */
  onMessage?: (message: StudioMessage) => void;
  handleRef?: Ref<ScratchStudioHandle>;
}

/**
 * The Scratch studio for React 19 hosts: scratch-gui (React 18 inside) runs in a same-origin
 * iframe, so its global styles and React never touch the page; this component speaks the studio
 * protocol with it (origin-checked both ways).
 */
export function ScratchStudio({
  defaultTitle,
  brandName,
  frameUrl = scratchFramePath,
  stageSize,
  handleRef,
  ...callbacks
}: ScratchStudioProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<HostChannel | null>(null);
  /**
   * Messages asked for before the channel exists (a host asking from its own mount, before this
   * component's effect connected): sent, in order, once it does, instead of being lost.
   */
  const unsent = useRef<HostBody[]>([]);
  const pending = useRef(
    new Map<string, { resolve: (value: never) => void; reject: (error: Error) => void }>(),
  );
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const [ready, setReady] = useState(false);
  const title = defaultTitle ?? t`我的 Scratch 作品`;
  // The frame's address is fixed at mount: later projects load through the protocol, not a reload.
  const [src] = useState(() => scratchFrameSrc(frameUrl, title, brandName ?? t`启思编程`, location.href));
  const origin = new URL(src, location.href).origin;
  const frameTitle = t`Scratch 创作区`;
  // The page may have started this very frame at navigation: it is moved in, not loaded again.
  const [adopting, setAdopting] = useState(() => hasEarlyScratchFrame(src));
  const slot = useRef<HTMLDivElement>(null);
  const adopted = useRef<EarlyScratchFrame | null>(null);

  useLayoutEffect(() => {
    // One started for another address (another language's) would only hold memory: removed.
    if (!adopting) return void takeEarlyScratchFrame("");
    if (!slot.current) return;
    adopted.current ??= takeEarlyScratchFrame(src);
    const early = adopted.current;
    if (!early) return setAdopting(false);
    const element = early.frame;
    if (element.parentNode !== slot.current) slot.current.moveBefore(element, null);
    element.removeAttribute("style");
    element.removeAttribute("aria-hidden");
    element.removeAttribute("tabindex");
    element.className = css.frame;
    element.title = frameTitle;
    element.dataset.testid = "scratch-frame";
    frame.current = element;
  }, [adopting, src, frameTitle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `adopting` turns false when the early frame could not be taken: the studio's own frame is then a new window to speak with.
  useEffect(() => {
    const window = frame.current?.contentWindow;
    if (!window) return;
    const requests = pending.current;
    // Messages wait until the frame's page listens (posted earlier, they would be lost).
    let listening = false;
    const queued: [HostBody, Transferable[] | undefined][] = [];
    const onMessage = (message: StudioMessage) => {
      const on = latest.current;
      switch (message.type) {
        case "listening":
          listening = true;
          for (const [body, transfer] of queued.splice(0)) connection.send(body, transfer);
          break;
        case "ready":
          setReady(true);
          announceStudioReady();
          on.onReady?.();
          break;
        case "dirty":
          if (message.dirty) on.onChange?.();
          break;
        case "loaded":
          requests.get(message.requestId)?.resolve(undefined as never);
          break;
        case "captured": {
          const { json, assets, thumbnail } = message;
          requests.get(message.requestId)?.resolve({ json, assets, thumbnail } as never);
          break;
        }
        case "title":
          if (message.requestId) requests.get(message.requestId)?.resolve(message.title as never);
          else on.onTitle?.(message.title);
          break;
        case "sb3":
          requests.get(message.requestId)?.resolve(message.sb3 as never);
          break;
        case "checked":
          requests.get(message.requestId)?.resolve(message.result as never);
          break;
        case "project-json":
          requests.get(message.requestId)?.resolve(message.json as never);
          break;
        case "blocks-drawn":
          requests.get(message.requestId)?.resolve(message.pictures as never);
          break;
        case "error":
          if (message.requestId && requests.has(message.requestId))
            requests.get(message.requestId)?.reject(new Error(message.message));
          else on.onError?.({ ...(message.code ? { code: message.code } : {}), message: message.message });
          break;
        default:
      }
      if ("requestId" in message && typeof message.requestId === "string") requests.delete(message.requestId);
      on.onMessage?.(message);
    };
    const connection = connectToStudio(window, origin, onMessage);
    channel.current = {
      send: (body, transfer) => (listening ? connection.send(body, transfer) : queued.push([body, transfer])),
      dispose: connection.dispose,
    };
    for (const body of unsent.current.splice(0)) channel.current.send(body);
    // What an early frame said before this listened (its `listening` first), in order.
    const early = adopted.current;
    if (early?.frame === frame.current) {
      early.dispose();
      for (const event of early.messages.splice(0)) {
        const message = event.origin === origin ? parseStudioMessage(event.data) : null;
        if (message) onMessage(message);
      }
    }
    return () => {
      connection.dispose();
      channel.current = null;
      for (const request of requests.values()) request.reject(new Error("studio closed"));
      requests.clear();
    };
  }, [origin, adopting]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new channel (`adopting` turned false) is a new frame that needs telling too.
  useEffect(() => {
    if (stageSize) channel.current?.send({ type: "stage-size", size: stageSize });
  }, [stageSize, adopting]);

  useImperativeHandle(handleRef, () => {
    const post = (message: HostBody) => {
      if (channel.current) channel.current.send(message);
      else unsent.current.push(message);
    };
    const ask = <T,>(message: (requestId: string) => HostBody) =>
      new Promise<T>((resolve, reject) => {
        const requestId = crypto.randomUUID();
        pending.current.set(requestId, { resolve: resolve as (value: never) => void, reject });
        post(message(requestId));
      });
    return {
      load: (source, loadTitle) =>
        ask<void>(
          (requestId) =>
            ({ type: "load", ...source, requestId, ...(loadTitle ? { title: loadTitle } : {}) }) as HostBody,
        ),
      capture: () => ask<ScratchCapture>((requestId) => ({ type: "capture", requestId })),
      assetsStored: (md5ext) => post({ type: "assets-stored", md5ext }),
      setTitle: (next) => post({ type: "set-title", title: next }),
      getTitle: () => ask<string>((requestId) => ({ type: "get-title", requestId })),
      exportSb3: () => ask<ArrayBuffer>((requestId) => ({ type: "export-sb3", requestId })),
      check: (spec) => ask<ExerciseCheckResult>((requestId) => ({ type: "check", requestId, spec })),
      getProjectJson: () => ask<string>((requestId) => ({ type: "get-project", requestId })),
      drawBlocks: (targets) =>
        ask<ScratchBlocksPicture[]>((requestId) => ({ type: "draw-blocks", requestId, targets })),
      post,
    };
  }, []);

  return (
    <div className={css.studio}>
      {adopting ? (
        <div ref={slot} className={css.frame} />
      ) : (
        <iframe
          ref={frame}
          className={css.frame}
          src={src}
          title={frameTitle}
          allow="microphone; camera; fullscreen"
          data-testid="scratch-frame"
        />
      )}
      <p className={css.loading} role="status" data-state={ready ? "ready" : "loading"}>
        {ready ? "" : t`正在准备 Scratch 创作室，马上就好…`}
      </p>
    </div>
  );
}
