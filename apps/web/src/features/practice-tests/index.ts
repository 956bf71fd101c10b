export { GenerateTestPage } from './components/generate-test-page';
