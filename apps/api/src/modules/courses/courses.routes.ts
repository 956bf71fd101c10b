import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  courseDetailSchema,
  courseIdParamsSchema,
  courseListSchema,
  courseRefParamsSchema,
  courseSchema,
  courseStatusResultSchema,
  createCourseSchema,
  updateCourseStatusSchema,
} from '@studypilot/core';
import * as service from './courses.service.ts';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/courses',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['courses'],
        summary: "The student's courses, newest first, with document and test counts and average grade",
        response: { 200: courseListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.listCourses(app.db, request.user.id),
  );

  app.post(
    '/courses',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['courses'],
        summary: 'Create a course (active)',
        body: createCourseSchema,
        response: { 201: courseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const course = await service.createCourse(app.db, request.user.id, request.body);
      return reply.status(201).send(course);
    },
  );

  app.patch(
    '/courses/:id/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['courses'],
        summary: 'Close or reopen a course',
        params: courseIdParamsSchema,
        body: updateCourseStatusSchema,
        response: { 200: courseStatusResultSchema, ...errors },
      },
    },
    async (request) =>
      service.setCourseStatus(app.db, request.user.id, request.params.id, request.body.status),
  );

  app.get(
    '/courses/:slugOrId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['courses'],
        summary: 'A course by id or slug, with its documents and test history',
        params: courseRefParamsSchema,
        response: { 200: courseDetailSchema, ...errors },
      },
    },
    async (request) => service.getCourseDetail(app.db, request.user.id, request.params.slugOrId),
  );
};
