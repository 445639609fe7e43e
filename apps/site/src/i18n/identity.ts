import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";

/**
 * The identity values SPEC §1 keeps in the locale tables. The defaults are obviously samples;
 * an operator sets real ones in every catalog (or overrides them at build time, see README).
 */
export const identity = {
  siteName: msg({ id: "identity.siteName", message: "启思编程" }),
  slogan: msg({ id: "identity.slogan", message: "启发思考的编程学习" }),
  companyName: msg({ id: "identity.companyName", message: "启思示例教育科技有限公司（示例）" }),
  filingNumber: msg({ id: "identity.filingNumber", message: "京ICP备00000000号-1（示例）" }),
  homepageUrl: msg({ id: "identity.homepageUrl", message: "https://qisi.example.com/" }),
  customerServiceUrl: msg({ id: "identity.customerServiceUrl", message: "https://qisi.example.com/service" }),
};

/** The site's and the operator's names in the current language, for pages that write them into text. */
export function useSiteIdentity(): { siteName: string; companyName: string } {
  const { i18n } = useLingui();
  return { siteName: i18n._(identity.siteName), companyName: i18n._(identity.companyName) };
}
