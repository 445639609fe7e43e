import { Trans, useLingui } from "@lingui/react/macro";
import { Article } from "../../content/Article";
import { useSiteIdentity } from "../../i18n/identity";
import { TermsMeta } from "./DraftNotice";

/** `/terms/tos` */
export default function TosPage() {
  const { t } = useLingui();
  const { siteName: site, companyName: company } = useSiteIdentity();
  return (
    <Article
      title={t`用户服务协议`}
      description={t`${site}用户服务协议：账号、课程服务、作品与内容、付费与退款、未成年人使用等约定。`}
      meta={<TermsMeta />}
      sections={[
        {
          id: "scope",
          heading: t`一、协议的范围`,
          body: (
            <p>
              <Trans>
                本协议是你（以及你的监护人）与{company}（以下简称“我们”）之间关于使用{site}
                网站、客户端及相关服务的约定。开始使用前，请和家长一起仔细阅读；不满 18
                周岁的用户，应在监护人同意并陪同阅读后使用。
              </Trans>
            </p>
          ),
        },
        {
          id: "account",
          heading: t`二、账号`,
          body: (
            <>
              <p>
                <Trans>
                  你可以用手机号和短信验证码登录，未注册的手机号会在第一次成功登录时自动注册。未满 14
                  周岁的儿童，应由监护人使用自己的手机号注册并管理账号。
                </Trans>
              </p>
              <p>
                <Trans>请妥善保管手机和验证码，不要把账号借给他人。发现账号异常时，请及时联系客服。</Trans>
              </p>
            </>
          ),
        },
        {
          id: "service",
          heading: t`三、课程与服务`,
          body: (
            <p>
              <Trans>
                我们提供在线编程课程、创作工具（Scratch、Python
                编辑器）、学习中心和学习客户端下载。课程内容、上课安排以购买页面的说明为准；我们会不断改进服务，重大变化会提前通知。
              </Trans>
            </p>
          ),
        },
        {
          id: "works",
          heading: t`四、作品与内容`,
          body: (
            <p>
              <Trans>
                你在{site}
                创作的作品归你所有。你选择公开分享的作品，其他用户可以查看并在此基础上改编（改编作品会注明原作品）。请不要上传含有他人隐私、暴力、不文明或侵犯他人权利的内容；我们会对公开内容进行必要的管理。
              </Trans>
            </p>
          ),
        },
        {
          id: "payment",
          heading: t`五、付费与退款`,
          body: (
            <p>
              <Trans>
                付费课程的价格、课时和有效期以下单页面为准。未满 18
                周岁的用户付费，应取得监护人同意。购买后如需退款，请联系客服，我们会按照购买页面公布的退款规则和法律规定处理。
              </Trans>
            </p>
          ),
        },
        {
          id: "minors",
          heading: t`六、未成年人保护`,
          body: (
            <p>
              <Trans>
                我们按照《中华人民共和国未成年人保护法》《儿童个人信息网络保护规定》和《个人信息保护法》的要求保护未成年用户，具体做法见
                <a href="/terms/privacy-teen">儿童及青少年个人信息保护规则</a>和
                <a href="/terms/privacy">隐私政策</a>。
              </Trans>
            </p>
          ),
        },
        {
          id: "contact",
          heading: t`七、联系我们`,
          body: (
            <p>
              <Trans>
                对本协议有任何疑问、意见或投诉，可以通过网站页脚的客服二维码联系我们，我们会在 15
                个工作日内答复。
              </Trans>
            </p>
          ),
        },
      ]}
    />
  );
}
