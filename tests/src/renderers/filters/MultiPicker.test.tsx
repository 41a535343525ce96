// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import { MultiPicker } from '../../../../src/renderers/filters/widgets/MultiPicker';

afterEach(cleanup);

const SITES = [{ value: 1, label: 'LuckyThai88' }, { value: 2, label: 'Golden Lotus' }, { value: 3, label: 'Siam Star' }];

function Sites({ onOuterKey }: { onOuterKey?: (key: string) => void }) {
  const [value, setValue] = useState<(string | number)[]>([]);
  return (
    <div onKeyDown={(e) => onOuterKey?.(e.key)}>
      <MultiPicker id="f-sites" options={SITES} value={value} onChange={setValue} allText="All sites" />
      <button type="button">Search</button>
    </div>
  );
}

const pickerButton = () => screen.getByRole('button', { name: 'All sites' });

describe('the sites picker', () => {
  it('closed by Escape from its search box gives the focus back to its button', () => {
    const outer = vi.fn();
    render(<Sites onOuterKey={outer} />);
    fireEvent.click(pickerButton());
    const search = screen.getByRole('searchbox');
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(pickerButton());
    expect(pickerButton().getAttribute('aria-expanded')).toBe('false');
    // the picker's own Escape: a drawer or dialog around it does not close too
    expect(outer).not.toHaveBeenCalledWith('Escape');
  });

  it('closed by Escape after choosing a site gives the focus back to its button, which says what was chosen', () => {
    render(<Sites />);
    fireEvent.click(pickerButton());
    const box = screen.getByRole('option', { name: 'Golden Lotus' }).querySelector('input')!;
    box.focus();
    fireEvent.click(box);
    fireEvent.keyDown(box, { key: 'Escape' });
    const button = screen.getByRole('button', { name: 'Golden Lotus' });
    expect(document.activeElement).toBe(button);
  });

  it('closed by its Close button gives the focus back to its button', () => {
    render(<Sites />);
    fireEvent.click(pickerButton());
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(pickerButton());
  });

  it('lets Escape through while closed', () => {
    const outer = vi.fn();
    render(<Sites onOuterKey={outer} />);
    pickerButton().focus();
    fireEvent.keyDown(pickerButton(), { key: 'Escape' });
    expect(outer).toHaveBeenCalledWith('Escape');
  });
});
