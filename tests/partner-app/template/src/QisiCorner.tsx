// As the READMEs say: the sign-in's styles (@qisi/ui), every component's, and the studios'.
import "@qisi/ui/login.css";
import "@qisi/ui/style.css";
import "@qisi/studio/style.css";
import { QisiProvider } from "@qisi/ui/login";
import { useState } from "react";
import { PythonEmbed } from "./PythonEmbed";
import type { Qisi } from "./qisi-client";
import { ScratchEmbed } from "./ScratchEmbed";
import { SignIn } from "./SignIn";

type Studio = "python" | "scratch" | null;

/** 启思编程's part of the page: sign-in, and one studio at a time framed from 启思编程's server. */
export default function QisiCorner({ qisi }: { qisi: Qisi }) {
  const [studio, setStudio] = useState<Studio>(null);
  return (
    <section className="host-panel" aria-label="启思编程">
      <QisiProvider locale="zh-CN" theme="light">
        <SignIn qisi={qisi} />
      </QisiProvider>
      <p>
        <button type="button" onClick={() => setStudio("python")}>
          打开 Python 编辑器
        </button>{" "}
        <button type="button" onClick={() => setStudio("scratch")}>
          打开 Scratch 编辑器
        </button>
      </p>
      {studio === "python" && <PythonEmbed origin={qisi.origin} />}
      {studio === "scratch" && <ScratchEmbed origin={qisi.origin} />}
    </section>
  );
}
