import type { FastifyRequest } from "fastify";
import { cspOrigin } from "./content-security-policy.ts";

const whyHttps = {
  CORS_ORIGINS: "A partner site signs learners in with a Secure cross-site cookie",
  EMBED_ORIGINS:
    "A page that frames a studio talks to it (load, get-code) about the learner's work, and an http " +
    "page can be rewritten by anyone on its network",
};

/**
 * `CORS_ORIGINS`: partner sites, whose pages call the API with the learner's credentials through
 * @qisi/api. The same list decides CORS (credentials for exactly these origins) and the cross-site
 * cookies (sessions.ts), so a partner is configured once. In production each must be https: the
 * cross-site refresh cookie is `Secure`, and a page served over http would hand the session to anyone
 * on its network. `EMBED_ORIGINS` (who may frame `/embed/…`) is held to the same rule.
 */
export function partnerOrigins(
  values: readonly string[],
  production: boolean,
  setting: keyof typeof whyHttps = "CORS_ORIGINS",
): string[] {
  return values.map((value) => {
    const origin = cspOrigin(value, setting);
    if (production && !origin.startsWith("https:")) {
      throw new Error(
        `${setting}: "${value}" is not https. ${whyHttps[setting]}, so production accepts only https ` +
          "origins (https://partner.example).",
      );
    }
    return origin;
  });
}

/** The request comes from a listed partner's page (its `Origin`, which browsers send on every CORS call). */
export function fromPartner(request: FastifyRequest, origins: readonly string[]): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && origins.includes(origin);
}
