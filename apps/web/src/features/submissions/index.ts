export { TakeTestPage } from './components/take-test-page';
export { TestResultsPage } from './components/test-results-page';
