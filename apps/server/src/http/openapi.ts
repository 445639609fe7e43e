import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The OpenAPI document, built from the routes' contract schemas (`app.swagger()` after `ready`),
 * and in development a self-hosted reference page at /api/docs (Swagger UI ships its own files:
 * nothing is fetched from a CDN). Register before the routes, so every route is seen.
 */
export async function registerOpenApi(app: FastifyInstance, options: { docsPage: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "启思编程 API",
        description:
          "The API of 启思编程 (Qisi Code). Every answer that is not 2xx carries `{ message, code, detail }`: `code` for programs, `detail` in Chinese for people.",
        version: "1",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (options.docsPage) {
    await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
  }
}
