import "@qisi/ui/global-styles";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { scratchFramePath, scratchFrameSrc } from "@qisi/studio/scratch-paths";
import { prerender } from "react-dom/static";
import { App } from "./app/App";
import { PageMetaCollector, type PageMetaValues } from "./app/PageMeta";
import { bookVideos } from "./content/book";
import { activateLocale } from "./i18n/activate";
import { identity } from "./i18n/identity";
import { defaultLocale } from "./i18n/locales";
import { phoneQuery } from "./pages/ScratchStudioPage/PhoneNotice";
import { patternTest, routes } from "./routes";
import { publicRoutes } from "./routes/public-routes";
import { RequireLogin } from "./routes/require-login";

const bookVideoPaths = bookVideos.map((video) => `/articles/first-thinking-book/videos/${video.id}`);

/** Every route pattern of the app, for the server to tell pages from 404s (written to dist/routes.json). */
export const routePatterns = routes.flatMap((route) =>
  // Unlisted pages (/admin) are answered like unknown paths, so the server does not reveal them.
  route.unlisted
    ? []
    : // The book's videos are a fixed list: name each, so an unknown video id is a 404 from the server.
      route.path === "/articles/first-thinking-book/videos/:id"
      ? bookVideoPaths
      : [route.path],
);

/** The public pages written to HTML at build time: every fixed public path, and each book video. */
export const prerenderPaths = [
  ...publicRoutes.map((route) => route.path).filter((path) => !path.includes(":")),
  ...bookVideoPaths,
];

/**
 * For each route the server answers with the shell (everything not prerendered): a test of its
 * paths and the modules its first render needs (its page; the login gate if it has one), as keys of
 * Vite's manifest. scripts/prerender.mjs turns them into the chunks src/early-route.js asks for.
 */
export const shellRoutes = routes
  .filter((route) => !prerenderPaths.includes(route.path))
  .map((route) => ({
    test: patternTest(route.path).source,
    sources: [route.page.source, route.requiresLogin ? RequireLogin.source : undefined].filter(
      (source): source is string => !!source,
    ),
  }))
  .filter((route) => route.sources.length > 0);

export interface RenderedPage {
  html: string;
  meta: PageMetaValues | null;
}

/** Renders one path in Chinese, waiting for its lazy page, as the client will hydrate it. */
export async function render(path: string): Promise<RenderedPage> {
  if (i18n.locale !== defaultLocale) await activateLocale(defaultLocale);
  let meta: PageMetaValues | null = null;
  const { prelude } = await prerender(
    <PageMetaCollector.Provider value={(values) => (meta = values)}>
      <App ssrPath={path} ssrSearch="" />
    </PageMetaCollector.Provider>,
  );
  const html = await new Response(prelude).text();
  return { html, meta };
}

/** The book's videos with their Chinese titles, for scripts/sample-video.mjs (development files). */
export async function bookVideoFiles(): Promise<{ src: string; captions: string; title: string }[]> {
  if (i18n.locale !== defaultLocale) await activateLocale(defaultLocale);
  return bookVideos.map((video) => ({
    src: video.src,
    captions: video.captions,
    title: i18n._(video.title),
  }));
}

/**
 * What src/scratch-early-start.js needs to start the Scratch studio's frame at navigation: the
 * address ScratchStudioPage gives it in Chinese (the same title and brand, so the studio adopts it)
 * and the screens that get the phone notice instead of the studio.
 */
export async function scratchEarlyStart(): Promise<{ frameSrc: string; phoneQuery: string }> {
  if (i18n.locale !== defaultLocale) await activateLocale(defaultLocale);
  const title = i18n._(msg`我的 Scratch 作品`);
  const frameSrc = scratchFrameSrc(scratchFramePath, title, i18n._(identity.siteName), "http://localhost/");
  return { frameSrc, phoneQuery };
}
