import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { readableRate } from '../../engine/format/readableRate';
import { CurrencyPicker } from '../../shell/toolbar/CurrencyPicker';
import { LanguagePicker } from '../../shell/toolbar/LanguagePicker';
import { BASE_CURRENCY, currencyChoices, globalStore, setCurrency } from '../../state/globalStore';
import { setLanguage } from '../../state/languageActions';
import { sessionStore } from '../../state/sessionStore';
import { PasswordCard } from './PasswordCard';
import { SecurityCard } from './SecurityCard';
import { SettingRow } from './SettingRow';
import { usePasswordChange } from './usePasswordChange';
import './setting.css';

/** /setting/accountsetting: the operator's account, display preferences, password and sign-in methods. */
export default function AccountSettingPage() {
  const { t } = useTranslation();
  const global = useSnapshot(globalStore);
  const { operator } = useSnapshot(sessionStore);
  const password = usePasswordChange();
  const found = global.exchangeRate.find((r) => r.currency === global.currency && r.currency !== BASE_CURRENCY);
  const rate = found && readableRate(found.currency, found.rate_to_base, BASE_CURRENCY);
  return (
    <div className="settings">
      <h1>{t('shell.settings')}</h1>
      <div className="settings-grid">
        <div className="settings-column">
          <section className="card settings-card" aria-labelledby="settings-account">
            <h2 id="settings-account">{t('settings.account')}</h2>
            <SettingRow label={t('settings.operatorAccount')}>{global.operatorAC}</SettingRow>
            <SettingRow label={t('settings.operatorName')}>{operator?.operatorName}</SettingRow>
            <SettingRow label={t('settings.group')}>{operator?.groupName ?? global.groupID ?? '—'}</SettingRow>
          </section>
          <section className="card settings-card" aria-labelledby="settings-display">
            <h2 id="settings-display">{t('settings.display')}</h2>
            <SettingRow label={t('common.language')}><LanguagePicker id="settings-lang" value={global.lang} onChange={setLanguage} /></SettingRow>
            <SettingRow label={t('common.currency')}>
              <CurrencyPicker id="settings-currency" value={global.currency} choices={currencyChoices(global.currencyList)} onChange={setCurrency} />
            </SettingRow>
            <SettingRow label={t('settings.rate')}>
              {found && rate ? t('settings.rateValue', { ...rate, date: found.rate_date }) : t('settings.baseCurrency')}
            </SettingRow>
            <SettingRow label={t('settings.apiVersion')}>{global.version}</SettingRow>
          </section>
        </div>
        <div className="settings-column">
          <SecurityCard operatorID={global.operatorID} operatorAC={global.operatorAC} otpEnabled={operator?.otpEnabled === true} />
          <PasswordCard busy={password.busy} onSubmit={password.submit} />
        </div>
      </div>
    </div>
  );
}
