export { ExportMenu } from './components/export-menu';
export { PrintableResultsPage } from './components/printable-results-page';
