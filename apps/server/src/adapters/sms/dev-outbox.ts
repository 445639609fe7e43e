import type { SmsSender } from "./sms-sender.ts";

export interface OutboxEntry {
  phone: string;
  code: string;
  sentAt: string;
}

/** Keeps the last code per phone in memory instead of texting it; `GET /api/dev/sms` reads it. */
export class DevOutbox implements SmsSender {
  private readonly last = new Map<string, OutboxEntry>();
  /** Tests flip this to see how a failing SMS provider is answered. */
  failing = false;

  async sendCode(phone: string, code: string): Promise<void> {
    if (this.failing) throw new Error("dev outbox told to fail");
    this.last.set(phone, { phone, code, sentAt: new Date().toISOString() });
  }

  lastFor(phone: string): OutboxEntry | undefined {
    return this.last.get(phone);
  }
}
