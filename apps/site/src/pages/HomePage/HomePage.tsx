import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Button, PageContainer } from "@qisi/ui";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { identity } from "../../i18n/identity";
import { labels } from "../../i18n/labels";
import * as css from "./HomePage.css";

/** The foundation's home route; the site issue replaces it with the full home page. */
function HomePage() {
  const { i18n } = useLingui();
  return (
    <main>
      <section className={css.hero} aria-labelledby="home-title">
        <PageContainer>
          <h1 id="home-title" className={css.title}>
            {i18n._(identity.siteName)}
          </h1>
          <p className={css.slogan}>{i18n._(identity.slogan)}</p>
          <p className={css.lead}>
            <Trans>
              给 6 到 16 岁孩子的在线编程课：从 Scratch 积木到 Python 和
              C++，一步一步动手做作品，在解决问题的过程中学会思考。
            </Trans>
          </p>
          <Link href="/app/25s2-python-cpp-01?view=all" className={css.cta}>
            <Trans>体验课程</Trans>
          </Link>
        </PageContainer>
      </section>
      <PageContainer>
        <ul className={css.tracks} aria-label={i18n._(labels.home)}>
          <li className={css.track}>
            <h2 className={css.trackTitle}>Scratch</h2>
            <p>
              <Trans>拖一拖积木就能让角色动起来，适合刚接触编程的小朋友，做动画、讲故事、编小游戏。</Trans>
            </p>
          </li>
          <li className={css.track}>
            <h2 className={css.trackTitle}>Python</h2>
            <p>
              <Trans>从小海龟画图开始，学会变量、循环和函数，再用代码解决生活里的小问题。</Trans>
            </p>
          </li>
          <li className={css.track}>
            <h2 className={css.trackTitle}>C++</h2>
            <p>
              <Trans>为想挑战信息学竞赛的孩子准备，打好算法和数据结构的基础，练出严谨的思维。</Trans>
            </p>
          </li>
        </ul>
        <Greeter />
      </PageContainer>
    </main>
  );
}

/** A tiny first interaction: type your name, get greeted. */
function Greeter() {
  const { i18n } = useLingui();
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [name, setName] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setName(draft.trim());
  };

  return (
    <form className={css.greeter} onSubmit={submit}>
      <div className={css.field}>
        <label htmlFor={inputId}>{i18n._(labels.namePrompt)}</label>
        <input
          id={inputId}
          className={css.input}
          value={draft}
          maxLength={20}
          autoComplete="nickname"
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <Button type="submit">{i18n._(labels.go)}</Button>
      <output className={css.greeting} aria-live="polite">
        {name ? i18n._({ ...labels.greeting, values: { name } }) : null}
      </output>
    </form>
  );
}
export default HomePage;
