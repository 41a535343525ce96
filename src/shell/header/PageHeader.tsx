import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageHeaderModel } from './pageHeader';

/** Title, parent title and breadcrumbs from Home. */
export function PageHeader({ model, showCrumbs = true }: { model: PageHeaderModel; showCrumbs?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="page-header">
      <div>
        {model.parentKey && <div className="page-parent">{t(model.parentKey)}</div>}
        <h1 className="page-title">{t(model.titleKey)}</h1>
      </div>
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
    </div>
  );
}
