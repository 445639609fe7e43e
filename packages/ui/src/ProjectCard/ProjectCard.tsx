import { Trans } from "@lingui/react/macro";
import { Copy, FolderOpen, GitFork, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClass } from "../Button";
import { CoverArt } from "../CourseCard/CoverArt";
import { VisuallyHidden } from "../VisuallyHidden";
import { DeleteDialog } from "./DeleteDialog";
import * as css from "./ProjectCard.css";
import { RenameDialog } from "./RenameDialog";
import type { ProjectAction, ProjectCardData } from "./types";
import { UpdatedAgo } from "./UpdatedAgo";

export interface ProjectCardProps {
  project: ProjectCardData;
  /** The action still running; its button spins and the others wait. */
  busy?: ProjectAction | null;
  /** Each action shows only when its callback is given. */
  onCopy?: (project: ProjectCardData) => void;
  onRemix?: (project: ProjectCardData) => void;
  onRename?: (project: ProjectCardData, title: string) => void;
  /** Called after the learner confirms in a dialog. */
  onDelete?: (project: ProjectCardData) => void;
  /** Reference time for 3天前; defaults to now. */
  now?: Date;
  headingLevel?: 2 | 3 | 4;
}

const iconSize = 16;

/** One of the learner's projects with its actions, all reachable by keyboard. */
export function ProjectCard({
  project,
  busy = null,
  onCopy,
  onRemix,
  onRename,
  onDelete,
  now,
  headingLevel = 3,
}: ProjectCardProps) {
  const Heading = `h${headingLevel}` as const;
  // A malformed time from the server hides the line rather than breaking the whole list.
  const parsed = new Date(project.updatedAt);
  const updatedDate = Number.isNaN(parsed.getTime()) ? null : parsed;
  const waiting = busy !== null;
  const name = <VisuallyHidden>《{project.title}》</VisuallyHidden>;
  const actionButton = (action: ProjectAction, icon: ReactNode, label: ReactNode, onClick?: () => void) => (
    <Button
      variant={action === "delete" ? "ghost" : "secondary"}
      size="sm"
      icon={icon}
      busy={busy === action}
      disabled={waiting && busy !== action}
      onClick={onClick}
      data-action={action}
    >
      {label}
      {name}
    </Button>
  );

  return (
    <article className={css.card} aria-busy={waiting || undefined}>
      <div className={css.media}>
        <CoverArt src={project.thumbnail} kind={project.kind} />
        <span className={css.badge({ kind: project.kind })}>
          {{ scratch: "Scratch", python: "Python", cpp: "C++" }[project.kind]}
        </span>
      </div>
      <Heading className={css.title}>
        <a className={css.titleLink} href={project.href}>
          {project.title}
        </a>
      </Heading>
      {updatedDate ? (
        <p className={css.meta}>
          <UpdatedAgo updated={updatedDate} now={now} />
        </p>
      ) : null}
      <div className={css.actions}>
        <a className={buttonClass({ variant: "primary", size: "sm" })} href={project.href}>
          <FolderOpen size={iconSize} aria-hidden="true" />
          <Trans>打开</Trans>
          {name}
        </a>
        {onCopy
          ? actionButton("copy", <Copy size={iconSize} aria-hidden="true" />, <Trans>复制</Trans>, () =>
              onCopy(project),
            )
          : null}
        {onRemix
          ? actionButton("remix", <GitFork size={iconSize} aria-hidden="true" />, <Trans>改编</Trans>, () =>
              onRemix(project),
            )
          : null}
        {onRename ? (
          <RenameDialog
            title={project.title}
            trigger={actionButton(
              "rename",
              <Pencil size={iconSize} aria-hidden="true" />,
              <Trans>重命名</Trans>,
            )}
            onRename={(title) => onRename(project, title)}
          />
        ) : null}
        {onDelete ? (
          <DeleteDialog
            title={project.title}
            trigger={actionButton(
              "delete",
              <Trash2 size={iconSize} aria-hidden="true" />,
              <Trans>删除</Trans>,
            )}
            onDelete={() => onDelete(project)}
          />
        ) : null}
      </div>
    </article>
  );
}
