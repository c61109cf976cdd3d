/** PostgreSQL unique violation's constraint name, when that is what the error is (drizzle wraps pg errors). */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && typeof candidate.constraint === 'string') return candidate.constraint;
    current = candidate.cause;
  }
  return undefined;
}
