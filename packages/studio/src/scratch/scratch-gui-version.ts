/** The scratch-gui release the studio is built and tested against (pinned in package.json). */
export const scratchGuiVersion = "15.1.1";

/** Where the site serves scratch-gui's prebuilt files; versioned so they can be cached forever. */
export const scratchGuiBase = `/scratch-gui/${scratchGuiVersion}/`;

/** The same-origin frame page that boots the GUI (not versioned: it changes with our code). */
export const scratchFramePath = "/studio/scratch/frame.html";

/**
 * The address ScratchStudio gives its frame (`pageUrl` is the page's own): the title and brand go
 * in its query. The site's build writes the same one, in the default language, into the early script.
 */
export function scratchFrameSrc(frameUrl: string, title: string, brand: string, pageUrl: string): string {
  const page = new URL(pageUrl);
  const url = new URL(frameUrl, page);
  url.searchParams.set("title", title);
  url.searchParams.set("brand", brand);
  if (url.origin !== page.origin) url.searchParams.append("origin", page.origin);
  return url.origin === page.origin ? url.pathname + url.search : url.href;
}

/** The scratch-vm release whose browser build runs the exercise checks (pinned in package.json). */
export const scratchVmVersion = "15.1.1";

/**
 * Where the site serves scratch-vm's browser build for the checks' headless VM (a worker of the
 * Scratch frame): its own realm, so the child's editor and its VM are never touched.
 */
export const scratchVmBase = `/scratch-vm/${scratchVmVersion}/`;
