import type { CppCompileRequest, CppCompileResult } from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import type { EndpointContext } from "./endpoint-context.ts";

/**
 * A compile may take the compiler's whole 10 s limit plus a queue on a busy server: longer than the
 * client's usual 5 s, after which the child would be told the service is down while it still works.
 */
export const cppCompileTimeoutMs = 20_000;

export function cppEndpoints({ request }: EndpointContext, baseUrl: string) {
  return {
    /** `POST cpp/compile`: a module to run (`cppModuleUrl`) or the compiler's diagnostics. */
    compileCpp: (body: CppCompileRequest) =>
      request<CppCompileResult>({
        method: "POST",
        path: "cpp/compile",
        json: body,
        timeoutMs: cppCompileTimeoutMs,
      }),

    /** Where `GET cpp/modules/{module}` lives: fetched by URL so the browser compiles it as it streams. */
    cppModuleUrl: (module: string) => `${baseUrl.replace(/\/$/, "")}/cpp/modules/${segment(module)}`,
  };
}
