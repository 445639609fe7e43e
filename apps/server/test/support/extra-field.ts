import { vi } from "vitest";

/** A column a row gains in the database but that no response schema names. */
export const extraField = { ownerPhone: "13800000000" };

/**
 * Makes a store method's rows carry `extraField`, as if a column had been added to the table, so a
 * test can show the response schema keeps it from the client whatever the handler passes on.
 */
export function rowsGainAColumn<T extends object, K extends keyof T>(prototype: T, method: K) {
  const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
  const withExtra = (row: unknown) => (row && typeof row === "object" ? { ...row, ...extraField } : row);
  return vi.spyOn(prototype, method as never).mockImplementation(async function (
    this: T,
    ...args: unknown[]
  ) {
    const result = await original.apply(this, args);
    return Array.isArray(result) ? result.map(withExtra) : withExtra(result);
  } as never);
}
