import { useTranslation } from 'react-i18next';
import { openSavedViews } from '../../state/sideDrawerStore';
import { Icon } from '../icons';

/** The toolbar's button that shows the operator's saved views in the side drawer. */
export function SavedViewsButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="icon-btn" aria-label={t('views.list.open')} title={t('views.list.open')} data-testid="saved-views-button"
      onClick={openSavedViews}>
      <Icon name="bookmark" />
    </button>
  );
}
