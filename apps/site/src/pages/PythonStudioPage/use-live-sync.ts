import { isApiError, type LiveCreated, type LiveSync, type LiveTicket } from "@qisi/api";
import { useEffect, useRef, useState } from "react";
import { api } from "../../app/api-client";

const debounceMs = 800;

/**
 * Live sync (课堂同步): the studio opens a snapshot when the page opens, so its short number shows
 * at once, then posts `{name, code, console}` with the write secret only this page holds, debounced.
 * The number expires: the answer to each write (and a write when it runs out) brings the current one.
 */
export function useLiveSync(read: () => LiveSync) {
  const [ticket, setTicket] = useState<LiveTicket | null>(null);
  const opened = useRef<Promise<LiveCreated | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  const open = () => {
    opened.current ??= api.openLive(readRef.current()).then(
      (created) => {
        setTicket(created);
        return created;
      },
      () => {
        // Live sync is best effort: the next change tries again.
        opened.current = null;
        return null;
      },
    );
    return opened.current;
  };

  const send = async () => {
    const live = await open();
    if (!live) return;
    try {
      setTicket(await api.postLive(live.id, live.secret, readRef.current()));
    } catch (error) {
      // The snapshot expired (a page left open for a day): open a new one, with a new number.
      if (isApiError(error) && (error.status === 404 || error.status === 403)) {
        opened.current = null;
        await open();
      }
    }
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  // Once per page: `open` reads only refs.
  useEffect(() => {
    void open();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  // A number that runs out while nobody types is renewed by a write, so the one shown always works.
  useEffect(() => {
    if (!ticket) return;
    const wait = (ticket.numberExpiresIn + 1) * 1000;
    const renew = setTimeout(() => void sendRef.current(), wait);
    return () => clearTimeout(renew);
  }, [ticket]);

  const schedule = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void sendRef.current();
    }, debounceMs);
  };

  return { number: ticket?.number ?? null, schedule };
}
