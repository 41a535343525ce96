import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';
import { usePopup } from './usePopup';

export interface SettingsMenuProps {
  operatorName: string;
  onSettings: () => void;
  onLogout: () => void;
}

/** The toolbar's settings menu: Settings and Log out; Escape or a click outside closes it. */
export function SettingsMenu({ operatorName, onSettings, onLogout }: SettingsMenuProps) {
  const { t } = useTranslation();
  const { open, setOpen, root, button } = usePopup();

  const choose = (action: () => void) => () => { setOpen(false); action(); };
  return (
    <div className="settings-menu" ref={root}>
      <button ref={button} type="button" className="operator-button" aria-haspopup="menu" aria-expanded={open}
        onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">{operatorName.slice(0, 1).toUpperCase()}</span>
        <span className="operator-name">{operatorName}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div role="menu" className="popup-menu" aria-label={t('shell.settingsMenu')}>
          <button type="button" role="menuitem" onClick={choose(onSettings)}>
            <Icon name="settings" size={18} /> {t('shell.settings')}
          </button>
          <button type="button" role="menuitem" onClick={choose(onLogout)}>
            <Icon name="logout" size={18} /> {t('shell.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
