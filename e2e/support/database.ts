import pg from 'pg';

/** One query against a journey's database (the answers the browser cannot know, e.g. a puzzle's offset). */
export async function queryDatabase<Row extends Record<string, unknown>>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<Row>(sql, values);
    return result.rows;
  } finally {
    await client.end();
  }
}
