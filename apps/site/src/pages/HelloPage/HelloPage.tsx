import { useLingui } from "@lingui/react";
import { Button, Card, inlineClass, Link, PageContainer, TextField } from "@qisi/ui";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { PageMeta } from "../../app/PageMeta";
import { labels } from "../../i18n/labels";
import { greetingHref, greetingName, maxNameLength } from "./greeting-name";
import * as css from "./HelloPage.css";

/**
 * `/hello/{name}` greets that name; `/hello` asks for one and goes there (SPEC §2's "dynamic-route
 * demo page with a greeting and a name prompt"). Its words are the general labels every one of the
 * 17 catalogs translates, so it reads right in any interface language.
 */
export default function HelloPage() {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const name = greetingName(location.split("/")[2]);
  const [typed, setTyped] = useState("");
  const heading = name ? i18n._({ ...labels.greeting, values: { name } }) : i18n._(labels.namePrompt);

  const go = (event: FormEvent) => {
    event.preventDefault();
    navigate(greetingHref(typed));
    setTyped("");
  };

  return (
    <main id="main" tabIndex={-1} className={css.page}>
      <PageMeta title={heading} description={i18n._(labels.namePrompt)} />
      <PageContainer width="prose">
        <Card padding="xl" gap="lg">
          <h1 className={css.title}>{heading}</h1>
          <form className={inlineClass({ gap: "sm", align: "end" })} onSubmit={go}>
            <div className={css.field}>
              <TextField
                label={i18n._(labels.namePrompt)}
                size="lg"
                name="name"
                value={typed}
                maxLength={maxNameLength}
                autoComplete="given-name"
                required
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <Button type="submit">{i18n._(labels.go)}</Button>
          </form>
          <p className={css.home}>
            <Link href="/">{i18n._(labels.home)}</Link>
          </p>
        </Card>
      </PageContainer>
    </main>
  );
}
