import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { badRequest } from '../../src/platform/http-errors';
import { GENERIC_SERVER_ERROR } from '../../src/platform/plugins/error-handler';
import { validate } from '../../src/platform/plugins/validate';
import { createTestApp, type TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      app.get('/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
      app.post('/test/validate', async (request) => {
        const schema = object({
          name: string().required('Name is required'),
          email: string().email('Email must be a valid email address').required('Email is required'),
        });
        return validate(schema, request.body);
      });
      app.post(
        '/test/schema',
        { schema: { body: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } } } },
        async (request) => request.body,
      );
      app.get('/test/bad', async () => {
        throw badRequest('Nope', { field: ['Nope'] });
      });
    },
  });
});
afterAll(async () => t?.close());

describe('request ids', () => {
  it('echoes the client X-Request-ID in the response and on every log line of the request', async () => {
    const requestId = '3b241101-e2bb-4255-8caf-4136c566a962';
    const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': requestId } });
    expect(response.headers['x-request-id']).toBe(requestId);
    const lines = t.logs.lines.filter((line) => line.requestId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('makes a uuid when the client sends none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces a request id that could forge log content', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'a b\n{"level":60}' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('error answers', () => {
  it('answers an unknown route with 404 and a message naming it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Nope/there?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /Nope/there was not found', title: 'Not Found' });
  });

  it('answers a server fault with a generic message, logs the cause, and leaks nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/boom', headers: { 'x-request-id': 'boom-1' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_SERVER_ERROR, title: 'Internal Server Error' });
    expect(response.body).not.toContain('hunter2');
    const logged = t.logs.lines.find((line) => line.requestId === 'boom-1' && line.level === 50);
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answers yup validation failures with 400, the first message and every field error', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/validate', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is required',
      title: 'Bad Request',
      errors: { name: ['Name is required'], email: ['Email must be a valid email address'] },
    });
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/validate',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("answers Fastify's own schema validation failures with 400 and field errors", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/schema', payload: { count: 'many' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ title: 'Bad Request', errors: { count: ['must be integer'] } });
    const missing = await t.app.inject({ method: 'POST', url: '/test/schema', payload: {} });
    expect(missing.json().errors).toEqual({ count: ["must have required property 'count'"] });
  });

  it('passes thrown client errors through with their message and field errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/bad' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Nope', title: 'Bad Request', errors: { field: ['Nope'] } });
  });
});
