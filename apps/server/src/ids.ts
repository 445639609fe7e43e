import { randomBytes } from "node:crypto";

const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A random, URL-safe id that cannot be guessed (people share project links). */
export function newId(length = 14): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
