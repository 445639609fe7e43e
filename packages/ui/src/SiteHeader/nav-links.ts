/** One destination in the chrome: the app decides where it goes and what it is called. */
export interface SiteLink {
  href: string;
  label: string;
  description?: string;
}

/**
 * Where the header's links go. The site owns its URLs and their words (`apps/site/src/app/site-links.ts`);
 * the header only lays them out.
 */
export interface SiteHeaderLinks {
  home: string;
  /** Sign-in, already carrying the page to come back to (`/login?from=…`). */
  login: string;
  dashboard: string;
  downloads: string;
  termsOfService: string;
  privacyTeen: string;
  /** The course articles the bar always shows. */
  articles: SiteLink[];
  /** The 我们的特色 menu's entries, shown with `showFeaturesMenu`. */
  features: SiteLink[];
}

/** Whether a nav link points at the page being shown (its hash and the page's query ignored). */
export function isCurrentPage(href: string, currentPath: string): boolean {
  return href.split("#")[0] === currentPath.split(/[?#]/)[0];
}
