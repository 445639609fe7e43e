import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * 《编程思维启蒙书》 configuration: where to buy it and its companion videos. Video files are not in
 * the repository; `VITE_BOOK_VIDEO_BASE` (default `/media/book/`) says where they are served from.
 */
const videoBase = (import.meta.env.VITE_BOOK_VIDEO_BASE as string | undefined) ?? "/media/book/";

export interface BookVideo {
  id: string;
  chapter: number;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** Length in seconds. */
  duration: number;
  src: string;
  captions: string;
}

function video(
  id: string,
  chapter: number,
  title: MessageDescriptor,
  summary: MessageDescriptor,
  duration: number,
): BookVideo {
  return {
    id,
    chapter,
    title,
    summary,
    duration,
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
    312,
  ),
  video(
    "loop",
    2,
    msg`第 2 章 · 跳绳一百下`,
    msg`重复的事情怎样说得更简单？用跳绳和拍手游戏理解“循环”。`,
    286,
  ),
  video(
    "condition",
    3,
    msg`第 3 章 · 下雨带伞`,
    msg`“如果……就……否则……”：在生活里找条件判断，再画成流程图。`,
    341,
  ),
  video(
    "decompose",
    4,
    msg`第 4 章 · 整理书包的秘诀`,
    msg`把一件大事拆成几件小事，认识“分解”，这是解决所有难题的第一步。`,
    298,
  ),
  video(
    "pattern",
    5,
    msg`第 5 章 · 找规律的小侦探`,
    msg`从瓷砖花纹和数字队列里发现规律，学会用规律预测下一步。`,
    325,
  ),
  video(
    "debug",
    6,
    msg`第 6 章 · 哪一步出错了`,
    msg`照着一份写错的菜谱做饭会怎样？一步步检查，学会“调试”。`,
    307,
  ),
];

export function findBookVideo(id: string): BookVideo | undefined {
  return bookVideos.find((item) => item.id === id);
}

export const bookPurchase = {
  /** Where 购买 links go; an operator sets the real shop pages at build time. */
  shopUrl:
    (import.meta.env.VITE_BOOK_SHOP_URL as string | undefined) ??
    "https://qisi.example.com/shop/thinking-book",
  priceFen: 5800,
  isbn: "978-7-000-00000-0（示例）",
};

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return `${minutes}:${rest}`;
}
