/**
 * Story-only covers drawn inline, so nothing is fetched from outside. The label names the font the
 * test machines install (fonts-noto-cjk): with a bare `sans-serif`, each machine picked its own font
 * and the pixel-exact screenshots differed from machine to machine.
 */
function cover(label: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="260" cy="40" r="60" fill="white" fill-opacity="0.18"/><text x="24" y="150" font-size="40" font-family="Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif" fill="white">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const storyCovers = {
  python: cover("Python", "teal", "darkslategray"),
  cpp: cover("C++", "steelblue", "midnightblue"),
  scratch: cover("积木", "darkorange", "firebrick"),
};
