import { useLingui } from "@lingui/react/macro";
import { ArticleLayout, type Crumb } from "@qisi/ui";
import type { ReactNode } from "react";
import { PageMeta } from "../app/PageMeta";

export interface ArticleSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface ArticleProps {
  title: string;
  description: string;
  lead?: ReactNode;
  meta?: ReactNode;
  /** Trail above the title, the home link first; the page itself is added by the layout. */
  crumbs?: Crumb[];
  sections?: ArticleSection[];
  children?: ReactNode;
}

/** An article-layout page: meta tags, trail, title, table of contents from its sections. */
export function Article({
  title,
  description,
  lead,
  meta,
  crumbs = [],
  sections = [],
  children,
}: ArticleProps) {
  const { t } = useLingui();
  return (
    <ArticleLayout
      title={title}
      lead={lead}
      meta={meta}
      breadcrumbs={[{ label: t`首页`, href: "/" }, ...crumbs]}
      toc={sections.map((section) => ({ id: section.id, text: section.heading, level: 2 as const }))}
    >
      <PageMeta title={title} description={description} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.body}
        </section>
      ))}
      {children}
    </ArticleLayout>
  );
}
