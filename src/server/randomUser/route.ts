// GET /api/ (and /api/1.4/): randomuser.me's API, so a client written for it works by changing its
// base URL. The parameters are read as theirs (params.ts); the people are ours (people.ts).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MissionError } from '../../worker/engine/runMission.ts';
import { VERSION } from '../../shared/version.ts';
import { sendBody, sendError } from '../http.ts';
import { readRandomUserQuery } from './params.ts';
import { peopleOf } from './people.ts';
import { RANDOM_USER_VERSION, type RandomUser } from './person.ts';
import { EXTENSIONS, MEDIA_TYPES, renderAnswer, type Record } from './render.ts';

/** A seed as randomuser.me draws one: sixteen lowercase hex digits. */
function drawSeed(): string {
  return randomBytes(8).toString('hex');
}

export async function randomUserRoute(
  req: IncomingMessage,
  res: ServerResponse,
  params: URLSearchParams,
  origin: string,
): Promise<void> {
  const query = readRandomUserQuery(lastValues(params));
  if ('parameter' in query) return sendError(req, res, 400, query.message, query.parameter);
  const seed = query.seed ?? drawSeed();
  let people: RandomUser[];
  try {
    people = await peopleOf(query, seed, origin);
  } catch (error) {
    if (error instanceof MissionError) {
      return sendError(
        req,
        res,
        400,
        error.message,
        query.source.kind === 'place' && query.source.pin !== undefined ? 'place' : 'q',
      );
    }
    throw error;
  }
  const results = people.map((person) => pick(person, query.fields));
  const info = query.noinfo
    ? undefined
    : { seed, results: query.results, page: query.page, version: RANDOM_USER_VERSION };
  const body = renderAnswer({ results, info }, query.format, query.callback);
  await sendBody(req, res, 200, body, {
    contentType: MEDIA_TYPES[query.format],
    // The answer is a function of the request (and, through the pictures, of the origin) alone.
    etagKey: query.seed === undefined ? undefined : JSON.stringify([VERSION, 'api', origin, query]),
    download: query.download ? `download.${EXTENSIONS[query.format]}` : undefined,
  });
}

/** The fields kept, in randomuser.me's order (which `fields` already is). */
function pick(person: RandomUser, fields: readonly (keyof RandomUser)[]): Record {
  const kept: { [key: string]: Record[string] } = {};
  for (const field of fields) kept[field] = person[field] as Record[string];
  return kept;
}

/** As randomuser.me reads a parameter given twice: its last value. */
function lastValues(params: URLSearchParams): URLSearchParams {
  const last = new URLSearchParams();
  for (const key of new Set(params.keys())) last.set(key, params.getAll(key).at(-1) ?? '');
  return last;
}
