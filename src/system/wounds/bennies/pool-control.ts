/**
 * The GM's pool where a GM looks for it (issue 13: the GM's pool visible to the GM): a small row
 * in Foundry's players list, shown to GMs only, with the count, a Benny spent from it (on a chat
 * card like every spend), one given to it, and Refresh for all. It redraws whenever the pool
 * changes (the record book is updated).
 */
import { report } from "../../gm/gm-request";
import { runStep } from "../../gm/records/exactly-once";
import { gmPoolOf, gmPoolWrite, isPoolBook } from "./gm-pool";
import { poolControlHtml } from "./pool-row";
import { refreshAllBennies } from "./refresh";
import { spendBenny } from "./spend-benny";

/** The GM gives the pool a Benny: a recorded step of its own (each click is one Benny). */
async function award(): Promise<void> {
  const pool = gmPoolOf();
  await runStep({ key: `wounds.poolAward:${foundry.utils.randomID()}`, writes: [await gmPoolWrite(pool + 1)], data: { before: pool }, refs: [] });
}

async function onClick(event: MouseEvent): Promise<void> {
  const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("button[data-fray-pool]");
  if (!button || !game.user.isGM) return;
  button.disabled = true;
  try {
    const action = button.dataset["frayPool"];
    if (action === "spend") report(await spendBenny(null, "other"));
    else if (action === "award") await award();
    else if (action === "refresh") report(await refreshAllBennies());
  } finally {
    button.disabled = false;
  }
}

function addPoolRow(html: HTMLElement): void {
  if (!game.user.isGM) return;
  html.querySelector(".fray-wounds-pool")?.remove();
  const row = document.createElement("div");
  row.className = "fray fray-wounds-pool";
  row.innerHTML = poolControlHtml(gmPoolOf(), game.user.isActiveGM);
  row.addEventListener("click", (event) => void onClick(event));
  html.prepend(row);
}

export function registerPoolControl(): void {
  Hooks.on("renderPlayers", (_app: unknown, html: HTMLElement) => addPoolRow(html));
  Hooks.on("updateJournalEntry", (entry: JournalEntry.Implementation) => {
    if (game.user.isGM && isPoolBook(entry)) void ui.players?.render();
  });
}
