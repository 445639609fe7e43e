import type { BeforeRetryHook } from "ky";

/** SPEC §7: every request says which attempt it is, so the server can tell repeats from new calls. */
export const retryCounterHeader = "X-RETRY";

/** The first attempt carries `X-RETRY: 0` from the default headers; each retry carries its number. */
export const markRetryAttempt: BeforeRetryHook = ({ request, retryCount }) => {
  request.headers.set(retryCounterHeader, String(retryCount));
};
