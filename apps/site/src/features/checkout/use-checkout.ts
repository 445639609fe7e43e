import {
  ApiError,
  currentPaymentChannel,
  defaultInstitution,
  type Order,
  type Payment,
  type PaymentChannel,
} from "@qisi/api";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../state/api";

export type CheckoutState =
  | { step: "choose" }
  | { step: "creating" }
  | { step: "paying"; payment: Payment; checking: boolean }
  | { step: "paid"; payment: Payment }
  | {
      step: "cancelled" | "expired" | "failed";
      payment?: Payment;
      /** `not_on_sale`: the server refused the package (a lesson it sells is being written again). */
      error?: "network" | "not_on_sale";
    };

/** How often a pending payment is checked. */
export const pollMs = 2000;

/**
 * The checkout of a sales page: order → payment (channel from the client, institution wechatpay)
 * → poll until it leaves `pending`. `resumePaymentId` continues a payment after WeChat's h5 page sends the
 * learner back.
 */
export function useCheckout(resumePaymentId: string | null) {
  const [state, setState] = useState<CheckoutState>({ step: "choose" });
  /**
   * The order being paid, so the cards name what was actually bought — also after WeChat's h5 page
   * sends a phone back here, when the picker has forgotten the choice (issue 26).
   */
  const [order, setOrder] = useState<Order | null>(null);
  const channel: PaymentChannel = currentPaymentChannel();
  const polling = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopPolling = useCallback(() => {
    if (polling.current) clearTimeout(polling.current);
    polling.current = null;
  }, []);

  const settle = useCallback((payment: Payment): boolean => {
    if (payment.status === "pending") return false;
    if (payment.status === "paid") setState({ step: "paid", payment });
    else setState({ step: payment.status, payment });
    return true;
  }, []);

  const poll = useCallback(
    (id: string) => {
      stopPolling();
      const tick = async () => {
        try {
          const payment = await api.getPayment(id);
          if (settle(payment)) return;
          setState((current) =>
            current.step === "paying" ? { ...current, payment, checking: false } : current,
          );
        } catch {
          // A missed check is retried on the next tick.
        }
        polling.current = setTimeout(tick, pollMs);
      };
      polling.current = setTimeout(tick, pollMs);
    },
    [settle, stopPolling],
  );

  useEffect(() => stopPolling, [stopPolling]);

  useEffect(() => {
    if (!resumePaymentId) return;
    let live = true;
    api.getPayment(resumePaymentId).then(
      (payment) => {
        if (live && payment.orderId) {
          api.getOrder(payment.orderId).then(
            (found) => live && setOrder(found),
            // Without it the card names the course instead of the package.
            () => undefined,
          );
        }
        if (!live || settle(payment)) return;
        setState({ step: "paying", payment, checking: false });
        poll(payment.id);
      },
      () => live && setState({ step: "choose" }),
    );
    return () => {
      live = false;
    };
  }, [resumePaymentId, settle, poll]);

  const start = useCallback(
    async (packageUid: string) => {
      setState({ step: "creating" });
      setOrder(null);
      try {
        const placed = await api.createOrder([{ package_uid: packageUid, count: 1 }]);
        setOrder(placed);
        const payment = await api.payOrder(placed.id, { channel, institution: defaultInstitution });
        if (settle(payment)) return;
        setState({ step: "paying", payment, checking: false });
        poll(payment.id);
      } catch (error) {
        const refused = error instanceof ApiError && error.code === "not_on_sale";
        setState({ step: "failed", error: refused ? "not_on_sale" : "network" });
      }
    },
    [channel, poll, settle],
  );

  const checkNow = useCallback(async () => {
    if (state.step !== "paying") return;
    setState({ ...state, checking: true });
    try {
      const payment = await api.getPayment(state.payment.id);
      if (!settle(payment)) setState({ step: "paying", payment, checking: false });
    } catch {
      setState({ ...state, checking: false });
    }
  }, [settle, state]);

  const cancel = useCallback(() => {
    stopPolling();
    setState((current) => ({
      step: "cancelled",
      payment: "payment" in current ? current.payment : undefined,
    }));
  }, [stopPolling]);

  const expire = useCallback(() => {
    stopPolling();
    setState((current) => ({ step: "expired", payment: "payment" in current ? current.payment : undefined }));
  }, [stopPolling]);

  const reset = useCallback(() => {
    stopPolling();
    setState({ step: "choose" });
  }, [stopPolling]);

  return { state, order, channel, start, checkNow, cancel, expire, reset };
}

interface WeixinJSBridge {
  invoke(
    name: "getBrandWCPayRequest",
    params: unknown,
    callback: (result: { err_msg: string }) => void,
  ): void;
}

/** jsapi: WeChat's own pay sheet, available only inside the WeChat browser. */
export function openWeChatPaySheet(payment: Payment, onDone: (ok: boolean) => void): void {
  const bridge = (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
  if (!bridge || !payment.jsapi) {
    onDone(false);
    return;
  }
  bridge.invoke("getBrandWCPayRequest", payment.jsapi, (result) =>
    onDone(result.err_msg === "get_brand_wcpay_request:ok"),
  );
}

/**
 * h5: WeChat's payment page, told to come back to this sales page with the payment to resume
 * (`redirect_url`, an absolute address, for WeChat; `return`, a path, for the sandbox page).
 */
export function h5PayUrl(payment: Payment, returnPath: string): string {
  const url = new URL(payment.h5Url ?? "", location.href);
  // The sandbox's page is part of this site, whatever PUBLIC_URL the server was given.
  if (url.origin === location.origin || url.pathname === "/tests/pay") {
    url.searchParams.set("return", returnPath);
    return url.pathname + url.search;
  }
  url.searchParams.set("redirect_url", new URL(returnPath, location.href).toString());
  return url.toString();
}
