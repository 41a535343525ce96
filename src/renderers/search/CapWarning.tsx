import { useTranslation } from 'react-i18next';

/** A list over its cap (spec §8): the warning instead of the list, with how many were found. */
export function CapWarning({ messageKey, capped }: { messageKey?: string; capped: { count: number; cap: number } }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'tw' ? 'zh-TW' : 'en-US');
  return (
    <div className="report-capped card" role="alert">
      <strong>{t('renderers.member.capped.title')}</strong>
      <span>{t(messageKey ?? 'renderers.member.capped.title', { found: number(capped.count), cap: number(capped.cap) })}</span>
    </div>
  );
}
