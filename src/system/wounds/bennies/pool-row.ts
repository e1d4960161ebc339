/**
 * The markup of the GM's pool row in the players list (pool-control.ts puts it there): the count
 * and its three buttons, off when they cannot act; every word localized and escaped.
 */
import { MAX_POOL } from "./payer";

const L = (key: string): string => foundry.utils.escapeHTML(game.i18n.localize(`FRAY.Wounds.Benny.Pool.${key}`));

/** The row's markup; every word localized and escaped. */
export function poolControlHtml(pool: number, canAct: boolean): string {
  const button = (action: string, icon: string, label: string, disabled: boolean) =>
    `<button type="button" class="fray-wounds-pool-button" data-fray-pool="${action}" aria-label="${L(label)}" data-tooltip="${L(label)}"${disabled ? " disabled" : ""}><i class="fa-solid ${icon}" aria-hidden="true" inert></i></button>`;
  return `<span class="fray-wounds-pool-label">${L("Label")}</span> <strong class="fray-wounds-pool-count">${pool}</strong>${button("spend", "fa-minus", "Spend", !canAct || pool === 0)}${button("award", "fa-plus", "Award", !canAct || pool >= MAX_POOL)}${button("refresh", "fa-arrows-rotate", "Refresh", !canAct)}`;
}
