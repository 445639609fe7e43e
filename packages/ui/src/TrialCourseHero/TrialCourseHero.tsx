import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, Headset } from "lucide-react";
import { useId } from "react";
import { Button } from "../Button";
import { button } from "../Button/Button.css";
import { HeroIllustration } from "./HeroIllustration";
import * as css from "./TrialCourseHero.css";

export interface TrialCourseHeroProps {
  /** A short line above the headline; the app passes the slogan (`identity.slogan`). */
  eyebrow?: string;
  /** SPEC §2: the trial course with every lesson showing. */
  trialHref: string;
  /** Adds a second action that opens the customer-service dialog. */
  onCustomerService?: () => void;
}

/** The home page's opening: what we teach, why it helps, and the 体验课程 link. Holds the page's h1. */
export function TrialCourseHero({ eyebrow, trialHref, onCustomerService }: TrialCourseHeroProps) {
  const { t } = useLingui();
  const titleId = useId();
  const points = [
    t`从 Scratch 积木到 Python、C++，一步一个台阶`,
    t`打开浏览器就能动手，不用先装软件`,
    t`每节课一个小挑战，做完就有自己的作品`,
  ];
  return (
    <section className={css.hero} aria-labelledby={titleId}>
      <div className={css.inner}>
        <div className={css.copy}>
          {eyebrow ? <p className={css.eyebrow}>{eyebrow}</p> : null}
          <h1 id={titleId} className={css.title}>
            <Trans>让孩子在动手创作中，学会独立思考</Trans>
          </h1>
          <p className={css.lead}>
            <Trans>
              编程不只是写代码。孩子把一个大问题拆成小步骤，试一试、改一改，再看它跑起来——思考的习惯就在一次次尝试中长出来。
            </Trans>
          </p>
          <ul className={css.points}>
            {points.map((point) => (
              <li key={point} className={css.point}>
                <CircleCheck className={css.pointIcon} aria-hidden="true" size={20} />
                {point}
              </li>
            ))}
          </ul>
          <div className={css.actions}>
            <a className={button({ variant: "primary", size: "lg" })} href={trialHref}>
              <Trans>体验课程</Trans>
            </a>
            {onCustomerService ? (
              <Button
                variant="secondary"
                size="lg"
                icon={<Headset aria-hidden="true" size={20} />}
                onClick={onCustomerService}
              >
                <Trans>咨询课程顾问</Trans>
              </Button>
            ) : null}
          </div>
        </div>
        <div className={css.art}>
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
