/** The organization's people as colleagues see them (`GET /{orgCode}/members`), one entry per organization. */
export const userKeys = {
  assignable: (organizationCode: string) => ['members', organizationCode.toLowerCase()] as const,
};
