import type { FastifyInstance } from "fastify";
import { renderSVG } from "uqr";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { parseInput } from "../validation.ts";

const qrQuery = z.object({
  text: z
    .string({ message: "请告诉我们二维码里要放什么链接。" })
    .url({ message: "二维码里只能放 http 或 https 链接。" })
    .max(512, { message: "链接太长了，二维码放不下。" })
    .refine((value) => /^https?:\/\//.test(value), { message: "二维码里只能放 http 或 https 链接。" }),
});

/**
 * A QR code as SVG, drawn here so pages show the customer-service code as a plain image: no QR
 * library in the page's JavaScript, no image service, no CDN. The same link always gives the same
 * picture, so browsers keep it for a day.
 */
export async function qrRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get("/qr.svg", async (request, reply) => {
    const { text } = parseInput(qrQuery, request.query);
    reply.header("content-type", "image/svg+xml; charset=utf-8");
    reply.header("cache-control", "public, max-age=86400");
    return reply.send(renderSVG(text, { border: 2 }));
  });
}
