import { Trans, useLingui } from "@lingui/react/macro";
import type { ProjectSummary } from "@qisi/api";
import {
  Button,
  EmptyState,
  type ProjectAction,
  ProjectCard,
  type ProjectCardData,
  ProjectStatus,
  type ProjectStatusValue,
} from "@qisi/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useChrome } from "../../app/chrome-context";
import { frameCss as css, DashboardFrame, NewProjectLinks, projectHref } from "../../features/dashboard";
import { toProjectCard } from "../../features/dashboard/data";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";

/** How long a deleted project can be brought back before it is really deleted. */
const undoMs = 8000;

/** `/dashboard/projects`: every project, paged with `until`; open, copy, remix, rename, delete with undo. */
export default function DashboardProjectsPage() {
  return (
    <DashboardFrame title={<Trans>我的作品</Trans>}>
      <Projects />
    </DashboardFrame>
  );
}

type Load = "loading" | "ready" | "more" | "error";

function Projects() {
  const { t } = useLingui();
  const { id: userId } = useAccount();
  const [items, setItems] = useState<ProjectSummary[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>("loading");
  const [busy, setBusy] = useState<Record<string, ProjectAction>>({});
  const [status, setStatus] = useState<{ value: ProjectStatusValue; href?: string; error?: string }>({
    value: "idle",
  });
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const pendingDeletes = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // The app's one toast region (axe: one landmark of its kind); undo lives in its toasts.
  const { showToast, dismissToast } = useChrome();
  const toasts = { show: showToast, dismiss: dismissToast };

  const loadFirst = useCallback(async () => {
    try {
      const page = await api.getUserProjects(userId);
      setItems(page.items);
      setNext(page.next);
      setLoad("ready");
    } catch {
      setLoad("error");
    }
  }, [userId]);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  const loadMore = async () => {
    if (!next) return;
    setLoad("more");
    try {
      const page = await api.getUserProjects(userId, next);
      setItems((current) => [...current, ...page.items.filter((p) => !current.some((c) => c.id === p.id))]);
      setNext(page.next);
      setLoad("ready");
    } catch {
      setLoad("ready");
      toasts.show({ tone: "error", message: t`没能加载更多作品，请稍后再试。` });
    }
  };

  // Leaving the page carries out the deletions that were not undone.
  useEffect(() => {
    const pending = pendingDeletes.current;
    return () => {
      for (const [id, timer] of pending) {
        clearTimeout(timer);
        void api.deleteProject(id).catch(() => {});
      }
      pending.clear();
    };
  }, []);

  const runBusy = async (project: ProjectCardData, action: ProjectAction, work: () => Promise<void>) => {
    setBusy((current) => ({ ...current, [project.id]: action }));
    try {
      await work();
    } finally {
      setBusy(({ [project.id]: _, ...rest }) => rest);
    }
  };

  const duplicate = (project: ProjectCardData, action: "copy" | "remix") =>
    runBusy(project, action, async () => {
      setStatus({ value: action === "copy" ? "copying" : "remixing" });
      try {
        const { projectId } =
          action === "copy" ? await api.copyProject(project.id) : await api.remixProject(project.id);
        setStatus({
          value: action === "copy" ? "copy-success" : "remix-success",
          href: projectHref(project.kind, projectId),
        });
        await loadFirst();
      } catch {
        setStatus({
          value: "error",
          error: action === "copy" ? t`复制没有成功，请稍后再试。` : t`改编没有成功，请稍后再试。`,
        });
      }
    });

  const rename = (project: ProjectCardData, title: string) =>
    runBusy(project, "rename", async () => {
      try {
        await api.renameProject(project.id, title);
        setItems((current) => current.map((p) => (p.id === project.id ? { ...p, title } : p)));
        toasts.show({ tone: "success", message: t`已改名为「${title}」` });
      } catch {
        toasts.show({ tone: "error", message: t`改名没有成功，请稍后再试。` });
      }
    });

  const remove = (project: ProjectCardData) => {
    setHidden((current) => new Set(current).add(project.id));
    const reallyDelete = async () => {
      pendingDeletes.current.delete(project.id);
      try {
        await api.deleteProject(project.id);
        setItems((current) => current.filter((p) => p.id !== project.id));
      } catch {
        setHidden((current) => withoutId(current, project.id));
        toasts.show({ tone: "error", message: t`删除没有成功，作品还在。` });
      }
    };
    pendingDeletes.current.set(project.id, setTimeout(reallyDelete, undoMs));
    const title = project.title;
    toasts.show({
      id: `delete-${project.id}`,
      message: t`已删除「${title}」`,
      actionLabel: t`撤销`,
      duration: undoMs,
      onAction: () => {
        clearTimeout(pendingDeletes.current.get(project.id));
        pendingDeletes.current.delete(project.id);
        setHidden((current) => withoutId(current, project.id));
        toasts.dismiss(`delete-${project.id}`);
        toasts.show({ tone: "success", message: t`已恢复「${title}」` });
      },
    });
  };

  const visible = items.filter((p) => !hidden.has(p.id));
  return (
    <div className={css.stack}>
      <NewProjectLinks />
      <ProjectStatus status={status.value} resultHref={status.href} errorMessage={status.error} />
      {load === "loading" ? (
        <p className={css.muted} role="status">
          <Trans>正在加载作品…</Trans>
        </p>
      ) : load === "error" ? (
        <div className={css.row}>
          <p className={css.error} role="alert">
            <Trans>作品列表没能加载出来，请检查网络后再试。</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void loadFirst()}>
            <Trans>重试</Trans>
          </Button>
        </div>
      ) : visible.length === 0 && !next ? (
        <EmptyState
          title={<Trans>还没有作品</Trans>}
          description={<Trans>新建一个作品，或者在课程里打开练习，做好的作品都会保存在这里。</Trans>}
        />
      ) : (
        <>
          <ul className={css.grid}>
            {visible.map((project) => {
              const card = toProjectCard(project);
              return (
                <li key={project.id}>
                  <ProjectCard
                    project={card}
                    headingLevel={2}
                    busy={busy[project.id] ?? null}
                    onCopy={(p) => void duplicate(p, "copy")}
                    onRemix={project.kind === "scratch" ? (p) => void duplicate(p, "remix") : undefined}
                    onRename={(p, title) => void rename(p, title)}
                    onDelete={remove}
                  />
                </li>
              );
            })}
          </ul>
          {next ? (
            <div>
              <Button variant="secondary" busy={load === "more"} onClick={() => void loadMore()}>
                <Trans>加载更多作品</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function withoutId(set: Set<string>, id: string): Set<string> {
  const copy = new Set(set);
  copy.delete(id);
  return copy;
}
