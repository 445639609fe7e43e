import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

export interface UpdatedAgoProps {
  updated: Date;
  now?: Date;
}

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * "5 分钟前更新" as one message per unit, the time inside the sentence: a locale without this
 * product string falls back to Chinese as a whole sentence, never "2 minutes ago更新".
 */
export function UpdatedAgo({ updated, now = new Date() }: UpdatedAgoProps) {
  // A time slightly in the future (clock skew) reads as just now.
  const seconds = Math.max(0, (now.getTime() - updated.getTime()) / 1000);
  const count = (size: number) => Math.floor(seconds / size);
  let sentence: ReactNode;
  if (seconds < minute) sentence = <Trans>刚刚更新</Trans>;
  else if (seconds < hour) sentence = <Plural value={count(minute)} other="# 分钟前更新" />;
  else if (seconds < day) sentence = <Plural value={count(hour)} other="# 小时前更新" />;
  else if (seconds < 2 * day) sentence = <Trans>昨天更新</Trans>;
  else if (seconds < 7 * day) sentence = <Plural value={count(day)} other="# 天前更新" />;
  else if (seconds < 30 * day) sentence = <Plural value={count(7 * day)} other="# 周前更新" />;
  else if (seconds < 365 * day) sentence = <Plural value={count(30 * day)} other="# 个月前更新" />;
  else sentence = <Plural value={count(365 * day)} other="# 年前更新" />;
  return <time dateTime={updated.toISOString()}>{sentence}</time>;
}
