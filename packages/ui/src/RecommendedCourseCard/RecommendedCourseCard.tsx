import { Trans, useLingui } from "@lingui/react/macro";
import { CoverArt } from "../CourseCard/CoverArt";
import { formatYuan } from "../format";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./RecommendedCourseCard.css";

export interface RecommendedCourseData {
  title: string;
  summary: string;
  cover?: string | null;
  kind?: "scratch" | "python" | "cpp";
  /** Fen, as the API sends money. */
  priceFen: number;
  /** Crossed-out reference price in fen, if any. */
  listPriceFen?: number;
  /** The course's sales page, e.g. /app/25s2-python-cpp-01. */
  href: string;
}

export interface RecommendedCourseCardProps {
  course: RecommendedCourseData;
  headingLevel?: 2 | 3 | 4;
}

/** A course the learner does not have yet; the whole card links to its sales page. */
export function RecommendedCourseCard({ course, headingLevel = 3 }: RecommendedCourseCardProps) {
  const { i18n } = useLingui();
  const { title, summary, cover, kind, priceFen, listPriceFen, href } = course;
  const Heading = `h${headingLevel}` as const;
  const price = formatYuan(priceFen, i18n.locale);
  const listPrice = listPriceFen && listPriceFen > priceFen ? formatYuan(listPriceFen, i18n.locale) : null;
  return (
    <article className={css.card}>
      <CoverArt src={cover} kind={kind} />
      <Heading className={css.title}>
        <a className={css.titleLink} href={href}>
          {title}
        </a>
      </Heading>
      <p className={css.summary}>{summary}</p>
      <div className={css.priceRow}>
        <span className={css.price}>{priceFen === 0 ? <Trans>免费</Trans> : price}</span>
        {listPrice ? (
          <del className={css.listPrice}>
            <VisuallyHidden>
              <Trans>原价</Trans>
            </VisuallyHidden>
            {listPrice}
          </del>
        ) : null}
        <span className={css.cta} aria-hidden="true">
          <Trans>了解课程 →</Trans>
        </span>
      </div>
    </article>
  );
}
