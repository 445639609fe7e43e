import { noticeText, type SmsNotice, type SmsSender } from "./sms-sender.ts";

export interface OutboxEntry {
  phone: string;
  code: string;
  sentAt: string;
}

/** A notice the dev outbox "sent": to whom, what, and its text as the template reads. */
export interface OutboxNotice {
  phone: string;
  notice: SmsNotice;
  text: string;
  sentAt: string;
}

/**
 * Keeps the last code per phone, and every notice, in memory instead of texting them;
 * `GET /api/dev/sms` reads the codes.
 */
export class DevOutbox implements SmsSender {
  private readonly last = new Map<string, OutboxEntry>();
  /** Every notice in the order sent (tests count them: 开课时提醒我 texts once). */
  readonly notices: OutboxNotice[] = [];
  /** Tests flip this to see how a failing SMS provider is answered. */
  failing = false;

  async sendCode(phone: string, code: string): Promise<void> {
    if (this.failing) throw new Error("dev outbox told to fail");
    this.last.set(phone, { phone, code, sentAt: new Date().toISOString() });
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    if (this.failing) throw new Error("dev outbox told to fail");
    this.notices.push({ phone, notice, text: noticeText(notice), sentAt: new Date().toISOString() });
  }

  lastFor(phone: string): OutboxEntry | undefined {
    return this.last.get(phone);
  }
}
