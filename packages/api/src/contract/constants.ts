/**
 * The contract's plain values, kept apart from the schemas so that a page importing one of them
 * does not bring zod into its bundle.
 */

/** SPEC §7: the exact message of a 401 that the client answers by refreshing the session. */
export const tokenExpiredMessage = "Token expired.";

/** SPEC §9: the payment institution when none is named. */
export const defaultInstitution = "wechatpay" as const;
