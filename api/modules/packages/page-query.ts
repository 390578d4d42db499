/** One page of a staff listing; the HTTP layer reads it from `?limit=&offset=` (api/http/pagination.ts). */
export interface PageQuery {
  limit: number;
  offset: number;
}
