/** What parcel labels carry: carrier barcodes (Code 128, Code 39, ITF), retail codes (EAN-13, UPC-A) and 2D codes. */
export const RECEIVING_BARCODE_FORMATS = ['code_128', 'code_39', 'ean_13', 'upc_a', 'qr_code', 'data_matrix', 'itf'] as const;
export type ReceivingBarcodeFormat = (typeof RECEIVING_BARCODE_FORMATS)[number];
