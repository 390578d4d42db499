import { buildIfStale } from './build-if-stale';

buildIfStale();
await import('../api/server');
