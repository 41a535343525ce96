/** What the report page (src/renderers/ReportPage.tsx, or the shell's pending page) is given. */
export interface ReportPageProps {
  reportId: string;
}
