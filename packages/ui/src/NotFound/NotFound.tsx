import { Trans } from "@lingui/react/macro";
import { ArrowLeft, House } from "lucide-react";
import { Button } from "../Button";
import { button } from "../Button/Button.css";
import { LostRobot } from "./LostRobot";
import * as css from "./NotFound.css";

export interface NotFoundProps {
  homeHref?: string;
  /** Goes back in history; the app passes it only when there is a page to go back to. */
  onBack?: () => void;
  /** The address that was asked for, shown so a parent can tell us about a broken link. */
  path?: string;
}

/** The friendly 404: an illustration, what happened in words a child understands, and ways out. */
export function NotFound({ homeHref = "/", onBack, path }: NotFoundProps) {
  return (
    <div className={css.root}>
      <div className={css.art}>
        <LostRobot />
      </div>
      <p className={css.code}>404</p>
      <h1 className={css.title}>
        <Trans>哎呀，这一页走丢了</Trans>
      </h1>
      <p className={css.text}>
        <Trans>小机器人拿着地图找了一圈，也没找到这个页面。它可能搬家了，或者地址里有个小错误。</Trans>
      </p>
      {path ? (
        <p className={css.text}>
          <Trans>
            你要找的地址：<span className={css.path}>{path}</span>
          </Trans>
        </p>
      ) : null}
      <div className={css.actions}>
        <a className={button({ variant: "primary" })} href={homeHref}>
          <House aria-hidden="true" size={18} />
          <Trans>回到首页</Trans>
        </a>
        {onBack ? (
          <Button
            variant="secondary"
            icon={<ArrowLeft className={css.flipInRtl} aria-hidden="true" size={18} />}
            onClick={onBack}
          >
            <Trans>返回上一页</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
