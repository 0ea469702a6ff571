import { z } from 'zod';

/** One page of a list answer: the rows, how many there are in all, and which page of what size this is. */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    items: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
