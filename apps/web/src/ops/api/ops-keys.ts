/** Query keys of the console: everything under ['ops'], so a login change drops it all at once. */
export const opsKeys = {
  all: ['ops'] as const,
  me: () => ['ops', 'me'] as const,
  certifications: () => ['ops', 'certifications'] as const,
  certificationPage: (query: object) => ['ops', 'certifications', 'page', query] as const,
  certification: (id: string) => ['ops', 'certifications', 'detail', id] as const,
  bankReviews: () => ['ops', 'bank-reviews'] as const,
  bankReviewPage: (query: object) => ['ops', 'bank-reviews', 'page', query] as const,
  accountPage: (query: object) => ['ops', 'accounts', 'page', query] as const,
  account: (userId: string) => ['ops', 'accounts', 'detail', userId] as const,
  auditPage: (query: object) => ['ops', 'audit', 'page', query] as const,
};
