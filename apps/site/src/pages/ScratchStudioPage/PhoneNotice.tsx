import { Trans } from "@lingui/react/macro";
import { Button, buttonClass } from "@qisi/ui";
import * as css from "./PhoneNotice.css";

/** Below this width (a phone, or a tablet's split screen) the Scratch editor's stage and blocks do not fit. */
export const phoneQuery = "(max-width: 767px)";
/** "Open it anyway" holds for the tab, so a reload or the next project does not ask again. */
const openedAnywayKey = "qisi-scratch-on-phone";

export function showPhoneNotice(): boolean {
  if (!matchMedia(phoneQuery).matches) return false;
  try {
    return sessionStorage.getItem(openedAnywayKey) !== "1";
  } catch {
    return true; // storage unavailable (private mode): ask each time
  }
}

export function openAnywayOnPhone(): void {
  try {
    sessionStorage.setItem(openedAnywayKey, "1");
  } catch {
    // Only this page load opens it then.
  }
}

/**
 * Shown instead of the Scratch editor on a phone: it needs a tablet or a computer; the Python
 * studio works on a phone. The learner may still open the editor if they want to try.
 */
export function PhoneNotice({ onOpenAnyway }: { onOpenAnyway: () => void }) {
  return (
    <section className={css.notice} aria-labelledby="scratch-phone-title">
      <h2 id="scratch-phone-title" className={css.title}>
        <Trans>Scratch 创作室需要平板或电脑</Trans>
      </h2>
      <p className={css.text}>
        <Trans>
          手机屏幕太小，放不下舞台和积木。请换一台平板或电脑来创作；在手机上，可以先去 Python 创作室写写代码。
        </Trans>
      </p>
      <div className={css.actions}>
        <a className={buttonClass({ variant: "primary" })} href="/studio/python/new">
          <Trans>去 Python 创作室</Trans>
        </a>
        <Button variant="ghost" onClick={onOpenAnyway}>
          <Trans>仍然在手机上打开</Trans>
        </Button>
      </div>
    </section>
  );
}
