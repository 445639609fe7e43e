import { Trans, useLingui } from "@lingui/react/macro";
import { DownloadTile } from "@qisi/ui";
import { useLocation } from "wouter";
import { Article } from "../../content/Article";
import { findDownload } from "../../content/downloads";
import NotFoundPage from "../NotFoundPage";
import { MessageList, tileProps } from "./download-parts";

const platformNames: Record<string, string> = {
  "win-10-11": "Windows 10/11",
  "win-7": "Windows 7",
  mac: "Mac",
  ipad: "iPad",
  android: "Android",
};

/** `/downloads/{platform}`: one app, its requirements and how to install it. */
export default function PlatformPage() {
  const { t, i18n } = useLingui();
  const [path] = useLocation();
  const platform = path.split("/").pop() ?? "";
  const entry = findDownload(platform);
  if (!entry) return <NotFoundPage />;
  const known = platformNames[entry.platform];
  const name = known ?? t`其他设备`;
  // A Latin product name takes a space before 版 ("Mac 版"); Chinese words run on ("其他设备版").
  const title = known ? t`${name} 版下载` : t`其他设备版下载`;
  return (
    <Article
      title={title}
      description={t`下载启思学习 ${name} 版：系统要求、安装步骤和常见问题。`}
      crumbs={[{ label: t`App 下载`, href: "/downloads" }]}
      sections={[
        {
          id: "download",
          heading: t`下载`,
          body: <DownloadTile {...tileProps(entry, i18n)} headingLevel={3} />,
        },
        {
          id: "requirements",
          heading: t`系统要求`,
          body: <MessageList items={entry.requirements} i18n={i18n} />,
        },
        {
          id: "install",
          heading: t`安装步骤`,
          body: <MessageList items={entry.steps} ordered i18n={i18n} />,
        },
        {
          id: "help",
          heading: t`需要帮助`,
          body: (
            <p>
              <Trans>
                安装不成功，或不确定该下载哪个版本？扫页面下方的客服二维码，告诉老师你的电脑型号就好。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
