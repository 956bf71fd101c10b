export { CoursesPage } from './components/courses-page';
export { CourseDetailPage } from './components/course-detail-page';
