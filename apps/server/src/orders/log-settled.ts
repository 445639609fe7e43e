import type { FastifyRequest } from "fastify";
import type { Settled } from "./store.ts";

/**
 * A second completion for one order means someone paid twice: the money must go back. The payment
 * is marked in the database (`refund_reason`); this line tells whoever watches the logs. Only the
 * payment id is logged, nothing about the person.
 */
export function logDuplicate(request: FastifyRequest, paymentId: string, settled: Settled): void {
  if (settled !== "duplicate") return;
  request.log.warn({ paymentId }, "payment completed for an order that was already paid: refund due");
}
