import { Trans, useLingui } from "@lingui/react/macro";
import { Printer } from "lucide-react";
import { useId } from "react";
import { Button } from "../Button";
import { type PassedCounts, PassedSummary } from "../PassedSummary";
import * as css from "./CertificateCard.css";

export interface CertificateCardProps {
  learnerName: string;
  courseTitle: string;
  /** When the last lesson was completed (ISO time). */
  completedAt: string;
  lessons: number;
  exercises: number;
  /**
   * How the exercises were passed (issue 37): the certificate says so kindly instead of claiming
   * every one was the child's own work. Absent for certificates of older servers.
   */
  passed?: PassedCounts;
  /** Minutes of study the server measured from activity; absent or 0: not shown. */
  minutes?: number;
  /** The school's name as printed at the top. */
  schoolName?: string;
  /** 打印证书; defaults to the browser's print dialog. */
  onPrint?: () => void;
}

/** A course certificate to look at and to print (print styles put it alone on the paper). */
export function CertificateCard({
  learnerName,
  courseTitle,
  completedAt,
  lessons,
  exercises,
  passed,
  minutes,
  schoolName,
  onPrint,
}: CertificateCardProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const date = new Intl.DateTimeFormat(i18n.locale || "zh-CN", {
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(completedAt));
  return (
    <article className={`${css.card} ${css.printAlone}`} aria-labelledby={headingId}>
      <p className={css.school}>{schoolName ?? t`启思编程`}</p>
      <h2 className={css.heading} id={headingId}>
        <Trans>结业证书</Trans>
      </h2>
      <p className={css.name}>{learnerName}</p>
      <p className={css.text}>
        <Trans>
          学完了课程 <span className={css.course}>《{courseTitle}》</span>{" "}
          的全部内容，每一道练习都通过了检查。特发此证，以资鼓励。
        </Trans>
      </p>
      {passed ? (
        <div className={css.passed}>
          <PassedSummary {...passed} />
        </div>
      ) : null}
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.factLabel}>
            <Trans>完成课程</Trans>
          </dt>
          <dd className={css.factValue}>
            <Trans>{lessons} 节</Trans>
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>
            <Trans>通过练习</Trans>
          </dt>
          <dd className={css.factValue}>
            <Trans>{exercises} 道</Trans>
          </dd>
        </div>
        {minutes ? (
          <div className={css.fact}>
            <dt className={css.factLabel}>
              <Trans>学习时间</Trans>
            </dt>
            <dd className={css.factValue}>
              <Trans>{minutes} 分钟</Trans>
            </dd>
          </div>
        ) : null}
        <div className={css.fact}>
          <dt className={css.factLabel}>
            <Trans>完成日期</Trans>
          </dt>
          <dd className={css.factValue}>
            <time dateTime={completedAt}>{date}</time>
          </dd>
        </div>
      </dl>
      <div className={css.actions}>
        <Button
          variant="secondary"
          icon={<Printer size={18} aria-hidden="true" />}
          onClick={onPrint ?? (() => window.print())}
        >
          <Trans>打印证书</Trans>
        </Button>
      </div>
    </article>
  );
}
