import { describe, expect, it } from 'vitest';
import { adminRoles, agentRecord } from '../testing/fixtures';
import { decideNavigation, type GuardDecision, type GuardInput, homePath, type RouteKind } from './guards';

const admin = { roles: adminRoles, agent: null };
const agent = { roles: [], agent: agentRecord };
const adminAgent = { roles: adminRoles, agent: agentRecord };
const staff = { roles: [], agent: null };

const MX = { code: 'MX' };
const CO = { code: 'CO' };
const both = [MX, CO];

type Case = [label: string, kind: RouteKind, input: GuardInput, expected: GuardDecision];

const input = (overrides: Partial<GuardInput>): GuardInput => ({
  user: staff,
  organizations: both,
  currentCode: 'MX',
  ...overrides,
});

const allow: GuardDecision = { redirect: null };
const to = (redirect: string): GuardDecision => ({ redirect });

const cases: Case[] = [
  // /login (guests only)
  ['login: a guest stays', 'guest', input({ user: null, organizations: [] }), allow],
  [
    'login: signed in goes to the current organization (lower-case)',
    'guest',
    input({ currentCode: 'CO' }),
    to('/co'),
  ],
  ['login: saved code any case', 'guest', input({ currentCode: 'co' }), to('/co')],
  [
    'login: unknown saved code falls to the first organization',
    'guest',
    input({ currentCode: 'ZZ' }),
    to('/mx'),
  ],
  [
    'login: no organizations, agent goes to agent dashboard',
    'guest',
    input({ user: agent, organizations: [] }),
    to('/agent/dashboard'),
  ],
  [
    'login: no organizations, not an agent, stays',
    'guest',
    input({ organizations: [], currentCode: null }),
    allow,
  ],
  [
    'login: organizations failed to load, agent',
    'guest',
    input({ user: agent, organizations: null }),
    to('/agent/dashboard'),
  ],

  // / (index of the signed-in layout)
  ['/: a guest goes to login', 'root-index', input({ user: null }), to('/login')],
  ['/: first organization, not the current one', 'root-index', input({ currentCode: 'CO' }), to('/mx')],
  [
    '/: no organization, agent',
    'root-index',
    input({ user: agent, organizations: [] }),
    to('/agent/dashboard'),
  ],
  ['/: no organization, not an agent', 'root-index', input({ organizations: [] }), to('/login')],

  // Rule 1: protected routes need a signed-in user
  ['rule 1: protected, guest', 'protected', input({ user: null }), to('/login')],
  ['rule 1: protected, signed in', 'protected', input({}), allow],
  ['rule 1: admin route, guest', 'admin', input({ user: null }), to('/login')],
  ['rule 1: agent route, guest', 'agent', input({ user: null }), to('/login')],
  ['rule 1: organization route, guest', 'organization', input({ user: null, urlCode: 'mx' }), to('/login')],

  // Rule 2: admin routes
  ['rule 2: admin passes', 'admin', input({ user: admin }), allow],
  ['rule 2: admin who is also agent passes', 'admin', input({ user: adminAgent }), allow],
  ['rule 2: non-admin goes to the current organization', 'admin', input({ currentCode: 'CO' }), to('/co')],
  [
    'rule 2: non-admin without organizations, agent',
    'admin',
    input({ user: agent, organizations: [] }),
    to('/agent/dashboard'),
  ],
  ['rule 2: non-admin without organizations, not agent', 'admin', input({ organizations: [] }), to('/login')],

  // Rule 3: agent routes
  ['rule 3: agent passes', 'agent', input({ user: agent }), allow],
  [
    'rule 3: non-agent goes to the organization dashboard',
    'agent',
    input({ user: admin, currentCode: 'CO' }),
    to('/co'),
  ],
  [
    'rule 3: non-agent without organizations goes to login',
    'agent',
    input({ organizations: [] }),
    to('/login'),
  ],

  // Rule 4: organizations must load
  [
    'rule 4: failed organization load goes to login',
    'organization',
    input({ organizations: null, urlCode: 'mx' }),
    to('/login'),
  ],
  [
    'rule 4: failed load, even for an agent',
    'organization',
    input({ user: agent, organizations: null, urlCode: 'mx' }),
    to('/login'),
  ],

  // Rule 5: case-insensitive match and fallback chain
  ['rule 5: lower-case URL matches', 'organization', input({ urlCode: 'mx' }), allow],
  ['rule 5: upper-case URL matches', 'organization', input({ urlCode: 'MX' }), allow],
  ['rule 5: mixed-case URL matches', 'organization', input({ urlCode: 'mX' }), allow],
  [
    'rule 5: unknown code goes to the first organization',
    'organization',
    input({ urlCode: 'zz', currentCode: 'CO' }),
    to('/mx'),
  ],
  [
    'rule 5: inaccessible code goes to the first organization',
    'organization',
    input({ organizations: [CO], urlCode: 'mx', currentCode: 'CO' }),
    to('/co'),
  ],
  [
    'rule 5: no organization, agent',
    'organization',
    input({ user: agent, organizations: [], urlCode: 'mx' }),
    to('/agent/dashboard'),
  ],
  [
    'rule 5: no organization, not agent',
    'organization',
    input({ organizations: [], urlCode: 'mx' }),
    to('/login'),
  ],

  // Rule 6: the URL organization becomes the current one
  [
    'rule 6: different organization is selected',
    'organization',
    input({ urlCode: 'co', currentCode: 'MX' }),
    { redirect: null, select: 'CO' },
  ],
  [
    'rule 6: no current organization yet',
    'organization',
    input({ urlCode: 'co', currentCode: null }),
    { redirect: null, select: 'CO' },
  ],
  [
    'rule 6: same organization, other case, nothing to select',
    'organization',
    input({ urlCode: 'mx', currentCode: 'mx' }),
    allow,
  ],
];

describe('decideNavigation (spec §2 navigation guard rules)', () => {
  it.each(cases)('%s', (_, kind, guardInput, expected) => {
    expect(decideNavigation(kind, guardInput)).toEqual(expected);
  });
});

describe('homePath', () => {
  it.each([
    ['current organization', input({ currentCode: 'CO' }), '/co'],
    ['first organization when the current is unknown', input({ currentCode: null }), '/mx'],
    ['agent dashboard without organizations', input({ user: agent, organizations: [] }), '/agent/dashboard'],
    ['nowhere', input({ organizations: [] }), null],
  ] as const)('%s', (_, guardInput, expected) => {
    expect(homePath(guardInput)).toBe(expected);
  });
});
