import { Card, PageContainer } from "@qisi/ui";
import type { ReactNode } from "react";
import * as css from "./HomePage.css";

export interface HomeSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The article that tells more, under the section. */
  more?: { href: string; label: ReactNode };
  children: ReactNode;
}

/** One band of the home page: heading, optional lead, its content and a link to read more. */
export function HomeSection({ id, title, lead, more, children }: HomeSectionProps) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <PageContainer>
        <h2 id={id} className={css.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={css.sectionLead}>{lead}</p> : null}
        {children}
        {more ? (
          <p>
            <a className={css.link} href={more.href}>
              {more.label}
            </a>
          </p>
        ) : null}
      </PageContainer>
    </section>
  );
}

export interface HomeCard {
  title: string;
  /** A short line in the brand colour under the title (the ages a track suits). */
  note?: string;
  text: string;
}

/** A grid of small cards: the tracks, or (ordered) the steps of a lesson. */
export function HomeCards({ items, ordered = false }: { items: HomeCard[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={ordered ? css.steps : css.cards}>
      {items.map((item) => (
        <Card as="li" key={item.title} gap="sm">
          <h3 className={css.cardTitle}>{item.title}</h3>
          {item.note ? <p className={css.cardAge}>{item.note}</p> : null}
          <p className={css.cardText}>{item.text}</p>
        </Card>
      ))}
    </List>
  );
}
