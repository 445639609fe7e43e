import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";
import { useSiteIdentity } from "../../i18n/identity";
import { TermsMeta } from "./DraftNotice";

/** `/terms/privacy-teen`: rules for children under 14 (《儿童个人信息网络保护规定》, PIPL art. 31). */
export default function PrivacyTeenPage() {
  const { t } = useLingui();
  const { siteName: site } = useSiteIdentity();
  return (
    <Article
      title={t`儿童及青少年个人信息保护规则`}
      description={t`${site}怎样保护不满 14 周岁儿童和未成年人的个人信息：监护人同意、最少收集、专人负责、随时删除。`}
      lead={t`写给孩子，也写给家长：我们怎样照看好孩子在${site}留下的每一条信息。`}
      meta={<TermsMeta />}
      sections={[
        {
          id: "consent",
          heading: t`一、先征得监护人同意`,
          body: (
            <p>
              <Trans>
                依照《儿童个人信息网络保护规定》和《个人信息保护法》，处理不满 14
                周岁儿童的个人信息前，我们会取得其父母或其他监护人的同意。请家长用自己的手机号注册账号，并在阅读本规则后再让孩子使用。
              </Trans>
            </p>
          ),
        },
        {
          id: "minimum",
          heading: t`二、只收集必要的信息`,
          body: (
            <p>
              <Trans>
                我们不要求孩子填写真实姓名、学校、住址或照片。孩子的昵称可以随意起；作品默认只有自己和监护人能看到，分享前会提醒孩子和家长。
              </Trans>
            </p>
          ),
        },
        {
          id: "protect",
          heading: t`三、专门的保护措施`,
          body: (
            <ul>
              <li>
                <Trans>设有个人信息保护负责人，专门负责儿童个人信息保护。</Trans>
              </li>
              <li>
                <Trans>工作人员按“最小授权”访问儿童信息，每次访问都有记录。</Trans>
              </li>
              <li>
                <Trans>儿童信息加密保存，不用于商业广告，不向第三方出售。</Trans>
              </li>
              <li>
                <Trans>每年开展儿童个人信息保护合规审计。</Trans>
              </li>
            </ul>
          ),
        },
        {
          id: "guardian-rights",
          heading: t`四、家长可以做什么`,
          body: (
            <p>
              <Trans>
                家长可以随时查阅、更正、删除孩子的信息，撤回同意或注销账号。撤回同意或注销后，我们会删除或匿名化相关信息，法律另有规定的除外。
              </Trans>
            </p>
          ),
        },
        {
          id: "teens",
          heading: t`五、14 到 18 岁的青少年`,
          body: (
            <p>
              <Trans>
                青少年可以在监护人指导下自行使用服务。付费购买课程前，请先和家长商量并取得同意；遇到不舒服的内容或陌生人联系，请马上告诉家长或联系我们。
              </Trans>
            </p>
          ),
        },
        {
          id: "contact",
          heading: t`六、联系我们`,
          body: (
            <p>
              <Trans>
                有任何问题，请通过页脚的客服二维码联系儿童个人信息保护负责人，我们会在 15
                个工作日内答复。完整说明见<a href="/terms/privacy">隐私政策</a>。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
