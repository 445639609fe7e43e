import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";
import { useSiteIdentity } from "../../i18n/identity";
import { TermsMeta } from "./DraftNotice";

/** `/terms/privacy-lite`: the short version, in words a child can follow. */
export default function PrivacyLitePage() {
  const { t } = useLingui();
  const { siteName: site } = useSiteIdentity();
  return (
    <Article
      title={t`隐私政策简明版`}
      description={t`用几句话说清楚${site}会用到你的哪些信息、为什么用、你可以怎么做。`}
      meta={<TermsMeta />}
      sections={[
        {
          id: "what",
          heading: t`我们会用到什么`,
          body: (
            <p>
              <Trans>手机号（用来登录）、你的学习进度和作品、你买过的课程。就这些。</Trans>
            </p>
          ),
        },
        {
          id: "why",
          heading: t`为什么要用`,
          body: (
            <p>
              <Trans>
                为了让你能登录、上课、保存作品，并在遇到问题时帮到你。我们不卖你的信息，也不给你推送广告。
              </Trans>
            </p>
          ),
        },
        {
          id: "you",
          heading: t`你可以怎么做`,
          body: (
            <p>
              <Trans>
                随时可以让我们给你看、帮你改、帮你删，也可以注销账号。还不到 14
                岁的小朋友，请让爸爸妈妈帮你联系我们。详细内容见<a href="/terms/privacy">隐私政策</a>和
                <a href="/terms/privacy-teen">儿童及青少年个人信息保护规则</a>。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
