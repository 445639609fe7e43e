import { Trans } from "@lingui/react/macro";
import { isApiError } from "@qisi/api";
import { Button } from "@qisi/ui";
import { useState } from "react";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";
import * as css from "./TestsPage.css";
import { Facts, TestsShell } from "./TestsShell";

const codes = [200, 400, 401, 404, 408, 429, 500, 503];

/** `/tests/api`: the session the client holds, and the client's answer to each status from `diag/status`. */
export default function ApiTestPage() {
  const account = useAccount();
  const [result, setResult] = useState("");
  const [busy, setBusy] = useState<number | null>(null);

  const call = async (code: number) => {
    setBusy(code);
    api.invalidate("diag/");
    try {
      const body = await api.diagStatus(code, { message: `diag ${code}` });
      setResult(JSON.stringify({ ok: true, body }, null, 2));
    } catch (error) {
      setResult(
        JSON.stringify(
          isApiError(error)
            ? {
                status: error.status,
                message: error.message,
                detail: error.detail,
                code: error.code,
                url: error.url,
              }
            : { error: String(error) },
          null,
          2,
        ),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <TestsShell title={<Trans>接口测试</Trans>}>
      <Facts
        caption={<Trans>当前会话</Trans>}
        rows={[
          [<Trans key="id">账号 ID</Trans>, account.id],
          [<Trans key="n">昵称</Trans>, account.nickname || "—"],
          [
            <Trans key="e">令牌到期</Trans>,
            account.exp ? new Date(account.exp * 1000).toLocaleString() : "—",
          ],
        ]}
      />
      <h2>
        <Trans>请求某个状态码</Trans>
      </h2>
      <div className={css.row}>
        {codes.map((code) => (
          <Button
            key={code}
            variant="secondary"
            size="sm"
            busy={busy === code}
            onClick={() => void call(code)}
          >
            {code}
          </Button>
        ))}
      </div>
      <pre className={css.pre} aria-live="polite">
        {result}
      </pre>
    </TestsShell>
  );
}
