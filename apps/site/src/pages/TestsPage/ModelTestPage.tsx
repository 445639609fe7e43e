import { Trans } from "@lingui/react/macro";
import { isSessionValid, visibleApps } from "@qisi/api";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";
import * as css from "./TestsPage.css";
import { TestsShell } from "./TestsShell";

/** `/tests/model`: the client's data model as it stands — session and account, and a numbered depot (SPEC §3). */
export default function ModelTestPage() {
  const session = useAccount();
  const depot = useAsync(() => api.getAppDepot("25s2-python-cpp-01"), []);
  const apps = useAsync(() => api.request<{ uid: string }[]>({ method: "GET", path: "apps" }), []);
  const { token: _token, ...shown } = session;
  return (
    <TestsShell title={<Trans>数据模型</Trans>}>
      <h2>
        <Trans>会话和账号</Trans>
      </h2>
      <p>{isSessionValid(session) ? <Trans>会话有效</Trans> : <Trans>未登录或会话已过期</Trans>}</p>
      <pre className={css.pre}>{JSON.stringify(shown, null, 2)}</pre>
      <h2>
        <Trans>课程目录编号</Trans>
      </h2>
      <pre className={css.pre}>
        {depot.status === "ready"
          ? depot.value.children
              .map(
                (group) =>
                  `${group.title}\n${group.children.map((i) => `  ${i.displaySeq}. ${i.title}`).join("\n")}`,
              )
              .join("\n")
          : depot.status === "error"
            ? "—"
            : "…"}
      </pre>
      <h2>
        <Trans>可见课程</Trans>
      </h2>
      <pre className={css.pre}>
        {apps.status === "ready"
          ? visibleApps(apps.value)
              .map((a) => a.uid)
              .join("\n")
          : "…"}
      </pre>
    </TestsShell>
  );
}
