import { Trans, useLingui } from "@lingui/react/macro";
import { DownloadTile } from "@qisi/ui";
import { Article } from "../../content/Article";
import { downloads } from "../../content/downloads";
import { tileProps } from "./download-parts";
import * as css from "./downloads.css";

/** `/downloads` (article layout): every platform's learning app. */
export default function DownloadsPage() {
  const { t, i18n } = useLingui();
  return (
    <Article
      title={t`App 下载`}
      description={t`下载启思学习客户端：Windows 10/11、Windows 7、Mac、iPad 和安卓版本，上课更稳定，作品自动同步。`}
      lead={t`安装学习客户端，上课更流畅，作品自动同步到学习中心。没有安装也没关系，在浏览器里一样能上课。`}
    >
      <ul className={css.grid}>
        {downloads.map((entry) => (
          <li key={entry.platform}>
            <DownloadTile
              {...tileProps(entry, i18n)}
              detailsHref={`/downloads/${entry.platform}`}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
      <p>
        <Trans>安装时遇到问题？点页面下方的客服二维码，老师会一步步帮你。</Trans>
      </p>
    </Article>
  );
}
