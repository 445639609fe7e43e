import { useLingui } from "@lingui/react";
import { createContext, useContext, useEffect } from "react";
import { identity } from "../i18n/identity";

export interface PageMetaValues {
  title: string;
  description: string;
  /** Asks search engines to leave the page out (operator pages). */
  noindex?: boolean;
}

/** Filled during prerendering, so the build writes each page's own title and description. */
export const PageMetaCollector = createContext<((meta: PageMetaValues) => void) | null>(null);

function setMeta(selector: string, attribute: string, name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, name);
    document.head.append(element);
  }
  element.content = content;
}

/** The page's title, description and Open Graph tags. `title` is the page's own name; the site name is added. */
export function PageMeta({ title, description, noindex = false }: PageMetaValues) {
  const { i18n } = useLingui();
  const siteName = i18n._(identity.siteName);
  const fullTitle = title ? `${title} · ${siteName}` : `${siteName} · ${i18n._(identity.slogan)}`;
  const collect = useContext(PageMetaCollector);
  collect?.({ title: fullTitle, description, noindex });
  useEffect(() => {
    document.title = fullTitle;
    setMeta('meta[name="description"]', "name", "description", description);
    setMeta('meta[property="og:title"]', "property", "og:title", fullTitle);
    setMeta('meta[property="og:description"]', "property", "og:description", description);
    setMeta('meta[property="og:site_name"]', "property", "og:site_name", siteName);
    setMeta('meta[property="og:url"]', "property", "og:url", location.origin + location.pathname);
  }, [fullTitle, description, siteName]);
  useEffect(() => {
    if (!noindex) return;
    const robots = document.createElement("meta");
    robots.name = "robots";
    robots.content = "noindex, nofollow";
    document.head.append(robots);
    return () => robots.remove();
  }, [noindex]);
  return null;
}
