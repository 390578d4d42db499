// `npm run db:restore` (README "Backups"): in production the tool `npm run build` compiled beside the server, as `npm start`
// runs the built server (decision 152); elsewhere its source.
export {};
await import(process.env.NODE_ENV === 'production' ? '../dist/server/db-restore.js' : '../api/cli/db-restore');
