/** Unit options of the order screen's unit picker (SPEC.md §3), placeholder first. */
export const units = ['Välja', 'Styck', 'kartong', 'ball', 'Rulle', 'kilo', 'donk', 'liter'] as const;
