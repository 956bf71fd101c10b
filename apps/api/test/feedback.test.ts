import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, resetDatabase, signUp, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetDatabase(ctx.database));

const send = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie }, payload });

describe('feedback', () => {
  it("stores feedback and lists only the student's own, newest first", async () => {
    const me = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const first = await send(me.cookie, { topic: 'bug', rating: 2, message: 'The timer froze.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ topic: 'bug', rating: 2, message: 'The timer froze.' });
    await send(other.cookie, { topic: 'general', rating: 5, message: 'Not yours' });
    const second = await send(me.cookie, { topic: 'feature', rating: 5, message: '  Dark mode please  ' });
    expect(second.json().message).toBe('Dark mode please');

    const res = await ctx.app.inject({ method: 'GET', url: '/api/feedback', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { message: string }) => f.message)).toEqual([
      'Dark mode please',
      'The timer froze.',
    ]);
  });

  it.each([
    ['an unknown topic', { topic: 'praise', rating: 3, message: 'x' }],
    ['a rating of 0', { topic: 'general', rating: 0, message: 'x' }],
    ['a rating of 6', { topic: 'general', rating: 6, message: 'x' }],
    ['a fractional rating', { topic: 'general', rating: 2.5, message: 'x' }],
    ['a blank message', { topic: 'general', rating: 3, message: '   ' }],
    ['a 2001-character message', { topic: 'general', rating: 3, message: 'x'.repeat(2001) }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { cookie } = await signUp(ctx.app);
    const res = await send(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('accepts a 2000-character message', async () => {
    const { cookie } = await signUp(ctx.app);
    const res = await send(cookie, { topic: 'content', rating: 4, message: 'y'.repeat(2000) });
    expect(res.statusCode).toBe(201);
  });
});
