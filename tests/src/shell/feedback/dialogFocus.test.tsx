// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../../src/i18n/i18n';
import { DialogView } from '../../../../src/shell/feedback/DialogView';

afterEach(cleanup);

/** A form whose Save shows the global warning, as a refused operator does. */
function FormWithWarning() {
  const [warning, setWarning] = useState(false);
  return (
    <>
      <input aria-label="Account" />
      <button type="button" onClick={() => setWarning(true)}>Save</button>
      {warning && <DialogView kind="error" text="Operator already exists" onClose={() => setWarning(false)} />}
    </>
  );
}

describe('the global warning dialog', () => {
  it('takes the focus while open and gives it back where it was when closed, not to the page behind', () => {
    render(<FormWithWarning />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(save);
  });
});
