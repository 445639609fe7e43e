import type {
  Problem,
  ProblemImportResult,
  ProblemList,
  Submission,
  SubmissionCreate,
  SubmissionCreated,
  SubmissionPage,
} from "../contract/index.ts";
import type { RawBody } from "../transport/call-spec.ts";
import { segment } from "../transport/query-string.ts";
import { type EndpointContext, invalidatingAfter } from "./endpoint-context.ts";

/** Problem GETs carry the learner's solved/attempted marks, which a submission changes. */
const problemsCachePrefixes = ["problems", "submissions/"];

/** The judge (issue 18): problems, submitting, a submission's progress, my submissions, the admin import. */
export function problemEndpoints(context: EndpointContext) {
  const { request } = context;
  return {
    /** `GET problems`: every problem with the signed-in learner's marks. */
    getProblems: () => request<ProblemList>({ method: "GET", path: "problems" }),

    /** `GET problems/{problemId}`: statement, limits and samples (never the hidden tests). */
    getProblem: (problemId: string) =>
      request<Problem>({ method: "GET", path: `problems/${segment(problemId)}` }),

    /** `POST problems/{problemId}/submissions` → 202 `{id}`; then poll `getSubmission`. */
    submitSolution: (problemId: string, submission: SubmissionCreate) =>
      invalidatingAfter(
        context,
        problemsCachePrefixes,
        request<SubmissionCreated>({
          method: "POST",
          path: `problems/${segment(problemId)}/submissions`,
          json: submission,
        }),
      ),

    /** `GET submissions/{id}`: never cached, it changes while the judge runs. */
    getSubmission: (id: number) =>
      request<Submission>({ method: "GET", path: `submissions/${segment(id)}`, cache: false }),

    /** `GET submissions/mine?until=&problem=`: newest first; pass `next` as `until`. */
    getMySubmissions: (options: { until?: string | null; problem?: string } = {}) =>
      request<SubmissionPage>({
        method: "GET",
        path: "submissions/mine",
        query: { until: options.until, problem: options.problem },
        cache: false,
      }),

    /** `POST admin/problems`: a Hydro-layout zip (admins only). */
    importProblem: (zip: RawBody) =>
      invalidatingAfter(
        context,
        problemsCachePrefixes,
        request<ProblemImportResult>({
          method: "POST",
          path: "admin/problems",
          bytes: zip,
          contentType: "application/zip",
        }),
      ),

    /** `GET admin/problems/{problemId}/package`: the problem's zip (admins only). */
    getProblemPackage: (problemId: string) =>
      request<Uint8Array>({
        method: "GET",
        path: `admin/problems/${segment(problemId)}/package`,
        responseType: "bytes",
        cache: false,
      }),
  };
}
