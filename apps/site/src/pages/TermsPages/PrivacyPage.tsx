import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";
import { useSiteIdentity } from "../../i18n/identity";
import { TermsMeta } from "./DraftNotice";

/** `/terms/privacy` */
export default function PrivacyPage() {
  const { t } = useLingui();
  const { siteName: site, companyName: company } = useSiteIdentity();
  return (
    <Article
      title={t`隐私政策`}
      description={t`${site}如何收集、使用、保存和保护你的个人信息，以及你拥有的权利。`}
      meta={<TermsMeta />}
      sections={[
        {
          id: "who",
          heading: t`一、我们是谁`,
          body: (
            <p>
              <Trans>
                {site}由{company}
                运营。我们依据《中华人民共和国个人信息保护法》等法律法规处理你的个人信息。本政策说明我们收集哪些信息、为什么收集、怎样保护，以及你可以怎样管理它们。
              </Trans>
            </p>
          ),
        },
        {
          id: "collect",
          heading: t`二、我们收集的信息`,
          body: (
            <ul>
              <li>
                <Trans>登录信息：手机号（用于发送验证码和识别账号）。</Trans>
              </li>
              <li>
                <Trans>学习信息：课程进度、你创作和保存的作品。</Trans>
              </li>
              <li>
                <Trans>订单信息：购买的课程、金额和支付状态（我们不保存银行卡或微信支付密码）。</Trans>
              </li>
              <li>
                <Trans>设备与日志信息：浏览器类型、访问时间和错误记录，用于保障安全和排查问题。</Trans>
              </li>
            </ul>
          ),
        },
        {
          id: "use",
          heading: t`三、我们怎样使用信息`,
          body: (
            <p>
              <Trans>
                只用于提供你选择的服务：登录、上课、保存作品、处理订单、客服答疑和保障账号安全。我们不会出售你的个人信息，不做与学习无关的个性化广告推送。
              </Trans>
            </p>
          ),
        },
        {
          id: "share",
          heading: t`四、共享与委托处理`,
          body: (
            <p>
              <Trans>
                为发送短信验证码和完成支付，我们会把必要的信息（手机号、订单号和金额）交给短信服务商和微信支付处理，并要求它们按约定保护信息。除法律规定外，我们不会向其他第三方提供你的个人信息。
              </Trans>
            </p>
          ),
        },
        {
          id: "storage",
          heading: t`五、保存与安全`,
          body: (
            <p>
              <Trans>
                信息保存在中华人民共和国境内的服务器上，只保存实现目的所需的最短时间。我们使用加密传输、访问控制和操作记录保护信息；万一发生安全事件，会按法律要求及时告知你并向主管部门报告。
              </Trans>
            </p>
          ),
        },
        {
          id: "rights",
          heading: t`六、你的权利`,
          body: (
            <p>
              <Trans>
                你可以查阅、复制、更正和删除你的个人信息，撤回同意，或注销账号。通过页脚的客服二维码联系我们即可办理，我们会在
                15 个工作日内答复。
              </Trans>
            </p>
          ),
        },
        {
          id: "children",
          heading: t`七、未成年人`,
          body: (
            <p>
              <Trans>
                我们的用户很多是孩子。不满 14 周岁儿童的个人信息，适用更严格的
                <a href="/terms/privacy-teen">儿童及青少年个人信息保护规则</a>；也可以阅读
                <a href="/terms/privacy-lite">隐私政策简明版</a>。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
