import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorBody, ErrorCode } from "@qisi/api/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { isDatabaseUnreachable } from "./db/unreachable.ts";
import { HttpError } from "./errors.ts";
import { ContractValidationError } from "./http/contract-validator.ts";
import { describeIssues } from "./http/describe-issues.ts";

const badRequest = (detail: string): { status: number; body: ErrorBody } => ({
  status: 400,
  body: { message: "Bad request.", code: "bad_request", detail },
});

/**
 * A schema may name the contract's own error for an issue (`params: { code, message }`, as the phone
 * number does for SPEC §8); the first such issue decides the answer. Otherwise it is a `bad_request`
 * whose detail names each field and what is wrong with it.
 */
function fromIssues(issues: readonly z.core.$ZodIssue[]): { status: number; body: ErrorBody } {
  for (const issue of issues) {
    if (issue.code !== "custom") continue;
    const parsed = ErrorCode.safeParse(issue.params?.code);
    if (parsed.success) {
      const message = typeof issue.params?.message === "string" ? issue.params.message : "Bad request.";
      return { status: 400, body: { message, code: parsed.data, detail: issue.message } };
    }
  }
  return badRequest(describeIssues(issues));
}

/** Fastify's own errors, in the contract's shape with a Chinese `detail`. */
function fromFastify(error: FastifyError): { status: number; body: ErrorBody } | null {
  if (error instanceof ContractValidationError) return fromIssues(error.issues);
  switch (error.code) {
    case "FST_ERR_BAD_URL":
      return badRequest("网址里有无法识别的字符，请检查链接是否完整。");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return badRequest("网址太长了，请检查链接是否完整。");
    case "FST_ERR_ASYNC_CONSTRAINT":
      return badRequest("请求不正确，请检查后再试。");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        status: 413,
        body: {
          message: "Payload too large.",
          code: "payload_too_large",
          detail: "内容太大了，请减小后再试。",
        },
      };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        status: 415,
        body: {
          message: "Unsupported media type.",
          code: "bad_request",
          detail: "请求内容的格式不支持，请使用 JSON。",
        },
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return {
        status: 400,
        body: {
          message: "Bad request.",
          code: "bad_request",
          detail: "请求内容不是有效的 JSON，请检查后再试。",
        },
      };
  }
  if (error instanceof SyntaxError || error.statusCode === 400)
    return badRequest("请求内容不正确，请检查后再试。");
  return null;
}

/**
 * Fastify answers some requests before any route or error handler runs (a bad %-escape in the path,
 * a path parameter past its length): this gives them the same body as every other error. Passed to
 * `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = fromFastify(error) ?? badRequest("请求不正确，请检查后再试。");
  void reply.code(known.status).send(known.body);
}

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers or URL too large, a broken
 * request line, a client too slow): the same body as every other error. Passed to
 * `Fastify({ clientErrorHandler })`; written straight to the socket, as Fastify's default does.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, body]: [number, ErrorBody] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [
          431,
          {
            message: "Request header fields too large.",
            code: "bad_request",
            detail: "网址或请求头太长了，请检查链接是否完整。",
          },
        ]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [
            408,
            {
              message: "Request timeout.",
              code: "bad_request",
              detail: "请求发送得太慢，连接已断开，请检查网络后再试。",
            },
          ]
        : [400, { message: "Bad request.", code: "bad_request", detail: "请求不正确，请检查后再试。" }];
  const json = Buffer.from(JSON.stringify(body));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${json.length}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n`,
    );
    socket.write(json);
  }
  socket.destroy(error);
}

/** The database did not answer: nothing the person did was wrong, and what they typed is still on the page. */
export const databaseUnreachableBody: ErrorBody = {
  message: "Service unavailable.",
  code: "unavailable",
  detail: "服务器暂时连不上数据库，请过一会儿再试一次。刚才写的内容还在页面上，先别关掉它。",
  retryAfter: 10,
};

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
      return reply.code(error.status).send(error.toBody());
    }
    const known = fromFastify(error);
    if (known) return reply.code(known.status).send(known.body);
    if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error }, "database unreachable");
      reply.header("retry-after", "10");
      return reply.code(503).send(databaseUnreachableBody);
    }
    request.log.error({ err: error }, "unhandled error");
    const body: ErrorBody = {
      message: "Internal error.",
      code: "internal",
      detail: "服务器开小差了，请稍后再试。",
    };
    return reply.code(500).send(body);
  });
}

export const notFoundBody: ErrorBody = {
  message: "Not found.",
  code: "not_found",
  detail: "没有这个接口，请检查地址是否正确。",
};
