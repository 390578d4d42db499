import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { barcodePng, formatWeight, groupedCode, LABEL_HEIGHT_PT, LABEL_WIDTH_PT, renderTwinLabel, type TwinLabel } from './twin-label-pdf';

const LABEL: TwinLabel = {
  from: { name: 'Miami Drop — Doral', street1: '7950 NW 53rd St', city: 'Miami', state: 'FL', zip: '33166', phone: '+13055550148' },
  to: { name: 'Ana Gómez', street1: '350 5th Ave', street2: 'Apt 4B', city: 'New York', state: 'NY', zip: '10118', phone: '+12125550100' },
  carrier: 'UPS',
  service: '2nd Day Air',
  weightOz: 36,
  trackingCode: '1Z9MD3310243612606',
  shipmentId: 'shp_local_0123456789abcdef01234567',
  shipDate: '2026-03-10',
};

beforeAll(() => {
  // The reader's WebAssembly from node_modules, not from a CDN.
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer }, fireImmediately: true });
});

describe('the local twin label', () => {
  it('is a one-page 4x6 in PDF with the carrier, service, weight, both addresses and the tracking code', async () => {
    const pdf = await renderTwinLabel(LABEL);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBe(1);
    expect((await document.getPage(1)).view).toEqual([0, 0, LABEL_WIDTH_PT, LABEL_HEIGHT_PT]);
    expect([LABEL_WIDTH_PT / 72, LABEL_HEIGHT_PT / 72]).toEqual([4, 6]);
    const { text } = await extractText(document, { mergePages: true });
    for (const part of ['UPS', '2nd Day Air', 'Weight: 2 lb 4 oz', 'Ship date: 2026-03-10', 'Miami Drop — Doral', '7950 NW 53rd St', 'Miami, FL 33166', 'Ana Gómez', 'Apt 4B', 'New York, NY 10118']) {
      expect(text).toContain(part);
    }
    expect(text).toContain(groupedCode(LABEL.trackingCode));
    expect(text.replace(/\s/g, '')).toContain(LABEL.trackingCode);
    expect(text).toContain('not valid for postage');
  });

  it('carries its barcode as an image', async () => {
    const pdf = (await renderTwinLabel(LABEL)).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
  });

  it("has a Code 128 barcode that a scanner reads as the tracking code", async () => {
    for (const code of [LABEL.trackingCode, '9400109033166043612604', '773343612602']) {
      const [read] = await readBarcodes(new Uint8Array(await barcodePng(code)), { formats: ['Code128'] });
      expect(read).toMatchObject({ format: 'Code128', text: code });
    }
  });

  it('prints a weight as carriers do', () => {
    expect([formatWeight(12), formatWeight(16), formatWeight(36), formatWeight(20.5)]).toEqual(['12 oz', '1 lb', '2 lb 4 oz', '1 lb 4.5 oz']);
    expect(groupedCode('9400109033166043612604')).toBe('9400 1090 3316 6043 6126 04');
  });
});
