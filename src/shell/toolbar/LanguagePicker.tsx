import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang } from '../../i18n/language';

export interface LanguagePickerProps {
  value: Lang;
  onChange: (lang: Lang) => void;
  id?: string;
}

/** English or Traditional Chinese, each named in its own language. */
export function LanguagePicker({ value, onChange, id = 'toolbar-lang' }: LanguagePickerProps) {
  const { t } = useTranslation();
  return (
    <label className="picker" htmlFor={id}>
      <span className="sr-only">{t('common.language')}</span>
      <select id={id} className="select select-compact" value={value} onChange={(e) => onChange(e.target.value as Lang)}>
        {LANGUAGES.map((lang) => <option key={lang} value={lang}>{t(`common.languages.${lang}`)}</option>)}
      </select>
    </label>
  );
}
