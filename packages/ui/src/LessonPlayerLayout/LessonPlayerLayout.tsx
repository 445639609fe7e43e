import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import * as css from "./LessonPlayerLayout.css";
import { useMediaQuery } from "./use-media-query";

export type LessonPlayerTab = "steps" | "editor";

export interface LessonPlayerLayoutProps {
  /** The lesson's intro and steps. */
  steps: ReactNode;
  /** The lesson's studio (Python or C++ editor, or the Scratch frame); null: the steps alone. */
  editor: ReactNode | null;
  /**
   * On a phone, under the editor in its tab: what 检查 found, so the child reads it where they are
   * (beside the steps it is in the step already).
   */
  editorFooter?: ReactNode;
  /** `wide`: the editor takes more of the width (the Scratch editor needs its stage beside its blocks). */
  editorShare?: "default" | "wide";
  /** The tab shown on a phone; omit to let the layout keep it. */
  tab?: LessonPlayerTab;
  onTabChange?: (tab: LessonPlayerTab) => void;
}

const order: LessonPlayerTab[] = ["steps", "editor"];

/** Whether the player shows its phone tabs (≤ 768 px) rather than two columns. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(css.phoneQuery);
}

/**
 * Steps on the left and the editor on the right, the editor at least 60 % of the width and as
 * tall as the space it is given, the steps scrolling beside it; on a phone (≤ 768 px) the two
 * become tabs 步骤 / 编辑器, and the editor's tab fills the screen. Both panels stay mounted either
 * way, so the editor keeps its code and its worker when the child switches tabs or turns the phone.
 */
export function LessonPlayerLayout({
  steps,
  editor,
  editorFooter,
  editorShare = "default",
  tab: tabProp,
  onTabChange,
}: LessonPlayerLayoutProps) {
  const { t } = useLingui();
  const phone = usePhoneLayout();
  const id = useId();
  const [innerTab, setInnerTab] = useState<LessonPlayerTab>("steps");
  const tab = editor === null ? "steps" : (tabProp ?? innerTab);
  const root = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Record<LessonPlayerTab, HTMLButtonElement | null>>({ steps: null, editor: null });
  const tabs = phone && editor !== null;

  // The editor's tab is the screen: its top at the window's top, whatever was scrolled above.
  useEffect(() => {
    if (tabs && tab === "editor") root.current?.scrollIntoView?.({ block: "start" });
  }, [tabs, tab]);

  const select = (next: LessonPlayerTab, focus = false) => {
    if (tabProp === undefined) setInnerTab(next);
    onTabChange?.(next);
    if (focus) tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = order.indexOf(tab);
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? order[(at + 1) % order.length]
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? order[(at + order.length - 1) % order.length]
          : event.key === "Home"
            ? order[0]
            : event.key === "End"
              ? order[order.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };
  const labels: Record<LessonPlayerTab, string> = { steps: t`步骤`, editor: t`编辑器` };
  const panel = (name: LessonPlayerTab) =>
    tabs
      ? {
          role: "tabpanel",
          id: `${id}-${name}-panel`,
          "aria-labelledby": `${id}-${name}-tab`,
          hidden: tab !== name,
          tabIndex: 0,
        }
      : // Side by side the columns need no landmark of their own: each step is a region already.
        { "data-panel": name };

  return (
    <div
      ref={root}
      className={css.root}
      data-layout={tabs ? "tabs" : editor === null ? "steps" : "columns"}
      data-share={editorShare}
    >
      {tabs ? (
        <div className={css.tabs} role="tablist" aria-label={t`课程内容和编辑器`}>
          {order.map((name) => (
            <button
              key={name}
              ref={(el) => {
                tabRefs.current[name] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-controls={`${id}-${name}-panel`}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              className={css.tab}
              onClick={() => select(name)}
              onKeyDown={onKeyDown}
            >
              {labels[name]}
            </button>
          ))}
        </div>
      ) : null}
      <div className={css.steps} {...panel("steps")}>
        {steps}
      </div>
      {editor === null ? null : (
        <div className={css.editor} {...panel("editor")}>
          <div className={css.editorBody}>{editor}</div>
          {tabs && editorFooter ? <div className={css.editorFooter}>{editorFooter}</div> : null}
        </div>
      )}
    </div>
  );
}
