/**
 * What the SIE file does with voucher numbers that would meet (sie-numbers.ts, issue 41 item 5):
 * items registered in the same second as another of their series, numbered from their id, and
 * items whose number would still be given twice, left out. Shown before the file is saved, and
 * named again once it is.
 */
import { sv } from '../../../i18n/sv-admin';
import type { SieResult } from '../exports/sie';

type Numbers = Pick<SieResult, 'renumbered' | 'unnumbered'>;

const renumbered = (result: Numbers) =>
  result.renumbered.map((r) => sv.monthClose.renumberedItem(r.text, `${r.series} ${r.number}`, r.keptBy, `${r.series} ${r.shared}`));
const unnumbered = (result: Numbers) => result.unnumbered.map((u) => sv.monthClose.unnumberedItem(u.text, `${u.series} ${u.number}`));

/** The lines said once the file is saved. */
export function sieNumberNotes(result: Numbers): string[] {
  const moved = renumbered(result);
  const left = unnumbered(result);
  return [
    ...(moved.length ? [`${sv.monthClose.renumberedIntro} ${moved.join('; ')}.`] : []),
    ...(left.length ? [sv.monthClose.unnumberedLeftOut(left.join(', '))] : []),
  ];
}

/** The same before the file is saved: each kind with its explanation and its items. */
export function SieNumberNotes({ result }: { result: Numbers }) {
  const sections = [
    { intro: sv.monthClose.renumberedIntro, items: renumbered(result) },
    { intro: sv.monthClose.unnumberedIntro, items: unnumbered(result) },
  ].filter((section) => section.items.length > 0);
  return sections.map((section) => (
    <div key={section.intro}>
      <p>{section.intro}</p>
      <ul>
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  ));
}
