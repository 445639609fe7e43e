import type { Submission } from "@qisi/api";
import { useEffect, useState } from "react";
import { api } from "../../state/api";

/** How often the page asks while the judge works: quick at first, calmer after a while. */
const pollDelay = (tries: number) => (tries < 20 ? 400 : 1500);

/**
 * Follows a submission from 排队中 to its verdict by polling `GET submissions/{id}` (the judge writes
 * its progress to the row; any server instance answers). Stops when it is done or the page leaves.
 */
export function useSubmission(id: number | null): { submission: Submission | null; failed: boolean } {
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setSubmission(null);
    setFailed(false);
    if (id === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const poll = async () => {
      try {
        const next = await api.getSubmission(id);
        if (!live) return;
        setSubmission(next);
        if (next.state === "done") return;
      } catch {
        if (!live) return;
        if (tries > 5) return setFailed(true);
      }
      tries += 1;
      timer = setTimeout(poll, pollDelay(tries));
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id]);
  return { submission, failed };
}
