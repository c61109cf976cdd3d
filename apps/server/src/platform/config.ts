import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads from the environment, read and checked once at start-up.
 * Each variable carries a description; README.md lists them from this table.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const CONFIG_VARIABLES = {
  NODE_ENV: {
    description: 'production turns off the developer outbox and sandbox pages and hides docs details',
    schema: z.enum(['development', 'production', 'test']).default('development'),
  },
  PORT: {
    description: 'HTTP port serving the web app and /api (default 8080)',
    schema: z.coerce.number().int().min(0).max(65535).default(8080),
  },
  HOST: {
    description: 'interface to listen on (default 0.0.0.0)',
    schema: z.string().min(1).default('0.0.0.0'),
  },
  HTTP_REQUEST_TIMEOUT_MS: {
    description:
      'longest a client may take to send one whole request (headers and body), in ms; past it the connection is answered 408 and closed, so a client trickling its bytes cannot hold a connection for good (default 120000: a 10 MiB upload at ~1 Mbit/s; 0 = no limit)',
    schema: z.coerce.number().int().min(0).max(3_600_000).default(120_000),
  },
  SHUTDOWN_GRACE_MS: {
    description:
      'on SIGTERM / SIGINT / SIGHUP the server stops taking connections and finishes the calls in flight; those still open after this many ms have their connections closed, then the database is let go (default 20000, under the 30 s Kubernetes waits before it kills)',
    schema: z.coerce.number().int().min(0).max(600_000).default(20_000),
  },
  DATABASE_URL: {
    description: 'postgres:// URL of an external PostgreSQL; when unset an embedded PostgreSQL runs with its data under DATA_DIR/pg',
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  },
  DATA_DIR: {
    description: 'folder for the embedded database and uploaded files (default ./data at the project root)',
    schema: z.string().min(1).default('data'),
  },
  DB_POOL_SIZE: {
    description: 'maximum PostgreSQL connections per server process (default 20)',
    schema: z.coerce.number().int().min(1).max(500).default(20),
  },
  DB_STATEMENT_TIMEOUT_MS: {
    description:
      'longest one SQL statement of the server may run, in ms; PostgreSQL cancels it and the call answers 503 (default 20000, under the web\'s 30 s wait; 0 = no limit; migrations and the first seeding have none)',
    schema: z.coerce.number().int().min(0).max(3_600_000).default(20_000),
  },
  DB_LOCK_TIMEOUT_MS: {
    description: 'longest a statement waits for a row or table lock another session holds, in ms, before the call answers 503 (default 5000; 0 = no limit)',
    schema: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  },
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: {
    description:
      'a transaction left idle this long (its server process frozen or cut off) is ended by PostgreSQL, releasing its locks, in ms (default 30000; 0 = no limit)',
    schema: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  },
  LOG_LEVEL: {
    description: 'pino log level: fatal, error, warn, info, debug, trace or silent (default info)',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  },
  RATE_LIMIT_MAX: {
    description: 'API requests allowed per client IP per RATE_LIMIT_WINDOW_SECONDS, counted in PostgreSQL so all instances share it (default 1200)',
    schema: z.coerce.number().int().min(1).default(1200),
  },
  RATE_LIMIT_WINDOW_SECONDS: {
    description: 'length of the rate-limit window in seconds (default 60)',
    schema: z.coerce.number().int().min(1).default(60),
  },
  TRUST_PROXY: {
    description: 'true when behind a load balancer that sets X-Forwarded-For (default false)',
    schema: booleanFlag.default(false),
  },
  ACCESS_TOKEN_TTL_SECONDS: {
    description: 'lifetime of an access token in seconds (default 7200 = 2 h)',
    schema: z.coerce.number().int().min(10).max(86_400).default(7_200),
  },
  REFRESH_TOKEN_TTL_SECONDS: {
    description: 'lifetime of a refresh token in seconds (default 604800 = 7 days)',
    schema: z.coerce.number().int().min(60).max(2_592_000).default(604_800),
  },
  CAPTCHA_LOGIN: {
    description: 'when password login needs the slide-puzzle captcha: after-failures (from the 3rd failure of an account or IP in 15 min), always, or off (default after-failures)',
    schema: z.enum(['after-failures', 'always', 'off']).default('after-failures'),
  },
  VERIFICATION_CODE_DAILY_LIMIT_PER_TARGET: {
    description: 'SMS / e-mail verification codes one phone number or e-mail address may get per China calendar day (default 10)',
    schema: z.coerce.number().int().min(1).max(1000).default(10),
  },
  VERIFICATION_CODE_DAILY_LIMIT_PER_IP: {
    description: 'verification codes one client IP may request per China calendar day, all recipients together (default 50)',
    schema: z.coerce.number().int().min(1).max(100_000).default(50),
  },
  PASSWORD_MAX_AGE_DAYS: {
    description: 'a login password older than this many days is reported expired (isPasswordExpired) and must be changed (default 180)',
    schema: z.coerce.number().int().min(1).max(3650).default(180),
  },
  FILE_STORAGE: {
    description: 'where uploaded files are kept: local (folder DATA_DIR/files) or s3 (an S3-compatible bucket, see S3_*) (default local)',
    schema: z.enum(['local', 's3']).default('local'),
  },
  FILE_MAX_BYTES: {
    description: 'largest accepted upload in bytes (default 10485760 = 10 MiB); the refusal names it in MB',
    schema: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(10 * 1024 * 1024),
  },
  S3_ENDPOINT: {
    description: 'FILE_STORAGE=s3: base URL of the S3-compatible service, e.g. https://s3.cn-north-1.amazonaws.com.cn or http://minio:9000 (objects are addressed path-style: ENDPOINT/BUCKET/key)',
    schema: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  },
  S3_BUCKET: {
    description: 'FILE_STORAGE=s3: bucket holding the uploaded files',
    schema: z.string().min(1).optional(),
  },
  S3_ACCESS_KEY_ID: {
    description: 'FILE_STORAGE=s3: access key id used to sign requests (AWS Signature V4)',
    schema: z.string().min(1).optional(),
  },
  S3_SECRET_ACCESS_KEY: {
    description: 'FILE_STORAGE=s3: secret access key matching S3_ACCESS_KEY_ID',
    schema: z.string().min(1).optional(),
  },
  S3_REGION: {
    description: 'FILE_STORAGE=s3: signing region (default us-east-1, which MinIO and most S3-compatible stores accept)',
    schema: z.string().min(1).default('us-east-1'),
  },
  ENTERPRISE_LINK_LIMIT: {
    description: 'linked sub-accounts one enterprise may have; association requests and approvals beyond it are refused (default 20)',
    schema: z.coerce.number().int().min(1).max(10_000).default(20),
  },
  ORDER_PAY_TIMEOUT_MINUTES: {
    description: 'minutes a submitted order (S) waits for payment before the timeout job cancels it and releases its inventory (default 30)',
    schema: z.coerce.number().int().min(1).max(10_080).default(30),
  },
  WEB_DIST_DIR: {
    description: 'folder of the built web app to serve (default apps/web/dist); the API alone runs when it is missing',
    schema: z.string().min(1).optional(),
  },
  WEB_PRERENDER: {
    description:
      'render the public landing pages (home, /product) on the server for a first paint before the scripts, in a child process started from the web build (dist-server/); default true',
    schema: booleanFlag.default(true),
  },
} as const;

type Variables = typeof CONFIG_VARIABLES;
export type Config = { [K in keyof Variables]: z.output<Variables[K]['schema']> } & {
  /** Absolute project root, used to resolve relative folders. */
  rootDir: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置有误 / invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Reads every variable at once so the operator sees all problems in one go, not one per restart. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = PROJECT_ROOT): Config {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(CONFIG_VARIABLES)) {
    const raw = env[name] === '' ? undefined : env[name];
    const parsed = variable.schema.safeParse(raw);
    if (parsed.success) {
      values[name] = parsed.data;
    } else {
      const reason = parsed.error.issues.map((issue) => issue.message).join('; ');
      problems.push(`${name}=${JSON.stringify(raw)}: ${reason} (${variable.description})`);
    }
  }
  if (values.FILE_STORAGE === 's3') {
    // The S3 settings are optional one by one but required together once the bucket store is chosen.
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!values[name]) problems.push(`${name}: required when FILE_STORAGE=s3 (${CONFIG_VARIABLES[name].description})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const config = values as Omit<Config, 'rootDir' | 'isProduction'>;
  return {
    ...config,
    DATA_DIR: path.resolve(rootDir, config.DATA_DIR),
    WEB_DIST_DIR: path.resolve(rootDir, config.WEB_DIST_DIR ?? 'apps/web/dist'),
    rootDir,
    isProduction: config.NODE_ENV === 'production',
  };
}
