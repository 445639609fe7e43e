import { QrQuery } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderSVG } from "uqr";
import type { Guards } from "../http/guards.ts";

/**
 * A QR code as SVG, drawn here so pages show the customer-service code as a plain image: no QR
 * library in the page's JavaScript, no image service, no CDN. The same link always gives the same
 * picture, so browsers keep it for a day.
 */
export const qrPlugin: FastifyPluginAsyncZod<{ guards: Guards }> = async (app, { guards }) => {
  app.get(
    "/qr.svg",
    { onRequest: guards.public, schema: { querystring: QrQuery } },
    async (request, reply) => {
      reply.header("content-type", "image/svg+xml; charset=utf-8");
      reply.header("cache-control", "public, max-age=86400");
      return reply.send(renderSVG(request.query.text, { border: 2 }));
    },
  );
};
