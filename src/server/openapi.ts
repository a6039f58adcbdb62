// The OpenAPI 3.1 document served at /openapi.json. Built from the definitions the server itself
// reads: the agent's schema is the package's JSON Schema file (schema/agent.schema.json, which OpenAPI
// 3.1 takes as it is), and every list of values (formats, fields, nationalities) and every limit is
// the constant the routes check against, so the document cannot drift from the server.
import agentSchema from '../../schema/agent.schema.json' with { type: 'json' };
import { AGENT_FIELD_NAMES } from '../shared/agentFields.ts';
import { MAX_QUERY_LENGTH, MAX_STREAMED_AGENTS, PROFILES_PER_SEARCH } from '../shared/limits.ts';
import { LATEST_MISSION_VERSION, MISSION_VERSIONS } from '../shared/types.ts';
import { VERSION } from '../shared/version.ts';
import { MAX_GENDER_DEPTH, MAX_RESULTS, RANDOM_USER_FORMATS, RANDOM_USER_NATS } from './randomUser/params.ts';
import { RANDOM_USER_VERSION, USER_FIELDS } from './randomUser/person.ts';
import { DEFAULT_PASSWORD_MAX, DEFAULT_PASSWORD_MIN, PASSWORD_SETS } from './randomUser/password.ts';
import { V1_FORMATS, V1_MEDIA_TYPES } from './v1.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const text = { type: 'string' };
const integer = { type: 'integer' };

/** The user object, as docs/SERVER.md describes each field. */
const RANDOM_USER_SCHEMA: Json = {
  type: 'object',
  properties: {
    gender: { type: 'string', enum: ['female', 'male'] },
    name: { type: 'object', properties: { title: text, first: text, last: text } },
    location: {
      type: 'object',
      properties: {
        street: { type: 'object', properties: { number: integer, name: text } },
        city: text,
        state: text,
        country: text,
        postcode: {
          type: 'string',
          description: 'Always text: postcodes keep their leading zeros and letters.',
        },
        coordinates: { type: 'object', properties: { latitude: text, longitude: text } },
        timezone: {
          type: 'object',
          properties: {
            offset: { type: 'string', pattern: '^[+-]?\\d{1,2}:\\d{2}$' },
            description: { type: 'string', description: 'The IANA time zone, such as Europe/Berlin.' },
          },
        },
      },
    },
    email: { type: 'string', format: 'email' },
    login: {
      type: 'object',
      properties: {
        uuid: { type: 'string', format: 'uuid' },
        username: text,
        password: text,
        salt: text,
        md5: text,
        sha1: text,
        sha256: text,
      },
    },
    dob: { type: 'object', properties: { date: { type: 'string', format: 'date-time' }, age: integer } },
    registered: {
      type: 'object',
      properties: { date: { type: 'string', format: 'date-time' }, age: integer },
    },
    phone: text,
    cell: text,
    id: { type: 'object', properties: { name: text, value: { type: ['string', 'null'] } } },
    picture: {
      type: 'object',
      properties: {
        large: { type: 'string', format: 'uri' },
        medium: { type: 'string', format: 'uri' },
        thumbnail: { type: 'string', format: 'uri' },
      },
    },
    nat: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
};

const ERROR_SCHEMA: Json = {
  type: 'object',
  required: ['error'],
  properties: {
    error: text,
    parameter: { type: 'string', description: 'The parameter to blame, when one is.' },
  },
};

const badRequest: Json = {
  description: 'A parameter is wrong; `parameter` names it.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

function parameter(name: string, description: string, schema: Json, required = false): Json {
  return { name, in: 'query', required, description, schema };
}

const seed = parameter(
  'seed',
  'Any text up to 100 characters, or a number: the same seed, the same people, forever. Drawn when absent.',
  { type: 'string', maxLength: 100 },
);
const query = parameter(
  'q',
  'A place or keywords, in any script or spelling: "tokyo", "cyber ops in lyon".',
  {
    type: 'string',
    maxLength: MAX_QUERY_LENGTH,
  },
);
const place = parameter(
  'place',
  'A place pin (`city:2988507`, `country:DE`, `region:DE:State of Berlin`), as /v1/places gives it: the place, whatever q says.',
  { type: 'string' },
);

/**
 * The document. Made on each call (it is small), from the constants the routes read.
 *
 * @example openApiDocument().openapi === "3.1.0"
 */
export function openApiDocument(): { [key: string]: Json } {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'The Silent Directory',
      version: VERSION,
      description:
        'Invented people who fit their place. /api/ speaks randomuser.me’s API 1.4; /v1/ is the server’s own, the data tool’s missions over HTTP.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    paths: {
      '/api/': {
        get: {
          summary: 'People in randomuser.me’s shape',
          description: `randomuser.me's API ${RANDOM_USER_VERSION}; also at /api/1.0/ to /api/1.4/. Each parameter's last value counts.`,
          parameters: [
            parameter('results', `How many people, 1 to ${MAX_RESULTS}.`, {
              type: 'integer',
              minimum: 1,
              maximum: MAX_RESULTS,
              default: 1,
            }),
            parameter(
              'page',
              `Which page of the seed's list. With gender, page × results is at most ${MAX_GENDER_DEPTH}.`,
              {
                type: 'integer',
                minimum: 1,
                default: 1,
              },
            ),
            seed,
            parameter('gender', 'Only people of this sex.', { type: 'string', enum: ['female', 'male'] }),
            parameter(
              'nat',
              `Comma-separated ISO 3166-1 codes: randomuser.me's ${RANDOM_USER_NATS.length} (${RANDOM_USER_NATS.join(', ')}, the default) or any other country.`,
              { type: 'string' },
            ),
            parameter('inc', 'The fields to keep, comma-separated.', {
              type: 'string',
              examples: [USER_FIELDS.join(',')],
            }),
            parameter('exc', 'The fields to leave out (read without inc).', { type: 'string' }),
            parameter('noinfo', 'Leave out `info`.', { type: 'string' }),
            parameter('format', 'The answer’s format (`prettyjson` is `pretty`).', {
              type: 'string',
              enum: [...RANDOM_USER_FORMATS],
              default: 'json',
            }),
            parameter('callback', 'JSONP: the function name to wrap the JSON in.', { type: 'string' }),
            parameter('dl', 'Answer as a download.', { type: 'string' }),
            parameter(
              'password',
              `The passwords' characters and length: sets (${Object.keys(PASSWORD_SETS).join(', ')}) and MAX or MIN-MAX, comma-separated; ${DEFAULT_PASSWORD_MIN}–${DEFAULT_PASSWORD_MAX} characters when no length is named. Each set named appears at least once.`,
              { type: 'string', examples: ['upper,lower,number,8-16'] },
            ),
            {
              ...(query as { [key: string]: Json }),
              description: 'Ours: people of one place, any place a person types (not with nat).',
            },
            {
              ...(place as { [key: string]: Json }),
              description: 'Ours: people of one pinned place (not with nat).',
            },
          ],
          responses: {
            '200': {
              description: 'The people, and `info` unless noinfo.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      results: { type: 'array', items: { $ref: '#/components/schemas/RandomUser' } },
                      info: {
                        type: 'object',
                        properties: {
                          seed: text,
                          results: integer,
                          page: integer,
                          version: { const: RANDOM_USER_VERSION },
                        },
                      },
                    },
                  },
                },
                'text/csv': { schema: text },
                'text/x-yaml': { schema: text },
                'text/xml': { schema: text },
              },
            },
            '400': badRequest,
          },
        },
      },
      '/v1/agents': {
        get: {
          summary: 'A mission’s agents as one file, streamed',
          parameters: [
            { ...(query as { [key: string]: Json }), required: true },
            place,
            seed,
            parameter('count', `How many agents, 1 to ${MAX_STREAMED_AGENTS}.`, {
              type: 'integer',
              minimum: 1,
              maximum: MAX_STREAMED_AGENTS,
              default: PROFILES_PER_SEARCH,
            }),
            parameter('version', 'The mission version: pin it to replay the same agents forever.', {
              type: 'integer',
              enum: [...MISSION_VERSIONS],
              default: LATEST_MISSION_VERSION,
            }),
            parameter('fields', 'Only these fields, in this order, comma-separated.', {
              type: 'string',
              examples: [AGENT_FIELD_NAMES.slice(0, 3).join(',')],
            }),
            parameter('format', 'The file’s format.', {
              type: 'string',
              enum: [...V1_FORMATS],
              default: 'json',
            }),
            parameter('dl', 'Answer as a download.', { type: 'string' }),
          ],
          responses: {
            '200': {
              description: 'The agents; the seed used is in the X-Seed header.',
              content: Object.fromEntries(
                V1_FORMATS.map((format) => [
                  V1_MEDIA_TYPES[format].split(';')[0] ?? format,
                  format === 'json'
                    ? { schema: { type: 'array', items: { $ref: '#/components/schemas/Agent' } } }
                    : { schema: text },
                ]),
              ),
            },
            '400': badRequest,
            '503': { description: 'Too many streams at once; Retry-After says when to try again.' },
          },
        },
      },
      '/v1/agents/{index}': {
        get: {
          summary: 'One agent of a mission, alone',
          parameters: [
            {
              name: 'index',
              in: 'path',
              required: true,
              schema: { type: 'integer', minimum: 0, maximum: MAX_STREAMED_AGENTS - 1 },
            },
            { ...(query as { [key: string]: Json }), required: true },
            place,
            { ...(seed as { [key: string]: Json }), required: true },
            parameter('version', 'The mission version.', { type: 'integer', enum: [...MISSION_VERSIONS] }),
            parameter('count', 'The mission’s size (a linked mission’s agents depend on it).', {
              type: 'integer',
            }),
          ],
          responses: {
            '200': {
              description: 'The agent.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { index: integer, seed: text, agent: { $ref: '#/components/schemas/Agent' } },
                  },
                },
              },
            },
            '400': badRequest,
          },
        },
      },
      '/v1/places': {
        get: {
          summary: 'How a query resolves: the place, the pin that replays it, the alternatives, why',
          parameters: [{ ...(query as { [key: string]: Json }), required: true }],
          responses: {
            '200': {
              description: 'The resolution.',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            '400': badRequest,
          },
        },
      },
      '/healthz': { get: { summary: 'Alive', responses: { '200': { description: '`{"status":"ok"}`' } } } },
    },
    components: {
      schemas: {
        Agent: agentSchema as unknown as Json,
        RandomUser: RANDOM_USER_SCHEMA,
        Error: ERROR_SCHEMA,
      },
    },
  };
}
