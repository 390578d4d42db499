import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MANIFEST_LANGUAGES, THEME_COLOR, webManifest } from './web-manifest';

const publicFile = (src: string) => `pwa/public${src}`;

describe('the web app manifests', () => {
  it('share one id, start and scope, and name the app and its shortcuts in their own language', () => {
    const [es, en] = MANIFEST_LANGUAGES.map(webManifest);
    expect(es).toMatchObject({ id: '/', start_url: '/dashboard', scope: '/', display: 'standalone', lang: 'es' });
    expect(en).toMatchObject({ id: '/', start_url: '/dashboard', scope: '/', display: 'standalone', lang: 'en' });
    expect(es?.shortcuts.map(({ name, url }) => [name, url])).toEqual([['Paquetes', '/dashboard/packages'], ['Retiro', '/dashboard/pickup']]);
    expect(en?.shortcuts.map(({ name, url }) => [name, url])).toEqual([['Packages', '/dashboard/packages'], ['Pickup', '/dashboard/pickup']]);
    expect(es?.name).not.toBe(en?.name);
    expect(es?.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
  });

  it('lists only images that exist, at the size they declare', async () => {
    const manifest = webManifest('es');
    const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const image of images) {
      expect(existsSync(publicFile(image.src)), image.src).toBe(true);
      if (image.sizes === 'any') continue;
      const { width, height } = await sharp(publicFile(image.src)).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }
    const purposes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('draws the maskable icon full-bleed with the logo inside the safe zone (the centre circle of 40%)', async () => {
    const { data, info } = await sharp(publicFile('/icons/maskable-512.png')).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    const theme = [1, 3, 5].map((start) => parseInt(THEME_COLOR.slice(start, start + 2), 16));
    const centre = info.width / 2;
    let logoPixels = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const at = (y * info.width + x) * 4;
        const isBackground = theme.every((value, channel) => Math.abs((data[at + channel] ?? 0) - value) <= 2) && data[at + 3] === 255;
        const insideSafeZone = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= 0.4 * info.width;
        if (!insideSafeZone) expect(isBackground, `pixel ${x},${y}`).toBe(true);
        else if (!isBackground) logoPixels += 1;
      }
    }
    expect(logoPixels).toBeGreaterThan(0.05 * info.width * info.height);
  });
});
