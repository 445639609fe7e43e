import { liveNumber } from "@qisi/api";
import { useEffect, useRef, useState } from "react";
import { studioApi } from "./studio-api";

const debounceMs = 800;

/**
 * SPEC §3/§7 live sync: `{name, code, console}` posted to `live/{number}`, debounced. The number is
 * this studio's, fixed when the page opens, and shown so a teacher can follow along.
 */
export function useLiveSync(read: () => { name: string; code: string; console: string }) {
  const [number] = useState(() => liveNumber());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      studioApi.postLive(readRef.current(), number).catch(() => {
        // Live sync is best effort: the next change tries again.
      });
    }, debounceMs);
  };

  return { number, schedule };
}
