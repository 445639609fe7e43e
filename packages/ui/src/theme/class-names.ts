/**
 * The few class names that are fixed rather than generated, because styles outside one component
 * (and a partner's own CSS) select them.
 */

/** The element a `QisiProvider` renders: every element style of the package applies inside it only. */
export const qisiRootClass = "qisi-root";

/** An element that printing shows alone (CertificateCard): the rest of the page stays off paper. */
export const printAloneClass = "qisi-print-alone";
