import { Trans } from "@lingui/react/macro";
import { DashboardShell, PageContainer } from "@qisi/ui";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { dashboardHrefs } from "../../app/site-links";
import { dashboardNavLabelAtom, useAccount } from "../../state/session";
import { Avatar } from "./Avatar";
import * as css from "./DashboardFrame.css";
import { routeSameOriginClicks } from "./spa-links";

/**
 * Every learning-centre and class page: the shell and the page's own `h1`. Their routes carry
 * `requiresLogin`, so App's guard (features/require-login) has checked the session first.
 */
export function DashboardFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return <DashboardFrameSignedIn title={title}>{children}</DashboardFrameSignedIn>;
}

function DashboardFrameSignedIn({ title, children }: { title: ReactNode; children: ReactNode }) {
  const account = useAccount();
  const [location, navigate] = useLocation();
  const activeLabel = useAtomValue(dashboardNavLabelAtom);
  const nickname = account.nickname || account.name;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only re-routes clicks on links, which keyboards activate as clicks too.
    <main id="main" className={css.main} onClick={routeSameOriginClicks(navigate)}>
      {/* The layout's gutters: without them the shell ran edge to edge on a phone. */}
      <PageContainer>
        <DashboardShell
          hrefs={dashboardHrefs}
          activeHref={location}
          activeLabel={activeLabel}
          user={
            <div className={css.user}>
              <Avatar avatar={account.avatar} nickname={nickname} />
              <span className={css.nickname}>{nickname || <Trans>小小程序员</Trans>}</span>
            </div>
          }
        >
          <h1 className={css.title}>{title}</h1>
          {children}
        </DashboardShell>
      </PageContainer>
    </main>
  );
}
