import { createQisiClient, type QisiClientOptions, type SessionResponse } from "../../src/index.ts";
import type { RecordingServer } from "./recording-server.ts";

/** A signed-in learner; tokens are plain names so tests can route on them. */
export function signedIn(token = "token-1", id = 7): SessionResponse {
  return {
    id,
    name: "learner",
    nickname: "小启",
    avatar: "",
    wxopenId: null,
    sub: String(id),
    iat: 1_700_000_000,
    token,
  };
}

/**
 * A client against the recording server, with fast retries so the suite stays quick. The timeout is
 * generous: the machine may be busy, and a spurious timeout would add a retry. Timeout tests set their own.
 */
export function testClient(server: RecordingServer, options: QisiClientOptions = {}) {
  return createQisiClient({
    baseUrl: server.apiUrl,
    timeout: 3000,
    retryDelay: () => 5,
    currentPath: () => "/dashboard/projects",
    logger: { warn: () => undefined },
    ...options,
  });
}
