import { withReportTexts, type ReportTexts } from '../../locales';

/** Each report's own texts, found by convention beside its definition (Vite adds a new file to the bundle as it appears). */
const reportTexts = import.meta.glob<ReportTexts>('../../reports/**/*.locale.json', { eager: true, import: 'default' });

/** The browser's texts: the shared locale files and every report's own. */
export const LOCALES = withReportTexts(reportTexts);
