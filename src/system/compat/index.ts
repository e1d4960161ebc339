/**
 * Foundry v13 and v14 from one codebase: the few places where v14 changed an API Fray uses are
 * answered here, by generation (`game.release.generation`), so the rest of the adapter never
 * asks which Foundry it runs on. The v14 type declarations are not installed: what v14 adds is
 * reached through narrow, documented shapes (v14.ts).
 */
export { foundryGeneration } from "./generation";
export { deleting, forThisFoundry } from "./deletion";
export { type ChatModes, chatModes } from "./chat-modes";
export { isElement } from "./elements";
export { renderApp } from "./render-app";
export { hasStatusEffect, registerStatusEffect } from "./status-effects";
