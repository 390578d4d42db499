import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { ShippingAddress, ShippingCarrier } from './shipping-provider';

/** A 4x6 in thermal label, in PDF points (72 to the inch). */
export const LABEL_WIDTH_PT = 4 * 72;
export const LABEL_HEIGHT_PT = 6 * 72;
const MARGIN = 14;
const INNER = LABEL_WIDTH_PT - 2 * MARGIN;

export interface TwinLabel {
  from: ShippingAddress;
  to: ShippingAddress;
  carrier: ShippingCarrier;
  service: string;
  weightOz: number;
  trackingCode: string;
  shipmentId: string;
  /** The New York date the label was bought, YYYY-MM-DD. */
  shipDate: string;
}

/** "2 lb 4 oz", "12 oz", "3 lb": as carriers print it. */
export function formatWeight(weightOz: number): string {
  const pounds = Math.floor(weightOz / 16);
  const ounces = Math.round((weightOz - pounds * 16) * 10) / 10;
  if (pounds === 0) return `${ounces} oz`;
  return ounces === 0 ? `${pounds} lb` : `${pounds} lb ${ounces} oz`;
}

/** The tracking code as carriers print it under the barcode: in groups of four. */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/** The Code 128 barcode of the tracking code, black on white with the quiet zones a scanner needs. */
export function barcodePng(trackingCode: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: trackingCode, scale: 3, height: 18, paddingwidth: 12, paddingheight: 4, backgroundcolor: 'FFFFFF' });
}

const addressLines = (address: ShippingAddress) =>
  [address.name, address.street1, address.street2, `${address.city}, ${address.state} ${address.zip}`].filter((line): line is string => Boolean(line));

/**
 * The local twin's label: one 4x6 in page with the carrier and service, the weight, both addresses and the tracking
 * code's Code 128 barcode, marked as simulated so nobody takes it for postage (decision 165).
 */
export async function renderTwinLabel(label: TwinLabel): Promise<Buffer> {
  const barcode = await barcodePng(label.trackingCode);
  const doc = new PDFDocument({
    size: [LABEL_WIDTH_PT, LABEL_HEIGHT_PT],
    margin: 0,
    info: { Title: `${label.carrier} ${label.service} ${label.trackingCode}`, Author: 'Miami Drop (simulated label)' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const rule = (y: number) => doc.moveTo(MARGIN, y).lineTo(LABEL_WIDTH_PT - MARGIN, y).lineWidth(1.5).stroke();

  doc.font('Helvetica-Bold').fontSize(26).text(label.carrier, MARGIN, MARGIN, { width: INNER * 0.55, lineBreak: false });
  doc.fontSize(12).text(label.service, MARGIN, MARGIN + 30, { width: INNER * 0.6, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Ship date: ${label.shipDate}`, MARGIN, MARGIN + 4, { width: INNER, align: 'right' });
  doc.text(`Weight: ${formatWeight(label.weightOz)}`, MARGIN, MARGIN + 17, { width: INNER, align: 'right' });
  rule(64);

  doc.font('Helvetica-Bold').fontSize(7).text('FROM', MARGIN, 72);
  doc.font('Helvetica').fontSize(8.5).text(addressLines(label.from).join('\n'), MARGIN + 34, 72, { width: INNER - 34, height: 52, ellipsis: true });
  rule(130);

  doc.font('Helvetica-Bold').fontSize(8).text('SHIP TO', MARGIN, 140);
  const [name = '', ...rest] = addressLines(label.to);
  doc.fontSize(14).text(name, MARGIN + 12, 156, { width: INNER - 12, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(13).text(rest.join('\n'), MARGIN + 12, 176, { width: INNER - 12, height: 66, ellipsis: true });
  if (label.to.phone) doc.fontSize(9).text(label.to.phone, MARGIN + 12, 244, { width: INNER - 12, lineBreak: false });
  rule(262);

  doc.font('Helvetica-Bold').fontSize(9).text(`${label.carrier.toUpperCase()} TRACKING #`, MARGIN, 272, { width: INNER, align: 'center' });
  doc.image(barcode, MARGIN, 286, { fit: [INNER, 76], align: 'center' });
  doc.font('Helvetica-Bold').fontSize(11).text(groupedCode(label.trackingCode), MARGIN, 368, { width: INNER, align: 'center' });
  rule(392);

  doc.font('Helvetica').fontSize(7).text('SIMULATED LABEL from the local shipping twin: not valid for postage.', MARGIN, 400, { width: INNER, align: 'center' });
  doc.text(`Ref: ${label.shipmentId}`, MARGIN, 412, { width: INNER, align: 'center' });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
