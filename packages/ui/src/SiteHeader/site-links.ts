import { useLingui } from "@lingui/react/macro";

export interface SiteLink {
  href: string;
  label: string;
  description?: string;
}

/** Routes the chrome links to (SPEC §2). The product slug is `qisi` (DESIGN.md). */
export const siteRoutes = {
  home: "/",
  whyCode: "/articles/why-code-with-qisi",
  curriculum: "/articles/curriculum-features",
  roadToSuccess: "/articles/road-to-success",
  book: "/articles/first-thinking-book",
  bookPurchase: "/articles/first-thinking-book#purchase",
  bookVideos: "/articles/first-thinking-book/videos",
  trialCourse: "/app/25s2-python-cpp-01?view=all&plan=trial",
  downloads: "/downloads",
  dashboard: "/dashboard",
  login: "/login",
  termsOfService: "/terms/tos",
  privacy: "/terms/privacy",
  privacyTeen: "/terms/privacy-teen",
} as const;

/** `/login?from=<path>`: sign-in sends the learner back where they were (SPEC §2, §4). */
export function loginHref(currentPath: string): string {
  return `${siteRoutes.login}?from=${encodeURIComponent(currentPath)}`;
}

/** Whether a nav link points at the page being shown (its hash and the page's query ignored). */
export function isCurrentPage(href: string, currentPath: string): boolean {
  return href.split("#")[0] === currentPath.split(/[?#]/)[0];
}

/** The three course articles the header always shows. */
export function useArticleLinks(): SiteLink[] {
  const { t } = useLingui();
  return [
    { href: siteRoutes.whyCode, label: t`为什么学编程` },
    { href: siteRoutes.curriculum, label: t`课程特色` },
    { href: siteRoutes.roadToSuccess, label: t`成长路线` },
  ];
}

/** The four entries of the 我们的特色 menu; the book link jumps to its #purchase anchor. */
export function useFeatureLinks(): SiteLink[] {
  const { t } = useLingui();
  return [
    {
      href: siteRoutes.bookPurchase,
      label: t`编程思维启蒙书`,
      description: t`不用电脑也能读的思维训练书，亲子共读`,
    },
    {
      href: siteRoutes.bookVideos,
      label: t`图书配套视频`,
      description: t`每一章都有老师讲解的小视频`,
    },
    {
      href: siteRoutes.trialCourse,
      label: t`免费体验课`,
      description: t`在浏览器里动手写第一段程序`,
    },
    {
      href: siteRoutes.downloads,
      label: t`学习 App`,
      description: t`电脑和平板都能安装，上课更顺畅`,
    },
  ];
}
