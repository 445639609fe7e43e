export { bwrapPath } from "./bwrap.ts";
export { NativePython, nativePythonUnavailable, nativePythonVersion } from "./python.ts";
export { NativeRunner, nativeUnavailable } from "./runner.ts";
