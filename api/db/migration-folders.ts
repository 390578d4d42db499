import { fileURLToPath } from 'node:url';

/** The append-only migrations of each dialect, beside the code (the compiled server's chunks sit two levels down too). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));
export const PG_MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations/pg', import.meta.url));
