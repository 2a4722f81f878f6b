/** The dialog shell (components/dialog.tsx), issue 18: held under a sign-in, and the file input's own cancel. */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogsHeld } from '../../src/components/dialog';

function Shell({ held, onCancel }: { held: boolean; onCancel: () => void }) {
  return (
    <DialogsHeld value={held}>
      <Dialog open onCancel={onCancel} labelledBy="t">
        <h2 id="t">Nytt kvitto</h2>
        <label>
          Nummer <input defaultValue="" />
        </label>
        <label>
          Bild <input type="file" />
        </label>
      </Dialog>
    </DialogsHeld>
  );
}

describe('Dialog', () => {
  it('while held it leaves the top layer with its content kept, and comes back focused where it was', () => {
    const { rerender, container } = render(<Shell held={false} onCancel={() => undefined} />);
    const dialog = container.querySelector('dialog');
    const number = screen.getByLabelText('Nummer');
    fireEvent.change(number, { target: { value: 'S-401' } });
    number.focus();
    rerender(<Shell held onCancel={() => undefined} />);
    expect(dialog?.hasAttribute('open')).toBe(false);
    expect(screen.getByLabelText('Nummer', { selector: 'input' })).toHaveValue('S-401');
    rerender(<Shell held={false} onCancel={() => undefined} />);
    expect(dialog?.hasAttribute('open')).toBe(true);
    expect(screen.getByLabelText('Nummer')).toHaveValue('S-401');
    expect(screen.getByLabelText('Nummer')).toHaveFocus();
  });

  it("a file input's cancel (picker dismissed, or the same file again) does not cancel the dialog; Escape does", () => {
    const onCancel = vi.fn();
    const { container } = render(<Shell held={false} onCancel={onCancel} />);
    screen.getByLabelText('Bild').dispatchEvent(new Event('cancel', { bubbles: true, cancelable: true }));
    expect(onCancel).not.toHaveBeenCalled();
    container.querySelector('dialog')?.dispatchEvent(new Event('cancel', { bubbles: true, cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
