import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * 《编程思维启蒙书》: the one description of the book (title, ages, chapters, puzzles, price) that the
 * home promotion and the book pages both read, and its companion videos. Video files are not in the
 * repository; `VITE_BOOK_VIDEO_BASE` (default `/media/book/`) says where they are served from. No
 * video length is written here: pages show the length the media itself reports.
 */
const videoBase = (import.meta.env.VITE_BOOK_VIDEO_BASE as string | undefined) ?? "/media/book/";

export interface BookVideo {
  id: string;
  chapter: number;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** The thinking idea the chapter teaches, e.g. 循环. */
  concept: MessageDescriptor;
  src: string;
  captions: string;
}

function video(
  id: string,
  chapter: number,
  title: MessageDescriptor,
  summary: MessageDescriptor,
  concept: MessageDescriptor,
): BookVideo {
  return {
    id,
    chapter,
    title,
    summary,
    concept,
    src: `${videoBase}${id}.mp4`,
    captions: `${videoBase}${id}.zh.vtt`,
  };
}

export const bookVideos: BookVideo[] = [
  video(
    "sequence",
    1,
    msg`第 1 章 · 刷牙也有顺序`,
    msg`从早上刷牙的步骤说起，认识“顺序”：先做什么、后做什么，顺序错了结果就不一样。`,
    msg`顺序`,
  ),
  video(
    "loop",
    2,
    msg`第 2 章 · 跳绳一百下`,
    msg`重复的事情怎样说得更简单？用跳绳和拍手游戏理解“循环”。`,
    msg`循环`,
  ),
  video(
    "condition",
    3,
    msg`第 3 章 · 下雨带伞`,
    msg`“如果……就……否则……”：在生活里找条件判断，再画成流程图。`,
    msg`条件`,
  ),
  video(
    "decompose",
    4,
    msg`第 4 章 · 整理书包的秘诀`,
    msg`把一件大事拆成几件小事，认识“分解”，这是解决所有难题的第一步。`,
    msg`分解`,
  ),
  video(
    "pattern",
    5,
    msg`第 5 章 · 找规律的小侦探`,
    msg`从瓷砖花纹和数字队列里发现规律，学会用规律预测下一步。`,
    msg`规律`,
  ),
  video(
    "debug",
    6,
    msg`第 6 章 · 哪一步出错了`,
    msg`照着一份写错的菜谱做饭会怎样？一步步检查，学会“调试”。`,
    msg`调试`,
  ),
];

export function findBookVideo(id: string): BookVideo | undefined {
  return bookVideos.find((item) => item.id === id);
}

/** The book's facts; counts follow the chapters, so the promotion and the book page cannot disagree. */
export const book = {
  title: msg`编程思维启蒙书`,
  ageFrom: 6,
  ageTo: 10,
  chapters: bookVideos.length,
  /** Five puzzles at the end of each chapter. */
  puzzles: bookVideos.length * 5,
  pages: 160,
};

/** The facts as the promotion component takes them, in the interface language. */
export function bookFacts(i18n: I18n) {
  return {
    title: i18n._(book.title),
    ageFrom: book.ageFrom,
    ageTo: book.ageTo,
    chapters: book.chapters,
    puzzles: book.puzzles,
    concepts: new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(
      bookVideos.map((video) => i18n._(video.concept)),
    ),
  };
}

export const bookPurchase = {
  /** Where 购买 links go; an operator sets the real shop pages at build time. */
  shopUrl:
    (import.meta.env.VITE_BOOK_SHOP_URL as string | undefined) ??
    "https://qisi.example.com/shop/thinking-book",
  priceFen: 5800,
  isbn: "978-7-000-00000-0（示例）",
};

/** 5:12 — a media length to the nearest second (an 8.02 s clip reads 0:08). */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return `${minutes}:${rest}`;
}
