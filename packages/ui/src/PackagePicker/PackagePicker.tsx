import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { formatYuan } from "../format";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./PackagePicker.css";

export interface PackageOption {
  uid: string;
  title: string;
  description?: string;
  lessons: number;
  priceFen: number;
  /** Crossed-out reference price, if higher than the price. */
  listPriceFen?: number;
}

export interface PackagePickerProps {
  packages: PackageOption[];
  /** Controlled choice; omit and use `defaultValue` to let the picker keep it. */
  value?: string;
  defaultValue?: string;
  onChange?: (uid: string) => void;
  legend?: ReactNode;
  disabled?: boolean;
  /** Form field name; the radios also work inside a plain <form>. */
  name?: string;
}

/**
 * The sales packages as a radio group of cards. Native radios give arrow-key movement and one tab
 * stop for the whole group; the card shows focus and the checked state.
 */
export function PackagePicker({
  packages,
  value,
  defaultValue,
  onChange,
  legend,
  disabled = false,
  name,
}: PackagePickerProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const choose = (uid: string) => {
    setOwn(uid);
    onChange?.(uid);
  };
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <legend className={css.legend}>{legend ?? <Trans>选择课程套餐</Trans>}</legend>
      <div className={css.options}>
        {packages.map((pkg) => {
          const price = formatYuan(pkg.priceFen, i18n.locale);
          const hasList = pkg.listPriceFen !== undefined && pkg.listPriceFen > pkg.priceFen;
          const listPrice = hasList ? formatYuan(pkg.listPriceFen!, i18n.locale) : null;
          const saved = hasList ? formatYuan(pkg.listPriceFen! - pkg.priceFen, i18n.locale) : null;
          const optionId = `${id}-${pkg.uid}`;
          return (
            <label key={pkg.uid} className={css.option} data-checked={selected === pkg.uid || undefined}>
              <input
                className={css.radio}
                type="radio"
                name={name ?? `${id}-package`}
                value={pkg.uid}
                checked={selected === pkg.uid}
                onChange={() => choose(pkg.uid)}
                aria-describedby={`${optionId}-details`}
              />
              <span className={css.title}>{pkg.title}</span>
              <span id={`${optionId}-details`} className={css.details}>
                <Plural value={pkg.lessons} other="共 # 节课" />
                {pkg.description ? `，${pkg.description}` : null}
              </span>
              <span className={css.priceRow}>
                <span className={css.price}>{price}</span>
                {listPrice ? (
                  <del className={css.listPrice}>
                    <VisuallyHidden>
                      <Trans>原价</Trans>
                    </VisuallyHidden>
                    {listPrice}
                  </del>
                ) : null}
                {saved ? (
                  <span className={css.saving}>
                    <Trans>立省 {saved}</Trans>
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
