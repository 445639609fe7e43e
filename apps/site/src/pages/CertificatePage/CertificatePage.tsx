import { Trans } from "@lingui/react/macro";
import { CertificateCard, Link } from "@qisi/ui";
import { useParams } from "wouter";
import { classHref, DashboardFrame, frameCss, Loaded } from "../../features/dashboard";
import { useAsync } from "../../features/use-async";
import { loadCertificate } from "./certificate-data";

/** `/class/{course_id}/certificate`: the course certificate, or the lessons still to complete. */
export default function CertificatePage() {
  const { courseId = "" } = useParams<{ courseId: string }>();
  const state = useAsync(() => loadCertificate(courseId), [courseId]);
  return (
    <DashboardFrame title={<Trans>结业证书</Trans>}>
      <Loaded state={state}>
        {(data) =>
          data.status === "earned" ? (
            <CertificateCard
              learnerName={data.certificate.learnerName}
              courseTitle={data.certificate.courseTitle}
              completedAt={data.certificate.completedAt}
              lessons={data.certificate.lessons}
              exercises={data.certificate.exercises}
              passed={data.certificate.passed}
              minutes={data.certificate.minutes}
            />
          ) : (
            <div className={frameCss.stack}>
              <p>
                <Trans>
                  学完《{data.courseTitle}》的每一节课，就能拿到结业证书。还差 {data.left.length} 节课，加油！
                </Trans>
              </p>
              <ol>
                {data.left.map((item) => (
                  <li key={item.id}>
                    <Link href={classHref(courseId, item.lessonId)}>{item.title}</Link>
                  </li>
                ))}
              </ol>
              <p>
                <Link href={classHref(courseId)} tone="standalone">
                  <Trans>回到课程</Trans>
                </Link>
              </p>
            </div>
          )
        }
      </Loaded>
    </DashboardFrame>
  );
}
