/**
 * The materials step: products used, each with a unit and a count (SPEC.md §2), on demand: a
 * toggle here, the panel with the catalogue in its own chunk (day-materials-panel.tsx), fetched
 * once the form is on screen and the phone is idle, so it opens at once, offline too. Not before:
 * the day's form paints without waiting for it, and it takes no share of the network from what
 * the form draws with (issue 44). Opened earlier, it is asked for then, with a loader meanwhile.
 */
import { useEffect, useId, useState, type ComponentType } from 'react';
import { Button, Loader } from '../../../components/ui';
import { whenIdle } from '../../../lib/first-interaction';
import { sv } from '../../../i18n/sv';
import type { Product } from '../../../types/api';
import styles from './time-form.module.css';

type Panel = ComponentType<{ id: string; products: Product[]; onChange: (products: Product[]) => void }>;

let panel: Panel | null = null;
let loading: Promise<Panel> | null = null;

function loadPanel(): Promise<Panel> {
  loading ??= import('./day-materials-panel').then((m) => (panel = m.MaterialsPanel));
  return loading;
}

export function MaterialsStep({ products, onChange }: { products: Product[]; onChange: (products: Product[]) => void }) {
  const id = useId();
  const [open, setOpen] = useState(products.length > 0);
  const [Panel, setPanel] = useState<Panel | null>(() => panel);
  useEffect(() => {
    if (Panel) return;
    let live = true;
    (open ? loadPanel() : whenIdle(2000).then(loadPanel)).then(
      (loaded) => live && setPanel(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Panel, open]);

  return (
    <section className={[styles.materials, open ? styles.materialsOpen : ''].join(' ')} aria-labelledby={`${id}-toggle`}>
      <Button
        id={`${id}-toggle`}
        variant="secondary"
        block={open}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? sv.time.materialsHide : sv.time.materialsShow}
        {products.length > 0 ? ` (${products.length})` : ''}
      </Button>
      {open ? Panel ? <Panel id={`${id}-panel`} products={products} onChange={onChange} /> : <Loader /> : null}
    </section>
  );
}
