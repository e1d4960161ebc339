/**
 * The few SVG-writing helpers the card art shares. Numbers are rounded to two decimals so the
 * output is byte-for-byte stable (same input, same string) and free of float noise.
 */

/** The card's drawing space; every face and back uses it so they line up as one deck. */
export const CARD_WIDTH = 250;
export const CARD_HEIGHT = 350;
export const CARD_RADIUS = 14;

/** Pixel size written on the root element; twice the viewBox so canvas textures stay crisp. */
export const DEFAULT_PIXEL_WIDTH = 500;

export interface CardSvgOptions {
  /** Width attribute in pixels; the height follows the 5:7 card ratio. Default 500. */
  readonly pixelWidth?: number;
}

export function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  // -0 would print as "0" anyway, but normalise so "-0" never sneaks in through toFixed paths.
  return Object.is(r, -0) ? "0" : String(r);
}

/** A standalone SVG document: XML declaration, namespace, fixed viewBox, explicit pixel size. */
export function svgDocument(body: readonly string[], options: CardSvgOptions | undefined): string {
  const width = options?.pixelWidth ?? DEFAULT_PIXEL_WIDTH;
  if (!Number.isFinite(width) || width <= 0) throw new RangeError(`pixelWidth must be a positive number, got ${width}`);
  const height = (width * CARD_HEIGHT) / CARD_WIDTH;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${num(width)}" height="${num(height)}">`,
    ...body.map((line) => `  ${line}`),
    `</svg>`,
    ``,
  ].join("\n");
}

/** `transform` value placing a unit-box shape centred at (x, y), `size` units across, optionally upside down. */
export function placeTransform(x: number, y: number, size: number, flipped = false): string {
  const rotate = flipped ? " rotate(180)" : "";
  return `translate(${num(x)} ${num(y)})${rotate} scale(${num(size / 100)})`;
}
