// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n/i18n';
import { ConfirmRunDialog } from '../../../src/renderers/search/ConfirmRunDialog';
import { PinDialog } from '../../../src/shell/pin/PinDialog';

afterEach(cleanup);

/** A page's button opening a dialog, as the member search's Search and the pin button do. */
function Opener({ dialog }: { dialog: (close: () => void) => ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <a href="#behind">Behind</a>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

describe('a modal dialog from the keyboard', () => {
  for (const [name, dialog, confirm] of [
    ['the member search confirmation', (close: () => void) => <ConfirmRunDialog text="Search?" onConfirm={vi.fn()} onCancel={close} />, 'Search'],
    ['the pin dialog', (close: () => void) => <PinDialog pinned={false} busy={false} onConfirm={vi.fn()} onClose={close} />, 'Confirm'],
  ] as const) {
    it(`${name}: Tab stays inside, Escape closes and gives focus back to the button that opened it`, () => {
      render(<Opener dialog={dialog} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      const dialogBox = screen.getByRole('dialog');
      const buttons = [...dialogBox.querySelectorAll('button')];
      expect(document.activeElement?.textContent).toBe(confirm);
      // Tab past the last button comes back to the first, Shift+Tab from the first to the last
      fireEvent.keyDown(buttons.at(-1)!, { key: 'Tab' });
      expect(document.activeElement).toBe(buttons[0]);
      fireEvent.keyDown(buttons[0], { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(buttons.at(-1));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });
  }
});
