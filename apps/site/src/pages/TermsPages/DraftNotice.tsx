import { Trans } from "@lingui/react/macro";

export const termsUpdated = "2026-11-22";

/** The update date, and the notice that every terms page is a draft until the lawyers have reviewed it. */
export function TermsMeta() {
  return (
    <>
      <p role="note">
        <strong>
          <Trans>草案，待法务审核：</Trans>
        </strong>
        <Trans>本文是产品团队起草的版本，正式上线前将由律师审核修订，以最终公布的版本为准。</Trans>
      </p>
      <p>
        <Trans>更新日期：{termsUpdated}</Trans>
      </p>
    </>
  );
}
