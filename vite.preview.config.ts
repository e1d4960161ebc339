import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Plugin, type ViteDevServer, defineConfig } from "vite";

const repo = fileURLToPath(new URL(".", import.meta.url));
const CARDS = "/systems/fray/assets/cards/";
/** The bundled font packages, where they really are (node_modules may be a link out of the repository). */
const FONT_PACKAGES = ["@fontsource/signika", "@fortawesome/fontawesome-free"].map((name) => realpathSync(`${repo}node_modules/${name}`));

/** A silhouette in a rounded square where Foundry shows one of its core icons (not ours to copy). */
const ICON_STAND_IN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#4b4a44"/><circle cx="32" cy="24" r="11" fill="#c9c2b0"/><path d="M12 56c2-12 10-18 20-18s18 6 20 18z" fill="#c9c2b0"/></svg>`;

interface CardArt {
  cardFaceSvg(rank: string, suit: string): string;
  cardBackSvg(kind: string): string;
  CARD_BACK_FILES: Record<string, string>;
}

/**
 * The card faces and backs at systems/fray/assets/cards/, drawn by src/view/cards (the SVGs
 * scripts/build.ts writes into dist/), loaded through Vite so this config imports no sources.
 */
async function cardSvg(server: ViteDevServer, file: string): Promise<string | null> {
  const art = (await server.ssrLoadModule(`${repo}src/view/cards/index.ts`)) as CardArt;
  const back = Object.entries(art.CARD_BACK_FILES).find(([, name]) => name === file);
  if (back !== undefined) return art.cardBackSvg(back[0]);
  const face = /^(10|[2-9AJQK])([SHDC])\.svg$/.exec(file);
  return face === null ? null : art.cardFaceSvg(face[1] ?? "", face[2] ?? "");
}

function foundryAssets(): Plugin {
  return {
    name: "fray-preview-assets",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
        const svg = path.startsWith(CARDS) ? cardSvg(server, path.slice(CARDS.length)) : Promise.resolve(path.startsWith("/icons/") && path.endsWith(".svg") ? ICON_STAND_IN : null);
        svg.then(
          (body) => {
            if (body === null) return next();
            res.setHeader("Content-Type", "image/svg+xml");
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

/**
 * `npm run preview`: the development page of src/preview, served by Vite. It reads templates/,
 * styles/, lang/ and packs/ from the repository as they are; nothing here goes into dist/.
 */
export default defineConfig({
  root: fileURLToPath(new URL("./src/preview", import.meta.url)),
  publicDir: false,
  clearScreen: false,
  plugins: [foundryAssets()],
  server: { host: "127.0.0.1", port: 5174, fs: { allow: [repo, ...FONT_PACKAGES] } },
  optimizeDeps: { include: ["handlebars"] },
});
