import { RECEIVING_BARCODE_FORMATS } from './barcode-formats';

/** The part of BarcodeDetector this screen uses; the browser's own and the polyfill both fit it. */
export interface Detector {
  detect(source: ImageBitmapSource): Promise<ReadonlyArray<{ rawValue: string; format: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<Detector> | null = null;

async function createDetector(): Promise<Detector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
    // A native detector missing a label format (Code 128, say) would miss parcels: the polyfill reads them all.
    if (RECEIVING_BARCODE_FORMATS.every((format) => supported.includes(format))) return new Native({ formats: [...RECEIVING_BARCODE_FORMATS] });
  }
  const { createPolyfillDetector } = await import('./polyfill-detector');
  return createPolyfillDetector(RECEIVING_BARCODE_FORMATS);
}

/** One detector for the session: the browser's BarcodeDetector, else the polyfill (fetched on first use). */
export function getDetector(): Promise<Detector> {
  detector ??= createDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}

/** The first code read from a still image (a photo of the label), or null when none is found. */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const [reader, bitmap] = await Promise.all([getDetector(), createImageBitmap(file)]);
  try {
    const codes = await reader.detect(bitmap);
    return codes.find((code) => code.rawValue.trim() !== '')?.rawValue.trim() ?? null;
  } finally {
    bitmap.close();
  }
}
