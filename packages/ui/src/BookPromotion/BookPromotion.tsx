import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { button } from "../Button/Button.css";
import { Link } from "../Link";
import { BookCover } from "./BookCover";
import * as css from "./BookPromotion.css";

/** The book's facts, from the one place the app describes the book (so promo and book page agree). */
export interface BookFacts {
  /** Without 《》; the promo adds them. */
  title: string;
  ageFrom: number;
  ageTo: number;
  chapters: number;
  puzzles: number;
  /** The ideas the chapters teach, already joined: 顺序、循环、条件、分解、规律和调试. */
  concepts: string;
}

export interface BookPromotionProps {
  book: BookFacts;
  /** Where the promo sits in the page outline; the home page uses 2. */
  headingLevel?: 2 | 3;
  /** The book page's purchase section (the site's `/articles/first-thinking-book#purchase`). */
  purchaseHref: string;
  /** The book's video list. */
  videosHref: string;
}

/** The programming-thinking book: cover, what is inside, and the way to the purchase section. */
export function BookPromotion({ book, headingLevel = 2, purchaseHref, videosHref }: BookPromotionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={css.promo} aria-labelledby={titleId}>
      <div className={css.cover}>
        <BookCover />
      </div>
      <div className={css.copy}>
        <p className={css.badge}>
          <Trans>亲子共读 · 不插电也能学</Trans>
        </p>
        <Heading id={titleId} className={css.title}>
          <Trans>《{book.title}》</Trans>
        </Heading>
        <p className={css.blurb}>
          <Trans>
            一本写给 {book.ageFrom}–{book.ageTo}
            岁孩子和家长的思维启蒙书。用刷牙、跳绳、整理书包这些身边的小事，讲清楚{book.concepts}
            ，孩子还没碰电脑，就已经开始像程序员一样思考。
          </Trans>
        </p>
        <ul className={css.list}>
          <li>
            <Trans>{book.puzzles} 个生活小谜题，每个都能和孩子边玩边聊</Trans>
          </li>
          <li>
            <Trans>{book.chapters} 个章节，每章配有老师讲解的小视频</Trans>
          </li>
          <li>
            <Trans>读完可以接着上 Scratch 和 Python 课程</Trans>
          </li>
        </ul>
        <div className={css.actions}>
          <a className={button({ variant: "primary" })} href={purchaseHref}>
            <Trans>了解并购买</Trans>
          </a>
          <Link tone="standalone" href={videosHref}>
            <Trans>先看看配套视频</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
