import type { Certificate, DepotItem } from "@qisi/api";
import { isApiError } from "@qisi/api";
import { api } from "../../state/api";

export type CertificateData =
  | { status: "earned"; certificate: Certificate }
  /** Not yet: the lessons still to complete, in course order. */
  | { status: "not-yet"; courseTitle: string; left: DepotItem[] };

/**
 * The certificate when the course is complete; otherwise what is left to do, from the course's
 * outline and the learner's progress (a refusal in the 4xx range means "not yet", anything else is
 * an error for the page to show with 重试).
 */
export async function loadCertificate(courseId: string): Promise<CertificateData> {
  try {
    return { status: "earned", certificate: await api.getCertificate(courseId) };
  } catch (error) {
    if (!isApiError(error) || error.status < 400 || error.status >= 500 || error.status === 401) throw error;
    const [app, depot, progress] = await Promise.all([
      api.getApp(courseId),
      api.getAppDepot(courseId),
      api.getCourseProgress(courseId),
    ]);
    const done = new Set(progress.done);
    const left = depot.children.flatMap((group) => group.children).filter((item) => !done.has(item.lessonId));
    return { status: "not-yet", courseTitle: app.title, left };
  }
}
