/**
 * A text message the school sends besides sign-in codes. Each kind is one approved template at the
 * SMS provider (Chinese providers send only registered templates), filled with these values.
 */
export type SmsNotice = {
  /** 开课时提醒我 (issue 39): a course the account asked about has opened. */
  kind: "course-open";
  /** The course's title. */
  course: string;
};

/** What a notice says, in the words of its registered template (the dev outbox shows exactly this). */
export function noticeText(notice: SmsNotice): string {
  return `【启思编程】你想学的“${notice.course}”开课啦！现在就可以报名学习，打开启思编程看看吧。`;
}

/**
 * Sends text messages: sign-in codes and notices. Implementations: DevOutbox (local), AliyunSms
 * (real).
 */
export interface SmsSender {
  sendCode(phone: string, code: string): Promise<void>;
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
}
