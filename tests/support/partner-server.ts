import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface PartnerServer {
  /** The partner's origin, which the product lists in EMBED_ORIGINS: `http://127.0.0.1:<port>`. */
  url: string;
  /** The same server under another origin the product does not list: `http://localhost:<port>`. */
  strangerUrl: string;
  close: () => Promise<void>;
}

/**
 * The page a partner puts our studio on: an iframe of `?src=` that collects the studio's messages
 * from the frame's origin (`window.messages`) and can post to it (`window.send`).
 */
function hostPage(src: string): string {
  const frameOrigin = new URL(src).origin;
  return `<!doctype html><html lang="zh-CN"><title>partner</title>
<iframe id="studio" title="studio" src="${src.replaceAll('"', "&quot;")}" width="900" height="600"></iframe>
<script>
  window.messages = [];
  addEventListener("message", (event) => {
    if (event.origin !== ${JSON.stringify(frameOrigin)}) return;
    window.messages.push(event.data);
  });
  window.send = (body) => document.getElementById("studio").contentWindow.postMessage(
    { protocol: "qisi-studio", version: 1, ...body }, ${JSON.stringify(frameOrigin)});
</script>`;
}

/**
 * A partner's web server on another local port (Chromium blocks a public page framing a local one).
 * `/host.html?src=<url>` is the host page. It answers on two origins — 127.0.0.1 and localhost — so
 * one server is both the configured partner and a stranger.
 */
export async function startPartnerServer(): Promise<PartnerServer> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://partner");
    const src = url.searchParams.get("src");
    if (url.pathname !== "/host.html" || !src?.startsWith("http")) {
      response.writeHead(404).end("not found");
      return;
    }
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(hostPage(src));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    strangerUrl: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
