import { lazyPage } from "./lazy-page";
import { page } from "./page";
import type { RouteDef } from "./route-def";

const articles = () => import("../pages/ArticlePages");
const terms = () => import("../pages/TermsPages");
const downloads = () => import("../pages/DownloadsPages");
const platformPage = lazyPage(() => downloads().then((m) => ({ default: m.PlatformPage })));
const helloPage = page("HelloPage");

/**
 * The public site (issue 6): home, articles, about, terms, downloads, the greeting page, redirects. Articles, terms and
 * downloads are one chunk each (they share the article layout and are small); the home page is its own.
 */
export const publicRoutes: RouteDef[] = [
  { path: "/", layout: "home", page: page("HomePage") },
  {
    path: "/articles/why-code-with-qisi",
    layout: "article",
    page: lazyPage(() => articles().then((m) => ({ default: m.WhyCodePage }))),
  },
  {
    path: "/articles/curriculum-features",
    layout: "article",
    page: lazyPage(() => articles().then((m) => ({ default: m.CurriculumPage }))),
  },
  {
    path: "/articles/road-to-success",
    layout: "article",
    page: lazyPage(() => articles().then((m) => ({ default: m.RoadPage }))),
  },
  {
    path: "/articles/first-thinking-book",
    layout: "article",
    page: lazyPage(() => articles().then((m) => ({ default: m.BookPage }))),
  },
  {
    path: "/articles/first-thinking-book/videos",
    layout: "article",
    page: lazyPage(() => articles().then((m) => ({ default: m.VideosPage }))),
  },
  {
    path: "/articles/first-thinking-book/videos/:id",
    layout: "article",
    page: lazyPage(() => articles().then((m) => ({ default: m.VideoPlayerPage }))),
  },
  {
    path: "/about",
    layout: "article",
    page: lazyPage(() => articles().then((m) => ({ default: m.AboutPage }))),
  },
  {
    path: "/terms/tos",
    layout: "article",
    page: lazyPage(() => terms().then((m) => ({ default: m.TosPage }))),
  },
  {
    path: "/terms/privacy",
    layout: "article",
    page: lazyPage(() => terms().then((m) => ({ default: m.PrivacyPage }))),
  },
  {
    path: "/terms/privacy-teen",
    layout: "article",
    page: lazyPage(() => terms().then((m) => ({ default: m.PrivacyTeenPage }))),
  },
  {
    path: "/terms/privacy-lite",
    layout: "article",
    page: lazyPage(() => terms().then((m) => ({ default: m.PrivacyLitePage }))),
  },
  {
    path: "/downloads",
    layout: "article",
    page: lazyPage(() => downloads().then((m) => ({ default: m.DownloadsPage }))),
  },
  ...(["win-7", "win-10-11", "mac", "ipad", "android", "other"] as const).map(
    (platform): RouteDef => ({ path: `/downloads/${platform}`, layout: "article", page: platformPage }),
  ),
  // SPEC §2's greeting demo: /hello is prerendered (the prompt); /hello/{name} renders in the browser.
  { path: "/hello", layout: "default", page: helloPage },
  { path: "/hello/:name", layout: "default", page: helloPage },
  { path: "/r/:id", layout: "blank", page: page("RedirectPage") },
];
