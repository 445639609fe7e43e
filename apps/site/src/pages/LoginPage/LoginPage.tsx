import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { SiteLogin } from "../../features/login";
import { safeReturnPath } from "../../features/login-paths";
import { startUp } from "../../features/startup";
import { api } from "../../state/api";
import * as css from "./LoginPage.css";

/** `/login` (blank layout): phone, captcha, code; then back to `from`. Signed-in visitors go straight there. */
export default function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const from = safeReturnPath(new URLSearchParams(search).get("from"));

  useEffect(() => {
    let live = true;
    void startUp().then(() => {
      if (live && api.isLoggedIn()) navigate(from, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [from, navigate]);

  return (
    <main id="main" className={css.page}>
      <section className={css.card} aria-labelledby="login-title">
        <h1 id="login-title" className={css.title}>
          <Trans>登录 / 注册</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>用手机号和短信验证码登录。第一次使用的手机号会自动注册，不用另外填写资料。</Trans>
        </p>
        <SiteLogin autoFocus onLoggedIn={() => navigate(from, { replace: true })} />
      </section>
    </main>
  );
}
