export { bwrapPath } from "./bwrap.ts";
export { NativeRunner, nativeUnavailable } from "./runner.ts";
