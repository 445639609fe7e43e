import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The learning apps to download. File URLs, versions and sizes are configuration: set
 * `VITE_DOWNLOAD_BASE` for the file host; edit this list when a release ships.
 */
const base =
  (import.meta.env.VITE_DOWNLOAD_BASE as string | undefined) ?? "https://download.qisi.example.com/";

export type DownloadPlatform = "win-10-11" | "win-7" | "mac" | "ipad" | "android" | "other";

export interface DownloadEntry {
  platform: DownloadPlatform;
  version?: string;
  size?: string;
  href?: string;
  /** An app store page rather than a file. */
  external?: boolean;
  comingSoon?: boolean;
  note: MessageDescriptor;
  requirements: MessageDescriptor[];
  steps: MessageDescriptor[];
}

export const downloads: DownloadEntry[] = [
  {
    platform: "win-10-11",
    version: "3.2.1",
    size: "86 MB",
    href: `${base}qisi-learning-3.2.1-win-x64.exe`,
    note: msg`推荐大多数 Windows 电脑使用`,
    requirements: [msg`Windows 10 或 Windows 11（64 位）`, msg`4 GB 以上内存，2 GB 可用空间`],
    steps: [msg`下载安装包，双击运行`, msg`按提示选择安装位置，点“安装”`, msg`打开“启思学习”，用手机号登录`],
  },
  {
    platform: "win-7",
    version: "2.8.4",
    size: "79 MB",
    href: `${base}qisi-learning-2.8.4-win7-ia32.exe`,
    note: msg`老电脑专用版本，功能与新版略有差别`,
    requirements: [msg`Windows 7 SP1（32 位或 64 位）`, msg`2 GB 以上内存`],
    steps: [
      msg`下载安装包，右键选择“以管理员身份运行”`,
      msg`如提示缺少系统组件，请先安装 Windows 更新`,
      msg`打开“启思学习”，用手机号登录`,
    ],
  },
  {
    platform: "mac",
    version: "3.2.1",
    size: "94 MB",
    href: `${base}qisi-learning-3.2.1-mac-universal.dmg`,
    note: msg`支持 Apple 芯片和 Intel 芯片`,
    requirements: [msg`macOS 11 或更新版本`],
    steps: [
      msg`下载 .dmg 文件并打开`,
      msg`把“启思学习”拖进“应用程序”文件夹`,
      msg`第一次打开时，在提示中点“打开”`,
    ],
  },
  {
    platform: "ipad",
    version: "3.1.0",
    size: "112 MB",
    href: "https://apps.apple.com/cn/app/id0000000000",
    external: true,
    note: msg`在 App Store 搜索“启思学习”也能找到`,
    requirements: [msg`iPadOS 15 或更新版本`],
    steps: [msg`点击下载，跳转到 App Store`, msg`点“获取”安装`, msg`打开后用手机号登录`],
  },
  {
    platform: "android",
    version: "3.1.2",
    size: "68 MB",
    href: `${base}qisi-learning-3.1.2.apk`,
    note: msg`适用于安卓平板和手机`,
    requirements: [msg`Android 8.0 或更新版本`],
    steps: [
      msg`下载安装包（.apk）`,
      msg`如提示“未知来源”，请在设置中允许本次安装`,
      msg`打开“启思学习”，用手机号登录`,
    ],
  },
  {
    platform: "other",
    comingSoon: true,
    note: msg`Chromebook、Linux 和学习机版本正在准备中；现在可以直接在浏览器里上课`,
    requirements: [msg`最新版的 Chrome、Edge、Firefox 或 Safari 浏览器`],
    steps: [msg`打开本网站并登录`, msg`进入学习中心，选择课程开始上课`],
  },
];

export function findDownload(platform: string): DownloadEntry | undefined {
  return downloads.find((entry) => entry.platform === platform);
}
