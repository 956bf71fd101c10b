export { CoursesPage } from './components/courses-page';
export { CourseDetailPage } from './components/course-detail-page';
export { CreateCourseDialog, type CreateCourseDialogProps } from './components/create-course-dialog';
