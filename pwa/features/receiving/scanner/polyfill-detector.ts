import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Our own build serves the decoder: the polyfill would fetch it from a CDN, and the warehouse network may be closed.
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { ReceivingBarcodeFormat } from './barcode-formats';
import type { Detector } from './detector';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasmUrl : prefix + path),
  },
});

/** The zxing-wasm BarcodeDetector, loaded only where the browser has none of its own. */
export function createPolyfillDetector(formats: readonly ReceivingBarcodeFormat[]): Detector {
  return new BarcodeDetector({ formats: [...formats] });
}
