import type { PackedValue } from "@qisi/api/contract";
import { pythonFloat } from "../expand/python-literal.ts";

/**
 * Returned values as the check driver packs them (driver.py.ts `_pack`), compared as the old
 * harness compared Python values: JSON cannot say tuple, so a list and a tuple with the same items
 * are the same; 8 and "8" are not; True is not 1; numbers are close enough within 1e-9; NaN is
 * never equal; a class the program defined itself is never equal to the reference's.
 */

type Tagged<K extends string> = Extract<PackedValue, Record<K, unknown>>;
const has = <K extends string>(value: PackedValue, key: K): value is Tagged<K> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && key in value;

/** A number's value, when the packed value is one (ints as bigint, floats as number). */
function numberOf(value: PackedValue): bigint | number | null {
  if (has(value, "int")) return BigInt(value.int);
  if (has(value, "float")) return floatText(value.float);
  return null;
}

/** Python's float repr ("inf", "-inf", "nan", "1e+21") as JavaScript reads it ("nan" is NaN). */
const floatText = (text: string) => (text === "inf" ? Infinity : text === "-inf" ? -Infinity : Number(text));

const itemsOf = (value: PackedValue): PackedValue[] | null =>
  Array.isArray(value) ? value : has(value, "tuple") ? value.tuple : null;

/** A set's or frozenset's items (a set never equals a frozenset, as in the old harness). */
function setOf(value: PackedValue): { kind: "set" | "frozenset"; items: PackedValue[] } | null {
  if (has(value, "set")) return { kind: "set", items: value.set };
  if (has(value, "frozenset")) return { kind: "frozenset", items: value.frozenset };
  return null;
}

function isClose(a: number, b: number): boolean {
  if (a === b) return true;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= Math.max(1e-9 * Math.max(Math.abs(a), Math.abs(b)), 1e-9);
}

export function sameValue(expected: PackedValue, actual: PackedValue): boolean {
  if (typeof expected === "boolean" || typeof actual === "boolean") return expected === actual;
  if (expected === null || actual === null) return expected === actual;
  if (typeof expected === "string" || typeof actual === "string") return expected === actual;
  const [e, a] = [numberOf(expected), numberOf(actual)];
  if (e !== null || a !== null) {
    if (e === null || a === null) return false;
    if (typeof e === "bigint" && typeof a === "bigint") return e === a;
    return isClose(Number(e), Number(a));
  }
  const [eItems, aItems] = [itemsOf(expected), itemsOf(actual)];
  if (eItems || aItems) {
    if (!eItems || !aItems || eItems.length !== aItems.length) return false;
    return eItems.every((item, i) => sameValue(item, aItems[i] as PackedValue));
  }
  if (has(expected, "dict") && has(actual, "dict")) {
    if (expected.dict.length !== actual.dict.length) return false;
    const byKey = new Map(actual.dict.map(([key, item]) => [canonicalValue(key), item]));
    return expected.dict.every(([key, item]) => {
      const other = byKey.get(canonicalValue(key));
      return other !== undefined && sameValue(item, other);
    });
  }
  const [eSet, aSet] = [setOf(expected), setOf(actual)];
  if (eSet || aSet) {
    if (!eSet || !aSet || eSet.kind !== aSet.kind) return false;
    const seen = new Set(aSet.items.map(canonicalValue));
    const wanted = new Set(eSet.items.map(canonicalValue));
    return seen.size === wanted.size && [...wanted].every((key) => seen.has(key));
  }
  if (has(expected, "other") && has(actual, "other"))
    return (
      !expected.local && !actual.local && expected.other === actual.other && expected.repr === actual.repr
    );
  return false;
}

/**
 * One text per value that sameValue calls equal (as near as a text can be: floats are rounded to
 * 12 significant digits), for dict keys and set items, and for a hidden case's hash.
 */
export function canonicalValue(value: PackedValue): string {
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "string") return JSON.stringify(value);
  const number = numberOf(value);
  if (number !== null) {
    if (typeof number === "bigint") return number.toString();
    if (Number.isNaN(number)) return "nan";
    if (Number.isInteger(number) && Math.abs(number) < 2 ** 53) return BigInt(number).toString();
    return String(Number(number.toPrecision(12)));
  }
  const items = itemsOf(value);
  if (items) return `[${items.map(canonicalValue).join(",")}]`;
  if (has(value, "dict"))
    return `{${value.dict
      .map(([key, item]) => `${canonicalValue(key)}:${canonicalValue(item)}`)
      .sort()
      .join(",")}}`;
  if (has(value, "set")) return `set{${value.set.map(canonicalValue).sort().join(",")}}`;
  if (has(value, "frozenset")) return `frozenset{${value.frozenset.map(canonicalValue).sort().join(",")}}`;
  if (has(value, "other")) return `${value.local ? "local " : ""}${value.other} ${value.repr}`;
  return "?";
}

/** An author's `returns:` (plain JSON) packed as the driver packs Python's value of it. */
export function packJson(value: unknown): PackedValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number")
    return Number.isInteger(value) ? { int: String(value) } : { float: pythonFloat(value) };
  if (Array.isArray(value)) return value.map(packJson);
  if (typeof value === "object")
    return {
      dict: Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, packJson(item)]),
    };
  return String(value);
}
