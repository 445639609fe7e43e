/** The scratch-gui release the studio is built and tested against (pinned in package.json). */
export const scratchGuiVersion = "15.1.1";

/** Where the site serves scratch-gui's prebuilt files; versioned so they can be cached forever. */
export const scratchGuiBase = `/scratch-gui/${scratchGuiVersion}/`;

/** The same-origin frame page that boots the GUI (not versioned: it changes with our code). */
export const scratchFramePath = "/studio/scratch/frame.html";
