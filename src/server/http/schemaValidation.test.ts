import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { object, string } from 'yup';
import { idParams, NoBody } from '../schemas/common';
import { yupBody } from '../schemas/fromYup';
import { AppError } from './AppError';
import { checkBody, NUL_CHARACTER, validatorCompiler } from './schemaValidation';

const form = object({
  email: string().trim().required('Email is required').email('Please enter a valid email address'),
  city: string().trim().max(5, 'City cannot exceed 5 characters'),
});

const Listing = Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: 10 }), seat: Type.String({ maxLength: 3 }) }, { additionalProperties: false, unknownFieldsMessage: 'These fields cannot be changed here' });

async function app(): Promise<FastifyInstance> {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setErrorHandler((error: Error, _request, reply) => {
    const status = error instanceof AppError ? error.status : (error as { statusCode?: number }).statusCode ?? 500;
    void reply.status(status).send({ error: error.message });
  });
  const api = server.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/listings/:id', { schema: { params: idParams('Listing'), querystring: Type.Object({ sortDir: Type.Optional(Type.Enum(['asc', 'desc'])), page: Type.Optional(Type.Integer()) }) } }, async (request) => ({
    id: request.params.id,
    idType: typeof request.params.id,
    page: request.query.page ?? null,
  }));
  api.put('/listings', { schema: { body: Listing } }, async (request) => request.body);
  api.post('/form', { schema: { body: yupBody(form) } }, async (request) => request.body);
  api.post('/nothing', { schema: { body: NoBody } }, async () => ({ ok: true }));
  return server;
}

describe('request parts checked against the route schemas', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await app();
  });
  afterAll(() => server.close());

  const get = (url: string) => server.inject({ method: 'GET', url });
  const send = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
    server.inject({ method, url, ...(payload !== undefined && { payload: payload as object }) });

  it('reads a path id as a number', async () => {
    const response = await get('/listings/42?page=3');
    expect(response.json()).toEqual({ id: 42, idType: 'number', page: 3 });
  });

  // 1e309 is Infinity as a number, which Ajv would coerce to and then let past every numeric rule.
  it.each(['abc', '-1', '1.5', '1234567890', '1e309', '-1e309'])('refuses the path id %s with the id message', async (id) => {
    const response = await get(`/listings/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Listing id must be a whole number' });
  });

  it('takes an empty query value as left out, on every route', async () => {
    expect((await get('/listings/42?page=&sortDir=')).json()).toEqual({ id: 42, idType: 'number', page: null });
  });

  it('names the query parameter and what it must be', async () => {
    expect((await get('/listings/1?sortDir=up')).json()).toEqual({ error: 'sortDir must be one of: asc, desc' });
    expect((await get('/listings/1?page=two')).json()).toEqual({ error: 'page must be a whole number' });
    expect((await get('/listings/1?page=1e999')).json()).toEqual({ error: 'page must be a whole number' });
  });

  it('takes a JSON body as sent: a number sent as text is refused', async () => {
    const response = await send('PUT', '/listings', { quantity: '2', seat: 'A1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'quantity must be a whole number' });
  });

  it('says which rule a body broke', async () => {
    expect((await send('PUT', '/listings', { quantity: 11, seat: 'A1' })).json()).toEqual({ error: 'quantity must be 10 or less' });
    expect((await send('PUT', '/listings', { quantity: 2, seat: 'A1234' })).json()).toEqual({ error: 'seat must be at most 3 characters' });
    expect((await send('PUT', '/listings', { seat: 'A1' })).json()).toEqual({ error: 'quantity is required' });
    expect((await send('PUT', '/listings', [1, 2])).json()).toEqual({ error: 'The request body must be an object' });
  });

  it('lists every field a schema does not allow, after its own words', async () => {
    const response = await send('PUT', '/listings', { quantity: 2, seat: 'A1', sellerId: 9, ticketStatus: 'SOLD' });
    expect(response.json()).toEqual({ error: 'These fields cannot be changed here: sellerId, ticketStatus' });
  });

  it("gives a form body the form's own message, first field first", async () => {
    expect((await send('POST', '/form', { city: 'Bengaluru' })).json()).toEqual({ error: 'Email is required' });
    expect((await send('POST', '/form', { email: 'riya@example.in', city: 'Bengaluru' })).json()).toEqual({ error: 'City cannot exceed 5 characters' });
  });

  it('hands the handler the form values trimmed', async () => {
    const response = await send('POST', '/form', { email: '  riya@example.in ', city: ' Goa ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'riya@example.in', city: 'Goa' });
  });

  it('refuses a list where a form wants text, with a 400 rather than a crash', async () => {
    const response = await send('POST', '/form', { email: ['riya@example.in'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'email must be text' });
  });

  it('refuses a NUL character in the body, the query or the path', async () => {
    expect((await send('POST', '/form', { email: 'riya@example.in', city: 'G\u0000a' })).json()).toEqual({ error: NUL_CHARACTER });
    expect((await get('/listings/1?sortDir=%00')).json()).toEqual({ error: NUL_CHARACTER });
  });

  it('takes no body, or an empty object, where a call reads none', async () => {
    expect((await send('POST', '/nothing')).statusCode).toBe(200);
    expect((await send('POST', '/nothing', {})).statusCode).toBe(200);
    const response = await send('POST', '/nothing', { anything: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This call takes no request body' });
  });

  it('checks a body a handler read itself the same way', () => {
    const check = checkBody(Listing);
    expect(check({ quantity: 2, seat: 'A1' })).toEqual({ quantity: 2, seat: 'A1' });
    expect(() => check({ quantity: 0, seat: 'A1' })).toThrow(new AppError(400, 'quantity must be 1 or more'));
  });
});
