import type pg from 'pg';

/**
 * Data the bench adds to its own database copy, in bulk SQL: 2 000 orders of demo_ent's enterprise for
 * the order list, N certified shippers with prepaid money for the booking run, and enough inventory so
 * no booking is refused for lack of space. Rows are cloned from seeded ones (column lists read from
 * information_schema), so the bench keeps working when tables gain columns.
 */

export const SHIPPER_PREFIX = 'bench_shipper_';
/** Every bench shipper's prepaid balance: ¥100,000,000.00, far more than a run can spend. */
const SHIPPER_BALANCE_FEN = 10_000_000_000;

async function columnsOf(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`bench: table ${table} not found`);
  return rows.map((row) => row.column_name);
}

/**
 * INSERT INTO table SELECT … FROM (source) src CROSS JOIN generate_series(1, n) g: every column copied
 * from the source row except those in `overrides` (SQL expressions that may use src.* and g).
 */
async function cloneRows(client: pg.PoolClient, options: { table: string; source: string; count: number; overrides: Record<string, string>; params?: unknown[] }): Promise<number> {
  const columns = await columnsOf(client, options.table);
  const unknown = Object.keys(options.overrides).filter((column) => !columns.includes(column));
  if (unknown.length > 0) throw new Error(`bench: ${options.table} has no column ${unknown.join(', ')}`);
  const select = columns.map((column) => options.overrides[column] ?? `src.${column}`);
  const result = await client.query(
    `insert into ${options.table} (${columns.join(', ')}) select ${select.join(', ')} from (${options.source}) src cross join generate_series(1, ${options.count}) g`,
    options.params ?? [],
  );
  return result.rowCount ?? 0;
}

/**
 * 2 000 orders of 上海华信 (demo_ent's enterprise; one in ten by demo_sub), cloned from a seeded paid
 * order: statuses in realistic shares (accepted most, then cancelled, in review, awaiting payment,
 * rejected, drafts), created over the last 100 days (so some fall outside the list's 3 months), with
 * their containers. They hold no inventory (inventory_reserved false).
 */
export async function seedOrderHistory(client: pg.PoolClient, count: number): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `select o.id from order_mast o join user_account u on u.id = o.user_id where u.logon_id = 'demo_ent' and o.status = 'A' order by o.created_at desc limit 1`,
  );
  const template = rows[0]?.id;
  if (!template) throw new Error('bench: no accepted demo_ent order to clone');
  // One status per g: A 45 %, X 20 %, W 12 %, S 8 %, R 7 %, P 8 %.
  const status = `(case when g % 100 < 45 then 'A' when g % 100 < 65 then 'X' when g % 100 < 77 then 'W' when g % 100 < 85 then 'S' when g % 100 < 92 then 'R' else 'P' end)`;
  const createdAt = `(now() - make_interval(secs => (g * 4320)::double precision) - make_interval(mins => (g * 37) % 600))`;
  await client.query('begin');
  try {
    await client.query(`create temporary table bench_order_ids (n int primary key, id uuid not null default gen_random_uuid()) on commit drop`);
    await client.query(`insert into bench_order_ids (n) select generate_series(1, $1::int)`, [count]);
    await cloneRows(client, {
      table: 'order_mast',
      source: `select * from order_mast where id = '${template}'`,
      count,
      overrides: {
        id: `(select id from bench_order_ids b where b.n = g)`,
        order_no: `'OC' || to_char(${createdAt} at time zone 'Asia/Shanghai', 'YYMMDD') || '8' || lpad(g::text, 5, '0')`,
        status,
        user_id: `(case when g % 10 = 0 then (select id from user_account where logon_id = 'demo_sub') else src.user_id end)`,
        bkg_no: `(case when ${status} = 'A' then 'PAN8' || lpad(g::text, 9, '0') else null end)`,
        paid_fen: `(case when ${status} in ('A', 'W') then src.total_fen else 0 end)`,
        inventory_reserved: 'false',
        created_at: createdAt,
        updated_at: createdAt,
        submitted_at: `(case when ${status} = 'P' then null else ${createdAt} + interval '20 minutes' end)`,
        // Awaiting payment stays payable for 7 days (as the demo seed does), so the timeout job leaves them alone during the run.
        pay_deadline: `(case when ${status} = 'P' then null when ${status} = 'S' then now() + interval '7 days' else ${createdAt} + interval '50 minutes' end)`,
        paid_at: `(case when ${status} in ('A', 'W', 'R') then ${createdAt} + interval '30 minutes' else null end)`,
        confirmed_at: `(case when ${status} = 'A' then ${createdAt} + interval '3 hours' else null end)`,
        reject_reason: `(case when ${status} = 'R' then '该航次舱位已满，请改订其他船期' else null end)`,
        cancel_reason: `(case when ${status} = 'X' then '客户取消' else null end)`,
      },
    });
    await client.query(
      `insert into order_container (order_id, cntr_type, quantity, unit_price_fen, unit_promotion_fen)
       select b.id, c.cntr_type, c.quantity, c.unit_price_fen, c.unit_promotion_fen from bench_order_ids b cross join order_container c where c.order_id = $1`,
      [template],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * N certified shippers (bench_shipper_1…N, password and payment password as demo_ent's), each the main
 * account of its own confirmed enterprise (cloned from 上海华信) with a prepaid account holding
 * SHIPPER_BALANCE_FEN through one offline top-up ledger row.
 */
export async function seedShippers(client: pg.PoolClient, count: number): Promise<string[]> {
  await client.query('begin');
  try {
    await client.query(`create temporary table bench_shipper_ids (n int primary key, user_id uuid not null default gen_random_uuid(), enterprise_id uuid not null default gen_random_uuid()) on commit drop`);
    await client.query(`insert into bench_shipper_ids (n) select generate_series(1, $1::int)`, [count]);
    await cloneRows(client, {
      table: 'user_account',
      source: `select * from user_account where logon_id = 'demo_ent'`,
      count,
      overrides: {
        id: `(select user_id from bench_shipper_ids b where b.n = g)`,
        logon_id: `'${SHIPPER_PREFIX}' || g`,
        user_cnnme: `'压测托运人' || g`,
        phone_hash: `'bench-phone-' || g`,
        email_encrypted: 'null',
        email_hash: 'null',
        enterprise_id: 'null',
      },
    });
    await cloneRows(client, {
      table: 'enterprise',
      source: `select e.* from enterprise e join user_account u on u.enterprise_id = e.id where u.logon_id = 'demo_ent'`,
      count,
      overrides: {
        id: `(select enterprise_id from bench_shipper_ids b where b.n = g)`,
        master_user_id: `(select user_id from bench_shipper_ids b where b.n = g)`,
        enterprise_cnnme: `'压测货主' || g || '号有限公司'`,
        enterprise_name: `'Bench Shipper ' || g || ' Co., Ltd.'`,
        social_credit_code: `'91BENCH' || lpad(g::text, 11, '0')`,
        business_license_no: `'91BENCH' || lpad(g::text, 11, '0')`,
        sap_id: `'B' || lpad(g::text, 9, '0')`,
      },
    });
    await client.query(`update user_account u set enterprise_id = b.enterprise_id from bench_shipper_ids b where u.id = b.user_id`);
    await client.query(
      `insert into prepaid_account (owner_kind, owner_id, balance_fen, version) select 'enterprise', enterprise_id, $1::bigint, 1 from bench_shipper_ids`,
      [SHIPPER_BALANCE_FEN],
    );
    await client.query(
      `insert into prepaid_ledger (account_id, kind, amount_fen, credit_fen, balance_after_fen, remark, created_by)
       select a.id, 'TOPUP_OFFLINE', $1::bigint, 0, $1::bigint, '压测预存', 'system' from prepaid_account a join bench_shipper_ids b on b.enterprise_id = a.owner_id`,
      [SHIPPER_BALANCE_FEN],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return Array.from({ length: count }, (_, index) => `${SHIPPER_PREFIX}${index + 1}`);
}

/** Adds 100 000 slots to every open inventory row, so the booking run never meets "sold out". */
export async function raiseInventory(client: pg.PoolClient): Promise<void> {
  await client.query(`update sailing_inventory set total = total + 100000, available = available + 100000 where not is_closed`);
}

export interface BookableOffer {
  productId: string;
  fpolCde: string;
  lpodCde: string;
  /** China date of the load call's ETD, YYYY-MM-DD. */
  etdDay: string;
}

/** General PAN offers with 20GP open, departing in more than 3 days (past the 24 h cut-off), like the money tests use. */
export async function findBookableOffers(client: pg.PoolClient): Promise<BookableOffer[]> {
  const { rows } = await client.query<{ id: string; fpol: string; lpod: string; etd_day: string }>(
    `select ps.id, p.fpol_code as fpol, p.lpod_code as lpod, to_char(pc.etd at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as etd_day
       from product_sailing ps join product p on p.id = ps.product_id join port_call pc on pc.id = ps.load_call_id join voyage v on v.id = pc.voyage_id
      where p.carrier_code = 'PAN' and p.product_type = 0 and p.committed_volume is null and p.max_order_quantity is null and p.is_active and not ps.is_closed
        and v.status = 'open' and pc.etd > now() + interval '3 days'
        and exists (select 1 from sailing_inventory si where si.sailing_id = ps.id and si.container_type_code = '20GP' and not si.is_closed and si.available >= 1000)
      order by pc.etd, ps.id`,
  );
  return rows.map((row) => ({ productId: row.id, fpolCde: row.fpol, lpodCde: row.lpod, etdDay: row.etd_day }));
}
