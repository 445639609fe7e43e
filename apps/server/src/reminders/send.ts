import type { SmsSender } from "../adapters/sms/sms-sender.ts";
import type { ReminderStore } from "./store.ts";

export interface ReminderLog {
  info(message: string): void;
  warn(details: { reason: string }, message: string): void;
}

/** What one run did: texts sent, and texts the provider refused (due again for the next run). */
export interface ReminderRun {
  sent: number;
  failed: number;
}

/**
 * Texts every due 开课时提醒我 reminder of a course that is open (issue 39), a batch at a time, and
 * marks each sent. Runs after every start-up (whichever server imported, a due reminder waits for
 * the next run) and after `content import`; servers running it at once each claim different rows
 * (ReminderStore.claimDue), so a reminder is texted once. The log names counts and courses, never a
 * phone number.
 */
export async function sendDueReminders(
  store: ReminderStore,
  sms: SmsSender,
  log: ReminderLog,
  batch = 20,
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await store.claimDue(batch);
    if (claimed.length === 0) break;
    for (const reminder of claimed) {
      // An account without a phone (none today: every account signs up by phone) has nowhere to be texted.
      if (reminder.phone) {
        try {
          await sms.sendNotice(reminder.phone, { kind: "course-open", course: reminder.courseTitle });
        } catch (error) {
          run.failed += 1;
          await store.release(reminder);
          log.warn(
            { reason: withoutNumbers(error) },
            `course-open reminder for ${reminder.appUid} not sent; it stays due`,
          );
          continue;
        }
      }
      await store.markSent(reminder);
      run.sent += 1;
    }
    // A refused batch is tried again at the next run, not in a loop against a provider that refuses.
    if (run.failed > 0) break;
  }
  if (run.sent > 0) log.info(`course-open reminders sent: ${run.sent}`);
  return run;
}

/** The provider's reason without any long number in it: an error that quotes its request must not log a phone. */
function withoutNumbers(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\d{7,}/g, "…");
}
