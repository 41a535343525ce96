import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import type { ShellRoute } from '../routes/shellRoute';
import { PinDialog } from './PinDialog';
import { usePin } from './usePin';

/** 'Pin this page' or 'Pinned'; a click asks to save or cancel the pin (spec §4). */
export function PinButton({ route }: { route: Pick<ShellRoute, 'name'> }) {
  const { t } = useTranslation();
  const { pinned, busy, confirm } = usePin(route);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => { setAsking(false); button.current?.focus(); };
  return (
    <>
      <button ref={button} type="button" className="btn btn-sm pin-button" data-pinned={pinned} aria-pressed={pinned}
        onClick={() => setAsking(true)}>
        <Icon name="pin" size={16} /> {t(pinned ? 'shell.pin.pinned' : 'shell.pin.pin')}
      </button>
      {asking && (
        <PinDialog pinned={pinned} busy={busy} onClose={close}
          onConfirm={() => void confirm().then(close)} />
      )}
    </>
  );
}
