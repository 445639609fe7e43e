import { useLingui } from "@lingui/react/macro";
import type { DashboardHrefs, FooterColumn, SiteHeaderLinks, SiteLink, TermsHrefs } from "@qisi/ui";

/** The site's own addresses the chrome links to (SPEC §2). The product slug is `qisi` (DESIGN.md). */
export const siteRoutes = {
  home: "/",
  whyCode: "/articles/why-code-with-qisi",
  curriculum: "/articles/curriculum-features",
  roadToSuccess: "/articles/road-to-success",
  book: "/articles/first-thinking-book",
  bookPurchase: "/articles/first-thinking-book#purchase",
  bookVideos: "/articles/first-thinking-book/videos",
  /** The trial course with every lesson showing (SPEC §2), its trial package chosen (issue 26). */
  trialCourse: "/app/25s2-python-cpp-01?view=all&plan=trial",
  pythonCppCourse: "/app/25s2-python-cpp-01",
  about: "/about",
  downloads: "/downloads",
  dashboard: "/dashboard",
  login: "/login",
  termsOfService: "/terms/tos",
  privacy: "/terms/privacy",
  privacyTeen: "/terms/privacy-teen",
} as const;

/** The learning centre's four sections. */
export const dashboardHrefs: DashboardHrefs = {
  home: siteRoutes.dashboard,
  courses: "/dashboard/courses",
  projects: "/dashboard/projects",
  settings: "/dashboard/settings",
};

/** The pages a learner agrees to when signing in. */
export const termsHrefs: TermsHrefs = {
  tos: siteRoutes.termsOfService,
  privacy: siteRoutes.privacy,
  privacyTeen: siteRoutes.privacyTeen,
};

/** `/login?from=<path>`: sign-in sends the learner back where they were (SPEC §2, §4). */
export function loginHref(currentPath: string): string {
  return `${siteRoutes.login}?from=${encodeURIComponent(currentPath)}`;
}

/** The three course articles the header always shows. */
function useArticleLinks(): SiteLink[] {
  const { t } = useLingui();
  return [
    { href: siteRoutes.whyCode, label: t`为什么学编程` },
    { href: siteRoutes.curriculum, label: t`课程特色` },
    { href: siteRoutes.roadToSuccess, label: t`成长路线` },
  ];
}

/** The four entries of the 我们的特色 menu; the book link jumps to its #purchase anchor. */
function useFeatureLinks(): SiteLink[] {
  const { t } = useLingui();
  return [
    {
      href: siteRoutes.bookPurchase,
      label: t`编程思维启蒙书`,
      description: t`不用电脑也能读的思维训练书，亲子共读`,
    },
    { href: siteRoutes.bookVideos, label: t`图书配套视频`, description: t`每一章都有老师讲解的小视频` },
    { href: siteRoutes.trialCourse, label: t`免费体验课`, description: t`在浏览器里动手写第一段程序` },
    { href: siteRoutes.downloads, label: t`学习 App`, description: t`电脑和平板都能安装，上课更顺畅` },
  ];
}

/** Everything the header links to, with sign-in carrying `currentPath` (path plus query) back. */
export function useHeaderLinks(currentPath: string): SiteHeaderLinks {
  return {
    home: siteRoutes.home,
    login: loginHref(currentPath),
    dashboard: siteRoutes.dashboard,
    downloads: siteRoutes.downloads,
    termsOfService: siteRoutes.termsOfService,
    privacyTeen: siteRoutes.privacyTeen,
    articles: useArticleLinks(),
    features: useFeatureLinks(),
  };
}

/** The footer's three columns with SPEC §2's links, in its order, and the about page (issue 26). */
export function useFooterColumns(): FooterColumn[] {
  const { t } = useLingui();
  return [
    {
      id: "downloads",
      title: t`App 下载`,
      links: [
        { href: siteRoutes.downloads, label: t`全部下载` },
        { href: "/downloads/win-10-11", label: t`Windows 10/11 版` },
        { href: "/downloads/mac", label: t`Mac 版` },
        { href: "/downloads/win-7", label: t`Windows 7 版` },
        { href: "/downloads/android", label: t`安卓版` },
        { href: "/downloads/ipad", label: t`iPad 版` },
      ],
    },
    {
      id: "resources",
      title: t`编程学习资源`,
      links: [
        { href: siteRoutes.book, label: t`编程思维启蒙书` },
        { href: siteRoutes.bookVideos, label: t`图书配套视频` },
        { href: siteRoutes.whyCode, label: t`为什么学编程` },
        { href: siteRoutes.curriculum, label: t`课程特色` },
        { href: siteRoutes.roadToSuccess, label: t`成长路线` },
        { href: siteRoutes.pythonCppCourse, label: t`Python 与 C++ 课程` },
        { href: siteRoutes.about, label: t`关于启思` },
      ],
    },
    {
      id: "terms",
      title: t`服务条款`,
      links: [
        { href: siteRoutes.termsOfService, label: t`服务条款` },
        { href: siteRoutes.privacy, label: t`隐私政策` },
        { href: siteRoutes.privacyTeen, label: t`儿童/青少年个人信息保护规则` },
      ],
    },
  ];
}
