export { qisiRootClass } from "../theme/class-names";
export { type QisiLocale, qisiLocales } from "./catalogs";
export { QisiProvider, type QisiProviderProps } from "./QisiProvider";
