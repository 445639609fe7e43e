import { Trans, useLingui } from "@lingui/react/macro";
import { isApiError, type ProblemSummary } from "@qisi/api";
import { AdminTable, type AdminTableColumn, Button } from "@qisi/ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { useChrome } from "../../app/chrome-context";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import * as css from "./AdminPage.css";

/** Hands bytes to the browser as a download (the package route needs the bearer token, so no plain link). */
function download(bytes: Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/zip" }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Judge problems: upload a Hydro-layout zip (adds or replaces a problem), and download any problem's package. */
export function ProblemsSection() {
  const { t } = useLingui();
  const { showToast } = useChrome();
  const fileId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problems = useAsync(() => api.getProblems(), []);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError(t`请先选择一个题目压缩包（.zip）。`);
    setUploading(true);
    setError(null);
    try {
      const { imported } = await api.importProblem(new Uint8Array(await chosen.arrayBuffer()));
      showToast({ tone: "success", message: t`已导入题目：${imported.join("、")}` });
      if (file.current) file.current.value = "";
      problems.reload();
    } catch (failure) {
      setError(isApiError(failure) && failure.detail ? failure.detail : t`上传没有成功，请检查网络后再试。`);
    } finally {
      setUploading(false);
    }
  };

  const exportPackage = async (problem: ProblemSummary) => {
    try {
      download(await api.getProblemPackage(problem.id), `${problem.id}.zip`);
    } catch {
      showToast({ tone: "error", message: t`没能下载题目包，请稍后再试。` });
    }
  };

  const columns: AdminTableColumn<ProblemSummary>[] = [
    {
      key: "id",
      header: t`编号`,
      cell: (row) => <a href={`/problems/${encodeURIComponent(row.id)}`}>{row.id}</a>,
    },
    { key: "title", header: t`题目`, cell: (row) => row.title },
    { key: "level", header: t`GESP 等级`, cell: (row) => (row.level > 0 ? row.level : "—") },
    {
      key: "actions",
      header: t`操作`,
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => exportPackage(row)}
          aria-label={t`下载题目包 ${row.id}`}
        >
          <Trans>下载题目包</Trans>
        </Button>
      ),
    },
  ];
  const rows = problems.status === "ready" ? problems.value.items : [];

  return (
    <div className={css.section}>
      <AdminTable
        title={<Trans>评测题目</Trans>}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        state={problems.status}
        emptyText={<Trans>还没有题目。</Trans>}
        onRetry={problems.reload}
      />
      <form className={css.section} onSubmit={upload}>
        <label htmlFor={fileId}>
          <Trans>上传题目包（Hydro 格式的 .zip：problem.yaml、problem.md、testdata/）</Trans>
        </label>
        <input id={fileId} ref={file} type="file" accept=".zip,application/zip" />
        <div>
          <Button type="submit" busy={uploading}>
            <Trans>上传并导入</Trans>
          </Button>
        </div>
        {error && (
          <p role="alert" className={css.url}>
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
