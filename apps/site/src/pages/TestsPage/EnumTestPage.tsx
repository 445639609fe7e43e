import { Trans } from "@lingui/react/macro";
import { defaultInstitution, liveEpochSeconds } from "@qisi/api";
import { codeLength, useLoginMessages } from "@qisi/ui";
import * as css from "./TestsPage.css";
import { Facts, TestsShell } from "./TestsShell";

const reasons = [
  "phone_empty",
  "phone_invalid",
  "captcha_failed",
  "sms_failed",
  "code_format",
  "code_wrong",
] as const;

/** `/tests/enum`: the product's enumerations and constants (SPEC §8, §9). */
export default function EnumTestPage() {
  const loginMessage = useLoginMessages();
  return (
    <TestsShell title={<Trans>枚举和常量</Trans>}>
      <Facts
        caption={<Trans>登录错误提示</Trans>}
        rows={reasons.map((reason) => [<code key="r">{reason}</code>, loginMessage({ reason })])}
      />
      <Facts
        caption={<Trans>业务常量</Trans>}
        rows={[
          [<Trans key="c">支付渠道</Trans>, <code key="v">jsapi · h5 · native</code>],
          [<Trans key="i">默认支付机构</Trans>, <code key="v">{defaultInstitution}</code>],
          [<Trans key="l">验证码长度</Trans>, codeLength],
          [<Trans key="w">重发等待（秒）</Trans>, 60],
          [<Trans key="e">实时同步纪元</Trans>, liveEpochSeconds],
          [<Trans key="d">学习中心默认导航</Trans>, "学习中心"],
        ]}
      />
      <p className={css.muted}>
        <Trans>作品状态：保存中、已保存、正在复制、正在改编。</Trans>
      </p>
    </TestsShell>
  );
}
