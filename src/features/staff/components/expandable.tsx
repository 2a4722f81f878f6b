/** Sections that open and close with a button (aria-expanded), as the admin's detail views use. */
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui';
import { sv } from '../../../i18n/sv';
import styles from './staff.module.css';

/**
 * A headed section opened by its 'Klicka här' button (SPEC.md §2 'Staff table'), or by a
 * button of its own label. The content mounts only while open.
 */
export function Expandable({
  heading,
  button = sv.app.clickHere,
  children,
  open: controlled,
  onOpenChange,
}: {
  heading: string;
  button?: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const id = useId();
  function toggle() {
    setOwn(!open);
    onOpenChange?.(!open);
  }
  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-h`}>{heading}</h2>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-describedby={button === heading ? undefined : `${id}-h`}
          onClick={toggle}
        >
          {button}
        </Button>
      </div>
      <div id={`${id}-panel`} hidden={!open}>
        {open ? children : null}
      </div>
    </section>
  );
}
