/**
 * The materials panel: the catalogue (about 72 products), a unit and a count, and what is chosen.
 * A chunk of its own (issue 25 item 1: materials open on demand), fetched as soon as the form is
 * on screen (day-materials.tsx), so it is there, offline too, when the person opens it; the
 * registration screen and the service worker's precache stay within their budgets.
 */
import { useState } from 'react';
import { Button, Field, SelectField } from '../../../components/ui';
import { products as catalogue } from '../../../data/products';
import { units } from '../../../data/units';
import { sv } from '../../../i18n/sv';
import type { Product } from '../../../types/api';
import { productLine } from '../product-line';
import styles from './time-form.module.css';

/** 'Antal': digits, with one decimal comma (a point is taken as a comma). */
export function countOnly(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/\./g, ',').replace(/[^\d,]/g, '').split(',');
  return rest.length ? `${whole},${rest.join('')}` : whole;
}

const productOptions = catalogue.map((p) => ({ value: String(p._id), label: p.name }));
const unitOptions = units.map((u) => ({ value: u, label: u }));
const placeholderProduct = catalogue[0]?._id ?? 0;
const placeholderUnit = units[0];

export function MaterialsPanel({ id, products, onChange }: { id: string; products: Product[]; onChange: (products: Product[]) => void }) {
  const [productId, setProductId] = useState(placeholderProduct);
  const [unit, setUnit] = useState<string>(placeholderUnit);
  const [count, setCount] = useState('');
  const product = catalogue.find((p) => p._id === productId);
  const canAdd = count.trim() !== '' && product !== undefined && productId !== placeholderProduct;

  function add() {
    if (!canAdd) return;
    onChange([...products, { name: product.name, sort: unit === placeholderUnit ? '' : unit, count: count.trim() }]);
    setProductId(placeholderProduct);
    setUnit(placeholderUnit);
    setCount('');
  }

  return (
    <div id={id} className={styles.panel}>
      <SelectField label={sv.time.material} value={String(productId)} options={productOptions} onChange={(value) => setProductId(Number(value))} />
      <div className={styles.pair}>
        <SelectField label={sv.time.sort} value={unit} options={unitOptions} onChange={setUnit} />
        <Field
          label={sv.time.count}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={count}
          onChange={(e) => setCount(countOnly(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
      </div>
      <Button variant="secondary" block disabled={!canAdd} onClick={add}>
        {sv.time.addMaterial}
      </Button>
      {products.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{sv.time.materialsChosen}</h3>
          <ul className={styles.items}>
            {products.map((p, i) => (
              <li key={`${p.name}-${i}`} className={styles.item}>
                <span className={styles.wrap}>{productLine(p)}</span>
                <Button variant="danger" aria-label={sv.time.removeMaterial(p.name)} onClick={() => onChange(products.filter((_, j) => j !== i))}>
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
