import type { FooterColumn } from "../SiteFooter";
import type { SiteHeaderLinks } from "../SiteHeader";

/*
 * Sample destinations for stories and tests. The design system knows no site: the real ones live in
 * the app (apps/site/src/app/site-links.ts); these mirror them so the pictures look like the product.
 */

export const sampleTrialHref = "/app/25s2-python-cpp-01?view=all&plan=trial";

export const sampleBookHrefs = {
  purchaseHref: "/articles/first-thinking-book#purchase",
  videosHref: "/articles/first-thinking-book/videos",
};

export const sampleTermsHrefs = {
  tos: "/terms/tos",
  privacy: "/terms/privacy",
  privacyTeen: "/terms/privacy-teen",
};

/** The header's links for a page, with sign-in carrying that page back as `from`. */
export function sampleHeaderLinks(currentPath = "/"): SiteHeaderLinks {
  return {
    home: "/",
    login: `/login?from=${encodeURIComponent(currentPath)}`,
    dashboard: "/dashboard",
    downloads: "/downloads",
    termsOfService: "/terms/tos",
    privacyTeen: "/terms/privacy-teen",
    articles: [
      { href: "/articles/why-code-with-qisi", label: "为什么学编程" },
      { href: "/articles/curriculum-features", label: "课程特色" },
      { href: "/articles/road-to-success", label: "成长路线" },
    ],
    features: [
      {
        href: "/articles/first-thinking-book#purchase",
        label: "编程思维启蒙书",
        description: "不用电脑也能读的思维训练书，亲子共读",
      },
      {
        href: "/articles/first-thinking-book/videos",
        label: "图书配套视频",
        description: "每一章都有老师讲解的小视频",
      },
      { href: sampleTrialHref, label: "免费体验课", description: "在浏览器里动手写第一段程序" },
      { href: "/downloads", label: "学习 App", description: "电脑和平板都能安装，上课更顺畅" },
    ],
  };
}

export const sampleFooterColumns: FooterColumn[] = [
  {
    id: "downloads",
    title: "App 下载",
    links: [
      { href: "/downloads", label: "全部下载" },
      { href: "/downloads/win-10-11", label: "Windows 10/11 版" },
      { href: "/downloads/mac", label: "Mac 版" },
      { href: "/downloads/win-7", label: "Windows 7 版" },
      { href: "/downloads/android", label: "安卓版" },
      { href: "/downloads/ipad", label: "iPad 版" },
    ],
  },
  {
    id: "resources",
    title: "编程学习资源",
    links: [
      { href: "/articles/first-thinking-book", label: "编程思维启蒙书" },
      { href: "/articles/first-thinking-book/videos", label: "图书配套视频" },
      { href: "/articles/why-code-with-qisi", label: "为什么学编程" },
      { href: "/articles/curriculum-features", label: "课程特色" },
      { href: "/articles/road-to-success", label: "成长路线" },
      { href: "/app/25s2-python-cpp-01", label: "Python 与 C++ 课程" },
      { href: "/about", label: "关于启思" },
    ],
  },
  {
    id: "terms",
    title: "服务条款",
    links: [
      { href: "/terms/tos", label: "服务条款" },
      { href: "/terms/privacy", label: "隐私政策" },
      { href: "/terms/privacy-teen", label: "儿童/青少年个人信息保护规则" },
    ],
  },
];

export const sampleDashboardHrefs = {
  home: "/dashboard",
  courses: "/dashboard/courses",
  projects: "/dashboard/projects",
  settings: "/dashboard/settings",
};

/** A lesson's page in the sample course. */
export const sampleLessonHref = (lessonId: string) =>
  `/class/25s2-python-cpp-01/${encodeURIComponent(lessonId)}`;
