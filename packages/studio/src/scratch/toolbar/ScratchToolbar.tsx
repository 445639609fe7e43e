import { useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { ProjectTitleField } from "../../shared/ProjectTitleField.tsx";
import { studioBar } from "../../shared/studio-chrome.css";
import * as css from "./ScratchToolbar.css";
import { isBusyStatus, type ScratchStudioStatus } from "./scratch-studio-status.ts";
import { useStatusMessage } from "./useStatusMessage.ts";

export interface ScratchToolbarProps {
  title: string;
  onTitleChange: (title: string) => void;
  status: ScratchStudioStatus;
  /** Unsaved changes: said when there is no other news. */
  dirty: boolean;
  /** The title is someone else's: shown, not edited. */
  readOnly: boolean;
  /** Save: the owner, and anyone with a new project (visitors are asked to sign in). */
  canSave: boolean;
  /** Save as copy: the owner of a saved project. */
  canSaveAsCopy: boolean;
  /** Remix: someone signed in looking at another learner's shared project. */
  canRemix: boolean;
  onSave: () => void;
  onSaveAsCopy: () => void;
  onRemix: () => void;
  /** The owner's share switch; leave it out for everyone else and for unsaved projects. */
  shared?: boolean;
  /** A share change is on its way to the server. */
  sharing?: boolean;
  onSharedChange?: (shared: boolean) => void;
  /** The learner's projects. */
  projectsHref: string;
  /** Where the studio's source is (its AGPL licence asks for the link). */
  sourceHref: string;
}

/**
 * The Scratch studio's toolbar: back to my projects, the title, what is happening, and the
 * owner's share switch with save as copy and save (or remix for someone else's project).
 */
export function ScratchToolbar(props: ScratchToolbarProps) {
  const { t } = useLingui();
  const { status, shared, onSharedChange } = props;
  const message = useStatusMessage(status, props.dirty);
  const busy = isBusyStatus(status);
  return (
    <div className={studioBar}>
      <a className={css.link} href={props.projectsHref}>
        {t`我的作品`}
      </a>
      <ProjectTitleField
        value={props.title}
        onChange={props.onTitleChange}
        maxLength={100}
        readOnly={props.readOnly}
        testId="project-title"
      />
      <span className={css.state} role="status" data-testid="save-state" data-status={status}>
        {message}
      </span>
      <span className={css.spacer} />
      {shared !== undefined && onSharedChange && (
        <label className={css.share}>
          <input
            className={css.shareSwitch}
            type="checkbox"
            role="switch"
            checked={shared}
            aria-checked={shared}
            disabled={props.sharing}
            aria-busy={props.sharing || undefined}
            onChange={(event) => onSharedChange(event.target.checked)}
          />
          {t`分享给同学`}
        </label>
      )}
      {props.canRemix && (
        <Button size="sm" variant="secondary" onClick={props.onRemix} busy={status === "creating-remix"}>
          {t`改编`}
        </Button>
      )}
      {props.canSaveAsCopy && (
        <Button size="sm" variant="secondary" onClick={props.onSaveAsCopy} busy={status === "creating-copy"}>
          {t`另存为副本`}
        </Button>
      )}
      {props.canSave && (
        <Button size="sm" onClick={props.onSave} busy={status === "saving"} disabled={busy}>
          {t`保存`}
        </Button>
      )}
      <a className={css.smallLink} href={props.sourceHref} rel="noopener noreferrer" target="_blank">
        {t`源代码（AGPL）`}
      </a>
    </div>
  );
}
