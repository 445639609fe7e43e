import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError, type AppDetail } from "@qisi/api";
import { Button, buttonClass, Card } from "@qisi/ui";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { loginHrefFor } from "../../features/login-paths";
import { useAsync } from "../../features/use-async";
import { api } from "../../state/api";
import { useAccount } from "../../state/session";
import * as css from "./SalesPage.css";

/** `?remind=1`: the visitor pressed 开课时提醒我 before signing in; back here signed in, it is set. */
export const remindParam = "remind";

/**
 * A 即将开课 course's card where the checkout would be (issue 39): no way to buy, the promise of a
 * text message when it opens. A visitor's button signs in first and comes back with `?remind=1`,
 * which sets the reminder. Someone who already holds the course (bought before its lessons were
 * rewritten) goes to class instead.
 */
export function ComingSoon({
  course,
  startHref,
  remindOnArrival,
}: {
  course: AppDetail;
  startHref: string;
  remindOnArrival: boolean;
}) {
  const { t } = useLingui();
  const account = useAccount();
  const [location, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reminded, setReminded] = useState<boolean | null>(null);
  const owned = useAsync(
    async () =>
      account.id ? (await api.getUserApps(account.id)).some((app) => app.uid === course.uid) : false,
    [account.id, course.uid],
  );
  const state = useAsync(
    async () => (account.id ? (await api.getReminder(course.uid)).reminded : false),
    [account.id, course.uid],
  );
  // null while the server is asked; a failed read offers the button (setting it again is harmless).
  const shown =
    reminded ?? (state.status === "ready" ? state.value : state.status === "error" ? false : null);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = on ? await api.setReminder(course.uid) : await api.cancelReminder(course.uid);
      setReminded(answer.reminded);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.detail ? error.detail : t`没能设置提醒，请检查网络后再试一次。`,
      );
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in after pressing the button: set it once, and drop `?remind=1` from the address.
  const arrived = useRef(false);
  useEffect(() => {
    if (!remindOnArrival || !account.id || arrived.current) return;
    arrived.current = true;
    navigate(location, { replace: true });
    void change(true);
  });

  const signInHref = loginHrefFor(`/app/${encodeURIComponent(course.uid)}?${remindParam}=1`);

  return (
    <Card as="section" id="reminder" tone="raised" aria-labelledby="coming-title">
      <h2 id="coming-title" className={css.sectionTitle}>
        <Trans>即将开课</Trans>
      </h2>
      {owned.status === "ready" && owned.value ? (
        <div className={css.stack}>
          <p>
            <Trans>你已经拥有这门课。写好的课现在就能学，新课写好后会自动出现在课程里。</Trans>
          </p>
          <a className={buttonClass({ variant: "primary", size: "lg" })} href={startHref}>
            <Trans>去上课</Trans>
          </a>
        </div>
      ) : (
        <div className={css.stack}>
          <p>
            <Trans>
              这门课还在一节一节地编写，每节课都写好、检查过以后才开始报名。现在可以先看看课程大纲。
            </Trans>
          </p>
          {account.id === 0 ? (
            <a className={buttonClass({ variant: "primary", size: "lg" })} href={signInHref}>
              <Trans>开课时提醒我</Trans>
            </a>
          ) : shown ? (
            <>
              <p role="status" className={css.reminded} data-state="reminded">
                <Trans>已设置开课提醒：开课时，我们会发一条短信到你登录用的手机号。</Trans>
              </p>
              <Button variant="secondary" busy={busy} onClick={() => void change(false)}>
                <Trans>取消提醒</Trans>
              </Button>
            </>
          ) : (
            <Button size="lg" fullWidth busy={busy || shown === null} onClick={() => void change(true)}>
              <Trans>开课时提醒我</Trans>
            </Button>
          )}
          {problem ? (
            <p role="alert" className={css.problem}>
              {problem}
            </p>
          ) : null}
          <p className={css.muted}>
            <Trans>开课提醒只发一条短信，不会打扰你。</Trans>
          </p>
        </div>
      )}
    </Card>
  );
}
