import { Trans } from "@lingui/react/macro";
import { PageContainer } from "@qisi/ui";
import type { ReactNode } from "react";
import * as css from "./TestsPage.css";

/** The frame of the internal test pages: a heading, a short note, and links between them. */
export function TestsShell({
  title,
  children,
  mainLabel,
}: {
  title: ReactNode;
  children: ReactNode;
  /** Names the main landmark, for a page shown inside another one. */
  mainLabel?: string;
}) {
  return (
    <main id="main" className={css.page} aria-label={mainLabel}>
      <PageContainer width="prose">
        <h1>{title}</h1>
        <p className={css.muted}>
          <Trans>内部测试页面，给开发和客服排查问题用。</Trans>
        </p>
        {children}
      </PageContainer>
    </main>
  );
}

/** Key–value rows. */
export function Facts({ rows, caption }: { rows: [ReactNode, ReactNode][]; caption: ReactNode }) {
  return (
    <table className={css.table}>
      <caption className={css.caption}>{caption}</caption>
      <tbody>
        {rows.map(([key, value], index) => (
          <tr key={index}>
            <th scope="row" className={css.cell}>
              {key}
            </th>
            <td className={css.cell}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
