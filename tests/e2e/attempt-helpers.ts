import type { APIRequestContext, APIResponse } from "@playwright/test";

/**
 * Sends an attempt as the player's client does (issue 38): `POST exercises/{id}/attempts`, then,
 * while the server answers 202 pending, `GET exercises/attempts/{attemptId}` until its final answer.
 */
export async function confirmedAttempt(
  request: APIRequestContext,
  exerciseId: string,
  headers: Record<string, string>,
  data: unknown,
): Promise<APIResponse> {
  let reply = await request.post(`/api/exercises/${exerciseId}/attempts`, { headers, data });
  const deadline = Date.now() + 120_000;
  while (reply.status() === 202 && Date.now() < deadline) {
    const { attemptId } = (await reply.json()) as { attemptId: number };
    reply = await request.get(`/api/exercises/attempts/${attemptId}`, { headers });
  }
  return reply;
}
