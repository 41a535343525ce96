import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

/** Shown while the toolbar is hidden (spec §2). */
export function ScrollTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <button type="button" className="scroll-top" aria-label={t('shell.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="arrowUp" />
    </button>
  );
}
