import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "../Link";
import { Prose } from "../Prose";
import * as css from "./ArticleLayout.css";

export interface Crumb {
  label: string;
  href: string;
}

export interface TocEntry {
  /** The heading's `id` in the body, without `#`. */
  id: string;
  text: string;
  level: 2 | 3;
}

export interface ArticleLayoutProps {
  title: string;
  lead?: ReactNode;
  /** Pages above this one, from the top; the article itself is added as the current page. */
  breadcrumbs?: Crumb[];
  /** A single way back when there is no trail, such as from a book video to its list. */
  back?: Crumb;
  /** Headings of the body as data; the table of contents shows when there are two or more. */
  toc?: TocEntry[];
  /** A line under the title, such as the date or reading time. */
  meta?: ReactNode;
  children: ReactNode;
  /**
   * `main` (default) makes the layout the page's main landmark with the skip link's target id;
   * `div` when the app's shell already renders `<main>`.
   */
  as?: "main" | "div";
  mainId?: string;
}

/** The article page: trail or back link, title and lead, body in Prose, and a table of contents. */
export function ArticleLayout({
  title,
  lead,
  breadcrumbs = [],
  back,
  toc = [],
  meta,
  children,
  as: Element = "main",
  mainId = "main",
}: ArticleLayoutProps) {
  const { t } = useLingui();
  const titleId = useId();
  const tocTitleId = useId();
  return (
    <Element
      className={css.root}
      id={Element === "main" ? mainId : undefined}
      tabIndex={Element === "main" ? -1 : undefined}
    >
      <article className={css.article} aria-labelledby={titleId}>
        <header className={css.header}>
          {breadcrumbs.length > 0 ? (
            <nav aria-label={t`当前位置`}>
              <ol className={css.crumbs}>
                {breadcrumbs.map((crumb) => (
                  <li key={crumb.href} className={css.crumb}>
                    <Link tone="quiet" href={crumb.href}>
                      {crumb.label}
                    </Link>
                    <ChevronRight className={css.flipInRtl} aria-hidden="true" size={14} />
                  </li>
                ))}
                <li className={css.crumb} aria-current="page">
                  {title}
                </li>
              </ol>
            </nav>
          ) : back ? (
            <span className={css.back}>
              <ArrowLeft className={css.flipInRtl} aria-hidden="true" size={16} />
              <Link tone="standalone" href={back.href}>
                <Trans>返回{back.label}</Trans>
              </Link>
            </span>
          ) : null}
          <h1 id={titleId} className={css.title}>
            {title}
          </h1>
          {lead ? <p className={css.lead}>{lead}</p> : null}
          {meta ? <div className={css.meta}>{meta}</div> : null}
        </header>
        <div className={css.columns}>
          {toc.length > 1 ? (
            <nav className={css.toc} aria-labelledby={tocTitleId}>
              <h2 id={tocTitleId} className={css.tocTitle}>
                <Trans>本文目录</Trans>
              </h2>
              <ol className={css.tocList}>
                {toc.map((entry) => (
                  <li key={entry.id} className={css.tocItem} data-level={entry.level}>
                    <Link tone="quiet" href={`#${entry.id}`}>
                      {entry.text}
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className={css.body}>
            <Prose>{children}</Prose>
          </div>
        </div>
      </article>
    </Element>
  );
}
