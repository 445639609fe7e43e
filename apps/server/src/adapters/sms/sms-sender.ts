/** Sends a sign-in code by text message. Implementations: DevOutbox (local), AliyunSms (real). */
export interface SmsSender {
  sendCode(phone: string, code: string): Promise<void>;
}
