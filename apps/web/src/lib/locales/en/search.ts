/** Global search (Cmd/Ctrl+K). */
export const search = {
  search: {
    title: 'Search',
    trigger: 'Search…',
    inputLabel: 'Search leads, clients, contacts and opportunities',
    placeholder: 'Search by name, title, email or phone…',
    results: 'Search results',
    clear: 'Clear the search',
    hint_one: 'Type at least {{count}} character: a name, an email or a phone in any format.',
    hint_other: 'Type at least {{count}} characters: a name, an email or a phone in any format.',
    noResults: 'Nothing matches “{{q}}”.',
    resembling: 'Nothing matches “{{q}}” exactly. The closest:',
    failed: 'The search failed',
    noOrganization: 'Choose an organization to search in.',
    recent: 'Recent',
    clearRecent: 'Clear',
    groups: {
      lead: 'Leads',
      client: 'Clients',
      contact: 'Contacts',
      opportunity: 'Opportunities',
      trip: 'Trips',
      supplier: 'Suppliers',
    },
    keys: { move: 'to move', open: 'to open', close: 'to close' },
    anyFormat: 'Phones match in any format',
  },
} as const;
