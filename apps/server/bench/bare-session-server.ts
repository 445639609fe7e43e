/**
 * The baseline of `session-vs-bare.ts` (issue 25): a bare Fastify route that answers the JSON a
 * visitor's `GET /api/accounts/session` gets, from memory, with no plugins, hooks, database or
 * schema. Whatever our route costs above this is what our stack adds.
 *
 *   node apps/server/bench/bare-session-server.ts   (prints "listening on http://…")
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/accounts/session", async (_request, reply) => {
  reply.header("cache-control", "no-store");
  const iat = Math.floor(Date.now() / 1000);
  return { sub: "", iat, token: "", id: 0, name: "", nickname: "", avatar: "", wxopenId: null };
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`listening on ${address}/api`);
