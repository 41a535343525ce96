import { useTranslation } from 'react-i18next';

export interface MaintenancePageProps {
  kind: 'operator' | 'group';
}

/** /maintenance/operator and /maintenance/group (Operation Management). */
export default function MaintenancePage({ kind }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <section className="card empty-state" data-maintenance={kind}>
      {/* TODO(maintenance): operator and group lists with add / modify / delete once their endpoints exist. */}
      <p>{t(`maintenance.${kind}Intro`)}</p>
    </section>
  );
}
