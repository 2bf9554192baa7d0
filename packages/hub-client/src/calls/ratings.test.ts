// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hubAnswering, requestedPath } from '../test/fetch-stub';
import { getRatingProfile, getRatingProfiles, sendRatingAnswer } from './ratings';

const profile = { id: 3, title: 'Dinner', fields: [{ id: 1, title: 'Restaurant', values: ['Aurora'] }], questions: [] };

describe('rating calls', () => {
  it.each([
    [false, 'ratings/profiles?allInOne=false'],
    [true, 'ratings/profiles?allInOne=true'],
  ])('GET profiles with allInOne=%s', async (allInOne, path) => {
    const { hub, requests } = hubAnswering([profile]);
    expect(await getRatingProfiles(hub, allInOne)).toMatchObject({ ok: true });
    expect(requestedPath(requests[0])).toBe(path);
  });

  it('GET one profile', async () => {
    const { hub, requests } = hubAnswering(profile);
    expect(await getRatingProfile(hub, 3)).toMatchObject({ ok: true, value: { title: 'Dinner' } });
    expect(requestedPath(requests[0])).toBe('ratings/profiles/3');
  });

  it('sends text answers URL-encoded and ratings as numbers', async () => {
    const { hub, requests } = hubAnswering({ failed: false });
    const answer = {
      id: 3,
      fields: [{ id: 1, field: 'Restaurant', value: 'Aurora' }],
      answers: [
        { id: 5, text: 'Lovely & quiet' },
        { id: 6, rating: 9 },
      ],
    };
    expect(await sendRatingAnswer(hub, answer)).toEqual({ ok: true, value: null });
    expect(requestedPath(requests[0])).toBe('ratings/answer');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      ...answer,
      answers: [
        { id: 5, text: 'Lovely%20%26%20quiet' },
        { id: 6, rating: 9 },
      ],
    });
  });

  it('treats an answer with failed: true as an error', async () => {
    const { hub } = hubAnswering({ failed: true });
    expect(await sendRatingAnswer(hub, { id: 3, fields: [], answers: [] })).toMatchObject({ ok: false });
  });
});
