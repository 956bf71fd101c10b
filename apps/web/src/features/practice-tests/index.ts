export { GenerateTestPage, type UploadBoxComponent } from './components/generate-test-page';
export { PractiseTopicButton } from './components/practise-topic-button';
