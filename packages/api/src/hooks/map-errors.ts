import type { BeforeErrorHook } from "ky";
import { toApiError } from "../errors/to-api-error.ts";

/** Every error that leaves ky leaves as an `ApiError` (SPEC §8). */
export const mapToApiError: BeforeErrorHook = ({ error, request }) => toApiError(error, request.url);
