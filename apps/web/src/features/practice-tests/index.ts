export { GenerateTestPage, type UploadBoxComponent } from './components/generate-test-page';
