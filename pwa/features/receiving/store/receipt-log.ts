import { create } from 'zustand';

export type ReceiptKind = 'received' | 'unidentified' | 'assigned';

/** One action of this session on the tablet, newest first; kept in memory only. */
export interface Receipt {
  key: string;
  kind: ReceiptKind;
  /** The package's id (photos go to it), or the unidentified parcel's while it is one. */
  id: number;
  /** The unidentified parcel behind a log or an assignment: its undo goes through it. */
  parcelId: number | null;
  trackingNumber: string;
  title: string | null;
  ownerName: string | null;
  suiteCode: string | null;
  weightLb: number | null;
  photoUrls: string[];
  doneAt: string;
  undone: boolean;
  /** Done offline: the write waiting in the outbox (its mark shows on the row until the server has it). */
  operationId?: string | null;
}

const LOG_SIZE = 8;

interface ReceiptLogState {
  receipts: Receipt[];
  add: (receipt: Omit<Receipt, 'key' | 'undone'>) => Receipt;
  update: (key: string, change: Partial<Pick<Receipt, 'photoUrls' | 'undone'>>) => void;
}

let sequence = 0;

export const useReceiptLog = create<ReceiptLogState>((set) => ({
  receipts: [],
  add: (receipt) => {
    sequence += 1;
    const entry: Receipt = { ...receipt, key: `${receipt.kind}-${receipt.id}-${sequence}`, undone: false };
    set((state) => ({ receipts: [entry, ...state.receipts].slice(0, LOG_SIZE) }));
    return entry;
  },
  update: (key, change) => set((state) => ({ receipts: state.receipts.map((receipt) => (receipt.key === key ? { ...receipt, ...change } : receipt)) })),
}));
