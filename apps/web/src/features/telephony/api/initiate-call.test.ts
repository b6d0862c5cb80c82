import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { initiateCall } from './initiate-call';

describe('initiateCall', () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts to the organization it is given (a task of another one), in the API's lower case", async () => {
    const fetchSpy = mockFetch(() => ({ status: 201, body: { data: { id: 9 } } }));
    await initiateCall({ type: 'live', phone_to: '+525511112222' }, 'CO');
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/api\/v2\/co\/telephony\/calls\/initiate$/);
  });
});
