import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AppDetail, GespTrack, SalesPackage } from "@qisi/api";

const gespTracks: Record<GespTrack, MessageDescriptor> = {
  scratch: msg`图形化编程`,
  python: msg`Python`,
  cpp: msg`C++`,
};

const levels = ["一", "二", "三", "四", "五", "六", "七", "八"];

/** 10 岁以上 · 6–9 岁: who the course is for, from course.yaml's `ages`. */
export function agesText(i18n: I18n, ages: NonNullable<AppDetail["ages"]>): string {
  const { from, to } = ages;
  return to === undefined ? i18n._(msg`${from} 岁以上`) : i18n._(msg`${from}–${to} 岁`);
}

/** GESP Python 一级 · GESP 图形化编程 一级: the level the course prepares for. */
export function gespText(i18n: I18n, gesp: NonNullable<AppDetail["gesp"]>): string {
  const track = i18n._(gespTracks[gesp.track]);
  const level = levels[gesp.level - 1] ?? String(gesp.level);
  return i18n._(msg`GESP ${track} ${level}级`);
}

/** The packages a sales page may offer: only those on sale (every lesson they sell written). */
export const packagesOnSale = (course: Pick<AppDetail, "packages">): SalesPackage[] =>
  course.packages.filter((pkg) => pkg.onSale);
