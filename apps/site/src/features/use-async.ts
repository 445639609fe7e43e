import { type DependencyList, useEffect, useState } from "react";

export type AsyncState<T> =
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "error"; error: unknown };

/** Runs `load` when `deps` change and keeps its latest answer; stale answers are dropped. */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: DependencyList,
): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: "loading" });
  const [round, setRound] = useState(0);
  // The caller names what `load` depends on, as with useEffect.
  useEffect(() => {
    let live = true;
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    load().then(
      (value) => live && setState({ status: "ready", value }),
      (error: unknown) => live && setState({ status: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}
