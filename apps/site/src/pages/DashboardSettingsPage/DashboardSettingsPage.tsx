import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale, SmsChallenge } from "@qisi/api";
import {
  Button,
  Card,
  fieldLabelClass,
  inputClass,
  Stack,
  stackClass,
  TextField,
  useThemeMode,
  visuallyHiddenClass,
} from "@qisi/ui";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { Avatar, DashboardFrame, frameCss } from "../../features/dashboard";
import { LanguageSelect } from "../../i18n/LanguageSelect";
import { api } from "../../state/api";
import { logout, signOutThen, useAccount } from "../../state/session";
import * as css from "./DashboardSettingsPage.css";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

/** Picture avatars a child can pick without uploading a photo (files in public/images/avatars). */
const avatarChoices = [
  { id: "cat", name: msg`小猫` },
  { id: "dog", name: msg`小狗` },
  { id: "panda", name: msg`熊猫` },
  { id: "fox", name: msg`狐狸` },
  { id: "tiger", name: msg`老虎` },
  { id: "rabbit", name: msg`兔子` },
  { id: "rocket", name: msg`火箭` },
  { id: "robot", name: msg`机器人` },
].map((choice) => ({ ...choice, src: `/images/avatars/${choice.id}.svg` }));

/** `/dashboard/settings`: nickname, avatar, language, theme, logout, delete my account and data. */
export default function DashboardSettingsPage() {
  return (
    <DashboardFrame title={<Trans>设置</Trans>}>
      <Settings />
    </DashboardFrame>
  );
}

function Settings() {
  return (
    <div className={frameCss.stack}>
      <ProfileForm />
      <Preferences />
      <AccountActions />
    </div>
  );
}

function ProfileForm() {
  const { t, i18n } = useLingui();
  const account = useAccount();
  const [nickname, setNickname] = useState(account.nickname);
  const [avatar, setAvatar] = useState(account.avatar);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = nickname.trim();
    if (!trimmed) {
      setMessage({ tone: "error", text: t`昵称不能是空的，请起一个名字。` });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      await api.updateProfile(avatar ? { nickname: trimmed, avatar } : { nickname: trimmed });
      setMessage({ tone: "ok", text: t`资料已保存。` });
    } catch {
      setMessage({ tone: "error", text: t`没能保存，请检查网络后再试。` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="profile-title">
      <h2 id="profile-title" className={frameCss.sectionTitle}>
        <Trans>个人资料</Trans>
      </h2>
      <form className={stackClass({ gap: "md" })} onSubmit={submit} noValidate>
        <div className={css.field}>
          <TextField
            label={<Trans>昵称</Trans>}
            value={nickname}
            maxLength={20}
            counter
            autoComplete="nickname"
            onChange={(event) => setNickname(event.target.value)}
          />
        </div>
        <fieldset className={css.fieldset}>
          <legend>
            <Trans>头像</Trans>
          </legend>
          <div className={css.avatars}>
            {avatarChoices.map((choice) => (
              <label key={choice.id} className={css.avatarChoice}>
                <input
                  type="radio"
                  name="avatar"
                  value={choice.src}
                  checked={avatar === choice.src}
                  onChange={() => setAvatar(choice.src)}
                  className={css.radio}
                />
                <Avatar avatar={choice.src} nickname="" size={44} />
                <span className={visuallyHiddenClass}>{i18n._(choice.name)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={frameCss.row}>
          <Button type="submit" busy={saving}>
            <Trans>保存资料</Trans>
          </Button>
          <p role="status" className={message?.tone === "error" ? frameCss.error : frameCss.muted}>
            {message?.text}
          </p>
        </div>
      </form>
    </Card>
  );
}

function Preferences() {
  const { mode, toggle } = useThemeMode();
  const languageId = useId();
  // The list offers only the catalogs' locales; the server checks the code against the same list.
  const saveLocale = (code: string) => void api.updateProfile({ locale: code as Locale }).catch(() => {});
  return (
    <Card as="section" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className={frameCss.sectionTitle}>
        <Trans>语言和外观</Trans>
      </h2>
      <Stack gap="xs">
        <label className={fieldLabelClass} htmlFor={languageId}>
          <Trans>界面语言</Trans>
        </label>
        <div className={css.field}>
          <LanguageSelect id={languageId} className={inputClass()} onChanged={saveLocale} />
        </div>
      </Stack>
      <div className={frameCss.row}>
        <Button variant="secondary" onClick={toggle} aria-pressed={mode === "dark"}>
          <Trans>深色模式</Trans>
        </Button>
      </div>
    </Card>
  );
}

function AccountActions() {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const signOut = async () => {
    setBusy(true);
    await signOutThen(
      () => logout(),
      () => navigate("/", { replace: true }),
    );
  };
  const deleteAll = (challenge: SmsChallenge, code: string) =>
    signOutThen(
      () => api.deleteAccount(challenge, code),
      () => navigate("/", { replace: true }),
    );

  return (
    <Card as="section" aria-labelledby="account-title">
      <h2 id="account-title" className={frameCss.sectionTitle}>
        <Trans>账号</Trans>
      </h2>
      <div className={frameCss.row}>
        <Button variant="secondary" busy={busy} onClick={() => void signOut()}>
          <Trans>退出登录</Trans>
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>删除我的账号和数据</Trans>
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} onDelete={deleteAll} />
    </Card>
  );
}
