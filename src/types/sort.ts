/** The order a column is sorted in, named as its heading's aria-sort says it. */
export type SortDirection = 'ascending' | 'descending';
