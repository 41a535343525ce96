import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../i18n/language';
import { Icon } from '../icons';
import { DASHBOARD_PATH } from '../routes/staticRoutes';
import { CurrencyPicker } from './CurrencyPicker';
import { LanguagePicker } from './LanguagePicker';
import { SettingsMenu } from './SettingsMenu';

export interface ToolbarProps {
  visible: boolean;
  menuOpen: boolean;
  operatorName: string;
  lang: Lang;
  currency: string;
  currencies: readonly string[];
  onToggleMenu: () => void;
  onLang: (lang: Lang) => void;
  onCurrency: (currency: string) => void;
  onSettings: () => void;
  onLogout: () => void;
  /** Menus of the console beside the pickers (side drawer widgets, recent visits). */
  actions?: ReactNode;
}

/** The top toolbar: menu toggle, title link to the dashboard, pickers and the settings menu. */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <header className="toolbar" data-visible={props.visible}>
      <button type="button" className="icon-btn" aria-label={t('shell.toggleMenu')} aria-expanded={props.menuOpen}
        onClick={props.onToggleMenu}>
        <Icon name="menu" />
      </button>
      <Link to={DASHBOARD_PATH} className="toolbar-title">
        <span className="brand-mark" aria-hidden="true"><Icon name="chart" size={18} /></span>
        <span>{t('shell.appTitle')}</span>
      </Link>
      <div className="toolbar-spacer" />
      {props.actions && <div className="toolbar-actions">{props.actions}</div>}
      <div className="toolbar-pickers">
        <CurrencyPicker value={props.currency} choices={props.currencies} onChange={props.onCurrency} />
        <LanguagePicker value={props.lang} onChange={props.onLang} />
      </div>
      <SettingsMenu operatorName={props.operatorName} onSettings={props.onSettings} onLogout={props.onLogout} />
    </header>
  );
}
