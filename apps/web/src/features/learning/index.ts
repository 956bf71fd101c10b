export { ReviewPage } from './components/review-page';
export { DashboardLearning } from './components/progress-charts';
export { CourseLearning } from './components/course-learning';
export { PractiseMistakesButton, ResultsLearning } from './components/practice-mistakes';
export { QuestionFlag } from './components/question-flag';
export { EditTestPage } from './components/edit-test-page';
export type { PractiseTopicComponent } from './components/weak-topics';
