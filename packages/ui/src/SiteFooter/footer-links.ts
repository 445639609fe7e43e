import { useLingui } from "@lingui/react/macro";
import type { SiteLink } from "../SiteHeader/site-links";

export interface FooterColumn {
  id: string;
  title: string;
  links: SiteLink[];
}

/** The footer's three columns with SPEC §2's links, in its order, and the about page (issue 26). */
export function useFooterColumns(): FooterColumn[] {
  const { t } = useLingui();
  return [
    {
      id: "downloads",
      title: t`App 下载`,
      links: [
        { href: "/downloads", label: t`全部下载` },
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
        { href: "/articles/first-thinking-book", label: t`编程思维启蒙书` },
        { href: "/articles/first-thinking-book/videos", label: t`图书配套视频` },
        { href: "/articles/why-code-with-qisi", label: t`为什么学编程` },
        { href: "/articles/curriculum-features", label: t`课程特色` },
        { href: "/articles/road-to-success", label: t`成长路线` },
        { href: "/app/25s2-python-cpp-01", label: t`Python 与 C++ 课程` },
        { href: "/about", label: t`关于启思` },
      ],
    },
    {
      id: "terms",
      title: t`服务条款`,
      links: [
        { href: "/terms/tos", label: t`服务条款` },
        { href: "/terms/privacy", label: t`隐私政策` },
        { href: "/terms/privacy-teen", label: t`儿童/青少年个人信息保护规则` },
      ],
    },
  ];
}
