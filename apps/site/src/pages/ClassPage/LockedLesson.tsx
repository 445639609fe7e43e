import { Trans } from "@lingui/react/macro";
import type { DepotItem, SalesPackage } from "@qisi/api";
import { buttonClass, Card, formatYuan } from "@qisi/ui";
import { frameCss } from "../../features/dashboard";
import * as css from "./ClassPage.css";

export interface LockedLessonProps {
  item: DepotItem;
  /** Why it is locked: a visitor signs in, a learner without the course buys it. */
  reason: "sign-in" | "buy";
  /** The package the buy link preselects, and where that link goes (absent: no sales page). */
  offer?: { pkg: SalesPackage; href: string };
  /** The course is 即将开课 (nothing on sale, issue 39): its sales page's 开课时提醒我. */
  comingHref?: string;
  /** Where signing in starts, coming back to this lesson. */
  signInHref: string;
  /** Customer service, for a course without a sales page. */
  serviceHref: string;
}

const kindLabels = {
  lesson: <Trans>图文讲解</Trans>,
  video: <Trans>视频课</Trans>,
  project: <Trans>动手项目</Trans>,
};

/**
 * A lesson the learner may not open yet (issue 16): what it holds and the one step that opens it,
 * instead of an error. The text itself never reaches the page; the server does not send it.
 */
export function LockedLesson({
  item,
  reason,
  offer,
  comingHref,
  signInHref,
  serviceHref,
}: LockedLessonProps) {
  return (
    <Card as="section" tone="brand" aria-labelledby="locked-heading" data-state="locked">
      <h2 id="locked-heading" className={css.lockedTitle}>
        {reason === "sign-in" ? <Trans>登录后就能学习这节课</Trans> : <Trans>这节课还没有解锁</Trans>}
      </h2>
      <dl className={css.lockedFacts}>
        <dt>
          <Trans>课时</Trans>
        </dt>
        <dd>{item.title}</dd>
        <dt>
          <Trans>形式</Trans>
        </dt>
        <dd>{kindLabels[item.kind]}</dd>
        {item.minutes ? (
          <>
            <dt>
              <Trans>时长</Trans>
            </dt>
            <dd>
              <Trans>约 {item.minutes} 分钟</Trans>
            </dd>
          </>
        ) : null}
      </dl>
      {reason === "sign-in" ? (
        <>
          <p className={frameCss.muted}>
            <Trans>登录以后，免费试听课可以直接学，完整课程购买后全部解锁。</Trans>
          </p>
          <p>
            <a className={buttonClass({ variant: "primary" })} href={signInHref}>
              <Trans>登录 / 注册</Trans>
            </a>
          </p>
        </>
      ) : offer ? (
        <>
          <p className={frameCss.muted}>
            <Trans>
              这节课属于完整课程。报名“{offer.pkg.title}”（{formatYuan(offer.pkg.priceFen)}
              ）后，所有课时都会解锁，学习进度也会记下来。
            </Trans>
          </p>
          <p>
            <a className={buttonClass({ variant: "primary" })} href={offer.href}>
              <Trans>报名解锁这门课</Trans>
            </a>
          </p>
        </>
      ) : comingHref ? (
        <>
          <p className={frameCss.muted}>
            <Trans>
              这门课即将开课：还有课在编写中，全部写好以后才开始报名。可以先设置开课提醒，开课时我们发短信告诉你。
            </Trans>
          </p>
          <p>
            <a className={buttonClass({ variant: "primary" })} href={comingHref}>
              <Trans>开课时提醒我</Trans>
            </a>
          </p>
        </>
      ) : (
        <>
          <p className={frameCss.muted}>
            <Trans>这节课属于完整课程，报名后就能学习。想了解怎么报名，可以问问我们的客服老师。</Trans>
          </p>
          <p>
            <a className={buttonClass({ variant: "primary" })} href={serviceHref}>
              <Trans>联系客服</Trans>
            </a>
          </p>
        </>
      )}
    </Card>
  );
}
