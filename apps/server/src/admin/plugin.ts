import {
  AdminListQuery,
  AdminOrder,
  AdminOverview,
  AdminPayment,
  AdminRedirect,
  adminList,
  bodyOrEmpty,
  IdParams,
  OkResponse,
  RedirectCreate,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import { newId } from "../ids.ts";
import type { RedirectStore } from "../redirects/store.ts";
import { isRedirectId, redirectTarget } from "../redirects/target.ts";
import type { AdminStore } from "./store.ts";
import { adminPage, toAdminOrder, toAdminPayment, toAdminRedirect } from "./views.ts";

export interface AdminOptions {
  store: AdminStore;
  redirects: RedirectStore;
  guards: Guards;
}

/**
 * The operator's page (/admin): counts, recent orders and payments, and the short links `/r/{id}`
 * (the public `GET r/{id}` is in redirects/). Non-admins get a plain 404 from every route.
 */
export const adminPlugin: FastifyPluginAsyncZod<AdminOptions> = async (app, { store, redirects, guards }) => {
  app.get(
    "/admin/overview",
    { onRequest: guards.admin, schema: { response: { 200: AdminOverview } } },
    async () => store.overview(),
  );

  app.get(
    "/admin/orders",
    {
      onRequest: guards.admin,
      schema: { querystring: AdminListQuery, response: { 200: adminList(AdminOrder) } },
    },
    async (request) => {
      const [rows, total] = await Promise.all([store.orders(request.query), store.countOrders()]);
      return adminPage(rows.map(toAdminOrder), total, request.query);
    },
  );

  app.get(
    "/admin/payments",
    {
      onRequest: guards.admin,
      schema: { querystring: AdminListQuery, response: { 200: adminList(AdminPayment) } },
    },
    async (request) => {
      const [rows, total] = await Promise.all([store.payments(request.query), store.countPayments()]);
      return adminPage(rows.map(toAdminPayment), total, request.query);
    },
  );

  app.get(
    "/admin/redirects",
    {
      onRequest: guards.admin,
      schema: { querystring: AdminListQuery, response: { 200: adminList(AdminRedirect) } },
    },
    async (request) => {
      const [rows, total] = await Promise.all([redirects.page(request.query), redirects.count()]);
      return adminPage(rows.map(toAdminRedirect), total, request.query);
    },
  );

  app.post(
    "/admin/redirects",
    {
      onRequest: guards.admin,
      schema: { body: bodyOrEmpty(RedirectCreate), response: { 201: AdminRedirect } },
    },
    async (request, reply) => {
      const { url } = request.body;
      const id = request.body.id || newId(6);
      if (!isRedirectId(id)) {
        throw badRequest("短链接编号只能用 1 到 64 个英文字母、数字、下划线或连字符。");
      }
      const target = redirectTarget(url);
      if (target === null) {
        throw badRequest(
          "跳转地址要以 http://、https:// 或一个 / 开头，不能含有换行、制表符、反斜杠或登录名，请检查后再试。",
        );
      }
      const row = await redirects.create(id, target);
      if (!row) throw conflict(`短链接 /r/${id} 已经存在，换一个编号吧。`);
      reply.code(201);
      return toAdminRedirect(row);
    },
  );

  app.delete(
    "/admin/redirects/:id",
    { onRequest: guards.admin, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      if (!(await redirects.delete(request.params.id))) throw notFound("这个短链接不存在或已经删除了。");
      return { ok: true as const };
    },
  );
};
