/** Challenges: publishing, reading one, the article reader, category suggestions and drafts. */
import type { UserRow } from '../../context.js';
import type { Database } from '../../db/client.js';
import { handlers } from '../../http/endpoint.js';
import { ApiError, invalid, notFound } from '../../http/errors.js';
import { enforce } from '../../http/policy.js';
import { safeFetch, UnsafeAddressError } from '../../http/safe-fetch.js';
import { parseArticle } from './article.js';
import { categorify } from './categorify.js';
import { publishChallenge } from './commands.js';
import { canUseDraft } from './policy.js';
import {
  type DraftRow,
  deleteDraft,
  describeChallenge,
  draftsPage,
  findDraft,
  insertDraft,
  leafCategories,
  readChallenge,
  updateDraft,
} from './queries.js';
import { draftBody } from './serialize.js';

/** The viewer's own draft, or 404. */
async function ownDraft(db: Database, user: UserRow, id: string): Promise<DraftRow> {
  const draft = await findDraft(db, id);
  if (!draft) throw notFound('Draft');
  enforce(canUseDraft(user, draft));
  return draft;
}

export const challengeHandlers = handlers({
  createChallenge: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    const key = c.req.header('idempotency-key')?.slice(0, 100) || null;
    const { row, earned } = await publishChallenge(db, {
      user,
      input: body,
      here: c.var.platform,
      key,
      now,
      announcer: c.var.deps,
    });
    return { data: { challenge: await describeChallenge(db, row), neurons_earned: earned } };
  },

  article: async (_c, { body: { url } }) => {
    try {
      const page = await safeFetch(url);
      if (page.status >= 400) throw invalid('url', `The site answered ${page.status}.`);
      if (!/html/i.test(page.contentType)) throw invalid('url', 'This address is not a web page.');
      return { data: parseArticle(page.body, page.url) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof UnsafeAddressError)
        throw invalid('url', 'This address cannot be fetched.');
      throw invalid('url', 'The article could not be read.');
    }
  },

  categorify: async (c, { query }) => {
    const match = categorify(query.q, await leafCategories(c.var.deps.db));
    return {
      data: { category: match ? { id: match.id, slug: match.slug, name: match.name } : null },
    };
  },

  challenge: async (c, { params }) => {
    const challenge = await readChallenge(c.var.deps.db, params.id);
    if (!challenge) throw notFound('Challenge');
    return { data: challenge };
  },

  drafts: async (c, { user, query: { page, size, draft_type } }) => {
    const { rows, total } = await draftsPage(c.var.deps.db, user.id, draft_type, { page, size });
    return { data: rows.map(draftBody), meta: { total, page, size } };
  },

  createDraft: async (c, { user, body }) => {
    const { db, now } = c.var.deps;
    const row = await insertDraft(db, {
      userId: user.id,
      origin: body.origin,
      draftType: body.draft_type,
      content: body.content,
      createdAt: now(),
      updatedAt: now(),
    });
    return { data: draftBody(row) };
  },

  updateDraft: async (c, { user, params, body }) => {
    const { db, now } = c.var.deps;
    const draft = await ownDraft(db, user, params.id);
    const row = await updateDraft(db, draft.id, {
      origin: body.origin,
      content: body.content,
      updatedAt: now(),
    });
    if (!row) throw notFound('Draft');
    return { data: draftBody(row) };
  },

  deleteDraft: async (c, { user, params }) => {
    const { db } = c.var.deps;
    const draft = await ownDraft(db, user, params.id);
    await deleteDraft(db, draft.id);
    return { data: { ok: true as const } };
  },
});
