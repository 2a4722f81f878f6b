/** Kinds of work a time entry can describe (SPEC.md §3), ordered by id. */
export const workTypes: readonly { id: number; name: string }[] = [
  { id: 1, name: 'jobb i skola' },
  { id: 2, name: 'jobb i märsta' },
  { id: 3, name: 'jobb i Gävle' },
  { id: 4, name: 'flyttstädning' },
  { id: 5, name: 'Kontorsstädning' },
  { id: 6, name: 'ogräs' },
  { id: 7, name: 'snö' },
];
