import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageHeaderModel } from './pageHeader';

/** Title, parent title, breadcrumbs from Home, the page's actions (the pin button), and on a report up to when its data runs. */
export function PageHeader({ model, showCrumbs = true, actions, dataTo }: { model: PageHeaderModel; showCrumbs?: boolean; actions?: ReactNode; dataTo?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="page-header">
      <div>
        {model.parentKey && <div className="page-parent">{t(model.parentKey)}</div>}
        <h1 className="page-title">{t(model.titleKey)}</h1>
      </div>
      <div className="page-header-side">
        {actions && <div className="page-actions">{actions}</div>}
        {showCrumbs && (
          <nav aria-label={t('shell.breadcrumbs')} className="breadcrumbs">
            {model.crumbs.map((crumb, i) => (
              <Fragment key={`${crumb.titleKey}-${i}`}>
                {i > 0 && <span className="crumb-sep" aria-hidden="true">/</span>}
                {crumb.to ? <Link to={crumb.to}>{t(crumb.titleKey)}</Link>
                  : <span aria-current={i === model.crumbs.length - 1 ? 'page' : undefined}>{t(crumb.titleKey)}</span>}
              </Fragment>
            ))}
          </nav>
        )}
        {dataTo && <span className="page-data-to">{t('shell.dataTo', { time: dataTo })}</span>}
      </div>
    </div>
  );
}
