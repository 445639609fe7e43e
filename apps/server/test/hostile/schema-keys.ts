import type { z } from "zod";

/** How a request part carries its fields: an object, or an array of objects (orders). */
export interface FieldShape {
  keys: string[];
  array: boolean;
}

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def;

/** The top-level field names a request part's zod schema reads, through wrappers and pipes. */
export function fieldsOf(schema: unknown): FieldShape {
  const def = defOf(schema);
  if (!def) return { keys: [], array: false };
  switch (def.type) {
    case "object":
      return { keys: Object.keys(def.shape ?? {}), array: false };
    case "array":
      return { ...fieldsOf(def.element), array: true };
    case "pipe": {
      const out = fieldsOf(def.out);
      return out.keys.length ? out : fieldsOf(def.in);
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return fieldsOf(def.innerType);
    case "union": {
      const keys = new Set<string>();
      let array = false;
      for (const option of def.options ?? []) {
        const found = fieldsOf(option);
        for (const key of found.keys) keys.add(key);
        array ||= found.array;
      }
      return { keys: [...keys], array };
    }
    default:
      return { keys: [], array: false };
  }
}
