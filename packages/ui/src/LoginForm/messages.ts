import { useLingui } from "@lingui/react/macro";
import type { LoginFailure } from "./types";

/** A wait longer than this is the daily cap (until tomorrow), not the one-minute resend wait. */
const dailyCapSeconds = 10 * 60;

/** SPEC §8's user messages, in words a child and a parent both understand. */
export function useLoginMessages(): (failure: Pick<LoginFailure, "reason" | "retryAfter">) => string {
  const { t } = useLingui();
  return ({ reason, retryAfter }) => {
    switch (reason) {
      case "phone_empty":
        return t`请输入手机号码`;
      case "phone_invalid":
        return t`手机号码不正确，请检查后重新输入`;
      case "captcha_failed":
        return t`人机验证没有通过，请等待 1 分钟后再试`;
      case "sms_failed":
        // The server says how long to wait (a resend too soon leaves only the rest of the minute).
        if (retryAfter === undefined) return t`验证码没有发出去，请 1 分钟后重新发送`;
        if (retryAfter > dailyCapSeconds) return t`今天获取验证码的次数太多了，请明天再试`;
        return t`验证码暂时不能发送，请 ${retryAfter} 秒后再重新发送`;
      case "code_format":
        return t`验证码是 6 位数字，请检查后重新输入`;
      case "code_wrong":
        return t`验证码不正确，请检查后重新输入`;
      case "code_expired":
        return t`验证码已经过期了，请重新获取一个新的验证码`;
      case "rate_limited":
        return t`操作有点太频繁了，请休息一会儿再试`;
      case "network":
        return t`网络好像开小差了，请检查网络后再试`;
      case "server_unreachable":
        // Online but no answer: on a partner's site usually its setup (the API does not allow its origin).
        // The id is @qisi/api's `networkErrorText`, so the catalogs hold this sentence once.
        return t({ id: "api.network-error", message: "无法连接到启思编程服务器，请检查网站配置" });
    }
  };
}
