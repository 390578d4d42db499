import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { THEME_COLOR } from '../pwa/manifest/web-manifest';

/**
 * Renders the app's PNG icons from the logo (pwa/public/favicon.svg); the outputs are committed.
 * Run: npx tsx scripts/render-app-icons.ts
 */
const LOGO = readFileSync('pwa/public/favicon.svg', 'utf8');
const OUT = 'pwa/public/icons';

/** The logo's white parcel drawing, without its rounded tile. */
const glyph = [...LOGO.matchAll(/<path[^>]*\/>/g)].map((match) => match[0]).join('');
if (!glyph) throw new Error('no <path> in the logo');

/**
 * The drawing reaches about 22 units from the logo's centre (of 64). Scaled by 0.9 on a full-bleed
 * tile it stays within 32% of the icon's width from the centre, inside the maskable safe zone (a
 * circle of 40%), so no launcher mask crops it.
 */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOR}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -33)">${glyph}</g></svg>`;

/** Notification badge: the drawing alone, white on transparent (Android uses only its alpha). */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(32 32) scale(1.3) translate(-32 -33)">${glyph}</g></svg>`;

async function render(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${file}`);
  console.log(`${OUT}/${file}`);
}

await render(LOGO, 96, 'icon-96.png');
await render(LOGO, 192, 'icon-192.png');
await render(LOGO, 512, 'icon-512.png');
await render(fullBleed(0.9), 192, 'maskable-192.png');
await render(fullBleed(0.9), 512, 'maskable-512.png');
// iOS draws its own rounded corners and shows transparency as black: a full-bleed tile.
await render(fullBleed(0.9), 180, 'apple-touch-icon-180.png');
await render(badge, 96, 'badge-96.png');
