/**
 * Opening an application window. `render(true)` is ApplicationV1's form: v13's ApplicationV2
 * still reads a boolean as `{force}` (client/applications/api/application.mjs:448), v14 warns on
 * it. A document's `sheet` is declared as either kind (`FormApplication.Any | ApplicationV2.Any`),
 * and `{force: true}` does not type-check against the V1 half, so ask which kind it is.
 */
type AnyApplication = foundry.applications.api.ApplicationV2.Any | Application.Any;

export async function renderApp(app: AnyApplication | null | undefined): Promise<void> {
  if (!app) return;
  if (app instanceof foundry.applications.api.ApplicationV2) await app.render({ force: true });
  // An ApplicationV1 sheet (a module's): force is its own first argument, not deprecated there.
  else app.render(true);
}
