import { AppParams, CourseReminder } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { conflict, notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { ReminderStore } from "./store.ts";

export interface RemindersOptions {
  store: ReminderStore;
  guards: Guards;
}

const courseMissing = () => notFound("没有找到这门课程。");

/**
 * 开课时提醒我 (issue 39): a signed-in account asks for a text message when a 即将开课 course opens
 * (`PUT`), takes it back (`DELETE`), and reads whether it asked (`GET`). The text goes out after
 * the content import that opens the course (reminders/send.ts). Each answer is the caller's own.
 */
export const remindersPlugin: FastifyPluginAsyncZod<RemindersOptions> = async (app, { store, guards }) => {
  const schema = { params: AppParams, response: { 200: CourseReminder } };

  app.get("/apps/:appId/reminder", { onRequest: guards.signedIn, schema }, async (request, reply) => {
    const { appId } = request.params;
    if (!(await store.courseExists(appId))) throw courseMissing();
    reply.header("cache-control", "no-store");
    return { appUid: appId, reminded: await store.reminded(request.accountId, appId) };
  });

  app.put("/apps/:appId/reminder", { onRequest: guards.signedIn, schema }, async (request) => {
    const { appId } = request.params;
    const set = await store.set(request.accountId, appId);
    if (set === "missing") throw courseMissing();
    if (set === "open") throw conflict("这门课已经开课啦，现在就可以报名学习。");
    return { appUid: appId, reminded: true };
  });

  app.delete("/apps/:appId/reminder", { onRequest: guards.signedIn, schema }, async (request) => {
    const { appId } = request.params;
    if (!(await store.courseExists(appId))) throw courseMissing();
    await store.cancel(request.accountId, appId);
    return { appUid: appId, reminded: false };
  });
};
