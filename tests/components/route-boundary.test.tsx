/** A screen that fails (a chunk that cannot download after a redeploy) never leaves a blank page. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteBoundary } from '../../src/components/route-error';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

function renderBroken(message: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <MemoryRouter>
      <RouteBoundary>
        <Broken message={message} />
      </RouteBoundary>
    </MemoryRouter>,
  );
}

describe('route error boundary', () => {
  it("a chunk that failed to load offers 'Uppdatera sidan', which reloads", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderBroken('Failed to fetch dynamically imported module: /assets/bills-page-x.js');
    expect(screen.getByRole('alert')).toHaveTextContent('Sidan kunde inte laddas. Kontrollera anslutningen och försök igen.');
    await userEvent.click(screen.getByRole('button', { name: 'Uppdatera sidan' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('any other failure of a screen says so, with the same way on', () => {
    renderBroken('boom');
    expect(screen.getByRole('alert')).toHaveTextContent('Något gick fel på den här sidan.');
    expect(screen.getByRole('button', { name: 'Uppdatera sidan' })).toBeInTheDocument();
  });
});
