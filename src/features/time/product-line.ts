import type { Product } from '../../types/api';

/** A material as one line: '10234 Allrengöring 5 l × 2 donk'. */
export function productLine(p: Product): string {
  return [p.name, p.count && `× ${p.count}`, p.sort].filter(Boolean).join(' ');
}
