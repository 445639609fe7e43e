export { PythonSandbox, sandboxCommand } from "./runner.ts";
