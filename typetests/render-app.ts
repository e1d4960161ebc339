/**
 * Why renderApp (src/system/compat/render-app.ts) exists, checked by `npm run typecheck`: a
 * document's `sheet` is declared as `FormApplication.Any | ApplicationV2.Any | null`, so the
 * ApplicationV2 form `{force: true}` fails against the V1 half, and v14 deprecates `render(true)`.
 */
import { renderApp } from "../src/system/compat";

export async function openSheets(item: Item.Implementation, actor: Actor.Implementation): Promise<void> {
  // @ts-expect-error the V1 half of the sheet's type takes a boolean force, not render options
  await item.sheet?.render({ force: true });
  await renderApp(item.sheet);
  await renderApp(actor.sheet);
}
