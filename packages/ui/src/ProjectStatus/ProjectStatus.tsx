import { Trans } from "@lingui/react/macro";
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import * as css from "./ProjectStatus.css";

/** SPEC §4's project states, plus the three success messages and a failure. */
export type ProjectStatusValue =
  | "idle"
  | "saving"
  | "saved"
  | "copying"
  | "remixing"
  | "save-success"
  | "copy-success"
  | "remix-success"
  | "error";

export interface ProjectStatusProps {
  status: ProjectStatusValue;
  /** After a copy or remix: the new project (SPEC §3: /studio/scratch/{id}). */
  resultHref?: string;
  /** Shown for `error`; defaults to a general save failure. */
  errorMessage?: string;
}

type Tone = "busy" | "quiet" | "success" | "error" | "none";
const tones: Record<ProjectStatusValue, Tone> = {
  idle: "none",
  saving: "busy",
  copying: "busy",
  remixing: "busy",
  saved: "quiet",
  "save-success": "success",
  "copy-success": "success",
  "remix-success": "success",
  error: "error",
};

function Message({ status, errorMessage }: Pick<ProjectStatusProps, "status" | "errorMessage">) {
  switch (status) {
    case "idle":
      return null;
    case "saving":
      return <Trans>正在保存…</Trans>;
    case "saved":
      return <Trans>已保存</Trans>;
    case "copying":
      return <Trans>正在复制…</Trans>;
    case "remixing":
      return <Trans>正在改编…</Trans>;
    case "save-success":
      return <Trans>保存成功</Trans>;
    case "copy-success":
      return <Trans>复制成功</Trans>;
    case "remix-success":
      return <Trans>改编成功</Trans>;
    case "error":
      return errorMessage ?? <Trans>保存没有成功，请检查网络后再试一次</Trans>;
  }
}

/**
 * The studio's save indicator. The live region stays mounted so every change is announced politely,
 * without taking the learner's focus away from the editor.
 */
export function ProjectStatus({ status, resultHref, errorMessage }: ProjectStatusProps) {
  const tone = tones[status];
  const Icon =
    tone === "busy" ? LoaderCircle : tone === "success" ? CircleCheck : tone === "error" ? CircleAlert : null;
  const showLink = resultHref && (status === "copy-success" || status === "remix-success");
  return (
    <div role="status" aria-live="polite" data-status={status} className={css.status({ tone })}>
      {Icon ? (
        <Icon className={tone === "busy" ? css.spinner : undefined} size={16} aria-hidden="true" />
      ) : null}
      <Message status={status} errorMessage={errorMessage} />
      {showLink ? (
        <a className={css.link} href={resultHref}>
          {status === "copy-success" ? <Trans>打开副本</Trans> : <Trans>打开改编的作品</Trans>}
        </a>
      ) : null}
    </div>
  );
}
