// Every table of every area, gathered so drizzle knows the whole schema (relations, typed queries).
export * from '../http/rate-limit.tables';
export * from '../../modules/basedata/basedata.tables';
