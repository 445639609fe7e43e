import { useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { type StatusView, useStatusMessage } from "../../project/use-status-message.ts";
import { ProjectTitleField } from "../../shared/ProjectTitleField.tsx";
import { studioBar } from "../../shared/studio-chrome.css";
import * as css from "./ScratchToolbar.css";

export interface ScratchToolbarProps {
  title: string;
  onTitleChange: (title: string) => void;
  /** The project model's status (one vocabulary for every studio). */
  state: StatusView;
  /** Said instead of the status (e.g. a remix just made on another page). */
  notice?: string;
  /** Save as copy: a saved project (someone else's becomes the learner's remix). */
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
  /** A new Scratch project (新建 from the studio). */
  newHref: string;
  /** Where the studio's source is (its AGPL licence asks for the link). */
  sourceHref: string;
}

/**
 * The Scratch studio's toolbar: back to my projects, the title, what is happening, and the
 * owner's share switch with save as copy and save (or remix for someone else's project).
 */
export function ScratchToolbar(props: ScratchToolbarProps) {
  const { t } = useLingui();
  const { state, shared, onSharedChange } = props;
  const statusMessage = useStatusMessage(state);
  const message = props.notice ?? statusMessage;
  const saving = state.status === "saving";
  return (
    <div className={studioBar}>
      <a className={css.link} href={props.projectsHref}>
        {t`我的作品`}
      </a>
      <ProjectTitleField
        value={props.title}
        onChange={props.onTitleChange}
        maxLength={100}
        testId="project-title"
      />
      <a className={css.link} href={props.newHref} data-testid="new-project">
        {t`新建 Scratch 作品`}
      </a>
      <span className={css.state} role="status" data-testid="save-state" data-status={state.status}>
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
        <Button
          size="sm"
          variant="secondary"
          onClick={props.onRemix}
          busy={saving && state.action === "remix"}
          disabled={saving}
        >
          {t`改编`}
        </Button>
      )}
      {props.canSaveAsCopy && (
        <Button
          size="sm"
          variant="secondary"
          onClick={props.onSaveAsCopy}
          busy={saving && state.action === "copy"}
          disabled={saving}
        >
          {t`另存为副本`}
        </Button>
      )}
      <Button size="sm" onClick={props.onSave} busy={saving && state.action === "save"} disabled={saving}>
        {t`保存`}
      </Button>
      <a className={css.smallLink} href={props.sourceHref} rel="noopener noreferrer" target="_blank">
        {t`源代码（AGPL）`}
      </a>
    </div>
  );
}
