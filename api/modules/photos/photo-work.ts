import { availableParallelism } from 'node:os';
import { createWorkQueue, type WorkQueue } from '../../background/work-queue';

/**
 * PHOTO_CONCURRENCY's default: photos normalised at once, one libvips thread each (decision 140). One core is left to
 * answer requests, and no more than two run at once, as each large photo holds about a hundred megabytes meanwhile.
 */
export const DEFAULT_PHOTO_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Uploads that may wait for a slot, per slot; past them an upload is answered 503 before its photo is read. */
const WAITING_PER_SLOT = 3;

/** The photo queue: `concurrency` normalisations at once, three times as many uploads waiting, none beyond. */
export const createPhotoWorkQueue = (concurrency: number): WorkQueue => createWorkQueue({ slots: concurrency, waiting: WAITING_PER_SLOT * concurrency });
