/** A page asked of a list: pages count from 1, `limit` rows each. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The rows of one page of a list, and how many the whole list has. */
export interface Page<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
}

/** How many rows of a list come before `page`: the rows of the pages before it. */
export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/** The rows a query reads for `page`: `limit` of them, after the rows of the pages before it. */
export function pageWindow(request: PageRequest): { limit: number; offset: number } {
  return { limit: request.limit, offset: pageOffset(request) };
}

/** The answer of a paged list: its rows on that page, how many there are in all, and the page asked. */
export function pageOf<T>(docs: T[], totalDocs: number, { page, limit }: PageRequest): Page<T> {
  return { docs, totalDocs, page, limit };
}
