import { clientErrorStatus, isApiError } from "@qisi/api";
import type { CompileProblem, CppStudioProps } from "@qisi/studio/cpp";
import { api } from "../../app/api-client";

/**
 * What a failed compile request tells the child: the server's own Chinese words for what it
 * refused (too large, not text, a compile already running), "slow" when the client gave up
 * waiting, "down" for everything else (no answer, 5xx).
 */
export function compileProblem(error: unknown): CompileProblem {
  if (!isApiError(error)) return { kind: "unavailable", detail: null };
  if (error.status === clientErrorStatus.timeout) return { kind: "timeout", detail: null };
  if (error.status >= 400 && error.status < 500 && error.detail)
    return { kind: "refused", detail: error.detail };
  return { kind: "unavailable", detail: null };
}

/** The studio's ties to the site's one API client. */
export const cppService: Pick<CppStudioProps, "compile" | "moduleUrl" | "compileProblem"> = {
  compile: (request) => api.compileCpp(request),
  moduleUrl: (module) => api.cppModuleUrl(module),
  compileProblem,
};
