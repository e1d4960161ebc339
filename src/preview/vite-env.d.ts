/// <reference types="vite/client" />
// The preview is served by Vite: `import.meta.glob` and `?raw` imports need Vite's client types.
